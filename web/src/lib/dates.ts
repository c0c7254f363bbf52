/**
 * How the web writes dates and times: every date a person reads is written here. Two kinds of value:
 *
 * - a calendar date, "YYYY-MM-DD" (a plan's day, a streak's start, a day of the heatmap): the same day
 *   in every time zone, so it is written in UTC, where its midnight falls on that very date;
 * - an instant, an ISO timestamp or a `Date` (when a task was done, a goal archived, a reminder sent):
 *   written in a time zone, this device's when none is given.
 *
 * Dates are written in British English, day before month ("Wednesday 19 March 2025"), as the rest of
 * the app's words are; a time of day follows this device's own locale (its 12- or 24-hour clock).
 * Each formatter is made once: making one costs far more than using it.
 */

type Options = Intl.DateTimeFormatOptions;

/** British English, the app's language. */
const WRITTEN = 'en-GB';
/** This device's locale (undefined lets the runtime pick it), for what the device's own clock shows. */
const DEVICE = undefined;

const made = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string | undefined, options: Options): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}

/** Midnight UTC of a calendar date: the instant that reads as that date in UTC. */
const midnight = (date: string) => new Date(`${date}T00:00:00Z`);
const calendar = (options: Options) => (date: string) => formatter(WRITTEN, { ...options, timeZone: 'UTC' }).format(midnight(date));
const instant = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

const LONG_DAY: Options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
/**
 * "Wednesday 19 March 2025": put together from its parts, so no locale's data can slip a comma between
 * the weekday and the day (en-GB's own pattern has one; History's headings and the heatmap agree).
 */
function longDay(timeZone: string | undefined, at: Date): string {
  const parts = formatter(WRITTEN, { ...LONG_DAY, timeZone }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

// Calendar dates ("YYYY-MM-DD").

/** "3 Nov" */
export const dayMonth = calendar({ day: 'numeric', month: 'short' });
/** "3 Nov 2025" */
export const dayMonthYear = calendar({ day: 'numeric', month: 'short', year: 'numeric' });
/** "Mon 23 Nov" */
export const weekdayDayMonth = calendar({ weekday: 'short', day: 'numeric', month: 'short' });
/** "Tuesday 8 December" */
export const weekdayDayMonthLong = calendar({ weekday: 'long', day: 'numeric', month: 'long' });
/** "Wednesday 19 March 2025" */
export const weekdayDayMonthYearLong = (date: string) => longDay('UTC', midnight(date));
/** "Mar" */
export const monthShort = calendar({ month: 'short' });
/** "March 2025" */
export const monthYear = calendar({ month: 'long', year: 'numeric' });

// Instants, in `timeZone` (this device's when absent).

/** "19 March 2025", the day `at` falls on. */
export const longDateOf = (at: string | Date, timeZone?: string) =>
  formatter(WRITTEN, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(instant(at));

/** "Wednesday 19 March 2025", the day `at` falls on: a day's heading. */
export const weekdayLongDateOf = (at: string | Date, timeZone?: string) => longDay(timeZone, instant(at));

/** A day and a time of day in this device's locale unless `locale` is given: "Tue, Nov 24, 8:00 AM" in American English. */
export const deviceDayTimeOf = (at: string | Date, timeZone?: string, locale: string | undefined = DEVICE) =>
  formatter(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(instant(at));

/** An hour of the day (0–23) on this device's clock unless `locale` is given: "7:00 PM" for 19 in American English, "19:00" in British. */
export const deviceHour = (hour: number, locale: string | undefined = DEVICE) =>
  formatter(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(2000, 0, 1, hour));

/** This device's time zone, "Europe/Berlin": where a new goal and the reminders are set. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
