import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  pad,
  todayIn,
  WORKDAYS,
  type Adjustment,
  type Category,
  type Goal,
  type GoalStatus,
  type Placement,
  type Schedule,
} from '../../contract';
import type { CreateGoalInput } from '../../contract/schemas';
import { newAttemptId } from '../domain/ids';
import { progressPercent } from '../domain/goals/progress';
import { NotFoundError } from '../domain/errors';
import { ddb, queryAll, tableName, transact, TransactionConditionsFailed } from './dynamo';
import { GSI1 } from './table';
import { userPk } from './user-key';
import { dayDates } from '../domain/schedule/dates';
import type { PlanCalendar } from '../domain/adjust/draft';

/**
 * The goal item: what the goal is, where generation stands, and the counters Home needs. Its roadmap
 * (store/week.ts, day.ts, task.ts) lives under its sort key, so `begins_with(SK, "GOAL#{goalId}")`
 * reads the whole goal; the sparse index lists a user's goals without reading their roadmaps.
 *
 *   goal  PK USER#{sub}  SK GOAL#{goalId}  GSI1PK USER#{sub}#GOALS  GSI1SK {createdAt}#{goalId}
 */
export const goalSk = (goalId: string) => `GOAL#${goalId}`;
/** A week's review (store/review.ts): kept under the goal, so it goes with it. */
export const reviewSk = (goalId: string, week: number) => `${goalSk(goalId)}#REVIEW#${pad(week)}`;
export const goalKey = (userId: string, goalId: string) => ({ PK: userPk(userId), SK: goalSk(goalId) });
export const reviewKey = (userId: string, goalId: string, week: number) => ({ PK: userPk(userId), SK: reviewSk(goalId, week) });
export const goalsIndexPk = (userId: string) => `${userPk(userId)}#GOALS`;

/** An "Adjust plan" in progress (store/adjust.ts), with its attempt and the lease of the run making it. */
export interface AdjustmentItem extends Omit<Adjustment, 'weeks'> {
  attemptId: string;
  leaseRun?: string;
  leaseUntil?: string;
  generatedBy?: string;
}

export type GoalItem = {
  PK: string;
  SK: string;
  type: 'goal';
  id: string;
  title: string;
  description: string;
  category: Category;
  option: string;
  answers: CreateGoalInput['answers'];
  /** The user gave no title: the generated roadmap's title replaces the placeholder. */
  titleFromPlan: boolean;
  status: GoalStatus;
  failureReason?: string;
  /** The roadmap provider that wrote the plan. */
  generatedBy?: string;
  /**
   * The current generation attempt (set when the goal is created and on each Retry) and when it began:
   * only a run of this attempt may write the roadmap (store/generation.ts).
   */
  attemptId?: string;
  attemptStartedAt?: string;
  /** The run that claimed the attempt, and until when its claim holds. */
  leaseRun?: string;
  leaseUntil?: string;
  /** Its deletion has begun (store/delete-goal.ts): the goal reads as gone. */
  deleting?: boolean;
  totalDays: number;
  totalWeeks: number;
  completedDays: number;
  /** Every day id in roadmap order, and the set of complete ones: together they give the current day. */
  dayIds: string[];
  doneDays?: Set<string>;
  /** When the goal is worked on, and where its days stand on the calendar (contract/schedule.ts). */
  schedule?: Schedule;
  placement?: Placement;
  adjustment?: AdjustmentItem;
  /** The attempt of the adjustment accepted last, until another starts or one is discarded: a second accept answers with the goal. */
  accepted?: string;
  /** Archived (store/archive.ts): its plan slot was given back. */
  archivedAt?: string;
  createdAt: string;
  updatedAt: string;
  GSI1PK: string;
  GSI1SK: string;
};

/** Placeholder title until the roadmap names the goal, e.g. "Learn Spanish". */
function defaultTitle(input: CreateGoalInput): string {
  return input.category === 'languages' ? `Learn ${input.option}` : input.option;
}

/**
 * The goal's schedule. Without one in the request: from today (UTC), Monday to Friday. Goals made
 * before schedules existed read as daily from the day they were created.
 */
export function scheduleOf(item: Pick<GoalItem, 'schedule' | 'createdAt'>): Schedule {
  return item.schedule ?? { startDate: item.createdAt.slice(0, 10), weekdays: [1, 2, 3, 4, 5, 6, 7], timeZone: 'UTC' };
}

export function placementOf(item: Pick<GoalItem, 'schedule' | 'placement' | 'createdAt'>): Placement {
  return item.placement ?? { from: scheduleOf(item).startDate, pinned: {} };
}

/** The goal's calendar as the rules read it (domain/adjust/draft.ts). */
export function calendarOf(item: GoalItem): PlanCalendar {
  return { dayIds: item.dayIds, doneDays: new Set(item.doneDays ?? []), schedule: scheduleOf(item), placement: placementOf(item) };
}

/** Every day's date, by day id. */
export function datesOf(item: GoalItem): Map<string, string> {
  return dayDates(item.dayIds, scheduleOf(item).weekdays, placementOf(item));
}

/** A new goal, waiting for its roadmap. */
export function newGoalItem(userId: string, id: string, input: CreateGoalInput, now: string): GoalItem {
  const schedule = input.schedule
    ? { ...input.schedule, weekdays: [...new Set(input.schedule.weekdays)].sort((a, b) => a - b) }
    : { startDate: todayIn('UTC', new Date(now)), weekdays: WORKDAYS, timeZone: 'UTC' };
  return {
    ...goalKey(userId, id),
    type: 'goal',
    id,
    title: input.title ?? defaultTitle(input),
    description: input.description ?? '',
    category: input.category,
    option: input.option,
    answers: input.answers,
    titleFromPlan: !input.title,
    status: 'generating',
    attemptId: newAttemptId(),
    attemptStartedAt: now,
    totalDays: 0,
    totalWeeks: 0,
    completedDays: 0,
    dayIds: [],
    schedule,
    placement: { from: schedule.startDate, pinned: {} },
    createdAt: now,
    updatedAt: now,
    GSI1PK: goalsIndexPk(userId),
    GSI1SK: `${now}#${id}`,
  };
}

export function goalFromItem(item: GoalItem): Goal {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    category: item.category,
    option: item.option,
    status: item.status,
    ...(item.failureReason && { failureReason: item.failureReason }),
    progress: progressPercent(item.completedDays, item.totalDays),
    totalDays: item.totalDays,
    completedDays: item.completedDays,
    totalWeeks: item.totalWeeks,
    ...(item.generatedBy && { generatedBy: item.generatedBy }),
    ...(item.status === 'generating' && { generationStartedAt: item.attemptStartedAt ?? item.updatedAt }),
    createdAt: item.createdAt,
    schedule: scheduleOf(item),
    answers: item.answers,
    ...(item.adjustment && { adjustment: adjustmentFromItem(item.adjustment) }),
    ...(item.archivedAt && { archivedAt: item.archivedAt }),
  };
}

function adjustmentFromItem({ status, request, fromWeek, startedAt, failureReason, review }: AdjustmentItem): Adjustment {
  return { status, request, fromWeek, startedAt, ...(failureReason && { failureReason }), ...(review && { review }) };
}

export async function getGoalItem(userId: string, goalId: string, consistent = false): Promise<GoalItem | undefined> {
  const { Item } = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: goalKey(userId, goalId), ...(consistent && { ConsistentRead: true }) }),
  );
  return Item as GoalItem | undefined;
}

/** The user's goal items, oldest first: one Query of the sparse index. */
export async function listGoalItems(userId: string): Promise<GoalItem[]> {
  return (await queryAll({
    IndexName: GSI1.name,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': goalsIndexPk(userId) },
  })) as unknown as GoalItem[];
}

export async function goalTitles(userId: string): Promise<Map<string, string>> {
  return new Map((await listGoalItems(userId)).map((g) => [g.id, g.title]));
}

/** The time zone of the newest of these goals (UTC without one): the user's own day, where the device does not say. */
export function userZone(goals: readonly GoalItem[]): string {
  const newest = goals.filter((g) => !g.deleting).at(-1);
  return newest ? scheduleOf(newest).timeZone : 'UTC';
}

export const newestGoalZone = async (userId: string): Promise<string> => userZone(await listGoalItems(userId));

/**
 * Gives the goal the person's own name. From then on it is theirs: a plan made again (a retry) no
 * longer names it (`titleFromPlan`). Refused, as every write, once the account's deletion has begun.
 */
export async function renameGoal(userId: string, goalId: string, title: string, now = new Date()): Promise<Goal> {
  try {
    await transact(userId, {
      goal: {
        Update: {
          TableName: tableName(),
          Key: goalKey(userId, goalId),
          UpdateExpression: 'SET title = :title, titleFromPlan = :mine, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleting)',
          ExpressionAttributeValues: { ':title': title, ':mine': false, ':now': now.toISOString() },
        },
      },
    });
  } catch (error) {
    if (error instanceof TransactionConditionsFailed) throw new NotFoundError('Goal not found');
    throw error;
  }
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: goalKey(userId, goalId), ConsistentRead: true }));
  if (!Item) throw new NotFoundError('Goal not found');
  return goalFromItem(Item as GoalItem);
}
