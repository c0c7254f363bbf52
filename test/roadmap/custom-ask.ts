import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';

/** A custom goal as the questionnaire sends it: its title, where the person is and their target, 30 minutes on 3 days unless `more` says otherwise. */
export const goal = (
  title: string,
  currentLevel: string,
  targetLevel: string,
  more: { description?: string; minutes?: number; days?: number } = {},
) => ({
  category: 'custom' as const,
  option: 'Custom',
  title,
  description: more.description ?? title,
  answers: { currentLevel, targetLevel, dailyMinutes: more.minutes ?? 30 },
  daysPerWeek: more.days ?? 3,
});

export const plan = (...args: Parameters<typeof goal>) => generateRoadmap(goal(...args), builtinProvider);
export const tasksOf = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
export const textOf = (p: RoadmapPlan) =>
  tasksOf(p)
    .map((t) => `${t.title} ${t.description}`)
    .join('\n');
/** The week (1-based) of the first task whose title matches, or 0. */
export const weekOf = (p: RoadmapPlan, title: RegExp) =>
  p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => title.test(t.title)))) + 1;

/** Each step's title is in the plan, in weeks that never go back. */
export const inOrder = (p: RoadmapPlan, steps: RegExp[]) => {
  const weeks = steps.map((s) => weekOf(p, s));
  expect(weeks.every((w) => w > 0)).toBe(true);
  expect([...weeks].sort((a, b) => a - b)).toEqual(weeks);
};
