import { tableName, type TransactItem } from './dynamo';
import { epochSeconds } from './quota';
import { userPk } from './user-key';

/**
 * Idempotency keys of goal creation: a replayed `POST /goals` with the same key answers the goal the
 * first request created. Kept for a day (TTL).
 *
 *   idempotency  PK USER#{sub}  SK IDEMP#{key}  goalId, expiresAt
 */
export const idempotencyKey = (userId: string, key: string) => ({ PK: userPk(userId), SK: `IDEMP#${key}` });

const DAY_SECONDS = 24 * 60 * 60;

/** A transaction's item recording `key` for `goalId`; fails (with the old item) if the key was used. */
export function recordIdempotencyKey(userId: string, key: string, goalId: string, now: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...idempotencyKey(userId, key), goalId, expiresAt: epochSeconds(now) + DAY_SECONDS },
      ConditionExpression: 'attribute_not_exists(PK)',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}
