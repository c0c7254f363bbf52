import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask } from './language-ask';

/**
 * A language week's closing day of practice on short days (issue #39 items 2–3, decision 317): a fixed 15-minute block of
 * practice and the week's 5-minute check made a 20-minute day of 15. The closing day now takes a block that fits beside its
 * check. (Lessons longer than the day are not cut yet: decision 317, Not done.)
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const minutesOf = (day: Plan['weeks'][number]['days'][number]) => day.tasks.reduce((n, t) => n + t.estimatedMinutes, 0);
/** Days of practice that close their week with its check. */
const checkDays = (plan: Plan) =>
  plan.weeks
    .flatMap((w) => w.days)
    .filter((d) => /^Day \d+: Practice\b/.test(d.title) && d.tasks.some((t) => /^Milestone: /.test(t.title)));

describe('a short day of practice that closes the week holds its check within the day', () => {
  it.each([
    ['French', 'A2', 'pass DELF B1', 15, 5],
    ['Chinese', 'complete beginner', 'chat with my in-laws', 15, 7],
    ['Hindi', 'complete beginner', 'talk with my husband’s family at our wedding in Jaipur', 20, 5],
    ['Italian', 'I know a few words', 'order food and chat on holiday in Sicily in May', 15, 3],
  ])('%s, “%s” → “%s” at %i × %i', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    const closing = checkDays(plan);
    expect(closing.length).toBeGreaterThan(3);
    expect(closing.filter((d) => minutesOf(d) > minutes * 1.1).map((d) => d.tasks.map((t) => t.title))).toEqual([]);
    // The day still practises: a block beside the check, not the check alone.
    for (const day of closing) expect(day.tasks.filter((t) => !/^Milestone: /.test(t.title)).length).toBeGreaterThan(0);
  });

  // (Decision 373: at 10 minutes the closing day was the 10-minute block and the check, 15; now its block goes to 5.)
  it('at 10 minutes a day the closing day is a 5-minute block and the check, the day itself', async () => {
    const plan = await planFor('Korean', 'I can read Hangul', "talk to my girlfriend's parents in Korean at Chuseok", 10, 4);
    const closing = checkDays(plan);
    expect(closing.length).toBeGreaterThan(3);
    for (const day of closing) expect(minutesOf(day)).toBeLessThanOrEqual(10);
    for (const day of closing) expect(day.tasks.filter((t) => !/^Milestone: /.test(t.title)).length).toBeGreaterThan(0);
  });

  it('at 30 minutes a day nothing changes: the closing day of practice may hold its full block (negative)', async () => {
    const plan = await planFor('French', 'A2', 'pass DELF B1', 30, 5);
    expect(checkDays(plan).some((d) => d.tasks.some((t) => !/^Milestone: /.test(t.title) && t.estimatedMinutes >= 20))).toBe(true);
  });
});
