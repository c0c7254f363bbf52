import { parseDayId, type Day, type Task, type Week } from '../../../contract';

/** A plan's weeks, days and tasks as read, in any order (store/read-goal.ts planParts maps them from the items). */
export interface PlanParts {
  /** Without their days. */
  weeks: Week[];
  /** Without their tasks. */
  days: Day[];
  /** Goal tasks, each with its place in its day. */
  tasks: { task: Task; order: number }[];
}

/**
 * The one roadmap assembly (Home, a goal, the export): weeks → days → tasks, days in plan order with
 * their dates, tasks in the order they were placed (then by when they were made).
 */
export function assembleWeeks({ weeks, days, tasks }: PlanParts, dates?: ReadonlyMap<string, string>): Week[] {
  const byNumber = new Map(weeks.map((w) => [w.number, { ...w, days: [] as Day[] }]));
  const inDay = new Map<string, { task: Task; order: number }[]>();
  for (const placed of tasks) {
    const dayId = placed.task.dayId;
    if (dayId) inDay.set(dayId, [...(inDay.get(dayId) ?? []), placed]);
  }
  for (const day of [...days].sort((a, b) => a.id.localeCompare(b.id))) {
    const date = dates?.get(day.id);
    const own = (inDay.get(day.id) ?? [])
      .sort((a, b) => a.order - b.order || a.task.createdAt.localeCompare(b.task.createdAt))
      .map(({ task }) => task);
    byNumber.get(parseDayId(day.id)!.week)?.days.push({ ...day, ...(date && { date }), tasks: own });
  }
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}
