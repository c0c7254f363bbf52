import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, tasksOf } from './language-ask';

/**
 * A language lesson longer than the person's day (issue #39 items 2–3, decision 317): a 20-minute lesson on 15-minute
 * days was one long day beside shortened practice ("Day 2 takes 20 minutes for its session"). It is now done over days
 * in order, said as sittings, and a week stacks no two lessons past the day and a tenth.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const dayMinutes = (plan: Plan) => plan.weeks.flatMap((w) => w.days.map((d) => d.tasks.reduce((n, t) => n + t.estimatedMinutes, 0)));
const over = (plan: Plan, minutes: number) => dayMinutes(plan).filter((m) => m > minutes * 1.1).length;

describe('a lesson longer than a short day is done over days, in order', () => {
  it.each([
    ['Italian', 'I know a few words', 'order food and chat on holiday in Sicily in May', 15, 3, 3],
    ['Japanese', 'I can read hiragana', 'read manga without a dictionary', 20, 6, 0],
    ['Hindi', 'complete beginner', 'talk with my husband’s family at our wedding in Jaipur', 20, 5, 2],
    ['German', 'beginner', 'talk to colleagues at work in Munich', 20, 3, 0],
    ['Chinese', 'complete beginner', 'chat with my in-laws', 15, 7, 6],
    ['French', 'A2', 'pass DELF B1', 15, 5, 3],
  ])('%s, “%s” → “%s” at %i × %i: at most %i days over the day and a tenth', async (option, current, target, minutes, days, most) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(over(plan, minutes)).toBeLessThanOrEqual(most);
    // A lesson cut to the day says so, and its sittings are on different days, in order.
    for (const week of plan.weeks)
      for (const day of week.days) {
        const sittings = day.tasks.map((t) => /^(.*) \(sitting (\d+) of \d+\)$/.exec(t.title)).filter((m) => !!m);
        expect(new Set(sittings.map((m) => m[1])).size).toBe(sittings.length);
      }
  });

  it('the Sicily learner at 15 × 3 does a 20-minute conjugation over two days, ten minutes each, the second picking up', async () => {
    const plan = await planFor('Italian', 'I know a few words', 'order food and chat on holiday in Sicily in May', 15, 3);
    const essere = plan.weeks.flatMap(tasksOf).filter((t) => /^Conjugate essere/.test(t.title));
    expect(essere.map((t) => [t.title.replace(/^.*\((sitting \d of \d)\)$/, '$1'), t.estimatedMinutes])).toEqual([
      ['sitting 1 of 2', 10],
      ['sitting 2 of 2', 10],
    ]);
    expect(essere[1]!.description).toMatch(/^Finish it: pick up where you stopped/);
    // No lesson of its own is longer than the day and a tenth: "a role-play for 2 minutes" is what it makes, cut too.
    const long = plan.weeks.flatMap(tasksOf).filter((t) => t.estimatedMinutes > 16.5);
    expect(long.map((t) => t.title)).toEqual([]);
    expect(plan.weeks.flatMap(tasksOf).some((t) => /^Role-play bar and market for 2 minutes.*\(sitting 1 of 2\)$/.test(t.title))).toBe(
      true,
    );
  });

  it('a learner with long days keeps a 20-minute lesson whole (negative)', async () => {
    const plan = await planFor('Italian', 'I know a few words', 'order food and chat on holiday in Sicily in May', 30, 5);
    const titles = plan.weeks.flatMap(tasksOf).map((t) => t.title);
    expect(titles.some((t) => /^Conjugate essere/.test(t))).toBe(true);
    expect(titles.filter((t) => /^Conjugate essere.*sitting/.test(t))).toEqual([]);
  });
});
