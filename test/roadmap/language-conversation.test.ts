import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { planMetrics } from '../../scripts/roadmaps/metrics';
import { ask, tasksOf } from './language-ask';

/**
 * A spoken target with its length (decision 271): "a 10-minute conversation with my grandmother in Hindi" was never
 * a milestone (round 15's readings); a teacher counts it. Each week of practice closes on a conversation on its
 * theme, the minutes kept going timed against last week's, and the plan's last milestone is that conversation at the
 * length the target names, with the person it names.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const milestones = (plan: Plan) => plan.weeks.flatMap(tasksOf).filter((t) => /^Milestone:/.test(t.title));

describe('a conversation of a length the target names', () => {
  it.each([
    ['Hindi', 'complete beginner', 'have a 10-minute conversation with my grandmother in Hindi', 20, 3, 10, 'your grandmother'],
    ['Korean', 'beginner, I know hangul', 'chat for half an hour with my host family in Busan', 45, 5, 30, 'your host family'],
    ['Spanish', 'A2', 'talk for 15 minutes with my colleagues without switching to English', 30, 4, 15, 'your colleagues'],
    ['Japanese', 'beginner', 'a five-minute conversation with my Japanese boss', 60, 2, 5, 'your Japanese boss'],
    ['Italian', 'beginner', 'a 20 minute chat with my nonna in Naples', 10, 7, 20, 'your nonna'],
    ['Chinese', 'some pinyin', 'hold a ten-minute conversation in Mandarin', 120, 6, 10, 'a speaker of Chinese'],
  ])('%s, “%s” → “%s” (%i min × %i days)', async (option, current, target, minutes, days, length, whom) => {
    const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
    const all = milestones(plan);
    const last = all.at(-1)!;
    expect(last.title).toBe(`Milestone: Your ${length}-minute conversation in ${option} with ${whom}, by the clock`);
    expect(last.description).toMatch(new RegExp(`^${length} minutes in ${option} with ${whom}`));
    // The weeks of practice before it: a conversation each, timed against last week's.
    const timed = all.filter((m) =>
      new RegExp(`^Milestone: A conversation in ${option} on .+: the minutes kept going, timed$`).test(m.title),
    );
    expect(timed.length).toBeGreaterThan(0);
    for (const m of timed) expect(m.description).toMatch(new RegExp(`^Towards your ${length}-minute conversation`));
    expect(all.some((m) => /2-minute recording/.test(m.title))).toBe(false);
    const metrics = planMetrics(plan, minutes, days);
    expect([metrics.dangling, metrics.uncountable]).toEqual([0, 0]);
  });

  it.each([
    ['French', 'hold a conversation with my in-laws'],
    ['German', 'read a 10-minute article in German'],
    ['Spanish', 'give a 5-minute talk at work'],
    ['Spanish', 'give a talk for 5 minutes at the meetup'],
    ['Hindi', 'talk with my grandmother'],
  ])('%s, “%s”: no conversation length, the practice’s own milestone', async (option, target) => {
    const plan = await generateRoadmap(ask(option, 'beginner', target, 30, 4), builtinProvider);
    expect(milestones(plan).some((m) => /-minute conversation|minutes kept going/.test(m.title))).toBe(false);
  });
});
