import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dayId, type Goal } from '../../contract';
import { ConflictError, NotFoundError } from '../domain/errors';
import { newTaskId } from '../domain/ids';
import { dayToItem } from './day';
import { ddb, deleteKeys, isConditionFailed, keysUnder, putAll, tableName, transact, TransactionConditionsFailed } from './dynamo';
import { getGoalItem, goalFromItem, goalKey, goalSk } from './goal';
import { countGeneration, quotaExceeded } from './quota';
import { taskToItem } from './task';
import { userPk } from './user-key';
import { weekToItem } from './week';

/**
 * The generation lifecycle of a goal: `generating` → `ready` (its roadmap stored) or `failed` (with a
 * reason), and a failed goal back to `generating` on Retry.
 */

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

const roadmapKeys = (userId: string, goalId: string) => keysUnder(userPk(userId), `${goalSk(goalId)}#`);

/**
 * Stores a generated roadmap: every week, day and task first, then — in one conditional update — the
 * goal's status `ready`, so no reader ever sees half a roadmap as ready. Returns false (and removes
 * what it wrote) when the goal was deleted or is no longer generating.
 */
export async function saveRoadmap(
  userId: string,
  goalId: string,
  plan: RoadmapToStore,
  options: { adoptTitle: boolean; generatedBy?: string },
): Promise<boolean> {
  await deleteKeys(await roadmapKeys(userId, goalId)); // leftovers of an interrupted earlier attempt
  const now = new Date().toISOString();
  const items: Record<string, unknown>[] = [];
  const dayIds: string[] = [];
  for (const week of plan.weeks) {
    items.push(weekToItem(userId, goalId, week));
    for (const day of week.days) {
      const id = dayId(week.number, day.number);
      dayIds.push(id);
      items.push(dayToItem(userId, goalId, { week: week.number, number: day.number, title: day.title, totalTasks: day.tasks.length }));
      day.tasks.forEach((task, order) => items.push(taskToItem(userId, goalId, id, { id: newTaskId(), ...task, order, createdAt: now })));
    }
  }
  await putAll(items);
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression:
          'SET #status = :ready, totalDays = :days, totalWeeks = :weeks, completedDays = :zero, dayIds = :dayIds, updatedAt = :now, generatedBy = :by' +
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
          ':by': options.generatedBy ?? 'unknown',
          ...(options.adoptTitle && { ':title': plan.title, ':description': plan.description }),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    await deleteKeys(await roadmapKeys(userId, goalId));
    return false;
  }
  return true;
}

export async function markGenerationFailed(userId: string, goalId: string, reason: string): Promise<void> {
  await ddb()
    .send(
      new UpdateCommand({
        TableName: tableName(),
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
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
}

/** Puts a failed goal back to `generating` (counted against the daily quota). */
export async function startRetry(userId: string, goalId: string, dailyQuota: number): Promise<Goal> {
  const now = new Date().toISOString();
  try {
    await transact({
      goal: {
        Update: {
          TableName: tableName(),
          Key: goalKey(userId, goalId),
          UpdateExpression: 'SET #status = :generating, updatedAt = :now REMOVE failureReason',
          ConditionExpression: '#status = :failed',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':generating': 'generating', ':failed': 'failed', ':now': now },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      quota: countGeneration(userId, now, dailyQuota),
    });
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    if (error.has('goal')) {
      const current = error.old('goal');
      if (!current) throw new NotFoundError('Goal not found');
      throw new ConflictError(`Only a failed goal can be retried; this one is ${String(current.status)}.`);
    }
    throw quotaExceeded(dailyQuota);
  }
  const item = await getGoalItem(userId, goalId);
  if (!item) throw new NotFoundError('Goal not found');
  return goalFromItem(item);
}
