import { LIMITS, SPREAD_WEEKDAYS, todayIn, weekdayOf } from '../../../contract';
import type { Curriculum, CurriculumWeek, Outside, Rung } from '../curricula/schema';
import { daysBetween, deadlineOf, firstPlanDay, fromFirstDay, type Deadline } from '../deadline';
import { purposesOf } from '../levels';
import { bandWeek, startWeek } from '../curricula/start';
import { countryOf } from '../locale';
import { compressedWeeks } from './compress';
import { partsOf, placeWeek, restsBetween, shareDone } from './place';
import { affirmed, matchesAny } from './words';

/**
 * The shape of a plan before any task is chosen: where in the syllabus it starts, which milestone of
 * the curriculum's ladder the person's target means, how long that takes at their time, and so what a
 * plan within the horizon honestly reaches. The planner, the plan's description and the preview the
 * questionnaire shows all read it, so they say the same thing (decision 028).
 */

/**
 * The longest plan Stride makes, in weeks: half a year, the length of the longer coaching programmes
 * (decision 028). A plan week is a calendar week of the person's days (decision 055).
 */
export const HORIZON_WEEKS = 26;

export interface ShapeInput {
  currentLevel: string;
  targetLevel: string;
  dailyMinutes: number;
  /** Plan weeks asked for (an adjusted plan keeps its length). @default from the ladder */
  weeks?: number;
  /** Days a calendar week the person works on it. @default the length of `weekdays`, else 5 */
  daysPerWeek?: number;
  /** The chosen weekdays in the order a week meets them (contract `planWeekdays`). @default spread over the week for `daysPerWeek` */
  weekdays?: readonly number[];
  /** The date a deadline in the target counts from, "YYYY-MM-DD". @default today, in UTC */
  today?: string;
  /**
   * The schedule's start, "YYYY-MM-DD": the plan's weeks run from the first of the person's days on or
   * after it, and a date they name is counted in those weeks (decision 228). @default today
   */
  start?: string;
  /**
   * A custom goal's own words, its title and description (`goalWords`): a date said there ("for our street
   * carnival in July") is the plan's when the target names none (decision 286).
   */
  goal?: string;
}

/** A custom goal's title and description, where its date may be said; none for an option's goal. */
export const goalWords = (request: { category?: string; option: string; title?: string; description?: string }) =>
  request.category === 'custom' || request.option === 'Custom'
    ? [request.title, request.description].filter(Boolean).join('\n') || undefined
    : undefined;

export interface PlanShape {
  /** The syllabus week (0-based) each plan week follows: repeated to consolidate, never skipped on a weeks ladder. */
  syllabus: number[];
  /** Which part of its syllabus week each plan week holds (0-based), when the person's week spreads it over several. */
  parts: number[];
  /** Plan weeks each syllabus week takes on the person's days and time (1: the week fits). */
  split: number[];
  /** The person's weekdays in the order a plan week meets them: one plan day each. */
  weekdays: number[];
  /** The milestone the target means; undefined for a curriculum without a ladder. */
  target?: Rung;
  /** Whether the target's words named a milestone, or it was taken as the ladder's top. */
  targetNamed: boolean;
  /** What the target asks for that the curriculum does not teach: the plan aims at `target` instead, and says so. */
  outside?: Outside;
  /** The milestone the target's words named when the person is already past it (the plan aims at the next). */
  passed?: Rung;
  /** The highest milestone the plan reaches; undefined when it ends before the first one. */
  reached?: Rung;
  /** The milestone the plan works towards when it ends between two. */
  towards?: Rung;
  /** Weeks from the start to the target on the person's days and time. */
  weeksToTarget: number;
  /** Study hours from the start to the target (a ladder of hours only). */
  hoursToTarget?: number;
  /** Minutes a week gives: the daily time × the person's days. */
  weekMinutes: number;
  /**
   * A date the person names ("my interview is next week", "by Christmas", deadline.ts), in any option:
   * a plan ends there when it comes first (`fit` "ends": a study plan stops at it; "kept": a programme
   * keeps what matters most, its event in the last week), trains only as far as is safe when a body's
   * training needs longer ("too near"); an event on its day further off than the plan holds it in its week,
   * the programme planned back from it ("held", decision 228); a date after the plan without an event on
   * its day leaves the plan as it is ("after"). `natural` is
   * the plan's length without the date; `purposes` are what a study plan's weeks put first (levels.ts).
   */
  deadline?: Deadline & {
    purposes: string[];
    fit: DateFit;
    natural: number;
    /**
     * The person's weekdays in the plan's last week up to and including the event's date, in the order the
     * calendar meets them from the plan's first day, when that week holds it and days of it fall after the
     * date (decision 228): the last week ends on the event's day. A set to keep the week's days by, not
     * the first days of `weekdays` (which need not start on the plan's first day).
     */
    days?: number[];
    /** A one-off nearer than its programme, compressed into the person's days before it (decision 376): how many, and the tasks they could not hold. */
    compressed?: { days: number; dropped: string[] };
  };
  /** The most any planned week's sessions need, in minutes, and which day's session is the longest (training: its race weeks aside). */
  peakNeed: { minutes: number; session: string; sessionMinutes: number };
  /** Training: what its race week needs, the race kept whole on its day whatever the daily time. */
  raceNeed?: { minutes: number; session: string; sessionMinutes: number };
  /** A one-off prepared for, held to a far date: plan weeks at its start that are a light lead-in (decision 397). */
  leadIn?: number;
  /** Of those, the plan weeks (0-based) that close a part of the programme and keep its check; the rest have none. */
  leadChecks?: number[];
  /** Training held to a far event: plan weeks at its start that are a base from the programme's earlier weeks (decision 245). */
  base?: number;
  /** Training held to a far event: the plan weeks (0-based) that step back to a lighter week, a cutback (decision 245). */
  cutbacks?: number[];
  /** The syllabus weeks as this plan holds them (`heldWeeks`): the planner places these. */
  weeks?: Curriculum['weeks'];
  /**
   * Held to an event further off than the programme, with weeks of the curriculum's own between: the first
   * syllabus week that is one of them (`weeks` from it on are `betweenWeek`s, one each, decision 249).
   */
  between?: number;
}

/**
 * How a plan meets the person's date: ends on it (study), keeps what matters most, too near to train for
 * safely, runs on to the event's week (`held`), or over before it.
 */
export type DateFit = 'ends' | 'kept' | 'too near' | 'held' | 'after';

/**
 * Whether a date is an event on its day that the plan should end in the week of (decision 228): a day
 * named ("on 20 March", "a week on Friday", "at Easter") for something that happens then. A deadline
 * the goal is to be met by ("by 14 March", "before Friday") is not: a plan done sooner is no harm.
 */
export const onItsDay = (date: Deadline) => date.day && (!!date.event || !/^(?:by|before|until|till)\b/i.test(date.said));

/**
 * Whether a programme is training whose last weeks must leave the body fresh for its day (decision 245):
 * training that moves the body, or a programme with a week it does once however long the plan (a
 * lighter week, a taper: a tour's build-up).
 */
export const trainsForIt = (curriculum: Curriculum) => restsBetween(curriculum) || curriculum.weeks.some((w) => !!w.once);

/** Whether the plan's hardest week fits the week's time (a tenth over is a long day, not a missing one). */
export const fitsWeek = (shape: Pick<PlanShape, 'peakNeed' | 'weekMinutes'>) => shape.peakNeed.minutes <= shape.weekMinutes * 1.1;

/**
 * Whether a training plan whose weeks are shortened to the person's days keeps most of them: its
 * hardest week at least 85% of its full time, so the longest run is cut by a few minutes, not halved.
 * Such a plan still reaches its milestone, and its race is kept whole (decision 080).
 */
export const holdsMost = (shape: Pick<PlanShape, 'peakNeed' | 'weekMinutes'>) => shape.peakNeed.minutes * 0.85 <= shape.weekMinutes * 1.1;

/** Which syllabus week (0-based) each of `weeks` plan weeks follows, from `first` to `last`: even sampling or repeats. */
export function syllabusWeeks(first: number, last: number, weeks: number): number[] {
  const span = last - first + 1;
  if (weeks >= span) return Array.from({ length: weeks }, (_, i) => first + Math.floor((i * span) / weeks));
  if (weeks === 1) return [last];
  return Array.from({ length: weeks }, (_, i) => first + Math.round((i * (span - 1)) / (weeks - 1)));
}

/** The minutes a day's session (its first task) needs at the least: a fixed one all of them, a flexible one its shortest. */
export const sessionNeed = (task: { minutes: number; flex?: readonly [number, number] | undefined }) => task.flex?.[0] ?? task.minutes;

/** Minutes a milestone check takes on a week's closing day. */
export const MILESTONE_MINUTES = 5;

type CurriculumDay = Curriculum['weeks'][number]['days'][number];

/**
 * A day's core: its priority-1 tasks, the session and what the week depends on (a diary entry the
 * week's review adds up, the one habit being built). Never dropped for time.
 */
export const coreOf = <T extends CurriculumDay['tasks'][number]>(tasks: readonly T[]): T[] =>
  tasks.filter((t, i) => i === 0 || t.priority === 1);

/** The minutes a day's core needs at the least. */
export const dayNeed = (day: CurriculumDay) => coreOf(day.tasks).reduce((n, t) => n + sessionNeed(t), 0);

/** What a week's cores need together, with its closing milestone when it has one. */
export function weekNeed(week: Curriculum['weeks'][number], milestone = true): number {
  return week.days.reduce((n, d) => n + dayNeed(d), 0) + (milestone ? MILESTONE_MINUTES : 0);
}

/** What the person asks for that the curriculum does not teach, if anything. */
export function outsideOf(curriculum: Curriculum, input: Pick<ShapeInput, 'currentLevel' | 'targetLevel'>): Outside | undefined {
  const target = affirmed(input.targetLevel);
  const current = input.currentLevel.toLowerCase();
  return curriculum.outside?.find((o) => matchesAny(o.match, o.on === 'current' ? current : target));
}

/** What the target takes beyond the plan's weeks, when the curriculum knows it takes longer (its `longer`). */
export function takesLonger(curriculum: Curriculum, targetLevel: string): string | undefined {
  const target = affirmed(targetLevel);
  return curriculum.longer?.find((l) => matchesAny(l.match, target))?.say;
}

/**
 * The warnings a person's words call for (panic attacks, chest pain), each said once, and one for each
 * thing they warn of (`about`). Read as written,
 * denials included: "I don't want to live" must be heard, and a denied condition ("no chest pain") costs
 * only a caution the person did not need.
 */
export function warningsFor(curriculum: Curriculum, ...texts: string[]): string[] {
  const words = texts
    .join('\n')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
  const called = (curriculum.warnings ?? []).filter((w) => matchesAny(w.match, words));
  // One warning per thing it warns of: the first, a track's own before its option's (decision 229). Two
  // that open alike ("You mention panic attacks.") warn of one thing, said once (decision 318).
  const opening = (say: string) => say.split(/(?<=[.!?])\s/)[0]!;
  return called
    .filter(
      (w, i) => !called.slice(0, i).some((o) => o.say === w.say || (!!w.about && o.about === w.about) || opening(o.say) === opening(w.say)),
    )
    .map((w) => w.say);
}

/**
 * The milestone a target means: the highest rung its words name; else, for a target outside the
 * curriculum, the rung it names as nearest or the next above the start; else where the old end bands
 * point; else the top.
 */
function targetRung(curriculum: Curriculum, targetLevel: string, first: number, outside?: Outside): { rung: Rung; named: boolean } {
  const rungs = curriculum.ladder!.rungs;
  const words = affirmed(targetLevel);
  const named = rungs.findLast((r) => matchesAny(r.match, words));
  if (named) return { rung: named, named: true };
  if (outside) {
    const nearest = rungs.find((r) => r.name === outside.rung) ?? rungs.find((r) => r.week - 1 >= first) ?? rungs.at(-1)!;
    return { rung: nearest, named: true };
  }
  const week = bandWeek(curriculum.end, words);
  const byBand = week === undefined ? undefined : rungs.find((r) => r.week >= week);
  // A target that names no milestone ("get better", "get fitter") aims at the ladder's default where it
  // has one — a beginner's first race is a 5K, not a marathon — or else the next milestone ahead of
  // where the person starts: a coach sets the nearest goal worth reaching, not the top of the ladder.
  const floor = Math.max(
    0,
    rungs.findIndex((r) => r.name === curriculum.ladder!.default),
  );
  const fallback = rungs.slice(floor).find((r) => r.week - 1 >= first) ?? rungs.at(-1)!;
  return { rung: byBand ?? fallback, named: !!byBand };
}

/** Whether syllabus week `i` keeps its one week when a plan stretches (a race, a cutback, a taper, the peak). */
const onceOnly = (curriculum: Curriculum, i: number) =>
  !!curriculum.weeks[i]!.once || !!curriculum.ladder?.rungs.some((r) => r.week - 1 === i);

/**
 * Plan weeks each syllabus week takes on a ladder of weeks: the rung's training weeks shared by its
 * syllabus weeks, its last (a race) and those marked `once` (a cutback, a taper, the peak) one each.
 */
function syllabusCosts(curriculum: Curriculum): number[] {
  const { rungs } = curriculum.ladder!;
  const once = (i: number) => onceOnly(curriculum, i);
  return curriculum.weeks.map((_, i) => {
    const k = rungs.findIndex((r) => r.week > i);
    // (The week between a programme and a later event, past the ladder's end, is one plan week each time: decision 228.)
    if (k < 0) return 1;
    const rung = rungs[k]!;
    const from = k === 0 ? 0 : rungs[k - 1]!.week;
    if (rung.week - from === 1) return rung.weeks!;
    if (once(i)) return 1;
    const fixed = Array.from({ length: rung.week - from }, (_, j) => from + j).filter(once).length;
    return Math.max(1, rung.weeks! - fixed) / (rung.week - from - fixed);
  });
}

/**
 * Plan weeks for syllabus weeks of the given costs, in order, `total` in all: each gets at least one
 * and the boundaries follow the running sum, so a costly week repeats and none is skipped. With
 * `cut`, the costs are taken as they are and the plan stops at `total` (it ends inside a week).
 */
function allocate(first: number, costs: number[], total: number, cut: boolean, pinned: readonly boolean[] = []): number[] {
  // Pinned weeks (a race, a test) keep their one week when the plan stretches; the others share the rest.
  const fixed = costs.reduce((n, c, i) => n + (pinned[i] ? c : 0), 0);
  const free = costs.reduce((n, c, i) => n + (pinned[i] ? 0 : c), 0);
  const scale = cut || !free ? 1 : Math.max(0, total - fixed) / free;
  const out: number[] = [];
  let running = 0;
  costs.forEach((cost, i) => {
    running += pinned[i] ? cost : cost * scale;
    const left = costs.length - 1 - i;
    const end = cut
      ? Math.min(total, Math.max(out.length + 1, Math.round(running)))
      : Math.min(total - left, Math.max(out.length + 1, Math.round(running)));
    while (out.length < end) out.push(first + i);
  });
  return out.slice(0, total);
}

/** The most weeks of the programme's own earlier work a stretched training plan builds its base from. */
const BASE_WEEKS = 4;

/**
 * Training held to an event further off than its build-up (issue #39, decision 245): the extra weeks
 * placed where a coach puts them, not shared evenly (which gave a half marathon's block each week four
 * times in a row). In order: a base first, the programme's own weeks just before where the person starts
 * (the long run grown gradually from below, never its races, cutbacks or taper), up to four and at most
 * half the extra; then each week of the build done twice, the earliest first (repeat the early weeks,
 * as Couch to 5K says, not the peak); then a lighter week every three or four — the week just done at
 * about 70% of its time (from-curriculum.ts), the cutback Pfitzinger and Daniels put every three or four
 * weeks; then a third time through the early weeks, each a lighter week of it (decision 249). Never three
 * identical weeks in a row, and the week-to-week rise is the programme's own. `natural`
 * is the programme's own allocation (units in order, the taper and race last); `total` the plan weeks.
 */
function stretched(
  curriculum: Curriculum,
  first: number,
  last: number,
  natural: readonly number[],
  total: number,
): { units: number[]; base: number; cutbacks: number[] } | undefined {
  // (The last week, the event's, is once, on a ladder or not; so is the programme's first, an entry: a bike fitted, a baseline.)
  const pinned = (i: number) => onceOnly(curriculum, i) || i === last || i === 0;
  let extra = total - natural.length;
  if (extra <= 0) return { units: [...natural], base: 0, cutbacks: [] };
  // The taper and the race (the pinned weeks at the end) stay last, once each.
  let tail = last + 1;
  while (tail > first && pinned(tail - 1)) tail--;
  const build = range(first, tail - 1);
  const counts = new Map(build.map((i) => [i, natural.filter((u) => u === i).length]));
  // The previous rung's weeks just below the person's start, as a base (its race, cutbacks and taper left out).
  // (Never the programme's first week: an entry — a lesson, a bike fitted — not training for someone past it.)
  const rungs = curriculum.ladder?.rungs ?? [];
  const floor = rungs.filter((r) => r.week - 1 < first).at(-2)?.week ?? 0;
  const candidates = range(Math.max(1, floor), first - 1)
    .filter((i) => !pinned(i))
    .reverse();
  const base = candidates.slice(0, Math.min(BASE_WEEKS, Math.floor(extra / 2))).reverse();
  extra -= base.length;
  const free = build.filter((i) => !pinned(i));
  const upTo = (most: number) => {
    for (const i of free)
      if (extra > 0 && counts.get(i)! < most) {
        counts.set(i, counts.get(i)! + 1);
        extra--;
      }
  };
  upTo(2);
  const layout = (cuts: number) => {
    const units: number[] = [...base];
    const cutbacks: number[] = [];
    let since = 0;
    let added = 0;
    build.forEach((i, k) => {
      for (let r = 0; r < counts.get(i)!; r++) {
        // Two up, one down (Hal Higdon's step-back weeks, Pfitzinger and Douglas's recovery weeks, decision 249):
        // a week is lighter when it would be the third full week alike in a row, or when it is a week's third
        // time and no lighter week is among the two before it (A, lighter, A, A, never two lighter in three).
        const full = (back: number) => units.at(-back) === i && !cutbacks.includes(units.length - back);
        const thirdFullAlike = full(1) && full(2);
        const lighterJustBefore = units.length - (cutbacks.at(-1) ?? -3) <= 2;
        const thirdTime = r === 2 && !lighterJustBefore;
        if (thirdFullAlike || thirdTime) {
          cutbacks.push(units.length);
          units.push(i);
          since = 0;
          continue;
        }
        units.push(i);
        // Full weeks since the last lighter one: a pinned week (an entry, a taper) rests as a lighter one does, and
        // a week's fourth time is its full load again after its lighter one (upTo(4) below), the first of a new count.
        const fourthTime = r === 3;
        since = pinned(i) ? 0 : fourthTime ? 1 : since + 1;
        // (Not within two weeks of one the programme makes lighter itself, nor at the build's end.)
        const stop = build.findIndex((b, n) => n > k && pinned(b));
        const ahead = counts.get(i)! - 1 - r + build.slice(k + 1, stop < 0 ? undefined : stop).reduce((n, b) => n + counts.get(b)!, 0);
        const more = ahead >= 2;
        // A lighter week of the week just done: the same days, its sessions shorter (from-curriculum.ts).
        if (since >= 3 && added < cuts && more && !pinned(i)) {
          cutbacks.push(units.length);
          units.push(i);
          added++;
          since = 0;
        }
      }
    });
    return { units, cutbacks, added };
  };
  let cuts = Math.min(extra, layout(Infinity).added);
  extra -= cuts;
  upTo(3);
  let laid = layout(cuts);
  // A third time is a lighter week itself, so fewer others fit: the weeks they leave go to more third times,
  // then to a fourth, the week once more at its full load after its lighter one (never three alike in a row).
  while (laid.added < cuts) {
    extra += cuts - laid.added;
    cuts = laid.added;
    upTo(3);
    upTo(4);
    laid = layout(cuts);
  }
  const tailUnits = natural.filter((u) => u >= tail);
  const units = [...laid.units, ...tailUnits];
  // What even that cannot fill (a short programme held months off) is not stretched: the plan ends before it, and says when to start.
  if (units.length !== total) return undefined;
  return { units, base: base.length, cutbacks: laid.cutbacks };
}

/** A plan's weeks as syllabus weeks and their parts: each syllabus week in `units` spread over its `split` plan weeks. */
function expand(units: readonly number[], split: readonly number[]): Pick<PlanShape, 'syllabus' | 'parts'> {
  const syllabus: number[] = [];
  const parts: number[] = [];
  for (const i of units)
    for (let p = 0; p < split[i]!; p++) {
      syllabus.push(i);
      parts.push(p);
    }
  return { syllabus, parts };
}

/**
 * A plan on a ladder of hours: each milestone's material once, week by week (a week's lessons spread
 * over more weeks when the person's week cannot hold them), then practice (its last week studied
 * again, from-curriculum.ts) until the hours the milestone takes are done, so a learner meets all of
 * a level before consolidating it, and a level is reached only when its hours are. A start inside a
 * milestone counts the share of its hours still ahead. The plan goes up to the target, or stops at
 * `limit` weeks; with `fill`, a plan that reaches the target sooner practises on to `limit`.
 */
function studyShape(
  rungs: readonly Rung[],
  first: number,
  target: Rung,
  weekMinutes: number,
  split: readonly number[],
  limit: number,
  fill: boolean,
  done: readonly number[] = [],
): Pick<PlanShape, 'syllabus' | 'parts' | 'reached' | 'towards' | 'weeksToTarget' | 'hoursToTarget'> {
  const syllabus: number[] = [];
  const parts: number[] = [];
  const ends: { rung: Rung; at: number }[] = [];
  let hours = 0;
  let hoursToTarget = 0;
  for (const [k, rung] of rungs.entries()) {
    const from = Math.max(first, k === 0 ? 0 : rungs[k - 1]!.week);
    const material = rung.week - from;
    if (material <= 0) continue;
    // (Of material done in its short forms, as much less: the hours of the weeks as the person does them, decision 248.)
    const doing = range(from, rung.week - 1).reduce((n, i) => n + (done[i] ?? 1), 0) / material;
    const share = (rung.hours! * material * doing) / (rung.week - (k === 0 ? 0 : rungs[k - 1]!.week));
    hours += share;
    const lessons = expand(
      Array.from({ length: material }, (_, i) => from + i),
      split,
    );
    const weeks = Math.max(lessons.syllabus.length, Math.round((share * 60) / weekMinutes));
    const before = syllabus.length;
    syllabus.push(...lessons.syllabus);
    parts.push(...lessons.parts);
    while (syllabus.length < before + weeks) {
      syllabus.push(rung.week - 1);
      parts.push(0);
    }
    ends.push({ rung, at: syllabus.length });
    if (rung === target) {
      hoursToTarget = hours;
      break;
    }
  }
  const cut = syllabus.slice(0, limit);
  const cutParts = parts.slice(0, limit);
  while (fill && cut.length < limit) {
    cut.push(cut.at(-1)!);
    cutParts.push(0);
  }
  const reached = ends.filter((e) => e.at <= limit).at(-1)?.rung;
  const towards =
    reached === target ? undefined : rungs[reached ? rungs.indexOf(reached) + 1 : rungs.findIndex((r) => r.week - 1 >= first)];
  return {
    syllabus: cut,
    parts: cutParts,
    ...(reached && { reached }),
    ...(towards && { towards }),
    weeksToTarget: Math.max(
      (hoursToTarget * 60) / weekMinutes,
      ends.at(-1)?.at ?? 0 /* the lessons' own weeks, when the person's week spreads them */,
    ),
    hoursToTarget,
  };
}

/** The person's weekdays for a shape: as chosen, else spread over the week. */
export function weekdaysOf(input: Pick<ShapeInput, 'daysPerWeek' | 'weekdays'>): number[] {
  if (input.weekdays?.length) return [...input.weekdays];
  const days = Math.min(7, Math.max(1, input.daysPerWeek ?? 5));
  return [...SPREAD_WEEKDAYS[days]!];
}

/** What a plan week's sessions need together, as placed on the person's days: every day's core and the week's milestone. */
export function placedNeed(
  curriculum: Curriculum,
  index: number,
  weekdays: readonly number[],
  dailyMinutes: number,
  part: number,
  of: number,
) {
  const days = placeWeek(curriculum, curriculum.weeks[index]!, { weekdays, dailyMinutes, part, of });
  return {
    minutes: days.reduce((n, d) => n + dayNeed(d), 0) + (part === of - 1 ? MILESTONE_MINUTES : 0),
    sessions: days.map((d) => d.tasks[0]!),
  };
}

/**
 * The curriculum's weeks as a plan starting at syllabus week `first` holds them (#39 items 2 and 4): a
 * task that makes what a later task uses (a checklist, a baseline, a tracker) is part of its day's
 * core, never dropped for time; and a week that uses what a week before `first` made has the making
 * task before its first use. So the week is weighed and placed with the task it relies on, rather than
 * having it brought in afterwards, past the person's time. Weeks that change nothing are the
 * curriculum's own, and each answer is kept, so a plan places the very weeks its shape weighed. A plan
 * that leaves weeks out for a date (`kept`: the syllabus weeks it holds) makes nothing in those either.
 */
export function heldWeeks(curriculum: Curriculum, first: number, kept?: readonly number[]): Curriculum['weeks'] {
  const key = kept ? kept.join(',') : `${first}`;
  const known = heldWeeksMemo.get(curriculum)?.get(key);
  if (known) return known;
  const held = (i: number) => (kept ? kept.includes(i) : i >= first);
  type Task = CurriculumDay['tasks'][number];
  const used = new Set(
    curriculum.weeks.flatMap((w) => [...w.days.flatMap((d) => d.tasks.flatMap((t) => t.uses ?? [])), ...(w.milestone.uses ?? [])]),
  );
  const makerOf = (thing: string) => curriculum.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).find((t) => t.makes?.includes(thing));
  const core = (t: Task): Task => (t.priority > 1 && t.makes?.some((m) => used.has(m)) ? { ...t, priority: 1 } : t);
  const made = new Set<string>();
  const weeks = curriculum.weeks.map((week, i) => {
    let changed = false;
    // (A task brought in that opens a week, the midwife told, opens its first day, not the day that uses it: decision 282.)
    const opening: Task[] = [];
    const placed = (tasks: Task[]) => tasks.filter((t) => !t.opens || !opening.push(t));
    const bring = (things: readonly string[] = []) =>
      things.flatMap((thing) => {
        if (made.has(thing)) return [];
        const maker = makerOf(thing);
        for (const m of maker?.makes ?? [thing]) made.add(m);
        changed = true;
        return maker ? [{ ...maker, priority: 1 }] : [];
      });
    const days = week.days.map((day) => {
      const tasks = day.tasks.flatMap((t) => {
        const own = core(t);
        if (own !== t) changed = true;
        // (A week before the plan's start makes nothing the plan has.)
        const before = held(i) ? placed(bring(t.uses)) : [];
        if (held(i)) for (const m of t.makes ?? []) made.add(m);
        return [...before, own];
      });
      return tasks.length === day.tasks.length && tasks.every((t, k) => t === day.tasks[k]) ? day : { ...day, tasks };
    });
    const last = held(i) ? placed(bring(week.milestone.uses)) : [];
    if (last.length) days[days.length - 1] = { ...days.at(-1)!, tasks: [...days.at(-1)!.tasks, ...last] };
    if (opening.length) days[0] = { ...days[0]!, tasks: [...opening, ...days[0]!.tasks] };
    return changed ? { ...week, days } : week;
  });
  if (!heldWeeksMemo.has(curriculum)) heldWeeksMemo.set(curriculum, new Map());
  heldWeeksMemo.get(curriculum)!.set(key, weeks);
  return weeks;
}

const heldWeeksMemo = new WeakMap<Curriculum, Map<string, Curriculum['weeks']>>();

/**
 * The syllabus weeks from `first` to `last` that a plan of at most `total` weeks keeps when a date comes
 * first: the last (the interview, the show, the submission) always, then the first (the groundwork),
 * then the week before the last (the final rehearsal, the mock, the run-through that must be fresh for
 * the day), and evenly between — a coach thins the middle weeks, never the day nor the weeks just
 * before it (decision 228). What a kept week uses is made in it (`heldWeeks`).
 */
function keptWeeks(first: number, last: number, split: readonly number[], total: number): number[] {
  for (let count = Math.min(last - first + 1, total); count > 1; count--) {
    const units = count >= 3 ? [...syllabusWeeks(first, last - 1, count - 1), last] : syllabusWeeks(first, last, count);
    if (expand(units, split).syllabus.length <= total) return units;
  }
  return [last];
}

/**
 * The places (0-based, in `units`) of each syllabus week's third time in a row, never one done once (a race,
 * a taper): there a training plan steps back to a lighter week of it rather than hold it a third time alike
 * (decision 249: Pfitzinger and Douglas's recovery weeks, Hal Higdon's step-back weeks).
 */
function thirdsAlike(units: readonly number[], once: (i: number) => boolean): number[] {
  const out: number[] = [];
  let run = 0;
  units.forEach((u, k) => {
    run = k && u === units[k - 1] && !out.includes(k - 1) ? run + 1 : 1;
    if (run === 3 && !once(u)) {
      out.push(k);
      run = 0;
    }
  });
  return out;
}

/** The plan weeks (0-based) that hold units `ks` of `units`, every part of each: a lighter week the person's days spread over two is lighter in both. */
function partsAt(units: readonly number[], ks: readonly number[], split: readonly number[]): number[] {
  return ks.flatMap((k) => {
    const at = units.slice(0, k).reduce((n, u) => n + split[u]!, 0);
    return range(at, at + split[units[k]!]! - 1);
  });
}

/** Syllabus weeks `from` to `to`, both held. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);

/**
 * A programme held to an event further off than its own weeks, `total` plan weeks in all (decision
 * 228): its weeks in order, done early; the time between filled with the curriculum's week `between`
 * (a speech's run-throughs spaced out), else the week before the last where it `repeats` (past papers); and its last week,
 * the day itself and the rehearsals that must be fresh for it, in the event's week. Undefined when
 * neither is there: nothing a coach would fill the time with, so the plan ends before its event and says so.
 */
function heldTo(
  curriculum: Curriculum,
  between: number | undefined,
  span: readonly number[],
  split: readonly number[],
  total: number,
): Pick<PlanShape, 'syllabus' | 'parts'> | undefined {
  // Only a week meant to be done again fills the time: the weeks between, each its own (decision 249), or
  // past papers — not "choose a second piece" eleven times.
  const again = span.length > 1 && curriculum.weeks[span.at(-2)!]?.repeats ? span.at(-2)! : undefined;
  const filler = between !== undefined ? (k: number) => between + k : again !== undefined ? () => again : undefined;
  if (filler === undefined) return undefined;
  const before = expand(span.slice(0, -1), split);
  const end = expand(span.slice(-1), split);
  const room = total - before.syllabus.length - end.syllabus.length;
  if (room <= 0) return undefined;
  const units: number[] = [];
  for (let k = 0, weeks = 0; weeks < room; k++) {
    units.push(filler(k));
    weeks += split[filler(k)]!;
  }
  const fill = expand(units, split);
  return {
    syllabus: [...before.syllabus, ...fill.syllabus.slice(0, room), ...end.syllabus],
    parts: [...before.parts, ...fill.parts.slice(0, room), ...end.parts],
  };
}

/**
 * The `k`th week between a programme done early and its event (0-based, decision 249): the curriculum's
 * weeks between in turn, each with its own focus on its first day; once round them, a week keeps its
 * focus and takes each other day from another of them, a step further round each time (day `d` from
 * week `j + pass × d`), so no two of the first 25 weeks share more than one day: `BETWEEN_WEEKS` is prime, and
 * no week between has more days than it (schema.ts checks it; a sixth day, `d` = 5, would come from week `j`).
 */
export function betweenWeek(weeks: readonly CurriculumWeek[], k: number): CurriculumWeek {
  const n = weeks.length;
  const j = k % n;
  const pass = Math.floor(k / n) % n;
  const focus = weeks[j]!;
  if (!pass) return focus;
  return { ...focus, days: focus.days.map((day, d) => (d ? (weeks[(j + pass * d) % n]!.days[d] ?? day) : day)) };
}

/** The first `total` weeks of a plan, or its last when even one syllabus week is longer: the event stays. */
function lastOf(weeks: Pick<PlanShape, 'syllabus' | 'parts'>, total: number): Pick<PlanShape, 'syllabus' | 'parts'> {
  if (weeks.syllabus.length <= total) return weeks;
  return { syllabus: weeks.syllabus.slice(-total), parts: weeks.parts.slice(-total) };
}

export function shapePlan(given: Curriculum, input: ShapeInput): PlanShape {
  const today = input.today ?? todayIn('UTC');
  // North or south of the equator for "this summer" (deadline.ts): where the person's words place them.
  const country = countryOf(`${input.currentLevel}\n${input.targetLevel}\n${input.goal ?? ''}`);
  const read =
    deadlineOf(input.targetLevel, today, country) ??
    (input.goal ? deadlineOf(input.goal, today, country, 'goal') : undefined) ??
    deadlineOf(input.currentLevel, today, country, 'now');
  // Counted in the plan's own weeks, from its first day: a plan can start days or weeks after today (decision 228).
  const first = input.start ? firstPlanDay(input.start, weekdaysOf(input)) : today;
  const counted = read && fromFirstDay(read, today, first);
  // Training or a tour in a month, no day said ("the Loire in July"): the week holding the day the words
  // allow first (the 1st; the 15th or 21st for "mid" or "late") is the event's, at least the plan's first, as a day named is, so the build ends fresh in
  // that month rather than finishing months before it; the plan says which week it took (decision 245).
  const found =
    counted?.month && !counted.horizon && trainsForIt(given)
      ? { ...counted, weeks: Math.max(1, Math.floor(daysBetween(first, counted.date) / 7) + 1) }
      : counted;
  const free = shapeWithin(given, input);
  if (!found || given.datedWork) return free;
  const dated_ = dated(given, input, free, found);
  const shaped = input.weeks === undefined ? ledIn(given, compressed(given, input, free, dated_, first)) : dated_;
  // (A length asked for, an adjusted plan's, keeps its weeks whole: its days flow from another date.)
  return input.weeks === undefined && shaped.deadline && ['held', 'kept', 'ends'].includes(shaped.deadline.fit)
    ? endsOnItsDay(shaped, first)
    : shaped;
}

/**
 * A one-off on its day nearer than its programme (decision 376): rather than its last week with all it
 * relies on brought into the first day, the programme's work up to the event shared over the person's days
 * before the date within their minutes (compress.ts), the event on its date, what does not fit named.
 */
function compressed(given: Curriculum, input: ShapeInput, free: PlanShape, shape: PlanShape, first: string): PlanShape {
  const date = shape.deadline;
  if (date?.fit !== 'kept' || !date.day || trainsForIt(given) || given.practice) return shape;
  const weeks = free.weeks ?? given.weeks;
  const phases = [...new Set(free.syllabus)].map((i) => weeks[i]!);
  const made = compressedWeeks(phases, first, date.date, shape.weekdays, input.dailyMinutes);
  if (!made) return shape;
  const all = [...weeks, ...made.weeks];
  const syllabus = made.weeks.map((_, k) => weeks.length + k);
  const minutes = (w: CurriculumWeek) => w.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.minutes, 0);
  const peak = made.weeks.reduce((a, b) => (minutes(b) > minutes(a) ? b : a));
  const longest = peak.days.flatMap((d) => d.tasks).reduce((a, b) => (b.minutes > a.minutes ? b : a));
  return {
    ...shape,
    syllabus,
    parts: syllabus.map(() => 0),
    split: [...free.split, ...made.weeks.map(() => 1)],
    weeks: all,
    peakNeed: { minutes: minutes(peak), session: longest.title, sessionMinutes: longest.minutes },
    deadline: { ...date, compressed: { days: made.days, dropped: made.dropped } },
  };
}

/** Whether a week of the shape is one of its light lead-in's, made after the curriculum's own and its weeks between (decision 397). */
export const isLeadWeek = (shape: PlanShape, index: number) =>
  !!shape.leadIn && !!shape.weeks && index >= shape.weeks.length - shape.leadIn;

/**
 * A one-off prepared for (a speech, a talk, a panel), held to a date far beyond its programme (decision 397):
 * as its coach would, the programme's early weeks become a light lead-in — each of their days a week of its
 * own on one of the person's days, the rest of the week free (a day split into its tasks, one a week, when the
 * weeks are more than the days; two days a week when fewer) — and its last two weeks run whole in the weeks
 * just before the date. Where even a task a week leaves weeks over, the curriculum's weeks between fill them
 * after the week before the last, as before (decision 249). The lead-in makes in order what the last weeks use.
 */
function ledIn(given: Curriculum, shape: PlanShape): PlanShape {
  const { deadline: date, between, weeks } = shape;
  if (date?.fit !== 'held' || !given.leadIn || between === undefined || !weeks) return shape;
  const own = [...new Set(shape.syllabus.filter((i) => i < between))];
  if (own.length < 3) return shape;
  const [penult, last] = own.slice(-2) as [number, number];
  const at = (i: number) => shape.syllabus.flatMap((s, k) => (s === i ? [k] : []));
  const room = shape.syllabus.length - at(penult).length - at(last).length;
  type Day = CurriculumWeek['days'][number];
  // Each early day a unit, in the programme's order, with the week whose milestone it closes.
  let units: { day: Day; phase: number; closes: boolean }[] = own.slice(0, -2).flatMap((i) =>
    weeks[i]!.days.map((day, d, all) => ({
      day: { ...day, tasks: day.tasks.filter((t) => !/^milestone/i.test(t.title)) },
      phase: i,
      closes: d === all.length - 1,
    })),
  );
  units = units.filter((u) => u.day.tasks.length);
  // More weeks than days: the longest day split into its first task and the rest, until the weeks are met.
  while (units.length < room) {
    const k = units.findIndex((u) => u.day.tasks.length > 1 && u.day.tasks.length === Math.max(...units.map((v) => v.day.tasks.length)));
    if (k < 0) break;
    const u = units[k]!;
    const [head, ...rest] = u.day.tasks;
    units.splice(
      k,
      1,
      { ...u, day: { ...u.day, tasks: [head!] }, closes: false },
      // (Each part named for its first task, as a day is: "Write your own five best memories".)
      {
        ...u,
        day: {
          ...u.day,
          title: rest[0]!.title
            .split(/[:(,]/)[0]!
            .trim()
            .split(/\s+/)
            .slice(0, 8)
            .join(' ')
            .replace(/(?:\s+(?:of|your|the|a|an|to|for|and|or|as|in|on|that|who|which|will|be|best|with|from|at|by))+$/i, ''),
          tasks: rest,
        },
      },
    );
  }
  const leadWeeks = Math.min(room, units.length);
  if (!leadWeeks) return shape;
  // Fewer weeks than days: consecutive days share a week, each its own day.
  const groups = Array.from({ length: leadWeeks }, (_, w) =>
    units.slice(Math.floor((w * units.length) / leadWeeks), Math.floor(((w + 1) * units.length) / leadWeeks)),
  );
  const made = groups.map((group): CurriculumWeek => {
    const phase = weeks[group.at(-1)!.phase]!;
    const titles = [...new Set(group.map((u) => u.day.title))];
    const named = titles.join(' · ').slice(0, 90);
    const sessions = group.length > 1 ? `${group.length} short sessions` : 'one short session';
    return {
      title: `Early and light: ${named}`,
      objective: `A light week, well ahead of the date: ${sessions}, the rest of the week free. ${phase.objective}`.slice(0, 400),
      days: group.map((u) => u.day),
      // (Its check only where it closes a part of the programme, leadChecks: a light week has no check of its own.)
      // (A week that does not close it uses nothing for a check it does not hold: nothing brought in for it.)
      milestone: group.some((u) => u.closes) ? phase.milestone : { title: phase.milestone.title, description: phase.milestone.description },
    };
  });
  // The weeks between as the plan held them, each with its part: a week spread over two keeps both, in turn,
  // never its first part twice (back to back, alike).
  const fill = shape.syllabus.flatMap((i, k) => (i >= between ? [k] : [])).slice(0, room - leadWeeks);
  const syllabus = [
    ...made.map((_, k) => weeks.length + k),
    ...at(penult).map(() => penult),
    ...fill.map((k) => shape.syllabus[k]!),
    ...at(last).map(() => last),
  ];
  const parts = [
    ...made.map(() => 0),
    ...at(penult).map((k) => shape.parts[k]!),
    ...fill.map((k) => shape.parts[k]!),
    ...at(last).map((k) => shape.parts[k]!),
  ];
  return {
    ...shape,
    syllabus,
    parts,
    split: [...shape.split, ...made.map(() => 1)],
    weeks: [...weeks, ...made],
    leadIn: leadWeeks,
    leadChecks: groups.flatMap((group, w) => (group.some((u) => u.closes) ? [w] : [])),
    ...(!fill.length && { between: undefined }),
  };
}

/**
 * The plan's last week ended on the event's day (decision 228): where that week holds the date and some
 * of the person's days fall after it, only those up to it are the week's. A date that is no day named
 * ("in August"), or a week that is not its week, leaves the plan's weeks whole.
 */
function endsOnItsDay(shape: PlanShape, first: string): PlanShape {
  const date = shape.deadline!;
  const into = daysBetween(first, date.date) - 7 * (shape.syllabus.length - 1);
  if (!date.day || into < 0 || into > 6) return shape;
  // Each weekday by how far into the plan's week it falls, counted from its first day's weekday: whatever
  // order `weekdays` holds them in (rotated to start on the first day or not), the days kept are those on
  // or before the date, in the calendar's order.
  const dayInto = (d: number) => (d - weekdayOf(first) + 7) % 7;
  const days = shape.weekdays.filter((d) => dayInto(d) <= into).sort((a, b) => dayInto(a) - dayInto(b));
  return days.length && days.length < shape.weekdays.length ? { ...shape, deadline: { ...date, days } } : shape;
}

/** A plan's shape for the person's date (`shapePlan`). */
function dated(given: Curriculum, input: ShapeInput, free: PlanShape, found: Deadline): PlanShape {
  const natural = free.syllabus.length;
  const purposes = given.practice?.themes ? purposesOf(input.targetLevel).map((p) => p.name) : [];
  const date = { ...found, purposes, natural };
  // An event on its day further off than the programme: the plan runs to the event's week, planned back
  // from it, when the weeks it holds can end there exactly (decision 228).
  const event = onItsDay(found) || (!!found.month && !found.horizon && trainsForIt(given));
  if (input.weeks === undefined && found.weeks > natural && found.weeks <= HORIZON_WEEKS && event) {
    const held = shapeWithin(given, input, undefined, found.weeks);
    if (held.syllabus.length === found.weeks) return { ...held, deadline: { ...date, fit: 'held' } };
  }
  // A length asked for (an adjusted plan) is kept; a date after the plan leaves it as it is; a small goal is never cut half-way.
  if (input.weeks !== undefined || found.weeks >= natural || given.wholeGoal)
    return { ...free, deadline: { ...date, fit: found.weeks >= natural ? 'after' : 'ends' } };
  const dated = shapeWithin(given, input, clampWeeks(found.weeks));
  const { tooNear, thinned, ...shape } = dated;
  return { ...shape, deadline: { ...date, fit: tooNear ? 'too near' : thinned ? 'kept' : 'ends' } };
}

/**
 * A plan's shape on the person's days and time; with `by`, ended within that many weeks for a date the
 * person named: a study plan stops there, a programme keeps what matters most with its last week in
 * the last, and a body's training trims only its repeats (`tooNear` when even that is not enough).
 */
function shapeWithin(given: Curriculum, input: ShapeInput, by?: number, to?: number): PlanShape & { tooNear?: boolean; thinned?: boolean } {
  const first = startWeek(given, input.currentLevel);
  // Held to an event further off than the programme, the curriculum's week `between` comes after its own (decision 228).
  const own = heldWeeks(given, first);
  const between = to !== undefined && given.between ? own.length : undefined;
  // (As many as the plan could hold, each its own: decision 249.)
  const weeksBetween = between !== undefined ? range(0, to! - 1).map((k) => betweenWeek(given.between!, k)) : [];
  const curriculum = { ...given, weeks: [...own, ...weeksBetween] };
  const outside = outsideOf(curriculum, input);
  const said = outside ? { outside } : {};
  const weekdays = weekdaysOf(input);
  const weekMinutes = input.dailyMinutes * weekdays.length;
  const horizon = HORIZON_WEEKS;
  const split = curriculum.weeks.map((week) => partsOf(curriculum, week, weekdays, input.dailyMinutes));
  const done = curriculum.weeks.map((week) => shareDone(curriculum, week, weekdays, input.dailyMinutes));
  const person = { weekdays, split, weekMinutes, weeks: curriculum.weeks, ...(between !== undefined && { between }) };
  const peak = ({ syllabus, parts }: Pick<PlanShape, 'syllabus' | 'parts'>, which = (_: number) => true, held = curriculum) => {
    // Each syllabus week's part is weighed once, however often the plan repeats it.
    const all = [...new Map(syllabus.map((i, w) => [`${i}/${parts[w]}`, [i, parts[w]!] as const])).values()];
    const weeks = all.some(([i]) => which(i)) ? all.filter(([i]) => which(i)) : all;
    const needs = weeks.map(([i, part]) => ({ i, ...placedNeed(held, i, weekdays, input.dailyMinutes, part, split[i]!) }));
    const worst = needs.sort((a, b) => b.minutes - a.minutes)[0]!;
    const longest = worst.sessions.sort((a, b) => sessionNeed(b) - sessionNeed(a))[0]!;
    return {
      minutes: worst.minutes,
      session: longest.title.replace(/\{minutes\}/g, String(longest.minutes)),
      sessionMinutes: sessionNeed(longest),
    };
  };
  // A plan that leaves weeks out for a date: the weeks it keeps, holding what the ones left out made.
  const keeping = (kept: readonly number[]) => {
    const held = { ...given, weeks: heldWeeks(given, first, kept) };
    const weeks = lastOf(expand(kept, split), by!);
    return { units: kept, weeks, peakNeed: peak(weeks, undefined, held), person: { ...person, weeks: held.weeks } };
  };

  if (!curriculum.ladder) {
    // No ladder yet: the syllabus from the start band to the end band, at the length asked for.
    const total = own.length;
    const end = bandWeek(curriculum.end, affirmed(input.targetLevel));
    // A target below where the person starts (or none named) runs the rest of the syllabus.
    const last = end !== undefined && end - 1 >= first ? Math.min(total, end) - 1 : total - 1;
    const span = Array.from({ length: last - first + 1 }, (_, k) => first + k);
    const natural = expand(span, split).syllabus.length;
    // A length asked for (an adjusted plan) samples or repeats the syllabus weeks, each with its parts.
    let units = span;
    if (input.weeks !== undefined) {
      const asked = clampWeeks(input.weeks);
      let count = Math.max(1, Math.floor((asked * span.length) / natural));
      while (expand(syllabusWeeks(first, last, count), split).syllabus.length < asked && count < LIMITS.weeks.max) count++;
      units = syllabusWeeks(first, last, count);
    }
    // Training without a ladder (a tour) held to its event further off: stretched as a coach would (decision 245).
    const trained = to !== undefined && trainsForIt(curriculum) ? stretched(curriculum, first, last, span, to) : undefined;
    const stretch = trained && expand(trained.units, split);
    if (trained && stretch && stretch.syllabus.length === to) {
      const at = (k: number) => trained.units.slice(0, k).reduce((n, u) => n + split[u]!, 0);
      return {
        ...stretch,
        ...person,
        targetNamed: end !== undefined,
        ...said,
        weeksToTarget: natural,
        peakNeed: peak(stretch),
        ...(trained.base && { base: at(trained.base) }),
        ...(trained.cutbacks.length && { cutbacks: partsAt(trained.units, trained.cutbacks, split) }),
      };
    }
    const held = to !== undefined ? heldTo(curriculum, between, span, split, to) : undefined;
    if (held) return { ...held, ...person, targetNamed: end !== undefined, ...said, weeksToTarget: natural, peakNeed: peak(held) };
    if (by !== undefined && by < natural) {
      const kept = keeping(keptWeeks(first, last, split, by));
      return {
        ...kept.weeks,
        ...kept.person,
        targetNamed: end !== undefined,
        ...said,
        weeksToTarget: natural,
        peakNeed: kept.peakNeed,
        thinned: true,
      };
    }
    const weeks = expand(units, split);
    const length = clampWeeks(input.weeks ?? weeks.syllabus.length);
    const shaped = { syllabus: weeks.syllabus.slice(0, length), parts: weeks.parts.slice(0, length) };
    return {
      ...shaped,
      ...person,
      targetNamed: end !== undefined,
      ...said,
      weeksToTarget: natural,
      peakNeed: peak(shaped),
    };
  }

  const { basis, rungs } = curriculum.ladder;
  const { rung: asked, named } = targetRung(curriculum, input.targetLevel, first, outside);
  // A target the person is already past means the next milestone above where they start.
  const target = asked.week - 1 >= first ? asked : (rungs.find((r) => r.week - 1 >= first) ?? rungs.at(-1)!);
  const passed = target !== asked && named ? { passed: asked } : {};
  const targetIndex = target.week - 1;
  if (basis === 'hours') {
    // A project held to an event further off: its weeks, what a coach does between, and its last in the event's week (decision 228).
    const held = to !== undefined && !curriculum.practice ? heldTo(curriculum, between, range(first, targetIndex), split, to) : undefined;
    // A project reaches its target in the weeks it keeps, however they meet the date; the hours are the ladder's.
    const project = (weeks: Pick<PlanShape, 'syllabus' | 'parts'>, peakNeed: PlanShape['peakNeed'], held = person) => {
      const hours = studyShape(rungs, first, target, weekMinutes, split, horizon, false, done);
      return {
        ...weeks,
        ...held,
        target,
        targetNamed: named,
        ...said,
        ...passed,
        reached: target,
        weeksToTarget: hours.weeksToTarget,
        hoursToTarget: hours.hoursToTarget!,
        peakNeed,
      };
    };
    if (held) return project(held, peak(held));
    // A project (a portfolio, an interview, a chapter) keeps its last week for a date; study stops at it (#36).
    if (by !== undefined && !curriculum.practice) {
      const kept = keeping(keptWeeks(first, targetIndex, split, by));
      return { ...project(kept.weeks, kept.peakNeed, kept.person), thinned: true };
    }
    // A date before the horizon is where the plan ends: its weeks are the ones until then (decision 079);
    // an event further off than the target, more practice until its week (decision 228).
    const limit = input.weeks !== undefined ? clampWeeks(input.weeks) : Math.min(horizon, to ?? by ?? horizon);
    // (Only practice fills the time to an event: a project without a week between ends before it, decision 247.)
    const fill = input.weeks !== undefined || (to !== undefined && !!curriculum.practice);
    const study = studyShape(rungs, first, target, weekMinutes, split, limit, fill, done);
    return { ...study, ...person, target, targetNamed: named, ...said, ...passed, peakNeed: peak(study) };
  }
  // A ladder of weeks: training. Each rung takes its weeks whatever the daily time, and its last week
  // (a race) happens once however long the plan, as do a cutback, a taper and the peak (`once`). On
  // days that cannot hold a week's key sessions apart, each week takes more (`split`), so the plan is
  // planned in units of a syllabus week and the horizon holds fewer of them.
  const spread = Math.max(...split.slice(first));
  const units = Math.max(1, Math.floor(horizon / spread));
  // A length asked for, in units of a syllabus week, within the plan's limit.
  const asks = input.weeks === undefined ? 0 : Math.floor(clampWeeks(input.weeks) / spread);
  const costs = syllabusCosts(curriculum);
  const span = (to: number) => costs.slice(first, to + 1);
  const pins = (to: number) => span(to).map((_, k) => onceOnly(curriculum, first + k));
  const weeksTo = (to: number) => span(to).reduce((a, b) => a + b, 0);
  const weeksToTarget = weeksTo(targetIndex) * spread;
  // At least one plan week per syllabus week: no week of a load-building programme is skipped.
  const planWeeks = (to: number) => Math.max(to - first + 1, Math.round(weeksTo(to)));
  // A race week is weighed on its own: the race is kept whole on its day, while the training weeks
  // are what the days must hold (or have their sessions shortened to them, decision 080).
  const race = (i: number) => rungs.some((r) => r.week - 1 === i);
  const shaped = (allocated: readonly number[], reached: Rung | undefined, towards?: Rung): PlanShape => {
    // Within the horizon even where one syllabus week takes more plan weeks than the horizon has (a
    // few minutes on one day a week): its first parts.
    const all = expand(allocated, split);
    const weeks = { syllabus: all.syllabus.slice(0, horizon), parts: all.parts.slice(0, horizon) };
    // Shortened by more than a little, the race week is shortened with the rest, and weighed with them.
    const training = peak(weeks, (i) => !race(i));
    const most = holdsMost({ peakNeed: training, weekMinutes });
    const raced = most && allocated.some(race) ? peak(weeks, race) : undefined;
    // Training never holds a week three times alike in a row: the third is a lighter week of it (decision 249).
    const third = restsBetween(curriculum) ? thirdsAlike(allocated, (i) => onceOnly(curriculum, i)) : [];
    const cutbacks = partsAt(allocated, third, split).filter((w) => w < horizon);
    return {
      ...weeks,
      ...person,
      ...(cutbacks.length && { cutbacks }),
      target,
      targetNamed: named,
      ...said,
      ...passed,
      ...(reached && { reached }),
      ...(towards && { towards }),
      weeksToTarget,
      peakNeed: most ? training : peak(weeks),
      ...(raced && { raceNeed: raced }),
    };
  };

  if (to !== undefined && !restsBetween(curriculum)) {
    // A piece, a portrait held to a performance further off: learnt at the programme's pace, then kept
    // and polished (its `between`), the last week in the event's (decision 228).
    const held = heldTo(curriculum, between, range(first, targetIndex), split, to);
    if (held) return { ...shaped(range(first, targetIndex), target), ...held, peakNeed: peak(held) };
  }
  if (to !== undefined && restsBetween(curriculum) && planWeeks(targetIndex) <= Math.floor(to / spread)) {
    // Training held to a race further off than its build-up: the build-up's weeks take the extra weeks,
    // the taper and the race once each at the end, so the taper ends on race day (decision 228).
    const held = stretched(
      curriculum,
      first,
      targetIndex,
      allocate(first, span(targetIndex), planWeeks(targetIndex), false, pins(targetIndex)),
      Math.floor(to / spread),
    );
    if (held) {
      const plan = shaped(held.units, target);
      // (Counted in plan weeks: a syllabus week the person's days spread over several takes them all.)
      const at = (k: number) => held.units.slice(0, k).reduce((n, u) => n + split[u]!, 0);
      return {
        ...plan,
        ...(held.base && { base: at(held.base) }),
        ...(held.cutbacks.length && { cutbacks: partsAt(held.units, held.cutbacks, split) }),
      };
    }
  }
  if (by !== undefined) {
    const byUnits = Math.max(1, Math.floor(by / spread));
    const count = targetIndex - first + 1;
    if (!restsBetween(curriculum)) {
      // A piece, a portrait, an interview: its last week (the day itself) kept, the weeks before thinned.
      if (byUnits >= count)
        return { ...shaped(allocate(first, span(targetIndex), byUnits, false, pins(targetIndex)), target), thinned: true };
      const kept = keeping(keptWeeks(first, targetIndex, split, by));
      return { ...shaped(kept.units, target), ...kept.weeks, ...kept.person, peakNeed: kept.peakNeed, thinned: true };
    }
    // Training that loads the body trims only its repeated weeks (a block done once, not twice), never a
    // step of its build-up: a race nearer than its steps is too near to train for safely, and the plan
    // is the programme's own first weeks until then.
    if (byUnits >= count)
      return { ...shaped(allocate(first, span(targetIndex), byUnits, false, pins(targetIndex)), target), thinned: true };
    // The programme's own first weeks until the date, at its own pace: the milestones they hold, reached.
    const begun = allocate(first, span(targetIndex), byUnits, true);
    // (A milestone's last week, its race or test, is one plan week: held, it is reached.)
    const safe = rungs.filter((r) => begun.includes(r.week - 1)).at(-1);
    return {
      ...shaped(
        begun,
        safe,
        rungs.find((r) => r.week - 1 >= begun.at(-1)!),
      ),
      tooNear: true,
    };
  }

  if (planWeeks(targetIndex) <= Math.max(units, asks)) {
    // A length asked for (an adjusted plan) stretches the training, never compresses it.
    const weeks = Math.max(asks, planWeeks(targetIndex));
    return shaped(allocate(first, span(targetIndex), weeks, false, pins(targetIndex)), target);
  }

  // Beyond the horizon: the highest milestone within it, and the plan ends with its race.
  const within = rungs.filter((r) => r.week - 1 >= first && r.week - 1 < targetIndex && planWeeks(r.week - 1) <= units).at(-1);
  if (within) {
    // A length asked for (an adjusted plan) stretches the training up to its race, as above.
    const weeks = Math.max(asks, planWeeks(within.week - 1));
    return shaped(allocate(first, span(within.week - 1), weeks, false, pins(within.week - 1)), within, rungs[rungs.indexOf(within) + 1]);
  }
  const allocated = allocate(first, span(targetIndex), units, true);
  return shaped(
    allocated,
    undefined,
    rungs.find((r) => r.week - 1 >= allocated.at(-1)!),
  );
}

const clampWeeks = (weeks: number) => Math.min(LIMITS.weeks.max, Math.max(LIMITS.weeks.min, Math.round(weeks)));
