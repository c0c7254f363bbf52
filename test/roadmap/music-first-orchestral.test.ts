import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 21 (decision 384): a beginner who bought a violin, a flute, a saxophone or a trumpet got Music's general
 * routine ("This plan does not teach learning an instrument from zero", "a slow 1-2-3-4 finger exercise", "your
 * piece" in four weeks). People written for this test.
 */

const MUSIC = 'Music (Instrumental Practice)';
const { trackOf, plan } = onOption(MUSIC);
const FIRST = 'A string, wind or brass instrument from zero';

describe('a bowed string, woodwind or brass instrument from zero', () => {
  it.each([
    [
      'never played, I bought a violin',
      'learn to play the violin',
      30,
      4,
      'violin',
      /^Long bows on the open strings/,
      /^On the A string: open A/,
      'Twinkle Twinkle Little Star',
      /Suzuki Violin School/,
    ],
    [
      'never played an instrument',
      'I want to learn the cello',
      30,
      3,
      'cello',
      /^Long bows on the open strings/,
      /^On the D string: open D, then fingers 1, 3 and 4/,
      'Twinkle Twinkle Little Star',
      /the bass clef/,
    ],
    [
      'complete beginner, 9 years old',
      'learn to play the clarinet',
      15,
      5,
      'clarinet',
      /^The mouthpiece \(and barrel or neck\) alone/,
      /^Open G, then F and E/,
      'Hot Cross Buns',
      /Abracadabra Clarinet/,
    ],
    [
      'no experience at all, just bought a second-hand alto sax',
      'learn to play the saxophone',
      60,
      4,
      'saxophone',
      /^The mouthpiece/,
      /^B, A and G with the left hand/,
      'Hot Cross Buns',
      /Abracadabra Saxophone/,
    ],
    [
      'absolute beginner, 70 and retired',
      'learn the flute',
      20,
      7,
      'flute',
      /^The head joint alone/,
      /^B, A and G with the left hand/,
      'Hot Cross Buns',
      /Abracadabra Flute/,
    ],
    [
      'I have never touched a trumpet',
      'learn the trumpet',
      15,
      2,
      'trumpet',
      /^The buzz: the lips alone/,
      /^C \(open\), D \(valves 1 and 3\)/,
      'Hot Cross Buns',
      /Abracadabra Trumpet/,
    ],
    [
      'never played',
      'pick up the trombone',
      45,
      2,
      'trombone',
      /^The buzz/,
      /^B flat in first position/,
      'Hot Cross Buns',
      /the bass clef/,
    ],
    [
      'never played, borrowed a viola',
      'learn how to play the viola',
      120,
      6,
      'viola',
      /^Long bows/,
      /^On the D string: open D, then fingers 1, 2/,
      'Twinkle Twinkle Little Star',
      /the alto clef/,
    ],
    [
      'absolute beginner',
      'learn the recorder',
      10,
      7,
      'recorder',
      /^A gentle breath/,
      /^B, A and G/,
      'Hot Cross Buns',
      /Recorder from the Beginning/,
    ],
  ])(
    '%s → %s: a teacher, the first sound, the first notes, the book, a first tune',
    async (current, target, minutes, days, instrument, sound, notes, tune, text) => {
      expect(trackOf(current, target)).toBe(FIRST);
      const p = await plan(current, target, minutes, days);
      const titles = tasksOf(p).map((t) => t.title);
      expect(titles[0]).toMatch(new RegExp(`^Book a first lesson with a ${instrument} teacher`, 'i'));
      expect(titles.some((t) => sound.test(t))).toBe(true);
      expect(titles.some((t) => notes.test(t))).toBe(true);
      expect(titles).toContain(`Learn ${tune} two bars at a time`);
      expect(textOf(p)).toMatch(text);
      expect(textOf(p)).toMatch(/Grade 1/);
      expect(textOf(p)).not.toMatch(/does not teach learning an instrument from zero|\{\w+\}|1-2-3-4 finger exercise/);
    },
  );

  it.each([
    ['never played the flute', 'learn to play "Amazing Grace" on the flute', 'Amazing Grace'],
    ['never played the clarinet before', 'play Stranger on the Shore on clarinet', 'Stranger on the Shore'],
    ['I have never touched a trumpet', 'play a tune on my trumpet at Christmas', 'Hot Cross Buns'],
  ])('%s → %s: the tune named is the first tune', async (current, target, tune) => {
    const p = await plan(current, target, 30, 4);
    expect(tasksOf(p).map((t) => t.title)).toContain(`Learn ${tune} two bars at a time`);
  });

  it.each([
    ['I played the clarinet for 5 years at school', 'learn to play the clarinet again'],
    ['grade 5 violin', 'learn the viola'],
    ['never played', 'learn the trumpet to join the village brass band'],
    ['I play the trumpet', 'learn the trombone'],
    ['never played', 'learn the piano'],
    ['never played', 'learn the bass guitar'],
    ['never played', 'learn the guitar'],
    ['never played a ukulele', 'learn the ukulele'],
    ['never played', 'learn the drums'],
    ['never played the sax', 'learn jazz saxophone'],
    ['a horn player', 'play the horn section from Superstition'],
    ['I have an eardrum problem', 'learn to read music'],
    ['self-taught tenor sax, no lessons', 'learn the sax solo from Baker Street'],
  ])('%s → %s: not the first-instrument track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(FIRST);
  });
});

describe('a beginner whose horizon is a band or an orchestra', () => {
  it.each([
    ["never played anything, I'm 45 and just bought a flute", 'play in our village wind band within a year'],
    ['complete beginner, I just got a cornet', 'join the brass band'],
    ["I've never played the cello", 'learn the cello and join a community orchestra one day'],
  ])('%s → %s: the instrument from zero, not the ensemble’s parts', (current, target) => {
    expect(trackOf(current, target)).toBe(FIRST);
  });

  it.each([
    ['I played clarinet at school, grade 4', 'join the village wind band'],
    ['I play the trumpet in a brass band', 'get into the championship section band'],
  ])('%s → %s: a player keeps a player’s track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(FIRST);
  });
});
