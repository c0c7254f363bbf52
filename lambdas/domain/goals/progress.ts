/** Progress = round(completedDays / totalDays × 100), 0 when there are no days. */
export function progressPercent(completedDays: number, totalDays: number): number {
  if (totalDays <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completedDays / totalDays) * 100)));
}

/**
 * The day the user is on: the first day (in roadmap order) that is not complete, or the last day when
 * every day is complete. Undefined when there are no days.
 */
export function currentDayId(dayIds: readonly string[], doneDays: ReadonlySet<string>): string | undefined {
  return dayIds.find((id) => !doneDays.has(id)) ?? dayIds[dayIds.length - 1];
}

/** A day is complete when none of its tasks is open. */
export function isDayComplete(openTasks: number): boolean {
  return openTasks <= 0;
}
