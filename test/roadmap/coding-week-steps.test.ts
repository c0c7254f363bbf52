import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { planMetrics, twiceIn } from '../../scripts/roadmaps/metrics';
import { ask, plan, type Learner } from './coding-plans';

/**
 * A week of Coding practice as a mentor sets it (decision 285): its days each bring their own step of the week's
 * project — learn or plan, build, test or review, ship — and the practice around it comes back with a new exercise
 * each day, never the same task twice in a week. Round 16's readers found "Apply to one role with a tailored note",
 * "Code review of this week's step" and "MDN: the page of one element…" on two or three days of one week, and a
 * 20-minute week of "Site: 20 minutes on …" three days running.
 */

/** Six people nobody planned for, one for each of the tracks a mentor meets most, at four shapes of week. */
const PEOPLE: readonly [who: string, current: string, target: string][] = [
  ['a teacher’s class website', 'primary school teacher, never coded', 'build a website for my class with homework pages and photos'],
  ['a JavaScript developer to a back-end job', 'I write React at work', 'a backend developer job building APIs with Node and SQL'],
  ['an accountant to pandas', 'accountant, Excel power user, no Python', 'analyse our client data with python and pandas'],
  ['a teen modding Minecraft', "I'm 13 and play Minecraft a lot, never coded", 'make my own Minecraft mod with new blocks'],
  ['a bootcamp graduate job hunting', 'bootcamp last year, built a few projects', 'get hired as a junior developer'],
  [
    'a retiree’s photo script',
    'retired engineer, a little BASIC long ago',
    'a Python script that renames and sorts my holiday photos by date',
  ],
];
const SHAPES: readonly [minutes: number, days: number][] = [
  [10, 2],
  [20, 3],
  [45, 5],
  [120, 7],
];
const CASES = PEOPLE.flatMap(([who, current, target]) =>
  SHAPES.map(([minutes, days]) => [who, minutes, days, [current, target, minutes, days] as Learner] as const),
);

/** Weeks of practice alone on a theme (no lesson left over): where the week's own steps are read. */
const practiceAlone = (p: RoadmapPlan) =>
  p.weeks.filter((w) => /: Practice, week \d+/.test(w.title) && w.days.every((d) => /^Day \d+: Practice\b/.test(d.title)));
const themeOf = (title: string) => /: Practice, week \d+(?: of \d+)?: (.+?)(?:, again)? \(/.exec(title)?.[1];

describe('a week of Coding practice brings a new step each day', () => {
  it.each(CASES)('%s at %i minutes, %i days: no task twice in a week', async (_who, _m, _d, person) => {
    const p = await plan(ask(...person));
    const twice = p.weeks.map((w) => ({ week: w.title, twice: twiceIn(w) })).filter((w) => w.twice.length);
    expect(twice).toEqual([]);
  });

  it.each(CASES)('%s at %i minutes, %i days: each day of a practice week opens with its own step', async (_who, _m, days, person) => {
    const p = await plan(ask(...person));
    for (const week of practiceAlone(p)) {
      const theme = themeOf(week.title)!;
      const leads = week.days.map((d) => d.tasks[0]!.title);
      // Each a step of this week's theme, none the same words as another day's.
      expect({ week: week.title, steps: leads.filter((t) => t.includes(theme)).length }).toEqual({ week: week.title, steps: days });
      expect(new Set(leads).size).toBe(leads.length);
    }
  });

  it.each(PEOPLE)('%s: plans of 12 weeks or more have at least 60% distinct titles', async (_who, current, target) => {
    for (const [minutes, days] of SHAPES) {
      const p = await plan(ask(current, target, minutes, days));
      if (p.weeks.length >= 12)
        expect({ minutes, days, distinct: planMetrics(p, minutes, days).distinct >= 0.6 }).toMatchObject({ distinct: true });
    }
  });
});

describe('what the person reads in a practice week', () => {
  it('the teacher at 20 minutes on 3 days learns the section on MDN, builds it, and puts it live', async () => {
    const p = await plan(ask(...([PEOPLE[0]![1], PEOPLE[0]![2], 20, 3] as Learner)));
    const week = practiceAlone(p)[0]!;
    const theme = themeOf(week.title)!;
    expect(week.days.map((d) => d.tasks[0]!.title)).toEqual([
      `Learn: ${theme}, on MDN, then a sketch at phone width, 20 minutes`,
      `Build: ${theme}, in HTML and then CSS at 320 px wide, 20 minutes`,
      `Ship: ${theme}, committed, pushed and live, 15 minutes`,
    ]);
    expect(week.days.map((d) => d.title)).toEqual(['Day 1: Practice: learn', 'Day 2: Practice: build', 'Day 3: Practice: ship']);
  });

  it('the bootcamp graduate at 45 minutes on 5 days meets a new problem each day, and applies', async () => {
    const p = await plan(ask('bootcamp last year, built a few projects', 'get hired as a junior developer', 45, 5));
    const week = practiceAlone(p)[0]!;
    const problems = week.days.map((d) => d.tasks.find((t) => t.title.startsWith('Problems:'))!.title);
    expect(new Set(problems).size).toBe(5);
    expect(problems[0]).toMatch(/easy first, aloud$/);
    expect(problems.join('\n')).toMatch(/brute force then better/);
    // Two tailored applications in a week of practice, beside the problems.
    expect(week.days.flatMap((d) => d.tasks).map((t) => t.title)).toContain('Applications: 2 roles, each with a tailored note');
  });

  it('the accountant at 45 minutes on 5 days asks, analyses, charts, checks and shares, and does not repeat a turn task', async () => {
    const p = await plan(ask('accountant, Excel power user, no Python', 'analyse our client data with python and pandas', 45, 5));
    for (const week of practiceAlone(p)) {
      expect(week.days.map((d) => d.tasks[0]!.title.split(':')[0])).toEqual(['Ask', 'Analyse', 'Chart', 'Check', 'Share']);
      const others = week.days.flatMap((d) => d.tasks.slice(1).map((t) => t.title));
      expect(new Set(others).size).toBe(others.length);
    }
  });

  it('a week at 2 hours on 7 days takes every step once, and fills the person’s time with fresh exercises', async () => {
    const p = await plan(ask('I write React at work', 'a backend developer job building APIs with Node and SQL', 120, 7));
    const week = practiceAlone(p)[0]!;
    expect(week.days.map((d) => d.tasks[0]!.title.split(':')[0])).toEqual(['Design', 'Build', 'Build', 'Build', 'Test', 'Review', 'Ship']);
    const minutes = week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);
    expect(minutes).toBeGreaterThanOrEqual(0.8 * 120 * 7);
    expect(minutes).toBeLessThanOrEqual(1.1 * 120 * 7);
  });

  it('a 15-minute back-end week on 3 days keeps within the person’s time', async () => {
    const p = await plan(ask('I write React at work', 'a backend developer job building APIs with Node and SQL', 15, 3));
    for (const week of practiceAlone(p)) {
      const minutes = week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);
      expect({ week: week.title, within: minutes <= 15 * 3 * 1.1 }).toEqual({ week: week.title, within: true });
    }
  });
});
