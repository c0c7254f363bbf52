import { anOrA, plural, WEEKDAY_NAMES, weekdayOf } from '../../../contract';
import type { Curriculum, CurriculumTask, CurriculumWeek, Rung } from '../curricula/schema';
import type { RawRoadmap } from '../schema';
import { ROADMAP_LIMITS } from '../schema';
import type { RoadmapRequest } from '../types';
import {
  yourEvent,
  deadlineSentence,
  describeShape,
  fillSentence,
  formatMinutes,
  outsideSentence,
  summarizeShape,
  longDate,
  weekList,
  type ShortBecause,
} from './describe';
import { copyOf, dayTitle, isTraining, leftOut, LIGHT_DAY, merge, movesTheBody, originOf, placeWeek, restsBetween, shortOf } from './place';
import { carriedDays, LIGHT_KEEP, LIGHT_TITLE, numberedDay } from './day-words';
import { habitEveryDay, isHabitPlan } from './habit-days';
import { recordEveryDay } from './record-days';
import {
  checkDays,
  countedDays,
  DAY_OFF,
  daily as saidDaily,
  everyDay,
  LIGHTER_DAY,
  LIGHTER_FROM,
  LIGHTER_SHARE,
  lighterWeek,
  lightDayWork,
  indivisible,
  LONG_SESSION,
  practiseInSpareTime,
  REST_TITLE,
  shortened,
  type PlannedDay,
  type PlannedTask,
} from './scale';
import {
  coreOf,
  dayNeed,
  holdsMost,
  isLeadWeek,
  MILESTONE_MINUTES,
  sessionNeed,
  takesLonger,
  trainsForIt,
  warningsFor,
  weekNeed,
  type PlanShape,
} from './shape';
import { goalTitle } from '../goal-title';
import { truncate } from '../normalize';
import { unitWeek } from '../curricula/units';
import { purposeReach } from '../curricula/language-tasks';
import { heardAt, isCustomLanguage, isLanguagePlan, isPlaceTask, spokenAt } from '../levels';
import { byEar, byEarSaid, learnsByEar } from './by-ear';
import { namedWeekday } from '../deadline';
import { eventWeekday, onTheirDay, slotFor, standingIn, type HeldOn } from './named-day';
import { enduranceOf, LONG_DAY, type Endurance } from './endurance';

/**
 * A roadmap from an option's curriculum and the plan's shape (shape.ts): the syllabus weeks from where
 * the user is to what the plan honestly reaches, repeated to consolidate where the time asks for it (as
 * Couch to 5K says, repeat a week until you are ready), each week's sessions kept whole within the
 * week's time, and each day's other tasks chosen by priority to fill it.
 */

/** How many tasks a day of `dailyMinutes` can hold: about 10 minutes each, at least one, at most what a day stores. */
export const taskRoom = (dailyMinutes: number) => Math.min(ROADMAP_LIMITS.tasksPerDay.max, Math.max(1, Math.floor(dailyMinutes / 10)));

/**
 * The day's tasks for a daily time: its core always (the session and what the week depends on,
 * shape.ts), then the others by priority while their minutes fit and the day has room, keeping
 * `reserve` minutes and one place free for the week's milestone when asked. A flexible task counts at
 * its shortest, since it shrinks to make room for the others; a fixed one at its full length. When the
 * day is long enough for its core at full length, the core counts whole, so extras never cut the
 * session short (a coach keeps the 30-minute walk of a 30-minute day and drops the stretch).
 */
export function chooseTasks(
  tasks: readonly CurriculumTask[],
  dailyMinutes: number,
  reserve = 0,
  most = dailyMinutes * 1.1,
): CurriculumTask[] {
  // A tenth over the day's time, never past `most` (a long day given the week's spare time has none).
  const budget = Math.min(dailyMinutes * 1.1, Math.max(dailyMinutes, most)) - reserve;
  const room = taskRoom(dailyMinutes) - (reserve ? 1 : 0);
  // A flexible task can shrink to make room, so it counts at its shortest; fitDay then shares the time.
  const cost = (t: CurriculumTask) => sessionNeed(t);
  const core = coreOf(tasks);
  const chosen = new Set<CurriculumTask>(core);
  const full = core.reduce((n, t) => n + t.minutes, 0);
  // (On a milestone's day it keeps all the day but the milestone's minutes.)
  let used = full <= dailyMinutes ? Math.min(full, dailyMinutes - reserve) : core.reduce((n, t) => n + cost(t), 0);
  // Beside a fixed session, or a flexible one the day holds whole, extras take only the minutes left
  // exactly: the 10% slack would shrink the session to make room for them.
  const limit = core.some((t) => t.flex) && full > dailyMinutes ? budget : Math.min(budget, dailyMinutes - reserve);
  for (const task of tasks.filter((t) => !chosen.has(t)).sort((a, b) => a.priority - b.priority)) {
    if (chosen.size >= room || used + cost(task) > limit) continue;
    chosen.add(task);
    used += cost(task);
  }
  // Keep the curriculum's own order within the day.
  return tasks.filter((t) => chosen.has(t));
}

/**
 * Whole minutes for each chosen task, as near `budget` as their lengths allow: tasks with a `flex`
 * range stretch or shrink within it (all by the same share of their room), and a fixed task keeps the
 * minutes its quantities assume, always. A day its tasks cannot fill ends early; a day too short for
 * them keeps them whole (the week's budget gave the day its core's need, dayBudgets).
 */
export function fitDay(tasks: readonly CurriculumTask[], budget: number, floor?: number): number[] {
  const nominal = tasks.reduce((n, t) => n + t.minutes, 0);
  // (`floor`: the shortest a flexible task goes where the week has no more to give it, decision 348.)
  const range = (t: CurriculumTask): readonly [number, number] =>
    t.flex ? [Math.min(floor ?? t.flex[0], t.flex[0]), t.flex[1]] : [t.minutes, t.minutes];
  const lo = tasks.reduce((n, t) => n + range(t)[0], 0);
  const hi = tasks.reduce((n, t) => n + range(t)[1], 0);
  const goal = Math.min(hi, Math.max(lo, budget));
  const share = goal >= nominal ? (goal - nominal) / (hi - nominal || 1) : (goal - nominal) / (nominal - lo || 1);
  const raw = tasks.map((t) => t.minutes + share * (goal >= nominal ? range(t)[1] - t.minutes : t.minutes - range(t)[0]));
  // A flexible task's length shows in its words ("a {minutes}-minute chat"): in steps of five, as a
  // person writes one, never below its shortest; a fixed task keeps its own.
  const step = (t: CurriculumTask, r: number) => (t.flex ? Math.max(range(t)[0], Math.floor(r / 5) * 5) : Math.floor(r));
  const minutes = raw.map((r, i) => step(tasks[i]!, r));
  // Hand what rounding lost to the flexible tasks with the largest remainders, five minutes at a time.
  const order = raw.map((r, i) => [r - minutes[i]!, i] as const).sort((a, b) => b[0] - a[0]);
  let left = goal - minutes.reduce((a, b) => a + b, 0);
  for (const [, i] of order) {
    const t = tasks[i]!;
    const by = t.flex ? 5 : 1;
    if (left < by || minutes[i]! + by > range(t)[1]) continue;
    minutes[i]! += by;
    left -= by;
  }
  return minutes;
}

/** `{minutes}` in a flexible task's text is the length the day gave it. */
const showMinutes = (text: string, minutes: number) => text.replace(/\{minutes\}/g, String(minutes));

/**
 * The custom-goal curriculum speaks of the user's goal in their own words: `{goal}`, `{current}` and
 * `{target}` are the title and the levels they gave. Catalogue curricula have no holes.
 */
function wordsOf(request: RoadmapRequest): (text: string) => string {
  const words: Record<string, string> = {
    goal: request.title ?? request.option,
    current: request.answers.currentLevel,
    target: request.answers.targetLevel,
  };
  return (text) => text.replace(/\{(goal|current|target)\}/g, (_, key: string) => words[key]!);
}

/**
 * A lesson week over the person's time only by a session done at its own length (a lesson with an instructor, a
 * rehearsal of the whole set, a test shoot, a mock loop), on one day or two, the others within their day: the week
 * names the day, as a training week names its long day (decision 348), rather than "give them a longer day or add one".
 * Empty where more days than two run long, or every day does.
 */
/** A session named in a week's words: its title's head before a colon, and a long one cut at a clause ("Take honey only from a full, capped super the colony can spare…"). */
const named = (title: string) => {
  const head = title.split(/:\s/)[0]!;
  if (head.length <= 70) return head;
  const clause = Math.max(head.slice(0, 70).lastIndexOf(', '), head.slice(0, 70).lastIndexOf('; '));
  const cut = clause >= 40 ? clause : head.slice(0, 70).lastIndexOf(' ');
  return `${head.slice(0, cut)}…`;
};

function keptWholeOn(days: readonly { tasks: readonly { title: string; estimatedMinutes: number }[] }[], dailyMinutes: number): string {
  const minutes = days.map((d) => d.tasks.reduce((n, t) => n + t.estimatedMinutes, 0));
  const long = minutes.flatMap((m, i) => (m > dailyMinutes * 1.1 ? [i] : []));
  if (!long.length || long.length > 2 || long.length >= days.length) return '';
  const session = (i: number) =>
    days[i]!.tasks.filter((t) => !/^Milestone:/.test(t.title)).reduce((a, b) => (b.estimatedMinutes > a.estimatedMinutes ? b : a));
  if (long.some((i) => session(i).estimatedMinutes <= dailyMinutes)) return '';
  const said = long.map((i) => `Day ${i + 1} takes ${formatMinutes(minutes[i]!)} for “${named(session(i).title)}”, kept whole`).join(', ');
  return ` ${said}: more than your ${dailyMinutes} minutes a day, so keep ${long.length > 1 ? 'those days' : 'that day'} free. The other days stay within your time.`;
}

/**
 * A dated one-off's week whose days cannot hold what it cannot do without (decision 394): its one longer sitting, an
 * evening, named with the task that needs it, and the event's own day (the week's last, where it holds the event), each
 * "Day N takes …"; the other days within the person's minutes. Empty where more than two days are long.
 */
function sittingSaid(
  days: readonly { tasks: readonly { title: string; estimatedMinutes: number }[] }[],
  dailyMinutes: number,
  eventWeek: boolean,
): string {
  const minutes = days.map((d) => d.tasks.reduce((n, t) => n + t.estimatedMinutes, 0));
  const long = minutes.flatMap((m, i) => (m > dailyMinutes * 1.1 ? [i] : []));
  if (!long.length || long.length > 2) return '';
  const longest = (i: number) =>
    days[i]!.tasks.filter((t) => !/^Milestone:/.test(t.title)).reduce((a, b) => (b.estimatedMinutes > a.estimatedMinutes ? b : a));
  const said = long.map((i) =>
    eventWeek && i === days.length - 1
      ? `Day ${i + 1} takes ${formatMinutes(minutes[i]!)}: the day itself, “${named(longest(i).title)}”`
      : `Day ${i + 1} takes ${formatMinutes(minutes[i]!)}: one longer sitting, an evening, for “${named(longest(i).title)}” and what cannot wait`,
  );
  const others = long.length < days.length ? ` The other days stay within your ${formatMinutes(dailyMinutes)}.` : '';
  return ` ${said.join('; ')}. That is more than your ${dailyMinutes} minutes a day, so keep ${long.length > 1 ? 'those days' : 'that day'} free.${others}`;
}

/**
 * Minutes for each day of a syllabus week, so that the week — not each day — is the budget: a day whose
 * session needs more than the daily time (the long run, a mock exam) gets it whole, and the other days
 * give up what they can spare down to their own session. When even that cannot hold the sessions
 * (`short`), training shortens them (`scale`): each longer day gets the daily time and its share of
 * what the others spared, so the week asks no more than its days give (#39 item 2, decision 080);
 * anything else keeps them whole and says so. The last day also holds the week's milestone.
 */
export function dayBudgets(
  week: CurriculumWeek,
  dailyMinutes: number,
  milestone = true,
  scale = false,
  {
    event = false,
    brought = 0,
    endurance = false,
    race = false,
  }: { event?: boolean; brought?: number; endurance?: boolean; race?: boolean } = {},
): { budgets: number[]; short: boolean; dropped: number[] } {
  const last = milestone ? week.days.length - 1 : -1;
  const needs = week.days.map((d, i) => dayNeed(d) + (i === last ? MILESTONE_MINUTES : 0));
  // (Towards an endurance event, a long day's time is its own, not the other days': decision 282.)
  const own = week.days.map((d) => endurance && LONG_DAY.test(`${d.title}\n${sessionOf(d.tasks).title}`));
  const extra = needs.reduce((n, need, i) => n + (own[i] ? Math.max(0, need - dailyMinutes) : 0), 0);
  const excess = needs.reduce((n, need, i) => n + (own[i] ? 0 : Math.max(0, need - dailyMinutes)), 0);
  const spare = needs.reduce((n, need) => n + Math.max(0, dailyMinutes - need), 0);
  // The share of its spare time each shorter day gives to the longer ones.
  const take = spare ? Math.min(1, excess / spare) : 0;
  // The week is the budget, with the tenth over a person allows a long day (decision 055).
  const short = excess > spare && needs.reduce((a, b) => a + b, 0) - extra > dailyMinutes * needs.length * 1.1;
  if (short && scale)
    return { ...shortenedBudgets(week, dailyMinutes, milestone, event, brought, endurance && race ? 'race' : endurance), short };
  const budgets = needs.map((need) => (need >= dailyMinutes ? need : Math.round(dailyMinutes - (dailyMinutes - need) * take)));
  return { budgets, short, dropped: [] };
}

/**
 * A day's session: its longest core task, wherever it stands (a pain check or a log before it is not what a coach shortens),
 * and never what opens the day where the day has a session besides (telling the midwife is not a 10-minute walk's day's session).
 */
const sessionOf = (tasks: readonly CurriculumTask[]) => {
  const core = coreOf(tasks);
  const own = core.filter((t) => !t.opens);
  return (own.length ? own : core).reduce((a, b) => (sessionNeed(b) > sessionNeed(a) ? b : a));
};

/**
 * A day whose session the week cannot hold (decision 267): a rest day, its few minutes a stretch, so the
 * person's days keep their places in the week.
 */
const REST_DAY = {
  description:
    'This week’s days hold fewer of its sessions than the programme asks, so today is a rest day: a gentle stretch of what this week works (the legs after runs, the shoulders and chest after pushes or strokes), each held about 30 seconds without bouncing. Rest is part of training: the sessions either side of it count for more.',
  minutes: 5,
};

/**
 * A session that is the day itself, never given up for time: a race, a test, an assessment. (Not "the talk test", a way
 * of judging a walk's effort: a walk "able to talk, the talk test learnt" is shortened like any other, decision 282.)
 */
const isEvent = (task: CurriculumTask) =>
  RACE.test(task.title) ||
  /\b(?:(?<!talk )test|assessment|baseline|lesson|class|physiotherapist|GP|doctor|surgeon|coach)\b/i.test(task.title);

/** A day's task kept however short the day: what opens it (a pain check) or is done in one go beside its session (a professional's word). */
const keeps = (task: CurriculumTask) => !!task.opens || !!task.whole;

/**
 * A day's core kept however short the day: its session, what it keeps (`keeps`), and a task of the day making what
 * those use (the log a "take your log" opening needs), so the day's minutes count it once, where it is done.
 */
const keptOf = (tasks: readonly CurriculumTask[]) => {
  const core = coreOf(tasks);
  const held = core.filter((t) => t === sessionOf(tasks) || keeps(t));
  const uses = new Set(held.flatMap((t) => t.uses ?? []));
  return core.filter((t) => held.includes(t) || (t.makes ?? []).some((m) => uses.has(m)));
};

/**
 * Whether a day's session done in one go is still a long session to shorten: on a long walk's or ride's
 * day ("The walk itself" on "Long walk"), but not in the week of the person's own event, run whole (decision 261).
 */
export const longOf = (day: { title: string }, event: boolean) => !event && LONG_SESSION.test(day.title);

/**
 * The shortest a session goes on a short week: ten minutes (NHS Active 10), or its easy minutes either side
 * and some work between ("the first and last 5 easy" is at least 15).
 */
const shortestOf = (task: CurriculumTask) => Math.max(SHORTEST_SESSION, 2 * Number(/first and last (\d+)/.exec(task.title)?.[1] ?? 0) + 5);

/** A day a coach gives up first when the week cannot hold all its sessions: a rest day's stroll, an easy day. */
const EASY_DAY = /\b(?:rest|recover|recovery|easy|stroll)\b/i;

/**
 * A training week its days cannot hold, shortened to them as a coach would (#39 item 2, decisions 080,
 * 267): within the week's time and a tenth, every day's session at most the day's time but the one long
 * session (a long walk or ride), which takes a longer day only out of what the other days leave; a
 * session done at its own length (a class, a test, a race, the walk itself) kept whole. Where even the
 * sessions' shortest (`SHORTEST_SESSION`, NHS Active 10) cannot fit, fewer sessions: an easy day first,
 * never the long one or the week's last (`dropped`, said in the week).
 */
function shortenedBudgets(
  week: CurriculumWeek,
  dailyMinutes: number,
  milestone: boolean,
  event: boolean,
  brought: number,
  endurance: boolean | 'race' = false,
): { budgets: number[]; dropped: number[] } {
  const last = week.days.length - 1;
  const sessions = week.days.map((d) => dayNeed(d));
  const fixed = week.days.map((d) => {
    const session = sessionOf(d.tasks);
    return isEvent(session) || (indivisible(session) && !longOf(d, event));
  });
  // (A day's shortest keeps what opens it: a professional first, a pain check.)
  const kept = week.days.map((d) =>
    keptOf(d.tasks)
      .filter((t) => t !== sessionOf(d.tasks))
      .reduce((n, t) => n + sessionNeed(t), 0),
  );
  const floors = sessions.map((m, i) => (fixed[i] ? m : Math.min(m, shortestOf(sessionOf(week.days[i]!.tasks)) + kept[i]!)));
  // (A day's one-off tasks, what opens it and a professional's word, are done beside the week's time, never in place of its
  // sessions: telling the midwife does not cost a pregnant woman her week's walks, decision 282.)
  const once = kept.reduce((a, b) => a + b, 0);
  // The one long session: the longest that can be shortened, where it is longer than a day.
  // (Sessions of one length, three runs of a week, stay alike: none is the long one.)
  // (Only a long walk, ride or run is one: a longer strength session is shortened like the rest.)
  // (Towards an endurance event, a milestone's race on the way is its week's long session: there is no first 20 minutes of a 10K.)
  const named = week.days.map((d) => LONG_DAY.test(`${d.title}\n${sessionOf(d.tasks).title}`));
  const longs = named.map((l) => endurance === 'race' || l);
  const most = sessions.reduce((k, m, i) => (!fixed[i] && longs[i] && m > dailyMinutes && (k < 0 || m > sessions[k]!) ? i : k), -1);
  const long = most >= 0 && (endurance || sessions.every((m, i) => i === most || fixed[i] || m < sessions[most]!)) ? most : -1;
  // (Towards an endurance event, a second long day is kept whole beside it: back-to-back days for a multi-day event.)
  const beside = sessions.flatMap((m, i) => (endurance && i !== long && !fixed[i] && named[i] && m > dailyMinutes ? [i] : []));
  // The long day keeps about half as long again as a day before the others come down to their shortest; towards an
  // endurance event it is kept whole, on a longer day of its own, and the other days share the rest (decision 282).
  const whole = endurance && long >= 0;
  const longer =
    long < 0 ? 0 : whole ? sessions[long]! : Math.min(sessions[long]!, Math.max(dailyMinutes, Math.floor((dailyMinutes * 1.5) / 5) * 5));
  // (Less what the week brings in from earlier ones that it relies on: a guide read, a kit list made.)
  const room =
    Math.floor(dailyMinutes * week.days.length * 1.1) -
    (milestone ? MILESTONE_MINUTES : 0) -
    brought +
    once +
    (whole ? longer - dailyMinutes : 0) +
    beside.reduce((n, i) => n + sessions[i]! - dailyMinutes, 0);
  const fit = (dropped: readonly number[]) => {
    // (The first day given up holds what the week brings in, its minutes already counted; any other, its stretch.)
    // (A rest day that keeps the programme's daily task in place of its stretch takes that task's minutes.)
    const rest = (i: number) => (brought && i === dropped[0] ? 0 : (dailyOf(week)?.minutes ?? REST_DAY.minutes));
    const budgets = sessions.map((m, i) =>
      dropped.includes(i)
        ? rest(i)
        : fixed[i] || beside.includes(i)
          ? m
          : i === long
            ? longer
            : Math.max(floors[i]!, Math.min(m, dailyMinutes)),
    );
    const over = () => budgets.reduce((a, b) => a + b, 0) - room;
    // Then every other day by five minutes in turn, the longest first, down to its shortest; then the long day.
    const cut = (days: number[]) => {
      while (over() > 0) {
        const k = days
          .filter((i) => budgets[i]! > floors[i]!)
          .reduce((best, i) => (best < 0 || budgets[i]! > budgets[best]! ? i : best), -1);
        if (k < 0) return;
        budgets[k] = Math.max(floors[k]!, budgets[k]! - 5);
      }
    };
    cut(sessions.map((_, i) => i).filter((i) => i !== long && !fixed[i] && !beside.includes(i) && !dropped.includes(i)));
    if (long >= 0 && !whole) cut([long]);
    // What is left goes back to the long day, up to its session in full.
    if (long >= 0) budgets[long] = Math.min(sessions[long]!, budgets[long]! + Math.max(0, Math.floor(-over() / 5) * 5));
    return { budgets, over: over() };
  };
  const dropped: number[] = [];
  let fitted = fit(dropped);
  // An easy day first, then a session that can be shortened, then one done whole (a pool session), each the week's
  // later first (its first session is its key one): never a race, a test, the long session or what opens a day.
  // (A week's last day given up holds its check beside the stretch.)
  const order = (i: number) => (EASY_DAY.test(week.days[i]!.title) ? 0 : fixed[i] ? 2 : 1);
  const droppable = sessions
    .map((_, i) => i)
    .filter((i) => i !== long && !beside.includes(i) && !kept[i] && !(fixed[i] && event) && !isEvent(sessionOf(week.days[i]!.tasks)))
    .sort((a, b) => order(a) - order(b) || b - a);
  // (A week keeps one session at least: a week of rest days is no training.)
  while (fitted.over > 0 && droppable.length && dropped.length < week.days.length - 1) {
    dropped.push(droppable.shift()!);
    fitted = fit(dropped);
  }
  // (Beside a session done whole that takes the week past its time, a class or the event itself, nothing is given up:
  // the sessions stay, and the week says so.)
  const done = week.days.some((d, i) => fixed[i] && (event || isEvent(sessionOf(d.tasks))));
  if (fitted.over > 0 && done) {
    dropped.splice(0);
    fitted = fit(dropped);
  }
  const budgets = fitted.budgets.map((b, i) => b + (milestone && i === last ? MILESTONE_MINUTES : 0));
  return { budgets, dropped };
}

/**
 * What the programme sets on every day of a week, in its own words, no longer than a rest day's stretch (the pelvic
 * floor, "three times today and every day", decision 275): a rest day keeps it, in place of the stretch.
 */
const dailyOf = (week: CurriculumWeek) =>
  week.days[0]!.tasks.find(
    (t) =>
      t.minutes <= REST_DAY.minutes &&
      !t.flex &&
      /\bevery day\b/.test(t.description) &&
      week.days.every((day) => day.tasks.some((u) => u.title === t.title)),
  );

/** The least a shortened session keeps of its day. */
const SHORTEST_SESSION = 10;

/**
 * A day's tasks on a day shorter than its core: the session (its first task) shortened to what the
 * day's other core tasks leave of `minutes` (scale.ts), those that no longer fit beside it dropped.
 */
/** A race's own task ("Race: your 5K", "Race day: your half marathon"). */
const RACE = /^Race(?: day)?:/;

function shortenSession(tasks: readonly CurriculumTask[], minutes: number, moving: boolean, long = false): CurriculumTask[] {
  const core = coreOf(tasks).map((t) => (long && t.whole ? { ...t, whole: undefined } : t));
  const session = sessionOf(core);
  // A race is run whole, however short the days before it were: there is no first 35 minutes of a 5K.
  // (So is a test: there is no first 5 minutes of a pull-up test.)
  if (isEvent(session)) return core;
  // What opens the week (a professional first, a pain check: the person's constraints) stays however
  // short the day, while the session keeps ten minutes of it; the day's other core tasks stay only while
  // the session keeps the day's share.
  const kept = new Set<CurriculumTask>();
  const held = keptOf(core);
  let opening = 0;
  for (const t of core) {
    if (t === session || !held.includes(t) || minutes - opening - sessionNeed(t) < SHORTEST_SESSION) continue;
    kept.add(t);
    opening += sessionNeed(t);
  }
  let room = minutes - opening - sessionNeed(session);
  for (const t of core) {
    if (kept.has(t)) continue;
    if (t === session || sessionNeed(t) > room) continue;
    kept.add(t);
    room -= sessionNeed(t);
  }
  const rest = [...kept].reduce((n, t) => n + sessionNeed(t), 0);
  // A flexible session shorter than its own shortest on a short week goes down to the day's minutes, never below
  // ten: a 10-minute brisk walk is a session (NHS Active 10).
  const at = Math.max(SHORTEST_SESSION, Math.floor((minutes - rest) / 5) * 5);
  // (One whose words say its length through {minutes}, "Brisk walk: {minutes} minutes", takes the day's minutes; any
  // other is shortened as its words are written: "easy, with 3 × 30 s spin-ups", "1 × 10 minutes at a steady hard pace".)
  const fitted = (t: CurriculumTask): CurriculumTask => {
    if (!t.flex || at >= t.flex[0]) return shortened(t, minutes - rest, moving);
    const least = Math.max(at, shortestOf(t));
    if (/\{minutes\}/.test(t.title)) return { ...t, minutes: Math.min(least, t.flex[0]), flex: [Math.min(least, t.flex[0]), t.flex[1]] };
    return shortened({ ...t, flex: undefined, minutes: t.flex[0] }, minutes - rest, moving);
  };
  return core.filter((t) => t === session || kept.has(t)).map((t) => (t === session ? fitted(t) : t));
}

/** What a shortened week leaves out where its days hold fewer of its sessions, said (decision 267). */
function fewerSessions(week: CurriculumWeek, dropped: readonly number[], fill: (text: string) => string): string {
  if (!dropped.length) return '';
  const names = dropped.map((d) => `day ${d + 1}’s ${fill(week.days[d]!.title).toLowerCase()}`);
  const kept = week.days.length - dropped.length;
  return ` Your days hold ${kept} of this week's ${week.days.length} sessions at their shortest, so ${names.join(' and ')} ${names.length > 1 ? 'give' : 'gives'} way to a rest day: more minutes a day would hold them all.`;
}

/** The one longer day of a shortened week, said with what the others leave it (decision 267). */
function longerDay(days: readonly { tasks: readonly { title: string; estimatedMinutes: number }[] }[], dailyMinutes: number): string {
  const own = (d: (typeof days)[number]) => d.tasks.filter((t) => !/^Milestone:/.test(t.title)).reduce((n, t) => n + t.estimatedMinutes, 0);
  const k = days.findIndex((d) => own(d) > dailyMinutes * 1.1);
  return k < 0 ? '' : ` Day ${k + 1} takes ${formatMinutes(own(days[k]!))} for its longer session, out of what the other days leave.`;
}

/**
 * A day's tasks with a professional told first, where that opens the week (the midwife before the first walk), the
 * rest in their order (decision 282).
 */
const openedFirst = (tasks: readonly CurriculumTask[]) => {
  const told = (t: CurriculumTask) => !!t.opens && PROFESSIONAL.test(t.title);
  return [...tasks.filter(told), ...tasks.filter((t) => !told(t))];
};

/** A professional a day's opening task tells or books. */
const PROFESSIONAL = /\b(?:midwife|GP|doctor|physiotherapist|physio|nurse|obstetrician|consultant|health visitor)\b/i;

/** The day of a week kept whole for an endurance event's long session (decision 282), or -1. */
const longDaysOf = (week: CurriculumWeek, budgets: readonly number[], dailyMinutes: number) =>
  week.days.flatMap((d, i) => (budgets[i]! > dailyMinutes * 1.1 && LONG_DAY.test(`${d.title}\n${sessionOf(d.tasks).title}`) ? [i] : []));

/**
 * A week towards an endurance event, its long session kept whole, said plainly (decision 282): which day, how long, and
 * more than the person's days; the first week says what the event's day takes, and where their week cannot hold the
 * long sessions at all, that the event needs the time.
 */
function enduranceWeek(
  week: CurriculumWeek,
  budgets: readonly number[],
  days: readonly { tasks: readonly { title: string; estimatedMinutes: number }[] }[],
  {
    weekdays,
    dailyMinutes,
    endurance,
    first,
    fill,
  }: { weekdays: readonly number[]; dailyMinutes: number; endurance: Endurance; first: boolean; fill: (text: string) => string },
): string {
  const own = (i: number) => days[i]!.tasks.filter((t) => !/^Milestone:/.test(t.title)).reduce((n, t) => n + t.estimatedMinutes, 0);
  const longs = longDaysOf(week, budgets, dailyMinutes);
  // (The longest is the long session; a second, the back-to-back day beside it, is named after it.)
  const d = longs.reduce((a, b) => (own(b) > own(a) ? b : a));
  const dayOf = (i: number) => `${i === d ? 'Day' : 'day'} ${i + 1} (${WEEKDAY_NAMES[weekdays[i]! - 1]})`;
  const what = fill(week.days[d]!.title).toLowerCase();
  const second = longs
    .filter((i) => i !== d)
    .map((i) => `, and ${dayOf(i)} your ${fill(week.days[i]!.title).toLowerCase()}, kept whole at ${formatMinutes(own(i))}`)
    .join('');
  const said = ` ${dayOf(d)} is your ${what}, kept whole at ${formatMinutes(own(d))}${second}, more than your ${dailyMinutes} minutes a day: keep ${second ? 'those days' : 'that day'} free. The other days stay within your time.`;
  if (!first) return said;
  const weekly = dailyMinutes * weekdays.length;
  // (Where the programme's last week is lighter than its longest, a multi-day walk's taper, the event's day is not said as it.)
  const day1 =
    endurance.event >= endurance.longest.minutes ? ` Your event's day takes about ${formatMinutes(endurance.event)}, so the` : ' The';
  const builds = `${day1} ${what} grows week by week towards your event, to ${formatMinutes(endurance.longest.minutes)} in week ${endurance.longest.week + 1}, always on one longer day.`;
  const cannot =
    endurance.longest.minutes > weekly
      ? ` That is more than your whole week's ${formatMinutes(weekly)}: your event needs a longer day like this every week, or it stays out of reach.`
      : '';
  return `${said}${builds}${cannot}`;
}

/**
 * A shortened week its one-off tasks take past the days' time (the midwife told, the warning signs noted), said: they
 * are done once beside its sessions, never in their place (decision 282). Empty where the sessions alone are over.
 */
function onceBeside(
  week: CurriculumWeek,
  dropped: readonly number[],
  asked: number,
  given: number,
  fill: (text: string) => string,
): string {
  const once = week.days.flatMap((d, i) =>
    dropped.includes(i) ? [] : keptOf(d.tasks).filter((t) => t !== sessionOf(d.tasks) && (t.opens || t.whole)),
  );
  const minutes = once.reduce((n, t) => n + sessionNeed(t), 0);
  if (!once.length || asked - minutes > given * 1.1) return '';
  const names = once.map((t) => `“${fill(t.title)}”`);
  return ` This week also holds ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}, done once beside your sessions, never in their place: ${formatMinutes(asked)} this week, more than the ${formatMinutes(given)} your days give.`;
}

/**
 * A shortened week that still asks more than its days give: only where a session is done at its own
 * length (a class, a test, the walk itself), named and said (decision 267).
 */
function keptWhole(
  days: readonly { tasks: readonly { title: string; estimatedMinutes: number }[] }[],
  asked: number,
  given: number,
  dailyMinutes: number,
): string {
  const longest = days.flatMap((d) => d.tasks).reduce((a, b) => (b.estimatedMinutes > a.estimatedMinutes ? b : a));
  return longest.estimatedMinutes > dailyMinutes * 1.1
    ? ` “${longest.title}” is kept whole on its day (${formatMinutes(longest.estimatedMinutes)}), so this week takes ${formatMinutes(asked)}, more than the ${formatMinutes(given)} your days give: keep that day free.`
    : ` This week's sessions at their shortest need ${formatMinutes(asked)}, more than the ${formatMinutes(given)} your days give: a session is at least ${SHORTEST_SESSION} minutes, so they are kept whole at that; a few more minutes a day would hold them.`;
}

/**
 * A shortened week's check: its sessions done as the days hold them, since the programme's own needs them in full.
 * Named by its week, so eighteen weeks of them are eighteen checks, not one said eighteen times (decision 281).
 */
const SHORTENED_MILESTONE = {
  title: (week: number) => `Milestone: week ${week}’s sessions done, as your days hold them`,
  description:
    'The programme’s own check for this week needs its sessions in full, longer than your days. Tick this when you have done this week’s shortened sessions; if they felt easy, try one in full on a day with more time.',
};

/** The words of a rung tag — "(A1)" in a week's title — when the plan never reaches that rung: "(towards A1)". */
export function honestTag(title: string, shape: PlanShape, curriculum: Curriculum): string {
  const rungs = curriculum.ladder?.rungs ?? [];
  const top = shape.reached ? rungs.indexOf(shape.reached) : -1;
  return title.replace(/\s*\(([^()]+)\)$/, (tag, name: string) => {
    const k = rungs.findIndex((r) => r.name === name);
    if (k <= top) return tag;
    // "Nuance and register: towards C1 (C1)" says it already.
    return new RegExp(`towards ${name}\\b`).test(title) ? '' : ` (towards ${name})`;
  });
}

type Day = CurriculumWeek['days'][number];

/**
 * Which of a practice's seven steps (learn, build, build on, join, test, review, ship) a week of n days takes, in
 * order: the build and the ship first, then the learning before it, the test, the second build, the review.
 */
const STEPS_ON: Record<number, readonly number[]> = {
  1: [1],
  2: [1, 6],
  3: [0, 1, 6],
  4: [0, 1, 4, 6],
  5: [0, 1, 2, 4, 6],
  6: [0, 1, 2, 4, 5, 6],
  7: [0, 1, 2, 3, 4, 5, 6],
};

/**
 * The daily task as day `d` of a week's `days` says it, where the practice has steps (decision 285): a week of
 * three learns, builds and ships; of seven, it joins, tests and reviews between; no two days read alike. A day
 * past the week's (a syllabus week's days more than the person's) takes a step the week left out, then the daily task.
 */
function stepOn(practice: NonNullable<Curriculum['practice']>, d: number, days: number): CurriculumTask {
  const { daily, steps } = practice;
  if (!steps) return daily!;
  const on = STEPS_ON[Math.min(Math.max(days, 1), 7)]!;
  const left = steps.map((_, i) => i).filter((i) => !on.includes(i));
  const k = d < on.length ? on[d] : left[d - on.length];
  return k === undefined ? daily! : { ...daily!, ...steps[k]! };
}

/**
 * A week of lessons whose days hold the daily task (a lesson's day past its lesson, a practice day between) says the
 * steps on them in the order of its placed days, as a week of practice does (`stepOn`): "Mod: 90 minutes on this week's
 * addition" four days running reads plan, build, test and ship instead (decision 294).
 */
function stepsInOrder(days: Day[], practice: Curriculum['practice'], at: PracticeAt): Day[] {
  if (!practice?.steps || !practice.daily || at.theme !== undefined) return days;
  const { steps } = practice;
  const daily = themed(practice.daily, at, practice).title;
  const holding = days.map((day) => day.tasks.findIndex((t) => t.title === daily));
  const on = STEPS_ON[Math.min(holding.filter((i) => i >= 0).length, 7)];
  if (!on || on.length < 2) return days;
  let k = 0;
  return days.map((day, d) => {
    const i = holding[d]!;
    if (i < 0) return day;
    const task = day.tasks[i]!;
    const step = themed({ ...task, ...steps[on[k++]!]! }, at, practice);
    return { ...day, tasks: day.tasks.map((t, j) => (j === i ? turned(task, step) : t)) };
  });
}

/**
 * The tasks of a practice's turn, its daily task aside, and their copies (a lesson day's extras, a day's lead):
 * each is done once in its week, so a later day takes the turn's next instead (decision 285).
 */
const inTurn = new WeakSet<CurriculumTask>();
const turned = (from: CurriculumTask, to: CurriculumTask): CurriculumTask => {
  if (inTurn.has(from)) inTurn.add(to);
  return to;
};

/**
 * The day's tasks chosen from what is fresh in its week (`freshIn`), unless they leave it under three fifths of its
 * time and the turn's tasks again would fill more: a turn of few tasks over many days (decision 285).
 */
function freshOrFull(fresh: CurriculumTask[], full: () => CurriculumTask[], budget: number): CurriculumTask[] {
  const minutes = (tasks: readonly CurriculumTask[]) => fitDay(tasks, budget).reduce((a, b) => a + b, 0);
  const had = minutes(fresh);
  if (had >= budget * 0.6) return fresh;
  const all = full();
  return minutes(all) > had ? all : fresh;
}

/**
 * A day's tasks without those of the practice's turn an earlier day of its week took, or the day itself holds
 * already: "Code review" on Monday is not Wednesday's too, the turn's next is (decision 285). A task said as daily
 * ("Apply to one role today") stays, and so does the day's lead; a day left with none keeps its own.
 */
function freshIn(tasks: readonly CurriculumTask[], held: readonly CurriculumTask[]): readonly CurriculumTask[] {
  const seen = new Set(held.map((t) => t.title));
  const fresh = tasks.filter((t, i) => {
    // (The day's lead stays: the one its day was fitted to open with, decision 101.)
    if (i === 0 || t.priority === 1 || !inTurn.has(originOf(t)) || saidDaily(t.title)) return true;
    if (seen.has(t.title)) return false;
    seen.add(t.title);
    return true;
  });
  return fresh.length ? fresh : tasks;
}

/**
 * The `d`th day of practice of a week on its `pass` (a ladder of hours gives a level more weeks than
 * its material): the curriculum's practice and the level's own, in turn, each day starting far from
 * the day before; the day opens with the first of its turn that fits the day (the daily task, when
 * there is one), kept whole, and the rest fill what is left.
 */
function practiceDays(
  practice: NonNullable<Curriculum['practice']>,
  { theme, tasks: levelTasks, unit = [], review = [], days = 1, rung }: PracticeAt,
  pass: number,
  dailyMinutes: number,
  language = false,
): { turn: (d: number) => CurriculumTask[]; day: (d: number, most?: number, nth?: number) => Day } {
  // (A place's own tasks come in a week of practice alone as its purpose task, in turn, not in every one's turn: decision 308.)
  const all = [...practice.tasks.filter((t) => !(unit.length && isPlaceTask(t))), ...levelTasks];
  const onTheme = (t: CurriculumTask) => {
    // (A week of practice from B1 listens at its level, not to audio made for beginners: decision 327.)
    const out = themed(heardAt(t, rung), { theme, tasks: levelTasks }, practice);
    if (all.includes(t)) inTurn.add(out);
    return out;
  };
  const rotation = (d: number, nth = 0) => {
    const r = (d * spread(all.length) + pass) % all.length;
    // (A week of lessons learns and builds in its lessons: its practice days keep the daily task's own words.)
    // (A language's week of lessons opens every other day of practice with its drill, the days between with the turn's
    // listening, reading, speaking or writing on the new material: not the same ten cards four days of six, decision 395.)
    const drilled = theme !== undefined || nth % 2 === 0 || !language;
    const daily = drilled && practice.daily && (theme === undefined ? practice.daily : stepOn(practice, d, days));
    return [...(daily ? [daily] : []), ...all.slice(r), ...all.slice(0, r)];
  };
  const turn = (d: number) => rotation(d).map(onTheme);
  // `most`: the minutes the week leaves this day (its lessons placed first), so a practice day never
  // takes the week past the person's time where a shorter block of its turn would do.
  const day = (d: number, most = dailyMinutes, nth = 0): Day => {
    // A week of practice opens its first days with its new points in teaching order (units.ts), and its
    // review follows the first task of its last days.
    const opens = shareOf(unit, d % days, days);
    const reviews = shareOf([...review].reverse(), days - 1 - (d % days), days);
    const rest = rotation(d, nth);
    const first = opens.length ? opens : rest.slice(0, 1);
    const tasks = [...first, ...reviews, ...rest.slice(opens.length ? 0 : 1)].map(onTheme);
    const need = (t: CurriculumTask) => t.flex?.[0] ?? t.minutes;
    const fits = tasks.findIndex((t) => need(t) <= Math.min(dailyMinutes, most));
    // None short enough: the shortest of the turn.
    const shortest = tasks.reduce((k, t, i) => (need(t) < need(tasks[k]!) ? i : k), 0);
    const lead = fits >= 0 ? fits : Math.min(dailyMinutes, most) < dailyMinutes ? shortest : 0;
    const fitted = [...tasks.slice(lead), ...tasks.slice(0, lead)];
    return { title: PRACTICE_DAY, tasks: fitted.map((t, i) => turned(t, { ...t, priority: i === 0 ? 1 : 2 })) };
  };
  return { turn, day };
}

/**
 * A syllabus week as studied on its `pass`: each day does its tasks no earlier pass did, and the
 * curriculum's practice fills the rest of the day, in turn; a day with nothing left is practice, so no
 * week is a copy of the one before and a longer day has work of its own. Without practice, a day
 * whose tasks are all done is done again.
 */
function studied(
  week: CurriculumWeek,
  pass: number,
  done: ReadonlySet<CurriculumTask>,
  practice: Curriculum['practice'],
  at: PracticeAt,
  dailyMinutes: number,
): { week: CurriculumWeek; practising: boolean } {
  if (!practice) {
    const days = week.days.map((day) => {
      const left = day.tasks.filter((t) => !done.has(t));
      return left.length ? { ...day, tasks: left } : day;
    });
    return { week: { ...week, days }, practising: false };
  }
  const { turn, day: practiceDay } = practiceDays(practice, at, pass, dailyMinutes);
  let practising = false;
  const days = week.days.map((day, d) => {
    const left = day.tasks.filter((t) => !done.has(t));
    if (left.length) return { ...day, tasks: [...left, ...turn(d).map((t) => turned(t, { ...t, priority: 5 }))] };
    practising = true;
    return practiceDay(d);
  });
  // A week of practice closes with practice's own check, not the material week's again.
  // (Its talk at the level it works towards: short answers before A1, a minute before A2, decision 308.)
  // (From B1 the level's checks in turn, a week each, not one talk for months: decision 327.)
  const milestone = practising ? themed(spokenAt(practice.milestone, at.rung, at.week), at, practice) : week.milestone;
  return { week: { ...week, days, milestone }, practising };
}

/**
 * A week's days placed with its practice days within the week's time (#39 item 2): the lessons are
 * weighed with practice at its shortest (place.ts), so where a practice day's first block of the turn
 * (a 15-minute dialogue) would take the week over, each practice day opens with a block that fits what
 * the lessons and the check leave it.
 */
function practiceWithin(placeOn: (most?: number) => Day[], budget: number): Day[] {
  const days = placeOn();
  const practising = days.filter((d) => d.title === PRACTICE_DAY).length;
  const over = days.reduce((n, d) => n + dayNeed(d), 0) + MILESTONE_MINUTES - budget;
  if (!practising || over <= 0) return days;
  const lessons = days.filter((d) => d.title !== PRACTICE_DAY).reduce((n, d) => n + dayNeed(d), 0);
  return placeOn(Math.floor((budget - MILESTONE_MINUTES - lessons) / practising / 5) * 5);
}

/** A week's lessons, each followed by practice in turn (at the lowest priority: only a longer day takes it). */
function withPractice(week: CurriculumWeek, turn: (d: number) => CurriculumTask[]): CurriculumWeek {
  return {
    ...week,
    days: week.days.map((day, d) => ({ ...day, tasks: [...day.tasks, ...turn(d).map((t) => turned(t, { ...t, priority: 5 }))] })),
  };
}

/** The index of the last of the easiest tasks in `chosen` that the day picked itself (-1: none). */
function lightestOf(chosen: readonly CurriculumTask[], picked: readonly CurriculumTask[]): number {
  const rank = { easy: 0, medium: 1, hard: 2 } as const;
  let found = -1;
  chosen.forEach((t, i) => {
    if (picked.includes(t) && (found < 0 || rank[t.difficulty] <= rank[chosen[found]!.difficulty])) found = i;
  });
  return found;
}

/** Practice's milestone on the week's theme. */
function themed<T extends { title: string; description: string }>(t: T, at: PracticeAt, practice: NonNullable<Curriculum['practice']>): T {
  const about = at.theme ?? practice.themes?.thisWeek ?? '';
  return { ...t, title: onTheme(t.title, about), description: onTheme(t.description, about) };
}

/**
 * A slot's `{theme}` filled: where the theme is itself a text to someone ("short e-mails to a colleague", "a letter
 * to your landlord"), a message "about {theme} to a friend" is that text, not one about it (decision 278).
 */
function onTheme(text: string, theme: string): string {
  const addressed = /^(?:\w+ ){0,2}(?:e-?mails?|messages?|letters?|notes?|texts?|cards?)\b|\bto (?:a|an|the|your|my) \w+/i.test(theme);
  const said = addressed ? text.replace(/ about \{theme\} to a friend\b/g, ' as this week’s theme asks: {theme}') : text;
  return said.replaceAll('{theme}', theme);
}

/**
 * What a week leaves out at the person's time, said where the week begins (decision 211): "At 15 minutes on
 * 3 days this week leaves out “Try a reflector” and “Golden hour”, which the week can do without: do them
 * on a day with time to spare."
 */
function leftOutSentence(lessons: readonly Day[], dailyMinutes: number, days: number, fill: (text: string) => string): string {
  const names = lessons.map((d) => `“${showMinutes(fill(d.tasks[0]!.title), d.tasks[0]!.minutes)}”`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  const them = names.length > 1 ? 'them' : 'it';
  return `At ${dailyMinutes} minutes on ${plural(days, 'day')} this week leaves out ${list}, which it can do without: do ${them} on a day with time to spare.`;
}

/**
 * A week done in its short forms, said where it begins (decision 234), with the pace it keeps: "At 15 minutes
 * on 3 days this week does its lessons in their short form, such as “Company research in 10 minutes …” for
 * “Company research … in 1 page” (30 minutes): the same skill with less of it, so the week fits one of
 * yours rather than 3. On a day with more time, do a lesson in full."
 */
function shortFormSentence(
  { shortened: tasks, weeks, longer }: { shortened: readonly CurriculumTask[]; weeks: number; longer: number },
  dailyMinutes: number,
  days: number,
  fill: (text: string) => string,
): string {
  const cut = (t: CurriculumTask) => t.minutes - (t.short?.minutes ?? t.minutes);
  const short = tasks.filter((t) => t.short);
  if (!short.length) return '';
  const most = short.reduce((a, b) => (cut(b) > cut(a) ? b : a));
  const which = tasks.length > 1 ? 'its lessons in their short form, such as' : 'one task in its short form,';
  const pace =
    weeks === longer
      ? 'no day of the week runs past your minutes'
      : weeks === 1
        ? `the week fits one of yours rather than ${longer}`
        : `the week takes ${weeks} of yours rather than ${longer}`;
  return `At ${dailyMinutes} minutes on ${plural(days, 'day')} this week does ${which} “${fill(most.short!.title)}” for “${showMinutes(fill(most.title), most.minutes)}” (${most.short!.minutes} minutes, not ${most.minutes}): the same skill with less of it, so ${pace}. On a day with more time, do ${tasks.length > 1 ? 'a lesson' : 'it'} in full.`;
}

/** What a plan week is beside its syllabus week's own title, from the first that holds of these, in order. */
type WeekKind = 'cutback' | 'base' | 'between' | 'again' | 'parts' | 'first' | 'practising' | 'spent' | 'continued' | 'consolidate';

function weekKind(is: {
  cutback: boolean;
  base: boolean;
  between: boolean;
  again: boolean;
  repeat: number;
  of: number;
  practising: boolean;
  spent: boolean;
  study: boolean;
}): WeekKind {
  const kinds: [WeekKind, boolean][] = [
    ['cutback', is.cutback],
    ['base', is.base],
    ['between', is.between],
    ['again', is.again],
    ['parts', !is.repeat && is.of > 1],
    ['first', !is.repeat],
    ['practising', is.practising],
    ['spent', is.spent],
    ['continued', is.study],
  ];
  return kinds.find(([, holds]) => holds)?.[0] ?? 'consolidate';
}

/** What a week's kind says: its title's suffix and its description's first sentence. */
interface WeekWords {
  count: (word: string) => string;
  of: number;
  training: boolean;
  moving: boolean;
  says: string;
  /** What a training week done again moved on (its data's `progress`, decision 258), or that it stepped back a step. */
  progress: { say: string; back: boolean } | undefined;
  topic: string | undefined;
  themed: boolean;
  kinds: string | undefined;
}

/** Each kind of week's suffix and lead. */
const WEEK_WORDS: Record<WeekKind, (w: WeekWords) => readonly [string, string]> = {
  cutback: () => [' — a lighter week', LIGHTER_LEAD],
  base: () => [
    ' — your base',
    'A base before the race’s build-up, from the programme’s earlier weeks: the long run grown gradually, the load rising no more than about a tenth a week. ',
  ],
  between: (w) => [w.count('week'), ''],
  again: (w) => [w.count('round'), 'This week’s work again, kept going until the last weeks before your date. '],
  parts: (w) => [
    '',
    `This week's ${w.training ? 'sessions take' : 'lessons take'} ${w.of} weeks on your days, so that each week fits them${w.moving ? ' with a rest day between its main sessions' : ''}. `,
  ],
  first: () => ['', ''],
  practising: (w) => [
    '',
    `${w.says}Practice at this level for the hours it takes: ${w.kinds}, ${w.themed ? `this week on ${w.topic}` : 'on what you have studied'}. `,
  ],
  // A project's week come round for its milestone's hours, nothing of it left (decision 248).
  spent: (w) =>
    w.progress
      ? [' — again, a step on', `This week’s work again, a part a week as your days hold it, a step on: ${w.progress.say} `]
      : [' — continued', 'This week’s work once more, a part a week as your days hold it: its milestone takes more hours than one pass. '],
  continued: () => [' — continued', 'The rest of this week’s material, which the shorter days left out, and practice. '],
  consolidate: (w) =>
    w.progress?.back
      ? [
          ' — again, a step back',
          'This week’s sessions at the numbers of two weeks ago, a step back before last week’s again: loads in waves, so no week is the one before it and the body absorbs the last step. ',
        ]
      : w.progress
        ? [' — again, a step on', `This week’s sessions again, a step on: ${w.progress.say} `]
        : [' — again, to consolidate', 'This week’s work once more, to make it feel easy before moving on. '],
};

type Step = NonNullable<CurriculumWeek['progress']>[number];

/**
 * The step a training week done again for the `time`th time takes: its data's, in order; past the last,
 * the one before it and the last in turn (a wave, never the same step three weeks running), `back` on the first.
 */
function stepOf(week: CurriculumWeek, time: number): (Step & { back: boolean }) | undefined {
  const steps = week.progress;
  if (!steps) return undefined;
  const past = time - steps.length;
  const back = past > 0 && past % 2 === 1 && steps.length > 1;
  return { ...steps[back ? steps.length - 2 : Math.min(time, steps.length) - 1]!, back };
}

/** A week without the tasks `gone` says are done already: its one-off tasks, where it is done again (decision 267). */
function onceOnly(week: CurriculumWeek, gone?: (task: CurriculumTask) => boolean): CurriculumWeek {
  if (!gone || !week.days.some((d) => d.tasks.some(gone))) return week;
  return { ...week, days: week.days.map((d) => (d.tasks.some(gone) ? { ...d, tasks: d.tasks.filter((t) => !gone(t)) } : d)) };
}

/** A training week done again a step on (decision 258): the sessions its step names, as the step reads them. */
function progressed(week: CurriculumWeek, step: Step): CurriculumWeek {
  const on = new Map(step.tasks.map((t) => [t.of, t]));
  const taken = (task: CurriculumTask): CurriculumTask => {
    const next = on.get(task.title);
    return next ? { ...task, title: next.title } : task;
  };
  return { ...week, days: week.days.map((day) => ({ ...day, tasks: day.tasks.map(taken) })) };
}

/**
 * A lighter week, said as it is (decision 249): the week before on the same days, shorter and easier —
 * Pfitzinger and Douglas's recovery weeks, Hal Higdon's step-back weeks (scale.ts `lighterWeek`).
 */
const LIGHTER_LEAD = `A lighter week: last week's sessions on the same days at about ${Math.round(LIGHTER_SHARE * 100)}% of their time, with at most one fast session — the step back coaches put every third or fourth week, so the body absorbs the training before the next step. `;
const LIGHTER_GOAL = 'every session done, shorter and easy, and fresh for next week’s step up';

/** "Greetings, part 1 of 2 (A1)": a week spread over several says which it is, before its level. */
const partOf = (title: string, part: number, of: number) =>
  title.replace(/(\s*\([^()]+\))?$/, (tag) => `, part ${part + 1} of ${of}${tag}`);

/** A day of practice's title until its tasks are chosen (planFromCurriculum names it by them). */
const PRACTICE_DAY = 'Practice';

/**
 * A task's name inside a sentence: its first letter lower case where the first word is an ordinary capitalised one
 * ("Your trip to Rome" → "your trip to Rome"); the rest as written, so a place, a person or "DELE" keeps its
 * capitals, and so does a first word the task's own text capitalises mid-sentence ("Madrid" in "a day in Madrid").
 */
function inSentence(task: CurriculumTask): string {
  const name = task.title.split(':')[0]!;
  const first = /^(\p{Lu}[\p{Ll}'’-]*)(?=[\s,;.!?)]|$)/u.exec(name)?.[1];
  if (!first || first === 'I' || first.startsWith("I'") || first.startsWith('I’')) return name;
  // (Title and description apart: a description opening with the word, "Restart the kernel…", is not mid-sentence.)
  const proper = [task.title, task.description].some((text) => new RegExp(`[^.!?:\\s]\\s+${first}(?![\\p{L}])`, 'u').test(text));
  return proper ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * A task said with its dose ("Stretch: 30 s each side", "3 × 10") or as its session's own ("Log the session: …"), which a
 * programme repeats by design, as scripts/roadmaps/metrics.ts reads it.
 */
const DOSED = /\b\d+ (?:minutes?|min|s|seconds)\b|\d ?×|× ?\d|\bthe session\b/i;

/**
 * A day's tasks split into what the week has not given yet and the copies of what it has, word for word once filled
 * (round 16's language teacher: "Speaking: shadow …" five times in a week, "From your Dutch …" three; decision 284).
 * A practice day's lead gives its place to the first task not given yet that needs no more time; a lesson day's own
 * tasks (its core) keep their places, its extras from the turn go to the new or the copies, in their order.
 */
function freshFirst(
  day: Day,
  given: ReadonlySet<string>,
  fill: (text: string) => string,
  kept: (title: string) => boolean = () => false,
): [CurriculumTask[], CurriculumTask[]] {
  const tasks = day.tasks;
  const again = (t: CurriculumTask) => given.has(fill(t.title)) && !kept(t.title);
  if (!given.size || !tasks.some(again)) return [tasks, []];
  const need = (t: CurriculumTask) => t.flex?.[0] ?? t.minutes;
  const practice = day.title === PRACTICE_DAY;
  const swap = practice && again(tasks[0]!) ? tasks.findIndex((t, i) => i > 0 && !again(t) && need(t) <= need(tasks[0]!)) : -1;
  if (practice && swap < 0 && again(tasks[0]!)) return [tasks, []];
  const lead = swap > 0 ? [copyOf(tasks[swap]!, { priority: 1 })] : practice ? [tasks[0]!] : [];
  const rest = tasks.filter((_, i) => (practice ? i !== 0 && i !== swap : true));
  const core = practice ? [] : rest.filter((t, i) => i === 0 || t.priority === 1);
  const extras = rest.filter((t) => !core.includes(t));
  const copies = [...(swap > 0 ? [copyOf(tasks[0]!, { priority: 2 })] : []), ...extras.filter(again)];
  return [[...lead, ...core, ...extras.filter((t) => !again(t))], copies];
}

/** "Practice: words", or "Practice: project and rebuild": what the day's first two tasks are (an "Again: …" is a review). */
const practiceDayTitle = (tasks: readonly CurriculumTask[]) =>
  `Practice: ${[...new Set(tasks.slice(0, 2).map((t) => inSentence(t).replace(/^again$/, 'review')))].join(' and ')}`;

/** Day `d`'s share of `tasks` over `days` days, in order: one a day from the first while they are fewer than the days. */
function shareOf<T>(tasks: readonly T[], d: number, days: number): T[] {
  if (tasks.length <= days) return tasks.slice(d, d + 1);
  return tasks.slice(Math.ceil((d * tasks.length) / days), Math.ceil(((d + 1) * tasks.length) / days));
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * How far apart consecutive days start in the practice's turn: about half of it, and prime to its
 * length so every task leads a day in turn — a day does not begin with yesterday's second task.
 */
function spread(n: number): number {
  for (let k = Math.floor(n / 2); k > 1; k--) if (gcd(k, n) === 1) return k;
  return 1;
}

/** What plan week `w` practises: its theme (none: the week's material), and the practice of its level besides the curriculum's own. */
interface PracticeAt {
  theme?: string;
  tasks: readonly CurriculumTask[];
  /** The week's new grammar point, words and can-do, and earlier points in review, from the level's inventory (units.ts), spread over its `days`. */
  unit?: readonly CurriculumTask[];
  review?: readonly CurriculumTask[];
  days?: number;
  /** The rung a week of practice works towards (its check's talk grows with it). */
  rung?: string;
  /** The weeks of practice towards that rung before this one (its checks come in turn). */
  week?: number;
}

/**
 * A week of practice (a day of it with none of the week's material left) takes the next of its
 * level's themes in turn (practice.themes), `before` being the level's weeks of practice before it; a
 * week with material practises that material. Either way the level's own practice joins the
 * curriculum's.
 */
function practiceAt(curriculum: Curriculum, rung: Rung | undefined, practising: boolean, before: ReadonlyMap<string, number>): PracticeAt {
  const level = rung && curriculum.practice?.themes?.levels.find((l) => l.rungs.includes(rung.name));
  const tasks = level?.tasks ?? [];
  // (A week of lessons listens at its level too: decision 327.)
  if (!level || !practising) return { tasks, ...(rung && { rung: rung.name }) };
  const week = before.get(rung.name) ?? 0;
  return { theme: level.topics[week % level.topics.length]!, tasks, rung: rung.name, week };
}

export function planFromCurriculum(curriculum: Curriculum, request: RoadmapRequest, shape: PlanShape): RawRoadmap {
  const { currentLevel, targetLevel, dailyMinutes } = request.answers;
  const fill = wordsOf(request);
  const plan = shape.syllabus;
  // Study repeats with new material at the same level; training repeats the week's load to absorb it.
  const study = curriculum.ladder?.basis === 'hours';
  const done = new Set<CurriculumTask>();

  // The milestone a syllabus week belongs to: the first whose last week is not before it.
  const rungOf = (index: number) => curriculum.ladder?.rungs.find((r) => r.week - 1 >= index);
  // Weeks of practice so far, per milestone: each takes the next of its themes.
  const practised = new Map<string, number>();
  // Weeks of practice alone so far, per milestone: each teaches the next of its inventory (units.ts).
  const units = new Map<string, number>();
  const { weekdays } = shape;
  // The weekday an event the person names is held on (named-day.ts): their words, then the event's own name.
  const said = [currentLevel, targetLevel, request.title ?? '', request.description ?? ''].join('\n');
  const heldOn = (source: CurriculumWeek) =>
    eventWeekday(said) ??
    eventWeekday(
      source.days
        .filter((d) => d.event)
        .map((d) => fill(d.tasks[0]!.title))
        .join('\n'),
    );
  // The weekday the target names as the goal's own, for a training plan's long session.
  const longDay = namedWeekday(targetLevel);
  // The plan's last week, when it is the week of the person's event (decision 228), has its race or long
  // session on the event's own weekday where the person has that day.
  const { deadline } = shape;
  const eventDay =
    deadline?.day &&
    deadline.fit !== 'after' &&
    deadline.fit !== 'too near' &&
    plan.length === deadline.weeks &&
    request.answers.weeks === undefined
      ? weekdayOf(deadline.date)
      : undefined;
  // What the plan's tasks have made so far ("checklist", "baseline"), and the task that makes each.
  const made = new Set<string>();
  const makerOf = (thing: string) =>
    [...curriculum.weeks.flatMap((wk) => wk.days.flatMap((d) => d.tasks)), ...(curriculum.practice?.tasks ?? [])].find((t) =>
      t.makes?.includes(thing),
    );
  /** The day's tasks, each use preceded by the task making it when the plan has not made it yet (#39 item 4). */
  const madeFirst = (tasks: readonly CurriculumTask[], uses: readonly string[] = []): CurriculumTask[] => {
    const out: CurriculumTask[] = [];
    const need = (things: readonly string[] = []) => {
      for (const thing of things) {
        const maker = made.has(thing) ? undefined : makerOf(thing);
        if (maker) out.push(maker);
        made.add(thing);
      }
    };
    for (const task of tasks) {
      need(task.uses);
      out.push(task);
      for (const thing of task.makes ?? []) made.add(thing);
    }
    need(uses);
    return [...new Set(out)];
  };
  /** The minutes of what a week's sessions and check would bring in from earlier weeks (madeFirst), made nothing yet. */
  const bringing = (week: CurriculumWeek, closes: boolean) => {
    const had = new Set(made);
    const makers = new Set<CurriculumTask>();
    const need = (things: readonly string[] = []) => {
      for (const thing of things) {
        const maker = had.has(thing) ? undefined : makerOf(thing);
        if (maker) makers.add(maker);
        had.add(thing);
      }
    };
    // (A shortened day keeps its session and what opens it: the rest of its core is made again where needed.)
    for (const task of week.days.flatMap((d) => keptOf(d.tasks))) {
      need(task.uses);
      for (const thing of task.makes ?? []) had.add(thing);
    }
    if (closes) need(week.milestone.uses);
    return [...makers];
  };
  const training = isTraining(curriculum);
  // A plan towards an endurance event far longer than the person's days grows its long session whole (decision 282).
  const endurance = enduranceOf(curriculum, plan, dailyMinutes);
  // Whether a week has said where the long session goes (the first week with one says it).
  let toldLong = false;
  // A week's one-off task: what opens it, what makes a thing (a kit list, a route's stages: made once, decision 331; only
  // in a week done whole, whose parts were not cut with it), or one an earlier week's task was brought into it for (heldWeeks).
  const oneOff = (task: CurriculumTask, index: number) =>
    !!task.opens ||
    (!!task.makes?.length && (shape.split[index] ?? 1) === 1) ||
    !curriculum.weeks[index]!.days.some((d) => d.tasks.some((t) => t.title === task.title));
  // The curriculum's tasks of the week before, for review in this one's spare time.
  let lastWeek: CurriculumTask[] = [];
  // Every task the plan has chosen so far, in order: a light day may keep up a log started in an earlier week.
  const dailyBefore: CurriculumTask[] = [];
  // How often the plan has repeated each drill in spare time: the next repeat changes something else.
  const repeats = new Map<string, number>();
  // Training that moves the body is shortened with walks around it; a weeks-based writing or music course is not.
  const moving = movesTheBody(curriculum);
  // A syllabus week that is one of the curriculum's weeks between (decision 249).
  // (A week of a light lead-in, made after them, is none: decision 397.)
  const isBetween = (index: number) => shape.between !== undefined && index >= shape.between && !isLeadWeek(shape, index);
  // Each plan week that steps back to a lighter week of the one before (decisions 245, 249), decided once.
  // (Only where a day has time to give and the week a session to shorten: a 10-minute skill day is light already.)
  const lighterWeeks = plan.map(
    (index, w) =>
      !!shape.cutbacks?.includes(w) &&
      dailyMinutes >= LIGHTER_DAY &&
      (shape.weeks ?? curriculum.weeks)[index]!.days.some((d) => d.tasks.some((t) => t.minutes >= LIGHTER_FROM)),
  );
  const built = plan.map((index, w) => {
    // The week of the person's event ends on its day: only their days up to it (decision 228).
    const theirDays = w === plan.length - 1 && deadline?.days ? deadline.days : weekdays;
    const part = shape.parts[w] ?? 0;
    const lighter = lighterWeeks[w]!;
    // A week of a light lead-in, well ahead of a far date (decision 397).
    const leading = isLeadWeek(shape, index);
    // The syllabus week come round again (its first part), not the next part of the same week.
    const repeat = plan.slice(0, w).filter((i, k) => i === index && !shape.parts[k]).length - (part ? 1 : 0);
    // (The weeks as the plan's shape holds them: a task the week relies on placed in it, heldWeeks.)
    const ownWeek = (shape.weeks ?? curriculum.weeks)[index]!;
    // A lighter week is the week before at about 70% of its time, on the same days (decisions 245, 249); a
    // training week done again to consolidate it, a step on where its data says how (decision 258).
    // (Counted in the week's times at full load; a lighter week steps back from the week before it as that week read.)
    const atFull = plan.slice(0, w).filter((i, k) => i === index && !shape.parts[k] && !lighterWeeks[k]).length;
    const time = atFull - (part || lighter ? 1 : 0);
    // A project's week come round for the hours its milestone takes, with none of it left to do (decision 248):
    // its work again a part at a time, as its days hold it, not the whole week in one of the person's.
    const spent = study && repeat > 0 && !curriculum.practice && ownWeek.days.every((day) => day.tasks.every((t) => done.has(t)));
    // It moves on a step each time round where its data says how: the project's next piece (decision 268).
    const round = spent ? Math.floor((repeat - 1) / (shape.split[index] ?? 1)) + 1 : time;
    const step = (training || spent) && round > 0 && w >= (shape.base ?? 0) ? stepOf(ownWeek, round) : undefined;
    // A training week done again leaves out its one-off tasks done the first time round: what opened it (the midwife
    // told, a GP booked) and what an earlier week's task brought into it (the warning signs noted, the log started).
    const stepped = onceOnly(
      step ? progressed(ownWeek, step) : ownWeek,
      training && repeat > 0 ? (t) => oneOff(t, index) && done.has(originOf(t)) : undefined,
    );
    const material = lighter ? lighterWeek(stepped) : stepped;
    // Study comes back to a week for what is left of it and practice; training and courses do it again, in its parts.
    const of = study && repeat && !spent ? 1 : (shape.split[index] ?? 1);
    const at = spent ? (repeat - 1) % of : part;
    const rung = rungOf(index);
    // As studied() decides it: a day with none of its material left is practice.
    const practising = repeat > 0 && material.days.some((day) => day.tasks.every((t) => done.has(t)));
    // A week of practice teaches the next of its level's inventory (#39 item 3), paced over the level's weeks of practice.
    // Only a week of practice alone: a week that still holds lessons left over brings those.
    const alone = repeat > 0 && material.days.every((day) => day.tasks.every((t) => done.has(t)));
    // A level the plan completes has its inventory covered within its weeks; one it works towards, a point a week.
    const levelWeeks = (r: Rung) =>
      shape.reached && r.week <= shape.reached.week ? plan.filter((i, k) => i === r.week - 1 && !shape.parts[k]).length - 1 : Infinity;
    const nthUnit = (rung && units.get(rung.name)) || 0;
    const unit = alone && rung ? unitWeek(curriculum, rung.name, nthUnit, levelWeeks(rung)) : undefined;
    if (alone && rung) units.set(rung.name, nthUnit + 1);
    // A plan whose practice is the person's own task (language-tasks.ts: it has a finale) takes the theme its unit's week
    // does, so the week's theme, words and purpose slot are one part of the task.
    const onUnit = alone && rung && curriculum.practice?.finale ? new Map([[rung.name, unit?.first ?? nthUnit]]) : practised;
    // A new point paired with the situation that uses it takes that situation as the week's theme (decision 308); a week
    // of practice beside the last lessons meets the theme of the first point to come, and is named by its lessons (292).
    const paired = !curriculum.practice?.finale;
    const next = paired && practising && !alone && rung ? unitWeek(curriculum, rung.name, nthUnit, levelWeeks(rung))?.theme : undefined;
    const practice = {
      ...practiceAt(curriculum, rung, practising, onUnit),
      ...(paired && (unit?.theme ?? next) !== undefined && { theme: unit?.theme ?? next }),
      unit: unit?.tasks ?? [],
      review: unit?.review ?? [],
      days: weekdays.length,
    };
    if (practising && rung) practised.set(rung.name, (practised.get(rung.name) ?? 0) + 1);
    // Study comes back to a week for what its parts left and practice; the first time, the week is its lessons.
    const again = study && repeat > 0 ? studied(material, repeat, done, curriculum.practice, practice, dailyMinutes) : undefined;
    // Each syllabus week starts its practice elsewhere in the turn: a short week's one practice day is not the same task every week.
    const practise =
      study && curriculum.practice
        ? practiceDays(curriculum.practice, practice, repeat + index, dailyMinutes, isLanguagePlan(curriculum))
        : undefined;
    const practiceDay = practise?.day;
    // A lesson's day is filled past its lesson with practice, in turn, when the day has room.
    const source = again?.week ?? (practise ? withPractice(material, practise.turn) : material);
    // A week of practice only is the person's days of practice; any other, the syllabus week placed on them.
    const allPractice = !!practiceDay && !!again && source.days.every((d) => d.title === PRACTICE_DAY);
    const placeOn = (most?: number) =>
      placeWeek(curriculum, source, {
        weekdays,
        dailyMinutes,
        part: of > 1 ? at : 0,
        of,
        // Days beyond the lessons practise, each starting elsewhere in the turn than the lessons' own.
        ...(practiceDay && { practiceDay: (n: number) => practiceDay(source.days.length + n, most, n) }),
        ...(w === plan.length - 1 && eventDay
          ? { longDay: theirDays.includes(eventDay) ? eventDay : theirDays.at(-1)! }
          : longDay
            ? { longDay }
            : // The race that ends a programme on the last of the week's days, its taper and packing before it (decision 365).
              w === plan.length - 1 &&
              training &&
              !!curriculum.ladder?.rungs.some((r) => r.week - 1 === index) && { longDay: theirDays.at(-1)! }),
      });
    const all = stepsInOrder(
      allPractice ? weekdays.map((_, d) => practiceDay(d)) : practiceWithin(placeOn, dailyMinutes * weekdays.length * 1.1),
      // (Not a week spread over parts: each part would take the same steps, and its weeks would read alike.)
      of === 1 ? curriculum.practice : undefined,
      practice,
    );
    // On the event's day the week ends: training drops what comes after its race, lessons after it join its day.
    // (The days kept by which weekday they are, `deadline.days` a set: not the week's first days.)
    const held = all.filter((_, d) => theirDays.includes(weekdays[d]!));
    const after = all.filter((_, d) => !theirDays.includes(weekdays[d]!));
    const cut =
      !after.length || !held.length ? all : restsBetween(curriculum) ? held : [...held.slice(0, -1), merge([held.at(-1)!, ...after])];
    const dated = w === plan.length - 1 && eventDay !== undefined;
    const placed = dated && !restsBetween(curriculum) ? onEventDay(cut, source, deadline?.fit === 'held') : cut;
    // An event named for its weekday (Friday Night Magic, a Tuesday quiz) on that weekday, or a day of theirs standing in (decision 287).
    const onItsWeekday = dated || restsBetween(curriculum) ? placed : onNamedWeekday(placed, source, weekdays, heldOn);
    // The plan's last week of practice closes on the person's own task done for real (language-tasks.ts), where there is one.
    const finale = w === plan.length - 1 && again?.practising ? curriculum.practice?.finale : undefined;
    // A week its days cannot hold leaves out its optional lessons first, and its check counts what is kept (decision 211).
    const left = allPractice || (again && of === 1) ? undefined : leftOut(curriculum, source, weekdays, dailyMinutes);
    const milestone = finale ?? left?.milestone ?? source.milestone;
    // A session done whole that the person's day cannot hold (a 35-minute pool session on a 15-minute day) is done in
    // its short form where the curriculum writes one (a short pool visit: a warm-up, one set, a cool-down), not kept
    // whole past the day's time (#39, decision 382); one without a short form (a lesson, a test swim) is kept whole, and
    // so is one that makes what later tasks use (it is brought in whole where they need it, madeFirst).
    const fits = (t: CurriculumTask) =>
      !(restsBetween(curriculum) && t.whole && t.short && !t.makes?.length && t.minutes > dailyMinutes * 1.1);
    const inShort = onItsWeekday.map((d) => (d.tasks.every(fits) ? d : { ...d, tasks: d.tasks.map((t) => (fits(t) ? t : shortOf(t))) }));
    const whole: CurriculumWeek = { ...source, days: inShort, milestone, objective: left?.objective ?? source.objective };
    // The week's check closes its last part: the parts before it lead to it.
    const closes = at === of - 1;
    // (A lighter week's days are lighter too: its sessions and its time at about 70%, nothing added to fill them.)
    const raceWeek = !!curriculum.ladder?.rungs.some((r) => r.week - 1 === index);
    // The person's own event (the plan's last week, a milestone's) is done whole on its day; a programme's walk on the way is shortened.
    const event = raceWeek && w === plan.length - 1;
    const fitted = dayBudgets(whole, lighter ? Math.round(dailyMinutes * LIGHTER_SHARE) : dailyMinutes, closes, training, {
      event,
      brought: bringing(whole, closes).reduce((n, t) => n + t.minutes, 0),
      endurance: !!endurance,
      race: raceWeek,
    });
    const { short } = fitted;
    // A training week its days cannot hold has its sessions shortened to them, and its check with them;
    // a race is kept whole on its day, unless the training before it was shortened too (decision 080).
    // (Only training that moves the body: a piece's play-through or a portrait sitting is kept whole, decision 129.)
    const scaled = short && restsBetween(curriculum) && (!raceWeek || !holdsMost(shape));
    // Where even the sessions at their shortest do not fit, fewer of them (decision 267), said in the week.
    const dropped = scaled ? fitted.dropped : [];
    const week = whole;
    // A language week's closing day of practice on short days holds its check within the day and a tenth (decision 317):
    // a block that fits beside the check, not the day taken past its minutes beside shorter ones.
    const closing = week.days.length - 1;
    const shortClose = closes && isLanguagePlan(curriculum) && dailyMinutes < 30 && week.days[closing]?.title === PRACTICE_DAY;
    // (At 10 minutes its block goes to 5 beside the 5-minute check, the day itself, decision 373; it was 15.)
    const dayCap = Math.max(Math.floor((dailyMinutes * 1.1) / 5) * 5, MILESTONE_MINUTES + ROADMAP_LIMITS.taskMinutes.min);
    const budgets = shortClose ? fitted.budgets.map((b, i) => (i === closing ? Math.min(b, dayCap) : b)) : fitted.budgets;
    // Tasks from an earlier week that make what this one uses, where the plan had not made it.
    const brought: CurriculumTask[] = [];
    const crowded: CurriculumTask[] = [];
    const chosenByDay: CurriculumTask[][] = [];
    const daily = dailyOf(week);
    const givenThisWeek = new Set<string>();
    // The tasks a day given up held in place of its session (below): the week's later days leave them out.
    const hostedThisWeek = new Set<CurriculumTask>();
    // A turn that fills the week without a copy (its tasks at their longest): its practice days take each once. A turn
    // shorter than the week (an hour a day) gives its whole turn every week either way, so there a practice day keeps
    // it as it comes, and a theme met again is not the same week twice; a lesson day's extras are always new first.
    const turnFills =
      [...(curriculum.practice?.tasks ?? []), ...practice.tasks].reduce((n, t) => n + (t.flex?.[1] ?? t.minutes), 0) >=
      dailyMinutes * weekdays.length;
    // The minutes the week's days placed so far ask: the week's last day takes what the week has left (decision 348).
    let placedMinutes = 0;
    const placedDays = week.days.map((day, d) => {
      const milestone = closes && d === week.days.length - 1;
      const reserve = milestone ? MILESTONE_MINUTES : 0;
      const choose = (tasks: readonly CurriculumTask[]) => chooseTasks(tasks, budgets[d]!, reserve, dailyMinutes * 1.1);
      // (A practice of steps is a project's week: its other tasks are exercises, each done once in it, decision 285. A
      // language's practice offers each day its whole turn: a copy of what the week gave is taken only where the new
      // cannot fill seven tenths of the day, decision 284.)
      const freshChoice = () => {
        const language = isLanguagePlan(curriculum);
        // (Any lesson week's extras too, decision 331: a piece's "Technique: …" or a novel's "Check the running total…" word
        // for word on every day is a template, the day's own work takes the time; a task said with its dose or as daily
        // stays, and training that moves the body is placed as it was.)
        const once = language ? day.title !== PRACTICE_DAY || turnFills : !moving && day.title !== PRACTICE_DAY;
        const fitting = shortClose && milestone ? day.tasks.filter((t) => sessionNeed(t) <= dayCap - MILESTONE_MINUTES) : [];
        const offered = fitting.length ? { ...day, tasks: fitting } : day;
        const kept = language ? undefined : (title: string) => saidDaily(title) || DOSED.test(title);
        const [fresh, copies] = once ? freshFirst(offered, givenThisWeek, fill, kept) : [offered.tasks, []];
        const fromFresh = choose(fresh);
        const holds = fromFresh.reduce((n, t) => n + (t.flex?.[1] ?? t.minutes), 0) >= (budgets[d]! - reserve) * 0.7;
        return holds || !copies.length ? fromFresh : choose(offered.tasks);
      };
      const chosenForTime = curriculum.practice?.steps
        ? freshOrFull(choose(freshIn(day.tasks, chosenByDay.flat())), () => choose(day.tasks), budgets[d]! - reserve)
        : freshChoice();
      // (A rest day keeps what the programme sets on every one of its days, the pelvic floor, in place of the stretch.)
      const rest: CurriculumTask = daily
        ? {
            ...daily,
            description: `A rest day in place of “${fill(day.title)}”, with what the programme asks every day kept. ${daily.description}`,
          }
        : {
            ...REST_DAY,
            title: `Rest day in place of “${fill(day.title)}”: 5 minutes of easy stretching`,
            difficulty: 'easy',
            priority: 1,
          };
      // (The first day given up holds what the week relies on, a guide read or a kit list, in place of its stretch.)
      const hosted = d === dropped[0] ? bringing(week, closes).filter((t) => (t.uses ?? []).every((u) => made.has(u))) : [];
      for (const t of hosted) hostedThisWeek.add(t);
      // (What that day read or made is not read again on the session's own day later in the week, decision 349.)
      const picked = dropped.includes(d)
        ? hosted.length
          ? hosted
          : [rest]
        : (scaled ? shortenSession(chosenForTime, budgets[d]! - reserve, moving, longOf(day, event)) : chosenForTime).filter(
            (t) => !hostedThisWeek.has(t),
          );
      // (In training that moves the body, a professional told comes first on its day: the midwife before the first walk,
      // decision 282; a new parent's two questions still come before the GP they may send her to.)
      const first = madeFirst(picked, milestone ? week.milestone.uses : []);
      const chosen = moving ? openedFirst(first) : first;
      // A task brought in takes an extra's place when the day holds no more (the milestone keeps its own).
      // A day that holds several of the week's (one weekday for a five-day week) keeps the milestone the same
      // way: its lightest task of the week's own (the last, of the easiest) gives its place, and the week says so (a fast-check case).
      while (chosen.length + (milestone ? 1 : 0) > ROADMAP_LIMITS.tasksPerDay.max) {
        const extra = chosen.findLastIndex((t) => picked.includes(t) && t.priority > 1);
        const last = extra < 0 && milestone ? lightestOf(chosen, picked) : -1;
        if (extra < 0 && last < 0) break;
        if (extra < 0) crowded.push(chosen[last]!);
        chosen.splice(extra < 0 ? last : extra, 1);
      }
      brought.push(...chosen.filter((t) => !picked.includes(t)));
      chosenByDay.push(chosen.map(originOf));
      for (const t of chosen) done.add(originOf(t));
      for (const t of chosen) givenThisWeek.add(fill(t.title));
      const budget = Math.max(budgets[d]!, (chosen.length + (milestone ? 1 : 0)) * ROADMAP_LIMITS.taskMinutes.min) - reserve;
      // The check's day of a week its days cannot hold whole (a lesson's week, not training shortened): its flexible
      // tasks give up minutes, to the 5 a task is logged at, so the check fits the week's time and a tenth rather than
      // the week asking a longer day for "Ship: …, 10 minutes" beside its 5-minute check (decision 348). (A language's
      // closing practice day on short days holds its own day and a tenth: its block goes to 5 where it must, decision 373.)
      const left = Math.floor(dailyMinutes * week.days.length * 1.1) - placedMinutes - reserve;
      const fitsLeft =
        milestone &&
        short &&
        !scaled &&
        !isLanguagePlan(curriculum) &&
        left < budget &&
        left >= chosen.length * ROADMAP_LIMITS.taskMinutes.min;
      const shortest = shortClose && milestone ? ROADMAP_LIMITS.taskMinutes.min : undefined;
      const minutes = fitsLeft ? fitDay(chosen, left, ROADMAP_LIMITS.taskMinutes.min) : fitDay(chosen, budget, shortest);
      placedMinutes += minutes.reduce((a, b) => a + b, 0);
      const tasks = chosen.map((t, i) => ({
        title: showMinutes(fill(t.title), minutes[i]!),
        description: showMinutes(fill(t.description), minutes[i]!),
        difficulty: t.difficulty,
        estimatedMinutes: minutes[i]!,
      }));
      if (milestone) {
        tasks.push({
          // (Counting the person's days: "7 days of your habit" on five is five, round 10's readers.)
          title: scaled ? SHORTENED_MILESTONE.title(w + 1) : `Milestone: ${countedDays(fill(week.milestone.title), week.days.length)}`,
          description: scaled ? SHORTENED_MILESTONE.description : countedDays(fill(week.milestone.description), week.days.length),
          difficulty: 'medium',
          estimatedMinutes: MILESTONE_MINUTES,
        });
      }
      const title = dropped.includes(d) ? 'Rest day' : day.title === PRACTICE_DAY ? practiceDayTitle(chosen) : dayTitle(day);
      return { number: d + 1, title: numberedDay(d + 1, title), tasks };
    });
    // (A shortened week's rest day that also holds its check gives up its stretch where a one-off beside the sessions, the
    // GP or physiotherapist booked, would take the week past its days: the day is rest, and the week within its time, decision 394.)
    const weekOf = (ds: typeof placedDays) => ds.flatMap((x) => x.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);
    const stretchOf = (x: (typeof placedDays)[number]) =>
      x.tasks.length > 1 && x.tasks.some((t) => t.title.startsWith('Milestone:'))
        ? x.tasks.find((t) => t.title.startsWith('Rest day in place of “'))
        : undefined;
    const given_ = dailyMinutes * week.days.length * 1.1;
    for (const x of scaled && weekOf(placedDays) > given_ ? placedDays : []) {
      const stretch = stretchOf(x);
      if (stretch && weekOf(placedDays) - stretch.estimatedMinutes <= given_) x.tasks = x.tasks.filter((t) => t !== stretch);
    }
    // A day carried on from a lesson is named for what it holds (decision 318).
    const planned = carriedDays(placedDays);
    // The time the week's work leaves goes to more practice of it (#39 item 2, decision 101); a
    // shortened training week has none to spare.
    const {
      days: filled,
      repeatable,
      drills,
    } = scaled || lighter || leading
      ? { days: planned, repeatable: false, drills: false }
      : practiseInSpareTime(planned, chosenByDay, lastWeek, {
          dailyMinutes,
          maxTasks: ROADMAP_LIMITS.tasksPerDay.max,
          maxTitle: ROADMAP_LIMITS.title,
          words: fill,
          repeats,
        });
    // A light day the week's practice did not fill gets a small task of the week: what its days could
    // not hold, else its log or cards again (round 10's readers), never a use of what is not yet made.
    const extras = week.days.flatMap((day, d) =>
      day.title === LIGHT_TITLE
        ? []
        : day.tasks
            .filter((t) => !done.has(originOf(t)) && !t.whole && (t.uses ?? []).every((u) => made.has(u)))
            .map((task) => ({ task, day: d })),
    );
    // (A lighter week's spare time is the point of it: nothing more in it.)
    // (A light lead-in's week is its session or two; its other days are off the plan, decision 397.)
    const lit =
      scaled || lighter
        ? { days: filled, used: [] }
        : leading
          ? { days: offThePlan(filled, !!shape.leadChecks?.includes(w)), used: [] }
          : lightDayWork(filled, extras, chosenByDay, dailyBefore, { dailyMinutes, words: fill, rest: curriculum.rest });
    for (const t of lit.used) {
      done.add(originOf(t));
      for (const thing of t.makes ?? []) made.add(thing);
    }
    const checked = everyDay(checkDays(lit.days), dailyMinutes);
    // A daily habit on every chosen day, at its tiny version where the day is short (decision 330).
    const habitDays = isHabitPlan(curriculum) ? habitEveryDay(checked, week, curriculum, dailyMinutes, fill) : checked;
    // A record the method reads daily (a sleep diary) on every day (decision 371).
    const days = curriculum.record ? recordEveryDay(habitDays, curriculum.record, dailyMinutes, fill) : habitDays;
    lastWeek = chosenByDay.flat();
    dailyBefore.push(...lastWeek);
    // (A habit plan's days as the habit left them: a day's side task that gave way is not a longer day, decision 330.)
    // (Nor a day whose check took what the week had left: it is as long as its tasks, decision 348.)
    const dayMinutes = (i: number) => days[i]!.tasks.reduce((n, t) => n + t.estimatedMinutes, 0);
    const heldMinutes = (i: number, minutes: number) =>
      !days[i] ? minutes : isHabitPlan(curriculum) ? dayMinutes(i) : Math.min(minutes, dayMinutes(i));
    const long = budgets
      .map((minutes, i) => ({ d: i + 1, minutes: heldMinutes(i, minutes) }))
      .filter((x) => x.minutes > dailyMinutes * 1.1);
    // A week's second pass does what its days hold of what the first left; the rest, extras all, is
    // dropped, so the pass after it is practice rather than the same leftovers again (decision 081).
    if (again) for (const day of material.days) for (const t of day.tasks) done.add(t);
    const asked = days.reduce((n, d) => n + d.tasks.reduce((m, t) => m + t.estimatedMinutes, 0), 0);
    const given = dailyMinutes * week.days.length;
    // A shortened week says nothing more (the plan says it once), unless its sessions cannot go shorter.
    // Towards an endurance event, the long day said in every week that has one, the first saying where it goes (decision 282).
    const longHere = endurance && longDaysOf(week, budgets, dailyMinutes).length && !lighter;
    const saidLong = longHere ? enduranceWeek(week, budgets, days, { weekdays, dailyMinutes, endurance, first: !toldLong, fill }) : '';
    if (longHere) toldLong = true;
    const timeNote = scaled
      ? `${fewerSessions(week, dropped, fill)}${
          saidLong ||
          (asked > given * 1.1
            ? onceBeside(week, dropped, asked, given, fill) || keptWhole(days, asked, given, dailyMinutes)
            : longerDay(days, dailyMinutes))
        }`
      : saidLong
        ? saidLong
        : short && asked > given * 1.1
          ? (deadline?.compressed && sittingSaid(days, dailyMinutes, w === plan.length - 1)) ||
            keptWholeOn(days, dailyMinutes) ||
            ` This week's sessions need ${formatMinutes(weekNeed(week, closes))}, more than the ${formatMinutes(dailyMinutes * week.days.length)} your days give: they are kept whole, so give them a longer day or add one.`
          : long.length
            ? ` ${long.map((x) => `Day ${x.d} takes ${formatMinutes(x.minutes)}`).join(', ')} for its session; the other days are shorter.`
            : '';
    const skipped = left?.lessons.length && at === 0 ? ` ${leftOutSentence(left.lessons, dailyMinutes, weekdays.length, fill)}` : '';
    const shortForm = left?.shortened.length && at === 0 ? ` ${shortFormSentence(left, dailyMinutes, weekdays.length, fill)}` : '';
    const makers = brought.length
      ? ` It starts with ${brought.map((t) => `“${showMinutes(fill(t.title), t.minutes)}”`).join(' and ')}, which this week’s work relies on.`
      : '';
    const full = crowded.length
      ? ` A day holds at most ${ROADMAP_LIMITS.tasksPerDay.max} tasks, so ${crowded.map((t) => `“${showMinutes(fill(t.title), t.minutes)}”`).join(' and ')} ${crowded.length > 1 ? 'wait' : 'waits'} for a day with time to spare.`
      : '';
    return {
      index,
      repeat,
      part: at,
      of,
      spent,
      practising: !!again?.practising,
      alone,
      theme: practice.theme,
      says: unit?.says ?? '',
      progress: step && { say: step.say, back: step.back },
      week,
      days,
      timeNote: `${timeNote}${shortForm}${skipped}${makers}${full}${w === plan.length - 1 ? onTheDay(deadline, eventDay, theirDays) : ''}`,
      // A week done in its short forms, for the plan's description to say what they reach (decision 265):
      // each of its parts, so a plan ending in its last part says it too; the weeks it takes counted once.
      inShort: left?.shortened.length
        ? {
            weeks: at === 0 ? left.weeks : 0,
            longer: at === 0 ? left.longer : 0,
            reaches: source.short?.reaches && fill(source.short.reaches),
          }
        : undefined,
      repeatable,
      drills,
      scaled,
      lighter,
    };
  });

  // A practice week is named by its level and counted, so weeks of practice read as progress.
  const practiceWeeks = (index: number) => built.filter((b) => b.index === index && b.practising);
  // The plan weeks between, each counted once (a week the person's days spread over several, by its first).
  const betweens = plan.flatMap((i, k) => (isBetween(i) && !shape.parts[k] ? [k] : []));
  const planWeeks = built.map(
    ({ index, repeat, part, of, spent, practising, alone, theme: topic, says, progress, week, days, timeNote, scaled, lighter }, w) => {
      const rung = rungOf(index);
      const round = practiceWeeks(index);
      // "of N" only when the plan does all of the level's practice; a plan that stops inside it counts on.
      const whole = !!rung && !!shape.reached && rung.week <= shape.reached.week;
      const nth = round.findIndex((b) => b === built[w]) + 1;
      const themed = topic !== undefined;
      // A level longer than its themes goes round them again, and says so. A week that shared its days with lessons
      // left over only met the theme: the first week of practice alone on it teaches its unit, not "again".
      const revisit = themed && round.some((b, k) => k < nth - 1 && b.theme === topic && b.alone);
      // A week sharing its days with lessons left over is named by them, its theme the next week's (decision 292):
      // "week 1: sounds and effects" then "week 2: sounds and effects" read as a week repeated.
      const shared = themed && !alone && isLanguagePlan(curriculum) && round.some((b, k) => k >= nth && b.theme === topic && b.alone);
      const theme =
        practising && rung
          ? `Practice, week ${nth}${whole ? ` of ${round.length}` : ''}${shared ? ': the last lessons, and practice' : themed ? `: ${topic}${revisit ? ', again' : ''}` : ''} (${rung.name})`
          : fill(week.title);
      // A week between a programme done early and its event's week (decisions 228, 249), each its own, is counted.
      const between = isBetween(index);
      // Without them, the week before the last is what a programme held to its event repeats (past papers, scenarios).
      const again = !between && !study && !trainsForIt(curriculum) && shape.deadline?.fit === 'held' && repeat > 0;
      const count = (word: string) =>
        between
          ? `, ${word} ${betweens.filter((k) => k <= w).length} of ${betweens.length}`
          : `, ${word} ${repeat + 1} of ${plan.filter((i, k) => i === index && !shape.parts[k]).length}`;
      // Training held to a far race (decision 245): a base from the programme's earlier weeks, a lighter week every few.
      const kind = weekKind({ cutback: lighter, base: w < (shape.base ?? 0), between, again, repeat, of, practising, spent, study });
      // A lesson week continued counts its weeks as parts, so "part 2 of 2" or the week's own title is not followed by
      // the same title "— continued" (decision 292): its weeks of lessons, in order.
      const lessons = study && !practising && isLanguagePlan(curriculum) ? built.filter((b) => b.index === index && !b.practising) : [];
      const asParts = ['continued', 'parts', 'first'].includes(kind) && lessons.length > (shape.split[index] ?? 1);
      // A first week counted as a part says so, as a week spread over parts does.
      const [suffix, lead] = WEEK_WORDS[asParts && kind === 'first' ? 'parts' : kind]({
        count,
        of: asParts ? lessons.length : of,
        training,
        moving,
        says,
        progress,
        topic,
        themed,
        kinds: curriculum.practice?.kinds,
      });
      // A week whose sessions were shortened to the days says so where it names the programme's full ones.
      // (A lighter week's goal is its own, never the programme's in full.)
      const [shortened, goal] = scaled ? [', shortened to your days', lighter ? 'Goal' : 'The programme’s goal, in full'] : ['', 'Goal'];
      return {
        number: w + 1,
        // Cut before the mark, so a long title keeps saying it was shortened (normalize cuts at the end).
        title: `${truncate(`Week ${w + 1}: ${honestTag(asParts ? partOf(theme, lessons.indexOf(built[w]!), lessons.length) : of > 1 && !spent ? partOf(theme, part, of) : theme, shape, curriculum)}${asParts ? '' : suffix}`, ROADMAP_LIMITS.title - shortened.length)}${shortened}`,
        description:
          `${lead}${goal}: ${lighter ? LIGHTER_GOAL : practising && rung ? `at ease with ${rung.name} (${rung.goal})` : fill(week.objective)}.${timeNote}`.replace(
            '..',
            '.',
          ),
        days,
      };
    },
  );

  // What the person named that needs a professional's word comes first; the field's own caution last.
  const warnings = warningsFor(curriculum, currentLevel, targetLevel, request.title ?? '', request.description ?? '');
  const named = warnings.length ? `${warnings.join(' ')} ` : '';
  const safety = curriculum.safety ? ` ${curriculum.safety}` : '';
  planWeeks.forEach((week, w) => {
    // A shortened week uses less because its sessions were cut to the days, which the plan says already.
    // (A lighter week says why it is lighter itself.)
    if (!built[w]!.repeatable && !built[w]!.scaled && !built[w]!.lighter && minutesOf(week) < dailyMinutes * week.days.length * 0.8)
      shortOnPurpose.set(week, built[w]!.drills ? 'rounds' : 'once');
    const inShort = built[w]!.inShort;
    if (inShort) inShortForms.set(week, inShort);
  });
  const summary = summarizePlan(curriculum, request, shape, planWeeks);
  // A language learnt by ear only (decision 405): its practice is audio, said first.
  const ear = isLanguagePlan(curriculum) && !isCustomLanguage(curriculum) && learnsByEar(said);
  const roadmap = {
    title: goalTitle(request, shape.target, curriculum.ladder?.basis),
    description: `${ear ? `${byEarSaid(said, curriculum.option)} ` : ''}${named}${shape.target ? `From “${currentLevel}” to “${targetLevel}”. ` : ''}${summary.text}${safety}`,
    weeks: planWeeks,
  };
  return ear ? byEar(roadmap, said, curriculum.option) : roadmap;
}

/**
 * The event's own lesson (a day marked `event`: the speech, the talk, the performance) on the last day of
 * the event's week — its date, or the person's last day before it — and the days leading to it just
 * before it: the days after it in the curriculum (“Afterwards”, “Next”) join it, and the week's first
 * days are light — in a plan kept short for the date, the days just before the event (decision 228).
 */
function onEventDay(days: Day[], source: CurriculumWeek, roomy: boolean): Day[] {
  // (Its session, its first task: a log or a review may be every day's.)
  const titles = new Set(source.days.filter((d) => d.event).map((d) => d.tasks[0]!.title));
  const at = days.findIndex((d) => d.tasks.some((t) => titles.has(t.title)));
  if (at < 0 || at === days.length - 1) return days;
  // (A light day after it has nothing to bring.)
  const after = days.slice(at).filter((d) => d.title !== LIGHT_TITLE);
  const light = Array.from({ length: days.length - 1 - at }, () => LIGHT_DAY);
  // A plan with time to spare starts the week light, the work leading to the day just before it; one
  // kept short for the date does its work first and keeps the days before the event light.
  return roomy ? [...light, ...days.slice(0, at), merge(after)] : [...days.slice(0, at), ...light, merge(after)];
}

/**
 * The week's event day (a day marked `event`) on the weekday its event is named for or held on, where the
 * person has it, else on their day that stands in, its session saying so (decision 287).
 */
function onNamedWeekday(
  days: Day[],
  source: CurriculumWeek,
  weekdays: readonly number[],
  named: (source: CurriculumWeek) => HeldOn | undefined,
): Day[] {
  const titles = new Set(source.days.filter((d) => d.event).map((d) => d.tasks[0]!.title));
  const at = days.findIndex((d) => d.tasks.some((t) => titles.has(t.title)));
  const event = at >= 0 ? named(source) : undefined;
  if (!event) return days;
  const to = slotFor(weekdays, event.day);
  const moved = onTheirDay(days, at, to);
  if (weekdays[to] === event.day) return moved;
  return moved.map((d, i) =>
    i === to ? { ...d, tasks: d.tasks.map((t) => (titles.has(t.title) ? standingIn(t, event, weekdays[to]!) : t)) } : d,
  );
}

/**
 * The event's week says when the day is where it falls off the person's days (decision 228): "Your
 * interview is on Friday 12 February, after your last day this week: its work is for that day."
 */
function onTheDay(deadline: PlanShape['deadline'], eventDay: number | undefined, days: readonly number[]): string {
  if (!deadline || eventDay === undefined || days.includes(eventDay)) return '';
  const what = deadline.event ? `${yourEvent(deadline.event, true)} is` : 'Your date is';
  return ` ${what} on ${longDate(deadline.date)}, after your last day this week: its work is for that day.`;
}

/**
 * The weeks of the plans made here that use less than four fifths of the person's time because nothing
 * in them bears doing again (decision 101): the summary names them, for the preview too, which sums up
 * the very weeks the planner made.
 */
const shortOnPurpose = new WeakMap<object, ShortBecause>();

/** The plan weeks made here whose syllabus week was done in its short forms (decision 234), with the weeks it took and would take in full, and what it reaches then. */
const inShortForms = new WeakMap<object, { weeks: number; longer: number; reaches?: string }>();

/**
 * What a plan ending in its short forms reaches, where its curriculum says that is less than the target
 * (a week's `short.reaches`, decision 265), and the weeks its lessons in full would take more at this time.
 */
function shortFormReach(weeks: readonly object[], dailyMinutes: number, days: number): string {
  const short = weeks.flatMap((w, k) => {
    const s = inShortForms.get(w);
    return s ? [{ number: k + 1, ...s }] : [];
  });
  const last = short.at(-1);
  if (!last?.reaches || last.number !== weeks.length) return '';
  const more = short.reduce((n, s) => n + Math.max(0, s.longer - s.weeks), 0);
  const which = short.length === 1 ? `week ${last.number} does its` : `weeks ${weekList(short.map((s) => s.number))} do their`;
  const full = more >= 1 ? `: its lessons in full take about ${plural(more, 'more week')} at this time` : '';
  return `At ${dailyMinutes} minutes on ${plural(days, 'day')} ${which} lessons in their short forms, the same skills with less of each, so it reaches ${last.reaches}${full}.`;
}

const minutesOf = (week: { days: readonly { tasks: readonly { estimatedMinutes?: number }[] }[] }) =>
  week.days.reduce((n, d) => n + d.tasks.reduce((m, t) => m + (t.estimatedMinutes ?? 0), 0), 0);

/** A plan in a few words (#41): what the preview shows and the goal's description says, from one place. */
export interface PlanSummary {
  facts: string[];
  why: string;
  details: string[];
  /** The sentences in the order the description reads them. */
  text: string;
}

/**
 * A light lead-in's week (decision 397): its session or two, and its other days plain days off the plan, as a
 * rest day is elsewhere — no look back, no drill again, no check of its own. Its check is kept, on its last day
 * of work, only where the week closes a part of the programme (`keep`).
 */
function offThePlan(days: readonly PlannedDay[], keep: boolean): PlannedDay[] {
  const check = (t: PlannedTask) => /^Milestone:/.test(t.title);
  const off = (day: PlannedDay) => day.title.endsWith(LIGHT_TITLE) || !day.tasks.some((t) => !check(t) && t.title !== LIGHT_KEEP);
  const last = days.findLastIndex((d) => !off(d));
  const checks = days.flatMap((d) => d.tasks.filter(check));
  return days.map((day, d) =>
    off(day)
      ? { ...day, title: day.title.replace(/: .*$/, `: ${REST_TITLE}`), tasks: [{ ...DAY_OFF }] }
      : { ...day, tasks: [...day.tasks.filter((t) => !check(t)), ...(keep && d === last ? checks : [])] },
  );
}

/** The summary of a plan made from a curriculum: its shape's (describe.ts), with how its target was read and how much of the days it uses. */
export function summarizePlan(
  curriculum: Curriculum,
  request: RoadmapRequest,
  shape: PlanShape,
  weeks: readonly { title?: string; days: readonly { tasks: readonly { title: string; estimatedMinutes?: number }[] }[] }[],
): PlanSummary {
  const { currentLevel, targetLevel, dailyMinutes } = request.answers;
  const schedule = { dailyMinutes, daysPerWeek: shape.weekdays.length };
  // (A light lead-in's weeks are light by design, and the plan says so: not "less of your time than you gave", decision 397.)
  const lead = shape.leadIn ?? 0;
  const short = (why: ShortBecause) => weeks.flatMap((w, k) => (k >= lead && shortOnPurpose.get(w) === why ? [k + 1] : []));
  const counted = weeks.map((w, k) => (k < lead ? { days: [] } : w));
  const spare = fillSentence(counted, dailyMinutes, short('once'), short('rounds'), targetLevel);
  const inShort = shortFormReach(weeks, dailyMinutes, schedule.daysPerWeek);
  if (shape.target) {
    const { facts, why, details } = summarizeShape(shape, curriculum, schedule);
    const readAs = shape.targetNamed ? '' : `Your target, “${targetLevel}”, was read as ${shape.target.name}.`;
    // A language plan's own task: what its weeks reach of it, before the level they reach (decision 230).
    const reach = purposeReach(curriculum, weeks);
    const rest = [reach, ...details, inShort, readAs, spare].filter(Boolean);
    return {
      facts,
      why,
      details: rest,
      text: [reach, describeShape(shape, curriculum, schedule), inShort, readAs, spare].filter(Boolean).join(' '),
    };
  }
  // A short course: its length, and, for a target it starts on but cannot finish in its weeks, what that takes.
  const longer = takesLonger(curriculum, targetLevel);
  const n = shape.syllabus.length;
  const days = shape.weekdays.length;
  const why = `${anOrA(n)} ${n}-week plan from “${currentLevel}” ${longer || inShort ? 'towards' : 'to'} “${targetLevel}”, about ${dailyMinutes} minutes a day, ${plural(days, 'day')} a week.`;
  const facts = [
    `${plural(n, 'week')} on your ${plural(days, 'day')}`,
    `${formatMinutes(dailyMinutes * days)} a week, longest session ${formatMinutes(shape.peakNeed.sessionMinutes)}`,
    longer ? `Starts you on “${targetLevel}”; it takes longer` : inShort ? `The course in its short forms` : `The whole course`,
  ];
  // The person's date first: it is why the plan is as long as it is (decision 190).
  const details = [
    deadlineSentence(shape, schedule, curriculum, wordsOf(request)),
    longer,
    inShort,
    spare,
    outsideSentence(shape, curriculum),
  ].filter((d): d is string => !!d);
  return { facts, why, details, text: [why, ...details].join(' ') };
}
