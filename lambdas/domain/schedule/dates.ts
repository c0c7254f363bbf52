import { addDays, weekdayOf, type Placement } from '../../../contract';

/**
 * Where a goal's days fall (contract/schedule.ts says how): the server's rules over a schedule and a
 * placement. The web reads the dates the API answers, so these stay out of the shared contract.
 */

/** The dates of `dayIds` (roadmap order). */
export function dayDates(dayIds: readonly string[], weekdays: readonly number[], placement: Placement): Map<string, string> {
  const on = new Set(weekdays.length ? weekdays : [1, 2, 3, 4, 5, 6, 7]);
  const taken = new Set(Object.values(placement.pinned));
  const dates = new Map<string, string>();
  let cursor = placement.from;
  for (const id of dayIds) {
    const pinned = placement.pinned[id];
    if (pinned) {
      dates.set(id, pinned);
      continue;
    }
    while (!on.has(weekdayOf(cursor)) || taken.has(cursor)) cursor = addDays(cursor, 1);
    dates.set(id, cursor);
    cursor = addDays(cursor, 1);
  }
  return dates;
}

/** Scheduled dates before today whose day is not complete. */
export function behindDays(dates: ReadonlyMap<string, string>, doneDays: ReadonlySet<string>, today: string): number {
  let behind = 0;
  for (const [id, date] of dates) if (date < today && !doneDays.has(id)) behind++;
  return behind;
}
