import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { namedWeekday } from '../../lambdas/roadmap/deadline';
import { asker } from './ask';

/**
 * Round 13's readers: a widow's "walk to the church on Sunday mornings" had the church walk on a Thursday.
 * A training plan's long session goes on the weekday the target names as its own, when the person has that
 * day; otherwise on the weekend, as before. People written for this test.
 */

const ask = asker(20);
const dayOf = async (option: string, current: string, target: string, weekdays: number[], title: RegExp) => {
  const request = { ...ask(option, current, target), daysPerWeek: weekdays.length, weekdays };
  const plan = await generateRoadmap(request, builtinProvider);
  const week = plan.weeks.find((w) => w.days.some((d) => d.tasks.some((t) => title.test(t.title))))!;
  const d = week.days.findIndex((day) => day.tasks.some((t) => title.test(t.title)));
  return weekdays[d];
};

describe('the long session on the day the target names', () => {
  it('reads the weekday a target names as its own, and not a single date', () => {
    expect(namedWeekday('walk to the church on Sunday mornings')).toBe(7);
    expect(namedWeekday('a long run every Saturday')).toBe(6);
    expect(namedWeekday('play 5-a-side on Thursdays')).toBe(4);
    expect(namedWeekday('run a 10k on Friday')).toBeUndefined();
    expect(namedWeekday('run a 10k')).toBeUndefined();
  });

  it('the church walk falls on Sunday when Sunday is one of the person’s days', async () => {
    const target = 'walk to the church on Sunday mornings, about half a mile';
    expect(
      await dayOf(
        'Physical Fitness',
        'I walk to the end of my road and back with my stick',
        target,
        [1, 3, 5, 7],
        /^The walk to the church, with your stick/,
      ),
    ).toBe(7);
  });

  it('a long run on the named weekday, and on the weekend when none is named', async () => {
    expect(await dayOf('Physical Fitness', 'I run 5k', 'run 10k, with my long runs on Wednesday evenings', [1, 3, 5, 6], /^Long run/)).toBe(
      3,
    );
    expect(await dayOf('Physical Fitness', 'I run 5k', 'run 10k', [1, 3, 5, 6], /^Long run/)).toBe(6);
  });
});
