import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS, type Subtask, type Task, type TaskChange } from '../../contract';
import { LimitReachedError, NotFoundError } from '../domain/errors';
import { newTaskId } from '../domain/ids';
import type { CreateTaskInput, UpdateGoalTaskInput, UpdateTaskInput } from '../../contract/schemas';
import { dayKey } from './day';
import { ddb, isConditionFailed, namesOf, setFields, tableName, transact, TransactionConditionsFailed, type TransactItem } from './dynamo';
import { goalKey } from './goal';
import { enterHistory, LEAVE_HISTORY } from './history-index';
import { withIds } from './subtasks';
import { taskChange, taskFromItem, taskKey, taskToItem, type TaskItem, type TaskRef } from './task';
import { count, METRIC } from '../observability';

/**
 * Goal-task writes. Each one that changes how many of a day's tasks are open is a single
 * TransactWriteItems over the task, its day's counters and — only when the day turns complete or
 * incomplete — the goal's `completedDays`, every item conditioned on the state it expects. Nothing is
 * read first: the write assumes the common case (the day does not flip) and, when the day's condition
 * says otherwise, is sent again for the other case. Concurrent writers therefore never double-count.
 */

/** What a write does to the day: change in open tasks and in total tasks. */
interface DayDelta {
  open: -1 | 0 | 1;
  total: -1 | 0 | 1;
}

const MAX_ATTEMPTS = 6;

/**
 * The day's update. `flips` is the case where the day turns complete (open -1 from 1) or incomplete
 * (open +1 from 0); the goal's counter moves with it.
 */
function dayUpdate(ref: TaskRef, delta: DayDelta, flips: boolean): TransactItem {
  const threshold = delta.open < 0 ? 1 : 0;
  return {
    Update: {
      TableName: tableName(),
      Key: dayKey(ref.userId, ref.goalId, ref.dayId),
      UpdateExpression: 'ADD openTasks :open, totalTasks :total',
      ConditionExpression: [
        'attribute_exists(PK)',
        ...(delta.open !== 0 ? [`openTasks ${flips ? '=' : '>'} :threshold`] : []),
        ...(delta.total > 0 ? ['totalTasks < :max'] : []),
      ].join(' AND '),
      ExpressionAttributeValues: {
        ':open': delta.open,
        ':total': delta.total,
        ...(delta.open !== 0 && { ':threshold': threshold }),
        ...(delta.total > 0 && { ':max': LIMITS.tasksPerDay }),
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

function goalCounterUpdate(ref: TaskRef, dayCompletes: boolean): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: goalKey(ref.userId, ref.goalId),
      UpdateExpression: dayCompletes ? 'ADD completedDays :delta, doneDays :day' : 'ADD completedDays :delta DELETE doneDays :day',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':delta': dayCompletes ? 1 : -1, ':day': new Set([ref.dayId]) },
    },
  };
}

interface Attempt {
  task: TransactItem;
  delta: DayDelta;
}

type Outcome =
  | { ok: true }
  | { ok: false; taskItem: Record<string, unknown> | undefined; taskFailed: true }
  | { ok: false; taskFailed: false; dayMissing: boolean };

async function tryWrite(ref: TaskRef, attempt: Attempt, flips: boolean): Promise<Outcome> {
  try {
    await transact(ref.userId, {
      task: attempt.task,
      day: dayUpdate(ref, attempt.delta, flips),
      goal: flips && attempt.delta.open !== 0 ? goalCounterUpdate(ref, attempt.delta.open < 0) : undefined,
    });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    if (error.has('task')) return { ok: false, taskFailed: true, taskItem: error.old('task') };
    if (error.has('day')) {
      const day = error.old('day');
      if (day && attempt.delta.total > 0 && Number(day.totalTasks) >= LIMITS.tasksPerDay) {
        throw new LimitReachedError(`A day holds at most ${LIMITS.tasksPerDay} tasks. Finish or delete some before adding more.`);
      }
      return { ok: false, taskFailed: false, dayMissing: !day };
    }
    throw new NotFoundError('Goal not found');
  }
}

/**
 * Runs a counter-moving write, choosing between the "day stays as it is" and "day flips" forms.
 * `plan` is asked again when the task's own condition fails, with the task as it really is (or
 * undefined when it does not exist), and answers the next attempt or a final result.
 */
async function writeWithDay<T>(
  ref: TaskRef,
  first: Attempt,
  onTaskMismatch: (current: Record<string, unknown> | undefined) => Promise<{ attempt: Attempt } | { result: T }>,
  onSuccess: () => Promise<T> | T,
): Promise<T> {
  let attempt = first;
  let flips = false;
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const outcome = await tryWrite(ref, attempt, flips);
    if (outcome.ok) return onSuccess();
    if (outcome.taskFailed) {
      const next = await onTaskMismatch(outcome.taskItem);
      if ('result' in next) return next.result;
      attempt = next.attempt;
      flips = false;
    } else {
      if (outcome.dayMissing) throw new NotFoundError('Day not found');
      flips = !flips; // the day was in the other state: send the other form
    }
  }
  throw new Error('Task write did not settle: too much contention on one day');
}

const notFound = () => new NotFoundError('Task not found');

/** The fields an update sets besides `completed`, its steps given ids. */
type Fields = Omit<UpdateTaskInput, 'completed'> & { subtasks?: Subtask[] };

/** Title, description and difficulty: no counters move, so a plain conditional update. */
async function updateFields(ref: TaskRef, patch: Fields): Promise<Task> {
  const parts = setFields({ updatedAt: new Date().toISOString(), ...patch });
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: taskKey(ref.userId, ref.goalId, ref.dayId, ref.taskId),
        UpdateExpression: `SET ${parts.sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ...namesOf(parts),
        ExpressionAttributeValues: parts.values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return taskFromItem(Attributes!);
  } catch (error) {
    if (isConditionFailed(error)) throw notFound();
    throw error;
  }
}

/** The task's own update when `completed` changes, conditioned on the opposite previous state. */
function completionUpdate(ref: TaskRef, completed: boolean, patch: Fields): TransactItem {
  const now = new Date().toISOString();
  const parts = setFields(patch, {
    sets: ['completed = :completed', 'updatedAt = :now'],
    names: {},
    values: { ':completed': completed, ':previous': !completed, ':now': now },
  });
  if (completed) {
    const history = enterHistory(ref.userId, ref.taskId, now, { keepFirst: false });
    parts.sets.push(...history.sets);
    Object.assign(parts.values, history.values);
  }
  return {
    Update: {
      TableName: tableName(),
      Key: taskKey(ref.userId, ref.goalId, ref.dayId, ref.taskId),
      UpdateExpression: `SET ${parts.sets.join(', ')}${completed ? '' : ` REMOVE ${LEAVE_HISTORY}`}`,
      ConditionExpression: 'attribute_exists(PK) AND completed = :previous',
      ...namesOf(parts),
      ExpressionAttributeValues: parts.values,
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/**
 * Partial update of a goal task; answers what changed (see TaskChange). Toggling `completed` moves
 * the day's and goal's counters and the history index in one transaction and reads nothing; setting it
 * to the value it already has is an idempotent repeat that changes nothing else.
 */
export async function updateGoalTask(ref: TaskRef, input: UpdateGoalTaskInput): Promise<TaskChange> {
  const { completed, subtasks, ...rest } = input;
  const fields: Fields = { ...rest, ...(subtasks && { subtasks: withIds(subtasks) }) };
  const hasFields = Object.values(fields).some((v) => v !== undefined);
  if (completed === undefined) return taskChange(await updateFields(ref, fields), fields);

  const task = completionUpdate(ref, completed, fields);
  const values = (task as { Update: { ExpressionAttributeValues: Record<string, unknown> } }).Update.ExpressionAttributeValues;
  return writeWithDay<TaskChange>(
    ref,
    { task, delta: { open: completed ? -1 : 1, total: 0 } },
    async (current) => {
      if (!current) throw notFound();
      const now = hasFields ? await updateFields(ref, fields) : taskFromItem(current);
      return { result: taskChange(now, { ...fields, completed }) };
    },
    () => {
      // Written, not a repeat: a completion to count (the metric behind the dashboard's completions).
      if (completed) count(METRIC.taskCompletions);
      return {
        id: ref.taskId,
        goalId: ref.goalId,
        dayId: ref.dayId,
        ...fields,
        completed,
        ...(completed && { completedAt: String(values[':now']) }),
        updatedAt: String(values[':now']),
      };
    },
  );
}

/** Adds a task to a day: the day gains an open task, so a complete day becomes incomplete again. */
export async function addGoalTask(ref: Omit<TaskRef, 'taskId'>, input: CreateTaskInput): Promise<Task> {
  const now = new Date().toISOString();
  const id = newTaskId();
  const item: TaskItem = taskToItem(ref.userId, ref.goalId, ref.dayId, {
    id,
    title: input.title,
    description: input.description ?? '',
    difficulty: input.difficulty ?? 'medium',
    order: Date.now(),
    createdAt: now,
  });
  const full: TaskRef = { ...ref, taskId: id };
  return writeWithDay<Task>(
    full,
    {
      task: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      delta: { open: 1, total: 1 },
    },
    async () => {
      throw new Error('Task id collision');
    },
    () => taskFromItem(item as unknown as Record<string, unknown>),
  );
}

/** Deletes a goal task; deleting the last open task of a day completes the day. */
export async function deleteGoalTask(ref: TaskRef): Promise<void> {
  const deleteIf = (completed: boolean): Attempt => ({
    task: {
      Delete: {
        TableName: tableName(),
        Key: taskKey(ref.userId, ref.goalId, ref.dayId, ref.taskId),
        ConditionExpression: 'attribute_exists(PK) AND completed = :completed',
        ExpressionAttributeValues: { ':completed': completed },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    delta: completed ? { open: 0, total: -1 } : { open: -1, total: -1 },
  });
  await writeWithDay<void>(
    ref,
    deleteIf(false),
    async (current) => {
      if (!current) throw notFound();
      return { attempt: deleteIf(Boolean(current.completed)) };
    },
    () => undefined,
  );
}
