import { QuotaExceededError } from '../domain/errors';
import { tableName, type TransactItem } from './dynamo';
import { userPk } from './user-key';

/**
 * The daily generation quota: one counter per user and UTC day, expiring two days later (TTL).
 *
 *   quota  PK USER#{sub}  SK QUOTA#{yyyy-mm-dd}  count, expiresAt
 */
export const quotaKey = (userId: string, day: string) => ({ PK: userPk(userId), SK: `QUOTA#${day}` });

const DAY_SECONDS = 24 * 60 * 60;
export const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** A transaction's item: one more generation on `now`'s day, if the quota allows. */
export function countGeneration(userId: string, now: string, dailyQuota: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: quotaKey(userId, now.slice(0, 10)),
      UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :quota',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':quota': dailyQuota, ':expires': epochSeconds(now) + 2 * DAY_SECONDS },
    },
  };
}

export const quotaExceeded = (quota: number) =>
  new QuotaExceededError(`You can generate ${quota} roadmaps a day. Please try again tomorrow.`);
