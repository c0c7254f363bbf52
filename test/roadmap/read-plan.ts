import { SPREAD_WEEKDAYS } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { asker } from './ask';

/** A person on `option` asking on `days` spread days a week, as the questionnaire sends it. */
export const spreadAsker =
  (option: string) =>
  (currentLevel: string, targetLevel: string, dailyMinutes: number, days: number): RoadmapRequest =>
    asker(dailyMinutes)(option, currentLevel, targetLevel, { daysPerWeek: days, weekdays: [...SPREAD_WEEKDAYS[days]!] });

/** The builtin planner's plan for a request. */
export const plan = (request: RoadmapRequest) => generateRoadmap(request, builtinProvider);

export const tasksOf = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
export const titlesOf = (p: RoadmapPlan) => tasksOf(p).map((t) => t.title);
/** Every task's title and description, as the person reads them, one after another. */
export const textOf = (p: RoadmapPlan) =>
  tasksOf(p)
    .map((t) => `${t.title}\n${t.description}`)
    .join('\n');

const weekOfFirst = (p: RoadmapPlan, found: (task: { title: string; description: string }) => boolean) => {
  const index = p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some(found)));
  return index < 0 ? undefined : index + 1;
};
/** The week (1-based) of the first task whose title or description matches, or undefined. */
export const firstWeek = (p: RoadmapPlan, words: RegExp) => weekOfFirst(p, (t) => words.test(`${t.title}\n${t.description}`));
/** The week (1-based) of the first task whose title matches, or undefined. */
export const firstWeekTitled = (p: RoadmapPlan, title: RegExp) => weekOfFirst(p, (t) => title.test(t.title));
