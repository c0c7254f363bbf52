import { readBack } from '../../lambdas/roadmap/reading';
import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { asker } from './ask';
import { inOrder, textOf } from './custom-ask';

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
    if (minutesOf(week) > minutes * days * 1.1)
      expect(week.description).toMatch(/for its session; the other days are shorter|kept whole|done once beside your sessions/);
  }
}

/** A plan that holds the person's days every week, within half a year, with every hole filled. */
export const heldOnTheirDays = (plan: RoadmapPlan, days: number) => {
  expect(plan.weeks.length).toBeLessThanOrEqual(26);
  for (const week of plan.weeks) expect(week.days).toHaveLength(days);
  expect(JSON.stringify(plan.weeks)).not.toMatch(/\{[a-zA-Z]+\}/);
};

/**
 * A track's own plan for a person, as its tests read it: the track the words choose, the steps in order,
 * every hole filled, their days held, none of the option's general course (`general`) and none of its
 * refusals (`refused`, "does not teach…").
 */
export function servedOn(option: string, general: RegExp, refused = /does not teach/) {
  const { trackOf, plan } = onOption(option);
  return async (track: string, current: string, target: string, minutes: number, days: number, steps: RegExp[]) => {
    expect(trackOf(current, target)).toBe(track);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).not.toMatch(general);
    expect(p.description).not.toMatch(refused);
    inOrder(p, steps);
    expectOnTheirDays(p, minutes, days);
    return { p, text };
  };
}
