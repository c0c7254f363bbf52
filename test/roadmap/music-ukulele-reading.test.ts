import { onOption, servedOn } from './track-ask';
import { tasksOf, textOf, weekOf } from './custom-ask';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';

/**
 * Round 13 (decision 224): a ukulele beginner was told the option "does not teach learning an instrument
 * from zero", and a player by ear who wanted to read music got the general course's long tones and
 * metronome ladders. The ukulele now has its own path from the first chord, and reading music its own
 * path from the stave. People written for this test, at 2 to 7 days and 10 to 120 minutes, and the words
 * that must not choose these paths.
 */

const MUSIC = 'Music (Instrumental Practice)';
const UKULELE = 'The ukulele, from the first chord';
const READ = 'Reading music, for a player by ear';
const { trackOf, plan } = onOption(MUSIC);

/** The general instrument course's own words, which neither path may carry. */
const GENERAL = /long tones|open strings or slow|five-finger|Sight-read 4 new bars|hands separately then together/i;

const lastMilestone = (p: RoadmapPlan) => tasksOf(p).at(-1)!.title;

const served = servedOn(MUSIC, GENERAL);

describe('the ukulele from zero, as a ukulele teacher reads the plan', () => {
  const FROM_ZERO = [
    /^Tune to G C E A with a clip-on tuner or a free tuner app/,
    /^The C chord: ring finger on the third fret of the A string/,
    /^The Am chord: middle finger on the second fret of the G string/,
    /^One-minute changes between C and Am/,
    /^The F chord/,
    /^The G chord: index on the C string's second fret/,
    /^The island strum on one chord: D – D U – U D U/,
    /^The G7 chord and the Em chord/,
    /^Play your songs /,
  ];

  it.each([
    ['never played anything', 'learn to play the ukulele and strum songs at the campfire', 20, 5, 'at the campfire'],
    ['complete beginner', 'learn ukulele', 10, 7, 'for family or friends'],
    ['I have never touched a ukulele', 'play ukulele at my daughter’s wedding', 120, 2, 'at the wedding'],
    ['bought a uke last week', 'strum and sing songs on my ukulele at the campfire', 30, 4, 'at the campfire'],
    ['total beginner', 'play Somewhere Over the Rainbow on the uke for my grandkids', 60, 6, 'for your grandkids'],
  ])(
    '%s → %s (%i min, %i days): tuning, C Am F G, the strum, a song, more chords, for people',
    async (current, target, minutes, days, event) => {
      const { p, text } = await served(UKULELE, current, target, minutes, days, FROM_ZERO);
      expect(text).toMatch(/re-entrant high G/);
      expect(text).toMatch(/Sore fingertips are normal/);
      expect(text).toContain(`Play your songs ${event}`);
      expect(text).toContain(`Choose three songs to play ${event}:`);
      expect(lastMilestone(p)).toBe(`Milestone: Your songs played ${event}`);
    },
  );

  it('a song named is the first song; none named, a three-chord one', async () => {
    const named = await plan('total beginner', 'play Somewhere Over the Rainbow on the uke for my grandkids', 60, 6);
    expect(textOf(named)).toMatch(/^Find Somewhere Over the Rainbow's chord sheet/m);
    const none = await plan('complete beginner', 'learn ukulele', 30, 3);
    expect(textOf(none)).toMatch(/^Find You Are My Sunshine's chord sheet/m);
  });

  it('someone who knows a few chords starts at the strum and the song', async () => {
    const p = await plan('I know C and G on the uke', 'play Riptide on the ukulele for my kids', 45, 3);
    expect(trackOf('I know C and G on the uke', 'play Riptide on the ukulele for my kids')).toBe(UKULELE);
    expect(weekOf(p, /^The island strum/)).toBe(1);
    expect(weekOf(p, /^The C chord: ring finger/)).toBe(0);
    expect(textOf(p)).toMatch(/Find Riptide's chord sheet/);
  });

  it.each([
    ['I know four chords on the ukulele', "play and sing Riptide on my ukulele at my best friend's birthday"],
    ['two years of ukulele', 'learn fingerpicking on the ukulele'],
    ['I play ukulele', 'play more confidently'],
    ['never played', 'join a ukulele orchestra'],
    ['never played an instrument', 'learn the piano'],
    ['I have played ukulele for three years', 'play the ukulele at open mics'],
  ])('“%s” → “%s” is not the ukulele from zero', (current, target) => {
    expect(trackOf(current, target)).not.toBe(UKULELE);
  });
});

describe('reading music for a player by ear, as a music teacher reads the plan', () => {
  const STEPS = [
    /^Learn the five lines and four spaces of/,
    /^Note values: a crotchet \(quarter note\) is one beat/,
    /^Quavers \(eighth notes\)/,
    /^Sight-read a line/,
    /^The dotted crotchet and quaver/,
    /^The key signatures of G major \(F sharp\) and F major \(B flat\)/,
    /^Choose a piece at Grade 1–2 for /,
  ];

  it.each([
    [
      'I play guitar by ear',
      'learn to read music',
      20,
      5,
      /treble clef \(guitar music is written there and sounds an octave lower\)/,
      'your guitar',
    ],
    ['self-taught pianist, play everything by ear', 'read sheet music', 15, 2, /then bass clef lines G B D F A/, 'your piano'],
    ['I play bass in a covers band by ear', 'learn to read bass clef', 60, 4, /Bass clef lines G B D F A/, 'your bass'],
    [
      'never played any instrument',
      'learn to read music',
      120,
      7,
      /Treble clef lines E G B D F/,
      'your instrument (or a free keyboard app',
    ],
    [
      'I play violin by ear at folk sessions',
      'understand music theory and read the dots',
      45,
      6,
      /Treble clef lines E G B D F/,
      'your violin',
    ],
  ])(
    '%s → %s (%i min, %i days): the clef, counting, rests, a line a day, keys, a piece from the page',
    async (current, target, minutes, days, clef, instrument) => {
      const { p, text } = await served(READ, current, target, minutes, days, STEPS);
      expect(text).toMatch(clef);
      expect(text).toContain(`Find those notes on ${instrument}`);
      expect(text).toMatch(/Improve your sight-reading!/);
      expect(lastMilestone(p)).toBe('Milestone: A piece learnt from the page before you heard it');
    },
  );

  it.each([
    ['I play by ear', 'read piano music'],
    ['I sing in a choir', 'learn to read sheet music'],
    ['I strum chords', 'learn the treble clef'],
  ])('“%s” → “%s” reads music', (current, target) => {
    expect(trackOf(current, target)).toBe(READ);
  });

  it('someone who reads slowly starts at dotted rhythms', async () => {
    const p = await plan('I read a bit but very slowly', 'read music fluently on my violin', 30, 3);
    expect(weekOf(p, /^The dotted crotchet and quaver/)).toBe(1);
    expect(weekOf(p, /^Learn the five lines and four spaces/)).toBe(0);
  });

  it.each([
    ['I play guitar', 'read guitar tabs'],
    ['complete beginner', 'play classical guitar properly, reading music'],
    ['I play second violin', 'sight-read better in the orchestra'],
    ['I play drums', 'read drum notation'],
    ['I play piano', 'play Clair de Lune'],
  ])('“%s” → “%s” is not the reading path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(READ);
  });
});

describe('G before G7, as a ukulele teacher orders the first chords (round 16’s reading)', () => {
  // A first song today (Riptide, the I–V–vi–IV songs) needs G; G7 comes after, with Em and D.
  it.each([
    ['complete beginner, I bought a ukulele', "play and sing Riptide at my friend's birthday in 6 weeks", 15, 6],
    ['never played anything', 'learn ukulele', 10, 2],
    ['got a uke for my birthday, no idea how to play', 'strum along to Hey Soul Sister', 45, 3],
    ['total beginner, 68', 'play ukulele with the club at the village hall', 120, 7],
  ])('%s → %s (%i min, %i days): G in the four chords, G7 later', async (current, target, minutes, days) => {
    const p = await plan(current, target, minutes, days);
    const tasks = tasksOf(p);
    const g = tasks.findIndex((t) => /^The G chord: index on the C string's second fret/.test(t.title));
    const g7 = tasks.findIndex((t) => /^The G7 chord/.test(t.title));
    const song = tasks.findIndex((t) => /^Find .*'s chord sheet/.test(t.title));
    expect(g).toBeGreaterThanOrEqual(0);
    expect(g7).toBeGreaterThan(g);
    expect(song).toBeGreaterThan(g);
    // Nothing asks for G7 before it is taught.
    expect(
      tasks
        .slice(0, g7)
        .filter((t) => /G7/.test(t.title))
        .map((t) => t.title),
    ).toEqual([]);
    expect(textOf(p)).toMatch(/C–Am–F–G loop/);
  });
});
