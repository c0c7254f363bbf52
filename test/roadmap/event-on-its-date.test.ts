import { deadlineOf } from '../../lambdas/roadmap/deadline';
import type { RoadmapRequest } from '../../lambdas/roadmap/generate';
import { datedPlan, requestOn } from './dated-plan';

/**
 * A dated event placed on its date (issue #39, decision 365): a month is its first whole week ("in August" is
 * not "by 1 August"); a plan shorter than the time to it says when to start so that the week with the event —
 * the shoot, the first day in Lisbon, the ride — falls in it, or, for study, to start now and keep it up; a
 * programme's race is the last of its week's days, the taper and packing before it; and a ride's day is its
 * distance at a pace a rider new to events keeps. The people are written for this test; "today" is fixed.
 */

const today = '2026-11-27';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const ask = (option: string, currentLevel: string, targetLevel: string, minutes: number, days: number[]) =>
  requestOn(option, currentLevel, targetLevel, minutes, days, '2026-11-30');
const planFor = (request: RoadmapRequest) => datedPlan(request, today);

/** "Start it in the week of Monday 21 June": that Monday, in the year it falls before `by`. */
function startSaid(text: string, by: string): string {
  const [, day, month] = /Start it in the week of Monday (\d{1,2}) (\w+)/.exec(text) ?? [];
  expect(month).toBeDefined();
  const m = MONTHS.indexOf(month!) + 1;
  const year = Number(by.slice(0, 4)) - (`${m}`.padStart(2, '0') > by.slice(5, 7) ? 1 : 0);
  return `${year}-${String(m).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** The plan week and day (from 0) whose tasks match. */
function dayOf(weeks: ReturnType<typeof planFor>['weeks'], title: RegExp): [number, number] {
  for (const [w, week] of weeks.entries())
    for (const [d, day] of week.days.entries()) if (day.tasks.some((t) => title.test(t.title))) return [w, d];
  throw new Error(`no day with ${title}`);
}

describe('a month is its first whole week; a date to be done by is its first day', () => {
  it.each([
    ['on our camping trip in Wales in August', '2027-08-02'],
    ['the charity ride in September', '2027-09-06'],
    ['my trip to Lisbon in May', '2027-05-03'],
    ['early March, a show', '2027-03-01'],
    ['by August', '2027-08-01'],
    ['before May', '2027-05-01'],
    ['in late August', '2027-08-21'],
  ])('“%s” → %s', (words, date) => {
    expect(deadlineOf(words, today)?.date).toBe(date);
  });
});

describe('an event after the plan: started so that its week falls in the month, said in the description', () => {
  it.each([
    [
      'Photography Basics',
      'I have a Pixel 8 and only take snaps',
      'photograph the Milky Way on our camping trip in Wales in August',
      30,
      [3, 6],
      /Milky Way shoot/,
      '2027-08',
    ],
    [
      'Photography Basics',
      'a Canon R50 on auto',
      'the Milky Way over the desert on our road trip in Utah in June',
      45,
      [2, 4, 6, 7],
      /Milky Way shoot/,
      '2027-06',
    ],
    [
      'Drawing',
      'I doodle a bit',
      'fill a sketchbook with drawings on my trip to Lisbon in May',
      30,
      [1, 3, 5, 6],
      /first day there|Lisbon.*first/i,
      '2027-05',
    ],
    [
      'Drawing',
      'I sketched at school, years ago',
      'urban sketching of the canals on my week in Amsterdam in October',
      20,
      [2, 5],
      /first day there|Amsterdam.*first/i,
      '2027-10',
    ],
  ])('%s, %s → %s', (option, current, target, minutes, days, event, month) => {
    const plan = planFor(ask(option, current, target, minutes, days));
    const [w, d] = dayOf(plan.weeks, event);
    const start = startSaid(plan.text, `${month}-28`);
    // The week with the event, begun on the Monday the description names, holds a day of that month.
    expect(plan.dateOf(w, d, start).slice(0, 7)).toBe(month);
    expect(plan.text).toMatch(new RegExp(`first week of ${MONTHS[Number(month.slice(5, 7)) - 1]}`));
    expect(plan.text).toMatch(/until then, keep up what you do now/);
    expect(plan.text).not.toMatch(/holds (Sun|Sat)\w* 1 /);
  });

  it('a language learner’s toast months after the plan: started now, its practice kept up until the wedding', () => {
    const plan = planFor(
      ask('Spanish', 'I know a few words', "a short toast in Spanish at my cousin's wedding in Bogotá on 14 August", 20, [1, 2, 3, 4, 5]),
    );
    expect(plan.text).toMatch(/ends about \d+ weeks before it\. Start it now/);
    expect(plan.text).toMatch(/keep its practice going/);
    expect(plan.text).not.toMatch(/start it in the week of|weeks before it, start/i);
  });

  it('a date to be done by is not a week to start for', () => {
    const plan = planFor(ask('Drawing', 'I doodle a bit', 'fill a sketchbook with urban sketches by May', 30, [1, 3, 5, 6]));
    expect(plan.text).not.toMatch(/Start it in the week of|first week of May/);
  });
});

describe('a ride’s day: the last of its week’s days, and its distance at a pace a new rider keeps', () => {
  it.each([
    ['I cycle to the shops, 5 km', 'cycle 40 km at the charity ride in September', 40, [1, 3, 5], 40],
    ['I ride to work, 20 minutes', 'a 60 km sportive in June', 45, [2, 4, 6], 60],
    ['I have an old hybrid', 'ride 25 miles for charity in July', 30, [1, 4], 25 * 1.609344],
  ])('%s → %s', (current, target, minutes, days, km) => {
    const plan = planFor(ask('Physical Fitness', current, target, minutes, days));
    const last = plan.weeks.at(-1)!;
    const ride = last.days.at(-1)!.tasks[0]!;
    expect(ride.title).toMatch(/^The ride/);
    // Packing and the short spin come before it, never after.
    const before = last.days
      .slice(0, -1)
      .flatMap((d) => d.tasks.map((t) => t.title))
      .join(' | ');
    expect(before).toMatch(days.length > 2 ? /Lay out everything for the day/ : /easy spin/);
    // 15 km an hour, stops included (the Compendium's leisure pace is 16–19 km/h): not the sportive's 4 hours.
    expect(ride.estimatedMinutes).toBeGreaterThanOrEqual((km / 18) * 60);
    expect(ride.estimatedMinutes).toBeLessThanOrEqual((km / 15) * 60 + 5);
  });

  it('a sportive without a distance keeps the programme’s day', () => {
    const plan = planFor(ask('Physical Fitness', 'I ride at weekends', 'finish a sportive in June', 45, [2, 4, 6]));
    expect(plan.weeks.at(-1)!.days.at(-1)!.tasks[0]!.estimatedMinutes).toBe(240);
  });
});

describe('a month’s first week is said only where it stands for the month', () => {
  it('marks a trip in August as its first whole week, and a test in August as its 1st', () => {
    expect(deadlineOf('photograph the Milky Way in August', today)).toMatchObject({ date: '2027-08-02', firstWeek: true });
    const test = deadlineOf('pass my fitness test in August', today);
    expect(test).toMatchObject({ date: '2027-08-01' });
    expect(test).not.toHaveProperty('firstWeek');
  });
});
