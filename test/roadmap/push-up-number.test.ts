import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { asker } from './ask';

/**
 * A push-up number, read as a strength coach would (issue #36, round 8, decision 104): the number and the
 * movement named are the plan's target, trained by the push-up progression (incline to floor, sets sized
 * from a test, a retest every two weeks), never diluted with pull-up negatives and dead hangs, and the
 * plan's length says how long that number takes.
 */

const ask = asker(30);
const tasks = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const textOf = (p: RoadmapPlan) =>
  tasks(p)
    .map((t) => `${t.title} ${t.description}`)
    .join('\n');
const plan = (current: string, target: string) => generateRoadmap(ask('Physical Fitness', current, target), builtinProvider);

describe('a push-up number, as a strength coach reads it', () => {
  it('“about 8 push-ups” → “20 push-ups in a row”: aims at 20, trains push-ups from a test, and no pull-ups', async () => {
    const p = await plan('I can do about 8 push-ups', '20 push-ups in a row');
    expect(readBack(ask('Physical Fitness', 'I can do about 8 push-ups', '20 push-ups in a row')).track.name).toBe(
      'Push-ups: your number, by a progression',
    );
    expect(p.title).toBe('Physical Fitness: 20 push-ups');
    expect(p.description).toMatch(/reaches 20 push-ups \(20 clean push-ups in one set\) in about \d+ weeks/);
    const text = textOf(p);
    expect(tasks(p)[0]!.title).toMatch(/^Test: as many clean push-ups as you can/);
    expect(text).toMatch(/wall, kitchen counter, table, a stair or bench, the floor/);
    expect(text).not.toMatch(/pull-up|negatives|dead hang|chin-up/i);
    // The last week tests the number, fresh, after a lighter session.
    const last = p.weeks.at(-1)!;
    expect(last.title).toMatch(/Test week: 20 push-ups/);
    expect(last.days.at(-1)!.tasks[0]!.title).toMatch(/^Test: as many clean push-ups/);
  });

  it.each([
    ['I can’t do a single push-up', 'do 10 press-ups', '10 push-ups'],
    ['I do 25 push-ups most mornings', 'get to 50 push-ups', '50 push-ups'],
    ['I can do 12 push-ups', 'thirty push-ups by summer', '30 push-ups'],
  ])('“%s” → “%s” aims at %s', async (current, target, rung) => {
    const p = await plan(current, target);
    expect(p.title).toBe(`Physical Fitness: ${rung}`);
    expect(p.weeks.at(-1)!.title).toBe(`Week ${p.weeks.length}: Test week: ${rung}`);
    expect(textOf(p)).not.toMatch(/pull-up|negatives|dead hang/i);
  });

  it('a person already at 25 starts past the early tests, and a hundred is said to take longer than the plan', async () => {
    const from25 = await plan('I do 25 push-ups most mornings', 'get to 50 push-ups');
    const from0 = await plan('I can’t do a single push-up', 'get to 50 push-ups');
    expect(from25.weeks.length).toBeLessThan(from0.weeks.length);
    expect(from25.weeks.map((w) => w.title).join('\n')).not.toMatch(/Test week: (10|20) push-ups/);
    const hundred = await plan('I can do 30 push-ups', '100 push-ups in one go');
    expect(hundred.description).toMatch(/More than 50 push-ups in a set goes past this plan’s last test/);
  });

  it('push-ups beside pull-ups stay on the whole-body strength track; a pull-up alone has its own (decision 118)', () => {
    const named = (current: string, target: string) => readBack(ask('Physical Fitness', current, target)).track.name;
    expect(named('I lift weights three times a week', 'do my first pull-up')).toBe('Pull-ups: your first, then your number');
    expect(named('never trained', '10 push-ups and 5 pull-ups')).toBe('Strength: push-ups, pull-ups, squats');
  });

  it.each([
    ['I’m a woman of 38, never did strength training, I can do 3 knee push-ups', '10 full push-ups'],
    ['I am 42 and manage a few push-ups on my knees', '10 push-ups'],
    ['I can do 25 incline push-ups against the kitchen counter', '10 push-ups on the floor'],
    ['aged 31, no push-ups yet', '10 push-ups'],
  ])(
    '“%s”: an age or a number of easier push-ups is no count of floor push-ups, so the plan starts from its test',
    async (current, target) => {
      const p = await plan(current, target);
      expect(p.description).not.toMatch(/already past/);
      expect(p.title).toBe('Physical Fitness: 10 push-ups');
      expect(tasks(p)[0]!.title).toMatch(/^Test: as many clean push-ups as you can/);
    },
  );
});
