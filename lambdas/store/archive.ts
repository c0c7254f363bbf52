import { ConflictError, NotFoundError } from '../domain/errors';
import { tableName, transact, TransactionConditionsFailed, type TransactItem } from './dynamo';
import { goalKey, type GoalItem } from './goal';
import { releaseGoalSlot, slotRefused, takeGoalSlot, type Identity } from './profile';

/**
 * A goal's archive mark (`archivedAt` on the goal item) with the plan slot it gives back or takes again
 * (the profile's goal count): each one transaction over both, so the count stays right (the use case:
 * app/goals/archive.ts).
 */

const STATUS = { '#s': 'status' };

function goalUpdate(userId: string, goalId: string, archive: boolean, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: goalKey(userId, goalId),
      UpdateExpression: archive ? 'SET archivedAt = :now, updatedAt = :now' : 'SET updatedAt = :now REMOVE archivedAt',
      ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(deleting) AND #s <> :generating AND ${archive ? 'attribute_not_exists' : 'attribute_exists'}(archivedAt)`,
      ExpressionAttributeNames: STATUS,
      ExpressionAttributeValues: { ':now': now, ':generating': 'generating' },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** Why the goal's own condition failed: gone, still generating, or already as asked (then undefined). */
function goalRefused(old: Record<string, unknown> | undefined, archive: boolean): Error | undefined {
  const item = old as GoalItem | undefined;
  if (!item || item.deleting) return new NotFoundError('Goal not found');
  if (item.status === 'generating') return new ConflictError('A goal can be archived once its roadmap is ready.');
  if (Boolean(item.archivedAt) === archive) return undefined;
  return new ConflictError('The goal changed meanwhile. Please try again.');
}

/**
 * Archives the goal and gives its plan slot back, in one transaction; with `slot: false`, the goal
 * alone. `'no slot'` when the profile had no counted slot to give back (a profile from before goals
 * were counted); asking twice is no error.
 */
export async function putArchived(
  userId: string,
  goalId: string,
  at: string,
  { slot }: { slot: boolean },
): Promise<'archived' | 'no slot'> {
  try {
    await transact(userId, { goal: goalUpdate(userId, goalId, true, at), ...(slot && { slot: releaseGoalSlot(userId) }) });
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    if (!error.has('goal')) return 'no slot';
    const refused = goalRefused(error.old('goal'), true);
    if (refused) throw refused;
  }
  return 'archived';
}

/** Restores an archived goal, taking a plan slot again in the same transaction: refused when the plan has none. */
export async function putRestored(identity: Identity, goalId: string, at: string): Promise<void> {
  try {
    await transact(identity.userId, { goal: goalUpdate(identity.userId, goalId, false, at), slot: takeGoalSlot(identity, at) });
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    if (error.has('goal')) {
      const refused = goalRefused(error.old('goal'), false);
      if (refused) throw refused;
    } else {
      throw slotRefused(error.old('slot'), 'restore this one');
    }
  }
}
