import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { todayIn, type Feel, type Week, type WeekReview } from '../../contract';
import { ConflictError, NotFoundError } from '../domain/errors';
import { ddb, tableName } from './dynamo';
import { goalSk } from './goal';
import { getGoalWithRoadmap, readGoal } from './read-goal';
import { userPk } from './user-key';

/**
 * The week in review (issue #28, first increment): a goal's ended weeks in numbers, and how each felt
 * to the person. A week has ended once its last scheduled day has passed in the goal's own time zone.
 * Answers are kept beside the goal's roadmap, so deleting the goal removes them.
 *
 *   review  PK USER#{sub}  SK GOAL#{goalId}#REVIEW#{nn}  feel, note?, answeredAt
 */
const reviewSk = (goalId: string, week: number) => `${goalSk(goalId)}#REVIEW#${String(week).padStart(2, '0')}`;

type Answer = NonNullable<WeekReview['answer']>;

const MILESTONE = /^Milestone: /;

/** A week in numbers, or undefined while it has not ended (or has no dated days). */
function reviewOf(week: Week, today: string, answer?: Answer): WeekReview | undefined {
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
  };
}

/** The answers among a goal's items (read with it: store/read-goal.ts), by week. */
function answersIn(items: Record<string, unknown>[]): Map<number, Answer> {
  return new Map(
    items
      .filter((i) => i.type === 'review')
      .map((i) => [
        Number(i.week),
        { feel: i.feel as Feel, ...(i.note ? { note: String(i.note) } : {}), answeredAt: String(i.answeredAt) },
      ]),
  );
}

/** The goal's ended weeks, newest first, each with its answer once given: one Query. */
export async function weekReviews(userId: string, goalId: string, now = new Date()): Promise<WeekReview[]> {
  const { goal, items } = await readGoal(userId, goalId);
  const answers = answersIn(items);
  const today = todayIn(goal.schedule?.timeZone, now);
  return (goal.weeks ?? [])
    .map((w) => reviewOf(w, today, answers.get(w.number)))
    .filter((r): r is WeekReview => !!r)
    .reverse();
}

/**
 * Records how an ended week felt (answering again replaces the answer: a review can be given late, or
 * changed). A week that has not ended is a 409; a week the plan does not have, a 404.
 */
export async function answerReview(
  userId: string,
  goalId: string,
  week: number,
  answer: { feel: Feel; note?: string },
  now = new Date(),
): Promise<WeekReview> {
  const goal = await getGoalWithRoadmap(userId, goalId);
  const planned = goal.weeks?.find((w) => w.number === week);
  if (!planned) throw new NotFoundError('This plan has no such week.');
  const saved: Answer = { feel: answer.feel, ...(answer.note && { note: answer.note }), answeredAt: now.toISOString() };
  const review = reviewOf(planned, todayIn(goal.schedule?.timeZone, now), saved);
  if (!review) throw new ConflictError('This week has not ended yet: it can be reviewed once its last day has passed.');
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { PK: userPk(userId), SK: reviewSk(goalId, week), type: 'review', goalId, week, ...saved },
    }),
  );
  return review;
}
