import { addDays, CATALOG, planWeekdays, weekdayOf } from '../../contract';
import { planFromCurriculum, summarizePlan } from '../../lambdas/roadmap/builtin/from-curriculum';
import { shapePlan } from '../../lambdas/roadmap/builtin/shape';
import { curriculumFor } from '../../lambdas/roadmap/curricula/load';
import { firstPlanDay } from '../../lambdas/roadmap/deadline';
import type { RoadmapRequest } from '../../lambdas/roadmap/generate';

/** A request on the weekdays given, starting on `start`, as the questionnaire sends it. */
export function requestOn(
  option: string,
  currentLevel: string,
  targetLevel: string,
  minutes: number,
  days: number[],
  start: string,
): RoadmapRequest {
  const weekdays = planWeekdays({ startDate: start, weekdays: days });
  return {
    category: CATALOG.find((c) => c.options.includes(option))!.id,
    option,
    answers: { currentLevel, targetLevel, dailyMinutes: minutes },
    daysPerWeek: weekdays.length,
    weekdays,
    startDate: start,
  };
}

/**
 * The plan as made on `today`: its shape, weeks and description, and the date week `w`, day `d` (from 0) falls on
 * when it is started on `monday` (the request's own start unless said). Days flow onto the person's weekdays from
 * the first (contract dayDates).
 */
export function datedPlan(request: RoadmapRequest, today: string) {
  const curriculum = curriculumFor(request);
  const shape = shapePlan(curriculum, {
    ...request.answers,
    daysPerWeek: request.daysPerWeek,
    weekdays: request.weekdays,
    start: request.startDate,
    today,
  });
  const weeks = planFromCurriculum(curriculum, request, shape).weeks;
  const { text } = summarizePlan(curriculum, request, shape, weeks);
  const dateOf = (w: number, d: number, monday = request.startDate!) => {
    const first = firstPlanDay(monday, request.weekdays!);
    return addDays(first, 7 * w + ((request.weekdays![d]! - weekdayOf(first) + 7) % 7));
  };
  return { shape, weeks, text, dateOf };
}
