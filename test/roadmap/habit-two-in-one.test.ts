import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { onOption, expectOnTheirDays } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Two or three habits named in one target, each kept (round 19, decision 344). A night-shift nurse's "stretch and
 * drink water every day, even on shift days" read the water in week 1, "8 minutes of stretching" in every task of
 * week 2 under a goal about water, and water alone after: each hole of the named track read its own first match.
 * Now each habit's part of the target fills the holes for it and they are said together, in the order named, the
 * tiny versions stacked on one anchor (Fogg, *Tiny Habits*; Clear, *Atomic Habits*: habit stacking), and a shift
 * worker's habit plan has a shift day's own anchor and a long shift's break. People written for this test; a habit
 * coach's reading.
 */
const { trackOf, plan } = onOption('Habits Building');
const NAMED = 'The habit you named, from day one';

/** The day's habit task ("…, and tick", "…; if you want more…", a long one cut at 120 characters), not a set-up. */
const habitTask = (day: RoadmapPlan['weeks'][number]['days'][number]) =>
  day.tasks.filter((t) => /\band tick\b|never less$|…$/.test(t.title) && !/^(?:Set up|Milestone|Shift days|On a long shift)/.test(t.title));

const PEOPLE: Array<[string, string, number, number, RegExp[]]> = [
  [
    'I work three 12-hour night shifts a week and my routine is chaos',
    'stretch and drink water every day, even on shift days',
    15,
    7,
    [/stretch/i, /water/i],
  ],
  ['I never read and I journal maybe once a month', 'read and journal before bed every night', 20, 5, [/book|reading/i, /journal/i]],
  ['new dad, sleep is a mess', 'meditate 10 minutes, floss and drink 2 litres of water a day', 10, 7, [/meditation/i, /floss/i, /water/i]],
  ['student, I sit all day in the library', 'go for a walk and do duolingo every day', 30, 3, [/walk/i, /duolingo/i]],
  ['I care for my mum and have no time for myself', 'meditate plus go for a walk daily', 40, 6, [/meditation/i, /walk/i]],
  ['my dentist told me off', 'floss every night & wear sunscreen every morning', 10, 4, [/floss/i, /skincare|SPF|sunscreen|moisturiser/i]],
];

describe('two or three habits in one target, each kept', () => {
  it.each(PEOPLE)('%s → %s (%i min, %i days)', async (current, target, minutes, days, habits) => {
    expect(trackOf(current, target)).toBe(NAMED);
    const p = await plan(current, target, minutes, days);
    for (const week of p.weeks) {
      // Each week's goal and each day's habit task name every habit, in the order named.
      for (const habit of habits)
        expect([week.title, week.description, habit.test(week.description)]).toEqual([week.title, week.description, true]);
      for (const day of week.days) {
        const tasks = habitTask(day);
        expect([week.title, day.title, tasks.length]).toEqual([week.title, day.title, 1]);
        for (const habit of habits)
          expect([day.title, tasks[0]!.title, habit.test(tasks[0]!.title)]).toEqual([day.title, tasks[0]!.title, true]);
        const at = habits.map((h) => tasks[0]!.title.search(h));
        expect(at).toEqual([...at].sort((a, b) => a - b));
      }
    }
    // Week 1 stacks the tiny versions, one after the other, on one anchor.
    expect(p.weeks[0]!.description).toMatch(/, then /);
    expectOnTheirDays(p, minutes, days);
  });

  it('grows each habit by its own measure: stretching by minutes, water by glasses, not "exercise"', async () => {
    const p = await plan(PEOPLE[0][0], PEOPLE[0][1], 15, 7);
    const two = p.weeks[1]!;
    expect(two.description).toMatch(/15 minutes of stretching and 6 to 8 glasses of water a day/);
    expect(two.days[0]!.tasks.map((t) => t.title)).toContainEqual(
      expect.stringMatching(/^8 minutes of stretching and 3 to 4 glasses of water a day/),
    );
    expect(textOf(p)).not.toMatch(/minutes of exercise|half of 6 to 8/);
  });

  it('a shift worker’s habit has a shift day’s own anchor and is packed for the long shift’s break', async () => {
    const p = await plan(PEOPLE[0][0], PEOPLE[0][1], 15, 7);
    expect(p.description).toMatch(/shift days keep stretching and drinking water too/);
    const text = textOf(p);
    expect(text).toMatch(
      /On a shift day, after I get up from my main sleep, one stretch for the back or the hamstrings, held for 30 seconds, then one glass of water/,
    );
    expect(text).toMatch(/On a long shift: packed for stretching and drinking water, and done at your first break/);
    // The general "sessions in the gaps" lines are for a course, not a daily habit.
    expect(text).not.toMatch(/Choose now the short version of each session/);
  });

  it('three habits: each tiny version in turn, each grown by its own measure, the how of a sit left to its set-up', async () => {
    const p = await plan(PEOPLE[2][0], PEOPLE[2][1], 10, 7);
    expect(p.weeks[0]!.description).toMatch(/2 minutes of meditation, then floss one tooth, then one glass of water/);
    expect(p.weeks[1]!.description).toMatch(/10 minutes of meditation, a floss of every gap and 2 litres of water a day/);
    expect(textOf(p)).toMatch(/5 minutes of meditation, half your teeth flossed, the back ones first, and 1 litre of water a day/);
    expect(textOf(p)).not.toMatch(/minutes of meditation, flossing/);
  });

  it.each([
    ['I forget to drink anything all day', 'drink 2 litres of water a day'],
    ['I meditate now and then', 'meditate, mindfully, every morning and evening'],
    ['I stretch sometimes', 'stretch for 10 minutes every morning and evening'],
  ])('one habit named, however worded, is one habit: %s → %s', async (current, target) => {
    expect(trackOf(current, target)).toBe(NAMED);
    const p = await plan(current, target, 10, 7);
    expect(p.weeks[0]!.description).not.toMatch(/, then /);
  });
});
