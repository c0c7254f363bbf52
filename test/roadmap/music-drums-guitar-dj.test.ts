import { onOption, servedOn } from './track-ask';
import { tasksOf, textOf } from './custom-ask';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';

/**
 * Round 13 (decision 206): drums, classical guitar and a DJ set got the general instrument course — long
 * tones and open strings for a drummer, sight-reading for a DJ — and a beginner on any of them was told
 * the plan "does not teach learning an instrument from zero". Each now has its own path from the first
 * lesson. People written for this test, at 2 to 7 days and 10 to 120 minutes, and the words that must not
 * choose these paths.
 */

const MUSIC = 'Music (Instrumental Practice)';
const DRUMS = 'Drums (kit), from the first lesson';
const GUITAR = 'Classical guitar, from the first lesson';
const DJ = 'A DJ set, from the first mix';
const { trackOf, plan } = onOption(MUSIC);

const lastMilestone = (p: RoadmapPlan) => tasksOf(p).at(-1)!.title;

/** The general instrument course's own words, which none of these paths may carry. */
const GENERAL = /long tones|open strings or slow|five-finger|Sight-read 4 new bars|hands separately then together/i;

const served = servedOn(MUSIC, GENERAL, /does not teach learning an instrument from zero/);

describe('drums, as a drum teacher reads the plan', () => {
  const FROM_ZERO = [
    /^(Earplugs in before the first hit|Headphones at a moderate volume)/,
    /^Matched grip/,
    /single paradiddle/,
    /^The basic rock beat slowly/,
    /^Learn the drum key/,
    /^A one-beat fill: .* crash and bass drum together on the 1/,
  ];

  it.each([
    ['never played drums', 'learn to play the drums', 30, 4],
    ['complete beginner', 'learn drums', 20, 6],
    ['total beginner, live in a flat', 'play drums along to Seven Nation Army', 45, 3],
    ['I have never held drumsticks', 'become a drummer', 10, 2],
    ['just bought a Roland TD-07 electronic kit', 'play my favourite songs on the drum kit', 15, 7],
  ])('%s → %s (%i min, %i days): ears, grip, rudiments, the rock beat, reading, fills', async (current, target, minutes, days) => {
    const { p, text } = await served(DRUMS, current, target, minutes, days, FROM_ZERO);
    expect(p.description).toMatch(/Wear earplugs/);
    expect(text).toMatch(/Agree practice hours with your household and neighbours/);
    expect(lastMilestone(p)).toMatch(/^Milestone: .*compared with week 1$/);
  });

  it('a named song is mapped, played along in sections and then whole', async () => {
    const { p } = await served(DRUMS, 'total beginner', 'play drums along to Seven Nation Army', 45, 3, [
      /^Get Seven Nation Army: the recording, a drum chart/,
      /^Listen to Seven Nation Army and write its map/,
      /^Play Seven Nation Army's verse beat along with the recording/,
      /^Play Seven Nation Army from start to end along with the recording, and record it$/,
    ]);
    expect(lastMilestone(p)).toBe('Milestone: A recording of Seven Nation Army from start to end, recorded and compared with week 1');
  });

  it.each([
    ['play drums along to Everlong by Foo Fighters', /^Get Everlong: the recording/m],
    ['play drums by ear', /^Choose your song: one you love/m],
    ['learn drums by Christmas', /^Choose your song: one you love/m],
  ])('%s: a song named with its band is the song; "by ear" and a date are not', async (target, first) => {
    expect(textOf(await plan('beginner', target, 30, 3))).toMatch(first);
  });

  it('a band: players found, songs agreed, and a first jam; an existing band rehearses', async () => {
    const joining = await served(DRUMS, 'complete beginner', 'learn drums so I can join a band', 30, 5, [
      /^Find players: a music shop's noticeboard/,
      /^A first jam with other players/,
    ]);
    expect(joining.p.weeks.at(-1)!.title).toMatch(/a first jam with a band$/);
    await served(DRUMS, 'I can play a basic rock beat', 'be ready for rehearsals with my mates’ rock band as their drummer', 60, 3, [
      /^Get the band's song list/,
      /^Rehearse with the band: count each song in/,
    ]);
  });

  it('a grade: the board’s real requirements, a mock, and the year it takes said', async () => {
    const rock = await served(DRUMS, 'played drums in a band for 10 years', 'pass Rockschool grade 5 drums', 60, 3, [
      // A mock of the parts ready, not a full grade after one piece (decision 364).
      /^A mock of what is ready, in exam order/,
    ]);
    expect(rock.text).toMatch(
      /Rockschool Drums Grade 5: three pieces from the grade book played to its backing tracks \(60 of the 100 marks\), technical exercises \(15\)/,
    );
    expect(rock.p.description).toMatch(/A drum grade is about a year's work/);
    // Ten years of playing starts at reading and fills, not at holding the sticks.
    expect(rock.text).not.toMatch(/^Matched grip/m);
    const trinity = await served(DRUMS, 'I play a bit', 'Trinity Rock & Pop drums grade 2', 30, 4, [/^Learn the drum key/]);
    expect(trinity.text).toMatch(
      /Trinity Rock & Pop Drums Grade 2: three songs .* session skills test, playback or improvising\. An electronic kit is allowed up to Grade 6/,
    );
    expect(trinity.p.description).toMatch(/A first drum grade \(Debut, Initial, Grade 1 or 2\) usually takes some months/);
  });

  it('a beginner who names the drums only in saying they never played them is still planned on the kit', async () => {
    const { p } = await served(DRUMS, 'never played drums', 'pass grade 1', 30, 3, FROM_ZERO);
    expect(p.description).toMatch(/A first drum grade \(Debut, Initial, Grade 1 or 2\) usually takes some months/);
    // Not the kit: the piano from its first lesson (decision 231).
    expect(trackOf("I don't play drums", 'learn piano')).toBe('The piano or keyboard, from the first lesson');
  });

  it('a drummer who says so starts at the rudiments; one who says they never were starts at the grip', async () => {
    expect((await plan('I play drums', 'get better at reading drum charts', 30, 3)).weeks[0]!.title).toMatch(
      /Rudiments and the basic rock beat/,
    );
    expect((await plan('I have never been a drummer', 'get better at reading drum charts', 30, 3)).weeks[0]!.title).toMatch(
      /Grip, set-up, your ears/,
    );
  });

  it('a drummer who gigs starts at reading and fills, and the ears stay at the top of the plan', async () => {
    const p = await plan('I gig with a covers band', 'tighten my drumming: fills and time', 120, 2);
    expect(p.weeks[0]!.title).toMatch(/Reading drum notation/);
    expect(textOf(p)).not.toMatch(/^Matched grip/m);
    expect(p.description).toMatch(/Wear earplugs/);
  });

  it('an electronic kit gets the floor and headphones; a flat with an acoustic kit gets mesh heads', async () => {
    const ekit = textOf(await plan('just bought an Alesis electronic kit', 'learn drums', 30, 4));
    expect(ekit).toMatch(/riser or a board on tennis balls/);
    expect(ekit).toMatch(/^Headphones at a moderate volume every session/m);
    const flat = textOf(await plan('never played, I live in a flat', 'learn drums', 30, 4));
    expect(flat).toMatch(/mesh heads and low-volume cymbals/);
    expect(flat).toMatch(/^Earplugs in before the first hit/m);
  });

  it.each([
    ['I have a perforated eardrum', 'play the piano again'],
    ['I run a café', 'drum up business with live music nights'],
    ['I run a café', 'start drumming up trade with an open mic'],
    ['I play guitar hero', 'play real guitar'],
    ['beginner', 'produce drum and bass tracks'],
    ['I use FL Studio', 'make drum beats in FL Studio'],
    ['beginner', 'learn djembe for a drum circle'],
    ['beginner', 'learn the cajón'],
    ['I play snare in a pipe band', 'play snare drum in our pipe band competitions'],
    ['I play drums', 'play timpani in the school orchestra'],
    ['I play drums in a jazz big band', 'read big band charts better'],
    ['I am a drummer', 'learn to sing'],
    ['I am a drummer', 'learn piano'],
  ])('%s → %s: not the drum kit', (current, target) => {
    expect(trackOf(current, target)).not.toBe(DRUMS);
  });
});

describe('classical guitar, as a classical guitar teacher reads the plan', () => {
  const FROM_ZERO = [
    /^Sit on the front of an armless chair/,
    /^p-i-m-a, then free stroke/,
    /^Rest stroke \(apoyando\)/,
    /^The 1st string: E \(open\), F \(1st fret\), G \(3rd fret\)/,
    /^The bass strings in first position/,
    /^A study in 4-bar sections: Sor's Op\. 60 No\. 1/,
    /into 4-bar sections, mark the fingerings/,
    /^Play .* and the study for a listener/,
  ];

  it.each([
    ['never touched a guitar', 'learn classical guitar', 30, 3],
    ['complete beginner', 'play classical guitar properly, reading music', 60, 5],
    ['I have a nylon-string guitar and no experience', 'learn Spanish guitar', 10, 2],
    ['total beginner', 'learn the classical guitar for ABRSM grade 1', 120, 7],
  ])('%s → %s (%i min, %i days): position, strokes, first position, a study and a piece', async (current, target, minutes, days) => {
    const { p, text } = await served(GUITAR, current, target, minutes, days, FROM_ZERO);
    expect(text).toMatch(/footstool|support on the left thigh/);
    expect(lastMilestone(p)).toMatch(/^Milestone: .* played for a listener, and compared with week 1$/);
  });

  it('a grade names the board’s parts, and the time a grade takes', async () => {
    const { p, text } = await served(GUITAR, 'grade 4 classical guitar', 'pass ABRSM grade 5', 60, 4, [
      /^A study in 4-bar sections: one of Carcassi's 25 Studies Op\. 60/,
      /^A mock: the study/,
    ]);
    expect(text).toMatch(
      /ABRSM Classical Guitar Grade 5: three pieces, one from each of lists A, B and C, scales and arpeggios from memory, sight-reading and aural tests/,
    );
    expect(p.description).toMatch(/A classical guitar grade is about a year's work/);
    // A grade 4 player does not start at the footstool.
    expect(text).not.toMatch(/^Sit on the front of an armless chair/m);
  });

  it('a named piece is the piece of the last weeks; a concert piece says how far off it is', async () => {
    const { p } = await served(GUITAR, 'I play nylon-string guitar a bit, no reading', 'play Lágrima by Tárrega', 45, 4, [
      /^Get Lágrima in standard notation/,
      /^Split Lágrima into 4-bar sections/,
    ]);
    expect(lastMilestone(p)).toBe('Milestone: Lágrima played for a listener, and compared with week 1');
    expect(p.description).toMatch(/intermediate pieces \(around Grade 4–6\) that go beyond first position/);
    const far = await plan('beginner on classical guitar', 'play Recuerdos de la Alhambra', 30, 4);
    expect(far.description).toMatch(/the concert pieces \(Recuerdos, Asturias, Barrios\) sit at Grade 7–8 and beyond/);
  });

  it('a bad back gets a support on the thigh instead of a footstool', async () => {
    const text = textOf(await plan('complete beginner with a bad back', 'learn classical guitar', 30, 3));
    expect(text).toMatch(/With your back or hip in mind, a guitar support on the left thigh/);
  });

  it.each([
    ['I play guitar chords', 'learn fingerstyle on my acoustic'],
    ['I play electric guitar', 'learn barre chords'],
    ['I play flamenco', 'improve my flamenco guitar rasgueado'],
    ['I play guitar hero', 'play real guitar'],
    ['I play classical guitar', 'learn to sing'],
    ['I play piano', 'learn Asturias on the piano'],
  ])('%s → %s: not the classical guitar path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(GUITAR);
  });
});

describe('a DJ set, as a DJ tutor reads the plan', () => {
  const FROM_ZERO = [
    // In full, or in their short forms where the person's week does them so (decision 269).
    /^Set up .*: the mixer between the two decks/,
    /^Count beats and bars in (five|two) tracks/,
    /^Two copies of the same track/,
    /^Two tracks within 3 BPM: match the tempo with the pitch fader by ear/,
    /^(Set hot cues on every track|Mark the cue points of every record|Cue points on the first eight tracks)/,
    /^Gain staging/,
    /^Read the keys as Camelot numbers/,
    /^Record a (30|15)-minute mix/,
  ];

  it.each([
    [
      'I have a DDJ-FLX4 and no idea what I am doing',
      "DJ a two hour set at my friend's birthday party",
      60,
      3,
      "your friend's party",
      'two-hour',
    ],
    ['complete beginner', 'learn to DJ house music and play a set in a bar', 30, 5, "the bar's night", 'whole'],
    ['never DJed', 'DJ at my wedding', 20, 7, 'your wedding', 'whole'],
    ['I have a controller', 'DJ at my best friend’s wedding reception', 40, 4, 'the wedding', 'whole'],
    ['beginner with turntables', 'learn to beatmatch vinyl', 120, 2, 'a party for friends', 'whole'],
  ])('%s → %s (%i min, %i days): by ear, in phrases, EQ and key, and the set', async (current, target, minutes, days, event, length) => {
    const { p, text } = await served(DJ, current, target, minutes, days, [
      ...FROM_ZERO,
      new RegExp(`^Play your ${length} set at ${event}, earplugs in`),
    ]);
    expect(text).not.toMatch(/scales?\b|sight-?read/i);
    expect(p.description).toMatch(/wear musicians' earplugs at every gig/);
    expect(lastMilestone(p)).toBe(`Milestone: Your set played at ${event}, recorded and listened back`);
  });

  it('a beginner who names DJing only in saying they never did it is planned on the decks, for the party they name', async () => {
    const { p } = await served(DJ, "I've never DJed", "play a set at my cousin's party", 30, 3, [
      ...FROM_ZERO,
      /^Play your whole set at your cousin's party/,
    ]);
    expect(lastMilestone(p)).toBe("Milestone: Your set played at your cousin's party, recorded and listened back");
  });

  it('vinyl without software is mixed as vinyl: cue points by ear and a sticker, no loops, records in the bag', async () => {
    const text = textOf(await plan('beginner with turntables', 'learn to beatmatch vinyl', 120, 2));
    expect(text).toMatch(/^Mark the cue points of every record in your crate/m);
    expect(text).toMatch(/Vinyl has no loop button/);
    expect(text).toMatch(/the set in your bag in order/);
    expect(text).not.toMatch(/Set hot cues|8-bar loop|USB on the same players|Free software/);
    expect(textOf(await plan('I have a DDJ-FLX4', 'learn to DJ', 120, 2))).toMatch(/^Set hot cues on every track/m);
  });

  it('their own wedding is planned with their partner, and someone else’s with the couple', async () => {
    expect(textOf(await plan('never DJed', 'DJ at our wedding', 40, 4))).toMatch(
      /Your own wedding: .*a friend ready to take over the decks so you can dance/,
    );
    expect(textOf(await plan('I have a controller', 'DJ at my sister’s wedding', 40, 4))).toMatch(
      /A wedding: ask the couple for their first dance/,
    );
  });

  it('someone who already beatmatches starts at phrasing, and their 90 minutes are said', async () => {
    const { p, text } = await served(
      DJ,
      'been mixing on Serato for a year, I can beatmatch',
      "play a 90 minute warm-up set at a bar's Friday night",
      90,
      2,
      [/^Set hot cues/, /^Play your 90-minute set at the bar's night/],
    );
    expect(text).not.toMatch(/^Two copies of the same track/m);
    expect(text).toMatch(/a warm-up set stays below the headliner's energy/);
    expect(p.weeks).toHaveLength(3);
  });

  it.each([
    ['we are getting married', 'hire a DJ for our wedding'],
    ['beginner', 'produce my own tracks in Ableton'],
    ["I'm a DJ", 'learn piano'],
    ['I play drums', 'learn to play drums to drum and bass'],
  ])('%s → %s: not the DJ path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(DJ);
  });
});

describe('the other music paths keep their people', () => {
  it.each([
    ['I sing in the shower', "sing Hallelujah at my sister's wedding", 'A song you sing, at its occasion'],
    ['I play ukulele', "play and sing Riptide on my ukulele at my friend's birthday", 'A song played and sung, at its occasion'],
    ['I play cornet', 'get into the second cornet section of our brass band', 'Playing in a band, orchestra or ensemble'],
    ['I play piano', 'learn Clair de Lune by Debussy', 'A named piece'],
    ['I play piano', 'hands together', 'A technique you name'],
    ['I play the violin', 'learn vibrato', 'A technique you name'],
    ['I can play a few songs', 'play a full piece for friends', MUSIC],
  ])('%s → %s: %s', (current, target, track) => {
    expect(trackOf(current, target)).toBe(track);
  });

  it.each([
    [
      'I play the cello',
      'play more musically',
      /Warm-up first: open strings with long, slow, even bows/,
      /^Scale in 2 octaves at a steady tempo, separate bows then slurred/m,
    ],
    [
      'I play trumpet a bit',
      'get my tone back',
      /Warm-up first: long tones on comfortable notes/,
      /^Scale across your range at a steady tempo, tongued then slurred/m,
    ],
    ['I play ukulele', 'play more confidently', /Warm-up first: the four strings in tune/, /^C major scale on the ukulele/m],
  ])('the general course names the instrument: %s → %s', async (current, target, warmup, technique) => {
    expect(trackOf(current, target)).toBe(MUSIC);
    const text = textOf(await plan(current, target, 45, 5));
    expect(text).toMatch(warmup);
    expect(text).toMatch(technique);
    expect(text).not.toMatch(/long tones, open strings or slow five-finger patterns/);
  });

  // The ukulele has its own path from the first chord since decision 224, the piano and the cajón since 231.
  it('a beginner on an instrument without a path of its own is still told so by the general course', async () => {
    const p = await plan('never played an instrument', 'learn the oboe', 30, 3);
    expect(p.description).toMatch(/does not teach learning an instrument from zero/);
  });
});
