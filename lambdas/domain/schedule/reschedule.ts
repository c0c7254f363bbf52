import { addDays, type Placement } from '../../../contract';
import { ValidationError } from '../errors';

/** How far ahead a plan may be moved. */
const MAX_AHEAD_DAYS = 366;

/**
 * The date a reschedule starts from: `from` when given, else today in the goal's time zone. A day's
 * slack either way of today covers a device a time zone away from the goal's; more than a year ahead
 * is refused.
 */
export function rescheduleStart(today: string, from?: string): string {
  const start = from ?? today;
  if (start < addDays(today, -1)) throw new ValidationError('from cannot be in the past', 'from');
  if (start > addDays(today, MAX_AHEAD_DAYS)) throw new ValidationError('from must be within a year from today', 'from');
  return start;
}

/**
 * The placement after "reschedule from `from`": completed days stay on their dates; every other day
 * flows again from `from`.
 */
export function rescheduled(dates: ReadonlyMap<string, string>, doneDays: ReadonlySet<string>, from: string): Placement {
  const pinned: Record<string, string> = {};
  for (const [id, date] of dates) if (doneDays.has(id)) pinned[id] = date;
  return { from, pinned };
}
