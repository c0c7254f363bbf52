import { addDays, dateIn } from '../../../contract/schedule';

/**
 * When a daily reminder is due. A reminder at hour H goes in the first hourly run at or after H:00
 * on the user's wall clock (zones whose offset has half or quarter hours are sent at the next full
 * UTC hour, still within their hour H), and the runs find due reminders by that UTC hour.
 */

const HOUR = 3_600_000;

/** The zone's offset from UTC at `instant`, in milliseconds (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the clock in `timeZone` shows `date` at `hour`:00. On a day a clock change skips that
 * hour, the instant an hour later (the first that exists); when it repeats it, the first of the two.
 */
export function wallClockInstant(date: string, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The start of the UTC hour at or after `instant`: the hourly run that sends what is due then. */
export function runHourOf(instant: Date): Date {
  return new Date(Math.ceil(instant.getTime() / HOUR) * HOUR);
}

/** The run that is due at `now`: the start of its UTC hour. */
export function runAt(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR);
}

/** A run's key, the UTC hour as "YYYY-MM-DDTHH". */
export const runKey = (instant: Date) => instant.toISOString().slice(0, 13);

/**
 * The run that sends the next reminder at `hour` in `timeZone` after `now`: today's, while today's
 * hour has not passed on the user's clock, else tomorrow's. `sentOn` (the user's date of the last
 * one sent) makes today's count as done.
 */
export function nextReminderRun(now: Date, hour: number, timeZone: string, sentOn?: string): Date {
  const today = dateIn(now, timeZone);
  const todays = runHourOf(wallClockInstant(today, hour, timeZone));
  // Still this hour on the user's clock (or before it), and not sent today: today's run is the next.
  if (sentOn !== today && now.getTime() < todays.getTime() + HOUR) return todays;
  return runHourOf(wallClockInstant(addDays(today, 1), hour, timeZone));
}
