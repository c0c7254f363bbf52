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
 *   fail    the run that holds it gave up, or (the crash consumer) the attempt never finished
 */
export type AttemptSlot = 'roadmap' | 'adjustment';

const at = (slot: AttemptSlot, attribute: string) => (slot === 'roadmap' ? attribute : `adjustment.${attribute}`);

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
  const a = (attribute: string) => at(slot, attribute);
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression: 'SET updatedAt = :now',
        ConditionExpression: `${a('#s')} = :generating AND ${a('leaseRun')} = :run AND ${a('leaseUntil')} > :now AND attribute_not_exists(deleting)`,
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':generating': 'generating', ':run': runId, ':now': now.toISOString() },
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
