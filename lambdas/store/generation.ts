import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { generationStuck, type PlannedRoadmap } from '../../contract';
import { ConflictError, NotFoundError } from '../domain/errors';
import { newAttemptId, newTaskId } from '../domain/ids';
import { ddb, deleteKeys, isConditionFailed, putAll, queryAll, tableName, transact, TransactionConditionsFailed, type Key } from './dynamo';
import { claimAttempt, failAttempt, holdsAttempt, stuckSince, whileHeld } from './attempt';
import { roadmapToItems } from './roadmap-items';
import { goalKey, goalSk, type GoalItem } from './goal';
import { countGeneration, quotaExceeded } from './quota';
import { taskToItem } from './task';
import { userPk } from './user-key';

/**
 * The generation lifecycle of a goal: `generating` → `ready` (its roadmap stored) or `failed` (with a
 * reason), and back to `generating` on Retry.
 *
 * Generation runs outside the request and its events arrive at least once, so every write is tied to
 * one attempt and one run. Creating a goal, and each Retry, starts an attempt (`attemptId`). A run of
 * that attempt first claims the goal (`leaseRun`, `leaseUntil`); a second delivery of the same event
 * finds it claimed and leaves without writing. Only the claiming run writes the roadmap — each item
 * tagged with its run — and only it may turn the goal `ready` or `failed`. A claim outlives the
 * generator's timeout, and a goal counts as stuck (so Retry may start a new attempt) only after the
 * claim has run out (contract/generation.ts), so no live run ever shares a goal with another.
 */

/** A roadmap as the generator hands it over (already validated and normalised). */
/** A roadmap as the store writes it: the contract's planned shape. */
export type RoadmapToStore = PlannedRoadmap;

/** The roadmap's items (weeks, days, tasks) with the run that wrote each. */
async function roadmapItems(userId: string, goalId: string): Promise<(Key & { runId?: string })[]> {
  return (await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': `${goalSk(goalId)}#` },
    ProjectionExpression: 'PK, SK, runId',
  })) as (Key & { runId?: string })[];
}

const keyOf = ({ PK, SK }: Key): Key => ({ PK, SK });

/** Removes what one run wrote, and nothing another run wrote. */
async function deleteRunItems(userId: string, goalId: string, runId: string): Promise<void> {
  await deleteKeys((await roadmapItems(userId, goalId)).filter((item) => item.runId === runId).map(keyOf));
}

/** A goal still generating whose attempt began before the stuck deadline. */
export function isStuck(item: Pick<GoalItem, 'status' | 'attemptStartedAt' | 'updatedAt'>, now = new Date()): boolean {
  return item.status === 'generating' && generationStuck(item.attemptStartedAt ?? item.updatedAt, now.getTime());
}

/**
 * Claims the goal's current attempt for one run. Returns the goal as claimed, or undefined when the
 * goal is gone, no longer generating, belongs to another attempt, or another run holds the claim.
 * What a run that died left behind is removed: nobody else writes this roadmap now.
 */
export async function claimGeneration(
  userId: string,
  goalId: string,
  claim: { attemptId: string; runId: string },
  now = new Date(),
): Promise<GoalItem | undefined> {
  const claimed = await claimAttempt('roadmap', userId, goalId, claim, now);
  if (claimed) await deleteKeys((await roadmapItems(userId, goalId)).map(keyOf));
  return claimed;
}

/**
 * Stores a generated roadmap for the run that claimed the goal: every week, day and task first, then —
 * in one update conditioned on the claim — the goal's status `ready`, so no reader ever sees half a
 * roadmap as ready. Returns false, having written nothing that stays, when the claim was lost (the goal
 * deleted, or handed to a new attempt).
 */
export async function saveRoadmap(
  userId: string,
  goalId: string,
  plan: RoadmapToStore,
  options: { runId: string; adoptTitle: boolean; generatedBy?: string; now?: Date },
): Promise<boolean> {
  const now = options.now ?? new Date();
  if (!(await holdsAttempt('roadmap', userId, goalId, options.runId, now))) return false;
  const createdAt = now.toISOString();
  const { items, dayIds } = roadmapToItems(userId, goalId, plan.weeks, {
    task: (task, id, order) => taskToItem(userId, goalId, id, { id: newTaskId(), ...task, order, createdAt }),
  });
  await putAll(items.map((item) => ({ ...item, runId: options.runId })));
  const held = whileHeld('roadmap', options.runId);
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression:
          'SET #s = :ready, totalDays = :days, totalWeeks = :weeks, completedDays = :zero, dayIds = :dayIds, updatedAt = :now, generatedBy = :by' +
          (options.adoptTitle ? ', #title = :title, #description = :description' : '') +
          ` REMOVE failureReason, doneDays, ${held.lease}`,
        ConditionExpression: held.condition,
        ExpressionAttributeNames: {
          ...held.names,
          ...(options.adoptTitle && { '#title': 'title', '#description': 'description' }),
        },
        ExpressionAttributeValues: {
          ...held.values,
          ':ready': 'ready',
          ':days': dayIds.length,
          ':weeks': plan.weeks.length,
          ':zero': 0,
          ':dayIds': dayIds,
          ':now': createdAt,
          ':by': options.generatedBy ?? 'unknown',
          ...(options.adoptTitle && { ':title': plan.title, ':description': plan.description }),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    await deleteRunItems(userId, goalId, options.runId);
    return false;
  }
  return true;
}

/** The claiming run gave up: its items go, and the goal shows the reason (unless it is no longer the run's). */
export async function markGenerationFailed(userId: string, goalId: string, runId: string, reason: string): Promise<void> {
  await deleteRunItems(userId, goalId, runId);
  await failAttempt('roadmap', userId, goalId, { runId }, reason);
}

/**
 * Starts a new attempt on a failed goal, or on one stuck generating past the deadline, counted against
 * the daily quota. Returns the attempt to dispatch.
 */
export async function startRetry(userId: string, goalId: string, dailyQuota: number, now = new Date()): Promise<string> {
  const at = now.toISOString();
  const stuck = stuckSince('roadmap', now);
  const attemptId = newAttemptId();
  try {
    await transact(userId, {
      goal: {
        Update: {
          TableName: tableName(),
          Key: goalKey(userId, goalId),
          UpdateExpression:
            'SET #s = :generating, attemptId = :attempt, attemptStartedAt = :now, updatedAt = :now REMOVE failureReason, leaseRun, leaseUntil',
          ConditionExpression: `#s = :failed OR ${stuck.condition}`,
          ExpressionAttributeNames: stuck.names,
          ExpressionAttributeValues: { ...stuck.values, ':failed': 'failed', ':attempt': attemptId, ':now': at },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      quota: countGeneration(userId, at, dailyQuota),
    });
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    if (error.has('goal')) {
      const current = error.old('goal');
      if (!current) throw new NotFoundError('Goal not found');
      if (current.status === 'generating') {
        throw new ConflictError('This roadmap is still being generated. If it is not ready in a few minutes, try again.');
      }
      throw new ConflictError(`Only a failed goal can be retried; this one is ${String(current.status)}.`);
    }
    throw quotaExceeded(dailyQuota);
  }
  return attemptId;
}
