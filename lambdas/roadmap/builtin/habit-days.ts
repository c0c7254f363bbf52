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

/** The habit's name in a task, whatever the week ("Keep up a page of journaling" is "a page of journaling"). */
const named = (title: string) => headOf(title).replace(/^Keep up /, '');

/** The habit's own task, not one that names it: "…, and tick", "…; if you want more, …, never less". */
const HABIT_TASK = /\band tick\b|never less$/;

/** The anchor said in a habit's task: its first time in a week. */
const ANCHOR_SAID = /,? (?:right )?after your anchor\b/;

/** The habit's first time, its recipe said. */
const FIRST_TIME = /\bright after your anchor\b/;

const minutesOf = (tasks: readonly Task[]) => tasks.reduce((n, t) => n + t.estimatedMinutes, 0);

/** A task done before the habit's first time: its things set up. */
const SET_UP = /^Set up\b/i;

/** A rest day's own task: a habit plan has none. */
const DAY_OFF = /^A day off the plan\b/;

/**
 * `days` with the habit on each. `week` is the week's days as placed (its days' first task the habit), `curriculum`
 * the plan's (its first week gives the tiny version, its priority 2 tasks the side ones), `fill` the person's words.
 */
export function habitEveryDay(
  days: readonly Day[],
  week: CurriculumWeek,
  curriculum: Curriculum,
  dailyMinutes: number,
  fill: (text: string) => string,
): Day[] {
  // (A week spread over parts may open only one of its days with it: then the latest of the plan's habits its days hold.)
  const heads = new Set(curriculum.weeks.map((w) => habitOf(w.days, fill)).filter(Boolean));
  const held = days.flatMap((d) => d.tasks.filter((t) => HABIT_TASK.test(t.title)).map((t) => named(t.title)));
  const head = habitOf(week.days, fill) || [...heads].findLast((h) => held.includes(h));
  if (!head) return [...days];
  const holds = (t: Task) => named(t.title) === head;
  // The habit at another week's size (a light day keeping last week's), which this week's version replaces.
  const stale = (t: Task) => !holds(t) && heads.has(named(t.title)) && HABIT_TASK.test(t.title);
  // The week's plain version, as its days say it most ("Half a page of journaling, 5 minutes, and tick").
  // (A week spread over parts may hold it only with its anchor said: then that, without the anchor.)
  const all = days.flatMap((d) => d.tasks.filter(holds));
  const said = all.filter((t) => !ANCHOR_SAID.test(t.title));
  const count = (t: Task) => said.filter((s) => s.title === t.title).length;
  const plain = [...said].sort((a, b) => count(b) - count(a))[0] ?? (all[0] && { ...all[0], title: all[0].title.replace(ANCHOR_SAID, '') });
  if (!plain) return [...days];
  const tiny = tinyOf(curriculum);
  const small: Task | undefined = tiny && {
    title: fill(tiny.title),
    description: `A short day’s version: the tiny one keeps the chain going (Clear: never miss twice; Fogg: start so small you cannot fail).`,
    difficulty: tiny.difficulty,
    estimatedMinutes: 5,
  };
  // What gives way to the habit: the curriculum's side tasks (its priority 2: a reflection, a celebration, the
  // bad-day version written) and a light day's look back; a set-up, the week's check and what the person's own
  // words add (a constraint's weekly task) stay.
  const sides = new Set(
    curriculum.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.filter((t) => t.priority > 1).map((t) => fill(t.title)))),
  );
  const side = (t: Task) => sides.has(t.title) || /^Look back at\b/.test(t.title);
  // (The plan's first day's own tasks, the old cue moved and the things set up, come before its first time.)
  const opening = new Set((curriculum.weeks[0]?.days[0]?.tasks ?? []).map((t) => fill(t.title)).filter((t) => named(t) !== head));
  const cap = Math.max(10, Math.floor((dailyMinutes * 1.1) / 5) * 5);
  // The habit's first time with its recipe ("…, right after your anchor") is the week's first day that holds the habit.
  const first = days.flatMap((d) => d.tasks).find((t) => holds(t) && FIRST_TIME.test(t.title));
  let recipe = first && !days[0]?.tasks.some(holds) ? first : undefined;
  const out = days.map((day) => {
    // A day holding the habit twice (two of the week's days merged on one of the person's) does it once, its longer way.
    const times = day.tasks.filter(holds);
    if (times.length > 1) {
      const longest = times.reduce((a, b) => (b.estimatedMinutes > a.estimatedMinutes ? b : a));
      return { ...day, tasks: day.tasks.filter((t) => !holds(t) || t === longest) };
    }
    if (times.length) return day;
    const tasks = day.tasks.filter((t) => !DAY_OFF.test(t.title) && !stale(t));
    // The side tasks give way, the last first, until the habit fits at the week's version, else at the tiny one.
    const kept = [...tasks];
    const fits = (habit: Task) => minutesOf(kept) + habit.estimatedMinutes <= cap;
    const own = recipe ?? plain;
    while (!fits(own) && kept.some(side)) kept.splice(kept.findLastIndex(side), 1);
    // (The tiny version is the week's own in its first week, its first time too: said as the week says it.)
    const habit = fits(own) || !small || own === recipe || small.title === plain.title ? own : small;
    if (habit === recipe) recipe = undefined;
    const at = kept.findLastIndex((t) => SET_UP.test(t.title) || opening.has(t.title)) + 1;
    // (A day named for a task that gave way, or a rest day, is named for the habit.)
    const gone = day.tasks.filter((t) => !kept.includes(t));
    const renamed = gone.some((t) => t.title.startsWith(dayName(day.title)));
    const name = headOf(habit.title);
    const title = renamed ? numberedDay(day.number, name.charAt(0).toUpperCase() + name.slice(1)) : day.title;
    return { ...day, title, tasks: [...kept.slice(0, at), { ...habit }, ...kept.slice(at)] };
  });
  // The first time, the anchor said, is said once a week: a later day holding it (the day it left, a light day's
  // extra, a week's next part) does the plain version.
  let recipeSaid = false;
  return out.map((day) => ({
    ...day,
    tasks: day.tasks.map((t) => {
      if (!holds(t) || !ANCHOR_SAID.test(t.title)) return t;
      if (!recipeSaid) return ((recipeSaid = true), t);
      return { ...plain };
    }),
  }));
}

/** The habit a week's days are about: the name most of them open with at priority 1, on two days or more. */
function habitOf(days: CurriculumWeek['days'], fill: (text: string) => string): string {
  const heads = days.flatMap((d) => [...new Set(d.tasks.filter((t) => t.priority === 1).map((t) => named(fill(t.title))))]);
  const often = (h: string) => heads.filter((x) => x === h).length;
  const head = [...heads].sort((a, b) => often(b) - often(a))[0] ?? '';
  return often(head) >= 2 ? head : '';
}

/** The habit's tiny version as the plan's first week says it most plainly ("Three lines in your journal, and tick"). */
export function tinyOf(curriculum: Curriculum): CurriculumTask | undefined {
  const firsts = (curriculum.weeks[0]?.days ?? []).flatMap((d) => d.tasks.slice(0, 1)).filter((t) => t.priority === 1);
  const head = firsts.length ? headOf(firsts.at(-1)!.title) : '';
  return firsts.filter((t) => headOf(t.title) === head).sort((a, b) => a.title.length - b.title.length)[0];
}
