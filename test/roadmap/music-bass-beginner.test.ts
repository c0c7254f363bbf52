import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 21 (decision 377): a bass guitar from zero had no track — "never played an instrument, I love Motown" →
 * "play bass along to My Girl" got the general routine ("This plan does not teach learning an instrument from
 * zero", "a slow 1-2-3-4 finger exercise", "your piece") in four weeks. People written for this test.
 */

const MUSIC = 'Music (Instrumental Practice)';
const { trackOf, plan } = onOption(MUSIC);
const BASS = 'The bass guitar, from the first note';

describe('the bass guitar from the first note', () => {
  it.each([
    [
      "never played an instrument, I'm 60 and love Motown",
      'play bass along to Ain’t No Mountain High Enough',
      20,
      4,
      'Ain’t No Mountain High Enough',
      /Motown's moves: a chromatic note/,
    ],
    [
      'complete beginner, my son left his bass guitar at home',
      'play Seven Nation Army on the bass guitar',
      30,
      3,
      'Seven Nation Army',
      /The style's moves/,
    ],
    [
      'I just bought an electric bass, no experience',
      'learn to play punk songs on bass with my mates',
      45,
      5,
      'Stand by Me',
      /Punk's moves/,
    ],
    ['total beginner', 'learn the bass guitar', 10, 7, 'Stand by Me', /The style's moves/],
  ])('%s → %s: tuned, two fingers, roots, the song whole, the style', async (current, target, minutes, days, song, style) => {
    expect(trackOf(current, target)).toBe(BASS);
    const p = await plan(current, target, minutes, days);
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles[0]).toMatch(/^Tune to E A D G/);
    expect(titles.some((t) => /^Pluck the open E string with index and middle in turn/.test(t))).toBe(true);
    expect(titles).toContain(`Record ${song} along with the record, start to end`);
    expect(titles.some((t) => style.test(t))).toBe(true);
    expect(textOf(p)).not.toMatch(/does not teach learning an instrument from zero|\{\w+\}|strum|chord sheet on Doctor Uke/);
  });

  it.each([
    ['I play bass in a covers band', 'learn to slap'],
    ['grade 5 double bass', 'play in the county youth orchestra'],
    ['I play bass for 10 years', 'learn jazz walking lines'],
    ['I play piano by ear in church', 'play Hammond organ for the gospel choir, with the bass pedals'],
    ['I sing in a choir', 'sing bass in the chamber choir'],
    ['never played anything', 'learn the drums and the bass drum pedal'],
    ['I play guitar', 'learn fingerstyle blues guitar'],
  ])('%s → %s: not the beginner bass track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(BASS);
  });
});
