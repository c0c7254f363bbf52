import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { routePath, type CalendarFeed } from '../../contract';
import { ddb, tableName, transact } from './dynamo';
import { digestLookupKey, secretDigest, secretLookupKey, userPk } from './user-key';

/**
 * A user's private calendar subscription. Stride keeps the secret's SHA-256, never the secret: it is
 * in the answer that made it, and in the subscriber's calendar (decision 039). The secret is found
 * through a lookup item keyed by its digest, outside the user's partition and out of the index; every
 * lookup is confirmed by a consistent read of the user's own item, so a reset secret stops working at
 * once. (Feeds found through the index, or holding their secret, were made only before any release
 * and are no longer read: decision 048.)
 *
 *   calendar  PK USER#{sub}  SK CALENDAR  digest, createdAt
 *   lookup    PK CALFEED#{sha256(token)}  SK CALFEED  userId
 */
const SK = 'CALENDAR';
const calendarKey = (userId: string) => ({ PK: userPk(userId), SK });
const lookupKey = (token: string) => secretLookupKey('CALFEED', token);
/** The lookup of the secret an item stands for, from its digest. */
const lookupOf = (item: CalendarItem) => digestLookupKey('CALFEED', item.digest);

/** 192 random bits, URL-safe (32 characters): past guessing, and past the 128-bit floor. */
export const newFeedToken = () => randomBytes(24).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

interface CalendarItem {
  PK: string;
  digest: string;
  createdAt: string;
}

const readFeed = async (userId: string) =>
  (await ddb().send(new GetCommand({ TableName: tableName(), Key: calendarKey(userId), ConsistentRead: true }))).Item as
    CalendarItem | undefined;

/** Whether the feed is on, and since when; its secret is not kept, so it is not shown again. */
export async function getFeed(userId: string): Promise<CalendarFeed | null> {
  const item = await readFeed(userId);
  return item ? { createdAt: item.createdAt } : null;
}

/** A new secret, replacing any earlier one (which no longer opens the feed from this moment on). */
export async function resetFeed(userId: string, now = new Date()): Promise<CalendarFeed> {
  const old = await readFeed(userId);
  const token = newFeedToken();
  const item = { ...calendarKey(userId), type: 'calendar', digest: secretDigest(token), createdAt: now.toISOString() };
  await transact(userId, {
    feed: { Put: { TableName: tableName(), Item: item } },
    lookup: { Put: { TableName: tableName(), Item: { ...lookupKey(token), type: 'calendar-lookup', userId } } },
    old: old?.digest ? { Delete: { TableName: tableName(), Key: lookupOf(old) } } : undefined,
  });
  return { token, path: routePath('calendarFeed.get', { token }), createdAt: item.createdAt };
}

export async function deleteFeed(userId: string): Promise<void> {
  const old = await readFeed(userId);
  if (!old) return;
  await transact(userId, {
    feed: { Delete: { TableName: tableName(), Key: calendarKey(userId) } },
    lookup: old.digest ? { Delete: { TableName: tableName(), Key: lookupOf(old) } } : undefined,
  });
}

/** Removes the feed's lookup (its account is being deleted): it lives outside the partition. */
export async function forgetFeedLookup(userId: string): Promise<void> {
  const old = await readFeed(userId);
  if (old?.digest) await ddb().send(new DeleteCommand({ TableName: tableName(), Key: lookupOf(old) }));
}

/** Whether `token` is the item's secret, compared by digest in constant time. */
const isSecretOf = (item: CalendarItem, token: string) =>
  typeof item.digest === 'string' && timingSafeEqual(Buffer.from(item.digest), Buffer.from(secretDigest(token)));

/** The account a secret may belong to, from its lookup: undefined for a secret of no feed's shape or none. */
export async function feedCandidate(token: string): Promise<string | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: lookupKey(token), ConsistentRead: true }));
  return Item?.userId as string | undefined;
}

/** Whether `token` opens the account's feed now: not reset or turned off since its lookup was read. */
export async function isFeedSecret(userId: string, token: string): Promise<boolean> {
  const current = await readFeed(userId);
  return !!current && isSecretOf(current, token);
}
