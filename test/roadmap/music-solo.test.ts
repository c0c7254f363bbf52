import { onOption, servedOn } from './track-ask';
import { textOf, weekOf } from './custom-ask';

/**
 * Round 14, wave 2 (decision 243): a 15-year-old who plays guitar chords from YouTube and wants the Hotel
 * California solo at the school talent show got the general course — "choose a second piece one step
 * harder", "hands or parts separately", "where do you breathe?" — and no tab, bend or backing track. A
 * solo, riff or line from a song is now its own path: the part from a tab checked against the record, the
 * techniques it needs alone, phrases slowed down, joined, up to speed over a backing track, and the day.
 * People written for this test, at 2 to 7 days and 10 to 90 minutes, and the words that must not choose it.
 */

const MUSIC = 'Music (Instrumental Practice)';
const SOLO = 'A solo, riff or part from a song';
const { trackOf, plan } = onOption(MUSIC);

/** The general course's and the piece track's words, which this path must not carry. */
const GENERAL = /Choose a second piece|hands or parts separately|Where do you breathe|Sight-read 8 bars|A practice routine and a baseline/;
const served = servedOn(MUSIC, GENERAL);

const STEPS = [
  /^Find .+ written down/,
  /^(Set up a slow-downer at 50% for phrase 1|Loop phrase 1 at 50% in a slow-downer)/,
  /^Technique on its own(, short)?: /,
  /^Phrase 2 of .+ at 50%/,
  /^Join every phrase learnt so far at 60%/,
  /^Metronome ladder on (the whole of )?.+: 60%/,
  /^Play .+ over the backing track at 80%/,
  /^Run-through for two or three friends or family/,
];

describe('a solo, riff or line from a song, as a guitar teacher reads the plan', () => {
  it.each([
    [
      "I'm 15, I play guitar chords from YouTube, no lessons",
      'play the solo from Hotel California at the school talent show',
      30,
      5,
      'the solo from Hotel California',
      'at the school talent show',
      /bends to pitch: half step and whole step, checked against the fretted note/,
    ],
    [
      'self-taught bass player, 2 years, I play from tabs',
      'learn the bass line from Another One Bites the Dust with our band',
      20,
      3,
      'the bass line from Another One Bites the Dust',
      'with your band',
      /an even plucking hand: index and middle alternating/,
    ],
    [
      "I've played alto sax for 3 years, mostly by ear",
      "play the sax solo from Careless Whisper at my sister's wedding",
      45,
      4,
      'the sax solo from Careless Whisper',
      "at your sister's wedding",
      /the articulation: the solo’s tonguing and slurs/,
    ],
    [
      'I play keyboard by ear',
      'learn the piano riff from Clocks for our school concert',
      15,
      6,
      'the piano riff from Clocks',
      'at your school concert',
      /the fingering: written in above the first phrase/,
    ],
    [
      'I play guitar, mostly punk chords, 4 years',
      "learn the intro riff to Sweet Child O' Mine",
      60,
      2,
      "the intro riff to Sweet Child O' Mine",
      'for friends or family',
      /slides, and the scale the solo sits in with alternate picking/,
    ],
    [
      'I play electric guitar, 5 years, pentatonic licks',
      'learn the Comfortably Numb solo',
      90,
      7,
      'the Comfortably Numb solo',
      'for friends or family',
      /vibrato, hammer-ons and pull-offs/,
    ],
    [
      'I learnt guitar from tabs on Ultimate Guitar',
      'play the riff from Smoke on the Water at the open mic night',
      10,
      4,
      'the riff from Smoke on the Water',
      'at the open mic',
      /bends to pitch/,
    ],
    [
      'I play guitar in my bedroom',
      'play the guitar solo in Sultans of Swing at the battle of the bands',
      40,
      3,
      'the guitar solo in Sultans of Swing',
      'at the battle of the bands',
      /bends to pitch/,
    ],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days, solo, event, technique) => {
    const { p, text } = await served(SOLO, current, target, minutes, days, STEPS);
    expect(text).toContain(`Find ${solo} written down`);
    expect(text).toMatch(/checked against the recording/);
    expect(text).toMatch(technique);
    expect(weekOf(p, new RegExp(`^Play ${solo} ${event}$`))).toBe(p.weeks.length);
    // The techniques come before the solo is joined up, and the backing track before the day.
    expect(weekOf(p, /^Technique on its own(, short)?: /)).toBeLessThan(weekOf(p, /^Join every phrase learnt so far/));
    expect(weekOf(p, /^Find a backing track without /)).toBeLessThan(weekOf(p, /^Run-through for two or three friends/));
  });

  it('a chord player asking for a lead solo is told what it asks and how long those techniques take', async () => {
    const p = await plan(
      "I'm 15, I play guitar chords from YouTube, no lessons",
      'play the solo from Hotel California at the school talent show',
      30,
      5,
    );
    expect(p.description).toMatch(/^A solo asks for lead technique a chord player has not yet learnt: bends to pitch, vibrato/);
    expect(p.description).toMatch(/Grade 3 to 5 \(RSL, Trinity Rock & Pop\)/);
    // A player who already solos is not told so.
    const lead = await plan('I play electric guitar, 5 years, pentatonic licks', 'learn the Comfortably Numb solo', 30, 5);
    expect(lead.description).not.toMatch(/A solo asks for lead technique/);
  });

  it('the event far off keeps the solo polished with the backing track until the day, on the day', async () => {
    const p = await plan('I play guitar', 'play the solo from Hotel California at the school talent show on 12 March', 30, 4);
    expect(p.weeks.length).toBeGreaterThanOrEqual(13);
    expect(textOf(p)).toMatch(/^Cold run: the solo from Hotel California with the backing track once, recorded, no stopping/m);
    expect(weekOf(p, /^Play the solo from Hotel California at the school talent show/)).toBe(p.weeks.length);
  });

  it('a ten-minute day does the lessons in their short form rather than spread a riff over five months', async () => {
    const p = await plan('I learnt guitar from tabs on Ultimate Guitar', 'play the riff from Smoke on the Water', 10, 4);
    expect(p.weeks.length).toBeLessThanOrEqual(16);
    expect(textOf(p)).toMatch(/^Technique on its own, short: bends to pitch/m);
    expect(p.weeks[0]!.description).toMatch(/does its lessons in their short form/);
  });

  it('a wind player gets a transcription in the instrument’s key, not a guitar tab, and no chord player’s warning', async () => {
    const p = await plan('self-taught tenor sax, no lessons', 'learn the sax solo from Baker Street', 30, 4);
    const text = textOf(p);
    expect(p.description).not.toMatch(/chord player/);
    expect(text).toMatch(/a transcription in your instrument’s key/);
    expect(text).not.toMatch(/bends to pitch|fretted note|Ultimate Guitar|\btab\b|[Ff]retting hand/);
    expect(text).toMatch(/mark every bar where the transcription and the record disagree/);
  });

  it.each([
    ['I play guitar', 'learn to improvise solos over a 12-bar blues'],
    ['I play piano', 'perform solo at my recital'],
    ['grade 6 violin', 'play the violin solo from Meditation from Thaïs'],
    ['grade 5 piano', 'play the cadenza of the Mozart sonata'],
    ['I sing', 'sing the solo in our choir’s carol service'],
    ['I play guitar', 'play Wonderwall at the open mic'],
    ['I play guitar', 'write my own riffs'],
    ['never played anything', 'learn the drum fill from In the Air Tonight'],
    ['I play guitar', 'go solo as a busker'],
    ['I play guitar', 'learn a few classic rock riffs'],
    ['I play bass', 'learn some funk bass licks'],
  ])('“%s” → “%s” is not the solo path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SOLO);
  });

  it.each([
    ['I play guitar by ear', 'learn the solo from Stairway to Heaven by Led Zeppelin'],
    ['I play bass from tabs', 'play the Billie Jean bassline at our gig'],
    ['I play guitar', 'nail the outro solo of Free Bird'],
    ['I play keys in a covers band', 'learn the synth part of Jump by Van Halen'],
  ])('“%s” → “%s” is the solo path, before a piece named by its artist', (current, target) => {
    expect(trackOf(current, target)).toBe(SOLO);
  });

  it('a solo named by no song is the person’s own choice, said as theirs', async () => {
    expect(trackOf('I play guitar by ear', 'play a guitar solo at the school talent show')).toBe(SOLO);
    const text = textOf(await plan('I play guitar by ear', 'play a guitar solo at the school talent show', 30, 4));
    expect(text).toMatch(/^Find your solo or riff written down/m);
    expect(text).not.toMatch(/\bthe solo from\b/);
  });

  it('a drummer’s named fill lands on the drums path, its fills and the song with the band', async () => {
    expect(trackOf('I drum in a covers band, 3 years', 'nail the drum fill from In the Air Tonight')).toBe(
      'Drums (kit), from the first lesson',
    );
  });

  it('a named piece of classical repertoire stays the named piece', () => {
    expect(trackOf('grade 5 piano', 'play the opening of Chopin’s Nocturne in E flat')).toBe('A named piece');
    expect(trackOf('grade 4 flute', 'play the flute solo from Bach’s Badinerie for the school concert')).toBe('A named piece');
  });
});

describe('a classical solo is the piece it is in (the final reading: "Meet solo")', () => {
  it('names Vivaldi’s Winter, not “solo”, for a violinist’s concerto solo', async () => {
    const p = await plan(
      'I play violin in an amateur orchestra, grade 7 years ago',
      'play the solo in Vivaldi’s Winter at our concert on 14 March',
      90,
      5,
    );
    expect(
      trackOf('I play violin in an amateur orchestra, grade 7 years ago', 'play the solo in Vivaldi’s Winter at our concert on 14 March'),
    ).not.toBe(SOLO);
    expect(p.weeks[0]!.title).toMatch(/^Week 1: Meet Vivaldi’s Winter/);
    expect(textOf(p)).not.toMatch(/\bof solo\b|Meet solo/);
  });
});
