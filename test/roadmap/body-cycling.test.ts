import { onOption, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 13 (issue #36): "ride 100 km in a day" from a commuter was read as a 5K, like every target Physical
 * Fitness's tracks did not take. A long ride's own track: a checked bike, a long ride growing each week with
 * lighter weeks, tempo and hills, fuel from the first hour, a taper and the ride (decision 221). People
 * written for this test.
 */

const fitness = onOption('Physical Fitness');
const CYCLING = 'A long ride: 100 km, a sportive, a charity ride';

describe('a long ride, as a cycling coach reads the plan', () => {
  it.each([
    ['I cycle to work, 8 km each way', 'ride 100 km in a day', 60, 4, 'The ride: 100 km'],
    ['I have a road bike I ride on Sundays', 'finish the London to Brighton', 90, 3, 'The ride: London to Brighton'],
    ['beginner on a hybrid', 'a 50 mile charity bike ride in June', 45, 5, 'The ride: 50 miles'],
    ['club rider', 'my first sportive', 75, 6, 'The ride: your sportive'],
  ])(
    '%s → %s: the long ride grows, fuel from the first hour, the ride itself at the end',
    async (current, target, minutes, days, event) => {
      expect(fitness.trackOf(current, target)).toBe(CYCLING);
      const p = await fitness.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expect(p.weeks).toHaveLength(12);
      const titles = tasksOf(p).map((t) => t.title);
      expect(titles[0]).toMatch(/^A bike check/);
      const longs = titles.filter((t) => t.startsWith('Long ride:'));
      expect(longs.length).toBeGreaterThanOrEqual(10);
      expect(titles.some((t) => t.startsWith(`${event}: at a pace you can talk at`))).toBe(true);
      const text = textOf(p);
      expect(text).toMatch(/30–60 g of carbohydrate an hour/);
      expect(text).toMatch(/Write your fuel plan for the day/);
      expect(text).not.toMatch(/\b5K\b|run\/walk/);
    },
  );

  it.each([
    ['beginner', 'pass my motorbike test'],
    ['runner', 'a sprint triathlon: 750 m swim, 20 km bike, 5 km run'],
    ['unfit', 'run 10 km'],
    ['beginner', 'ride a horse 20 miles on a trek'],
  ])('%s → %s: not this track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(CYCLING);
  });
});
