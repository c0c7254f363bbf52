import { LIMITS } from '../../../contract';
import type { Curriculum, Outside, Rung } from '../curricula/schema';
import { affirmed, matchesAny } from './words';

/**
 * The shape of a plan before any task is chosen: where in the syllabus it starts, which milestone of
 * the curriculum's ladder the person's target means, how long that takes at their time, and so what a
 * plan within the horizon honestly reaches. The planner, the plan's description and the preview the
 * questionnaire shows all read it, so they say the same thing (decision 028).
 */

/** The longest plan Stride makes, in calendar weeks: half a year, the length of the longer coaching programmes (decision 028). */
export const HORIZON_WEEKS = 26;

export interface ShapeInput {
  currentLevel: string;
  targetLevel: string;
  dailyMinutes: number;
  /** Plan weeks asked for (an adjusted plan keeps its length). @default from the ladder */
  weeks?: number;
  /** Days a calendar week the person works on it: the horizon is half a year of their calendar. @default 5 */
  daysPerWeek?: number;
}

export interface PlanShape {
  /** The syllabus week (0-based) each plan week follows: repeated to consolidate, never skipped on a weeks ladder. */
  syllabus: number[];
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
  /** Plan weeks from the start to the target at this daily time (a plan week is one syllabus week of days). */
  weeksToTarget: number;
  /** Study hours from the start to the target (a ladder of hours only). */
  hoursToTarget?: number;
  /** Minutes a plan week gives: the daily time × the syllabus week's days. */
  weekMinutes: number;
  /** The most any planned week's sessions need, in minutes, and which day's session is the longest. */
  peakNeed: { minutes: number; session: string; sessionMinutes: number };
}

/** Whether the plan's hardest week fits the week's time (a tenth over is a long day, not a missing one). */
export const fitsWeek = (shape: Pick<PlanShape, 'peakNeed' | 'weekMinutes'>) => shape.peakNeed.minutes <= shape.weekMinutes * 1.1;

/** The syllabus week (1-based) a band list points at for `words`, or undefined when none matches. */
export function bandWeek(bands: Curriculum['start'], words: string): number | undefined {
  return bands.find((band) => matchesAny(band.match, words))?.week;
}

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

/** What a syllabus week's cores need together, with its closing milestone. */
export function weekNeed(week: Curriculum['weeks'][number]): number {
  return week.days.reduce((n, d) => n + dayNeed(d), 0) + MILESTONE_MINUTES;
}

/** The syllabus week where the person starts (0-based), from what they say they can do. */
export function startWeek(curriculum: Curriculum, currentLevel: string): number {
  const total = curriculum.weeks.length;
  return Math.min(total, Math.max(1, bandWeek(curriculum.start, affirmed(currentLevel)) ?? 1)) - 1;
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
 * The warnings a person's words call for (panic attacks, chest pain), each said once. Read as written,
 * denials included: "I don't want to live" must be heard, and a denied condition ("no chest pain") costs
 * only a caution the person did not need.
 */
export function warningsFor(curriculum: Curriculum, ...texts: string[]): string[] {
  const words = texts
    .join('\n')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
  return (curriculum.warnings ?? []).filter((w) => matchesAny(w.match, words)).map((w) => w.say);
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

/**
 * A plan on a ladder of hours: each milestone's material once, week by week, then practice (its last
 * week studied again, from-curriculum.ts) until the hours the milestone takes are done, so a learner
 * meets all of a level before consolidating it, and a level is reached only when its hours are. A
 * start inside a milestone counts the share of its hours still ahead. The plan goes up to the target,
 * or stops at `limit` weeks; with `fill`, a plan that reaches the target sooner practises on to `limit`.
 */
function studyShape(
  rungs: readonly Rung[],
  first: number,
  target: Rung,
  weekMinutes: number,
  limit: number,
  fill: boolean,
): Pick<PlanShape, 'syllabus' | 'reached' | 'towards' | 'weeksToTarget' | 'hoursToTarget'> {
  const syllabus: number[] = [];
  const ends: { rung: Rung; at: number }[] = [];
  let hours = 0;
  let hoursToTarget = 0;
  for (const [k, rung] of rungs.entries()) {
    const from = Math.max(first, k === 0 ? 0 : rungs[k - 1]!.week);
    const material = rung.week - from;
    if (material <= 0) continue;
    const share = (rung.hours! * material) / (rung.week - (k === 0 ? 0 : rungs[k - 1]!.week));
    hours += share;
    const weeks = Math.max(material, Math.round((share * 60) / weekMinutes));
    for (let i = 0; i < weeks; i++) syllabus.push(Math.min(from + i, rung.week - 1));
    ends.push({ rung, at: syllabus.length });
    if (rung === target) {
      hoursToTarget = hours;
      break;
    }
  }
  const cut = syllabus.slice(0, limit);
  while (fill && cut.length < limit) cut.push(cut.at(-1)!);
  const reached = ends.filter((e) => e.at <= limit).at(-1)?.rung;
  const towards =
    reached === target ? undefined : rungs[reached ? rungs.indexOf(reached) + 1 : rungs.findIndex((r) => r.week - 1 >= first)];
  return {
    syllabus: cut,
    ...(reached && { reached }),
    ...(towards && { towards }),
    weeksToTarget: (hoursToTarget * 60) / weekMinutes,
    hoursToTarget,
  };
}

/**
 * Plan weeks within the horizon: half a year of the person's calendar on their days (a plan week is
 * one syllabus week of days, so at three days a week it takes more than a calendar week), and never
 * more weeks than one plan holds.
 */
export function horizonWeeks(daysPerWeek: number, daysPerPlanWeek: number): number {
  return clampWeeks(Math.floor((HORIZON_WEEKS * daysPerWeek) / daysPerPlanWeek));
}

export function shapePlan(curriculum: Curriculum, input: ShapeInput): PlanShape {
  const first = startWeek(curriculum, input.currentLevel);
  const outside = outsideOf(curriculum, input);
  const said = outside ? { outside } : {};
  const days = curriculum.weeks[first]?.days.length ?? 5;
  const weekMinutes = input.dailyMinutes * days;
  const horizon = horizonWeeks(input.daysPerWeek ?? 5, days);
  const peak = (syllabus: number[]) => {
    const worst = [...new Set(syllabus)].map((i) => curriculum.weeks[i]!).sort((a, b) => weekNeed(b) - weekNeed(a))[0]!;
    const longest = worst.days.map((d) => d.tasks[0]!).sort((a, b) => sessionNeed(b) - sessionNeed(a))[0]!;
    return { minutes: weekNeed(worst), session: longest.title, sessionMinutes: sessionNeed(longest) };
  };

  if (!curriculum.ladder) {
    // No ladder yet: the syllabus from the start band to the end band, at the length asked for.
    const total = curriculum.weeks.length;
    const end = bandWeek(curriculum.end, affirmed(input.targetLevel));
    // A target below where the person starts (or none named) runs the rest of the syllabus.
    const last = end !== undefined && end - 1 >= first ? Math.min(total, end) - 1 : total - 1;
    const weeks = clampWeeks(input.weeks ?? last - first + 1);
    const syllabus = syllabusWeeks(first, last, weeks);
    return {
      syllabus,
      targetNamed: end !== undefined,
      ...said,
      weeksToTarget: last - first + 1,
      weekMinutes,
      peakNeed: peak(syllabus),
    };
  }

  const { basis, rungs } = curriculum.ladder;
  const { rung: asked, named } = targetRung(curriculum, input.targetLevel, first, outside);
  // A target the person is already past means the next milestone above where they start.
  const target = asked.week - 1 >= first ? asked : (rungs.find((r) => r.week - 1 >= first) ?? rungs.at(-1)!);
  const passed = target !== asked && named ? { passed: asked } : {};
  const targetIndex = target.week - 1;
  if (basis === 'hours') {
    const study = studyShape(
      rungs,
      first,
      target,
      weekMinutes,
      input.weeks === undefined ? horizon : clampWeeks(input.weeks),
      input.weeks !== undefined,
    );
    return { ...study, target, targetNamed: named, ...said, ...passed, weekMinutes, peakNeed: peak(study.syllabus) };
  }
  // A ladder of weeks: training. Each rung takes its weeks whatever the daily time, and its last week
  // (a race) happens once however long the plan, as do a cutback, a taper and the peak (`once`).
  const costs = syllabusCosts(curriculum);
  const span = (to: number) => costs.slice(first, to + 1);
  const pins = (to: number) => span(to).map((_, k) => onceOnly(curriculum, first + k));
  const weeksTo = (to: number) => span(to).reduce((a, b) => a + b, 0);
  const weeksToTarget = weeksTo(targetIndex);
  // At least one plan week per syllabus week: no week of a load-building programme is skipped.
  const planWeeks = (to: number) => Math.max(to - first + 1, Math.round(weeksTo(to)));
  const shaped = (syllabus: number[], reached: Rung | undefined, towards?: Rung): PlanShape => ({
    syllabus,
    target,
    targetNamed: named,
    ...said,
    ...passed,
    ...(reached && { reached }),
    ...(towards && { towards }),
    weeksToTarget,
    weekMinutes,
    peakNeed: peak(syllabus),
  });

  if (planWeeks(targetIndex) <= Math.max(horizon, input.weeks === undefined ? 0 : clampWeeks(input.weeks))) {
    // A length asked for (an adjusted plan) stretches the training, never compresses it.
    const weeks = clampWeeks(Math.max(input.weeks ?? 0, planWeeks(targetIndex)));
    return shaped(allocate(first, span(targetIndex), weeks, false, pins(targetIndex)), target);
  }

  // Beyond the horizon: the highest milestone within it, and the plan ends with its race.
  const within = rungs.filter((r) => r.week - 1 >= first && r.week - 1 < targetIndex && planWeeks(r.week - 1) <= horizon).at(-1);
  if (within) {
    // A length asked for (an adjusted plan) stretches the training up to its race, as above.
    const weeks = clampWeeks(Math.max(input.weeks ?? 0, planWeeks(within.week - 1)));
    return shaped(allocate(first, span(within.week - 1), weeks, false, pins(within.week - 1)), within, rungs[rungs.indexOf(within) + 1]);
  }
  const syllabus = allocate(first, span(targetIndex), horizon, true);
  return shaped(
    syllabus,
    undefined,
    rungs.find((r) => r.week - 1 >= syllabus.at(-1)!),
  );
}

const clampWeeks = (weeks: number) => Math.min(LIMITS.weeks.max, Math.max(LIMITS.weeks.min, Math.round(weeks)));
