import { CATALOG } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';

/** A person's request on an option, as the questionnaire sends it, at `dailyMinutes` a day on 3 days unless `more` says otherwise. */
export const asker =
  (dailyMinutes: number) =>
  (option: string, currentLevel: string, targetLevel: string, more: Partial<RoadmapRequest> = {}): RoadmapRequest => ({
    category: CATALOG.find((c) => c.options.includes(option))!.id,
    option,
    answers: { currentLevel, targetLevel, dailyMinutes },
    daysPerWeek: 3,
    ...more,
  });

/**
 * A person on one option, as a track's test reads them: the track the read-back names for their words,
 * and the plan the builtin planner makes at `dailyMinutes` a day on `daysPerWeek` days.
 */
export const personOn = (option: string) => ({
  trackOf: (current: string, target: string) => readBack(asker(30)(option, current, target)).track.name,
  plan: (current: string, target: string, dailyMinutes = 45, daysPerWeek = 4) =>
    generateRoadmap(asker(dailyMinutes)(option, current, target, { daysPerWeek }), builtinProvider),
});

/** Each week on at most the person's days and within their time, a tenth over allowed (decision 129). */
export function expectTheirWeek(plan: RoadmapPlan, dailyMinutes: number, daysPerWeek: number) {
  for (const week of plan.weeks) {
    expect(week.days.length).toBeLessThanOrEqual(daysPerWeek);
    const total = week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);
    expect({ week: week.title, within: total <= dailyMinutes * daysPerWeek * 1.1 }).toEqual({ week: week.title, within: true });
  }
}
/** The days a week and minutes a day a plan is read at (round 10's brief): short, middle and long. */
export const GRID = [2, 4, 7].flatMap((days) => [10, 30, 120].map((minutes) => ({ days, minutes })));

/**
 * A plan read whole at `minutes` a day on `days` days: no hole left unfilled, and every week within the
 * days' time and a tenth or saying why (decision 129).
 */
export function expectWhole(plan: RoadmapPlan, minutes: number, days: number) {
  for (const week of plan.weeks) {
    const tasks = week.days.flatMap((d) => d.tasks);
    expect(tasks.map((t) => `${t.title} ${t.description}`).join('\n')).not.toMatch(/\{\w+\}/);
    expect(week.days).toHaveLength(days);
    const total = tasks.reduce((n, t) => n + t.estimatedMinutes, 0);
    if (total > minutes * days * 1.1) expect(week.description).toMatch(/kept whole|for its session; the other days are shorter|relies on/);
  }
}

/** One option's people: the track their words choose, and their plan at `minutes` a day on `days` days. */
export function onOption(option: string, dailyMinutes: number, dailyDays: number) {
  const ask = asker(dailyMinutes);
  return {
    ask,
    trackOf: (current: string, target: string) => readBack(ask(option, current, target)).track.name,
    plan: (current: string, target: string, minutes = dailyMinutes, days = dailyDays) =>
      generateRoadmap(
        {
          ...ask(option, current, target, { daysPerWeek: days }),
          answers: { currentLevel: current, targetLevel: target, dailyMinutes: minutes },
        },
        builtinProvider,
      ),
  };
}
