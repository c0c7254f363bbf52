import { personOn } from './ask';
import { everything, tasksOf } from '../support/plan-reading';

/**
 * A walk of several days with a pack, and a job's fitness test by its standard (round 22, decision 404). A Duke of
 * Edinburgh expedition, the Inca Trail, Kilimanjaro, "15 miles a day for a week" or days carrying a tent were read as
 * "Run 5K" or as walks at home; they now take the multi-day track with the pack's weight as its rule says (the DofE's
 * quarter of body weight; a fifth to a quarter for a pack with a tent), two or three days in a row rehearsed, and at
 * altitude the NHS's advice and an operator first. The CPAT and the US Army Fitness Test name their own events and
 * standard. People written for this test, in their own words; near misses keep their tracks.
 */

const fitness = personOn('Physical Fitness');
const MULTI = 'A walk of several days: the Camino, a national trail, a trek';
const JOB = "A job's fitness test: police, army or fire service";

describe('a walk of several days with a pack', () => {
  it.each([
    [
      'I do a bit of PE at school',
      'Complete my Duke of Edinburgh gold expedition',
      45,
      3,
      /your gold expedition/,
      /8 hours of planned activity a day for 4 days/,
    ],
    [
      'year 10, not sporty',
      'pass my DofE silver expedition in June',
      30,
      4,
      /your silver expedition/,
      /7 hours of planned activity a day for 3 days/,
    ],
    [
      'I walk the dog',
      'D of E bronze practice expedition',
      20,
      5,
      /your bronze expedition/,
      /6 hours of planned activity a day for 2 days/,
    ],
  ])(
    '“%s” → “%s” (%i × %i): the DofE’s days and hours, its route card, a quarter of body weight',
    async (current, target, minutes, days, route, hours) => {
      expect(fitness.trackOf(current, target)).toBe(MULTI);
      const p = await fitness.plan(current, target, minutes, days);
      const tasks = tasksOf(p).join('\n');
      expect(tasks).toMatch(route);
      expect(tasks).toMatch(hours);
      expect(tasks).toMatch(/no more than a quarter of your body weight, the DofE's own rule/i);
      expect(tasks).toMatch(/route card/);
      expect(tasks).toMatch(/^Three days in a row, once before the taper/m);
      expect(everything(p)).not.toMatch(/\bRun 5K\b|run\/walk|was read as/i);
    },
  );

  it.each([
    ['I walk the dog', 'walk 15 miles a day for a week', /15 miles a day, your own figure/],
    ['I walk a bit', 'do the Cateran Trail over 5 days carrying a tent', /a fifth to a quarter of your body weight/i],
    ['weekend walker', 'backpacking trip: 4 days wild camping in the Lake District', /a fifth to a quarter of your body weight/i],
  ])('“%s” → “%s”: several days with the pack, in their own words', async (current, target, own) => {
    expect(fitness.trackOf(current, target)).toBe(MULTI);
    const p = await fitness.plan(current, target, 45, 4);
    expect(tasksOf(p).join('\n')).toMatch(own);
    expect(p.weeks.map((w) => w.title).join('\n')).toMatch(/back to back/);
  });

  it.each([
    ['I go to the gym sometimes', 'Climb Kilimanjaro in October', 45, 5, /Kilimanjaro/, /7 or 8 rather than 5 or 6/],
    ['couch potato, 40', 'walk the Inca Trail to Machu Picchu', 30, 3, /the Inca Trail/, /about 42 km over 4 days/],
    [
      'I walk an hour at weekends',
      'trek to Everest Base Camp next April',
      60,
      4,
      /the trek to Everest Base Camp/,
      /rest days to acclimatise/,
    ],
  ])(
    '“%s” → “%s” (%i × %i): altitude said first, an operator, a daypack, days in a row',
    async (current, target, minutes, days, route, daily) => {
      expect(fitness.trackOf(current, target)).toBe(MULTI);
      const p = await fitness.plan(current, target, minutes, days);
      expect(p.description).toMatch(/altitude sickness can affect anyone/);
      const tasks = tasksOf(p).join('\n');
      expect(tasks).toMatch(route);
      expect(tasks).toMatch(daily);
      expect(tasks).toMatch(/Choose an operator, and days to acclimatise/);
      expect(tasks).toMatch(/a daypack of water, layers and snacks/i);
      expect(tasks).toMatch(/TravelHealthPro/);
    },
  );

  it('the West Highland Way keeps its own days and now rehearses three in a row, with no altitude', async () => {
    const p = await fitness.plan('I walk a bit at weekends, knees fine', 'Walk the West Highland Way in May, 96 miles over 7 days', 60, 4);
    const text = everything(p);
    expect(text).toMatch(/154 km \(96 miles\) from Milngavie to Fort William/);
    expect(text).toMatch(/Three days in a row, once before the taper/);
    expect(text).not.toMatch(/altitude|operator|You mention pain or an injury/i);
  });

  it.each([
    ['I walk at weekends, no knee problems', false],
    ['never had any injuries, walk most days', false],
    ['I walk at weekends, old ankle injury', true],
    ['knee pain on hills', true],
  ])('“%s” → the Dales Way: a physiotherapist first only where a joint or injury is named (%s)', async (current, named) => {
    const p = await fitness.plan(current, 'walk the Dales Way in September', 45, 4);
    expect(/You mention pain or an injury/.test(p.description)).toBe(named);
  });

  it.each([
    ['I sit at a desk all day', 'walk 10,000 steps a day'],
    ['I run 10k', 'run a trail half marathon'],
    ['I walk the dog', 'climb Snowdon'],
    ['I walk the dog', 'walk 5 km a day for a week'],
    ['I swim twice a week', 'DofE gold physical section: swimming'],
  ])('near miss “%s” → “%s” is not a walk of several days', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(MULTI);
  });
});

describe("a job's fitness test by its events and standard", () => {
  it.each([
    ['I go to the gym twice a week', 'Pass the CPAT firefighter test in 12 weeks', 60, 5],
    ['I lift weights, never run', 'candidate physical ability test for the fire department in March', 45, 4],
  ])(
    '“%s” → “%s” (%i × %i): the CPAT’s eight events, its vest and its time, trained as a circuit',
    async (current, target, minutes, days) => {
      expect(fitness.trackOf(current, target)).toBe(JOB);
      const p = await fitness.plan(current, target, minutes, days);
      const tasks = tasksOf(p).join('\n');
      expect(tasks).toMatch(/^Practice test 1: the CPAT's eight events$/m);
      expect(tasks).toMatch(/10 min 20 s in a 50 lb \(22\.7 kg\) vest/);
      expect(tasks).toMatch(/stairs 3 minutes, a loaded tyre or sled/);
      expect(tasks).not.toMatch(/ladder lift|Chester Treadmill/);
    },
  );

  it.each([
    ['I jog a bit', 'Pass the ACFT for the US Army'],
    ['I can do 20 push-ups', 'pass the Army Fitness Test (AFT) in 10 weeks'],
  ])('“%s” → “%s”: the Army Fitness Test’s five events', async (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(JOB);
    const p = await fitness.plan(current, target, 30, 4);
    const tasks = tasksOf(p).join('\n');
    expect(tasks).toMatch(/^Practice test 1: the Army Fitness Test's five events$/m);
    expect(tasks).toMatch(/3-repetition maximum deadlift, hand-release push-ups in 2 minutes, the sprint-drag-carry/);
    expect(tasks).toMatch(/at least 60 points in each/);
    expect(tasks).not.toMatch(/Role Fitness Test \(Entry\)/);
  });

  it('the police bleep test keeps its 15 m shuttles to level 5.4', async () => {
    const p = await fitness.plan('I can run about 2 miles slowly', 'Pass the police bleep test level 5.4 in 8 weeks', 30, 4);
    const tasks = tasksOf(p).join('\n');
    expect(tasks).toMatch(/15 m multi-stage shuttle run to level 5\.4/);
    expect(tasks).not.toMatch(/CPAT|sprint-drag-carry/);
  });

  it('the British Army’s RFT(E), written with its brackets, is the job test', () => {
    expect(fitness.trackOf('I jog a bit', 'pass the British Army RFT(E) in 6 weeks')).toBe(JOB);
  });

  it.each([
    ['I jog a bit', 'run a 5k'],
    ['I sit down all day', 'get fit for my job as a nurse'],
    ['I row', 'more power aft in the boat'],
  ])('near miss “%s” → “%s” is not a job’s test', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(JOB);
  });
});
