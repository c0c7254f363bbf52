import type { Goal } from '../../contract';
import type { CreateGoalInput } from '../../contract/schemas';
import { newGoalId } from '../domain/ids';
import { tableName, transact, TransactionConditionsFailed } from './dynamo';
import { goalFromItem, newGoalItem } from './goal';
import { recordIdempotencyKey } from './idempotency';
import { slotRefused, takeGoalSlot, type Identity } from './profile';
import { countGeneration, quotaExceeded } from './quota';

export interface CreateGoalOptions {
  idempotencyKey?: string;
  /** Generations allowed per user per UTC day. */
  dailyQuota: number;
}

/**
 * Creates a goal in status `generating`, with its first generation attempt. One transaction checks the
 * plan's goal limit, counts the generation against the daily quota and records the idempotency key, so
 * a double click or a race never creates two goals or slips past a limit. A replay answers the id of
 * the goal the key made (app/goals/generation.ts reads it).
 */
export async function createGoal(
  identity: Identity,
  input: CreateGoalInput,
  options: CreateGoalOptions,
): Promise<{ goal: Goal; replayed: false; attemptId: string } | { goalId: string; replayed: true }> {
  const now = new Date().toISOString();
  const { userId } = identity;
  const item = newGoalItem(userId, newGoalId(), input, now);
  try {
    await transact(userId, {
      goal: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      planLimit: takeGoalSlot(identity, now),
      quota: countGeneration(userId, now, options.dailyQuota),
      idempotency: options.idempotencyKey ? recordIdempotencyKey(userId, options.idempotencyKey, item.id, now) : undefined,
    });
    return { goal: goalFromItem(item), replayed: false, attemptId: item.attemptId! };
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    const previous = error.old('idempotency')?.goalId;
    if (error.has('idempotency') && typeof previous === 'string') return { goalId: previous, replayed: true };
    if (error.has('planLimit')) throw slotRefused(error.old('planLimit'));
    if (error.has('quota')) throw quotaExceeded(options.dailyQuota);
    throw error;
  }
}
