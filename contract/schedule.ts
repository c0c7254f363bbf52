/**
 * When a goal's days fall: calendar dates ("YYYY-MM-DD") for a roadmap's days, from the goal's
 * schedule (a start date, the weekdays the user works on, the time zone "today" is read in).
 *
 * The days flow, in roadmap order, onto the scheduled weekdays from a date (the start date, or the date
 * of the last reschedule), skipping dates that a pinned day holds. A reschedule pins every completed day
 * to the date it had and lets the others flow again from a new date, so completed days and their
 * history never move, and no two days ever share a date. Dates are calendar dates: daylight-saving
 * changes do not touch them; only "today" depends on the time zone.
 */

export interface Schedule {
  startDate: string;
  /** 1 = Monday … 7 = Sunday, ascending, at least one. */
  weekdays: number[];
  /** IANA name, e.g. "Europe/Berlin". */
  timeZone: string;
}

/** Where the days stand on the calendar: they flow from `from`; `pinned` days keep their dates. */
export interface Placement {
  from: string;
  pinned: Record<string, string>;
}

export const WORKDAYS = [1, 2, 3, 4, 5];
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in the form YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

export function isTimeZone(value: string): boolean {
  try {
    formatterIn(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Each zone's date formatter, made once: making one costs far more than using it (a tenth of a
 * millisecond and more), and GET /goals reads one per goal. Only real zones are kept (an unknown one
 * throws), so the map holds at most the IANA database's few hundred.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterIn(timeZone?: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone ?? '');
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone ?? '', format);
  }
  return format;
}

/** The calendar date of `instant` in `timeZone` (this device's when absent), "YYYY-MM-DD". */
export function dateIn(instant: Date, timeZone?: string): string {
  return formatterIn(timeZone).format(instant);
}

/** Today's date where the goal is worked on (on this device when no zone is given). */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  return dateIn(now, timeZone);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

export function weekdayName(date: string): string {
  return WEEKDAY_NAMES[weekdayOf(date) - 1]!;
}

/**
 * The chosen weekdays in the order a plan's weeks meet them: from the first chosen day on or after the
 * start date. Days flow onto them in roadmap order (dayDates), so a plan week of one day per chosen
 * weekday is a calendar week starting on that day, and its planner places each session on its weekday.
 */
export function planWeekdays(schedule: Pick<Schedule, 'startDate' | 'weekdays'>): number[] {
  const sorted = [...new Set(schedule.weekdays)].sort((a, b) => a - b);
  const start = weekdayOf(schedule.startDate);
  const first = sorted.findIndex((d) => d >= start);
  return first <= 0 ? sorted : [...sorted.slice(first), ...sorted.slice(0, first)];
}

/**
 * Weekdays for "N days a week" when no days were chosen (the roadmap script, a suggestion of more days):
 * spread so that a session can rest a day between, the weekend kept for the longest one.
 */
export const SPREAD_WEEKDAYS: readonly (readonly number[])[] = [
  [],
  [6],
  [3, 6],
  [2, 4, 6],
  [1, 3, 5, 6],
  WORKDAYS,
  [1, 2, 3, 4, 5, 6],
  [1, 2, 3, 4, 5, 6, 7],
];

/**
 * `weekdays` with days added up to `count`: each the free day furthest from the chosen ones (so a
 * session can rest a day between), the weekend first among equals. Ascending.
 */
export function moreWeekdays(weekdays: readonly number[], count: number): number[] {
  const days = new Set(weekdays);
  const distance = (d: number) => Math.min(...[...days].map((c) => Math.min(Math.abs(c - d), 7 - Math.abs(c - d))));
  const preference = [6, 7, 3, 1, 5, 2, 4];
  while (days.size < Math.min(7, count)) {
    const free = preference.filter((d) => !days.has(d));
    days.add(days.size ? free.reduce((best, d) => (distance(d) > distance(best) ? d : best)) : free[0]!);
  }
  return [...days].sort((a, b) => a - b);
}
