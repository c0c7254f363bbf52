import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Subtask, SubtaskInput, Task, TaskChange } from '../../contract';
import { ConflictError, NotFoundError } from '../domain/errors';
import { newId } from '../domain/ids';
import { ddb, isConditionFailed, tableName } from './dynamo';
import { taskChange, taskFromItem, taskKey, type TaskRef } from './task';

/**
 * A goal task's checklist steps live on the task item as `subtasks: [{id, title, done}]`: they are
 * read and written with the task, so a day's reads stay one query. Editing replaces the list through
 * the task's update (store/write-task.ts); this module makes the first list and ticks one step.
 */

export const newSubtaskId = () => newId(8);

/** The steps as the user sent them, each new one given an id. */
export const withIds = (steps: SubtaskInput[]): Subtask[] =>
  steps.map((s) => ({ id: s.id ?? newSubtaskId(), title: s.title, done: s.done }));

export async function readTask(ref: TaskRef): Promise<Task> {
  const { Item } = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: taskKey(ref.userId, ref.goalId, ref.dayId, ref.taskId), ConsistentRead: true }),
  );
  if (!Item) throw new NotFoundError('Task not found');
  return taskFromItem(Item);
}

/**
 * Keeps a task's first steps. A task that already has steps keeps them and is answered as it is, so a
 * retried or doubled request never replaces steps the user has ticked or edited.
 */
export async function saveFirstSubtasks(ref: TaskRef, subtasks: Subtask[]): Promise<Task> {
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: taskKey(ref.userId, ref.goalId, ref.dayId, ref.taskId),
        UpdateExpression: 'SET subtasks = :subtasks, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(subtasks) OR size(subtasks) = :none)',
        ExpressionAttributeValues: { ':subtasks': subtasks, ':now': new Date().toISOString(), ':none': 0 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return taskFromItem(Attributes!);
  } catch (error) {
    // Another request broke it down first (its steps stand), or the task was deleted meanwhile.
    if (isConditionFailed(error)) return readTask(ref);
    throw error;
  }
}

/** How often a tick is tried again when the list moved between its read and its write. */
const STEP_ATTEMPTS = 4;

/**
 * Ticks or unticks one step and nothing else: the step's `done` at its place in the list, on the
 * condition that the step is still there, so an edit of the list that lands first (a step removed or
 * added in another tab) is never undone by a tick sent with an older list (decision 050). A list that
 * moved is read again; a step that is gone is a 404.
 */
export async function setStepDone(ref: TaskRef, stepId: string, done: boolean): Promise<TaskChange> {
  for (let attempt = 0; attempt < STEP_ATTEMPTS; attempt++) {
    const task = await readTask(ref);
    const index = (task.subtasks ?? []).findIndex((s) => s.id === stepId);
    if (index < 0) throw new NotFoundError('Step not found');
    try {
      const { Attributes } = await ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: taskKey(ref.userId, ref.goalId, ref.dayId, ref.taskId),
          UpdateExpression: `SET subtasks[${index}].done = :done, updatedAt = :now`,
          ConditionExpression: `subtasks[${index}].id = :step`,
          ExpressionAttributeValues: { ':done': done, ':now': new Date().toISOString(), ':step': stepId },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const now = taskFromItem(Attributes!);
      return taskChange(now, { subtasks: now.subtasks });
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
  throw new ConflictError('The steps of this task are changing. Try again in a moment.');
}
