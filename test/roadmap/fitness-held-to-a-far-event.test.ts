import { addDays, CATALOG, planWeekdays, weekdayOf } from '../../contract';
import { planFromCurriculum, summarizePlan } from '../../lambdas/roadmap/builtin/from-curriculum';
import { shapePlan } from '../../lambdas/roadmap/builtin/shape';
import { curriculumFor } from '../../lambdas/roadmap/curricula/load';
import { deadlineOf, firstPlanDay } from '../../lambdas/roadmap/deadline';
import type { RoadmapRequest } from '../../lambdas/roadmap/generate';

/**
 * Training held to an event further off than its programme (issue #39, decision 245): the extra weeks
 * go where a coach puts them — a base, the early weeks repeated, a lighter week every three or four —
 * never four identical weeks in a row; a race or a tour named by its month is held in that month; past
 * the 26-week horizon the plan says when to start. "Today" is fixed, a Friday.
 */
const today = '2026-11-27';

function ask(option: string, currentLevel: string, targetLevel: string, minutes: number, days: number[], start = today, title?: string) {
  const weekdays = planWeekdays({ startDate: start, weekdays: days });
  const request: RoadmapRequest = {
    category: CATALOG.find((c) => c.options.includes(option))!.id,
    option,
    answers: { currentLevel, targetLevel, dailyMinutes: minutes },
    daysPerWeek: weekdays.length,
    weekdays,
    startDate: start,
    ...(title && { title, description: `${title}: ${targetLevel}` }),
  };
  const curriculum = curriculumFor(request);
  const shape = shapePlan(curriculum, { ...request.answers, daysPerWeek: weekdays.length, weekdays, start, today });
  const weeks = planFromCurriculum(curriculum, request, shape).weeks;
  const { text } = summarizePlan(curriculum, request, shape, weeks);
  const first = firstPlanDay(start, weekdays);
  return { shape, weeks, text, first, titles: weeks.map((w) => w.title.replace(/^Week \d+: /, '')) };
}

/** The longest run of plan weeks that follow the same syllabus week in a row. */
function longestRun(syllabus: readonly number[]): number {
  let most = 1;
  let run = 1;
  for (let k = 1; k < syllabus.length; k++) {
    run = syllabus[k] === syllabus[k - 1] ? run + 1 : 1;
    most = Math.max(most, run);
  }
  return most;
}

describe('training stretched to a far race', () => {
  const people = [
    [
      'a 10K runner to a half in 16 weeks',
      'I run 3 times a week, ran a 10K in 52:30',
      'the Brighton half marathon on 22 March under 1:55',
      50,
      [1, 3, 5, 6],
    ],
    ['a beginner to a parkrun in 24 weeks', 'never run, a bit overweight', 'my first parkrun 5k on 15 May', 30, [2, 4, 6]],
    ['a half runner to a marathon', 'I ran a half marathon last year in 2:05', 'the Manchester marathon on 19 April', 60, [1, 2, 4, 6, 7]],
    ['a swimmer to a charity mile', 'I swim 2 lengths breaststroke', 'swim a mile in the charity swim on 14 March', 40, [1, 3, 5]],
    ['a commuter to a sportive', 'I ride 20 km at weekends', 'ride a 100 km sportive on 18 April', 90, [2, 4, 6, 7]],
  ] as const;

  it.each(people)('%s: held to its week, never three identical weeks in a row', (_, current, target, minutes, days) => {
    const plan = ask('Physical Fitness', current, target, minutes, [...days]);
    expect(plan.shape.deadline?.fit).toBe('held');
    expect(plan.weeks.length).toBe(plan.shape.deadline!.weeks);
    // A lighter week is its syllabus week at about 70% (decision 249), not the same week: it breaks a run.
    const alike = plan.shape.syllabus.map((i, k) => (plan.shape.cutbacks?.includes(k) ? -1 - k : i));
    expect(longestRun(alike)).toBeLessThan(3);
    // No title says "again" three times running.
    const again = plan.titles.map((t) => /again/.test(t));
    expect(again.some((a, k) => a && again[k + 1] && again[k + 2])).toBe(false);
  });

  it('builds a base from the 10K block before a half, and steps back every few weeks', () => {
    const plan = ask(
      'Physical Fitness',
      'I run 3 times a week, ran a 10K in 52:30',
      'the Brighton half marathon on 22 March under 1:55',
      50,
      [1, 3, 5, 6],
    );
    expect(plan.titles[0]).toMatch(/^From 5K to 10K: a 40-minute long run — your base/);
    expect(plan.titles.filter((t) => /— a lighter week/.test(t)).length).toBeGreaterThanOrEqual(2);
    expect(plan.titles.at(-1)).toMatch(/Taper and your half marathon/);
    expect(plan.text).toMatch(/the extra time goes to a base of about 3 weeks from the programme's earlier weeks first/);
    expect(plan.text).toMatch(/a lighter week every three or four \(weeks [\d, ]+ and \d+\)/);
    // The first half-block week comes after the base, each block week's long run no shorter than the one before it but for the lighter weeks.
    const blockStart = plan.titles.findIndex((t) => /^Half block/.test(t));
    expect(blockStart).toBe(3);
  });

  it('never repeats the programme’s first week, an entry (a bike fitted, lessons for a non-swimmer)', () => {
    const swim = ask('Physical Fitness', 'I swim 2 lengths breaststroke', 'swim a mile in the charity swim on 14 March', 40, [1, 3, 5]);
    expect(swim.titles.join('\n')).not.toMatch(/Lessons first/);
    const ride = ask('Physical Fitness', 'I ride 20 km at weekends', 'ride a 100 km sportive on 18 April', 60, [2, 4, 6, 7]);
    expect(ride.titles.filter((t) => /^Your bike, your kit/.test(t))).toHaveLength(1);
    // The programme's own lighter weeks, its peak and taper come once each.
    expect(ride.titles.filter((t) => /^Your longest ride/.test(t))).toHaveLength(1);
    expect(ride.titles.filter((t) => /^Taper/.test(t))).toHaveLength(1);
  });

  it('leaves a race near enough for the programme as it was: no base, no lighter weeks added', () => {
    const plan = ask('Physical Fitness', 'I run 3 times a week, ran a 10K in 52:30', 'a half marathon on 14 January', 50, [1, 3, 5, 6]);
    expect(plan.titles.join('\n')).not.toMatch(/your base|a lighter week$/);
  });
});

describe('an event named by its month', () => {
  it('holds a tour in April in the week of its first day, and says which week it took', () => {
    const plan = ask(
      'Custom',
      'I cycle to work 20 minutes each way',
      'ride the Loire à Vélo over 6 days in April',
      60,
      [1, 3, 5, 6],
      today,
      'Loire à Vélo',
    );
    expect(plan.shape.deadline?.fit).toBe('held');
    const weeks = plan.weeks.length;
    // April's first whole week, from Monday 5 April 2027, is the plan's last week (decision 365).
    const into = (Date.parse('2027-04-05') - Date.parse(plan.first)) / 86_400_000 - 7 * (weeks - 1);
    expect(into).toBeGreaterThanOrEqual(0);
    expect(into).toBeLessThan(7);
    expect(plan.titles.at(-1)).toMatch(/Fresh legs, then the Loire à Vélo/);
    expect(plan.text).toMatch(/Not knowing the day, the plan takes the week of Monday 5 April as its week/);
    expect(plan.text).not.toMatch(/finishes before it/);
    expect(longestRun(plan.shape.syllabus)).toBeLessThan(4);
  });

  it('past 26 weeks says plainly when to start: Snowdon in August, the Loire in July', () => {
    const hill = ask(
      'Physical Fitness',
      "I'm 66 and had a new hip last year, I walk the dog every day",
      'walk up Snowdon with my grandson in August',
      45,
      [2, 4, 6],
    );
    expect(hill.text).toMatch(
      /further than a plan runs \(26 weeks\): this eight-week plan would finish months before it\. Start it in the week of Monday \d+ June, so that its last week is the first week of August \(from Monday 2 August\)/,
    );
    const tour = ask(
      'Custom',
      'I cycle to work 20 minutes each way',
      'ride the Loire à Vélo over 6 days in July',
      60,
      [1, 3, 5, 6],
      today,
      'Loire à Vélo',
    );
    expect(tour.text).toMatch(
      /Start it in the week of Monday \d+ (?:April|May), so that its last week is the first week of July \(from Monday 5 July\)/,
    );
    expect(tour.text).not.toMatch(/this ten-week plan finishes before it\./);
  });

  it('a study plan by a month is a deadline, not held: no week of the month taken', () => {
    const plan = ask('Spanish', 'complete beginner', 'order food in Spanish by April', 30, [1, 3, 5]);
    expect(plan.text).not.toMatch(/Not knowing the day/);
  });
});

describe('a near event read from the words', () => {
  it('reads "in a few weeks", "next month" and "the end of next month"', () => {
    expect(deadlineOf('my interview is in a few weeks', today)).toMatchObject({ weeks: 3, event: 'interview' });
    expect(deadlineOf('my interview is next month', today)).toMatchObject({ date: '2026-12-15', weeks: 3 });
    expect(deadlineOf('interview at the end of next month', today)).toMatchObject({ date: '2026-12-31', weeks: 5 });
    expect(deadlineOf('interview at the end of the month', today)).toMatchObject({ date: '2026-11-30', weeks: 1 });
    // A rate is not a date.
    expect(deadlineOf('I go to the gym a few days a week', today)).toBeUndefined();
  });

  it('puts a care assistant’s interview next month in the last week, the days before it in order', () => {
    const plan = ask('Interview Preparation', "I'm a care assistant in a nursing home", 'my interview is next month', 30, [1, 2, 3, 4, 5]);
    const days = (w: { days: { title: string }[] }) => w.days.map((d) => d.title).join(' | ');
    const last = days(plan.weeks.at(-1)!);
    expect(plan.weeks.slice(0, -1).map(days).join(' | ')).not.toMatch(/before|Interview day/i);
    expect(last.indexOf('Two days before')).toBeGreaterThanOrEqual(0);
    expect(last.indexOf('Two days before')).toBeLessThan(last.indexOf('Day before'));
    expect(last.indexOf('Day before')).toBeLessThan(last.indexOf('Interview day'));
    // Mid-December (the 15th, its middle) is in the plan's last week, counted from its first day (Friday 27 November).
    const weekStart = addDays(plan.first, 7 * (plan.weeks.length - 1));
    expect(weekStart <= '2026-12-15' && '2026-12-15' <= addDays(weekStart, 6)).toBe(true);
    expect(weekdayOf(plan.first)).toBe(5);
  });
});
