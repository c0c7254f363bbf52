import { LIMITS, WORKDAYS, type PlanPreview, type PlanSuggestion } from '../../contract';
import type { CreateGoalInput } from '../../contract/schemas';
import { calendarWeeks, describeShape, fillSentence, formatDuration, formatMinutes, outsideSentence } from './builtin/describe';
import { planFromCurriculum } from './builtin/from-curriculum';
import { fitsWeek, shapePlan, takesLonger, warningsFor, type PlanShape } from './builtin/shape';
import { curriculumFor } from './curricula/load';
import type { Rung } from './curricula/schema';
import { readBack } from './reading';

/**
 * What the plan for a goal will be, before it is made: the planner's arithmetic on the questionnaire's
 * answers (builtin/shape.ts), in the words the goal's description will use, with the changes that would
 * reach the target. No provider is called and nothing is stored, so it answers at once.
 */

/** Daily times a suggestion may offer: the questionnaire's presets and the longer days people plan. */
const MINUTE_STEPS = [15, 20, 30, 45, 60, 75, 90, 120, 150, 180, 240].filter((m) => m <= LIMITS.dailyMinutes.max);

export function previewPlan(input: CreateGoalInput): PlanPreview {
  const curriculum = curriculumFor(input);
  const { currentLevel, targetLevel, dailyMinutes, weeks } = input.answers;
  const daysPerWeek = input.schedule?.weekdays.length ?? WORKDAYS.length;
  const shapeAt = (minutes: number, days: number, target = targetLevel) =>
    shapePlan(curriculum, { currentLevel, targetLevel: target, dailyMinutes: minutes, daysPerWeek: days, weeks });
  const shape = shapeAt(dailyMinutes, daysPerWeek);
  const daysPerPlanWeek = curriculum.weeks[shape.syllabus[0]!]!.days.length;
  const calendar = (planWeeks: number, days: number) => calendarWeeks(planWeeks, daysPerPlanWeek, { daysPerWeek: days });
  const rungs = curriculum.ladder?.rungs ?? [];
  const rank = (rung: Rung | undefined) => (rung ? rungs.indexOf(rung) : -1);
  // Reached, and (for training) with a hardest week the days can hold.
  const done = (s: PlanShape) => !!s.target && s.reached === s.target && (s.hoursToTarget !== undefined || fitsWeek(s));
  const further = (s: PlanShape) => rank(s.reached) > rank(shape.reached) || (done(s) && !done(shape));
  const result = (s: PlanShape, days: number) =>
    s.reached
      ? `reaches ${s.reached.name} in ${formatDuration(calendar(s.syllabus.lastIndexOf(s.reached.week - 1) + 1, days))}`
      : `works towards ${(s.towards ?? s.target)!.name} for ${formatDuration(calendar(s.syllabus.length, days))}`;

  const suggestions: PlanSuggestion[] = [];
  if (shape.target && !done(shape)) {
    // The first longer day that reaches the target, else the first that gets further.
    const longer = MINUTE_STEPS.filter((m) => m > dailyMinutes).map((m) => ({ m, s: shapeAt(m, daysPerWeek) }));
    const byMinutes = longer.find(({ s }) => done(s)) ?? longer.find(({ s }) => further(s));
    if (byMinutes) suggestions.push({ change: 'minutes', dailyMinutes: byMinutes.m, result: result(byMinutes.s, daysPerWeek) });
    const moreDays = Array.from({ length: 7 - daysPerWeek }, (_, i) => daysPerWeek + 1 + i).map((d) => ({
      d,
      s: shapeAt(dailyMinutes, d),
    }));
    const byDays = moreDays.find(({ s }) => done(s)) ?? moreDays.find(({ s }) => further(s));
    if (byDays) suggestions.push({ change: 'days', daysPerWeek: byDays.d, result: result(byDays.s, byDays.d) });
    if (shape.reached && shape.reached !== shape.target) {
      const nearer = shapeAt(dailyMinutes, daysPerWeek, shape.reached.name);
      suggestions.push({ change: 'target', targetLevel: shape.reached.name, result: result(nearer, daysPerWeek) });
    }
  }

  // How much of each day the plan's sessions use (a short course on a long day leaves time free).
  const spare = fillSentence(planFromCurriculum(curriculum, { ...input, daysPerWeek }, shape).weeks, dailyMinutes);
  const weeklyMinutes = dailyMinutes * daysPerWeek;
  const plainLength = `This plan takes ${formatDuration(calendar(shape.syllabus.length, daysPerWeek))} at ${formatMinutes(weeklyMinutes)} a week.`;
  return {
    weeks: shape.syllabus.length,
    calendarWeeks: Math.round(calendar(shape.syllabus.length, daysPerWeek)),
    weeklyMinutes,
    ...(shape.reached && { reaches: { name: shape.reached.name, goal: shape.reached.goal } }),
    ...(shape.target && { target: { name: shape.target.name, goal: shape.target.goal, reached: done(shape) } }),
    warnings: warningsFor(curriculum, currentLevel, targetLevel, input.title ?? '', input.description ?? ''),
    summary: [
      describeShape(shape, curriculum, { dailyMinutes, daysPerWeek }) ||
        [plainLength, outsideSentence(shape, curriculum), takesLonger(curriculum, targetLevel)].filter(Boolean).join(' '),
      spare,
    ]
      .filter(Boolean)
      .join(' '),
    suggestions,
    reading: readBack({ ...input, daysPerWeek }),
  };
}
