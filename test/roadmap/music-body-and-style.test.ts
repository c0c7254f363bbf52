import { onOption } from './track-ask';
import { textOf, weekOf } from './custom-ask';

/**
 * Round 21 (decision 379): a string teacher read a cello returner with arthritis at the base of the left
 * thumb and found a general pain note but nothing a cellist does to spare the thumb, and the returner's
 * words for wind and violin players ("a lip, an embouchure", "the violin or cello"). A said pain now meets
 * the instrument's own way to spare it, in the first week, with a teacher's check and a rehearsal's length
 * built in steps; nobody who says no pain reads it. People written for this test, at 2 to 7 days and 10 to
 * 120 minutes.
 */

const MUSIC = 'Music (Instrumental Practice)';
const ENSEMBLE = 'Playing in a band, orchestra or ensemble';
const RETURNER = 'Coming back to an instrument after years';
const { trackOf, plan } = onOption(MUSIC);

/** The plan's tasks in order. */
const tasks = (p: Awaited<ReturnType<typeof plan>>) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));

describe('a said pain meets the instrument’s own way to spare it', () => {
  it.each([
    [
      'cello returner, grade 6 long ago, arthritis at the base of the left thumb',
      'join an orchestra by September',
      40,
      5,
      ENSEMBLE,
      /the left thumb free behind the neck, opposite the second finger.+the neck positions before thumb position; vibrato back last/,
    ],
    ['double bass player, stopped 10 years ago, sore fingers', 'join an orchestra', 90, 3, RETURNER, /the left thumb free behind the neck/],
    [
      'viola at university, tendonitis in my left wrist now',
      'join a community orchestra',
      20,
      3,
      ENSEMBLE,
      /the left thumb soft beside the neck, never clamping; the instrument's weight on the collarbone and chin rest/,
    ],
    [
      'trombone, shoulder injury last year',
      'join our village brass band',
      30,
      4,
      ENSEMBLE,
      /the instrument's weight in the left palm or on a stand/,
    ],
    [
      'cello, grade 6 at school twenty years ago, tendinitis in my left wrist',
      'get back to playing the cello',
      25,
      4,
      RETURNER,
      /the left thumb free behind the neck.+vibrato back last/,
    ],
    [
      'played clarinet as a teenager, arthritis in my right thumb',
      'play clarinet again',
      15,
      7,
      RETURNER,
      /the instrument's weight on a neck strap or a thumb-rest cushion, not the right thumb/,
    ],
    [
      'used to play piano, grade 5, carpal tunnel in my right hand',
      'start playing the piano again',
      10,
      2,
      RETURNER,
      /a loose wrist and the arm's weight into the keys.+no octave stretches with the sore hand/,
    ],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days, track, spare) => {
    expect(trackOf(current, target)).toBe(track);
    const p = await plan(current, target, minutes, days);
    // The instrument's own way, and a teacher's check of it, before the first practice that is not easy.
    const all = tasks(p);
    const told = all.findIndex((t) => spare.test(t.description));
    expect(told).toBeGreaterThanOrEqual(0);
    expect(told).toBeLessThan(all.findIndex((t) => t.difficulty !== 'easy'));
    expect(all[told]!.description).toMatch(/A teacher checks this( hold)? in your first fortnight/);
    expect(textOf(p)).not.toMatch(/\{\w+\}/);
  });

  it('a cellist reads no wind player’s or violinist’s words', async () => {
    for (const [current, target] of [
      ['cello returner, grade 6 long ago, arthritis at the base of the left thumb', 'join an orchestra by September'],
      ['cello, grade 6 at school twenty years ago, tendinitis in my left wrist', 'get back to playing the cello'],
    ]) {
      const text = textOf(await plan(current!, target!, 40, 5));
      expect(text).not.toMatch(/embouchure|\ba lip\b|violin or cello|the band's long parts/i);
    }
  });

  it('a string returner sets the instrument up as its own: the cello on its endpin, the violin on the collarbone', async () => {
    const cello = textOf(await plan('played cello at school, twenty years ago', 'play the cello again', 30, 4));
    expect(cello).toMatch(/the chair and the endpin set so the cello rests against you/);
    expect(cello).not.toMatch(/collarbone/);
    const violin = textOf(await plan('played violin at school, twenty years ago', 'play the violin again', 30, 4));
    expect(violin).toMatch(/the violin resting on the collarbone and chin rest/);
    expect(violin).not.toMatch(/endpin/);
  });

  it('with a said pain, the rehearsal’s length is built in steps and a piece may be sat out', async () => {
    const p = await plan('cello returner, arthritis at the base of the left thumb', 'join an orchestra', 40, 5);
    const text = textOf(p);
    expect(text).toMatch(/With the pain, stamina in steps: this run in two halves with a stretch between/);
    expect(text).toMatch(/With the pain: tell the section leader, sit out a piece/);
    expect(weekOf(p, /^A rehearsal run at home/)).toBeLessThan(weekOf(p, /^Go to your first rehearsal/));
  });

  it.each([
    ['cello returner, grade 6 long ago, no pain', 'join an orchestra'],
    ['cello returner, I also paint watercolours', 'join an orchestra'],
    ['cello, pain-free now', 'join an orchestra'],
    ['played clarinet at school', 'play clarinet again'],
  ])('no pain said, none answered: “%s” → “%s”', async (current, target) => {
    const text = textOf(await plan(current, target, 30, 3));
    expect(text).not.toMatch(/For the pain|With the pain/);
    expect(text).toMatch(/An ache that lasts past the session means a shorter one next time|Stand and stretch at the break/);
  });
});

describe('tunes for a folk session, as a trad teacher reads the plan', () => {
  const SESSION = 'Tunes for a folk session, by ear';
  const STEPS = [
    /^Find the .*session and go once to listen, without playing$/,
    /^The first tune's A part by ear: one phrase, slowed/,
    /^The B part by ear in the same way/,
    /^One ornament at a time on /,
    /^Your two tunes as a set/,
    /^Go to the .*session: listen first, then join the tunes you know/,
  ];

  it.each([
    [
      'I play fiddle, classical grade 5',
      'play fiddle tunes at an Irish session',
      30,
      4,
      'your fiddle',
      /cuts \(a grace note from above\)/i,
    ],
    [
      'tin whistle, a few tunes',
      'join the folk session at my local pub',
      15,
      7,
      'your tin whistle',
      /cuts \(a flick of a finger above the note\)/i,
    ],
    [
      'concertina, 2 years',
      'play jigs and reels at the pub session',
      45,
      3,
      'your concertina',
      /the bellows turned where the phrase breathes/,
    ],
    ['I play flute in a wind band', 'learn trad tunes for the slow session', 60, 2, 'your flute', /then a roll on a long note/],
    ['guitar, I know my chords', 'back the tunes at our Irish session', 20, 5, 'your guitar', /a backing in the tune's rhythm/i],
    ['mandolin, mostly classical', 'play at a ceilidh session with Scottish tunes', 90, 4, 'your mandolin', /picked triplets/i],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days, instrument, ornament) => {
    expect(trackOf(current, target)).toBe(SESSION);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    const titles = tasks(p).map((t) => t.title);
    for (const step of STEPS) expect(titles.some((t) => step.test(t))).toBe(true);
    expect(weekOf(p, STEPS[1]!)).toBeLessThan(weekOf(p, STEPS[3]!));
    expect(weekOf(p, STEPS[3]!)).toBeLessThanOrEqual(weekOf(p, STEPS[5]!));
    expect(text).toContain(instrument);
    expect(text).toMatch(ornament);
    expect(text).toMatch(/listen to a tune before joining it, play under the melody/);
    expect(text).not.toMatch(/\{\w+\}|Metronome ladders and chunking|Interleaving/);
  });

  it('a Scottish player learns Scottish tunes, an Irish one Irish tunes', async () => {
    expect(textOf(await plan('fiddle, 3 years', 'play at a Scottish folk session', 30, 3))).toMatch(/Mairi's Wedding/);
    expect(textOf(await plan('fiddle, 3 years', 'play at an Irish trad session', 30, 3))).toMatch(/The Kesh \(a jig\)/);
  });

  it.each([
    ['I sing folk songs', 'sing at the folk session'],
    ['I play guitar', 'record a jam session with friends'],
    ['old-time fiddle, learning', 'join the old-time jam on Thursdays'],
    ['I fish', 'tie flies for fishing reels and jigs'],
    ['never played anything', 'play Irish session tunes'],
    ['I play the trumpet', 'join a brass band'],
  ])('not a folk session’s tunes: “%s” → “%s”', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SESSION);
  });
});

describe('piano or organ for a gospel choir or church, as a church musician reads the plan', () => {
  const GOSPEL = 'Piano or organ for a gospel choir or church';
  const STEPS = [
    /^Ask the .+ for the next songs, the recordings and the keys/,
    /^The first song's chords by ear: the bass note of each chord first/,
    /^Each chord of the song with its seventh, then its ninth/,
    /^A vamp: two or four chords repeated until the .+ signals/,
    /^The key change up a semitone at the last chorus/,
  ];

  it.each([
    ['I play piano, grade 6', 'play piano for our gospel choir on Sundays', 30, 4, /the bass line in left-hand octaves/, 'the director'],
    [
      'church organist for years, hymns',
      'play the Hammond organ for our gospel choir',
      60,
      3,
      /the bass line on the pedals/,
      'the director',
    ],
    [
      'keyboard player in a covers band',
      'play keys for the worship team at church',
      20,
      6,
      /the bass line in left-hand octaves/,
      'the worship leader',
    ],
    [
      'grade 8 piano, classical only',
      'accompany the gospel choir at my church',
      120,
      2,
      /the bass line in left-hand octaves/,
      'the director',
    ],
    ['I play a little organ', 'play organ at chapel services', 45, 5, /the bass line on the pedals/, 'the director'],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days, bass, leader) => {
    expect(trackOf(current, target)).toBe(GOSPEL);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    const weeks = STEPS.map((s) => weekOf(p, s));
    expect(weeks.every((w) => w > 0)).toBe(true);
    expect([...weeks].sort((a, b) => a - b)).toEqual(weeks);
    expect(text).toMatch(bass);
    expect(text).toContain(`Ask ${leader} for the next songs`);
    expect(text).not.toMatch(/\{\w+\}|Metronome ladders and chunking|Posture and breath|pitch matching/i);
  });

  it.each([
    ['never played anything', 'play piano at church'],
    ['I play piano', 'sing and play piano at church'],
    ['I play piano', "play piano at my sister's wedding in church"],
    ['I play the cajón', 'play cajón in the worship band'],
    ['I sing alto', 'join a gospel choir'],
  ])('not a church accompanist’s plan: “%s” → “%s”', (current, target) => {
    expect(trackOf(current, target)).not.toBe(GOSPEL);
  });
});
