import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything, tasksOf } from '../support/plan-reading';

/**
 * Running and walking plans read as a running coach would (issue #36, round 7): a time goal at a
 * distance the runner already runs, a person who never ran aiming beyond 5K, and a walker after a hip
 * replacement aiming at a long-distance path. Each says what the weeks hold, and what they never say.
 */

const fitness = (current: string, target: string, minutes: number, days: number) => ask('Physical Fitness', current, target, minutes, days);
/** The track the read-back names for these words. */
const trackOf = (current: string, target: string) => readBack(fitness(current, target, 45, 3)).track?.name;
const FASTER = 'A faster time at a distance you run';
const WALKING = 'Long walks, hikes and long-distance paths';
const MULTI_DAY = 'A walk of several days: the Camino, a national trail, a trek';
const plan = (current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(fitness(current, target, minutes, days), builtinProvider);

describe('a time goal at a distance the runner already runs', () => {
  const request = ['run 5k in 31 minutes three times a week', 'run 5k under 25 minutes', 40, 4] as const;

  it('is the faster-time track, not the next distance', async () => {
    expect(trackOf(request[0], request[1])).toBe(FASTER);
    const text = everything(await plan(...request));
    expect(text).not.toMatch(/already past|From 5K to 10K|walk breaks allowed/);
  });

  it('trains the 5K with easy runs, intervals then tempo at Daniels’ paces from the race, a time trial partway, a taper and the race', async () => {
    const roadmap = await plan(...request);
    const tasks = tasksOf(roadmap).join('\n');
    // Daniels' VDOT 30 (a 31:00 5K): interval pace about 5:55 min/km, threshold about 6:25, easy about 7:30–8:30.
    expect(tasks).toMatch(/^Intervals: 6 × 2 minutes at interval pace[^]*?Your interval pace, 5:5\d min\/km\./m);
    expect(tasks).toMatch(/^Tempo run: 20 minutes at threshold pace[^]*?Your tempo \(threshold\) pace, 6:2\d min\/km\./m);
    expect(tasks).toMatch(/^Long run: \d+ minutes at easy pace[^]*?Your easy pace, 7:4\d–8:2\d min\/km\./m);
    expect(tasks).toMatch(/strides/);
    const titles = roadmap.weeks.map((w) => w.title);
    expect(titles.findIndex((t) => /5K time trial/.test(t))).toBe(3);
    expect(titles.at(-1)).toMatch(/Taper and your 5K$/);
    expect(tasks).toMatch(/^Race: your 5K/m);
  });

  it('runs its race-pace repeats at what one block can reach, not at the far goal’s pace', async () => {
    const tasks = tasksOf(await plan(...request)).join('\n');
    const race = /^Race pace: [^]*?Your (\w+) pace, (\d:\d\d) min\/km\./m.exec(tasks);
    expect(race?.[1]).toBe('race');
    // 25:00 is 5:00 min/km, faster than this runner's interval pace: one block reaches about 29:30, 5:50–5:55 min/km.
    expect(race?.[2]).toMatch(/^5:[45]\d$/);
  });

  it('is honest about the gap: 8 VDOT points, what a block brings, a retest and more blocks', async () => {
    const { description } = await plan(...request);
    expect(description).toContain('The goal is VDOT 38, 8 points above your race: more than one block.');
    expect(description).toMatch(/about 29:\d\d for the 5K; race or time-trial at its end/);
    expect(description).toMatch(/expect about 4 blocks/);
  });

  it.each([
    ['parkrun most Saturdays in 27:30', 'a sub-25 parkrun', '5K'],
    ['I run 10k in 58 minutes', '10k under 50 minutes', '10K'],
    ['ran a 10k race last month in 55:10', 'a faster 10k', '10K'],
  ])('reads “%s” → “%s” the same way, at the %s', async (current, target, distance) => {
    expect(trackOf(current, target)).toBe(FASTER);
    const roadmap = await plan(current, target, 45, 4);
    expect(roadmap.weeks.map((w) => w.title)).toContain(`Week 4: Step back and a ${distance} time trial`);
    expect(everything(roadmap)).not.toMatch(/already past/);
  });

  it('adds an easy recovery run, never a second hard day, for a runner with six days', async () => {
    const week = (await plan('I run parkrun every Saturday in 24:10', 'parkrun under 22 minutes', 60, 6)).weeks[1]!;
    const sessions = week.days.map((d) => d.tasks[0]!.title);
    expect(sessions.filter((t) => /^Easy run/.test(t))).toHaveLength(2);
    expect(sessions.filter((t) => /^(Intervals|Tempo|Race pace)/.test(t))).toHaveLength(1);
  });

  it.each([
    ['I sit all day', 'run 5k in under 30 minutes'],
    ['I run 5k three times a week', 'a half marathon'],
    ['never run, I walk a lot', 'a 5k in 35 minutes'],
  ])('is not chosen for “%s” → “%s” (a first 5K, a longer distance, never run)', (current, target) => {
    expect(trackOf(current, target)).not.toBe(FASTER);
  });

  it('trains a half-marathon time goal after a half in the half block again, at the half’s paces', async () => {
    const roadmap = await plan('ran a half marathon in 2:05 last spring', 'half marathon under 1:55', 60, 4);
    expect(roadmap.description).not.toMatch(/already past|towards Marathon/);
    expect(roadmap.weeks[0]!.title).toMatch(/^Week 1: Half block/);
    expect(roadmap.weeks.at(-1)!.title).toMatch(/Taper and your half marathon$/);
    expect(tasksOf(roadmap).join('\n')).toMatch(/Your tempo \(threshold\) pace, 5:4\d min\/km/);
  });
});

describe('a person who never ran, aiming beyond 5K', () => {
  const request = ['I walk my dog 30 minutes a day, never ran', 'finish a 10k trail race in October', 45, 3] as const;

  it('starts at Couch to 5K’s first week and says how long the whole way takes', async () => {
    const roadmap = await plan(...request);
    expect(roadmap.weeks[0]!.title).toBe('Week 1: First run/walk intervals: 60 s run, 90 s walk');
    expect(everything(roadmap)).not.toMatch(/^Week 1: Consolidate/m);
    expect(roadmap.description).toMatch(/reaches 10K \(running 10 km\) in about 1\d weeks/);
  });

  it('gets trail notes — hills, roots and stones, trail shoes, walking the steep parts — in the later weeks only', async () => {
    const roadmap = await plan(...request);
    const weekOf = (n: number) => JSON.stringify(roadmap.weeks[n]);
    const trail = /walk the steep climbs[^"]*trail shoes|trail shoes[^"]*walk the steep climbs/;
    expect(roadmap.weeks.some((w) => trail.test(JSON.stringify(w)))).toBe(true);
    for (const n of [0, 4, 8]) expect(weekOf(n)).not.toMatch(/trail shoes/);
  });

  it('keeps the trail notes out of a road runner’s plan', async () => {
    const roadmap = await plan('I run 5k twice a week', 'a 10k road race', 60, 3);
    expect(everything(roadmap)).not.toMatch(/trail shoes/);
    expect(everything(roadmap)).toMatch(/the kind of ground and hills your race has/);
  });

  it.each([
    ['never run in my life', 'a half marathon'],
    ['I have never run, I cycle to work', 'run a 10k'],
  ])('starts “%s” → “%s” at the run/walk intervals too', async (current, target) => {
    const roadmap = await plan(current, target, 45, 3);
    expect(roadmap.weeks[0]!.title).toMatch(/^Week 1: (Walking base|First run\/walk intervals)/);
  });
});

describe('a walker after a hip replacement, aiming at a long-distance path', () => {
  const request = [
    '68, had a hip replacement last year, cleared by my surgeon',
    'walk the Cotswold Way in stages with my wife',
    60,
    4,
  ] as const;

  // A path walked over several days is its own track since decision 250: two days back to back, the pack,
  // the route's own stages, beds and waymarks.
  it('is the several days’ walk, and never the knee-pain template', async () => {
    expect(trackOf(request[0], request[1])).toBe(MULTI_DAY);
    const text = everything(await plan(...request));
    expect(text).not.toMatch(/about the pain|pain check|Book a GP/i);
  });

  it('follows the surgeon’s and physiotherapist’s advice, in a line said first', async () => {
    const { description } = await plan(...request);
    expect(description).toMatch(/^You had a joint replaced: follow your surgeon’s and physiotherapist’s advice/);
  });

  it('grows the walks in time with the pack, boots and blisters, two days back to back and the stages planned', async () => {
    const roadmap = await plan(...request);
    const tasks = tasksOf(roadmap).join('\n');
    for (const step of [
      /^Longer walk: 90 minutes in the boots you will wear on the Cotswold Way/m,
      /^Long walk: 2 hours on paths, with a small pack/m,
      /^Back to back: an hour's walk on the day beside the long one/m,
      /^Long walk: a day of the Cotswold Way/m,
      /blister/i,
      /^Read the guide to the Cotswold Way: its stages/m,
      /Naismith/,
    ])
      expect(tasks).toMatch(step);
    expect(tasks).toMatch(/Ready for the Cotswold Way/);
    expect(tasks).not.toMatch(/\brun\b|jog/i);
  });

  it.each([
    ['I walk to the shops', 'hike the West Highland Way next summer', 'the West Highland Way'],
    ['knee replacement two years ago, physio says I can walk more', 'walk the Camino de Santiago', 'the Camino de Santiago'],
    ['I walk an hour most days', 'walk the Dales Way in stages with a friend', 'the Dales Way'],
  ])('reads “%s” → “%s” as a walk of several days, the route named as %s', async (current, target, route) => {
    expect(trackOf(current, target)).toBe(MULTI_DAY);
    expect(tasksOf(await plan(current, target, 45, 3)).join('\n')).toContain(`Read the guide to ${route}: its stages`);
  });

  it('reads “I walk 20 minutes at lunch” → “climb Snowdon with my kids in the summer” as a mountain in a day, up and down Snowdon (decision 392)', async () => {
    expect(trackOf('I walk 20 minutes at lunch', 'climb Snowdon with my kids in the summer')).toBe(
      'A mountain in a day: Ben Nevis, Snowdon, a Munro',
    );
    const tasks = tasksOf(await plan('I walk 20 minutes at lunch', 'climb Snowdon with my kids in the summer', 45, 3)).join('\n');
    expect(tasks).toContain('The climb: up Yr Wyddfa (Snowdon) to the top');
    expect(tasks).not.toMatch(/its stages/);
  });

  it.each([
    ['I sit all day', 'walk more every day'],
    ['I walk my dog', 'finish a 10k trail race'],
    ['I walk a lot', 'run on the coast path'],
  ])('is not chosen for “%s” → “%s” (walking more each day, a race, a run)', (current, target) => {
    expect(trackOf(current, target)).not.toBe(WALKING);
    expect(trackOf(current, target)).not.toBe(MULTI_DAY);
  });
});

describe('a hill walk’s last week (read as a walking leader)', () => {
  it('calls the mountain day its final session, the climb and the descent together, never a race', async () => {
    const { description } = await plan('I swim twice a week but my knees click on stairs', 'hike Ben Nevis with my son in August', 60, 3);
    // A mountain climbed in a day is its own track since decision 392: its day is the climb and the descent.
    expect(description).toMatch(/Your event's day takes about 7 h 30 min/);
    expect(description).not.toMatch(/\brace\b/);
  });
});
