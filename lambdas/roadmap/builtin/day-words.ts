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

/** Where a longer name may end: before its last phrase of place, company or purpose ("… to LinkedIn's Featured section"). */
export const PHRASE = /^(?:to|for|with|in|into|on|onto|from|of|by|at|about|and|or|until|before|after|while|using)$/i;

/** A task's name as its title gives it: before a colon, a dash, a bracket or a comma, uncut. */
export const headOf = (title: string) => title.split(/:\s|\s[—–-]\s|\s\(|,\s/)[0]!.trim();

/** A task's name said whole: its head, or its head up to a phrase of place or purpose; never cut mid-phrase. */
export function wholeName(title: string): string | undefined {
  const head = headOf(title.replace(/[“”]/g, ''));
  const words = head.split(/\s+/);
  if (words.length <= 8 && !PHRASE.test(words.at(-1)!)) return head;
  const end = words.slice(0, 8).findLastIndex((w, i) => i >= 3 && PHRASE.test(w));
  return end > 0 ? words.slice(0, end).join(' ') : undefined;
}

/** Whether two titles share a word of weight ("night log" in "Start the night log" and "Night log: last night"). */
export function sharesWord(a: string, b: string): boolean {
  const weighty = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9'-]+/)
      .filter((w) => w.length >= 4 && !['your', 'this', 'that', 'with', 'again', 'today', 'what', 'from', 'week', 'start'].includes(w));
  const of = new Set(weighty(a));
  return weighty(b).some((w) => of.has(w));
}

/**
 * A day carried on from a lesson ("Start the night log, continued") named for what it holds where that is not
 * of the lesson (round 18's readers: it held the mood questions): by its first task, whole. A day that holds
 * a task of the lesson's first day, or one sharing a word with its name, stays "…, continued".
 */
export function carriedDays<D extends { title: string; tasks: readonly { title: string }[] }>(days: readonly D[]): D[] {
  const own = (day: D) => day.tasks.filter((t) => !/^Milestone:/.test(t.title));
  return days.map((day) => {
    const name = dayName(day.title);
    if (!day.title.endsWith(CONTINUED) || !own(day).length) return day;
    const first = days.find((d) => d !== day && dayName(d.title) === name && !d.title.endsWith(CONTINUED));
    const heads = new Set(first ? own(first).map((t) => headOf(t.title)) : []);
    if (own(day).some((t) => heads.has(headOf(t.title)) || sharesWord(name, headOf(t.title)))) return day;
    const named = wholeName(own(day)[0]!.title);
    return named ? { ...day, title: day.title.replace(`${name}${CONTINUED}`, named) } : day;
  });
}
