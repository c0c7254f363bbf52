import { onOption, servedOn } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 19 (decision 334): blues, funk and Latin styles on any instrument got no style's own work — a
 * guitarist asking for the 12-bar blues and the blues scale got "Scales and arpeggios", a rock drummer
 * asking for funk's ghost notes got the basic rock beat again, a pianist asking for son montunos got
 * "a second piece" — and a choir named by its own name (a barbershop quartet, the Sweet Adelines, a
 * worship team) missed the choir path or was sent to "choirs near you" as if it had none. People written
 * for this test, at 2 to 7 days and 10 to 120 minutes, and the words that must not choose these paths.
 */

const MUSIC = 'Music (Instrumental Practice)';
const GROOVE = 'Blues, funk or Latin on your instrument';
const CHOIR = 'Singing in a choir';
const { trackOf, plan } = onOption(MUSIC);

/** The general instrument course's own words, and the technique and rock-beat paths a style player was given. */
const GENERAL =
  /long tones, open strings|open strings or slow|five-finger|Scales and arpeggios: the movement alone|basic rock beat|A second piece/i;

const served = servedOn(MUSIC, GENERAL);

describe('a style on your instrument, as a teacher of that style reads the plan', () => {
  const STEPS = [
    /^Listen to four records of /,
    /^Record a baseline: one minute of /,
    /^Count and clap the feel with a metronome/,
    /^Learn the form and chart it/,
    /^Learn the groove on /,
    /^Play the groove with the click on /,
    /^Learn the style's vocabulary on /,
    /^Copy two bars by ear from one of the records/,
    /^Play .+ with the record, start to end, recorded/,
    /^Play .+ and the form with other players/,
    /^Play the week-1 minute again/,
  ];

  it.each([
    [
      'I strum open chords, 2 years on guitar',
      'play 12-bar blues shuffles',
      30,
      5,
      /12-bar: I7 I7 I7 I7/,
      /shuffle boogie on the low strings/,
    ],
    [
      'rock drummer for 3 years',
      'play funk grooves with ghost notes',
      45,
      4,
      /Straight sixteenths/,
      /ghost notes on the snare between at a whisper/,
    ],
    ['grade 5 piano', 'play latin piano: son montunos and salsa', 40, 6, /son clave, 3-2/, /piano montuno: a two-bar figure in octaves/],
    ['bass player in a covers band', 'learn funk bass with ghost notes', 60, 3, /one-chord vamp/, /Rocco Prestia/],
    ["I've had a year of conga lessons", 'play a salsa tumbao on congas', 120, 7, /son clave/, /conga tumbao: heel-toe/],
    ['I play jazz standards on guitar', 'bossa nova comping', 20, 2, /surdo/, /bossa nova pattern: thumb on the bass/],
    ['I can play a few tunes on a C harmonica', 'play the blues on harmonica', 10, 3, /The 12-bar/, /Second position \(cross harp\)/],
  ])(
    '%s → %s (%i min, %i days): records, feel, form, the groove on their instrument, a tune, with others',
    async (current, target, minutes, days, feel, groove) => {
      const { p, text } = await served(GROOVE, current, target, minutes, days, STEPS);
      expect(text).toMatch(feel);
      expect(text).toMatch(groove);
      expect(text).not.toMatch(/your instrument/);
      // The baseline is recorded in the first week and played again at the end (a short week's last parts).
      expect(textOf({ ...p, weeks: p.weeks.slice(0, 1) })).toMatch(/Record a baseline/);
      expect(textOf({ ...p, weeks: p.weeks.slice(-3) })).toMatch(/Play the week-1 minute again/);
    },
  );

  it("each style has its own records, tune and place to play, and the instrument's own groove wherever it is said", async () => {
    const blues = textOf(await plan('I play guitar', 'learn the blues', 30, 4));
    expect(blues).toMatch(/Muddy Waters/);
    expect(blues).toMatch(/Sweet Home Chicago/);
    expect(blues).toMatch(/a blues jam/);
    const boogie = textOf(await plan("I've played classical piano for years, grade 7", 'learn blues piano and boogie woogie', 120, 3));
    expect(boogie).toMatch(/Pinetop's Boogie Woogie/);
    expect(boogie).toMatch(/the crushed note/);
    expect(boogie).not.toMatch(/Muddy Waters|a bend or a slide/);
    const funk = textOf(await plan('I play keys in a church band', 'get funky', 30, 4));
    expect(funk).toMatch(/Cissy Strut/);
    expect(funk).toMatch(/Clavinet-style comping/);
    const bossa = textOf(await plan('drummer', 'play samba and bossa nova', 30, 4));
    expect(bossa).toMatch(/The Girl from Ipanema/);
    expect(bossa).toMatch(/cross-stick on the snare rim in the bossa clave/);
    expect(bossa).not.toMatch(/salsa/);
  });

  it('two styles named take one at a time, and say so; a bassist gets the bass’s own vocabulary', async () => {
    const two = await plan('I play bass in a pub covers band', 'learn latin bass: salsa tumbaos and bossa nova', 30, 3);
    expect(two.description).toMatch(/You named more than one style: these five weeks take the one their titles name/);
    expect(textOf(two)).toMatch(/The anticipation: the next chord's root played on the last & of the bar before it/);
    expect(textOf(two)).not.toMatch(/bossa voicings/);
    const one = await plan('I play guitar', 'play blues songs with a shuffle', 30, 3);
    expect(one.description).not.toMatch(/more than one style/);
  });

  it('a target past a first tune is told what the weeks reach', async () => {
    const p = await plan('I play bass', 'become a professional funk bassist', 60, 5);
    expect(p.description).toMatch(/A style is a language learnt over years/);
  });

  it.each([
    ['complete beginner', 'learn blues guitar'],
    ['I play guitar', 'play jazz blues and bebop'],
    ['I sing in the shower', 'sing the blues'],
    ['I dance a bit', 'salsa dancing classes'],
    ['I play trumpet', 'join a salsa band'],
    ['I play guitar', 'learn the solo from Pride and Joy, the blues one'],
    ['I play drums', 'play jazz brushes and bossa nova at gigs'],
  ])('“%s” → “%s” is not the style path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(GROOVE);
  });
});

describe('a choir named by its own name', () => {
  it.each([
    ['I sing in the shower', 'sing tenor in a barbershop quartet'],
    ['I sang at school', 'sing with the Sweet Adelines'],
    ['I sing along in church', 'sing in the worship team at church'],
    ['never sung in public', 'join Military Wives'],
    ['I hum along to the radio', 'sing in my church choir'],
  ])('“%s” → “%s” takes the choir path', (current, target) => {
    expect(trackOf(current, target)).toBe(CHOIR);
  });

  it('is found where it is: Rock Choir by its own site, barbershop by its societies, a church choir by its director of music', async () => {
    const rock = textOf(await plan('I hum along to the radio', 'join the Rock Choir', 20, 3));
    expect(rock).toMatch(/^List the local Rock Choir choirs you could join/m);
    expect(rock).toMatch(/free taster session: no audition and no reading music/);
    const quartet = textOf(await plan('I sing in the shower', 'sing tenor in a barbershop quartet', 30, 4));
    expect(quartet).toMatch(/^List the barbershop choruses and quartets you could join/m);
    expect(quartet).toMatch(/Barbershop Harmony Society \(US\), BABS and LABBS \(UK\) and Sweet Adelines/);
    expect(quartet).toMatch(/In barbershop the lead sings the melody, the tenor above it/);
    expect(textOf(await plan('I sing karaoke', 'join a gospel choir', 30, 3))).toMatch(/Gospel choirs mostly sing in three parts/);
    const church = textOf(await plan('I hum along to the radio', 'sing in my church choir', 15, 5));
    expect(church).toMatch(/^List your church choir's rehearsals, and one or two other choirs/m);
    expect(church).toMatch(/director of music or organist/);
    // A choir named by no name keeps the directories.
    expect(textOf(await plan('I sing in the shower', 'sing in a choir', 20, 3))).toMatch(
      /Making Music's Find a group|Chorus America|local choir directory/,
    );
  });
});
