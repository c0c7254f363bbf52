import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { RateLimitedError, UnauthorizedError } from '../domain/errors';
import { ddb, isConditionFailed, tableName } from './dynamo';
import { guardKey } from './user-key';

/**
 * One item per account, outside the user's partition (so deleting that partition keeps it): the mark
 * of a deleted account, and the account's count of API requests in the current minute. Every request
 * passes it once (lambdas/handlers/http.ts), as one conditional update that counts the request and
 * refuses it when the account was deleted — its ID token stays valid until it expires, an hour by
 * default — or has used up the minute's share. One user's script then meets its own limit, not everyone's.
 *
 *   guard  PK ACCOUNT#{sub}  SK GUARD  window (minute number), count, deletedAt?, expiresAt
 */
export { guardKey };

const MINUTE_MS = 60_000;
const DAY_SECONDS = 24 * 60 * 60;
/** A deleted account's mark outlives any token of it (refresh tokens are revoked; ID tokens last ≤ 1 day). */
const DELETED_KEEP_SECONDS = 7 * DAY_SECONDS;

const epoch = (now: Date) => Math.floor(now.getTime() / 1000);

type GuardItem = { window?: number; count?: number; deletedAt?: string };

/**
 * Admits one request of the account, or throws: UnauthorizedError when the account was deleted,
 * RateLimitedError when it already made `perMinute` requests this minute.
 */
export async function admitRequest(userId: string, perMinute: number, now = new Date(), tries = 3, count?: string): Promise<void> {
  const window = Math.floor(now.getTime() / MINUTE_MS);
  const expiresAt = epoch(now) + DAY_SECONDS;
  let old: GuardItem | undefined;
  try {
    // The common case: one more request in a minute already started.
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: guardKey(userId, count),
        UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
        ConditionExpression: '#window = :window AND #count < :limit AND attribute_not_exists(deletedAt)',
        ExpressionAttributeNames: { '#window': 'window', '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':window': window, ':limit': perMinute, ':expires': expiresAt },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // The exception carries the item in DynamoDB's own format (the document client leaves it so).
    const item = (error as { Item?: Record<string, AttributeValue> }).Item;
    old = item && (unmarshall(item) as GuardItem);
  }
  if (old?.deletedAt) throw new UnauthorizedError('This account has been deleted.');
  if (old?.window === window) throw new RateLimitedError('Too many requests. Please slow down and try again in a minute.');
  try {
    // The first request of a new minute starts its count.
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: guardKey(userId, count),
        UpdateExpression: 'SET #window = :window, #count = :one, expiresAt = :expires',
        ConditionExpression: '(attribute_not_exists(#window) OR #window <> :window) AND attribute_not_exists(deletedAt)',
        ExpressionAttributeNames: { '#window': 'window', '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':window': window, ':expires': expiresAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // Another request started the minute (or deleted the account) at the same moment: count again.
    if (tries <= 1) throw new RateLimitedError('Too many requests. Please slow down and try again in a minute.');
    return admitRequest(userId, perMinute, now, tries - 1, count);
  }
}

/** Marks the account deleted: from now on admitRequest refuses it. Safe to repeat. */
export async function markAccountDeleted(userId: string, now = new Date()): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: guardKey(userId),
      UpdateExpression: 'SET deletedAt = if_not_exists(deletedAt, :now), expiresAt = :expires',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':expires': epoch(now) + DELETED_KEEP_SECONDS },
    }),
  );
}

/**
 * Throws UnauthorizedError when the account was deleted: how a read is admitted (one consistent
 * GetItem, no write; decision 034), and how a long request (an import) asks between its steps, so
 * it stops instead of writing on for nothing.
 */
export async function assertAccountLive(userId: string): Promise<void> {
  if (await isAccountDeleted(userId)) throw new UnauthorizedError('This account has been deleted.');
}

/**
 * Whether the account's deletion has begun: one consistent read of its guard. How every path that
 * acts for an account without its token asks (a calendar feed, a reminder), as well as admitted reads.
 */
export async function isAccountDeleted(userId: string): Promise<boolean> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: guardKey(userId), ConsistentRead: true }));
  return !!Item?.deletedAt;
}
