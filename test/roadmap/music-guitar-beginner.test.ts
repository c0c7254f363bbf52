import { deadlineOf } from '../../lambdas/roadmap/deadline';
import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 16's reading (decision 274): a guitar from zero had no track: "never played anything" → "learn guitar"
 * got the general routine ("Metronome ladders and chunking", "Musicality: dynamics, phrasing and a second
 * piece") in four weeks, and "complete beginner, I bought a ukulele" → "play and sing Riptide" the same, as the
 * ukulele was named only where they start. "Got a guitar for Christmas" was read as a date. People written for
 * this test.
 */

const MUSIC = 'Music (Instrumental Practice)';
const { trackOf, plan } = onOption(MUSIC);
const GUITAR = 'The guitar, from the first chord';

describe('the guitar from the first chord', () => {
  it.each([
    ['never played anything', 'learn guitar', 20, 5, 'your own song'],
    ['complete beginner, I just bought an acoustic guitar', 'strum songs with friends at a campfire', 15, 7, 'your own song'],
    ["I can't play, got an electric guitar for Christmas", "play Wonderwall at my sister's party", 30, 3, 'Wonderwall'],
    ['beginner', 'learn to play and sing Riptide on guitar', 45, 4, 'Riptide'],
  ])('%s → %s: chords one by one, one-minute changes, a strum, the song sung', async (current, target, minutes, days, song) => {
    expect(trackOf(current, target)).toBe(GUITAR);
    const p = await plan(current, target, minutes, days);
    const titles = tasksOf(p).map((t) => t.title);
    expect(p.weeks).toHaveLength(7);
    expect(titles[0]).toMatch(/^Tune to E A D G B E/);
    expect(titles.some((t) => /^One-minute changes between D and A/.test(t))).toBe(true);
    expect(titles).toContain(`Play and sing ${song} through three times, never stopping`);
    expect(textOf(p)).not.toMatch(/Metronome ladders|\{\w+\}|Your date, “for Christmas”/);
  });

  it.each([
    ['I play guitar in a band', 'learn barre chords'],
    ['I bought a classical guitar, never played', 'ABRSM grade 1 classical guitar'],
    ['never played anything', 'learn the bass guitar'],
    ['I have played guitar for 3 years', 'learn to fingerpick Blackbird'],
  ])('%s → %s: not the beginner guitar track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(GUITAR);
  });
});

describe('a ukulele named only where the person starts', () => {
  it('bought a ukulele → play and sing Riptide: the ukulele track, Riptide in its weeks', async () => {
    expect(trackOf('complete beginner, I bought a ukulele', "play and sing Riptide at my friend's birthday in 6 weeks")).toBe(
      'The ukulele, from the first chord',
    );
    const p = await plan('complete beginner, I bought a ukulele', "play and sing Riptide at my friend's birthday in 6 weeks", 15, 6);
    expect(textOf(p)).toMatch(/Riptide, played and sung from start to end/);
  });
});

describe('a gift is not a date, a date after "got" still is', () => {
  it.each([
    ["I can't play, got an electric guitar for Christmas", undefined],
    ['my son gave me a guitar for Christmas', undefined],
    ["I've got a half marathon in April", 'in April'],
    ['bought a ukulele, want to play by Christmas', 'by Christmas'],
  ])('%s → %s', (words, said) => {
    expect(deadlineOf(words, '2026-11-27', undefined, 'now')?.said).toBe(said);
  });
});

describe('the occasion the song is played for', () => {
  it('an anniversary is said as one, and a plan with no occasion says it once', async () => {
    const dated = await plan(
      'total beginner, my wife gave me a guitar for my 50th',
      'play Stand by Me for her on our anniversary in March',
      20,
      4,
    );
    expect(tasksOf(dated).map((t) => t.title)).toContain('Play Stand by Me on your anniversary');
    const plain = await plan('never played anything', 'learn guitar', 20, 5);
    expect(plain.weeks.at(-1)!.description).not.toMatch(/for someone for family or friends/);
  });
});
