import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, dateIn, LIMITS, todayIn, type Task, type TaskChange } from '../../contract';
import { LimitReachedError, NotFoundError } from '../domain/errors';
import { newTaskId } from '../domain/ids';
import type { CreateTaskInput, UpdateTaskInput } from '../../contract/schemas';
import { ddb, isConditionFailed, namesOf, queryAll, setFields, tableName } from './dynamo';
import { enterHistory, LEAVE_HISTORY } from './history-index';
import { taskFromItem } from './task';
import { userPk } from './user-key';
import { count, METRIC } from '../observability';

/**
 * Personal tasks: no counters, so every write is one conditional item write. Completed ones carry the
 * history index (store/history.ts) like goal tasks.
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

/**
 * Adds a personal task, up to the fair-use cap. The count is read first (personal tasks carry no
 * counter), so two adds racing at the cap may pass it by one: a cap, not an exact quota.
 */
export async function createPersonalTask(userId: string, input: CreateTaskInput): Promise<Task> {
  const { Count = 0 } = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX },
      Select: 'COUNT',
    }),
  );
  if (Count >= LIMITS.personalTasks) {
    throw new LimitReachedError(`You can keep at most ${LIMITS.personalTasks} personal tasks. Delete finished ones to add more.`);
  }
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
  await ddb().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
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
    const change: TaskChange = { id: task.id, updatedAt: task.updatedAt };
    for (const key of Object.keys(patch) as (keyof Task)[]) (change as Record<string, unknown>)[key] = task[key];
    if (task.completed) change.completedAt = task.completedAt;
    return change;
  } catch (error) {
    if (isConditionFailed(error)) throw notFound();
    throw error;
  }
}

export async function deletePersonalTask(userId: string, taskId: string): Promise<void> {
  try {
    await ddb().send(
      new DeleteCommand({ TableName: tableName(), Key: personalTaskKey(userId, taskId), ConditionExpression: 'attribute_exists(PK)' }),
    );
  } catch (error) {
    if (isConditionFailed(error)) throw notFound();
    throw error;
  }
}
