import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { routePath, type CalendarFeed, type Goal } from '../../contract';
import { guardKey } from './account-guard';
import { ddb, tableName } from './dynamo';
import { listGoalItems } from './goal';
import { getGoalWithRoadmap } from './read-goal';
import { GSI1 } from './table';
import { userPk } from './user-key';

/**
 * A user's private calendar subscription. The secret is looked up through the sparse index by its
 * SHA-256 (the index never holds a usable secret), and every lookup is confirmed by a consistent read
 * of the user's own item, so a reset secret stops working at once even while the index still lists it.
 *
 *   calendar  PK USER#{sub}  SK CALENDAR  token, createdAt
 *                            GSI1PK CALENDAR#{sha256(token)}  GSI1SK CALENDAR
 */
const SK = 'CALENDAR';
const calendarKey = (userId: string) => ({ PK: userPk(userId), SK });
const indexPk = (token: string) => `CALENDAR#${digest(token)}`;
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** 192 random bits, URL-safe (32 characters): past guessing, and past the 128-bit floor. */
export const newFeedToken = () => randomBytes(24).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

interface CalendarItem {
  PK: string;
  token: string;
  createdAt: string;
}

const feedOf = (item: CalendarItem): CalendarFeed => ({
  token: item.token,
  path: routePath('calendarFeed.get', { token: item.token }),
  createdAt: item.createdAt,
});

export async function getFeed(userId: string): Promise<CalendarFeed | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: calendarKey(userId), ConsistentRead: true }));
  return Item ? feedOf(Item as CalendarItem) : null;
}

/** A new secret, replacing any earlier one (which no longer opens the feed from this moment on). */
export async function resetFeed(userId: string, now = new Date()): Promise<CalendarFeed> {
  const token = newFeedToken();
  const item = { ...calendarKey(userId), type: 'calendar', token, createdAt: now.toISOString(), GSI1PK: indexPk(token), GSI1SK: SK };
  await ddb().send(new PutCommand({ TableName: tableName(), Item: item }));
  return feedOf(item);
}

export async function deleteFeed(userId: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: calendarKey(userId) }));
}

const sameSecret = (a: string, b: string) => timingSafeEqual(Buffer.from(digest(a)), Buffer.from(digest(b)));

/**
 * Whose feed a secret opens, or undefined: not one of ours, reset or turned off since, or the account
 * is being deleted.
 */
export async function feedOwner(token: string): Promise<string | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const { Items = [] } = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1.name,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': indexPk(token) },
      ProjectionExpression: 'PK',
    }),
  );
  for (const { PK } of Items as { PK: string }[]) {
    const userId = PK.slice(userPk('').length);
    const [calendar, guard] = await Promise.all([
      ddb().send(new GetCommand({ TableName: tableName(), Key: calendarKey(userId), ConsistentRead: true })),
      ddb().send(new GetCommand({ TableName: tableName(), Key: guardKey(userId), ConsistentRead: true })),
    ]);
    const current = calendar.Item as CalendarItem | undefined;
    if (current && sameSecret(current.token, token) && !guard.Item?.deletedAt) return userId;
  }
  return undefined;
}

/** What the feed lists: every ready goal with its dated days and tasks. */
export async function feedGoals(userId: string): Promise<Goal[]> {
  const ready = (await listGoalItems(userId)).filter((g) => g.status === 'ready' && !g.deleting);
  return Promise.all(ready.map((g) => getGoalWithRoadmap(userId, g.id)));
}
