import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 13 (issue #36): Physical Fitness read "touch my toes" and "the splits by summer" as a 5K, like
 * every target its tracks did not take. Flexibility's own track: tests in centimetres, the stretches for
 * that range on most days held longer, contract–relax, strength at the end of the range, retests, and the
 * months the splits honestly take (decision 220). People written for this test.
 */

const fitness = onOption('Physical Fitness');
const FLEX = 'Flexibility: your toes, the splits, a deep squat';

describe('flexibility, as a mobility coach reads the plan', () => {
  it.each([
    ['I sit all day, 45', 'touch my toes', 20, 3, /seated hamstring stretch with a strap/, false],
    ['dancer as a child, stiff now', 'do the front splits by summer', 30, 5, /couch stretch/, true],
    ['I do yoga once a week', 'the middle splits', 15, 6, /frog with hips back/, true],
    ['my heels lift when I squat', 'a deep squat with heels down', 10, 7, /knee-to-wall ankle mobility drill/, false],
    ['stiff office worker', 'be more flexible', 45, 2, /half-kneeling hip-flexor stretch/, false],
  ])(
    '%s → %s: tests, the stretches for that range, contract–relax, a retest',
    async (current, target, minutes, days, stretches, splits) => {
      expect(fitness.trackOf(current, target)).toBe(FLEX);
      const p = await fitness.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(text).toMatch(stretches);
      expect(text).toMatch(/PNF contract–relax/);
      expect(text).not.toMatch(/\b5K\b|run\/walk/);
      expect(tasksOf(p)[0]!.title).toBe('Test: where you start');
      expect(tasksOf(p).filter((t) => t.title === 'Retest: your week-1 tests')).toHaveLength(2);
      expect(p.description.includes('The splits take most adults many months')).toBe(splits);
    },
  );

  it.each([
    ['beginner', 'split squats with 20 kg'],
    ['I run 10k', 'run a faster 10k'],
    ['sore knees', 'walk without knee pain'],
    ['accountant', 'split the bill fairly with my flatmates'],
  ])('%s → %s: not this track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(FLEX);
  });
});
