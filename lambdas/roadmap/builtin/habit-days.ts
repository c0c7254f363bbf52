import type { Curriculum, CurriculumTask, CurriculumWeek } from '../curricula/schema';
import { dayName, numberedDay } from './day-words';

/**
 * A daily habit on every chosen day (decision 330). A habit plan (the named habit track: its holes name the
 * habit's tiny version) practises the habit each day it has, however short: round 18's readers found days of
 * 10 minutes holding only a review, a set-up or "write your bad-day version", and no habit (Lally et al. 2010:
 * repetition in a stable context is what makes it automatic; Clear: never miss twice). A day without it takes
 * the week's own version first, at its minutes where the day holds them beside its needed tasks, else the
 * tiny version (Fogg, Clear's two-minute rule); a side task (the curriculum's priority 2 or a filler of a
 * light day) gives its place. Never past the day's minutes and a tenth where a side task can give way.
 */

interface Task {
  title: string;
  description: string;
  difficulty: CurriculumTask['difficulty'];
  estimatedMinutes: number;
}

interface Day {
  number: number;
  title: string;
  tasks: Task[];
}

/** A habit plan's daily habit: the named track's, whose holes give the tiny version. */
export const isHabitPlan = (curriculum: Curriculum) => !!curriculum.holes?.some((h) => h.name === 'tiny');

/** The habit's name as a task opens with it: "Three lines in your journal" of "Three lines in your journal, and tick". */
const headOf = (title: string) => title.split(/,\s|;\s/)[0]!.trim();

const minutesOf = (tasks: readonly Task[]) => tasks.reduce((n, t) => n + t.estimatedMinutes, 0);

const MILESTONE = /^Milestone:/;

/** A task done before the habit's first time: its place or its things set up. */
const SET_UP = /^(?:Set up|Put what you need|Charge your phone|Unplug|Put your phone)\b/i;

/** A task that prepares a later time: kept beside the habit, after it. */
const AHEAD = /^Set tomorrow up\b/i;

/** A rest day's own task: a habit plan has none. */
const DAY_OFF = /^A day off the plan\b/;

/**
 * `days` with the habit on each. `week` is the curriculum's week (its days' first task the habit), `tiny` the
 * plan's first week's plain habit task (its tiny version), `fill` the person's words.
 */
export function habitEveryDay(
  days: readonly Day[],
  week: CurriculumWeek,
  tiny: CurriculumTask | undefined,
  dailyMinutes: number,
  fill: (text: string) => string,
): Day[] {
  // The habit: the name the most of the week's days open with ("Three lines in your journal").
  const named = (t: CurriculumTask) => headOf(fill(t.title)).replace(/^Keep up /, '');
  const heads = week.days.flatMap((d) => [...new Set(d.tasks.filter((t) => t.priority === 1).map(named))]);
  const often = (h: string) => heads.filter((x) => x === h).length;
  const head = [...heads].sort((a, b) => often(b) - often(a))[0] ?? '';
  if (often(head) < 2) return [...days];
  const holds = (t: Task) => headOf(t.title).replace(/^Keep up /, '') === head;
  // The week's plain version, as its days say it most ("Half a page of journaling, 5 minutes, and tick").
  const said = days.flatMap((d) => d.tasks.filter(holds)).filter((t) => !/\bafter your anchor\b/.test(t.title));
  const count = (t: Task) => said.filter((s) => s.title === t.title).length;
  const plain = [...said].sort((a, b) => count(b) - count(a))[0];
  if (!plain) return [...days];
  const small: Task | undefined = tiny && {
    title: fill(tiny.title),
    description: `A short day’s version: the tiny one keeps the chain going (Clear: never miss twice; Fogg: start so small you cannot fail).`,
    difficulty: tiny.difficulty,
    estimatedMinutes: 5,
  };
  // What stays beside the habit: a set-up, the week's check, what the person's own words add (a constraint's
  // weekly task, `opens`); a reflection or a light day's filler gives way.
  const opened = new Set(week.days.flatMap((d) => d.tasks.filter((t) => t.opens).map((t) => fill(t.title))));
  const cap = Math.max(10, Math.floor((dailyMinutes * 1.1) / 5) * 5);
  return days.map((day) => {
    // A day holding the habit twice (two of the week's days merged on one of the person's) does it once, its longer way.
    const times = day.tasks.filter(holds);
    if (times.length > 1) {
      const longest = times.reduce((a, b) => (b.estimatedMinutes > a.estimatedMinutes ? b : a));
      return { ...day, tasks: day.tasks.filter((t) => !holds(t) || t === longest) };
    }
    if (times.length) return day;
    const tasks = day.tasks.filter((t) => !DAY_OFF.test(t.title));
    const side = (t: Task) => !MILESTONE.test(t.title) && !SET_UP.test(t.title) && !AHEAD.test(t.title) && !opened.has(t.title);
    // The side tasks give way, the last first, until the habit fits at the week's version, else at the tiny one.
    const kept = [...tasks];
    const fits = (habit: Task) => minutesOf(kept) + habit.estimatedMinutes <= cap;
    while (!fits(plain) && kept.some(side)) kept.splice(kept.findLastIndex(side), 1);
    // (The tiny version is the week's own in its first week: said as the week says it.)
    const habit = fits(plain) || !small || small.title === plain.title ? plain : small;
    const at = kept.findLastIndex((t) => SET_UP.test(t.title)) + 1;
    // (A day named for a task that gave way, or a rest day, is named for the habit.)
    const gone = day.tasks.filter((t) => !kept.includes(t));
    const renamed = gone.some((t) => t.title.startsWith(dayName(day.title)));
    const name = headOf(habit.title);
    const title = renamed ? numberedDay(day.number, name.charAt(0).toUpperCase() + name.slice(1)) : day.title;
    return { ...day, title, tasks: [...kept.slice(0, at), { ...habit }, ...kept.slice(at)] };
  });
}

/** The habit's tiny version as the plan's first week says it most plainly ("Three lines in your journal, and tick"). */
export function tinyOf(curriculum: Curriculum): CurriculumTask | undefined {
  const firsts = (curriculum.weeks[0]?.days ?? []).flatMap((d) => d.tasks.slice(0, 1)).filter((t) => t.priority === 1);
  const head = firsts.length ? headOf(firsts.at(-1)!.title) : '';
  return firsts.filter((t) => headOf(t.title) === head).sort((a, b) => a.title.length - b.title.length)[0];
}
