import { CATALOG, planWeekdays, SPREAD_WEEKDAYS } from '../../contract';
import { planFromCurriculum, summarizePlan } from '../../lambdas/roadmap/builtin/from-curriculum';
import { shapePlan } from '../../lambdas/roadmap/builtin/shape';
import { curriculumFor } from '../../lambdas/roadmap/curricula/load';
import type { RoadmapRequest } from '../../lambdas/roadmap/generate';
import { ROUND } from '../../scripts/roadmaps/metrics';

/**
 * Plans held to a date, as the tests of weeks between and lighter weeks read them (decisions 249, 258):
 * "today" fixed, a Friday, the plans starting on the Monday after.
 */
const today = '2026-11-27';
const start = '2026-11-30';

/** The plan made on `today` at `minutes` a day, on `days` days spread over the week as the questionnaire spreads them, or on the weekdays given. */
export function planFor(option: string, currentLevel: string, targetLevel: string, minutes: number, days: number | number[]) {
  const weekdays = planWeekdays({ startDate: start, weekdays: typeof days === 'number' ? [...SPREAD_WEEKDAYS[days]!] : days });
  const request: RoadmapRequest = {
    category: CATALOG.find((c) => c.options.includes(option))!.id,
    option,
    answers: { currentLevel, targetLevel, dailyMinutes: minutes },
    daysPerWeek: weekdays.length,
    weekdays,
    startDate: start,
  };
  const curriculum = curriculumFor(request);
  const shape = shapePlan(curriculum, { ...request.answers, daysPerWeek: weekdays.length, weekdays, start, today });
  const weeks = planFromCurriculum(curriculum, request, shape).weeks;
  const { text } = summarizePlan(curriculum, request, shape, weeks);
  return { shape, weeks, text };
}

export type Week = ReturnType<typeof planFor>['weeks'][number];

/** A week's tasks as the plan-quality measure counts them: titles, numbers blanked, milestones aside, a day's round unsaid (decision 281). */
export const tasksOf = (week: Week) =>
  new Set(
    week.days.flatMap((d) =>
      d.tasks.filter((t) => !/^Milestone:/i.test(t.title)).map((t) => t.title.replace(ROUND, '').toLowerCase().replace(/\d+/g, '#')),
    ),
  );

/** Whether week `a` shares four fifths or more of its tasks with week `b`. */
export function alike(a: Week, b: Week): boolean {
  const [mine, theirs] = [tasksOf(a), tasksOf(b)];
  return [...mine].filter((t) => theirs.has(t)).length >= 0.8 * mine.size;
}

/** The share of a plan's weeks alike an earlier week (four fifths of their tasks, numbers blanked). */
export const repeating = (weeks: readonly Week[]) =>
  weeks.filter((w, k) => weeks.slice(0, k).some((e) => alike(w, e))).length / weeks.length;

/** Whether two weeks hold the very same tasks, numbers and all, in the same order. */
export function identical(a: Week, b: Week): boolean {
  const titles = (w: Week) => w.days.flatMap((d) => d.tasks.map((t) => t.title));
  const [mine, theirs] = [titles(a), titles(b)];
  return mine.length === theirs.length && mine.every((t, k) => t === theirs[k]);
}

/** Days a week and minutes a day, short to long: the schedules the held-week tests read every plan at. */
export const SCHEDULES = [
  [2, 15],
  [3, 30],
  [4, 45],
  [5, 20],
  [6, 60],
  [7, 90],
] as const;
