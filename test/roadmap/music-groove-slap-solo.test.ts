import { onOption, servedOn } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 19 (decision 346): half of a two-part style target was barely taught. "Play a 12-bar blues and
 * improvise a solo with the blues scale" gave the solo one task ("change its rhythm, not its notes"), and
 * "funk grooves with slap and ghost notes" gave slap one clause ("slap with the thumb once this sits"),
 * with the blues' "bar 9, bar 10, turn" and "lock in with the drummer or bass" said to a bassist. Each named
 * part now has its own week, taught, practised and checked. People written for this test, at 2 to 7 days
 * and 10 to 120 minutes, and the words that must not choose these paths.
 */

const MUSIC = 'Music (Instrumental Practice)';
const SLAP = 'Funk bass with slap and ghost notes';
const SOLO = 'Blues, funk or Latin, with a solo improvised';
const GROOVE = 'Blues, funk or Latin on your instrument';
const { trackOf, plan } = onOption(MUSIC);

const GENERAL = /long tones, open strings|five-finger|Scales and arpeggios: the movement alone|basic rock beat|A second piece/i;
const served = servedOn(MUSIC, GENERAL);

/** Words of another style or instrument that a plan of this one must not carry. */
const BLUES_IN_FUNK = /bar 9, bar 10|12 or 16 bars|the 12 bars|12-bar|shuffle/i;
const TO_A_BASSIST = /lock in with the drummer or bass|keys and horns|A chord, a root or a crash/;

describe('slap on the bass, its own week', () => {
  const STEPS = [
    /^Listen to four records of funk/,
    /^Learn the groove on the bass/,
    /^Metronome ladder on the groove/,
    /^Slap the open E and A strings with the side of the thumb/,
    /^Pop the D and G strings/,
    /^Thumb, dead thumb, pop: sixteenths/,
    /^Play a slap groove over the vamp/,
    /^Learn the style's vocabulary on the bass/,
    /^Play .+ with the record, start to end, recorded/,
    /^Play the week-1 minute again/,
  ];

  it.each([
    ['I play bass in a covers band, root notes mostly', 'play funk grooves with slap and ghost notes', 45, 4],
    ['bassist, 5 years of fingerstyle rock', 'learn to slap', 20, 6],
    ['I play bass guitar in church', 'slap and pop funk lines like Marcus Miller', 90, 2],
    ['self-taught bass player', 'thumb and pop bass grooves', 10, 7],
  ])('%s → %s (%i min, %i days): the thumb, the pop, octaves and a slap groove at tempo', async (current, target, minutes, days) => {
    const { text } = await served(SLAP, current, target, minutes, days, STEPS);
    expect(text).toMatch(/thumb-and-pop octave/);
    expect(text).toMatch(/Thank You \(Falettinme Be Mice Elf Agin\)/);
    expect(text).toMatch(/^Record one minute of the slap groove/m);
    expect(text).not.toMatch(BLUES_IN_FUNK);
    expect(text).not.toMatch(TO_A_BASSIST);
    expect(text).not.toMatch(/slap with the thumb once this sits/);
  });

  it('a bassist at the jam locks in with the drummer, and the form card names the vamp', async () => {
    const text = textOf(await plan('I play bass in a covers band', 'play funk with slap', 60, 4));
    expect(text).toMatch(/lock in with the drummer's bass drum/);
    expect(text).toMatch(/the vamp and its bridge you would play on a card/);
    expect(text).toMatch(/A root at each new section/);
  });

  it.each([
    ['I play the cajón', 'a better slap on the cajón'],
    ['I play djembe', 'learn the bass, tone and slap'],
    ['I play guitar', 'learn slap guitar'],
    ['I play bass', 'play funk with ghost notes'],
    ['never played bass', 'learn slap bass from scratch'],
    ['I play bass drum in a marching band', 'slap the bass drum'],
  ])('“%s” → “%s” is not the slap path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SLAP);
  });
});

describe('the blues with a solo, its own week', () => {
  const STEPS = [
    /^Listen to four records of the blues/,
    /^Learn the form and chart it/,
    /^Learn the groove on /,
    /^Learn the style's vocabulary on /,
    /^Learn three blues licks from the records/,
    /^Call and response: two bars played/,
    /^Phrasing over the changes/,
    /^Improvise one whole 12-bar chorus over a backing track, then three times through, recorded/,
    /^Play .+ with the record, start to end, recorded/,
    /^Play the week-1 minute again/,
  ];

  it.each([
    [
      'I play open chords and some barre chords, strum along to pop songs',
      'play a 12-bar blues and improvise a solo with the blues scale',
      30,
      5,
      /Box 1 of the A blues scale/,
    ],
    ['grade 4 piano', 'improvise over a blues', 60, 3, /the crushed note/],
    ['I can play a few tunes on a C harmonica', 'solo over a 12-bar blues', 15, 7, /Second position on a C harp/],
    [
      '2 years of electric guitar, pentatonic shapes',
      'blues lead guitar: bends, licks and solos',
      120,
      2,
      /whole-step bend on the G string/,
    ],
    ['alto sax, grade 5', 'learn to improvise blues solos', 40, 4, /a fall at the end of a phrase/],
  ])('%s → %s (%i min, %i days): licks, call and response, phrasing, a chorus recorded', async (current, target, minutes, days, tech) => {
    const { text } = await served(SOLO, current, target, minutes, days, STEPS);
    expect(text).toMatch(tech);
    expect(text).toMatch(/bar 9, bar 10, turn/);
    expect(text).not.toMatch(/Cissy Strut|sixteenth/i);
  });

  it('a pianist crushes the blue note; only strings bend it', async () => {
    const piano = textOf(await plan('grade 4 piano, classical', 'improvise over a blues', 60, 3));
    expect(piano).toMatch(/the ♭3 crushed into the 3 over the I/);
    expect(piano).not.toMatch(/\bbent\b|\bbends?\b|fret/);
    expect(textOf(await plan('I play guitar', 'improvise a blues solo', 30, 4))).toMatch(/the ♭3 bent towards the 3 over the I/);
  });

  it('a guitarist said only by their chords plays the groove on the guitar', async () => {
    const text = textOf(await plan('I play open chords and some barre chords', 'play a 12-bar blues and improvise a solo', 30, 5));
    expect(text).toMatch(/^Learn the groove on the guitar/m);
    expect(text).toMatch(/shuffle boogie on the low strings/);
    expect(text).not.toMatch(/your instrument|keys and horns/);
  });

  it.each([
    ['I play guitar', 'learn the solo from Pride and Joy, the blues one'],
    ['I play guitar', 'play jazz blues and improvise bebop lines'],
    ['I sing', 'improvise blues vocals'],
    ['I play guitar', 'play a 12-bar blues shuffle'],
  ])('“%s” → “%s” is not the solo path (funk or Latin improvised is: music-style-solo.test.ts)', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SOLO);
  });

  it('a style without a solo keeps the style path', () => {
    expect(trackOf('I play guitar', 'play a 12-bar blues shuffle')).toBe(GROOVE);
  });
});
