import { readBack } from '../../lambdas/roadmap/reading';
import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { asker } from './ask';

/**
 * A track's people on one option: the track the read-back names for their words, and their plan on
 * `days` days of `minutes` (the questionnaire's request, planned by the builtin provider).
 */
export const trackPeople = (option: string) => {
  const ask = asker(30);
  return {
    trackOf: (current: string, target: string) => readBack(ask(option, current, target)).track.name,
    plan: (current: string, target: string, days: number, minutes: number) =>
      generateRoadmap(
        {
          ...ask(option, current, target, { daysPerWeek: days }),
          answers: { currentLevel: current, targetLevel: target, dailyMinutes: minutes },
        },
        builtinProvider,
      ),
  };
};

/** A plan that holds the person's days every week, within half a year, with every hole filled. */
export const heldOnTheirDays = (plan: RoadmapPlan, days: number) => {
  expect(plan.weeks.length).toBeLessThanOrEqual(26);
  for (const week of plan.weeks) expect(week.days).toHaveLength(days);
  expect(JSON.stringify(plan.weeks)).not.toMatch(/\{[a-zA-Z]+\}/);
};
