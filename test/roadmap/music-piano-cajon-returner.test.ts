import { onOption, servedOn } from './track-ask';
import { textOf, weekOf } from './custom-ask';

/**
 * Round 14 (decision 231): a piano beginner was told the option "does not teach learning an instrument from
 * zero", a cajón player for a worship band got the general course's long tones and second piece, and an
 * adult coming back to the clarinet after twenty-five years was started on metronome ladders as if they
 * had never stopped. Each now has a path of its own. People written for this test, at 2 to 7 days and 10
 * to 120 minutes, and the words that must not choose these paths.
 */

const MUSIC = 'Music (Instrumental Practice)';
const PIANO = 'The piano or keyboard, from the first lesson';
const HAND = 'Cajón and hand drums, from the first groove';
const RETURNER = 'Coming back to an instrument after years';
const { trackOf, plan } = onOption(MUSIC);

/** The general instrument course's own words, which none of these paths may carry. */
const GENERAL = /Metronome ladders and chunking|A practice routine and a baseline|Interleaving/;
const served = servedOn(MUSIC, GENERAL);

describe('the piano from zero, as a piano teacher reads the plan', () => {
  const STEPS = [
    /^Find every C, F and D by the black keys/,
    /^Treble clef landmarks: middle C/,
    /^Bass clef landmarks: bass F/,
    /^Hands together at half speed/,
    /^C major scale, right hand: fingers 1 2 3, thumb under/,
    /^Get the sheet music for /,
    /hands together, at half your hands-separate tempo$/,
    /^Play .+ as a performance/,
  ];

  it.each([
    [
      'never played anything, just bought a Yamaha keyboard',
      "play Für Elise for my mum's birthday",
      20,
      5,
      'Für Elise',
      "at your mum's birthday",
    ],
    ['complete beginner, 58, retired', 'learn the piano from scratch', 30, 3, 'a piece you love', 'for someone at home'],
    ['I play guitar by ear', 'learn to play the piano and read both clefs', 60, 4, 'a piece you love', 'for someone at home'],
    ["I can't play anything", 'play Hallelujah on the piano at our church', 15, 6, 'Hallelujah', 'at the church'],
    ["I don't play any instrument", 'play the keyboard for my grandkids', 90, 2, 'a piece you love', 'for your grandkids'],
    ['absolute beginner, digital piano', 'play Clair de Lune', 45, 7, 'Clair de Lune', 'for someone at home'],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days, piece, event) => {
    const { p, text } = await served(PIANO, current, target, minutes, days, STEPS);
    expect(text).toContain(`Get the sheet music for ${piece}`);
    expect(text).toContain(`Play ${piece}`);
    expect(text).toContain(event);
    // A teacher is booked in the first week, and the time a grade takes is said at the end.
    expect(weekOf(p, /^Book a trial lesson with a piano teacher/)).toBe(1);
    expect(text).toMatch(/Grade 1 often takes an adult six months to a year and a half/);
  });

  it('a piece years above a beginner is said to be, from the first lesson, and learnt in a beginner’s arrangement', async () => {
    const p = await plan('never played anything', 'play Für Elise', 30, 4);
    expect(p.description).toMatch(/^Für Elise is about grade 5 in the original; from the first lesson that usually takes about 5 years/);
    expect(p.description).toMatch(/an arrangement of it at a beginner’s \(Initial grade\) level/);
    expect(textOf(p)).toMatch(/Für Elise as written is about Grade 5; an easy arrangement of its opening theme/);
  });

  it('the instrument named is answered: a keyboard’s keys, an old piano’s tuning', async () => {
    expect(textOf(await plan('never played, just bought a 61-key keyboard', 'learn piano', 30, 3))).toMatch(/61 keys is enough now/);
    expect(textOf(await plan("never played, we have my mum's piano", 'learn piano', 30, 3))).toMatch(/book a piano tuner/);
  });

  it.each([
    ['I passed grade 4 piano', 'learn Für Elise'],
    ['I play piano by ear a little', 'get better at piano'],
    ['passed grade 5 piano as a child, haven’t played in 30 years', 'play Clair de Lune'],
    ["I'm a pianist", 'learn the piano properly'],
    ['never played', 'learn typing on a computer keyboard'],
    ['I play guitar', 'learn to play the ukulele'],
    ['never played', 'make beats on a MIDI keyboard in Ableton'],
  ])('“%s” → “%s” is not the piano from zero', (current, target) => {
    expect(trackOf(current, target)).not.toBe(PIANO);
  });
});

describe('cajón and hand drums, as a percussion teacher reads the plan', () => {
  const STEPS = [
    /^Each sound twenty times, listening to it/,
    /^The basic groove: bass on 1 and 3, slap on 2 and 4/,
    /^One-beat fills/,
    /^Map .+: count the bars of each part/,
    /^Rehearse with /,
    /^Play the set with /,
  ];

  it.each([
    ['I play guitar', 'play cajón in our church worship band', 20, 3, 'cajón', 'your worship band'],
    ['never played anything', 'learn the djembe for a drum circle', 30, 4, 'djembe', 'the drum circle'],
    ['complete beginner', 'play cajon with my mate’s acoustic duo', 60, 2, 'cajón', 'your acoustic group'],
    ['total beginner, bought a box drum', 'keep time on a cajon for our band', 10, 7, 'cajón', 'your band'],
    ['I sing a bit', 'learn hand drums', 120, 5, 'cajón', 'a guitarist or a band'],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days, drum, band) => {
    const { p, text } = await served(HAND, current, target, minutes, days, STEPS);
    expect(p.weeks[0]!.title).toMatch(new RegExp(`The ${drum}: its sounds and the click`));
    expect(text).toContain(`Rehearse with ${band}`);
    expect(text).toMatch(/[Mm]usicians’ earplugs/);
    expect(text).toMatch(/to the click at 60/);
  });

  it('a month on the cajón, to play in time with friends: the groove to a click, not the general course', async () => {
    expect(trackOf('I have played the cajón for a month', 'play in time with my friends')).toBe(HAND);
    const text = textOf(await plan('I have played the cajón for a month', 'play in time with my friends', 45, 5));
    expect(text).toMatch(/^The basic groove: bass on 1 and 3, slap on 2 and 4/m);
    expect(text).not.toMatch(GENERAL);
  });

  it('a djembe is taught its three sounds; a cajón its bass and slap', async () => {
    expect(textOf(await plan('never played', 'learn the djembe', 30, 3))).toMatch(/the tone \(flat fingers at the rim/);
    expect(textOf(await plan('never played', 'learn the cajón', 30, 3))).toMatch(/the slap \(fingers at the top corner, snapping off\)/);
  });

  it('a song named is mapped; one who knows the beat starts at the groove', async () => {
    const p = await plan('I know the basic beat on my cajon', 'play "Riptide" on cajon with my mate\'s acoustic duo', 30, 4);
    expect(trackOf('I know the basic beat on my cajon', 'play "Riptide" on cajon with my mate\'s acoustic duo')).toBe(HAND);
    expect(textOf(p)).toMatch(/^Map Riptide: count the bars/m);
    expect(weekOf(p, /^Each sound twenty times/)).toBe(0);
  });

  it.each([
    ['I sing in a choir', 'build a cajón in my shed'],
    ['never played', 'learn the drum kit'],
    ['I play tabla', 'improve my tabla'],
    ['never played', 'learn steel drums'],
    ['I play cajón', 'learn the piano'],
  ])('“%s” → “%s” is not hand drums', (current, target) => {
    expect(trackOf(current, target)).not.toBe(HAND);
  });
});

describe('coming back to an instrument after years, as a teacher of adult returners reads the plan', () => {
  const STEPS = [
    /^Get your \w+ checked by a repairer or music shop/,
    /^Tone first: slow long notes, listened to/,
    /^One session of about 25 minutes/,
    /^Sight-reading at /,
    /^Choose a piece you once played/,
    /^A 35–45-minute session/,
    /^Go to the taster rehearsal/,
    /^Play your piece for someone/,
  ];

  it.each([
    ["passed grade 6 clarinet at school, haven't played in 25 years", 'get my tone back and play again', 30, 4, 'clarinet', /softer reed/],
    ['played trumpet as a teenager, 30 years ago', 'get back into playing the trumpet', 20, 6, 'trumpet', /lip slurs/],
    ['I used to play flute', 'play my flute again', 45, 3, 'flute', /Trevor Wye/],
    ['I passed grade 7 violin 20 years ago and haven’t touched it since', 'get back into it', 60, 2, 'violin', /bow rehaired/],
    ["I haven't played the oboe for 15 years", 'sight-read well enough to play again', 90, 5, 'oboe', /pads, corks and springs/],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days, instrument, own) => {
    const { text } = await served(RETURNER, current, target, minutes, days, STEPS);
    expect(text).toContain(`Get your ${instrument} checked`);
    expect(text).toMatch(own);
    expect(text).toMatch(/Making Music’s directory/);
    expect(text).toMatch(/ABRSM Performance Grades/);
  });

  it('the grade once reached sets the sight-reading two grades below it', async () => {
    const p = await plan('I passed grade 7 violin 20 years ago and haven’t touched it since', 'get back into it', 45, 3);
    expect(textOf(p)).toContain('Sight-reading at two grades below the Grade 7 you reached');
  });

  it.each([
    ['grade 8 cello, I play in a community orchestra', 'lead the cello section in our orchestra'],
    ['passed grade 5 piano as a child, haven’t played in 30 years', 'play Clair de Lune'],
    ['I play violin every day', 'improve my vibrato'],
    ['never played', 'learn the saxophone'],
    ['I used to sing in a choir', 'sing again at my sister’s wedding'],
    ['I play trumpet a bit', 'get my tone back'],
    ["I haven't played for years, I had lessons to grade 6", 'learn a Chopin waltz again'],
  ])('“%s” → “%s” is not the returner’s path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(RETURNER);
  });
});
