import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { routePath, type CalendarFeed, type Goal } from '../../contract';
import { isAccountDeleted } from './account-guard';
import { ddb, tableName, transact } from './dynamo';
import { listGoalItems } from './goal';
import { getGoalWithRoadmap } from './read-goal';
import { GSI1 } from './table';
import { digestLookupKey, secretDigest, secretLookupKey, userPk } from './user-key';

/**
 * A user's private calendar subscription. Stride keeps the secret's SHA-256, never the secret: it is
 * in the answer that made it, and in the subscriber's calendar (decision 039). The secret is found
 * through a lookup item keyed by its digest, outside the user's partition and out of the index; every
 * lookup is confirmed by a consistent read of the user's own item, so a reset secret stops working at
 * once. Feeds made before the lookup items are still found through the index (`CALENDAR#{sha256}`),
 * and items from before digests hold the secret itself (`token`) until the link is reset.
 *
 *   calendar  PK USER#{sub}  SK CALENDAR  digest (or, older, token), createdAt
 *   lookup    PK CALFEED#{sha256(token)}  SK CALFEED  userId
 */
const SK = 'CALENDAR';
const calendarKey = (userId: string) => ({ PK: userPk(userId), SK });
const lookupKey = (token: string) => secretLookupKey('CALFEED', token);
/** The lookup of the secret an item stands for, from its digest (or its secret, on an older item). */
const lookupOf = (item: CalendarItem) => digestLookupKey('CALFEED', digestOf(item));
const digestOf = (item: CalendarItem) => item.digest ?? secretDigest(item.token!);
const legacyIndexPk = (token: string) => `CALENDAR#${secretDigest(token)}`;

/** 192 random bits, URL-safe (32 characters): past guessing, and past the 128-bit floor. */
export const newFeedToken = () => randomBytes(24).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

interface CalendarItem {
  PK: string;
  digest?: string;
  /** Items made before digests. */
  token?: string;
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
    old: old ? { Delete: { TableName: tableName(), Key: lookupOf(old) } } : undefined,
  });
  return { token, path: routePath('calendarFeed.get', { token }), createdAt: item.createdAt };
}

export async function deleteFeed(userId: string): Promise<void> {
  const old = await readFeed(userId);
  if (!old) return;
  await transact(userId, {
    feed: { Delete: { TableName: tableName(), Key: calendarKey(userId) } },
    lookup: { Delete: { TableName: tableName(), Key: lookupOf(old) } },
  });
}

/** Removes the feed's lookup (its account is being deleted): it lives outside the partition. */
export async function forgetFeedLookup(userId: string): Promise<void> {
  const old = await readFeed(userId);
  if (old) await ddb().send(new DeleteCommand({ TableName: tableName(), Key: lookupOf(old) }));
}

/** Whether `token` is the item's secret, compared by digest in constant time. */
const isSecretOf = (item: CalendarItem, token: string) => timingSafeEqual(Buffer.from(digestOf(item)), Buffer.from(secretDigest(token)));

/** The accounts a secret may belong to: its lookup's, or (a feed from before the lookups) the index's. */
async function candidates(token: string): Promise<string[]> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: lookupKey(token), ConsistentRead: true }));
  if (Item) return [Item.userId as string];
  const { Items = [] } = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1.name,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': legacyIndexPk(token) },
      ProjectionExpression: 'PK',
    }),
  );
  return (Items as { PK: string }[]).map(({ PK }) => PK.slice(userPk('').length));
}

/**
 * Whose feed a secret opens, or undefined: not one of ours, reset or turned off since, or the account
 * is being deleted.
 */
export async function feedOwner(token: string): Promise<string | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  for (const userId of await candidates(token)) {
    const [current, deleted] = await Promise.all([readFeed(userId), isAccountDeleted(userId)]);
    if (current && isSecretOf(current, token) && !deleted) return userId;
  }
  return undefined;
}

/** What the feed lists: every ready goal with its dated days and tasks. */
export async function feedGoals(userId: string): Promise<Goal[]> {
  const ready = (await listGoalItems(userId)).filter((g) => g.status === 'ready' && !g.deleting);
  return Promise.all(ready.map((g) => getGoalWithRoadmap(userId, g.id)));
}
