import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Category, Goal, GoalStatus, GoalSummary } from '../../contract';
import { NotFoundError, ConflictError, PlanLimitError, QuotaExceededError } from '../domain/errors';
import { dayId as makeDayId, newGoalId, newTaskId, parseDayId } from '../domain/ids';
import { currentDayId, progressPercent } from '../domain/progress';
import type { CreateGoalInput } from '../../contract/schemas';
import { ddb, tableName } from './client';
import { userPk } from './user-key';
import { goalLimit, profileKey, upsertProfileParts, type Identity } from './profile';
import { assembleWeeks, dayItem, goalSk, taskItem, weekItem, weekSk } from './roadmap-items';
import { GSI1 } from './table';
import { batchWrite, cancellationReasons, conditionFailed, deleteKeys, queryAll } from './transactions';

/**
 * The goal item and the goal-level operations: create (plan limit, daily quota and idempotency in one
 * transaction), read a whole goal, list summaries, store a generated roadmap, delete.
 *
 *   goal         PK USER#{sub}  SK GOAL#{goalId}        GSI1PK USER#{sub}#GOALS  GSI1SK {createdAt}#{goalId}
 *   quota        PK USER#{sub}  SK QUOTA#{yyyy-mm-dd}   count, expiresAt (TTL)
 *   idempotency  PK USER#{sub}  SK IDEMP#{key}          goalId, expiresAt (TTL)
 */

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
  totalDays: number;
  totalWeeks: number;
  completedDays: number;
  /** Every day id in roadmap order, and the set of complete ones: together they give the current day. */
  dayIds: string[];
  doneDays?: Set<string>;
  createdAt: string;
  updatedAt: string;
  GSI1PK: string;
  GSI1SK: string;
}

/** A roadmap as the generator hands it over (already validated and normalised). */
export interface RoadmapToStore {
  title: string;
  description: string;
  weeks: {
    number: number;
    title: string;
    description: string;
    days: {
      number: number;
      title: string;
      tasks: { title: string; description: string; difficulty: 'easy' | 'medium' | 'hard'; estimatedMinutes?: number }[];
    }[];
  }[];
}

export const goalKey = (userId: string, goalId: string) => ({ PK: userPk(userId), SK: goalSk(goalId) });
const goalsIndexPk = (userId: string) => `${userPk(userId)}#GOALS`;
const quotaKey = (userId: string, day: string) => ({ PK: userPk(userId), SK: `QUOTA#${day}` });
const idempotencyKey = (userId: string, key: string) => ({ PK: userPk(userId), SK: `IDEMP#${key}` });

const DAY_SECONDS = 24 * 60 * 60;
const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

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
    createdAt: item.createdAt,
  };
}

export interface CreateGoalOptions {
  idempotencyKey?: string;
  /** Generations allowed per user per UTC day. */
  dailyQuota: number;
  now?: Date;
}

/** Placeholder title until the roadmap names the goal, e.g. "Learn Spanish". */
function defaultTitle(input: CreateGoalInput): string {
  return input.category === 'languages' ? `Learn ${input.option}` : input.option;
}

/** The quota counter's part of a transaction: one more generation today, if the quota allows. */
function quotaUpdate(userId: string, now: string, dailyQuota: number) {
  return {
    Update: {
      TableName: tableName,
      Key: quotaKey(userId, now.slice(0, 10)),
      UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :quota',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':quota': dailyQuota, ':expires': epochSeconds(now) + 2 * DAY_SECONDS },
    },
  };
}

const quotaError = (quota: number) =>
  new QuotaExceededError(`You can generate ${quota} roadmaps a day. Please try again tomorrow.`);

/**
 * Creates a goal in status `generating`. One transaction checks the plan's goal limit, counts the
 * generation against the daily quota and records the idempotency key, so a double click or a race
 * never creates two goals or slips past a limit.
 */
export async function createGoal(
  identity: Identity,
  input: CreateGoalInput,
  options: CreateGoalOptions,
): Promise<{ goal: Goal; replayed: boolean }> {
  const now = (options.now ?? new Date()).toISOString();
  const id = newGoalId();
  const item: GoalItem = {
    ...goalKey(identity.userId, id),
    type: 'goal',
    id,
    title: input.title ?? defaultTitle(input),
    description: input.description ?? '',
    category: input.category,
    option: input.option,
    answers: input.answers,
    titleFromPlan: !input.title,
    status: 'generating',
    totalDays: 0,
    totalWeeks: 0,
    completedDays: 0,
    dayIds: [],
    createdAt: now,
    updatedAt: now,
    GSI1PK: goalsIndexPk(identity.userId),
    GSI1SK: `${now}#${id}`,
  };
  const profile = upsertProfileParts(identity, now);
  const freeLimit = goalLimit('free') ?? 0;
  const transactItems = [
    { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Update: {
        TableName: tableName,
        Key: profileKey(identity.userId),
        UpdateExpression: `SET ${profile.set} ADD goalCount :one`,
        ConditionExpression: 'attribute_not_exists(goalCount) OR goalCount < :limit OR #plan = :pro',
        ExpressionAttributeNames: profile.names,
        ExpressionAttributeValues: { ...profile.values, ':one': 1, ':limit': freeLimit, ':pro': 'pro' },
      },
    },
    quotaUpdate(identity.userId, now, options.dailyQuota),
    ...(options.idempotencyKey
      ? [
          {
            Put: {
              TableName: tableName,
              Item: { ...idempotencyKey(identity.userId, options.idempotencyKey), goalId: id, expiresAt: epochSeconds(now) + DAY_SECONDS },
              ConditionExpression: 'attribute_not_exists(PK)',
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
            },
          },
        ]
      : []),
  ];
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: transactItems }));
    return { goal: goalFromItem(item), replayed: false };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const previous = reasons[3]?.item?.goalId;
    if (conditionFailed(reasons[3]) && typeof previous === 'string') {
      const existing = await getGoalItem(identity.userId, previous);
      if (existing) return { goal: goalFromItem(existing), replayed: true };
      throw new ConflictError('This request was already used for a goal that has since been deleted.');
    }
    if (conditionFailed(reasons[1])) {
      throw new PlanLimitError(
        `The Free plan includes ${freeLimit} goal. Upgrade to Pro for unlimited goals, or delete your current goal first.`,
      );
    }
    if (conditionFailed(reasons[2])) throw quotaError(options.dailyQuota);
    throw error;
  }
}

export async function getGoalItem(userId: string, goalId: string): Promise<GoalItem | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: tableName, Key: goalKey(userId, goalId) }));
  return Item as GoalItem | undefined;
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

/** The goal with its weeks → days → tasks (weeks only once the roadmap is ready). */
export async function getGoalWithRoadmap(userId: string, goalId: string): Promise<Goal> {
  const items = await goalItems(userId, goalId);
  const goalItem = items.find((i) => i.type === 'goal') as GoalItem | undefined;
  if (!goalItem) throw new NotFoundError('Goal not found');
  const goal = goalFromItem(goalItem);
  return { ...goal, weeks: goalItem.status === 'ready' ? assembleWeeks(items) : [] };
}

async function listGoalItems(userId: string): Promise<GoalItem[]> {
  return (await queryAll({
    IndexName: GSI1.name,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': goalsIndexPk(userId) },
  })) as unknown as GoalItem[];
}

export async function goalTitles(userId: string): Promise<Map<string, string>> {
  return new Map((await listGoalItems(userId)).map((g) => [g.id, g.title]));
}

/**
 * Summaries for Home and the sidebar: one Query for the goals, then one Query per ready goal (in
 * parallel) for the week holding its current day.
 */
export async function listGoalSummaries(userId: string): Promise<GoalSummary[]> {
  const goals = await listGoalItems(userId);
  return Promise.all(
    goals.map(async (item): Promise<GoalSummary> => {
      const goal = goalFromItem(item);
      const current = item.status === 'ready' ? currentDayId(item.dayIds, new Set(item.doneDays ?? [])) : undefined;
      const parsed = current ? parseDayId(current) : undefined;
      if (!parsed) return goal;
      const { Items = [] } = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': weekSk(item.id, parsed.week) },
        }),
      );
      const [week] = assembleWeeks(Items);
      if (!week) return goal;
      const { days, ...currentWeek } = week;
      return { ...goal, currentWeek, currentDay: days.find((d) => d.id === current) };
    }),
  );
}

async function childKeys(userId: string, goalId: string) {
  const prefix = `${goalSk(goalId)}#`;
  return (await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefix },
    ProjectionExpression: 'PK, SK',
  })) as { PK: string; SK: string }[];
}

/**
 * Stores a generated roadmap: every week, day and task first, then — in one conditional update — the
 * goal's status `ready`, so no reader ever sees half a roadmap as ready. Returns false (and removes
 * what it wrote) when the goal was deleted or is no longer generating.
 */
export async function saveRoadmap(
  userId: string,
  goalId: string,
  plan: RoadmapToStore,
  options: { adoptTitle: boolean },
): Promise<boolean> {
  await deleteKeys(await childKeys(userId, goalId)); // leftovers of an interrupted earlier attempt
  const now = new Date().toISOString();
  const items: Record<string, unknown>[] = [];
  const dayIds: string[] = [];
  for (const week of plan.weeks) {
    items.push(weekItem(userId, goalId, { number: week.number, title: week.title, description: week.description }));
    for (const day of week.days) {
      const id = makeDayId(week.number, day.number);
      dayIds.push(id);
      items.push(dayItem(userId, goalId, { week: week.number, number: day.number, title: day.title, totalTasks: day.tasks.length }));
      day.tasks.forEach((task, order) =>
        items.push(taskItem(userId, goalId, id, { id: newTaskId(), ...task, order, createdAt: now })),
      );
    }
  }
  await batchWrite(items.map((Item) => ({ PutRequest: { Item } })));
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: goalKey(userId, goalId),
        UpdateExpression:
          'SET #status = :ready, totalDays = :days, totalWeeks = :weeks, completedDays = :zero, dayIds = :dayIds, updatedAt = :now' +
          (options.adoptTitle ? ', #title = :title, #description = :description' : '') +
          ' REMOVE failureReason, doneDays',
        ConditionExpression: '#status = :generating',
        ExpressionAttributeNames: {
          '#status': 'status',
          ...(options.adoptTitle && { '#title': 'title', '#description': 'description' }),
        },
        ExpressionAttributeValues: {
          ':ready': 'ready',
          ':generating': 'generating',
          ':days': dayIds.length,
          ':weeks': plan.weeks.length,
          ':zero': 0,
          ':dayIds': dayIds,
          ':now': now,
          ...(options.adoptTitle && { ':title': plan.title, ':description': plan.description }),
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    await deleteKeys(await childKeys(userId, goalId));
    return false;
  }
  return true;
}

export async function markGenerationFailed(userId: string, goalId: string, reason: string): Promise<void> {
  await ddb
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: goalKey(userId, goalId),
        UpdateExpression: 'SET #status = :failed, failureReason = :reason, updatedAt = :now',
        ConditionExpression: '#status = :generating',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':generating': 'generating',
          ':reason': reason.slice(0, 500),
          ':now': new Date().toISOString(),
        },
      }),
    )
    .catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });
}

/** Puts a failed goal back to `generating` (counted against the daily quota). */
export async function startRetry(userId: string, goalId: string, dailyQuota: number): Promise<Goal> {
  const now = new Date().toISOString();
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: goalKey(userId, goalId),
              UpdateExpression: 'SET #status = :generating, updatedAt = :now REMOVE failureReason',
              ConditionExpression: '#status = :failed',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':generating': 'generating', ':failed': 'failed', ':now': now },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
          quotaUpdate(userId, now, dailyQuota),
        ],
      }),
    );
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    if (conditionFailed(reasons[0])) {
      if (!reasons[0].item) throw new NotFoundError('Goal not found');
      throw new ConflictError(`Only a failed goal can be retried; this one is ${String(reasons[0].item.status)}.`);
    }
    if (conditionFailed(reasons[1])) throw quotaError(dailyQuota);
    throw error;
  }
  const item = await getGoalItem(userId, goalId);
  if (!item) throw new NotFoundError('Goal not found');
  return goalFromItem(item);
}

/** Deletes every item under the goal, then the goal itself, and frees its slot in the plan. */
export async function deleteGoal(userId: string, goalId: string): Promise<void> {
  if (!(await getGoalItem(userId, goalId))) throw new NotFoundError('Goal not found');
  await deleteKeys(await childKeys(userId, goalId));
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName, Key: goalKey(userId, goalId), ConditionExpression: 'attribute_exists(PK)' } },
          {
            Update: {
              TableName: tableName,
              Key: profileKey(userId),
              UpdateExpression: 'ADD goalCount :minusOne',
              ConditionExpression: 'goalCount > :zero',
              ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    if (conditionFailed(reasons[0])) throw new NotFoundError('Goal not found'); // deleted concurrently
    // No counted slot to free (a profile written before counting existed): delete the goal alone.
    await ddb.send(new DeleteCommand({ TableName: tableName, Key: goalKey(userId, goalId) }));
  }
}
