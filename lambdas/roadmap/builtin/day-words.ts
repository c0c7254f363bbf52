/**
 * The words a planned day's title and a light day are made of, shared by the placing of days (place.ts),
 * the filling of their spare time (scale.ts) and the plan's days (from-curriculum.ts), so that what one
 * writes the others read.
 */

/** A lesson's day carried on to the next: "Blind contour, continued". */
export const CONTINUED = ', continued';

/** A day beyond all the week's work (place.ts `LIGHT_DAY`), and its one task. */
export const LIGHT_TITLE = 'Light day';
export const LIGHT_KEEP = 'Keep what this week started: today’s entry, tick or check, nothing new';

/** A light day given a drill of the week to practise: "Practice: Line quality". */
export const PRACTICE_ROUND_DAY = 'Practice';

/** A light day left holding the week's check. */
export const CHECK_TITLE = 'This week’s check';

/** A planned day's title: "Day 3: Blind contour". */
export const numberedDay = (number: number, title: string) => `Day ${number}: ${title}`;

/** A planned day's own name, without its number, its ", continued" and its "Practice: ": "Blind contour". */
export const dayName = (title: string) =>
  title
    .replace(/^Day \d+: /, '')
    .replace(new RegExp(`${CONTINUED}$`), '')
    .replace(new RegExp(`^${PRACTICE_ROUND_DAY}: `), '');
