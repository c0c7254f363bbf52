import { onOption, servedOn } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 18 (decision 310): a music target that names a style, a group or the voice got the generic ladder —
 * a rock drummer asking for jazz brushes and swing got four weeks of the basic rock beat, a shower singer
 * who wants a choir got "open strings or slow five-finger patterns", and a returning clarinettist was told
 * to bow, to join a brass band's training band, and to e-mail a band on Monday and play its parts on
 * Tuesday. People written for this test, at 2 to 7 days and 10 to 120 minutes, and the words that must not
 * choose these paths.
 */

const MUSIC = 'Music (Instrumental Practice)';
const JAZZ = 'Jazz drums: swing, the ride and brushes';
const CHOIR = 'Singing in a choir';
const RETURNER = 'Coming back to an instrument after years';
const STYLE = 'Jazz on your instrument';
const { trackOf, plan } = onOption(MUSIC);

/** The general instrument course's own words, which none of these paths may carry. */
const GENERAL = /long tones, open strings|open strings or slow|five-finger|Sight-read 4 new bars|hands separately then together/i;
/** The beginner rock course a jazz drummer must not be sent back to. */
const ROCK = /basic rock beat|crash and bass drum together on the 1|steady rock or pop beat/i;

const served = servedOn(MUSIC, GENERAL);

describe('jazz on the drum kit, as a jazz drum teacher reads the plan', () => {
  const STEPS = [
    /^Record a baseline: one minute of your best swing beat/,
    /^The ride pattern on the ride cymbal, to the click on 2 and 4/,
    /^Feather the bass drum on all four beats/,
    /^Snare on the last triplet of beat 4/,
    /^The left-hand sweep: a side-to-side arc/,
    /^Right brush taps the ride pattern on the snare/,
    /^Trading fours: four bars of time/,
    /^Play the week-1 minute again/,
  ];

  it.each([
    ['self-taught drummer, I play along to rock songs', 'play jazz with brushes and swing properly', 45, 4],
    ["I've played drums in a covers band for 10 years", 'learn jazz drumming', 90, 6],
    ['rock drummer', 'learn to swing on the ride cymbal', 15, 2],
    ['I can play a basic rock beat', 'play brushes on ballads at church', 10, 5],
    ['drummer in a wedding band', 'play bossa nova and swing at gigs', 120, 3],
    ['I play drums in a pub band', 'get a proper jazz drum groove', 30, 7],
  ])('%s → %s (%i min, %i days): swing, comping, brushes, fours, the minute again', async (current, target, minutes, days) => {
    const { p, text } = await served(JAZZ, current, target, minutes, days, STEPS);
    expect(text).not.toMatch(ROCK);
    expect(text).toMatch(/Kind of Blue/);
    expect(p.description).toMatch(/Wear earplugs/);
    // The baseline is recorded in the first week and played again in the last, never both at the end.
    expect(textOf({ ...p, weeks: p.weeks.slice(0, 1) })).toMatch(/Record a baseline/);
    expect(textOf({ ...p, weeks: p.weeks.slice(-1) })).toMatch(/Play the week-1 minute again/);
  });

  it('a day with room gets bossa nova; a short week leaves it out rather than the brushes', async () => {
    expect(textOf(await plan('drummer in a wedding band', 'play bossa nova and swing at gigs', 120, 5))).toMatch(/^The bossa nova groove/m);
    const short = textOf(await plan('rock drummer', 'learn to swing on the ride cymbal', 20, 3));
    expect(short).not.toMatch(/^The bossa nova groove/m);
    expect(short).toMatch(/^The left-hand sweep/m);
  });

  it.each([
    ['complete beginner', 'learn jazz drums'],
    ['never played drums', 'play swing drums'],
    ['I play jazz piano', 'learn the drums'],
    ['drummer', 'join the local big band'],
    ['I play drums', 'get better at fills'],
    ['I play guitar in a jazz trio', 'learn to swing properly'],
    ['I play drums', 'learn to swing dance with my partner'],
    ['I play trumpet in a jazz band', 'swing harder on my solos'],
  ])('“%s” → “%s” is not jazz drums', (current, target) => {
    expect(trackOf(current, target)).not.toBe(JAZZ);
  });

  it('a beginner who names jazz starts from the first lesson on the kit, not mid-way', () => {
    expect(trackOf('complete beginner', 'learn jazz drums')).toBe('Drums (kit), from the first lesson');
  });

  it('a double bass drum is a drum, not the double bass', () => {
    expect(trackOf('I play drums', 'improve my rock beats and double bass drum')).toBe('Drums (kit), from the first lesson');
    expect(trackOf('I play drums', 'swing with double bass drum fills')).toBe(JAZZ);
    expect(trackOf('I play the double bass in a trio', 'swing harder')).not.toBe(JAZZ);
  });
});

describe('jazz on the instrument the person plays, as a jazz teacher reads the plan', () => {
  const STEPS = [
    /^Record a baseline: one chorus of a 12-bar blues on your \w+/,
    /^A scale in swung eighths with the metronome on 2 and 4/,
    /^Play .C Jam Blues. on your [\w ]+ by ear/,
    /^Arpeggios of C7, F7 and G7/,
    /^The C blues scale/,
    /^Copy a two-bar phrase from a solo on Kind of Blue by ear/,
    /^The ii–V–I in B♭ and G minor/,
    /^Play the week-1 blues chorus again/,
  ];

  it.each([
    ['I play guitar in a jazz trio, mostly chords from the page', 'learn to swing properly', 30, 4, /^Comp with shell voicings/m],
    ['I play classical piano, grade 6', 'play jazz standards', 60, 5, /^Comp with shell voicings/m],
    ['I play alto sax in a wind band', 'learn to improvise jazz', 15, 2, /^Guide-tone lines: the 3rds and 7ths/m],
    ['I play bass guitar in a covers band', 'learn walking bass for jazz', 45, 3, /^Walk the changes in quarter notes/m],
    ['I play trumpet in a brass band', 'play bebop', 120, 6, /^Guide-tone lines: the 3rds and 7ths/m],
    ['I play violin', 'play gypsy jazz like Stephane Grappelli', 10, 7, /^Guide-tone lines: the 3rds and 7ths/m],
  ])('%s → %s (%i min, %i days): swing, the blues by ear, chord tones, a solo, a standard', async (current, target, minutes, days, own) => {
    const { text } = await served(STYLE, current, target, minutes, days, STEPS);
    expect(text).toMatch(own);
    expect(text).not.toMatch(/your instrument/);
    // Comping is for a chord instrument, walking for a bass, guide tones for a horn or a violin.
    if (!/Comp with/.test(own.source)) expect(text).not.toMatch(/shell voicings \(root, 3rd, 7th\) on 2 and 4/);
  });

  it.each([
    ['complete beginner', 'learn jazz piano'],
    ['never played guitar', 'learn jazz guitar'],
    ['I play trumpet', 'join the local big band'],
    ['I sing', 'sing jazz standards'],
    ['self-taught drummer', 'play jazz with brushes'],
    ['I play guitar', 'play the blues'],
    ['I play guitar', 'learn bossa nova rhythms'],
    ['I play piano', 'learn swing dancing tunes for my partner'],
  ])('“%s” → “%s” is not the jazz path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(STYLE);
  });
});

describe('singing in a choir, as a choir director reads the plan', () => {
  const STEPS = [
    /^List the (\w+ )*choirs you could join/,
    /^Breathing: a hand on your belly/,
    /^Pitch matching: play a note on a piano app/,
    /^Write to two choirs from your list/,
    /^A free choral score from CPDL/,
    /^Read the replies: choose the choir/,
    /^Sing your line with a learning track/,
    /^Go to (the taster or first rehearsal|the audition)/,
    /^Sing your week-1 song again, record it, and listen to both/,
  ];

  it.each([
    ["I sing in the shower, can't read music", 'sing in a choir', 20, 3],
    ['sang in my school choir 20 years ago', 'join a community choir', 30, 2],
    ['never sung in front of anyone', 'join a barbershop chorus', 15, 5],
    ['I sing karaoke with friends', 'join a gospel choir', 60, 7],
    ['tenor, can read a bit', 'audition for the London Philharmonic Choir', 45, 4],
    ['I hum along to the radio', 'sing with a Rock Choir near me', 10, 6],
  ])('%s → %s (%i min, %i days): breath, pitch, your part, a choir written to, the rehearsal', async (current, target, minutes, days) => {
    const { p, text } = await served(CHOIR, current, target, minutes, days, STEPS);
    expect(text).not.toMatch(/Play the hardest 2 bars|Metronome ladder|your instrument/i);
    // A song is chosen before the baseline is recorded of it.
    expect(text).toMatch(/^Pick a song you know by heart and record 30 seconds of it as your baseline/m);
    // The reply is read at least a week after the message goes out, and the rehearsal after that.
    const sent = p.weeks.findIndex((w) => /Write to two choirs/.test(JSON.stringify(w)));
    const replies = p.weeks.findIndex((w) => /Read the replies/.test(JSON.stringify(w)));
    expect(replies).toBeGreaterThan(sent);
    expect(text).toMatch(/Hoarseness that lasts more than three weeks goes to a GP/);
  });

  it('the kind of choir named is the one searched for; an audition gets its piece and its sight-singing', async () => {
    expect(textOf(await plan('I sing karaoke', 'join a gospel choir', 30, 3))).toMatch(/^List the gospel choirs you could join/m);
    const audition = textOf(await plan('tenor, can read a bit', 'audition for the London Philharmonic Choir', 45, 4));
    expect(audition).toMatch(/^Choose your audition song/m);
    expect(audition).toMatch(/^Your audition song start to end, standing, recorded, then a line of a hymn sight-sung in sol-fa/m);
    const open = textOf(await plan("I sing in the shower, can't read music", 'sing in a choir', 20, 3));
    expect(open).not.toMatch(/audition song/);
    expect(open).toMatch(/many community choirs ask for neither/);
  });

  it.each([
    ['I play piano for our church', 'accompany the church choir'],
    ['I conduct a small group', 'start a community choir'],
    ['I sing', 'sing the chorus of Wonderwall'],
    ['I sing karaoke', "sing Hallelujah at my sister's wedding"],
    ['I play clarinet', 'join a wind band'],
    ['I sing in a choir', 'sing a solo at our Christmas concert'],
  ])('“%s” → “%s” is not the choir path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(CHOIR);
  });
});

describe('coming back to an instrument, in the instrument’s own words and the band’s own time', () => {
  it.each([
    [
      'played clarinet to grade 5 as a kid, 30 years ago',
      'join a community wind band',
      30,
      5,
      /tongued/,
      /bowed|bowings|change bow|brass band’s training band/,
    ],
    [
      'I used to play violin at school, 20 years ago',
      'play in a community orchestra',
      45,
      3,
      /bowed|separate bows/,
      /tongued|the breaths\b/,
    ],
    ['played piano to grade 6 as a teenager', 'play the piano again', 60, 4, /legato then staccato/, /bowings|tongued|change bow/],
    ["haven't played the trumpet for 15 years", 'get back into playing in a brass band', 20, 6, /tongued/, /bowed|bowings/],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, own, other) => {
    expect(trackOf(current, target)).toBe(RETURNER);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(own);
    expect(text).not.toMatch(other);
    // No generated second round of a reading checklist, of dynamics or of a band's parts.
    expect(text).not.toMatch(/^(Before each line|Dynamics|The parts they send|A slow), again:/m);
    // The group is written to at least a week before its reply is read and its taster rehearsal played.
    const weekOf = (re: RegExp) => p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => re.test(t.title))));
    const wrote = weekOf(/^Find (a|an) (community|brass|adult)/);
    expect(wrote).toBeGreaterThanOrEqual(0);
    expect(weekOf(/^The reply: the rehearsal night/)).toBeGreaterThan(wrote);
    expect(weekOf(/^Go to the taster rehearsal/)).toBeGreaterThan(wrote);
  });

  it('a returner with five days gets new lessons on the extra days, not mechanical rounds', async () => {
    const text = textOf(await plan('played clarinet to grade 5 as a kid, 30 years ago', 'join a community wind band', 30, 5));
    expect(text).toMatch(/^Long notes against a drone/m);
    expect(text).toMatch(/^A free band or orchestra part from IMSLP/m);
    expect((text.match(/, again: /g) ?? []).length).toBeLessThanOrEqual(3);
  });
});
