import type { Goal } from '../../contract';
import { ConflictError, NotFoundError } from '../domain/errors';
import { tableName, transact, TransactionConditionsFailed, type TransactItem } from './dynamo';
import { goalKey, type GoalItem } from './goal';
import { releaseGoalSlot, slotRefused, takeGoalSlot, type Identity } from './profile';
import { getGoalWithRoadmap } from './read-goal';

/**
 * Archiving a goal (issue "Lifecycles that end well"): it keeps its roadmap and its History, leaves
 * Home, and gives its plan slot back — on the Free plan, room for the next goal. Restoring takes a slot
 * again, if the plan has one. Each is one transaction over the goal and the profile's count, and
 * asking twice is answered with the goal as it is.
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

export async function archiveGoal(userId: string, goalId: string, now = new Date()): Promise<Goal> {
  const at = now.toISOString();
  try {
    await transact(userId, { goal: goalUpdate(userId, goalId, true, at), slot: releaseGoalSlot(userId) });
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    if (error.has('goal')) {
      const refused = goalRefused(error.old('goal'), true);
      if (refused) throw refused;
    } else {
      // No counted slot to give back (a profile from before goals were counted): archive it alone.
      await transact(userId, { goal: goalUpdate(userId, goalId, true, at) });
    }
  }
  return getGoalWithRoadmap(userId, goalId);
}

export async function restoreGoal(identity: Identity, goalId: string, now = new Date()): Promise<Goal> {
  const at = now.toISOString();
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
  return getGoalWithRoadmap(identity.userId, goalId);
}
