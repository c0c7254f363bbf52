import type { Task, TaskChange } from '../../contract';
import { dayKey } from './day';

/**
 * A goal task, under its day. A completed one also carries the history index (store/history.ts).
 *
 *   task  PK USER#{sub}  SK GOAL#{goalId}#W#{nn}#D#{nn}#T#{taskId}  the Task's fields, goalId, dayId, order
 *                        GSI1PK USER#{sub}#DONE  GSI1SK {completedAt}#{taskId}  (completed only)
 */
/** Which goal task: the path's ids, with the user's from the token. */
export interface TaskRef {
  userId: string;
  goalId: string;
  dayId: string;
  taskId: string;
}

export function taskKey(userId: string, goalId: string, dayId: string, taskId: string) {
  const day = dayKey(userId, goalId, dayId);
  return { PK: day.PK, SK: `${day.SK}#T#${taskId}` };
}

/** A goal task as stored: the API's Task plus its keys, its place in the day and the history index. */
export type TaskItem = Omit<Task, 'goalId' | 'dayId'> & {
  PK: string;
  SK: string;
  type: 'task';
  goalId: string;
  dayId: string;
  /** Display order within the day. */
  order: number;
  GSI1PK?: string;
  GSI1SK?: string;
};

export function taskToItem(
  userId: string,
  goalId: string,
  dayId: string,
  task: Pick<TaskItem, 'id' | 'title' | 'description' | 'difficulty' | 'estimatedMinutes' | 'order' | 'createdAt'>,
): TaskItem {
  return { ...taskKey(userId, goalId, dayId, task.id), type: 'task', goalId, dayId, completed: false, updatedAt: task.createdAt, ...task };
}

/** A goal task or a personal task (store/personal-task.ts) as the API shows it. */
export function taskFromItem(item: Record<string, unknown>): Task {
  const t = item as unknown as TaskItem;
  return {
    id: t.id,
    title: t.title,
    description: t.description ?? '',
    difficulty: t.difficulty ?? 'medium',
    ...(t.estimatedMinutes !== undefined && { estimatedMinutes: t.estimatedMinutes }),
    completed: Boolean(t.completed),
    ...(t.completedAt && { completedAt: t.completedAt }),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt ?? t.createdAt,
    ...(t.goalId && { goalId: t.goalId, dayId: t.dayId }),
    ...(t.subtasks?.length && { subtasks: t.subtasks.map(({ id, title, done }) => ({ id, title, done: Boolean(done) })) }),
  };
}

/**
 * What a write changed, as the API answers it (contract TaskChange): the task's identity and
 * `updatedAt`, and the fields the caller sent as they now are — a goal task's or a personal one's.
 */
export function taskChange(task: Task, fields: object): TaskChange {
  const change: TaskChange = {
    id: task.id,
    ...(task.goalId !== undefined && { goalId: task.goalId, dayId: task.dayId }),
    updatedAt: task.updatedAt,
  };
  for (const key of Object.keys(fields) as (keyof Task)[]) (change as Record<string, unknown>)[key] = task[key];
  // No steps is an empty list, so a client merging the change drops the ones it held.
  if ('subtasks' in fields) change.subtasks = task.subtasks ?? [];
  if (task.completed) change.completedAt = task.completedAt;
  return change;
}
