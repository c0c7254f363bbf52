import { deadlineOf } from '../../lambdas/roadmap/deadline';
import type { RoadmapRequest } from '../../lambdas/roadmap/generate';
import { datedPlan, requestOn } from './dated-plan';

/**
 * A date said without its month or year, as people say it (decision 410): "on the 22nd", "the 3rd", "the day after
 * tomorrow", "a 5k in a fortnight", read from the day it is said, and the dated one-off's machinery plans the days
 * before it. Not a date: a rate, an age, a rank, a floor, a bill paid every month. The people are written for this
 * test; "today" is fixed, Sunday 13 December 2026, and plans start on Monday the 14th.
 */

const today = '2026-12-13';
const start = '2026-12-14';

describe('a day of the month, a weekday or a span, read from today', () => {
  it.each([
    ["I've got an interview at the council on the 22nd", '2026-12-22', 'on the 22nd'],
    ['the interview is the 22nd at 10am', '2026-12-22', 'the 22nd'],
    ["my speech is on the 3rd, I'm terrified", '2027-01-03', 'on the 3rd'],
    ["it's the 13th and I'm nervous", '2026-12-13', 'the 13th'],
    ['pass the exam by the 31st', '2026-12-31', 'by the 31st'],
    ['my match is the 14th of next month', '2027-01-14', 'the 14th of next month'],
    ['my driving theory test is next Thursday', '2026-12-17', 'next Thursday'],
    ['the trip is this Friday', '2026-12-18', 'this Friday'],
    ['best man speech a week on Saturday', '2026-12-26', 'a week on Saturday'],
    ['the race is Saturday week', '2026-12-26', 'Saturday week'],
    ['run a 5k in a fortnight', '2026-12-27', 'in a fortnight'],
    ['my 10k is in ten days', '2026-12-23', 'in ten days'],
    ['interview tomorrow', '2026-12-14', 'tomorrow'],
    ['my exam is the day after tomorrow', '2026-12-15', 'the day after tomorrow'],
  ])('“%s” → %s', (words, date, said) => {
    const read = deadlineOf(words, today);
    expect(read?.date).toBe(date);
    expect(read?.said).toBe(said);
  });

  it('a day past in this month is next month’s, and a day a month lacks the next month that has it', () => {
    expect(deadlineOf('the interview is on the 30th', '2027-01-31')?.date).toBe('2027-03-30');
    expect(deadlineOf('on the 29th', '2027-01-30')?.date).toBe('2027-03-29');
    expect(deadlineOf('my test is on the 5th', '2026-12-13')?.date).toBe('2027-01-05');
  });

  it.each([
    'I run 3 times a week',
    'a party for my 22nd birthday',
    'on the 1st of every month I pay rent',
    'I get paid on the 28th and want to save',
    'I want to be the 1st in my family to graduate',
    'finish a marathon for the 1st time',
    'I work on the 3rd floor and take the lift',
    'pass grade 3 piano',
    'get into the top 10 at my club',
    'break 90, I shoot in the 90s',
    'I work Monday to Friday',
    'a long run every Thursday',
    'walk 15 km in a day',
  ])('no date in “%s”', (words) => {
    expect(deadlineOf(words, today)).toBeUndefined();
  });
});

const ask = (option: string, current: string, target: string, minutes: number, days: number[]) =>
  datedPlan(requestOn(option, current, target, minutes, days, start), today);
const titles = (plan: ReturnType<typeof ask>) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));

describe('the plan ends at the day said', () => {
  it('a council interview “on the 22nd”, 30 minutes on 3 days: a plan of its days with the interview in it, not 5 weeks', () => {
    const plan = ask(
      'Interview Preparation',
      "I haven't had an interview in years",
      "I've got an interview at the council on the 22nd",
      30,
      [1, 3, 5],
    );
    expect(plan.weeks.length).toBeLessThanOrEqual(2);
    expect(plan.text).toMatch(/“on the 22nd”/);
    expect(titles(plan).join('\n')).toMatch(/Before the interview/);
  });

  it('the same interview said as a date far off still takes its weeks: “on the 22nd” said on the 23rd is next month’s', () => {
    const plan = datedPlan(
      requestOn('Interview Preparation', 'some interviews', 'an interview on the 22nd', 30, [1, 3, 5], '2026-11-23'),
      '2026-11-23',
    );
    expect(plan.shape.deadline?.date).toBe('2026-12-22');
    expect(plan.weeks.length).toBe(5);
  });

  it('a driving theory test “next Thursday”, a custom goal at 20 minutes on 5 days: its days before it and the test on its day', () => {
    const request: RoadmapRequest = {
      ...requestOn('Custom', 'beginner', 'my driving theory test is next Thursday', 20, [1, 2, 3, 4, 5], start),
      title: 'Pass my driving theory test',
      description: 'The car theory test',
    };
    const plan = datedPlan(request, today);
    expect(plan.weeks).toHaveLength(1);
    expect(plan.text).toMatch(/next Thursday/);
    const d = plan.weeks[0]!.days.findIndex((day) => /The test/.test(day.title));
    expect(plan.dateOf(0, d)).toBe('2026-12-17');
  });

  it('a 5k “in a fortnight” at 30 minutes on 3 days is a two-week plan, not a measure', () => {
    const plan = ask('Physical Fitness', 'I jog a bit', 'run a 5k in a fortnight', 30, [2, 4, 6]);
    expect(plan.shape.deadline?.said).toBe('in a fortnight');
    expect(plan.weeks).toHaveLength(2);
  });

  it('a best man speech “a week on Saturday” at 20 minutes on 4 days ends in the week of the wedding', () => {
    const plan = ask('Custom', 'beginner', 'best man speech a week on Saturday', 20, [1, 3, 5, 6]);
    expect(plan.shape.deadline?.date).toBe('2026-12-26');
    expect(plan.text).toMatch(/Your best man speech is a week on Saturday/);
    expect(plan.text).not.toMatch(/Your man speech/);
  });

  it.each([
    ['Physical Fitness', 'I run 3 times a week', 'run a half marathon'],
    ['Saving for a Goal', 'I pay rent on the 1st of every month', 'save £2,000'],
    ['Music (Instrumental Practice)', 'I play the piano', 'pass grade 3 piano'],
  ])('%s: “%s” → “%s” takes no date', (option, current, target) => {
    const plan = ask(option, current, target, 30, [1, 3, 5]);
    expect(plan.shape.deadline).toBeUndefined();
  });
});
