import { todayIn, type Goal, type Week, type WeekChange, type WeekReview } from '../../../contract';

/**
 * A week in review (issue #28) in numbers: a week has ended once its last scheduled day has passed in
 * the goal's own time zone; what was planned and done, its milestone, and what the person said.
 */

export type ReviewAnswer = NonNullable<WeekReview['answer']>;

/** What the person gave for a week, as kept beside the goal (store/review.ts). */
export interface ReviewGiven {
  answer: ReviewAnswer;
  change?: WeekChange;
  summary?: string;
}

const MILESTONE = /^Milestone: /;

/** A week in numbers, or undefined while it has not ended (or has no dated days). */
export function reviewOf(week: Week, today: string, given?: Partial<ReviewGiven>): WeekReview | undefined {
  const { answer, change, summary } = given ?? {};
  const endedOn = week.days
    .map((d) => d.date ?? '')
    .sort()
    .at(-1);
  if (!endedOn || endedOn >= today) return undefined;
  const tasks = week.days.flatMap((d) => d.tasks);
  const minutes = (list: typeof tasks) => list.reduce((n, t) => n + (t.estimatedMinutes ?? 0), 0);
  const done = tasks.filter((t) => t.completed);
  const milestone = tasks.find((t) => MILESTONE.test(t.title));
  return {
    week: week.number,
    title: week.title,
    endedOn,
    planned: { tasks: tasks.length, minutes: minutes(tasks), days: week.days.length },
    done: { tasks: done.length, minutes: minutes(done), days: week.days.filter((d) => d.isCompleted).length },
    ...(milestone && { milestone: { title: milestone.title.replace(MILESTONE, ''), reached: milestone.completed } }),
    ...(answer && { answer }),
    ...(change && { change }),
    ...(summary && { summary }),
  };
}

/** Every ended week of a goal, with its answer and change once given, newest first. */
export function reviewsOf(goal: Goal, given: ReadonlyMap<number, ReviewGiven>, now: Date): WeekReview[] {
  const today = todayIn(goal.schedule?.timeZone, now);
  return (goal.weeks ?? [])
    .map((w) => reviewOf(w, today, given.get(w.number)))
    .filter((r): r is WeekReview => !!r)
    .reverse();
}
