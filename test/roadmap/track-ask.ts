import { readBack } from '../../lambdas/roadmap/reading';
import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { asker } from './ask';

/**
 * A person's words on one option, as a track's tests read them: the track the read-back names, and the
 * builtin plan at `minutes` a day on `days` days (30 on 3 unless given).
 */
export function onOption(option: string) {
  const ask = asker(30);
  return {
    trackOf: (current: string, target: string) => readBack(ask(option, current, target)).track.name,
    plan: (current: string, target: string, minutes = 30, days = 3) =>
      generateRoadmap(
        {
          ...ask(option, current, target, { daysPerWeek: days }),
          answers: { currentLevel: current, targetLevel: target, dailyMinutes: minutes },
        },
        builtinProvider,
      ),
  };
}

/** A plan week's minutes, all its tasks together. */
export const minutesOf = (week: RoadmapPlan['weeks'][number]) =>
  week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);

/**
 * Each week on at most the person's days and within their time (a tenth over allowed), or saying that one
 * day holds a session kept whole (decision 129).
 */
export function expectOnTheirDays(plan: RoadmapPlan, minutes: number, days: number) {
  for (const week of plan.weeks) {
    expect(week.days.length).toBeLessThanOrEqual(days);
    if (minutesOf(week) > minutes * days * 1.1) expect(week.description).toMatch(/for its session; the other days are shorter|kept whole/);
  }
}

/** A plan that holds the person's days every week, within half a year, with every hole filled. */
export const heldOnTheirDays = (plan: RoadmapPlan, days: number) => {
  expect(plan.weeks.length).toBeLessThanOrEqual(26);
  for (const week of plan.weeks) expect(week.days).toHaveLength(days);
  expect(JSON.stringify(plan.weeks)).not.toMatch(/\{[a-zA-Z]+\}/);
};
