import { SPREAD_WEEKDAYS } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { planMetrics } from '../../scripts/roadmaps/metrics';
import { asker } from './ask';

/** A Coding learner's request on `days` spread days a week, and its builtin plan, read as their mentor would. */
export const ask = (currentLevel: string, targetLevel: string, dailyMinutes: number, days: number): RoadmapRequest =>
  asker(dailyMinutes)('Coding', currentLevel, targetLevel, { daysPerWeek: days, weekdays: [...SPREAD_WEEKDAYS[days]!] });
export const plan = (request: RoadmapRequest) => generateRoadmap(request, builtinProvider);
export const tasksOf = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
export const textOf = (p: RoadmapPlan) =>
  tasksOf(p)
    .map((t) => `${t.title}\n${t.description}`)
    .join('\n');
/** The week (1-based) of the first task whose title or description matches, or undefined. */
export const firstWeek = (p: RoadmapPlan, words: RegExp) => {
  const index = p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => words.test(`${t.title}\n${t.description}`))));
  return index < 0 ? undefined : index + 1;
};

export type Learner = [current: string, target: string, minutes: number, days: number];

/**
 * A track's plans read as the others are (decision 082): no week repeats an earlier one, and the titles are
 * distinct on average (at 10 minutes a day a week's one task repeats its title daily, so distinct is averaged).
 */
export function readsAsTheOthers(people: readonly Learner[], distinctAtLeast: number): void {
  it.each(people)('“%s” → “%s” at %i minutes, %i days: no week repeats an earlier one', async (...person) => {
    expect(planMetrics(await plan(ask(...person)), person[2], person[3]).repeating).toBeLessThanOrEqual(0.1);
  });

  it(`gives them at least ${Math.round(distinctAtLeast * 100)}% distinct task titles on average`, async () => {
    const distinct = await Promise.all(
      people.map(async (person) => planMetrics(await plan(ask(...person)), person[2], person[3]).distinct),
    );
    expect(distinct.reduce((a, b) => a + b, 0) / distinct.length).toBeGreaterThanOrEqual(distinctAtLeast);
  });
}
