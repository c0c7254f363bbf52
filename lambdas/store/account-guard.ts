import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RateLimitedError, UnauthorizedError } from '../domain/errors';
import { ddb, isConditionFailed, refusedItem, tableName } from './dynamo';
import { guardKey } from './user-key';

/**
 * Items per account, outside the user's partition (so deleting that partition keeps them), that count
 * the account's API requests per minute and mark it deleted. Every request passes one (lambdas/app/
 * admission.ts) as one conditional update that counts it and refuses it past the minute's share — one
 * user's script meets its own limit, not everyone's — or once the account was deleted: its ID token
 * stays valid until it expires, an hour by default.
 *
 *   guard     PK ACCOUNT#{sub}  SK GUARD      window (minute number), count, deletedAt?, expiresAt   (writes)
 *   reads     PK ACCOUNT#{sub}  SK READS      window, count, deletedAt?, expiresAt                   (reads)
 *   deletions PK ACCOUNT#{sub}  SK DELETIONS  window, count, expiresAt                               (DELETE /me)
 *   previews  PK ACCOUNT#{sub}  SK PREVIEWS   window, count, deletedAt?, expiresAt                   (POST /goals/preview)
 *
 * Every write transaction checks the guard (store/dynamo.ts `transact`). Reads count on an item of
 * their own (decision 047), so a page's reads never cancel a write's transaction on the guard; the
 * deletion mark is set on every counter that refuses a deleted account. The deletions' counter has no mark at all: a deletion cut short can be
 * finished by asking again, but not without limit.
 */
export { guardKey };

const MINUTE_MS = 60_000;
const DAY_SECONDS = 24 * 60 * 60;
/** A deleted account's mark outlives any token of it (refresh tokens are revoked; ID tokens last ≤ 1 day). */
const DELETED_KEEP_SECONDS = 7 * DAY_SECONDS;

const epoch = (now: Date) => Math.floor(now.getTime() / 1000);

type CounterItem = { window?: number; count?: number; deletedAt?: string };

/** The counters an account's requests are admitted by. */
export const COUNTERS = {
  writes: { key: guardKey, refusesDeleted: true },
  reads: { key: (userId: string) => ({ PK: guardKey(userId).PK, SK: 'READS' }), refusesDeleted: true },
  deletions: { key: (userId: string) => ({ PK: guardKey(userId).PK, SK: 'DELETIONS' }), refusesDeleted: false },
  previews: { key: (userId: string) => ({ PK: guardKey(userId).PK, SK: 'PREVIEWS' }), refusesDeleted: true },
} as const;
export type Counter = keyof typeof COUNTERS;

/**
 * Admits one request of the account, or throws: UnauthorizedError when the account was deleted,
 * RateLimitedError when it already made `perMinute` requests this minute. A write by default.
 */
export async function admitRequest(
  userId: string,
  perMinute: number,
  now = new Date(),
  counter: Counter = 'writes',
  tries = 3,
): Promise<void> {
  const { key, refusesDeleted } = COUNTERS[counter];
  const live = refusesDeleted ? ' AND attribute_not_exists(deletedAt)' : '';
  const window = Math.floor(now.getTime() / MINUTE_MS);
  const expiresAt = epoch(now) + DAY_SECONDS;
  let old: CounterItem | undefined;
  try {
    // The common case: one more request in a minute already started.
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(userId),
        UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
        ConditionExpression: `#window = :window AND #count < :limit${live}`,
        ExpressionAttributeNames: { '#window': 'window', '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':window': window, ':limit': perMinute, ':expires': expiresAt },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    old = refusedItem<CounterItem>(error);
  }
  if (refusesDeleted && old?.deletedAt) throw new UnauthorizedError('This account has been deleted.');
  if (old?.window === window) throw new RateLimitedError('Too many requests. Please slow down and try again in a minute.');
  try {
    // The first request of a new minute starts its count.
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(userId),
        UpdateExpression: 'SET #window = :window, #count = :one, expiresAt = :expires',
        ConditionExpression: `(attribute_not_exists(#window) OR #window <> :window)${live}`,
        ExpressionAttributeNames: { '#window': 'window', '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':window': window, ':expires': expiresAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // Another request started the minute (or deleted the account) at the same moment: count again.
    if (tries <= 1) throw new RateLimitedError('Too many requests. Please slow down and try again in a minute.');
    return admitRequest(userId, perMinute, now, counter, tries - 1);
  }
}

/** Marks the account deleted on both the counters that refuse it: from now on neither admits it. Safe to repeat. */
export async function markAccountDeleted(userId: string, now = new Date()): Promise<void> {
  const mark = (key: { PK: string; SK: string }) =>
    ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET deletedAt = if_not_exists(deletedAt, :now), expiresAt = :expires',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':expires': epoch(now) + DELETED_KEEP_SECONDS },
      }),
    );
  const marked = Object.values(COUNTERS).filter((c) => c.refusesDeleted);
  await Promise.all(marked.map((c) => mark(c.key(userId))));
}

/**
 * Throws UnauthorizedError when the account was deleted: how a long request (an import) asks between
 * its steps, so it stops instead of writing on for nothing.
 */
export async function assertAccountLive(userId: string): Promise<void> {
  if (await isAccountDeleted(userId)) throw new UnauthorizedError('This account has been deleted.');
}

/**
 * Whether the account's deletion has begun: one consistent read of its guard. How every path that
 * acts for an account without its token asks (a calendar feed, a reminder, a late sweep).
 */
export async function isAccountDeleted(userId: string): Promise<boolean> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: guardKey(userId), ConsistentRead: true }));
  return !!Item?.deletedAt;
}
