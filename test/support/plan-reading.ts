import { CATALOG } from '../../contract';
import type { RoadmapPlan, RoadmapRequest } from '../../lambdas/roadmap/generate';

/** Reading a plan as a person's coach would: the request in their words, and the plan's text to read. */

/** A catalogue option's request in the person's words, with their minutes and days. */
export const ask = (
  option: string,
  currentLevel: string,
  targetLevel: string,
  dailyMinutes: number,
  daysPerWeek: number,
): RoadmapRequest => ({
  category: CATALOG.find((c) => c.options.includes(option))!.id,
  option,
  answers: { currentLevel, targetLevel, dailyMinutes },
  daysPerWeek,
});

/** Every task as its title and description, in order. */
export const tasksOf = (plan: RoadmapPlan) =>
  plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => `${t.title}\n${t.description}`)));

/** All the plan says: its description, each week's title and description, and every task. */
export const everything = (plan: RoadmapPlan) =>
  [plan.description, ...plan.weeks.flatMap((w) => [w.title, w.description ?? '']), ...tasksOf(plan)].join('\n');
