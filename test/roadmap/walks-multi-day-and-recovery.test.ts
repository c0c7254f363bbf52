import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { CATALOG } from '../../contract';
import { onOption, expectOnTheirDays, heldOnTheirDays, minutesOf } from './track-ask';
import { inOrder, tasksOf, textOf } from './custom-ask';

/**
 * Round 15 (issue #36, decision 250): walkers a neighbour's plan served. A walk of several days (the Camino,
 * the West Highland Way, a week on the Appalachian Trail) was planned as one day's walk with stiles and an OS
 * map in Spain; someone walking again after a stroke or a hospital stay got another person's leftovers and no
 * balance work; a very heavy walker with sore knees was sent up hills; a taxi driver's "walk 5 km" trained for
 * a 2-hour hill walk, and "walk 30 minutes without stopping" for a 5K run. People written for this test.
 */

const fitness = onOption('Physical Fitness');
const MULTI = 'A walk of several days: the Camino, a national trail, a trek';
const RECOVERY = 'Walking again after a stroke, an illness or a hospital stay';
const FLAT = 'A walk on the flat, kind to sore knees';
const WALKING = 'Long walks, hikes and long-distance paths';
const titles = (p: RoadmapPlan) => tasksOf(p).map((t) => t.title);
/** The last week's theme, without its number. */
const lastWeek = (p: RoadmapPlan) => p.weeks.at(-1)!.title.replace(/^Week \d+: /, '');

describe('a walk of several days, as a long-distance walking coach reads the plan', () => {
  it.each([
    [
      'I walk 20 minutes a day',
      'Camino Francés from Sarria in May',
      45,
      4,
      [/Camino Francés/, /credencial/, /albergues/, /yellow arrows/, /Sarria to Santiago is about 115 km/, /tenth of your body weight/],
      /\bstiles?\b|OS (map|Explorer)|National Trails|bear canister/,
    ],
    [
      'I walk the dog an hour a day',
      'West Highland Way with my son',
      60,
      5,
      [/West Highland Way/, /154 km/, /OS Explorer/, /stiles/, /bunkhouses/],
      /credencial|albergue|bear canister|yellow arrows/,
    ],
    [
      'I hike most weekends',
      'a week on the Appalachian Trail in September',
      90,
      4,
      [/Appalachian Trail/, /bear canister/, /backcountry permit/, /white blazes/, /shelters/],
      /credencial|albergue|\bstiles?\b|OS (map|Explorer)/,
    ],
    [
      'I do day hikes in the Alps',
      'Tour du Mont Blanc next summer',
      120,
      6,
      [/Tour du Mont Blanc/, /refuges/, /1,000 m/],
      /credencial|\bstiles?\b|OS Explorer/,
    ],
    ['I walk a bit', 'Coast to Coast in June', 45, 3, [/Coast to Coast/, /St Bees/, /OS Explorer/], /credencial|bear canister/],
  ])(
    '%s → %s: two days back to back with the pack, the feet, and the route in its own words',
    async (current, target, minutes, days, words, others) => {
      expect(fitness.trackOf(current, target)).toBe(MULTI);
      const p = await fitness.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      for (const word of words) expect(text).toMatch(word);
      expect(text).not.toMatch(others);
      // Feet first: boots broken in and blisters treated; the pack weighed; a rest day in the stages.
      expect(text).toMatch(/broken in/);
      expect(text).toMatch(/blister plaster/);
      expect(text).toMatch(/rest day/i);
      inOrder(p, [
        /^Read the guide to/,
        /^Back to back: an hour's walk/,
        /^Long walk: a day of/,
        /^Back to back: a second full day/,
        /^Pack for .* and weigh it/,
      ]);
      expect(lastWeek(p)).toMatch(/^Taper/);
    },
  );

  it('the second day back to back falls on the day next to the long walk, where the person has one', async () => {
    const p = await fitness.plan('I walk the dog an hour a day', 'West Highland Way with my son', 60, 5);
    for (const week of p.weeks.filter((w) => w.days.some((d) => d.tasks.some((t) => /^Back to back:/.test(t.title))))) {
      const long = week.days.findIndex((d) => d.tasks.some((t) => /^Long walk:/.test(t.title)));
      const second = week.days.findIndex((d) => d.tasks.some((t) => /^Back to back:/.test(t.title)));
      expect(Math.abs(long - second)).toBe(1);
    }
  });

  it('with no day beside the long walk, the second day is the nearest the week has, never the week’s first before it', async () => {
    // Monday, Wednesday and Sunday: the day after Sunday is next week's Monday, so Wednesday is the nearest (round 15's review).
    const p = await generateRoadmap(
      {
        category: CATALOG.find((c) => c.options.includes('Physical Fitness'))!.id,
        option: 'Physical Fitness',
        answers: {
          currentLevel: 'I walk the dog 30 minutes most days',
          targetLevel: 'walk the West Highland Way in May',
          dailyMinutes: 45,
        },
        daysPerWeek: 3,
        weekdays: [1, 3, 7],
        startDate: '2026-11-30',
      },
      builtinProvider,
    );
    const weeks = p.weeks.filter((w) => w.days.some((d) => d.tasks.some((t) => /^Back to back:/.test(t.title))));
    expect(weeks.length).toBeGreaterThan(0);
    for (const week of weeks) {
      const long = week.days.findIndex((d) => d.tasks.some((t) => /^Long walk:/.test(t.title)));
      const second = week.days.findIndex((d) => d.tasks.some((t) => /^Back to back:/.test(t.title)));
      if (long >= 0) expect(Math.abs(long - second)).toBe(1);
    }
  });

  it('two days a week hold the long walk and its second day, not a brisk walk instead', async () => {
    const p = await fitness.plan('I walk a bit', 'the Pennine Way next summer', 60, 2);
    const week2 = p.weeks[1]!.days.map((d) => d.tasks[0]!.title);
    expect(week2.some((t) => /^Long walk:/.test(t))).toBe(true);
    expect(week2.some((t) => /^Back to back:/.test(t))).toBe(true);
    expect(textOf(p)).toMatch(/about 430 km \(268 miles\)/);
  });

  it.each([
    ['I walk on Sundays', 'walk 12 miles for charity'],
    ['I walk to work', 'hill walking in the Peak District'],
    ['I walk an hour a day', 'a day walk along the coast'],
  ])('%s → %s is a day walk or a hill walk, still the walking track', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(WALKING);
  });

  it('I walk a bit → climb Snowdon in the summer is a mountain climbed in a day, its own track (decision 392)', () => {
    expect(fitness.trackOf('I walk a bit', 'climb Snowdon in the summer')).toBe('A mountain in a day: Ben Nevis, Snowdon, a Munro');
  });

  it('I walk a lot → trek to Everest Base Camp is days in a row at altitude, this track with its altitude note (decision 404)', () => {
    expect(fitness.trackOf('I walk a lot', 'trek to Everest Base Camp')).toBe(MULTI);
  });

  it.each([
    ['I cycle to work', 'cycle coast to coast'],
    ['I run 10k', 'run the West Highland Way race'],
    ['I want to climb Everest', 'summit Everest one day'],
    ['I sit all day', '3 days a week walking for 30 minutes'],
  ])('%s → %s is not a walk of several days', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(MULTI);
  });
});

describe('walking again after a stroke or a hospital stay, as a neuro physiotherapist reads the plan', () => {
  it.each([
    [
      'I had a stroke in March and use a stick',
      "walk to my daughter's house, half a mile",
      20,
      3,
      "the walk to your daughter's house",
      'your stick',
      true,
    ],
    [
      'just home from hospital after 3 weeks with pneumonia, I get out of breath on the stairs',
      'walk round my garden and then to the shop',
      15,
      5,
      'the walk to the shop',
      'your walking aid',
      false,
    ],
    [
      "I'm 74 and was in intensive care with covid, I use a frame now",
      'walk to the post office on my own',
      30,
      4,
      'the walk to the post office',
      'your frame',
      false,
    ],
    [
      'stroke in January, left leg weak, I use a quad stick',
      'walk round my garden and then to the shop',
      15,
      5,
      'the walk to the shop',
      'your quad stick',
      true,
    ],
    [
      "mini stroke last year, I'm a bit wobbly",
      'get back to walking the dog round the block',
      20,
      6,
      'the walk round the block',
      'your walking aid',
      true,
    ],
  ])(
    '%s → %s: the therapist first, indoors to the garden to the street, balance and a fall plan',
    async (current, target, minutes, days, goal, aid, stroke) => {
      expect(fitness.trackOf(current, target)).toBe(RECOVERY);
      const p = await fitness.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      // Said first: the physiotherapist or stroke team, and FAST where the person had a stroke.
      expect(p.description).toMatch(
        stroke ? /^You mention a stroke: this plan works under your physiotherapist or stroke team/ : /^You mention a hospital stay/,
      );
      expect(text).toMatch(stroke ? /FAST/ : /Chest pain, breathlessness worse than usual/);
      expect(titles(p)[0]).toMatch(/^Ask your physiotherapist/);
      expect(text).toMatch(/Your fall plan/);
      expect(text).toMatch(/Sit-to-stand from a firm chair/);
      expect(text).toMatch(/Balance at the kitchen worktop/);
      expect(text).toMatch(/only they say when, never you on your own/);
      expect(text).toContain(aid);
      expect(lastWeek(p).toLowerCase()).toBe(goal.toLowerCase());
      inOrder(p, [/^Walk room to room/, /^Out to .* and back/, /^Out of the gate and along the street/]);
      // The person's words turned to the second person, and none of another person's plan.
      expect(JSON.stringify(p.weeks)).not.toMatch(/\bmy (garden|daughter|stick)\b/);
      expect(text).not.toMatch(/a lift one way|a light bag|rucksack|hills?\b/);
      // The last week within the time given.
      expect(minutesOf(p.weeks.at(-1)!)).toBeLessThanOrEqual(minutes * days * 1.1);
    },
  );

  it('a stroke months ago is behind the person, not a date ahead', async () => {
    const p = await fitness.plan(
      'stroke in January, left leg weak, I use a quad stick',
      'walk round my garden and then to the shop',
      15,
      5,
    );
    expect(p.description).not.toMatch(/too near|“in January”/);
    expect(p.weeks).toHaveLength(8);
  });

  it.each([
    ['I love swimming breaststroke', 'walk for an hour'],
    ['I swim backstroke twice a week', 'walk 5 miles'],
    ['I sit a lot', 'walk to the sofa and stroke my cat without getting tired'],
    ['my dad had a stroke last year', 'walk with him to the park'],
    ['I had a stroke of luck and won a bike', 'walk round the park every day'],
    ['I had a stroke two years ago', 'run a 5k'],
    ['I had heat stroke in Spain', 'walk 10 km'],
  ])('%s → %s is not the recovery track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(RECOVERY);
  });
});

describe('a heavy walker with sore knees, as a physiotherapist reads the plan', () => {
  it.each([
    ['I weigh 140 kg and my knees hurt', 'I want to walk 30 minutes without stopping', 30, 4, 'A 30-minute walk'],
    ['I weigh 140 kg and my knees are sore', 'walk 3 miles', 30, 4, 'A walk of 3 miles'],
    ["I'm 22 stone, bad knees", 'walk for an hour without stopping', 60, 2, 'A walk of an hour'],
    ["I'm very overweight and my knees ache", 'walk round the park for 30 minutes', 20, 3, 'A 30-minute walk'],
  ])(
    '%s → %s: the knees seen first, flat walks in minutes, the pool or a bike, never a hill',
    async (current, target, minutes, days, goal) => {
      expect(fitness.trackOf(current, target)).toBe(FLAT);
      const p = await fitness.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      expect(titles(p)[0]).toMatch(/^Book your GP or a physiotherapist about your knees/);
      expect(textOf(p)).toMatch(/Pool walking or an exercise bike/);
      expect(titles(p).filter((t) => /\bhills?\b|\bstairs\b|\bsteps?\b|step-ups|rucksack/i.test(t))).toEqual([]);
      expect(lastWeek(p)).toBe(`${goal}: on the flat, without stopping`);
    },
  );

  it.each([
    ['I weigh 140 kg and my knees hurt', 'lose weight by walking'],
    ['arthritis in both knees', 'walk up Snowdon'],
    ['I weigh 140 kg', 'walk the West Highland Way with my son'],
    ['my knees hurt', 'run 5k'],
  ])('%s → %s is not the flat walk', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(FLAT);
  });
});

describe("a sitting worker's walk trains for the walk they named", () => {
  it.each([
    ["I'm a taxi driver, I sit all day", 'walk 5 km'],
    ["I'm a taxi driver, I sit all day", 'walk for an hour'],
    ['I drive a lorry and sit all day', 'walk 5 kilometres'],
    ['office job, sitting all day', 'walk 45 minutes at lunch'],
    ['taxi driver, I sit all day', 'walk 10,000 steps a day'],
  ])('%s → %s: an hour’s walk, not a hill day, a rucksack or a run', async (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(WALKING);
    const p = await fitness.plan(current, target, 30, 3);
    expect(p.title).toMatch(/an hour’s walk/);
    expect(titles(p).filter((t) => /\brun\b|rucksack|2 hours/i.test(t))).toEqual([]);
  });

  it('walk 30 minutes without stopping walks, and run 30 minutes without stopping runs', async () => {
    const walk = await fitness.plan('taxi driver, I sit all day', 'walk 30 minutes without stopping', 30, 3);
    expect(titles(walk).filter((t) => /\brun\b/i.test(t))).toEqual([]);
    const run = await fitness.plan('I sit all day', 'run 30 minutes without stopping', 30, 3);
    expect(titles(run).some((t) => /\brun\b/i.test(t))).toBe(true);
  });
});
