import type { Goal } from '../../../contract';

/**
 * The first week of the goal with nothing done in it: no complete day, no completed task. An
 * adjustment (decision 021) and a review's "this week once more" (decision 036) replace the weeks from
 * there on; the weeks before it are the person's history and stay.
 */
export function firstOpenWeek(goal: Goal, doneDays: ReadonlySet<string>): number {
  const weeks = goal.weeks ?? [];
  let first = weeks.length + 1;
  for (let i = weeks.length - 1; i >= 0; i--) {
    const week = weeks[i]!;
    const started = week.days.some((d) => doneDays.has(d.id) || d.tasks.some((t) => t.completed));
    if (started) break;
    first = week.number;
  }
  return first;
}
