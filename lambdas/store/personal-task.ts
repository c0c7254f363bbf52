import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, dateIn, LIMITS, todayIn, type Task, type TaskChange } from '../../contract';
import { LimitReachedError, NotFoundError } from '../domain/errors';
import { newTaskId } from '../domain/ids';
import type { CreateTaskInput, UpdateTaskInput } from '../../contract/schemas';
import {
  ddb,
  isConditionFailed,
  refusedItem,
  namesOf,
  queryAll,
  setFields,
  tableName,
  transact,
  TRANSACTION_ITEMS,
  TransactionConditionsFailed,
} from './dynamo';
import { enterHistory, LEAVE_HISTORY } from './history-index';
import { taskChange, taskFromItem } from './task';
import { releasePersonalTaskSlots, takePersonalTaskSlots } from './profile';
import { userPk } from './user-key';
import { count, METRIC } from '../observability';

/**
 * Personal tasks. Adding and deleting one counts it on the profile in the same transaction, so the cap
 * holds whatever runs at once (parallel adds, imports); other writes are one conditional item write.
 * Completed ones carry the history index (store/history.ts) like goal tasks.
 *
 *   personal task  PK USER#{sub}  SK PTASK#{taskId}  the Task's fields
 */
const PREFIX = 'PTASK#';
export const personalTaskKey = (userId: string, taskId: string) => ({ PK: userPk(userId), SK: `${PREFIX}${taskId}` });

const notFound = () => new NotFoundError('Task not found');

/** How many days "recently completed" reaches back. */
export const RECENT_DAYS = 7;

export interface PersonalView {
  /** `today`: open tasks and those completed today; `recent`: those completed in the RECENT_DAYS before today. */
  view: 'today' | 'recent';
  timeZone: string;
  now?: Date;
}

/**
 * The personal list: all of it, or one view of it. A completed task stays on Home for the rest of the day it was completed, in the
 * user's time zone, then moves off it (it is in History, and for a week under "recent").
 */
export async function listPersonalTasks(userId: string, view?: PersonalView): Promise<Task[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX },
  });
  const all = items.map(taskFromItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return view ? inView(all, view) : all;
}

function inView(all: Task[], { view, timeZone, now = new Date() }: PersonalView): Task[] {
  const today = todayIn(timeZone, now);
  const since = addDays(today, -RECENT_DAYS);
  const doneOn = (t: Task) => (t.completed && t.completedAt ? dateIn(new Date(t.completedAt), timeZone) : undefined);
  const shown = all.filter((t) => {
    const day = doneOn(t);
    if (view === 'today') return !day || day >= today;
    return !!day && day < today && day >= since;
  });
  return view === 'recent' ? shown.sort((a, b) => b.completedAt!.localeCompare(a.completedAt!)) : shown;
}

/** Personal tasks kept now, counted: where the profile's counter starts when it has none yet. */
export async function countPersonalTasks(userId: string): Promise<number> {
  const { Count = 0 } = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX },
      Select: 'COUNT',
    }),
  );
  return Count;
}

/** The tasks of one write: a transaction's items (store/dynamo.ts) but the counter. */
export const TASKS_PER_WRITE = TRANSACTION_ITEMS - 1;

/**
 * Writes new personal task items (none may exist yet) and counts them against the cap, all or none —
 * or, with `counted: false`, writes them into room taken before (reservePersonalTasks). Past the cap it
 * throws what `refused(kept)` makes of the tasks kept; a task that exists already fails the write with
 * TransactionConditionsFailed naming it `task:{id}`.
 */
async function putPersonalTasks(
  userId: string,
  items: readonly (Record<string, unknown> & { id: string })[],
  refused: (kept: number) => Error,
  counted = true,
): Promise<void> {
  if (items.length > TASKS_PER_WRITE) throw new Error(`At most ${TASKS_PER_WRITE} tasks in one write`);
  const now = new Date().toISOString();
  const write = (seed?: number) =>
    transact(userId, {
      counter: counted ? takePersonalTaskSlots(userId, items.length, now, seed) : undefined,
      ...Object.fromEntries(
        items.map((Item) => [
          `task:${Item.id}`,
          { Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' } },
        ]),
      ),
    });
  try {
    await write();
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed) || !error.has('counter')) throw error;
    const kept = error.old('counter')?.ptaskCount as number | undefined;
    if (kept !== undefined) throw refused(kept);
    // A profile from before the counter: count the tasks once, and start it from there.
    const counted = await countPersonalTasks(userId);
    if (counted + items.length > LIMITS.personalTasks) throw refused(counted);
    try {
      await write(counted);
    } catch (again) {
      if (again instanceof TransactionConditionsFailed && again.has('counter'))
        throw refused(Number(again.old('counter')?.ptaskCount ?? counted));
      throw again;
    }
  }
}

/**
 * Writes personal task items into room taken before (reservePersonalTasks), at most TASKS_PER_WRITE in
 * one transaction, and answers the ids written: a task another request wrote meanwhile (an import of the
 * same file) is left out and the rest written again.
 */
export async function putReservedPersonalTasks(
  userId: string,
  items: readonly (Record<string, unknown> & { id: string })[],
): Promise<string[]> {
  let batch = items;
  while (batch.length) {
    try {
      await putPersonalTasks(userId, batch, () => new Error('A reserved write takes no room of its own'), false);
      return batch.map((item) => item.id);
    } catch (error) {
      if (!(error instanceof TransactionConditionsFailed)) throw error;
      batch = batch.filter((item) => !error.has(`task:${item.id}`));
    }
  }
  return [];
}

/**
 * Takes room for `n` personal tasks under the cap at once, before any is written (an import): one
 * conditional update of the count, so of imports at once those that fit go through whole and the rest
 * are refused before writing anything, told the count as it is. Past the cap it throws `refused(kept)`.
 */
export async function reservePersonalTasks(userId: string, n: number, refused: (kept: number) => Error): Promise<void> {
  if (n === 0) return;
  let answer = await takeRoom(userId, n);
  if (answer === 'taken') return;
  if (answer.kept !== undefined) throw refused(answer.kept);
  // A profile from before the counter: count the tasks once, and start it from there. Past the cap by
  // that count, the room is asked once more without a start: an import may have started the counter
  // meanwhile (its tasks part written), and then the counter, with the room it took, is the count to tell.
  const counted = await countPersonalTasks(userId);
  answer = await takeRoom(userId, n, counted + n <= LIMITS.personalTasks ? counted : undefined);
  if (answer === 'taken') return;
  throw refused(answer.kept ?? counted);
}

/** One conditional update of the count: 'taken', or the count that refused it (none: no counter yet). */
async function takeRoom(userId: string, n: number, seed?: number): Promise<'taken' | { kept?: number }> {
  try {
    await ddb().send(new UpdateCommand(takePersonalTaskSlots(userId, n, new Date().toISOString(), seed).Update!));
    return 'taken';
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return { kept: refusedItem<{ ptaskCount?: number }>(error)?.ptaskCount };
  }
}

/** Gives room taken by reservePersonalTasks and not used (tasks skipped, an import stopped) back. */
export async function releasePersonalTasks(userId: string, n: number): Promise<void> {
  if (n > 0) await ddb().send(new UpdateCommand(releasePersonalTaskSlots(userId, n).Update!));
}

/** Adds a personal task, up to the fair-use cap (counted with it, so adds at once cannot pass it). */
export async function createPersonalTask(userId: string, input: CreateTaskInput): Promise<Task> {
  const now = new Date().toISOString();
  const id = newTaskId();
  const item = {
    ...personalTaskKey(userId, id),
    type: 'ptask',
    id,
    title: input.title,
    description: input.description ?? '',
    difficulty: input.difficulty ?? 'medium',
    completed: false,
    createdAt: now,
    updatedAt: now,
  };
  await putPersonalTasks(
    userId,
    [item],
    () => new LimitReachedError(`You can keep at most ${LIMITS.personalTasks} personal tasks. Delete finished ones to add more.`),
  );
  return taskFromItem(item);
}

/**
 * Partial update. Completing keeps the first completion time while the task stays completed;
 * un-completing removes it from history.
 */
export async function updatePersonalTask(userId: string, taskId: string, patch: UpdateTaskInput): Promise<TaskChange> {
  const now = new Date().toISOString();
  const parts = setFields(patch, { sets: ['updatedAt = :now'], names: {}, values: { ':now': now } });
  const removes: string[] = [];
  if (patch.completed === true) {
    const history = enterHistory(userId, taskId, now, { keepFirst: true });
    parts.sets.push(...history.sets);
    Object.assign(parts.values, history.values);
  } else if (patch.completed === false) {
    removes.push(LEAVE_HISTORY);
  }
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: personalTaskKey(userId, taskId),
        UpdateExpression: `SET ${parts.sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(PK)',
        ...namesOf(parts),
        ExpressionAttributeValues: parts.values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    const task = taskFromItem(Attributes!);
    // Completed now, not a repeat (which keeps the first completion time): a completion to count.
    if (patch.completed === true && task.completedAt === now) count(METRIC.taskCompletions);
    return taskChange(task, patch);
  } catch (error) {
    if (isConditionFailed(error)) throw notFound();
    throw error;
  }
}

/** Deletes a personal task and gives its place under the cap back. */
export async function deletePersonalTask(userId: string, taskId: string): Promise<void> {
  const remove = { Delete: { TableName: tableName(), Key: personalTaskKey(userId, taskId), ConditionExpression: 'attribute_exists(PK)' } };
  try {
    await transact(userId, { task: remove, counter: releasePersonalTaskSlots(userId) });
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    if (error.has('task')) throw notFound();
    // A profile from before the counter: nothing to give back (it is counted when first needed).
    try {
      await ddb().send(new DeleteCommand(remove.Delete));
    } catch (plain) {
      if (isConditionFailed(plain)) throw notFound();
      throw plain;
    }
  }
}
