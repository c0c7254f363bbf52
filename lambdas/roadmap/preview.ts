import { LIMITS, moreWeekdays, planWeekdays, todayIn, WORKDAYS, type PlanPreview, type PlanSuggestion } from '../../contract';
import type { CreateGoalInput } from '../../contract/schemas';
import { formatDuration, summarizeShape, type ShapeSummary } from './builtin/describe';
import { planFromCurriculum, summarizePlan } from './builtin/from-curriculum';
import { goalWords, shapePlan, warningsFor, type PlanShape } from './builtin/shape';
import { curriculumFor } from './curricula/load';
import type { Rung } from './curricula/schema';
import { readBack } from './reading';

/**
 * What the plan for a goal will be, before it is made: the planner's arithmetic on the questionnaire's
 * answers (builtin/shape.ts), summed up once (builtin/describe.ts `summarizeShape`) in the words the
 * goal's description will use, with the changes that would reach the target, each planned exactly as
 * it would be made. No provider is called and nothing is stored, so it answers at once.
 */

/** Daily times a suggestion may offer: the questionnaire's presets and the longer days people plan. */
const MINUTE_STEPS = [15, 20, 30, 45, 60, 75, 90, 120, 150, 180, 240].filter((m) => m <= LIMITS.dailyMinutes.max);

export function previewPlan(input: CreateGoalInput): PlanPreview {
  const curriculum = curriculumFor(input);
  const { currentLevel, targetLevel, dailyMinutes, weeks } = input.answers;
  const schedule = input.schedule ?? { startDate: todayIn('UTC'), weekdays: WORKDAYS };
  const at = (minutes: number, weekdays: readonly number[], target = targetLevel) => {
    const days = planWeekdays({ startDate: schedule.startDate, weekdays: [...weekdays] });
    const shape = shapePlan(curriculum, {
      currentLevel,
      targetLevel: target,
      dailyMinutes: minutes,
      weekdays: days,
      weeks,
      start: schedule.startDate,
      goal: goalWords(input),
    });
    return { shape, summary: summarizeShape(shape, curriculum, { dailyMinutes: minutes, daysPerWeek: days.length }) };
  };
  const now = at(dailyMinutes, schedule.weekdays);
  const { shape, summary } = now;
  const rungs = curriculum.ladder?.rungs ?? [];
  const rank = (rung: Rung | undefined) => (rung ? rungs.indexOf(rung) : -1);
  // Further: a higher milestone honestly reached, or the target reached where it was not.
  const further = (s: ShapeSummary) => rank(s.reaches) > rank(summary.reaches) || (s.done && !summary.done);
  // What a change leads to, said so that it differs from now: training that now asks more than the days give says it no longer does.
  const result = ({ shape: s, summary: sum }: { shape: PlanShape; summary: ShapeSummary }) =>
    sum.reaches
      ? `reaches ${sum.reaches.name} in ${formatDuration(s.syllabus.lastIndexOf(sum.reaches.week - 1) + 1)}${shape.reached && !summary.reaches && sum.done ? ', every week within your time' : ''}`
      : `works towards ${(s.towards ?? s.target)!.name} for ${formatDuration(s.syllabus.length)}`;

  const suggestions: PlanSuggestion[] = [];
  if (shape.target && !summary.done) {
    // The first longer day that reaches the target, else the first that gets further.
    const longer = MINUTE_STEPS.filter((m) => m > dailyMinutes).map((m) => ({ m, plan: at(m, schedule.weekdays) }));
    const byMinutes = longer.find(({ plan }) => plan.summary.done) ?? longer.find(({ plan }) => further(plan.summary));
    if (byMinutes) suggestions.push({ change: 'minutes', dailyMinutes: byMinutes.m, result: result(byMinutes.plan) });
    // More days, the ones added being those the plan would be made on.
    const moreDays = Array.from({ length: 7 - schedule.weekdays.length }, (_, i) =>
      moreWeekdays(schedule.weekdays, schedule.weekdays.length + 1 + i),
    ).map((weekdays) => ({ weekdays, plan: at(dailyMinutes, weekdays) }));
    const byDays = moreDays.find(({ plan }) => plan.summary.done) ?? moreDays.find(({ plan }) => further(plan.summary));
    if (byDays)
      suggestions.push({ change: 'days', daysPerWeek: byDays.weekdays.length, weekdays: byDays.weekdays, result: result(byDays.plan) });
    // The milestone this plan honestly reaches, as the target: a plan that ends at it, reached.
    if (summary.reaches && summary.reaches !== shape.target) {
      const nearer = at(dailyMinutes, schedule.weekdays, summary.reaches.name);
      if (nearer.summary.done) suggestions.push({ change: 'target', targetLevel: summary.reaches.name, result: result(nearer) });
    }
  }

  // The plan as it will be made, summed up as its description will say it.
  const request = { ...input, daysPerWeek: shape.weekdays.length, weekdays: shape.weekdays, startDate: schedule.startDate };
  const plan = summarizePlan(curriculum, request, shape, planFromCurriculum(curriculum, request, shape).weeks);
  const weeklyMinutes = dailyMinutes * shape.weekdays.length;
  return {
    weeks: shape.syllabus.length,
    calendarWeeks: shape.syllabus.length,
    weeklyMinutes,
    ...(summary.reaches && { reaches: { name: summary.reaches.name, goal: summary.reaches.goal } }),
    ...(shape.target && { target: { name: shape.target.name, goal: shape.target.goal, reached: summary.done } }),
    warnings: warningsFor(curriculum, currentLevel, targetLevel, input.title ?? '', input.description ?? ''),
    facts: plan.facts,
    why: plan.why,
    details: plan.details,
    summary: plan.text,
    suggestions,
    reading: readBack(request),
  };
}
