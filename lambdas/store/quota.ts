import { plural } from '../../contract';
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

/** "in 3 hours 20 minutes": how long until the count starts again, at the next midnight UTC. */
export function untilNextUtcDay(now: Date): string {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const minutes = Math.max(1, Math.ceil((next - now.getTime()) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `in ${[h && plural(h, 'hour'), m && plural(m, 'minute')].filter(Boolean).join(' ')}`;
}

/** The quota is counted per UTC day: the message says when it starts again, not "tomorrow" (which may be hours away or not). */
export const quotaExceeded = (quota: number, now = new Date()) =>
  new QuotaExceededError(`You can generate ${quota} roadmaps a day. You can generate more at midnight UTC, ${untilNextUtcDay(now)}.`);
