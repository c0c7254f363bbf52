import { dayId, pad, parseDayId, type Day } from '../../contract';
import { isDayComplete } from '../domain/goals/progress';
import { userPk } from './user-key';
import { weekSk } from './week';

/**
 * A roadmap day with its task counters: the day is complete when no task is open. Goal-task writes
 * move the counters in the same transaction as the task (store/write-task.ts).
 *
 *   day  PK USER#{sub}  SK GOAL#{goalId}#W#{nn}#D#{nn}  week, number, title, totalTasks, openTasks
 */

export const daySk = (goalId: string, week: number, day: number) => `${weekSk(goalId, week)}#D#${pad(day)}`;

/** The key of a day, from its API id (`w01d03`). */
export function dayKey(userId: string, goalId: string, id: string) {
  const parsed = parseDayId(id);
  if (!parsed) throw new Error(`Invalid day id ${id}`);
  return { PK: userPk(userId), SK: daySk(goalId, parsed.week, parsed.day) };
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
};

export function dayToItem(
  userId: string,
  goalId: string,
  day: { week: number; number: number; title: string; totalTasks: number },
): DayItem {
  return { PK: userPk(userId), SK: daySk(goalId, day.week, day.number), type: 'day', ...day, openTasks: day.totalTasks };
}

export const dayIdOf = (item: DayItem) => dayId(item.week, item.number);

/** The day without its tasks (assembled by the roadmap reader). */
export function dayFromItem(item: DayItem): Day {
  return { id: dayIdOf(item), number: item.number, title: item.title, isCompleted: isDayComplete(item.openTasks), tasks: [] };
}
