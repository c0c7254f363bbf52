import { addDays, weekdayOf } from '../../../contract';
import type { CurriculumWeek } from '../curricula/schema';
import { daysBetween } from '../deadline';
import { ROADMAP_LIMITS } from '../schema';

type CurriculumDay = CurriculumWeek['days'][number];
type Task = CurriculumDay['tasks'][number];

/** A one-off's days before its date (`compressedWeeks`): the plan's weeks, and what the days could not hold. */
export interface Compressed {
  /** One a plan week, from the plan's first day: the person's days before the date, the last week ending on the event's day. */
  weeks: CurriculumWeek[];
  /** The person's days before the date that hold the work (the event's day not counted). */
  days: number;
  /** Tasks the days before the date cannot hold within the person's minutes, in the programme's order. */
  dropped: string[];
}

/**
 * A dated one-off nearer than its programme (a eulogy, a toast, an interview, a performance days away,
 * decision 376), compressed into the days that remain as its coach would: the programme's work up to the
 * event's day, in its order, shared over every one of the person's days from the plan's first to the day
 * before the date in proportion to its minutes, so each stage (the stories, the draft, the rehearsal) has
 * its days; each day within the person's minutes, its first task kept whole; the event on its date. What
 * the days cannot hold is left out and named (`dropped`), never piled onto the first day.
 * `phases` are the held syllabus weeks in the programme's order; undefined where none has an event day.
 */
/**
 * The weeks made here: their days are the person's days as placed, each held as it is (place.ts `heldLessons`), not
 * cut again into sittings that would move the draft off its evening (decision 394).
 */
export const DAYS_AS_PLACED = new WeakSet<CurriculumWeek>();

/**
 * A task as placed here, final: after what it uses (the days are already in the programme's order, nothing to
 * bring in), and at the length its day was filled with (no short form taken later: the day already fits).
 */
const placed = ({ uses: _, short: __, ...t }: Task): Task => t;

export function compressedWeeks(
  phases: readonly CurriculumWeek[],
  first: string,
  date: string,
  weekdays: readonly number[],
  dailyMinutes: number,
): Compressed | undefined {
  const at = phases.findIndex((w) => w.days.some((d) => d.event));
  if (at < 0 || daysBetween(first, date) < 0) return undefined;
  const eventPhase = phases[at]!;
  const eventDay = eventPhase.days.find((d) => d.event)!;
  // (A day the programme marks optional is the first to go when days are few: not among the days shared.)
  const before = [
    ...phases.slice(0, at).flatMap((w, p) => w.days.map((d) => ({ d, p }))),
    ...eventPhase.days.slice(0, eventPhase.days.indexOf(eventDay)).map((d) => ({ d, p: at })),
  ].filter(({ d }) => !d.optional || d.tasks.some((t) => t.makes?.length));
  const tasks = before.flatMap(({ d, p }) => d.tasks.map((t) => ({ t, p, day: d.title })));
  // The person's days from the plan's first to the day before the date, each with its plan week; where the
  // date is not one of their days, their last day before it in its week stands in for it (the event's own).
  const span = daysBetween(first, date);
  const eventWeek = Math.floor(span / 7);
  const theirs = Array.from({ length: Math.max(0, span) }, (_, k) => addDays(first, k))
    .filter((d) => weekdays.includes(weekdayOf(d)))
    .map((d) => Math.floor(daysBetween(first, d) / 7));
  const standIn = !weekdays.includes(weekdayOf(date)) && theirs.at(-1) === eventWeek;
  const slots = standIn ? theirs.slice(0, -1) : theirs;
  // What matters first, within the minutes the days give: each of the programme's weeks' first task (the
  // service asked, the draft, the printed copy) and what opens a day always; then each day's own first task,
  // then the rest, in the programme's order, while they fit.
  const budget = slots.length * dailyMinutes;
  // (And the rehearsal the day before the event: its programme's own day before it, the eulogy read to someone.)
  const eve = eventPhase.days[eventPhase.days.indexOf(eventDay) - 1];
  // (And what makes a thing the later work uses — the stories, the draft, the timed cut, the printed copy, the
  // backup reader — which the event cannot do without, whatever the minutes.)
  const needed = new Set([
    ...phases.flatMap((w) => [...w.days.flatMap((d) => d.tasks.flatMap((t) => t.uses ?? [])), ...(w.milestone.uses ?? [])]),
  ]);
  const makers = before.flatMap(({ d }) => d.tasks).filter((t) => t.priority === 1 && t.makes?.some((m) => needed.has(m)));
  const heads = new Set([...phases.map((w) => w.days[0]?.tasks[0]), eve?.tasks[0], ...makers]);
  const firsts = new Set(before.map(({ d }) => d.tasks[0]));
  const kept = new Set(tasks.filter(({ t }) => t.priority === 1 && (!!t.opens || heads.has(t))).map(({ t }) => t));
  let used = [...kept].reduce((n, t) => n + t.minutes, 0);
  // (A day's other tasks only beside its first: no stories chosen where the theme they show was left out.)
  const dayOf = new Map(before.flatMap(({ d }) => d.tasks.map((t) => [t, d] as const)));
  const besideItsFirst = (t: Task) => t.priority === 1 && kept.has(dayOf.get(t)!.tasks[0]!);
  for (const rank of [(t: Task) => firsts.has(t), besideItsFirst])
    for (const { t } of tasks)
      if (!kept.has(t) && rank(t) && used + t.minutes <= budget) {
        kept.add(t);
        used += t.minutes;
      }
  const chosen = tasks.filter(({ t }) => kept.has(t));
  const dropped = tasks.filter(({ t }) => !kept.has(t) && t.priority === 1).map(({ t }) => t.title);
  const order = new Map(tasks.map(({ t }, k) => [t.title, k]));
  // Each to the day its place in the chosen minutes falls on, so every stage has its share of the days, and
  // on to the next day where that one is full: a day within the person's minutes (a task longer than them whole).
  const total = chosen.reduce((n, { t }) => n + t.minutes, 0);
  let counted = 0;
  let slot = 0;
  const byDay: (typeof tasks)[] = slots.map(() => []);
  const minutesOf = (day: typeof tasks) => day.reduce((n, { t }) => n + t.minutes, 0);
  // (Where even what the event cannot do without is more than the days give, a eulogy at 10 minutes on two days, the
  // days stay within the minutes and one longer sitting, an evening, takes the draft and what must follow it, decision 394.)
  const sitting = used > budget * 1.1 ? longSitting(chosen, slots.length, dailyMinutes) : undefined;
  for (const [k, day] of (sitting?.days ?? []).entries())
    byDay[k] = day.map(({ task, minutes }) => ({ ...task, t: { ...task.t, minutes } }));
  const morning = (sitting?.eve ?? []).map(({ task }) => placed(task.t));
  for (const task of sitting ? [] : chosen) {
    slot = Math.max(slot, Math.min(slots.length - 1, Math.floor((counted * slots.length) / Math.max(1, total))));
    while (slot < slots.length - 1 && byDay[slot]!.length && minutesOf(byDay[slot]!) + task.t.minutes > dailyMinutes) slot++;
    counted += task.t.minutes;
    // (The last day full, only what a stage cannot do without goes on: the rest is named, not piled onto the event's day.)
    const day = byDay[slot];
    const head = heads.has(task.t) || !!task.t.opens;
    const full = () => !!day?.length && minutesOf(day) + task.t.minutes > dailyMinutes;
    // (A stage's own first task makes room on it by the latest of the others, named instead.)
    while (head && full() && day!.some(({ t }) => !heads.has(t) && !t.opens)) {
      const out = day!.findLastIndex(({ t }) => !heads.has(t) && !t.opens);
      dropped.push(day!.splice(out, 1)[0]!.t.title);
    }
    if (full() && !head) dropped.push(task.t.title);
    else if (day) day.push(task);
  }
  if (!slots.length) dropped.unshift(...chosen.map(({ t }) => t.title));
  dropped.sort((a, b) => order.get(a)! - order.get(b)!);
  const weeks = Array.from({ length: eventWeek + 1 }, (_, w): CurriculumWeek => {
    const days: CurriculumDay[] = byDay
      .map((day, k) => ({ day, week: slots[k]! }))
      .filter(({ day, week }) => week === w && day.length)
      .map(({ day }) => ({ title: [...new Set(day.map((x) => x.day))].join(' · ').slice(0, 120), tasks: day.map((x) => placed(x.t)) }));
    const last = w === eventWeek;
    // (A week before the event's is named for the stage most of its minutes go to, short of the event's own,
    // whose milestone is the event given.)
    const held = byDay.filter((_, k) => slots[k] === w).flat();
    const share = (p: number) => held.filter((x) => x.p === p).reduce((n, x) => n + x.t.minutes, 0);
    const stage = held.length ? held.map((x) => x.p).reduce((a, b) => (share(b) > share(a) ? b : a)) : at;
    const source = last ? eventPhase : phases[stage === at ? Math.max(0, at - 1) : stage]!;
    // (The days after the event in its week, "Afterwards", join it on its day: the planner merges them.)
    const after = eventPhase.days.slice(eventPhase.days.indexOf(eventDay));
    // (Its check counts what its days hold, and brings in nothing: a stage's own maker may be in a later week.)
    const milestone = { ...source.milestone, uses: undefined };
    const onIt = after.map((d, k) => ({ ...d, tasks: [...(k ? [] : morning), ...d.tasks.map(placed)] }));
    return { ...source, milestone, days: last ? [...days, ...onIt] : days };
  });
  if (weeks.some((w) => !w.days.length)) return undefined;
  for (const w of weeks) DAYS_AS_PLACED.add(w);
  return { weeks, days: slots.length, dropped };
}

/**
 * The essentials of a one-off whose days cannot hold them (decision 394), on `slots` days of `dailyMinutes`: each day
 * within its minutes and a tenth, a task up to half as long again alone on a day done in the day's minutes (a call, the
 * stories asked for), in order; the first task no day can hold (the draft) opens one longer sitting, which keeps what
 * follows it until the days after it can hold the rest. Tasks keep their order; undefined where no day is left to fill.
 */
function longSitting<T extends { t: Task }>(
  chosen: readonly T[],
  slots: number,
  dailyMinutes: number,
): { days: { task: T; minutes: number }[][]; eve: { task: T; minutes: number }[] } | undefined {
  if (!slots) return undefined;
  const cap = dailyMinutes * 1.1;
  const days: { task: T; minutes: number }[][] = Array.from({ length: slots }, () => []);
  const eve: { task: T; minutes: number }[] = [];
  const sum = (day: { minutes: number }[]) => day.reduce((n, x) => n + x.minutes, 0);
  let at = 0;
  let long = -1;
  chosen.forEach((task, k) => {
    const rest = chosen.slice(k).reduce((n, x) => n + Math.min(x.t.minutes, dailyMinutes), 0);
    // (The sitting keeps on while the days after it could not hold what is left.)
    if (at === long && days[at]!.length < MOST && rest > (slots - 1 - at) * dailyMinutes)
      return void days[at]!.push({ task, minutes: task.t.minutes });
    for (;;) {
      const day = days[at]!;
      if (sum(day) + task.t.minutes <= cap && day.length < MOST) return void day.push({ task, minutes: task.t.minutes });
      if (!day.length && task.t.minutes <= dailyMinutes * 1.5) return void day.push({ task, minutes: dailyMinutes });
      if (long < 0 && (!day.length || at === slots - 1) && day.length < MOST) {
        long = at;
        return void day.push({ task, minutes: task.t.minutes });
      }
      // (The last day full, what is left, the printed copy and the backup reader, goes to the morning of the day itself.)
      if (at === slots - 1) return void (day.length < MOST ? day : eve).push({ task, minutes: task.t.minutes });
      at++;
    }
  });
  return { days, eve };
}

/** Tasks a day of the sitting holds at most: a day holds 8 (the schema's), and the week's check may join it. */
const MOST = ROADMAP_LIMITS.tasksPerDay.max - 1;
