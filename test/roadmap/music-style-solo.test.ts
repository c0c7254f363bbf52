import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Improvising in a style beside its groove gets a week of its own in that style (round 20, decision 350). A grade 5
 * classical pianist's "play a son montuno and improvise over it at our salsa band's rehearsal" had the improvising as
 * one task ("change its rhythm, not its notes"): decision 346's solo week was the blues' only. Now funk, Latin and
 * bossa improvising take the solo path too, its week in the style's own words: licks on the style's scale or chord
 * tones, each chord of its form, its own call and response (the coro and the sonero, the horns' stab, Getz answering
 * the voice), trading fours, and the style's own length of solo recorded. People written for this test; a band
 * coach's reading.
 */
const MUSIC = 'Music (Instrumental Practice)';
const SOLO = 'Blues, funk or Latin, with a solo improvised';
const GROOVE = 'Blues, funk or Latin on your instrument';
const { trackOf, plan } = onOption(MUSIC);

/** The blues' own words, which a funk, Latin or bossa solo week must not carry. */
const BLUES = /12-bar|blues scale|bar 9|the IV at bar 5|B\.B\. King|turnaround/;

describe('a solo improvised in funk, Latin or bossa, its own week', () => {
  it.each([
    [
      "grade 5 piano, classical only, can't improvise",
      "play a son montuno and improvise over it at our salsa band's rehearsal",
      60,
      2,
      /D F A on Dm, F A C on F, G B♭ D on Gm, A C♯ E on A/,
      /coro sings its refrain.*trade fours/,
      /^Improvise four times round the montuno vamp/m,
    ],
    [
      'I play keys in a covers band',
      'improvise solos over latin tunes like Oye Como Va',
      30,
      4,
      /chord tones of the montuno/,
      /pregón/,
      /^Milestone: Four times round the montuno improvised/m,
    ],
    [
      'I play guitar, mostly rhythm',
      'improvise over funk vamps',
      45,
      3,
      /E Dorian \(E F♯ G A B C♯ D\)/,
      /Maceo Parker's saxophone answers/,
      /^Improvise 16 bars over the vamp/m,
    ],
    [
      'tenor sax, grade 6',
      'learn to solo over funk grooves like Cissy Strut',
      20,
      5,
      /E minor pentatonic over E9/,
      /Maceo Parker/,
      /^Milestone: 16 bars improvised over the funk vamp/m,
    ],
    [
      'nylon-string guitar, I can play the bossa pattern',
      'improvise over bossa nova tunes',
      40,
      3,
      /chord tones of Fmaj7, G7, Gm7 and C7/,
      /Getz answers Astrud Gilberto/,
      /^Improvise one A section, 8 bars, over a backing track/m,
    ],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, scale, call, check) => {
    expect(trackOf(current, target)).toBe(SOLO);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(scale);
    expect(text).toMatch(call);
    expect(text).toMatch(check);
    // The solo has its week, before the tune: call and response, phrasing, and the check.
    const solo = p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => /^Call and response: two bars played/.test(t.title))));
    const tune = p.weeks.findIndex((w) => /A tune in the style/.test(w.title));
    expect(solo).toBeGreaterThan(-1);
    expect(solo).toBeLessThan(tune);
    const week = textOf({ ...p, weeks: [p.weeks[solo]!] });
    expect(week).not.toMatch(BLUES);
  });

  it('the blues keeps its own solo week', async () => {
    const text = textOf(await plan('I play guitar', 'play a 12-bar blues and improvise a solo', 30, 4));
    expect(text).toMatch(/^Learn three blues licks from the records, each in the blues scale's first position/m);
    expect(text).toMatch(/^Improvise one whole 12-bar chorus over a backing track/m);
    expect(text).toMatch(/B\.B\. King/);
  });

  it.each([
    ['grade 5 piano', 'play a son montuno at our salsa band'],
    ['I play guitar', 'funky rhythm guitar with sixteenth strumming'],
    ['I play bass', 'play bossa nova bass lines'],
  ])('a style without improvising keeps the style path: %s → %s', (current, target) => {
    expect(trackOf(current, target)).toBe(GROOVE);
  });

  it.each([
    ['I play guitar', 'learn the solo from Oye Como Va'],
    ['I dance salsa', 'improvise in salsa dancing at socials'],
    ['I play sax', 'improvise over jazz standards'],
  ])('“%s” → “%s” is not the style’s solo path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SOLO);
  });
});
