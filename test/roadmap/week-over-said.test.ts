import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { minutesOf, overSaid, planMetrics } from '../../scripts/roadmaps/metrics';
import { asker } from './ask';
import { goal } from './custom-ask';

/**
 * Decision 348 (#39, every week within the person's time): a practice week's check fits what its week has left; a lesson
 * week over the person's time only by a session done at its own length names that day; and the evaluation counts a week
 * over only by a long day it says apart ("over, said"), and a day off the plan as no time asked.
 */
const SPREAD: Record<number, number[]> = { 2: [3, 6], 3: [1, 3, 5], 4: [1, 2, 4, 6], 5: [1, 2, 3, 4, 5] };
const ask = (option: string, current: string, target: string, minutes: number, days: number) =>
  asker(minutes)(option, current, target, { daysPerWeek: days, weekdays: SPREAD[days]! });
const planFor = (request: Parameters<typeof generateRoadmap>[0]) => generateRoadmap(request, builtinProvider);
const asked = (week: RoadmapPlan['weeks'][number]) => week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);

describe('a practice week’s check within its week (decision 348)', () => {
  const people = [
    ask('Coding', 'I know a little Python', 'analyse my spreadsheets with pandas', 10, 2),
    ask('Coding', 'never coded', 'make my own small game in Godot', 10, 2),
    ask('Coding', 'I did a bit of HTML at school', 'build a phone app for my allotment club', 10, 2),
    ask('Coding', 'I use Excel every day', 'a Python script that renames and sorts my invoices', 10, 2),
  ];
  it.each(people.map((p) => [p.answers.targetLevel, p]))(
    '%s at 10 minutes on 2 days: each practice week within 22 minutes',
    async (_, request) => {
      const plan = await planFor(request);
      const practice = plan.weeks.filter((w) => /: Practice, week \d+/.test(w.title));
      expect(practice.length).toBeGreaterThan(3);
      for (const week of practice) {
        expect({ week: week.title, minutes: asked(week) <= 22 }).toEqual({ week: week.title, minutes: true });
        // The check is still there, and a task given 5 minutes says 5 in its words, never the 10 it had.
        expect(week.days.at(-1)!.tasks.at(-1)!.title).toMatch(/^Milestone:/);
        for (const t of week.days.flatMap((d) => d.tasks)) {
          const said = /, (\d+) minutes\b/.exec(t.title);
          if (said) expect({ task: t.title, minutes: t.estimatedMinutes }).toEqual({ task: t.title, minutes: Number(said[1]) });
        }
        expect(week.description).not.toMatch(/give them a longer day or add one/);
      }
    },
  );

  it('at 45 minutes on 5 days a practice week keeps its tasks at their length (no 5-minute tasks)', async () => {
    const plan = await planFor(ask('Coding', 'I know a little Python', 'analyse my spreadsheets with pandas', 45, 5));
    const practice = plan.weeks.filter((w) => /: Practice, week \d+/.test(w.title));
    expect(practice.length).toBeGreaterThan(0);
    for (const week of practice) for (const t of week.days.flatMap((d) => d.tasks)) expect(t.title).not.toMatch(/, 5 minutes\b/);
  });
});

describe('a lesson week over the time only by a session done whole names its day (decision 348)', () => {
  const people = [
    goal('Learn to drive', 'never driven', 'pass my driving test', { minutes: 10, days: 2 }),
    goal('Driving licence', 'had two lessons years ago', 'pass my practical test this year', { minutes: 15, days: 3 }),
    goal('Beekeeping', 'never kept bees', 'my first colony through its first summer', { minutes: 20, days: 3 }),
    ask('Music (Instrumental Practice)', 'I have a DJ controller and know the basics', 'DJ a two-hour set at my sister’s 30th', 20, 3),
    ask('Interview Preparation', 'senior engineer, rusty at interviews', 'pass a FAANG software engineer loop', 10, 2),
  ];
  it.each(people.map((p) => [`${p.title ?? p.option}: ${p.answers.targetLevel}`, p]))('%s', async (_, request) => {
    const plan = await planFor(request);
    const { dailyMinutes } = request.answers;
    const days = request.daysPerWeek!;
    const named = plan.weeks.filter((w) =>
      /takes [^.]* for “[^”]+”, kept whole: more than your \d+ minutes a day, so keep th(?:at day|ose days) free/.test(w.description),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const week of named) {
      // The days it names are the long ones, and every other day is within its day.
      const long = [...week.description.matchAll(/Day (\d+) takes/g)].map((m) => Number(m[1]) - 1);
      week.days.forEach((d, i) => {
        const minutes = d.tasks.reduce((n, t) => n + t.estimatedMinutes, 0);
        expect({ day: i + 1, long: minutes > dailyMinutes * 1.1 }).toEqual({ day: i + 1, long: long.includes(i) });
      });
      // The session is named by its own title, or its head cut at a clause and said cut ("…"), never a fragment.
      for (const [, d, name] of week.description.matchAll(/Day (\d+) takes [^“]+“([^”]+)”/g)) {
        const titles = week.days[Number(d) - 1]!.tasks.map((t) => t.title);
        expect(titles.some((t) => t === name || t.startsWith(`${name!.replace(/…$/, '')}${name!.endsWith('…') ? '' : ':'}`))).toBe(true);
      }
      expect(overSaid(week, dailyMinutes, days)).toBe(minutesOf(week) > dailyMinutes * days * 1.1);
    }
  });
});

describe('the evaluation’s week (decision 348)', () => {
  const task = (title: string, minutes: number) => ({
    title,
    description: 'Do it.',
    difficulty: 'easy' as const,
    estimatedMinutes: minutes,
  });
  const week = (description: string, ...days: [string, number][][]) => ({
    number: 1,
    title: 'Week 1: x',
    description,
    days: days.map((tasks, d) => ({ number: d + 1, title: `Day ${d + 1}`, tasks: tasks.map(([t, m]) => task(t, m)) })),
  });
  const plan = (w: ReturnType<typeof week>): RoadmapPlan => ({ title: 'P', description: '', weeks: [w] });
  const dayOff: [string, number] = ['A day off the plan: this week’s work is on your other days', 5];

  it('a day off the plan asks no time; a rest day’s stretch does', () => {
    expect(minutesOf(week('', [['Read the brief', 20]], [dayOff]))).toBe(20);
    expect(minutesOf(week('', [['Read the brief', 20]], [['Rest day: 5 minutes of easy stretching', 5]]))).toBe(25);
    expect(planMetrics(plan(week('', [['Read the brief', 20]], [dayOff])), 10, 2).withinTime).toBe(1);
    expect(planMetrics(plan(week('', [['Read the brief', 20]], [['Look back at “the brief”', 5]])), 10, 2).withinTime).toBe(0);
  });

  it('a week over only by a long day it names is over, said — never within', () => {
    const said = week('Day 2 takes 1 hour for “Lesson”, kept whole: keep that day free.', [['Theory', 10]], [['Lesson', 60]]);
    expect(planMetrics(plan(said), 10, 2)).toMatchObject({ withinTime: 0, overSaid: 1 });
    const unsaid = week('This week is busy.', [['Theory', 10]], [['Lesson', 60]]);
    expect(planMetrics(plan(unsaid), 10, 2)).toMatchObject({ withinTime: 0, overSaid: 0 });
    // Three days each past the day are days stacked, not one long session said.
    const stacked = week('Day 1 takes 30 minutes.', [['A', 30]], [['B', 30]], [['C', 30]]);
    expect(planMetrics(plan(stacked), 10, 3)).toMatchObject({ withinTime: 0, overSaid: 0 });
    const within = week('Day 1 takes 15 minutes.', [['A', 15]], [['B', 5]]);
    expect(planMetrics(plan(within), 10, 2)).toMatchObject({ withinTime: 1, overSaid: 0 });
  });
});
