import { CATALOG } from '../../contract';
import { breakDownTask } from '../../lambdas/roadmap/breakdown';
import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';

/** A language learner's request, as the questionnaire sends it. */
export const ask = (option: string, currentLevel: string, targetLevel: string, minutes: number, days: number): RoadmapRequest => ({
  category: CATALOG.find((c) => c.options.includes(option))!.id,
  option,
  answers: { currentLevel, targetLevel, dailyMinutes: minutes },
  daysPerWeek: days,
});

/** A file's planner: each request planned once by the builtin provider, its plan shared by every test that asks again. */
export const plannedOnce = () => {
  const plans = new Map<string, Promise<RoadmapPlan>>();
  return (request: RoadmapRequest) => {
    const key = JSON.stringify(request);
    if (!plans.has(key)) plans.set(key, generateRoadmap(request, builtinProvider));
    return plans.get(key)!;
  };
};

/** Whether a task breaks into 2–6 steps, as any curriculum task does, with its title beside for the failure. */
export const breaksIntoSteps = (title: string, description: string, minutes: number) => {
  const steps = breakDownTask({ title, description, estimatedMinutes: minutes });
  return { title, steps: steps.length >= 2 && steps.length <= 6 };
};

type Week = RoadmapPlan['weeks'][number];

/** A week's tasks, day after day. */
export const tasksOf = (week: Week) => week.days.flatMap((d) => d.tasks);

/** All a plan says, its description, weeks and tasks, as one text to search. */
export const planText = (plan: RoadmapPlan) =>
  [plan.description, ...plan.weeks.flatMap((w) => [w.title, w.description, ...tasksOf(w).flatMap((t) => [t.title, t.description])])].join(
    '\n',
  );

/** Weeks of practice alone: their description opens on the week's new (or reviewed) grammar and says the purpose slot. */
export const practiceWeeks = (plan: RoadmapPlan) => plan.weeks.filter((w) => /^(New|Review) this week/.test(w.description));

/** A practice week's theme, from its title ("Practice, week 3 of 8: the touchline (A1)"). */
export const themeOf = (week: Week) => /Practice, week \d+(?: of \d+)?: (.+?)(?:, again)? \([^()]+\)$/.exec(week.title)?.[1];
