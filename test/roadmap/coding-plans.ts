import { planMetrics } from '../../scripts/roadmaps/metrics';
import { plan, spreadAsker } from './read-plan';

export { firstWeek, plan, tasksOf, textOf } from './read-plan';

/** A Coding learner's request on `days` spread days a week, and its builtin plan, read as their mentor would. */
export const ask = spreadAsker('Coding');

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
