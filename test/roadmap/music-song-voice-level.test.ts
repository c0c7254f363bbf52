import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { expectTheirWeek, personOn } from './ask';

/**
 * Round 20, wave 2 (decision 364): a music teacher read three plans. The ukulele player singing "Somewhere
 * Over the Rainbow" at her nan's 90th was never told the song's own chords, nor where to breathe; a drummer
 * self-taught for two years started on grip at the pad and ran "a full mock of the grade" after one piece,
 * the solo he asked for never practised; a rock guitarist going to a jazz jam got guide-tone lines for a horn,
 * not a guitar's shell voicings. People written for this test, at 2 to 7 days and 10 to 120 minutes.
 */

const MUSIC = 'Music (Instrumental Practice)';
const { trackOf, plan } = personOn(MUSIC);

const tasksOf = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const textOf = (p: RoadmapPlan) =>
  tasksOf(p)
    .map((t) => `${t.title}\n${t.description}`)
    .join('\n');
const titlesOf = (p: RoadmapPlan) => tasksOf(p).map((t) => t.title);

describe('a song played and sung: its own chords, the new shapes beside the known ones, and the breath', () => {
  it.each([
    [
      'ukulele, I know C, F, G and Am',
      "play and sing Somewhere Over the Rainbow at my nan's 90th birthday",
      15,
      5,
      /usual sheet \(Israel Kamakawiwoʻole's version, in C\) is C, Em, Am, F, G and E7/,
      'those not among C, F, G and Am',
      /Em is 0432 and E7 1202/,
    ],
    [
      'I play guitar a bit, open chords G C D Em',
      "sing and play Hallelujah at my brother's wedding",
      30,
      4,
      /Hallelujah's usual sheet \(Leonard Cohen's, in C\) is C, Am, F, G and E7/,
      'those not among G C D Em',
      /A chord chart for your instrument shows each new shape/,
    ],
    [
      'uke for a year, I can play C, G7 and F',
      'play and sing You Are My Sunshine for my daughter',
      10,
      7,
      /usual sheet \(the usual one, in C\) is C, C7, F and G7/,
      'those not among C, G7 and F',
      /C7 is 0001 and G7 0212/,
    ],
    [
      'I can play a few chords: G, C, D',
      'play and sing Wonderwall at an open mic',
      45,
      3,
      /Circle every chord on it: those you play already, and the new ones/,
      'those not among G, C, D',
      /A chord chart for your instrument/,
    ],
  ])('%s → %s (%i min × %i days)', async (current, target, minutes, days, sheet, known, shapes) => {
    expect(trackOf(current, target)).toBe('A song played and sung, at its occasion');
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(sheet);
    expect(titlesOf(p).some((t) => t.startsWith('Learn ') && t.includes(known))).toBe(true);
    expect(text).toMatch(shapes);
    expect(titlesOf(p).some((t) => t.startsWith('Mark where you breathe'))).toBe(true);
    // The old line that said most songs need only the first four shapes is gone.
    expect(text).not.toMatch(/most songs can be played with them/);
    expectTheirWeek(p, minutes, days);
  });

  it("names the occasion in the person's words in the last week", async () => {
    const p = await plan('ukulele, I know C, F, G and Am', "play and sing Somewhere Over the Rainbow at my nan's 90th birthday", 30, 5);
    const last = p.weeks.at(-1)!;
    expect(last.title).toMatch(/at your nan's 90th birthday/);
    expect(
      last.days.flatMap((d) => d.tasks).some((t) => t.title === "Play and sing Somewhere Over the Rainbow at your nan's 90th birthday"),
    ).toBe(true);
  });

  it('a pianist places the hand and plays the new chords, not strums them', async () => {
    const p = await plan('piano grade 4', 'accompany myself singing Let It Be at the school concert', 60, 5);
    expect(textOf(p)).toMatch(/usual sheet \(The Beatles', in C\) is C, G, Am and F/);
    const learn = titlesOf(p).find((t) => t.startsWith("Learn Let It Be's new shapes first"))!;
    expect(learn).toMatch(/place the hand, play once/);
    expect(learn).not.toMatch(/strum/);
  });

  it('does not read chords out of ordinary words', async () => {
    const p = await plan('I play a bit of everything', "play and sing Hallelujah at my brother's wedding", 30, 4);
    expect(titlesOf(p).some((t) => t.includes('those not among the chords you already play'))).toBe(true);
  });
});

describe("a drummer's years place them, a teacher checks the technique, a solo is practised and a grade mocked honestly", () => {
  it.each([
    ['self-taught 2 years on an electronic kit', 'pass Rockschool grade 3 drums and play a solo', 30, 5],
    ['self-taught, 4 years on my e-kit, no lessons', 'play Back in Black along with the record', 60, 6],
    ['I taught myself drums from YouTube over three years', 'play drum solos at our open mic', 20, 2],
  ])('%s → %s (%i min × %i days)', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe('Drums (kit), from the first lesson');
    const p = await plan(current, target, minutes, days);
    const titles = titlesOf(p);
    // Placed past the pad: no grip from zero.
    expect(titles.some((t) => t.startsWith('Matched grip'))).toBe(false);
    expect(titles.some((t) => t.startsWith('Set up the kit'))).toBe(false);
    expect(titles.some((t) => t.startsWith('Book a lesson with a drum teacher') && t.includes('grip, set-up'))).toBe(true);
    expect(titles.some((t) => t.startsWith('Four bars of time, four bars of solo'))).toBe(true);
    // Trading fours is the solo's second step: kept where the week has the time for it.
    if (minutes * days >= 100)
      expect(titles.some((t) => t.startsWith('Eight bars of time and eight of solo, then trade fours'))).toBe(true);
    expectTheirWeek(p, minutes, days);
  });

  it('mocks a grade on the parts ready, not the whole grade after one piece', async () => {
    const p = await plan('self-taught 2 years on an electronic kit', 'pass Rockschool grade 3 drums and play a solo', 30, 5);
    const text = textOf(p);
    expect(text).not.toMatch(/a full mock of the grade/i);
    expect(text).toMatch(
      /A mock of what is ready, in exam order and recorded: the first piece, the technical exercises, reading and ear tests/,
    );
    expect(text).toMatch(/sight reading or improvisation \(10\), ear tests \(10\) and musicianship questions \(5\)/);
    expect(text).toMatch(/This is the solo you named/);
    // The grade's ear tests and questions practised, not only named.
    expect(titlesOf(p).some((t) => t.startsWith("The grade book's ear tests with their audio"))).toBe(true);
  });

  it('still starts a beginner, and a child of nine, at the grip', async () => {
    for (const [current, target] of [
      ['I have never played drums', 'learn the drums to play Seven Nation Army'],
      ['my son is 9 years old', 'he wants to learn drums'],
    ]) {
      const titles = titlesOf(await plan(current, target, 20, 3));
      expect(titles.some((t) => t.startsWith('Matched grip'))).toBe(true);
      expect(titles.some((t) => t.startsWith('Book a lesson with a drum teacher now'))).toBe(false);
    }
  });
});

describe("jazz on the guitar reads the guitarist's own instrument", () => {
  it.each([
    ['rock guitarist by ear, I play pentatonic solos', 'comp and improvise over jazz standards at the local jam session', 30, 5],
    ['guitarist in a function band for ten years', 'learn jazz comping for a swing gig', 60, 3],
    ['I play electric guitar, blues mostly', 'play jazz standards', 15, 7],
  ])('%s → %s (%i min × %i days)', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe('Jazz on your instrument');
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(/Comp with shell voicings on the guitar's 6th and 5th strings/);
    expect(text).toMatch(/F7 1x12xx, G7 3x34xx/);
    expect(text).toMatch(/on your guitar/);
    expect(text).not.toMatch(/Guide-tone lines: the 3rds and 7ths, moving by step/);
  });

  it('keeps a pianist on the keyboard and a saxophonist on guide tones', async () => {
    const piano = textOf(await plan('jazz pianist, self-taught', 'comp over jazz standards at a jam', 30, 4));
    expect(piano).toMatch(/Comp with shell voicings \(root, 3rd, 7th\) on 2 and 4/);
    expect(piano).not.toMatch(/6th and 5th strings/);
    const sax = textOf(await plan('I play alto sax in a big band', 'improvise over jazz standards', 30, 4));
    expect(sax).toMatch(/Guide-tone lines/);
    expect(sax).not.toMatch(/shell voicings/);
  });
});
