import { onOption, servedOn } from './track-ask';
import { weekOf } from './custom-ask';

/**
 * Round 14 (decision 231): a crow pose or an L-sit was told the option "does not teach arm balances", and a
 * 66-year-old with a new knee who wanted Pen y Fan with a grandson got the long-distance path's 4-hour
 * stages and back-to-back days. The crow and the L-sit now have their progressions, and a hill day after a
 * joint replacement or in later life its own weeks. People written for this test, at 2 to 7 days and 10 to
 * 90 minutes, and the words that must not choose these paths.
 */

const FITNESS = 'Physical Fitness';
const CALISTHENICS = 'Calisthenics skills: the crow and the L-sit';
const HILL = 'A hill day after a joint replacement or in later life';
const { trackOf, plan } = onOption(FITNESS);

/** The general course's running weeks and the long-distance path's stages, which neither path may carry. */
const GENERAL = /Couch to 5K|run\/walk|Back-to-back days|a stage of /i;
const served = servedOn(FITNESS, GENERAL);

describe('the crow and the L-sit, as a calisthenics coach reads the plan', () => {
  const TO_L_SIT = [
    /^Tests: support hold on /,
    /^Frog stand: knees resting on the bent elbows/,
    /^Crow \(bakasana\): on the toes/,
    /^Crow test: after the warm-up/,
    /^Tuck L-sit on /,
    /^One-leg L-sit on /,
    /^From the tuck L-sit, push both legs straight/,
    /^Test: L-sit, best of three/,
  ];

  it.each([
    ['I can do 20 push-ups', 'hold an L-sit for 20 seconds', 30, 3, 'two sturdy chairs of the same height, yoga blocks or parallettes'],
    [
      'desk job, never trained',
      'learn calisthenics skills: crow and L-sit',
      45,
      4,
      'two sturdy chairs of the same height, yoga blocks or parallettes',
    ],
    ['I train at the outdoor gym in the park', 'a 10-second L-sit on the dip bars', 60, 5, 'the dip or parallel bars'],
    ['some push-ups, bought parallettes', 'a full L-sit', 20, 7, 'your parallettes'],
  ])('“%s” → “%s” (%i min, %i days): crow, then the L-sit by its rungs', async (current, target, minutes, days, bars) => {
    const { p, text } = await served(CALISTHENICS, current, target, minutes, days, TO_L_SIT);
    expect(p.title).toMatch(/L-sit/);
    expect(text).toContain(`Tuck L-sit on ${bars}`);
    // The wrists are prepared in every session, however short the day, and said at the top.
    expect(p.description).toMatch(/Wrist preparation before every session/);
    const sessions = p.weeks.flatMap((w) => w.days).filter((d) => /^Day \d+: Session/.test(d.title));
    expect(sessions.length).toBeGreaterThan(0);
    for (const d of sessions) expect(d.tasks.map((t) => `${t.title} ${t.description}`).join('\n')).toMatch(/[Ww]rist/);
    expect(text).toMatch(/a cushion in front of your face/);
  });

  it.each([
    ['complete beginner, 41, desk job', 'do a crow pose', 20, 4],
    ['yoga twice a week', 'hold bakasana in my yoga class', 10, 2],
  ])('“%s” → “%s” (%i min, %i days): the crow in about 4 weeks, by the frog stand', async (current, target, minutes, days) => {
    const { p } = await served(CALISTHENICS, current, target, minutes, days, [
      /^Frog stand: knees resting/,
      /^Crow \(bakasana\): on the toes/,
      /^Crow test/,
    ]);
    expect(p.title).toMatch(/crow pose/i);
    expect(p.description).toMatch(/Convict Conditioning|a crow pose \(bakasana\) held for 10 seconds/);
    expect(weekOf(p, /^One-leg L-sit/)).toBe(0);
  });

  it('one who holds a crow starts at the tuck L-sit', async () => {
    const p = await plan('I can hold a crow for 10 seconds', 'an L-sit', 30, 3);
    expect(weekOf(p, /^Tuck L-sit on /)).toBe(1);
    expect(weekOf(p, /^Frog stand/)).toBe(0);
  });

  it.each([
    ['beginner', 'learn to do a handstand'],
    ['I can do 20 push-ups', 'a full planche'],
    ['I do yoga', 'a front lever'],
    ['yoga three times a week', 'a deeper downward dog'],
    ['I can do 5 pull-ups', 'my first muscle-up'],
    ['never trained', 'sit-ups for a crowded class'],
  ])('“%s” → “%s” is not this track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(CALISTHENICS);
  });
});

describe('a hill day after a joint replacement or in later life, as a physiotherapist and a walking leader read it', () => {
  const STEPS = [
    /^Ask your physiotherapist, surgeon or GP: hills, descents/,
    /^Poles: adjusted so the elbow is at a right angle/,
    /^Step-downs from the bottom stair/,
    /^An hour’s walk with a hill in it/,
    /^A 2-hour walk with about 250 m of climb/,
    /^Plan .+: the easiest, best-made path/,
    /^A 2½–3-hour walk with about two-thirds of /,
    /^Lay out the kit and the food for the day|^An easy walk on poles, and the kit checked/,
  ];

  it.each([
    [
      '66, had my left knee replaced last year, walk the dog half an hour',
      'walk up Pen y Fan with my grandson',
      45,
      3,
      'Pen y Fan',
      'your new knee',
      'with your grandson',
    ],
    ["I'm 74 and walk most days", 'climb Snowdon for my 75th birthday', 60, 4, 'Snowdon', 'your knees and hips', 'with a companion'],
    [
      'hip replacement 18 months ago',
      'get back to hill walking in the Lake District',
      30,
      5,
      'your hill',
      'your new hip',
      'with a companion',
    ],
    [
      "I haven't climbed a hill since my knee replacement",
      'go up Cat Bells with my wife',
      90,
      2,
      'Cat Bells',
      'your new knee',
      'with your wife',
    ],
    [
      'in my seventies, arthritis in both knees',
      'climb a munro with the U3A walking group',
      20,
      7,
      'your hill',
      'your knees and hips',
      'with your U3A',
    ],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days, hill, joint, who) => {
    const { p, text } = await served(HILL, current, target, minutes, days, STEPS);
    expect(weekOf(p, /^Ask your physiotherapist, surgeon or GP/)).toBe(1);
    expect(text).toContain(`poles for ${joint}`);
    expect(text).toMatch(new RegExp(`^${hill} ${who}: up at a talking pace`, 'im'));
    expect(text).toMatch(/First the mountain forecast for the summit \(MWIS or the Met Office\)/);
    expect(text).toMatch(/Keep the turn-back time/);
    expect(p.description).toMatch(/surgeon’s or physiotherapist’s word first/);
  });

  it('one already walking an hour starts further on, but still asks the physiotherapist and sizes the poles first', async () => {
    const p = await plan('66, new knee last year, walk the dog an hour a day', 'walk up Pen y Fan with my grandson', 45, 3);
    expect(weekOf(p, /^Clearance|^Walk on the flat at a brisk/)).toBe(0);
    expect(weekOf(p, /^Ask your physiotherapist, surgeon or GP/)).toBe(1);
    expect(weekOf(p, /^Poles: adjusted so the elbow/)).toBe(1);
  });

  it.each([
    ["I'm 30", 'walk up Pen y Fan'],
    ["I'm 72", 'walk the Camino in stages'],
    ["I'm 68, new hip", 'run a 10k'],
    ["I'm 79 and had two falls this year", 'walk up the hill to the church'],
    ['new knee in March', 'get fitter'],
    ['my older brother is 70', 'cycle up a hill'],
  ])('“%s” → “%s” is not the hill day', (current, target) => {
    expect(trackOf(current, target)).not.toBe(HILL);
  });
});
