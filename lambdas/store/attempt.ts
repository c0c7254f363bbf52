import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GENERATION_TIMING } from '../../contract';
import { ddb, isConditionFailed, tableName } from './dynamo';
import { goalKey, type GoalItem } from './goal';

/**
 * The lifecycle of a generation attempt, one for both places an attempt lives on the goal item: the
 * goal's own roadmap (`status`, `attemptId`, `leaseRun`, `leaseUntil`, `failureReason` at the top) and
 * an adjusted plan being made (the same names under `adjustment`). Starting an attempt (create, Retry,
 * Adjust) is each use case's own; claiming it for one run, and failing it, are here (decision 015).
 *
 *   claim   a run takes the attempt: it must be the goal's current one, still generating, and not held
 *           by a live run (a run that died leaves a lease that runs out)
 *   hold    before writing, the run checks it still holds it
 *   save    the run's last write carries `whileHeld`: still generating, still its lease, the goal not being deleted
 *   fail    the run that holds it gave up, or (the crash consumer) the attempt never finished
 *   restart a new attempt may replace one generating past GENERATION_TIMING.stuckAfterMs (`stuckSince`)
 */
export type AttemptSlot = 'roadmap' | 'adjustment';

const at = (slot: AttemptSlot, attribute: string) => (slot === 'roadmap' ? attribute : `adjustment.${attribute}`);

/** A condition on the goal item, with the names and values it uses. */
export interface LeaseCondition {
  condition: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * "Save while held": the condition of a run's writes — the attempt still generating, its lease this
 * run's, the goal not being deleted — and the lease's attributes, which the final write removes.
 */
export function whileHeld(slot: AttemptSlot, runId: string): LeaseCondition & { lease: string } {
  const a = (attribute: string) => at(slot, attribute);
  return {
    condition: `${a('#s')} = :generating AND ${a('leaseRun')} = :run AND attribute_not_exists(deleting)`,
    lease: `${a('leaseRun')}, ${a('leaseUntil')}`,
    names: { '#s': 'status' },
    values: { ':generating': 'generating', ':run': runId },
  };
}

/**
 * "Restart when stuck": the attempt has been generating longer than any run may take
 * (GENERATION_TIMING.stuckAfterMs), so a new one may replace it. A roadmap attempt made before
 * `attemptStartedAt` existed is dated by the goal's `updatedAt`.
 */
export function stuckSince(slot: AttemptSlot, now: Date): LeaseCondition {
  const started =
    slot === 'roadmap'
      ? '(attemptStartedAt <= :stuckBefore OR (attribute_not_exists(attemptStartedAt) AND updatedAt <= :stuckBefore))'
      : 'adjustment.startedAt <= :stuckBefore';
  return {
    condition: `(${at(slot, '#s')} = :generating AND ${started})`,
    names: { '#s': 'status' },
    values: { ':generating': 'generating', ':stuckBefore': new Date(now.getTime() - GENERATION_TIMING.stuckAfterMs).toISOString() },
  };
}

/** The goal as claimed, or undefined when the attempt is not the current, unheld one (nothing is written then). */
export async function claimAttempt(
  slot: AttemptSlot,
  userId: string,
  goalId: string,
  claim: { attemptId: string; runId: string },
  now = new Date(),
): Promise<GoalItem | undefined> {
  const a = (attribute: string) => at(slot, attribute);
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression: `SET ${a('leaseRun')} = :run, ${a('leaseUntil')} = :until`,
        ConditionExpression: [
          // An adjustment is made only for a ready goal.
          ...(slot === 'adjustment' ? ['#s = :ready'] : []),
          'attribute_not_exists(deleting)',
          `${a('attemptId')} = :attempt`,
          `${a('#s')} = :generating`,
          `(attribute_not_exists(${a('leaseUntil')}) OR ${a('leaseUntil')} < :now)`,
        ].join(' AND '),
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':run': claim.runId,
          ':until': new Date(now.getTime() + GENERATION_TIMING.leaseMs).toISOString(),
          ':attempt': claim.attemptId,
          ':generating': 'generating',
          ':now': now.toISOString(),
          ...(slot === 'adjustment' && { ':ready': 'ready' }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as GoalItem;
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

/** Whether the run still holds the attempt, with time left on its lease (checked before it writes). */
export async function holdsAttempt(slot: AttemptSlot, userId: string, goalId: string, runId: string, now = new Date()): Promise<boolean> {
  const held = whileHeld(slot, runId);
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression: 'SET updatedAt = :now',
        // Held, with time left on the lease.
        ConditionExpression: `${held.condition} AND ${at(slot, 'leaseUntil')} > :now`,
        ExpressionAttributeNames: held.names,
        ExpressionAttributeValues: { ...held.values, ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Fails the attempt with a reason the user reads: the one `runId` holds (a run that gave up), or the
 * attempt `attemptId` if it is still generating (a run that crashed). False when it is no longer so —
 * finished, retried or deleted meanwhile — and then nothing is written.
 */
export async function failAttempt(
  slot: AttemptSlot,
  userId: string,
  goalId: string,
  holder: { runId: string } | { attemptId: string },
  reason: string,
): Promise<boolean> {
  const a = (attribute: string) => at(slot, attribute);
  const byRun = 'runId' in holder;
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression: `SET ${a('#s')} = :failed, ${a('failureReason')} = :reason${slot === 'roadmap' ? ', updatedAt = :now' : ''} REMOVE ${a('leaseRun')}, ${a('leaseUntil')}`,
        ConditionExpression: byRun
          ? `${a('leaseRun')} = :holder AND ${a('#s')} = :generating`
          : `${a('attemptId')} = :holder AND ${a('#s')} = :generating AND attribute_not_exists(deleting)`,
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':generating': 'generating',
          ':holder': byRun ? holder.runId : holder.attemptId,
          ':reason': reason.slice(0, 500),
          ...(slot === 'roadmap' && { ':now': new Date().toISOString() }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
