import { dayId, type PlannedWeek } from '../../contract';
import { dayToItem } from './day';
import { weekToItem } from './week';

/**
 * The one write loop of a roadmap: its weeks, days and tasks as items, in order. Generation, an
 * accepted adjustment and an import each say only what their task items carry (a new id and the run,
 * a draft's id, an export's history) and what else a day holds (the user's own tasks an adjustment
 * carries over, an imported day's open count).
 */
export function roadmapToItems<T>(
  userId: string,
  goalId: string,
  weeks: readonly PlannedWeek<T>[],
  items: {
    /** A task's item, at its place in the day. */
    task: (task: T, dayId: string, order: number) => Record<string, unknown>;
    /** Items the day holds besides its tasks, counted with them (the user's own tasks carried over). */
    carried?: (dayId: string) => Record<string, unknown>[];
    /** What the day's item carries besides its counters. */
    day?: (dayId: string, tasks: T[]) => Record<string, unknown>;
  },
): { items: Record<string, unknown>[]; dayIds: string[] } {
  const out: Record<string, unknown>[] = [];
  const dayIds: string[] = [];
  for (const week of weeks) {
    out.push(weekToItem(userId, goalId, week));
    for (const day of week.days) {
      const id = dayId(week.number, day.number);
      dayIds.push(id);
      const carried = items.carried?.(id) ?? [];
      out.push({
        ...dayToItem(userId, goalId, {
          week: week.number,
          number: day.number,
          title: day.title,
          totalTasks: day.tasks.length + carried.length,
        }),
        ...items.day?.(id, day.tasks),
      });
      day.tasks.forEach((task, order) => out.push(items.task(task, id, order)));
      out.push(...carried);
    }
  }
  return { items: out, dayIds };
}
