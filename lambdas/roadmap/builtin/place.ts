import { HOLE, type Curriculum, type CurriculumTask, type CurriculumWeek, type DayKind } from '../curricula/schema';
import { isLanguagePlan } from '../levels';
import { ROADMAP_LIMITS } from '../schema';
import { DAYS_AS_PLACED } from './compress';
import { CONTINUED, LIGHT_KEEP, LIGHT_TITLE } from './day-words';
import { MILESTONE_MINUTES, sessionNeed } from './shape';

/**
 * A syllabus week on the person's week (decision 055): one plan day for each weekday they chose, each
 * holding the programme's work for that day by the programme's own rules. Training places its key
 * sessions on days that are never consecutive dates, the long one on the weekend where the person has
 * one, and strength, mobility and easy days between; a week whose key sessions cannot all be placed
 * that way is spread over more weeks. Study and courses place their lessons in order: several on one
 * day when the person has fewer days than the week has lessons, practice (or a lesson's second half)
 * on the days beyond them.
 */

type Day = CurriculumWeek['days'][number];

/** Whether the curriculum is training (a ladder of weeks): its days have roles, not an order only. */
export const isTraining = (curriculum: Curriculum) => curriculum.ladder?.basis === 'weeks';

/**
 * Whether the training moves the body, so its key sessions need a day's rest between them (a run, a
 * lift); a weekly programme of another kind (a piece learnt, a portrait course) is placed as lessons
 * (`restsBetween`, decision 129).
 */
export const movesTheBody = (curriculum: Curriculum) => curriculum.option === 'Physical Fitness';

/**
 * A day's role: written in the curriculum (`kind`), else read from its title on a training curriculum
 * (strength and mobility support, rest and recovery easy, a long run or a race long, any other session
 * key), else a lesson, so curricula written before roles existed plan as they did.
 */
export function kindOf(day: Day, training: boolean): DayKind {
  if (day.kind) return day.kind;
  if (!training) return 'lesson';
  if (/\b(strength|mobility)\b/i.test(day.title)) return 'support';
  if (/\b(rest|recover)/i.test(day.title)) return 'easy';
  if (/\blong\b|\brace\b|^the\b/i.test(day.title) || /^long run\b/i.test(day.tasks[0]!.title)) return 'long';
  return 'key';
}

const isKey = (kind: DayKind) => kind === 'key' || kind === 'long';

/** Days from the week's first weekday to each chosen one: 0 … 6. */
const offsets = (weekdays: readonly number[]) => weekdays.map((d) => (d - weekdays[0]! + 7) % 7);

/** Whether two slots fall on consecutive dates, this week or across into the next (the week repeats). */
const adjacent = (a: number, b: number) => {
  const gap = Math.abs(a - b) % 7;
  return gap === 1 || gap === 6;
};

const WEEKEND = [6, 7];

/**
 * The slots (indexes into `weekdays`) for `count` key sessions: no two on consecutive dates, as far
 * apart as the days allow, with a weekend day among them when the week has a long session. Fewer than
 * `count` when the days cannot hold them apart.
 */
export function keySlots(weekdays: readonly number[], count: number, long: boolean, longDay?: number): number[] {
  const key = `${weekdays.join()}|${count}|${long}|${longDay ?? ''}`;
  const known = slotsMemo.get(key);
  if (known) return known;
  const slots = findKeySlots(weekdays, count, long, longDay);
  slotsMemo.set(key, slots);
  return slots;
}

/** At most 7 × 7 × 2 × 8 answers, one per week shape, kept as found. */
const slotsMemo = new Map<string, number[]>();

function findKeySlots(weekdays: readonly number[], count: number, long: boolean, longDay?: number): number[] {
  // The long session's day: the one the target names, where the person has it; else the weekend.
  const named = long && longDay !== undefined && weekdays.includes(longDay);
  const off = offsets(weekdays);
  const n = weekdays.length;
  let best: { slots: number[]; score: number } | undefined;
  for (let mask = 1; mask < 1 << n; mask++) {
    const slots = Array.from({ length: n }, (_, i) => i).filter((i) => mask & (1 << i));
    if (slots.length > count) continue;
    if (slots.some((a, i) => slots.slice(i + 1).some((b) => adjacent(off[a]!, off[b]!)))) continue;
    const days = slots.map((i) => off[i]!);
    // The smallest gap between sessions, counting into the next week.
    const gap = slots.length < 2 ? 7 : Math.min(...days.map((d, i) => (days[(i + 1) % days.length]! - d + 7) % 7 || 7));
    const weekend = long && slots.some((i) => (named ? weekdays[i] === longDay : WEEKEND.includes(weekdays[i]!))) ? 1 : 0;
    const score = slots.length * 1000 + weekend * 100 + gap;
    if (!best || score > best.score) best = { slots, score };
  }
  return best?.slots ?? [0];
}

/** How many key sessions a week of this curriculum holds at most, over its weeks. */
const keysOf = (week: CurriculumWeek, training: boolean) => week.days.filter((d) => isKey(kindOf(d, training))).length;

/**
 * Plan weeks a syllabus week takes on these weekdays: training, as many as its key sessions need
 * when the days cannot hold them all apart (three runs on two days take two weeks); study and
 * courses, as many as the lessons' own minutes need within the week's time (a tenth over is allowed),
 * at most one a lesson.
 */
export function partsOf(curriculum: Curriculum, week: CurriculumWeek, weekdays: readonly number[], dailyMinutes: number): number {
  if (restsBetween(curriculum)) {
    const keys = keysOf(week, true);
    const room = keySlots(weekdays, keys, false).length;
    return Math.max(1, Math.ceil(keys / room));
  }
  return lessonParts(curriculum, week, weekdays, dailyMinutes).parts.length;
}

/**
 * The share of a syllabus week's minutes the person's weeks do of it: below 1 where its lessons are done in
 * their short forms (decision 234), the minutes as done over the minutes in full; else 1. A milestone's hours
 * counted from its tasks' own lengths are as much shorter (shape.ts, decision 248); a curriculum with practice
 * keeps its hours, which are practice's own.
 */
export function shareDone(curriculum: Curriculum, week: CurriculumWeek, weekdays: readonly number[], dailyMinutes: number): number {
  // (Training's weeks are its sessions; practice's hours are its own, not its lessons' lengths.)
  if (restsBetween(curriculum) || curriculum.practice) return 1;
  const plan = lessonParts(curriculum, week, weekdays, dailyMinutes);
  if (!plan.shortened?.length) return 1;
  const minutes = (w: CurriculumWeek) => w.days.reduce((n, d) => n + coreNeed(d), 0);
  return Math.min(1, minutes(plan.week) / minutes(week));
}

/**
 * Whether the week's sessions are placed as training, apart with rest between (a run, a lift). A weekly
 * programme that does not move the body (a piece, a portrait course, a logo) places its sessions as
 * lessons, in order (decisions 111, 129): several on a day when the person has fewer days than
 * sessions, and spread over more weeks only as far as the time needs, each of those weeks on all of the
 * person's days, so a session is done whole rather than cut short.
 */
export const restsBetween = (curriculum: Curriculum) => isTraining(curriculum) && movesTheBody(curriculum);

/**
 * The lessons (`[from, to)` of the week as its days hold them, `heldLessons`) of each plan week a
 * syllabus week takes: as many lessons in each as its days hold within the week's time (a tenth over
 * allowed) with the week's check on the last, in order.
 */
function lessonParts(curriculum: Curriculum, given: CurriculumWeek, weekdays: readonly number[], dailyMinutes: number): LessonPlan {
  const key = `${weekdays.join()}|${dailyMinutes}`;
  const known = partsMemo.get(given)?.get(key);
  if (known) return known;
  // (A one-off's days before its date, placed on the person's days already (compress.ts), are held as they are: one week.)
  if (DAYS_AS_PLACED.has(given)) return { week: given, parts: [[0, given.days.length]], light: 0 };
  // Lessons whole where its weeks hold them; where that leaves days with nothing of the course on them
  // (light days), its lessons in sittings about a day long (decision 129), cut into weeks again.
  let plan = lessonPlan(curriculum, given, weekdays, dailyMinutes);
  // A week its days cannot hold leaves out its optional lessons, as few as it needs, before it is spread
  // over more weeks (decision 211): a coach with less time does less a week, not one week over several.
  if (plan.parts.length > 1) plan = withoutOptional(curriculum, given, weekdays, dailyMinutes, plan);
  // One still too long does its lessons in their short forms, where the curriculum writes them (decision 234):
  // the same skills with less of each, so the person's calendar week still moves the plan on a week.
  // (So does one that fits only by stacking two lessons past the person's day, where its short forms avoid it.)
  if (plan.parts.length > 1 || longDays(curriculum, plan, weekdays, dailyMinutes) > 0)
    plan = inShortForm(curriculum, given, weekdays, dailyMinutes, plan);
  if (!partsMemo.has(given)) partsMemo.set(given, new Map());
  partsMemo.get(given)!.set(key, plan);
  return plan;
}

/** Lessons whole where its weeks hold them; where that leaves light days, in sittings about a day long (decision 129), cut into weeks again. */
function lessonPlan(curriculum: Curriculum, given: CurriculumWeek, weekdays: readonly number[], dailyMinutes: number): LessonPlan {
  const plan = cutLessons(curriculum, heldLessons(given, weekdays, dailyMinutes, !!curriculum.practice, false), weekdays, dailyMinutes);
  if (curriculum.practice || !plan.light) return plan;
  const daily = cutLessons(curriculum, heldLessons(given, weekdays, dailyMinutes, false, true), weekdays, dailyMinutes);
  return daily.light < plan.light ? daily : plan;
}

/**
 * A lesson the week can leave out (decision 211): marked `optional` in its curriculum, and, as the week
 * is held (heldWeeks may have brought into it what a later week relies on), with no task done in one
 * go, none with the person's own words, and none making what another task or the check uses.
 */
const canLeaveOut = (day: Day, i: number) =>
  !!day.optional && i > 0 && day.tasks.every((t) => !t.whole && !t.makes?.length && !HOLE.test(t.title + t.description));

/**
 * The week without some of its optional lessons (decision 211), the ones whose leaving out takes it to
 * the fewest weeks, and its objective and check as they read then (`kept`); the week as it was when
 * leaving them out takes it to no fewer weeks than it had.
 */
function withoutOptional(
  curriculum: Curriculum,
  given: CurriculumWeek,
  weekdays: readonly number[],
  dailyMinutes: number,
  full: LessonPlan,
): LessonPlan {
  const optional = given.days.flatMap((d, i) => (canLeaveOut(d, i) ? [i] : []));
  const minutes = (left: readonly number[]) => left.reduce((n, i) => n + coreNeed(given.days[i]!), 0);
  // Fewest weeks; then fewest days past the person's day (lessons sharing one: round 10's readers, 65
  // minutes on a 30-minute day); then fewest lessons left out, and fewest minutes.
  const score = (plan: LessonPlan, left: readonly number[]) => [
    plan.parts.length,
    longDays(curriculum, plan, weekdays, dailyMinutes),
    left.length,
    minutes(left),
  ];
  let best: { plan: LessonPlan; score: number[] } | undefined;
  for (let mask = 1; mask < 1 << optional.length; mask++) {
    const left = optional.filter((_, k) => mask & (1 << k));
    const plan = lessonPlan(curriculum, keptOf(given, left), weekdays, dailyMinutes);
    if (plan.parts.length >= full.parts.length) continue;
    const candidate = { plan: { ...plan, left: left.map((i) => given.days[i]!), full }, score: score(plan, left) };
    const k = best ? candidate.score.findIndex((x, i) => x !== best!.score[i]) : 0;
    if (!best || (k >= 0 && candidate.score[k]! < best.score[k]!)) best = candidate;
  }
  return best?.plan ?? full;
}

/**
 * The week with its tasks in their short forms (decision 234), where that takes it to fewer weeks than
 * `plan`, or to as few with fewer days past the person's day: first only the tasks longer than the
 * person's day (a 25-minute lesson on a 10-minute day), then, for a week still too long for its weeks,
 * every task that has one; each with its optional lessons left out as decision 211 has it. The plan as
 * it was when no short form does better.
 */
function inShortForm(
  curriculum: Curriculum,
  given: CurriculumWeek,
  weekdays: readonly number[],
  dailyMinutes: number,
  plan: LessonPlan,
): LessonPlan {
  // Fewest weeks; then fewest days past the person's day (two lessons' cores stacked on one).
  let best: { plan: LessonPlan; score: number[] } | undefined;
  for (const every of [false, true]) {
    const short = shortWeek(given, every ? 0 : dailyMinutes);
    if (short === given || (every && short === shortWeek(given, dailyMinutes))) continue;
    let candidate = lessonPlan(curriculum, short, weekdays, dailyMinutes);
    if (candidate.parts.length > 1) candidate = withoutOptional(curriculum, short, weekdays, dailyMinutes, candidate);
    const score = [candidate.parts.length, longDays(curriculum, candidate, weekdays, dailyMinutes)];
    // Fewer weeks than the week in full, or as few with none of its days past the person's day (a week
    // that fits but for a stacked day is not shortened to move one day's lesson).
    const before = [plan.parts.length, longDays(curriculum, plan, weekdays, dailyMinutes)];
    if (!(score[0]! < before[0]! || (score[0] === before[0] && score[1] === 0 && before[1]! > 0))) continue;
    if (best && !(score[0]! < best.score[0]! || (score[0] === best.score[0] && score[1]! < best.score[1]!))) continue;
    const shortened = given.days.flatMap((d) => d.tasks.filter((t) => t.short && (every || sessionNeed(t) > dailyMinutes)));
    best = { plan: { ...candidate, full: plan.full ?? plan, shortened, longer: plan.parts.length }, score };
  }
  return best?.plan ?? plan;
}

/**
 * A syllabus week with its tasks longer than `over` minutes (every one, at 0) in their short forms
 * (tasks' `short`), its objective and check as its `short` reads; the week itself when none has one.
 */
function shortWeek(week: CurriculumWeek, over: number): CurriculumWeek {
  const key = String(over);
  const known = shortMemo.get(week)?.get(key);
  if (known) return known;
  const shortens = (t: CurriculumTask) => !!t.short && sessionNeed(t) > over;
  let out = week;
  if (week.days.some((d) => d.tasks.some(shortens))) {
    const { short, kept, ...rest } = week;
    out = {
      ...rest,
      days: week.days.map((d) => ({ ...d, tasks: d.tasks.map((t) => (shortens(t) ? shortOf(t) : t)) })),
      objective: short?.objective ?? week.objective,
      milestone: short?.milestone ? { ...week.milestone, ...short.milestone } : week.milestone,
      // (The short form's words hold whichever optional lessons are left out, so they stand for `kept` too.)
      ...(kept && !short && { kept }),
    };
  }
  if (!shortMemo.has(week)) shortMemo.set(week, new Map());
  shortMemo.get(week)!.set(key, out);
  return out;
}

const shortMemo = new WeakMap<CurriculumWeek, Map<string, CurriculumWeek>>();

/** A task in its short form, counted as the task itself (`originOf`). */
export function shortOf(task: CurriculumTask): CurriculumTask {
  const { short, flex: _flex, ...rest } = task;
  if (!short) return task;
  const copy: CurriculumTask = { ...rest, ...short };
  origins.set(copy, originOf(task));
  return copy;
}

/** The days of a plan's weeks holding more than one task past the person's day and a tenth. */
function longDays(curriculum: Curriculum, plan: LessonPlan, weekdays: readonly number[], dailyMinutes: number): number {
  return plan.parts.reduce((n, part) => {
    const days = placedPart(curriculum, plan.week, weekdays, dailyMinutes, part);
    return n + days.filter((d) => coreOf(d).length > 1 && coreNeed(d) > dailyMinutes * 1.1).length;
  }, 0);
}

/**
 * One part's lessons (`[from, to)` of the week's) on the person's days, as the plan will place them: the days beyond
 * them at their shortest, a short day's later tasks given on (decision 395), and the week's check left room where the
 * part holds its last lesson.
 */
function placedPart(
  curriculum: Curriculum,
  week: CurriculumWeek,
  weekdays: readonly number[],
  dailyMinutes: number,
  [from, to]: [number, number],
): Day[] {
  const practiceDay = curriculum.practice ? () => SHORTEST_PRACTICE : undefined;
  return placeLessons(week, {
    weekdays,
    dailyMinutes,
    room: dailyMinutes * weekdays.length * 1.1 - (to === week.days.length ? MILESTONE_MINUTES : 0),
    lessons: [from, to],
    carry: carries(curriculum, dailyMinutes),
    ...(practiceDay && { practiceDay }),
  });
}

/** A syllabus week without the lessons at `left`, its objective and check as they read then (`kept`). */
function keptOf(week: CurriculumWeek, left: readonly number[]): CurriculumWeek {
  const key = left.join();
  const known = keptMemo.get(week)?.get(key);
  if (known) return known;
  const { kept, ...rest } = week;
  const days = week.days.filter((_, i) => !left.includes(i));
  const lean = {
    ...rest,
    days,
    objective: kept?.objective ?? week.objective,
    milestone: kept?.milestone ? { ...week.milestone, ...kept.milestone } : week.milestone,
  };
  if (!keptMemo.has(week)) keptMemo.set(week, new Map());
  keptMemo.get(week)!.set(key, lean);
  return lean;
}

const keptMemo = new WeakMap<CurriculumWeek, Map<string, CurriculumWeek>>();

/**
 * What the person's week leaves out of a syllabus week (decision 211): its optional lessons it cannot
 * hold, the tasks it does in their short forms (decision 234) with the weeks it takes and would take
 * without them, and the week's objective and check as they read then. None for training, or a week that holds them all.
 */
export function leftOut(
  curriculum: Curriculum,
  week: CurriculumWeek,
  weekdays: readonly number[],
  dailyMinutes: number,
): {
  lessons: Day[];
  shortened: CurriculumTask[];
  weeks: number;
  longer: number;
  objective: string;
  milestone: CurriculumWeek['milestone'];
} {
  const plan = restsBetween(curriculum) ? undefined : lessonParts(curriculum, week, weekdays, dailyMinutes);
  const kept = plan?.left || plan?.shortened ? plan.week : week;
  const weeks = plan?.parts.length ?? 1;
  return {
    lessons: plan?.left ?? [],
    shortened: plan?.shortened ?? [],
    weeks,
    longer: plan?.longer ?? weeks,
    objective: kept.objective,
    milestone: kept.milestone,
  };
}

/** A syllabus week as its lessons are held (`heldLessons`), the `[from, to)` of each plan week it takes, and how many light days those weeks have. */
interface LessonPlan {
  week: CurriculumWeek;
  parts: [number, number][];
  light: number;
  /** The optional lessons left out (decision 211), and the week's plan with them all. */
  left?: Day[];
  full?: LessonPlan;
  /** The tasks done in their short forms (decision 234), as the curriculum writes them in full, and the weeks the week took without them. */
  shortened?: CurriculumTask[];
  longer?: number;
}

function cutLessons(curriculum: Curriculum, week: CurriculumWeek, weekdays: readonly number[], dailyMinutes: number): LessonPlan {
  const budget = dailyMinutes * weekdays.length * 1.1;
  const lessons = week.days.length;
  // One part's lessons on the person's days, the last part leaving room for the milestone.
  const placed = (from: number, to: number) => placedPart(curriculum, week, weekdays, dailyMinutes, [from, to]);
  // A part as it will be placed: its lessons, the days beyond them at their shortest, and the week's
  // check when it holds the last lesson; no day past the tasks a day holds.
  const fits = (from: number, to: number) => {
    const days = placed(from, to);
    const minutes = days.reduce((n, d) => n + coreNeed(d), 0) + (to === lessons ? MILESTONE_MINUTES : 0);
    return minutes <= budget && days.every((d) => coreOf(d).length < ROADMAP_LIMITS.tasksPerDay.max);
  };
  // As few weeks as the lessons fit in (filled in order), then the cuts between them that fill the
  // emptiest week best, so a short last week does not stand mostly empty.
  const greedy: [number, number][] = [];
  for (let from = 0; from < lessons;) {
    let to = from + 1;
    while (to < lessons && fits(from, to + 1)) to++;
    greedy.push([from, to]);
    from = to;
  }
  const count = greedy.length;
  const need = (from: number, to: number) =>
    placed(from, to)
      .filter((d) => d !== LIGHT_DAY)
      .reduce((n, d) => n + coreNeed(d), 0);
  let parts: [number, number][] = greedy;
  let best = -1;
  // (A week split into many short sittings has too many ways to cut it to weigh them all: filled in order.)
  for (const cuts of choose(lessons - 1, count - 1) <= MOST_CUTS ? combinations(lessons - 1, count - 1) : []) {
    const bounds = [0, ...cuts.map((c) => c + 1), lessons];
    const candidate = bounds.slice(1).map((to, k) => [bounds[k]!, to] as [number, number]);
    if (!candidate.every(([from, to]) => to - from === 1 || fits(from, to))) continue;
    const least = Math.min(...candidate.map(([from, to]) => need(from, to)));
    if (least > best) [parts, best] = [candidate, least];
  }
  const light = parts.reduce((n, [from, to]) => n + placed(from, to).filter((d) => d === LIGHT_DAY).length, 0);
  return { week, parts, light };
}

/** The most ways of cutting a week into parts that are weighed one by one. */
const MOST_CUTS = 2000;

/** n choose k. */
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/**
 * A syllabus week's lessons as the person's week can hold them (#39 item 2, decision 081). A lesson
 * whose core alone asks more than a week of theirs gives (a 40-minute budget on two 10-minute days)
 * is split into sittings of its core, in order, each short enough that a week holds it with its
 * other days and its check; its extras are dropped, and a task longer than a sitting is done over
 * several ("sitting 1 of 4"), picked up where it stopped. So a spread week never asks more than its
 * days give, and a course spreads only as far as its lessons' cores need.
 */
function heldLessons(
  week: CurriculumWeek,
  weekdays: readonly number[],
  dailyMinutes: number,
  practice: boolean,
  daySized: boolean,
): CurriculumWeek {
  const key = `${weekdays.length}|${dailyMinutes}|${practice}|${daySized}`;
  const known = heldMemo.get(week)?.get(key);
  if (known) return known;
  const n = weekdays.length;
  // A sitting leaves room in the week for practice or a light day at their shortest on the days its
  // lesson's own tasks do not fill, and, in the week's last lesson, for its check.
  const sitting = (day: Day, last: boolean) => {
    const others = practice ? (n - 1) * coreNeed(SHORTEST_PRACTICE) : Math.max(0, n - coreOf(day).length) * coreNeed(LIGHT_DAY);
    return Math.max(5, Math.floor((dailyMinutes * n * 1.1 - others - (last ? MILESTONE_MINUTES : 0)) / 5) * 5);
  };
  const last = week.days.length - 1;
  // Day-sized (decision 129): sittings about a day long, a quarter over the day as the week allows, so
  // each week the lessons spread over has work for every day rather than one long day and light days.
  const daySitting = daySized ? Math.max(10, Math.floor((dailyMinutes * 1.25) / 5) * 5) : Infinity;
  const size = (d: Day, i: number) => Math.min(sitting(d, i === last), daySitting);
  // A task is cut into sittings only where the week could not hold it whole (decision 081), never to
  // fit a day: day-sized sittings share a lesson's tasks out over days, each task whole — an exposure,
  // a review or a class stopped "where the time ends" is not the same task (round 9's readers).
  const held = week.days.every((d, i) => coreNeed(d) <= size(d, i))
    ? week
    : { ...week, days: week.days.flatMap((d, i) => sittingsOf(d, size(d, i), sitting(d, i === last))) };
  if (!heldMemo.has(week)) heldMemo.set(week, new Map());
  heldMemo.get(week)!.set(key, held);
  return held;
}

const heldMemo = new WeakMap<CurriculumWeek, Map<string, CurriculumWeek>>();

/**
 * A lesson as days of at most `sitting` minutes of its core, in order: the lesson itself when it fits
 * one; a task longer than `cutAt` is done over several sittings. A task done in one go (`whole`: a visit, a lesson, a shoot, a mock) is never cut: it is its
 * day's one longer task.
 */
function sittingsOf(day: Day, sitting: number, cutAt = sitting): Day[] {
  if (coreNeed(day) <= sitting) return [day];
  // Cut to the day only a long task (a budget drawn up, a chapter read), never a short one — half a
  // ten-minute review is no review — nor one whose length is its point ("a 50-minute focus block").
  const toDay = (t: CurriculumTask) => sessionNeed(t) <= cutAt && sessionNeed(t) >= SHORTEST_CUT && !TIMED.test(t.title);
  const pieces = coreOf(day).flatMap((t) => (t.whole ? [t] : piecesOf(t, toDay(t) ? sitting : cutAt)));
  const days: CurriculumTask[][] = [];
  let used = Infinity;
  for (const piece of pieces) {
    if (used + piece.minutes > sitting) {
      days.push([]);
      used = 0;
    }
    days.at(-1)!.push(piece);
    used += piece.minutes;
  }
  // The lesson's extras stay extras of its last sitting: a day of its own where the week has days to
  // spare (split), else dropped for time as any day's extras are.
  const extras = day.tasks.filter((t) => !coreOf(day).includes(t));
  return days.map((tasks, k) => ({
    ...day,
    title: k ? `${day.title}${CONTINUED}` : day.title,
    tasks: [...tasks.map((t) => (t.priority === 1 ? t : copyOf(t, { priority: 1 }))), ...(k === days.length - 1 ? extras : [])],
  }));
}

/** The shortest task cut into sittings to fit a day (decision 129 as amended). */
const SHORTEST_CUT = 30;

/** A title that states the task's length: done in one go, as long as it says. */
const TIMED = /\b\d+[- ]?(?:min|minutes?|hours?)\b/i;

/** A core task as sittings of at most `sitting` minutes, in steps of five: the task at its shortest when it fits one. */
function piecesOf(task: CurriculumTask, sitting: number): CurriculumTask[] {
  const need = sessionNeed(task);
  // A sitting has the minutes it is given: a copy without the flexible range, counted as the task.
  const fixed = (change: Partial<CurriculumTask>) => {
    const { flex: _flex, ...copy } = copyOf(task, change);
    origins.set(copy, originOf(task));
    return copy;
  };
  if (need <= sitting) return [need === task.minutes ? task : fixed({ minutes: need })];
  const k = Math.ceil(need / sitting);
  const base = Math.floor(need / k / 5) * 5;
  // Five-minute steps: the first sittings take what is left over, so none is longer than a sitting.
  let left = need - base * k;
  const lengths = Array.from({ length: k }, () => {
    const extra = Math.min(left, 5);
    left -= extra;
    return base + extra;
  });
  // Each sitting says how far it reaches; the task's title cut once, for the longest of them, so every sitting names it
  // alike. A title whole with the count alone stays whole ("…, recorded with their agreement"): the count, no share.
  const plain = lengths.map((_, i) => ` (sitting ${i + 1} of ${k})`);
  const shared = lengths.map((_, i) => `, ${shareOf(i + 1, k)}${plain[i]}`);
  const whole = (marks: string[]) => marks.every((m) => task.title.length + m.length <= ROADMAP_LIMITS.title);
  const marks = whole(shared) || !whole(plain) ? shared : plain;
  const longest = Math.max(...marks.map((m) => m.length));
  const title =
    task.title.length + longest <= ROADMAP_LIMITS.title
      ? task.title
      : `${task.title.slice(0, ROADMAP_LIMITS.title - longest - 1).replace(/\s+\S*$/, '')}…`;
  return lengths.map((minutes, i) => {
    const mark = marks[i]!;
    const how =
      i === 0
        ? `Start it: about ${minutes} minutes today, and stop where the time ends.`
        : i === k - 1
          ? `Finish it: pick up where you stopped, about ${minutes} minutes.`
          : `Pick up where you stopped: about ${minutes} minutes today.`;
    return fixed({ title: `${title}${mark}`, description: `${how} ${task.description}`, minutes });
  });
}

/** How far through a task its sittings reach, in words (#39): a week spread over parts then reads as progress, not the same task again. */
const SHARES: readonly [number, string][] = [
  [1 / 10, 'a tenth'],
  [1 / 6, 'a sixth'],
  [1 / 5, 'a fifth'],
  [1 / 4, 'a quarter'],
  [1 / 3, 'a third'],
  [2 / 5, 'two fifths'],
  [1 / 2, 'half'],
  [3 / 5, 'three fifths'],
  [2 / 3, 'two thirds'],
  [3 / 4, 'three quarters'],
  [4 / 5, 'four fifths'],
  [5 / 6, 'five sixths'],
  [9 / 10, 'nine tenths'],
];

/** "to a third", "to halfway"… "to the end": where sitting `i` of `k` stops, the nearest share in words. */
function shareOf(i: number, k: number): string {
  if (i === k) return 'to the end';
  const [, word] = SHARES.reduce((a, b) => (Math.abs(b[0] - i / k) < Math.abs(a[0] - i / k) ? b : a));
  return word === 'half' ? 'to halfway' : `to ${word}`;
}

/** Every choice of `k` of the numbers 0 … n−1, ascending. */
function combinations(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first <= n - k; first++)
    for (const rest of combinations(n - first - 1, k - 1)) out.push([first, ...rest.map((r) => r + first + 1)]);
  return out;
}

const partsMemo = new WeakMap<CurriculumWeek, Map<string, LessonPlan>>();

/** A day of practice as short as practice goes, for weighing a week before its practice is chosen. */
const SHORTEST_PRACTICE: Day = {
  title: 'Practice',
  tasks: [1, 2].map((priority) => ({
    title: `Practice ${priority}`,
    description: 'The shortest block of the curriculum’s practice.',
    minutes: 10,
    difficulty: 'easy' as const,
    priority,
  })),
};

/** A day's core, the tasks never dropped for time: its first and every priority-1 task. */
const coreOf = (day: Day) => day.tasks.filter((t, i) => i === 0 || t.priority === 1);
const coreNeed = (day: Day) => coreOf(day).reduce((n, t) => n + sessionNeed(t), 0);

/**
 * `[from, to)` of each of `parts` runs of consecutive items, none empty, whose longest total of
 * `minutes` is the least it can be (the linear partition); among equals, the even chunks by count.
 */
export function balanced(minutes: readonly number[], parts: number): [number, number][] {
  const n = minutes.length;
  const even = chunks(n, parts);
  const sum = (a: number, b: number) => minutes.slice(a, b).reduce((x, y) => x + y, 0);
  const worst = (cut: [number, number][]) => Math.max(...cut.map(([a, b]) => sum(a, b)));
  // best[k][i]: the least longest run of the first i items in k runs, and where its last run starts.
  const best = Array.from({ length: parts + 1 }, () => Array.from({ length: n + 1 }, () => ({ cost: Infinity, from: 0 })));
  best[0]![0] = { cost: 0, from: 0 };
  for (let k = 1; k <= parts; k++)
    for (let i = k; i <= n; i++)
      for (let j = k - 1; j < i; j++) {
        const cost = Math.max(best[k - 1]![j]!.cost, sum(j, i));
        if (cost < best[k]![i]!.cost) best[k]![i] = { cost, from: j };
      }
  const cut: [number, number][] = [];
  for (let k = parts, i = n; k > 0; k--) {
    const from = best[k]![i]!.from;
    cut.unshift([from, i]);
    i = from;
  }
  return worst(cut) < worst(even) ? cut : even;
}

/** `[from, to)` of each of `parts` even chunks of `length` items, in order. */
function chunks(length: number, parts: number): [number, number][] {
  return Array.from({ length: parts }, (_, p) => [Math.floor((p * length) / parts), Math.floor(((p + 1) * length) / parts)]);
}

export interface PlaceInput {
  /** The chosen weekdays in the order the week meets them (contract `planWeekdays`). */
  weekdays: readonly number[];
  /** The person's daily time: how many lessons a week spread over several takes. */
  dailyMinutes: number;
  /** Which part of a week spread over several (0-based), and how many. @default 0 of 1 */
  part?: number;
  of?: number;
  /** A day of practice for a study plan's days beyond its lessons (the `n`th of the week). */
  practiceDay?: (n: number) => Day;
  /** The weekday the person's target names as its own (1 = Monday), for a training plan's long session. */
  longDay?: number;
}

/** The week's days, one per weekday, in the order they fall. */
export function placeWeek(curriculum: Curriculum, week: CurriculumWeek, input: PlaceInput): Day[] {
  if (restsBetween(curriculum)) return openingFirst(placeTraining(week, input));
  const { part = 0, of = 1 } = input;
  // A week spread over several takes the lessons its days hold; one placed whole (a week of study come
  // round again for what is left) takes them all.
  const plan = lessonParts(curriculum, week, input.weekdays, input.dailyMinutes);
  // (A week placed whole though it takes several keeps all its lessons, optional ones too; one done in its
  // short forms stays in them, its optional lessons left out, so a week squeezed before a date is not the longest of all.)
  const whole = plan.shortened?.length ? plan : plan.full;
  const { week: held, parts } = of === 1 && plan.parts.length > 1 && whole ? whole : plan;
  const lessons = of > 1 ? parts[part]! : ([0, held.days.length] as [number, number]);
  // The week's time, less its check on the part that closes it.
  const room = input.dailyMinutes * input.weekdays.length * 1.1 - (part === of - 1 ? MILESTONE_MINUTES : 0);
  return placeLessons(held, { ...input, room, lessons, carry: carries(curriculum, input.dailyMinutes) });
}

/**
 * Whether a lesson day past the person's day gives its later tasks to the days of practice after it (decision 395): a
 * language plan at short days, where a 10- to 20-minute day holds one thing done well — the lesson, then the kanji or
 * the book's pages the next day, not both stacked to 40 minutes.
 */
const carries = (curriculum: Curriculum, dailyMinutes: number) => dailyMinutes < 30 && isLanguagePlan(curriculum);

/**
 * The tasks that open the week (`opens`), wherever their session was placed, first on its first day.
 * Lessons keep their order, so the first lesson, and what opens it, is always the first day.
 */
function openingFirst(days: Day[]): Day[] {
  const opening = days.slice(1).flatMap((d) => d.tasks.filter((t) => t.opens));
  if (!opening.length || !days[0]) return days;
  const moved = new Set(opening);
  const first = days[0];
  const titles = new Set(first.tasks.map((t) => t.title));
  const fresh = opening.filter((t) => !titles.has(t.title) && titles.add(t.title));
  return [
    { ...first, tasks: [...fresh, ...first.tasks] },
    ...days.slice(1).map((d) => ({ ...d, tasks: d.tasks.filter((t) => !moved.has(t)) })),
  ];
}

/** How a day placed again in its week says so: its second round, its third… (decision 281); briefly, for a long title. */
const ROUNDS = ['again this week', 'once more this week', 'a fourth time this week', 'a fifth time this week', 'a sixth time this week'];
const BRIEF = ['again', 'once more'];
const EVERY_DAY = /\b(?:today|daily|each day|every day)\b/i;

/**
 * A strength, mobility or easy day placed again in its week, the person having more days than the programme:
 * its tasks say which round they are ("Easy walk or cycle at a chatty pace, again this week"), so that the
 * week does not read one task word for word twice (decision 281). A title too long for that says it briefly (", again"), or stays as it is.
 */
function roundOfDay(day: Day, round: number): Day {
  const said = [ROUNDS[round - 1], BRIEF[round - 1]].filter((s) => s !== undefined);
  if (!said.length) return day;
  const again = day.tasks.filter((t) => !t.makes?.length);
  return {
    ...day,
    tasks: (again.length ? again : day.tasks).map((t) => {
      // (What the programme sets for every day, the pelvic floor "today", is the same each day by right.)
      if (EVERY_DAY.test(t.title) || /\bevery day\b/.test(t.description)) return t;
      const title = said.map((s) => `${t.title}, ${s}`).find((x) => x.length <= ROADMAP_LIMITS.title);
      return title ? copyOf(t, { title }) : t;
    }),
  };
}

/** Another day's tasks as extras of this one: after its own, never before, never twice. */
function withExtras(day: Day, extra: readonly CurriculumTask[]): Day {
  const titles = new Set(day.tasks.map((t) => t.title));
  const added = extra.filter((t) => !titles.has(t.title)).map((t) => copyOf(t, { priority: Math.max(4, t.priority) }));
  return { ...day, tasks: [...day.tasks, ...added] };
}

function placeTraining(week: CurriculumWeek, { weekdays, part = 0, of = 1, longDay }: PlaceInput): Day[] {
  const kinds = week.days.map((d) => kindOf(d, true));
  const keys = week.days.filter((_, i) => isKey(kinds[i]!));
  const others = week.days.filter((_, i) => !isKey(kinds[i]!));
  const [from, to] = chunks(keys.length, of)[part]!;
  const mine = keys.slice(from, to);
  const long = mine.find((d) => kindOf(d, true) === 'long');
  const slots = keySlots(weekdays, mine.length, !!long, longDay);
  // The long session on the day the target names ("on Sunday mornings"), else the weekend slot (or the
  // last), the others in the programme's order.
  const longSlot = long
    ? (slots.find((i) => weekdays[i] === longDay) ??
      slots.find((i) => weekdays[i] === 6) ??
      slots.find((i) => weekdays[i] === 7) ??
      slots.at(-1)!)
    : undefined;
  const inOrder = mine.filter((d) => d !== long);
  const placed = new Map<number, Day>();
  if (long && longSlot !== undefined) placed.set(longSlot, long);
  slots.filter((i) => i !== longSlot).forEach((slot, k) => placed.set(slot, inOrder[k]!));
  // The second of two days back to back on the person's day next to the long one: after it, else before.
  const second = longSlot !== undefined ? others.find((d) => d.backToBack) : undefined;
  const next = (step: number) => weekdays.findIndex((d) => (d - weekdays[longSlot!]! + 7) % 7 === (step + 7) % 7);
  // (Within the week: the day after a Sunday long walk is next week's Monday, not this week's first day.)
  const after = next(1) > longSlot! ? next(1) : -1;
  const before = next(-1) >= 0 && next(-1) < longSlot! ? next(-1) : -1;
  // With no day beside it free, the nearest the week has: the closest before it, else after it.
  const nearest = (step: 1 | -1) =>
    weekdays.map((_, i) => longSlot! + step * (i + 1)).find((i) => i >= 0 && i < weekdays.length && !placed.has(i)) ?? -1;
  const beside = second ? [after, before, nearest(-1), nearest(1)].find((i) => i >= 0 && !placed.has(i)) : undefined;
  if (second && beside !== undefined) placed.set(beside, second);
  const rest = beside !== undefined ? others.filter((d) => d !== second) : others;
  // Strength, mobility and easy days between, in the programme's order, again from the first when
  // there are more days than it has; those with no day of their own become extras of the sessions.
  const free = weekdays.map((_, i) => i).filter((i) => !placed.has(i));
  // (A day placed again is one whose work can be done again: a venue found or a kit list made is not found or made
  // twice in a week, decision 349; its one-offs are left out of its round.)
  const again = rest.filter((d) => d.tasks.some((t) => !t.makes?.length));
  const repeat = again.length ? again : rest;
  free.forEach((slot, k) => {
    if (!rest.length) return;
    const day = k < rest.length ? rest[k]! : repeat[(k - rest.length) % repeat.length]!;
    placed.set(slot, roundOfDay(day, k < rest.length ? 0 : 1 + Math.floor((k - rest.length) / repeat.length)));
  });
  const left = rest.slice(free.length);
  const days = weekdays.map((_, i) => placed.get(i)).filter((d): d is Day => !!d);
  return days.map((day) =>
    left.length && isKey(kindOf(day, true))
      ? withExtras(
          day,
          left.flatMap((d) => d.tasks),
        )
      : day,
  );
}

function placeLessons(
  week: CurriculumWeek,
  {
    weekdays,
    practiceDay,
    room,
    dailyMinutes,
    carry = false,
    ...input
  }: Pick<PlaceInput, 'weekdays' | 'practiceDay' | 'dailyMinutes'> & { lessons: [number, number]; room: number; carry?: boolean },
): Day[] {
  const lessons = week.days.slice(...input.lessons);
  const n = weekdays.length;
  if (lessons.length >= n) {
    // Fewer days than lessons: consecutive lessons share a day, each keeping its own core, paired by
    // their minutes so that no day is two long lessons while another holds one short one (round 10's
    // readers: 65 minutes on a 30-minute day).
    return balanced(lessons.map(coreNeed), n).map(([a, b]) => merge(lessons.slice(a, b)));
  }
  // More days than lessons: practice between them, else a lesson's second half on a day of its own.
  const extra = n - lessons.length;
  if (practiceDay) {
    const spread = chunks(n, lessons.length).map(([a]) => a);
    let practice = 0;
    const days = Array.from({ length: n }, (_, i) => {
      const k = spread.indexOf(i);
      return k >= 0 ? lessons[k]! : practiceDay(practice++);
    });
    return carry ? carried(days, spread, dailyMinutes) : days;
  }
  // The course's days spread over the week in order, light days between them rather than all at its end.
  const days = split(lessons, extra, room, dailyMinutes);
  const work = days.filter((d) => d !== LIGHT_DAY);
  const at = chunks(n, work.length).map(([a]) => a);
  return Array.from({ length: n }, (_, i) => (at.includes(i) ? work[at.indexOf(i)]! : LIGHT_DAY));
}

/**
 * A short day's lesson past the day and a tenth keeps its first task and what fits beside it; its later core tasks (a
 * kanji set, the book's next pages) lead the days of practice after it, before the next lesson, in order, a day's worth
 * on each, the practice's own tasks after them as extras (decision 395). The week's last day stays its practice and check.
 */
const SITTING = /\(sitting \d+ of \d+\)$/;

function carried(days: Day[], lessonsAt: readonly number[], dailyMinutes: number): Day[] {
  const out = [...days];
  const most = dailyMinutes * 1.1;
  const given = new Set<number>();
  for (const at of lessonsAt) {
    const lesson = out[at]!;
    const core = coreOf(lesson);
    if (core.length < 2 || coreNeed(lesson) <= most) continue;
    // The days of practice after it (the nearest first), the week's last kept for its practice and check.
    const free = out.map((_, d) => d).filter((d) => d > at && d < out.length - 1 && !lessonsAt.includes(d) && !given.has(d));
    if (!free.length) continue;
    // What stays: the lesson's first task and the core after it while the day holds them; the rest is given on.
    let used = sessionNeed(core[0]!);
    let kept = 1;
    while (kept < core.length && used + sessionNeed(core[kept]!) <= most) used += sessionNeed(core[kept++]!);
    const later = core.slice(kept);
    // A task cut into sittings stays where it is: its next sitting is already on a later day, and the first given on past
    // it would come after it ("to the end" on Tuesday, "to halfway" on Wednesday).
    if (later.some((t) => SITTING.test(t.title))) continue;
    // Only tasks a day of practice holds whole, each day within its time: a lesson's own 20 minutes that a 15-minute day
    // cannot hold either stays its one longer day, and the practice days keep the person's own (decision 317).
    const groups: CurriculumTask[][] = free.map(() => []);
    let g = 0;
    let sum = 0;
    for (const task of later) {
      if (groups[g]!.length && sum + sessionNeed(task) > most) [g, sum] = [g + 1, 0];
      if (g >= groups.length || sessionNeed(task) > most) break;
      groups[g]!.push(task);
      sum += sessionNeed(task);
    }
    if (g >= groups.length || groups.flat().length < later.length) continue;
    out[at] = { ...lesson, tasks: lesson.tasks.filter((t) => !later.includes(t)) };
    free.forEach((d, j) => {
      const lead = groups[j]!;
      if (!lead.length) return;
      given.add(d);
      const day = out[d]!;
      // (The day's own practice stays beside a short one given on, where both fit: five menu words and the read-aloud.)
      const room = most - lead.reduce((m, t) => m + sessionNeed(t), 0);
      const own = day.tasks[0] && sessionNeed(day.tasks[0]) <= room ? 1 : 0;
      out[d] = {
        title: own ? day.title : dayTitle({ title: 'Day 1', tasks: lead }),
        tasks: [...lead.map((t) => copyOf(t, { priority: 1 })), ...day.tasks.map((t, i) => copyOf(t, { priority: i < own ? 1 : 2 }))],
      };
    });
  }
  return out;
}

/**
 * Several lessons as one day: every lesson's core kept, extras after. A lesson's core is its
 * priority-1 tasks (a curriculum's lessons open with one); what a study week left for its second pass
 * (its extras, studied() in from-curriculum.ts) stays extra, so a short week's one day is not all of them.
 */
export function merge(days: readonly Day[]): Day {
  if (days.length === 1) return days[0]!;
  const isCore = (t: CurriculumTask, d: number, i: number) => t.priority === 1 || (d === 0 && i === 0);
  const core = days.flatMap((day, d) => day.tasks.filter((t, i) => isCore(t, d, i)).map((t) => copyOf(t, { priority: 1 })));
  const rest = days.flatMap((day, d) => day.tasks.filter((t, i) => !isCore(t, d, i)));
  const titles = new Set<string>();
  const tasks = [...core, ...rest].filter((t) => !titles.has(t.title) && titles.add(t.title));
  // A lesson's sittings on one day are the lesson once ("Next phrase", not "Next phrase · Next phrase, continued").
  const names = [...new Set(days.map((d) => dayTitle(d).replace(CONTINUED, '')))];
  return { title: names.join(' · '), tasks };
}

/**
 * A curriculum day's own title, as a plan day can carry it: one that names the day by its number
 * ("Day 5") says where it stood in the curriculum's week, which contradicts where the person's week puts
 * it ("Day 6: Day 5"), so the day is named by its first task instead (decision 129).
 */
const DAY_NUMBER =
  /^\s*(?:day\s+(?:\d+|one|two|three|four|five|six|seven)|(?:first|second|third|fourth|fifth|sixth|seventh|last)\s+day)\s*$/i;

export function dayTitle(day: Day): string {
  if (!DAY_NUMBER.test(day.title) || !day.tasks[0]) return day.title;
  const first = day.tasks[0].title.split(/[:(]/)[0]!.trim();
  const words = first.split(/\s+/);
  return words.length <= 8 ? first : `${words.slice(0, 8).join(' ')}…`;
}

/**
 * `extra` more days from the lessons: a lesson longer than a day of the person's gives what its day
 * cannot hold a day of its own ("…, continued"), cut where the day's time ends, again and again, so
 * every chosen day holds the course's own work. A lesson that fits its day stays together — the
 * exposure and its record, the drill and its note — and the days left are light days, which the week's
 * own practice or a small task of the week fills (scale.ts).
 */
function split(lessons: readonly Day[], extra: number, room: number, dailyMinutes: number): Day[] {
  const days = [...lessons];
  const need = (tasks: readonly CurriculumTask[]) => tasks.reduce((m, t) => m + sessionNeed(t), 0);
  // The tasks of a lesson its day holds, from its first, as the day's tasks are chosen (chooseTasks):
  // its core at full length, the others at their shortest, within the day's time; at least its first.
  const holds = (day: Day) => {
    const cost = (t: CurriculumTask, i: number) => (i === 0 || t.priority === 1 ? t.minutes : sessionNeed(t));
    let at = 1;
    let used = cost(day.tasks[0]!, 0);
    while (at < day.tasks.length && used + cost(day.tasks[at]!, at) <= dailyMinutes) used += cost(day.tasks[at]!, at++);
    return at;
  };
  for (let k = 0; k < extra; k++) {
    const pick = days
      .map((day, i) => ({ day, i, at: holds(day) }))
      // (A short tail — a record of the step, a note on the drill — belongs to its task, not to a day of its own.)
      .filter((x) => x.day !== LIGHT_DAY && need(x.day.tasks.slice(x.at)) >= SHORTEST_OWN_DAY)
      .sort((a, b) => need(b.day.tasks) - need(a.day.tasks))[0];
    const after = pick && [
      ...days.slice(0, pick.i),
      { ...pick.day, tasks: pick.day.tasks.slice(0, pick.at) },
      {
        title: pick.day.title.endsWith(CONTINUED) ? pick.day.title : `${pick.day.title}${CONTINUED}`,
        tasks: pick.day.tasks.slice(pick.at).map((t, i) => (i === 0 ? copyOf(t, { priority: 1 }) : t)),
      },
      ...days.slice(pick.i + 1),
    ];
    // Where the week does not hold the later part as a day's core, with the light days after it, the
    // extras stay extras and the day is light.
    const held = after && after.reduce((n, d) => n + coreNeed(d), 0) + (extra - k - 1) * coreNeed(LIGHT_DAY) <= room;
    if (!held) {
      days.push(LIGHT_DAY);
      continue;
    }
    days.splice(0, days.length, ...after);
  }
  return days;
}

/** The least of a lesson's work that is given a day of its own. */
const SHORTEST_OWN_DAY = 10;

/** A day beyond all the week's work, for a person with more days than a short course has tasks: kept light, not filled. */
export const LIGHT_DAY: Day = {
  title: LIGHT_TITLE,
  kind: 'easy',
  tasks: [
    {
      title: LIGHT_KEEP,
      description: 'If this week gave you a diary, a tracker or a habit, do today’s; otherwise rest. A light day is part of the plan.',
      minutes: 5,
      difficulty: 'easy',
      priority: 1,
    },
    {
      title: 'Note one thing from this week’s work that you would do differently',
      description: 'One line, kept with the week’s notes, for the week’s check.',
      minutes: 5,
      difficulty: 'easy',
      priority: 2,
    },
  ],
};

/**
 * The curriculum's own task behind a copy this module made (a merged lesson's core, a split lesson's
 * second half): the planner remembers what a week did by the curriculum's tasks, so a copy counts as its original.
 */
const origins = new WeakMap<CurriculumTask, CurriculumTask>();
export const originOf = (task: CurriculumTask): CurriculumTask => origins.get(task) ?? task;
export function copyOf(task: CurriculumTask, change: Partial<CurriculumTask>): CurriculumTask {
  const copy = { ...task, ...change };
  origins.set(copy, originOf(task));
  return copy;
}
