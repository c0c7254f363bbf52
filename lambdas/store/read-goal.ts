import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { parseDayId, todayIn, type ExportedReview, type Goal, type GoalSummary } from '../../contract';
import { NotFoundError } from '../domain/errors';
import { currentDayId } from '../domain/goals/progress';
import { assembleWeeks, type PlanParts } from '../domain/goals/weeks';
import { previewWeeks } from '../domain/adjust/draft';
import { decodeDraft } from './adjust-draft';
import { dayFromItem, type DayItem } from './day';
import { ddb, queryAll, tableName } from './dynamo';
import { calendarOf, datesOf, goalFromItem, goalSk, reviewKey, scheduleOf, type GoalItem } from './goal';
import { taskFromItem, type TaskItem } from './task';
import { userPk } from './user-key';
import { weekFromItem, weekSk, type WeekItem } from './week';
import { behindDays } from '../domain/schedule/dates';

/** A plan's parts from the items of one goal, in any order; items of other kinds are ignored. */
export function planParts(items: Record<string, unknown>[]): PlanParts {
  const of = (type: string) => items.filter((i) => i.type === type);
  return {
    weeks: of('week').map((i) => weekFromItem(i as WeekItem)),
    days: of('day').map((i) => dayFromItem(i as DayItem)),
    tasks: of('task').map((i) => ({ task: taskFromItem(i), order: (i as TaskItem).order })),
  };
}

/** Every item of one goal, the goal item included: one Query, paginated per 1 MB. */
async function goalItems(userId: string, goalId: string): Promise<Record<string, unknown>[]> {
  const prefix = goalSk(goalId);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefix },
  });
  // begins_with("GOAL#ab") would also match "GOAL#abc…": keep only this goal's own items.
  return items.filter((i) => i.SK === prefix || String(i.SK).startsWith(`${prefix}#`));
}

/**
 * What the export keeps of a goal beyond its item: its plan's parts (none before it is ready), the
 * tasks the person added (no generation run wrote them) and its reviews, oldest first. Two Queries.
 */
export async function readGoalRecord(
  userId: string,
  item: GoalItem,
): Promise<{ parts: PlanParts; addedByUser: Set<string>; reviews: ExportedReview[] }> {
  const prefix = goalSk(item.id);
  const under = (part: string) =>
    item.status === 'ready'
      ? queryAll({
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': `${prefix}#${part}#` },
        })
      : Promise.resolve([]);
  const [items, reviewItems] = await Promise.all([under('W'), under('REVIEW')]);
  return {
    parts: planParts(items),
    addedByUser: new Set(items.filter((i) => i.type === 'task' && !i.runId).map((i) => String(i.id))),
    reviews: reviewItems
      .map((r): ExportedReview => ({
        week: Number(r.week),
        feel: r.feel as ExportedReview['feel'],
        ...(r.note ? { note: String(r.note) } : {}),
        answeredAt: String(r.answeredAt),
        ...(r.change ? { change: r.change as ExportedReview['change'] } : {}),
        ...(r.summary ? { summary: String(r.summary) } : {}),
      }))
      .sort((a, b) => a.week - b.week),
  };
}

/** The goal with its weeks → days → tasks (weeks only once the roadmap is ready). */
export async function getGoalWithRoadmap(userId: string, goalId: string): Promise<Goal> {
  return (await readGoal(userId, goalId)).goal;
}

/** The goal as getGoalWithRoadmap answers it, with every item of it read by the same Query (its reviews among them). */
export async function readGoal(userId: string, goalId: string): Promise<{ goal: Goal; items: Record<string, unknown>[] }> {
  const items = await goalItems(userId, goalId);
  const goalItem = items.find((i) => i.type === 'goal') as GoalItem | undefined;
  if (!goalItem || goalItem.deleting) throw new NotFoundError('Goal not found');
  const goal: Goal = {
    ...goalFromItem(goalItem),
    weeks: goalItem.status === 'ready' ? assembleWeeks(planParts(items), datesOf(goalItem)) : [],
  };
  // An adjusted plan ready for review is shown beside the current one.
  const adjustment = goalItem.adjustment;
  const draft = adjustment?.status === 'ready' && items.find((i) => i.type === 'adjustDraft' && i.attemptId === adjustment.attemptId);
  if (goal.adjustment && draft)
    goal.adjustment.weeks = previewWeeks(calendarOf(goalItem), adjustment, await decodeDraft(draft.plan as Uint8Array), {
      id: goalItem.id,
      at: goalItem.updatedAt,
    });
  return { goal, items };
}

/** The latest week whose last day is before `today`, and that day: the week a review is due for, if not given. */
function lastEndedWeek(
  dayIds: readonly string[],
  dates: ReadonlyMap<string, string>,
  today: string,
): { week: number; endedOn: string } | undefined {
  const lastDay = new Map<number, string>();
  for (const id of dayIds) {
    const date = dates.get(id);
    const week = parseDayId(id)!.week;
    if (date && date > (lastDay.get(week) ?? '')) lastDay.set(week, date);
  }
  const [week, endedOn] = [...lastDay].filter(([, last]) => last < today).sort(([a], [b]) => b - a)[0] ?? [];
  return week === undefined ? undefined : { week, endedOn: endedOn! };
}

async function isReviewed(userId: string, goalId: string, week: number): Promise<boolean> {
  const { Item } = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: reviewKey(userId, goalId, week), ProjectionExpression: 'SK' }),
  );
  return !!Item;
}

/**
 * The summaries of these goals for Home and the sidebar: one Query per ready goal (in parallel) for
 * the week holding its current day, and, once a week has ended, one read of whether it was reviewed
 * (Home offers the review when not).
 */
export async function goalSummaries(userId: string, goals: readonly GoalItem[], now = new Date()): Promise<GoalSummary[]> {
  return Promise.all(
    goals.map(async (item): Promise<GoalSummary> => {
      const done = new Set(item.doneDays ?? []);
      const dates = datesOf(item);
      const today = todayIn(scheduleOf(item).timeZone, now);
      const current = item.status === 'ready' ? currentDayId(item.dayIds, done) : undefined;
      const parsed = current ? parseDayId(current) : undefined;
      const ended = item.status === 'ready' && !item.archivedAt ? lastEndedWeek(item.dayIds, dates, today) : undefined;
      const [{ Items = [] }, reviewed] = await Promise.all([
        parsed
          ? ddb().send(
              new QueryCommand({
                TableName: tableName(),
                KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
                ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': weekSk(item.id, parsed.week) },
              }),
            )
          : { Items: [] },
        ended ? isReviewed(userId, item.id, ended.week) : true,
      ]);
      const goal: GoalSummary = {
        ...goalFromItem(item),
        behindDays: behindDays(dates, done, today),
        ...(!reviewed && { reviewDue: ended! }),
      };
      if (!parsed) return goal;
      const [week] = assembleWeeks(planParts(Items), dates);
      if (!week) return goal;
      const { days, ...currentWeek } = week;
      return { ...goal, currentWeek, currentDay: days.find((d) => d.id === current) };
    }),
  );
}
