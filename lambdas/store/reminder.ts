import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReminderSettings } from '../../contract';
import { nextReminderRun, runKey } from '../domain/reminders/time';
import { ddb, isConditionFailed, queryAll, tableName, transact } from './dynamo';
import { GSI1 } from './table';
import { secretLookupKey, userPk } from './user-key';

/**
 * The daily reminder email of one user. While it is on, the sparse index lists the item under the UTC
 * hour of the run that sends the next one, so each hourly run reads exactly the reminders due in it.
 * Sending moves the item on to the next day's run in the same conditional write that records the day
 * as sent, so a run that is retried, or two runs at once, send one email a day.
 *
 *   reminder  PK USER#{sub}  SK REMINDER  hour, timeZone, weekly?, email, name, token, sentOn?, createdAt, updatedAt
 *                            GSI1PK REMINDER#{YYYY-MM-DDTHH}  GSI1SK {sub}   (while on)
 *
 * `token` is the unsubscribe link's secret (decision 027): 192 random bits, which say nothing of whose
 * they are. A lookup item outside the user's partition, keyed by its SHA-256, names the account; it
 * is made when reminders are turned on and replaced when they are turned on again (so a link from
 * before an unsubscribe stops working), and an unsubscribe must still match the reminder's own token
 * in a conditional write. (Links that named their account, `{sub}.{random}`, were made only before
 * any release and open nothing: decision 048.)
 *
 *   lookup    PK UNSUB#{sha256(token)}  SK UNSUB  userId
 */
const SK = 'REMINDER';
const reminderKey = (userId: string) => ({ PK: userPk(userId), SK });
const INDEX_PREFIX = 'REMINDER#';
const indexPk = (run: Date) => `${INDEX_PREFIX}${runKey(run)}`;

/** The hour a reminder is offered at until the user picks one. */
export const DEFAULT_REMINDER_HOUR = 8;

interface ReminderItem {
  PK: string;
  hour: number;
  timeZone: string;
  /** Also the week in review, the morning after a goal's week ends. */
  weekly?: boolean;
  /** The address and name the caller's token gave when it was turned on (the profile's, when set, win). */
  email?: string;
  name?: string;
  token: string;
  sentOn?: string;
  GSI1PK?: string;
  GSI1SK?: string;
}

/** A reminder due in a run, as the sender needs it: its settings, and the run it is listed under. */
export type DueReminder = Pick<ReminderItem, 'hour' | 'timeZone' | 'weekly' | 'email' | 'name' | 'token' | 'sentOn'> & {
  userId: string;
  run: string;
};

const userOf = (item: { PK: string }) => item.PK.slice(userPk('').length);

function settingsOf(item: ReminderItem): ReminderSettings {
  const enabled = !!item.GSI1PK;
  return {
    enabled,
    hour: item.hour,
    timeZone: item.timeZone,
    weekly: !!item.weekly,
    ...(enabled && { nextAt: new Date(`${item.GSI1PK!.slice(INDEX_PREFIX.length)}:00:00Z`).toISOString() }),
  };
}

/** The user's reminder; until they set one, off at the default hour in the zone `defaultZone` answers (read only then). */
export async function getReminders(userId: string, defaultZone: () => Promise<string>): Promise<ReminderSettings> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: reminderKey(userId), ConsistentRead: true }));
  if (!Item) return { enabled: false, hour: DEFAULT_REMINDER_HOUR, timeZone: await defaultZone(), weekly: false };
  return settingsOf(Item as ReminderItem);
}

/**
 * Turns the reminder on (listed under its next run) or off (no longer listed), at the hour and zone
 * given, for the address the caller's token names.
 */
export async function setReminders(
  identity: { userId: string; email: string; name: string },
  settings: Omit<ReminderSettings, 'nextAt'>,
  now = new Date(),
): Promise<ReminderSettings> {
  const { userId } = identity;
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: reminderKey(userId), ConsistentRead: true }));
  const old = Item as ReminderItem | undefined;
  const sentOn = old?.sentOn;
  // Turning reminders on (again) makes a new link; changing the hour of ones that are on keeps it.
  const rotate = settings.enabled && (!old?.GSI1PK || !old.token || !TOKEN.test(old.token));
  const token = rotate ? randomBytes(24).toString('base64url') : (old?.token ?? randomBytes(24).toString('base64url'));
  const values: Record<string, unknown> = {
    ':hour': settings.hour,
    ':zone': settings.timeZone,
    ':token': token,
    ':now': now.toISOString(),
    ':type': 'reminder',
    ':weekly': !!settings.weekly,
    ':email': identity.email,
    ':name': identity.name,
  };
  let update =
    'SET #type = :type, #hour = :hour, #zone = :zone, weekly = :weekly, #token = :token, email = :email, #name = :name, updatedAt = :now, createdAt = if_not_exists(createdAt, :now)';
  if (settings.enabled) {
    update += `, ${GSI1.partition} = :run, ${GSI1.sort} = :user`;
    values[':run'] = indexPk(nextReminderRun(now, settings.hour, settings.timeZone, sentOn));
    values[':user'] = userId;
  } else {
    update += ` REMOVE ${GSI1.partition}, ${GSI1.sort}`;
  }
  const reminder = {
    TableName: tableName(),
    Key: reminderKey(userId),
    UpdateExpression: update,
    ExpressionAttributeNames: { '#type': 'type', '#hour': 'hour', '#zone': 'timeZone', '#token': 'token', '#name': 'name' },
    ExpressionAttributeValues: values,
  };
  // The reminder, its link's lookup and the old link's removal, all or none.
  await transact(userId, {
    reminder: { Update: reminder },
    lookup: { Put: { TableName: tableName(), Item: { ...lookupKey(token), type: 'unsubscribe', userId } } },
    old:
      old?.token && old.token !== token && TOKEN.test(old.token)
        ? { Delete: { TableName: tableName(), Key: lookupKey(old.token) } }
        : undefined,
  });
  const { Item: saved } = await ddb().send(new GetCommand({ TableName: tableName(), Key: reminderKey(userId), ConsistentRead: true }));
  return settingsOf(saved as ReminderItem);
}

/** An unsubscribe link's lookup item: outside any user's partition, keyed by the token's SHA-256. */
const lookupKey = (token: string) => secretLookupKey('UNSUB', token);

/** Removes the account's unsubscribe lookup (its account is being deleted): it lives outside the partition. */
export async function forgetUnsubscribeLink(userId: string): Promise<void> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: reminderKey(userId), ConsistentRead: true }));
  const token = (Item as ReminderItem | undefined)?.token;
  if (token && TOKEN.test(token)) await ddb().send(new DeleteCommand({ TableName: tableName(), Key: lookupKey(token) }));
}

/** 192 random bits, URL-safe: the only links that open anything. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Whose reminders a link is for: its lookup item's account. */
async function ownerOf(token: string): Promise<string | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: lookupKey(token), ConsistentRead: true }));
  return Item?.userId as string | undefined;
}

/**
 * Turns off the reminders an unsubscribe link belongs to; false when the link is not one of ours, was
 * replaced, or its account is gone. Following it again is no error: they stay off.
 */
export async function unsubscribe(token: string): Promise<boolean> {
  const userId = await ownerOf(token);
  if (!userId) return false;
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reminderKey(userId),
        UpdateExpression: `REMOVE ${GSI1.partition}, ${GSI1.sort}`,
        ConditionExpression: 'attribute_exists(PK) AND #token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': token },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
  return true;
}

/** The reminders due in the run at `run` (a UTC hour), and in the two before it, should one have been missed. */
export async function dueReminders(run: Date): Promise<DueReminder[]> {
  const runs = [0, 1, 2].map((back) => new Date(run.getTime() - back * 3_600_000));
  const pages = await Promise.all(
    runs.map((r) =>
      queryAll({
        IndexName: GSI1.name,
        KeyConditionExpression: `${GSI1.partition} = :run`,
        ExpressionAttributeValues: { ':run': indexPk(r) },
      }),
    ),
  );
  return pages.flat().map((item) => {
    const r = item as unknown as ReminderItem;
    return {
      userId: userOf(r),
      hour: r.hour,
      timeZone: r.timeZone,
      ...(r.weekly && { weekly: true }),
      email: r.email,
      name: r.name,
      token: r.token,
      sentOn: r.sentOn,
      run: r.GSI1PK!,
    };
  });
}

/**
 * Takes today's reminder for sending: records the user's date as sent and lists the item under the
 * next day's run, only if it is still listed under this run and today's was not sent. False when
 * another run took it, or the user changed or turned off the reminder meanwhile.
 */
export async function claimReminder(due: DueReminder, today: string, now: Date): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reminderKey(due.userId),
        UpdateExpression: `SET sentOn = :today, ${GSI1.partition} = :next`,
        ConditionExpression: `${GSI1.partition} = :run AND (attribute_not_exists(sentOn) OR sentOn <> :today)`,
        ExpressionAttributeValues: {
          ':today': today,
          ':run': due.run,
          ':next': indexPk(nextReminderRun(now, due.hour, due.timeZone, today)),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Gives a claimed reminder back when its email could not be sent, so the run's retry sends it. */
export async function releaseReminder(due: DueReminder, today: string): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reminderKey(due.userId),
        UpdateExpression: `SET ${GSI1.partition} = :run${due.sentOn ? ', sentOn = :before' : ''}${due.sentOn ? '' : ' REMOVE sentOn'}`,
        ConditionExpression: 'sentOn = :today AND attribute_exists(GSI1PK)',
        ExpressionAttributeValues: { ':run': due.run, ':today': today, ...(due.sentOn && { ':before': due.sentOn }) },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error; // turned off meanwhile: nothing to give back
  }
}
