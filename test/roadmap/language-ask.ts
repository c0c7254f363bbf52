import { CATALOG } from '../../contract';
import { breakDownTask } from '../../lambdas/roadmap/breakdown';
import type { RoadmapRequest } from '../../lambdas/roadmap/generate';

/** A language learner's request, as the questionnaire sends it. */
export const ask = (option: string, currentLevel: string, targetLevel: string, minutes: number, days: number): RoadmapRequest => ({
  category: CATALOG.find((c) => c.options.includes(option))!.id,
  option,
  answers: { currentLevel, targetLevel, dailyMinutes: minutes },
  daysPerWeek: days,
});

/** Whether a task breaks into 2–6 steps, as any curriculum task does, with its title beside for the failure. */
export const breaksIntoSteps = (title: string, description: string, minutes: number) => {
  const steps = breakDownTask({ title, description, estimatedMinutes: minutes });
  return { title, steps: steps.length >= 2 && steps.length <= 6 };
};
