import type { Day, Task, Week } from '../../contract';
import { dayId as makeDayId, parseDayId, weekId as makeWeekId } from '../domain/ids';
import { isDayComplete } from '../domain/progress';
import { userPk } from './user-key';

/**
 * Keys and item mapping of a goal's roadmap: weeks, days and goal tasks. Every key sits under the
 * goal's own sort-key prefix, so one Query (`begins_with(SK, "GOAL#{goalId}")`) reads a whole goal.
 *
 *   week  GOAL#{goalId}#W#{nn}
 *   day   GOAL#{goalId}#W#{nn}#D#{nn}          totalTasks, openTasks (the day is complete when openTasks = 0)
 *   task  GOAL#{goalId}#W#{nn}#D#{nn}#T#{taskId}
 *
 * Completed tasks also carry the sparse history index: GSI1PK `USER#{sub}#DONE`, GSI1SK `{completedAt}#{taskId}`.
 */

const pad = (n: number) => String(n).padStart(2, '0');

export const goalSk = (goalId: string) => `GOAL#${goalId}`;
export const weekSk = (goalId: string, week: number) => `${goalSk(goalId)}#W#${pad(week)}`;
export const daySk = (goalId: string, week: number, day: number) => `${weekSk(goalId, week)}#D#${pad(day)}`;

export function dayKey(userId: string, goalId: string, dayId: string) {
  const parsed = parseDayId(dayId);
  if (!parsed) throw new Error(`Invalid day id ${dayId}`);
  return { PK: userPk(userId), SK: daySk(goalId, parsed.week, parsed.day) };
}

export function taskKey(userId: string, goalId: string, dayId: string, taskId: string) {
  return { PK: userPk(userId), SK: `${dayKey(userId, goalId, dayId).SK}#T#${taskId}` };
}

export const historyPk = (userId: string) => `${userPk(userId)}#DONE`;
export const historySk = (completedAt: string, taskId: string) => `${completedAt}#${taskId}`;

export type WeekItem = {
  PK: string;
  SK: string;
  type: 'week';
  number: number;
  title: string;
  description: string;
}

export type DayItem = {
  PK: string;
  SK: string;
  type: 'day';
  week: number;
  number: number;
  title: string;
  totalTasks: number;
  openTasks: number;
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

export function weekItem(userId: string, goalId: string, week: Omit<WeekItem, 'PK' | 'SK' | 'type'>): WeekItem {
  return { PK: userPk(userId), SK: weekSk(goalId, week.number), type: 'week', ...week };
}

export function dayItem(
  userId: string,
  goalId: string,
  day: { week: number; number: number; title: string; totalTasks: number },
): DayItem {
  return {
    PK: userPk(userId),
    SK: daySk(goalId, day.week, day.number),
    type: 'day',
    ...day,
    openTasks: day.totalTasks,
  };
}

export function taskItem(
  userId: string,
  goalId: string,
  dayId: string,
  task: Pick<TaskItem, 'id' | 'title' | 'description' | 'difficulty' | 'estimatedMinutes' | 'order' | 'createdAt'>,
): TaskItem {
  return {
    ...taskKey(userId, goalId, dayId, task.id),
    type: 'task',
    goalId,
    dayId,
    completed: false,
    updatedAt: task.createdAt,
    ...task,
  };
}

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
  };
}

const byOrder = (a: TaskItem, b: TaskItem) => a.order - b.order || a.createdAt.localeCompare(b.createdAt);

/**
 * Assembles weeks → days → tasks from the items of one goal (in any order). Items of other kinds are
 * ignored, so a Query over the goal's whole prefix can be passed as it is.
 */
export function assembleWeeks(items: Record<string, unknown>[]): Week[] {
  const weeks = new Map<number, Week>();
  const days = new Map<string, { item: DayItem; tasks: TaskItem[] }>();
  for (const item of items) {
    if (item.type === 'week') {
      const w = item as unknown as WeekItem;
      weeks.set(w.number, { id: makeWeekId(w.number), number: w.number, title: w.title, description: w.description, days: [] });
    } else if (item.type === 'day') {
      const d = item as unknown as DayItem;
      const id = makeDayId(d.week, d.number);
      days.set(id, { item: d, tasks: days.get(id)?.tasks ?? [] });
    }
  }
  for (const item of items) {
    if (item.type !== 'task') continue;
    const t = item as unknown as TaskItem;
    days.get(t.dayId)?.tasks.push(t);
  }
  for (const [id, { item, tasks }] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    const day: Day = {
      id,
      number: item.number,
      title: item.title,
      isCompleted: isDayComplete(item.openTasks),
      tasks: tasks.sort(byOrder).map(taskFromItem),
    };
    weeks.get(item.week)?.days.push(day);
  }
  return [...weeks.values()].sort((a, b) => a.number - b.number);
}
