import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Subtask, SubtaskInput, Task } from '../../contract';
import { NotFoundError } from '../domain/errors';
import { newId } from '../domain/ids';
import { ddb, isConditionFailed, tableName } from './dynamo';
import { taskFromItem, taskKey } from './task';

/**
 * A goal task's checklist steps live on the task item as `subtasks: [{id, title, done}]`: they are
 * read and written with the task, so a day's reads stay one query. Editing and ticking replace the
 * list through the task's update (store/write-task.ts); this module makes the first list.
 */

export interface TaskRef {
  userId: string;
  goalId: string;
  dayId: string;
  taskId: string;
}

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
