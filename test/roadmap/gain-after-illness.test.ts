import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Held back from round 13's engineers and read blind: "lost 8 kg during chemo, now finished treatment" →
 * "get back to my normal weight" got the general healthy-eating course — half the plate vegetables, more
 * fibre, fewer calories — and no dietitian (1/10). Weight lost to an illness or its treatment is a gain,
 * set by the GP or a dietitian first. People written for this test.
 */

const food = onOption('Nutrition Basics');
const GAIN = 'Gaining weight when you are underweight';

describe('weight lost to an illness, and gained back', () => {
  it.each([
    ['lost 8 kg during chemo, now finished treatment', 'get back to my normal weight'],
    ['I dropped a stone after my surgery in May', 'get back to my usual weight'],
    ['lost a lot of weight in hospital with covid', 'eat well again and get back to a healthy weight'],
  ])('%s → %s: the gain track, the GP or a dietitian first, no weight-loss lines', async (current, target) => {
    expect(food.trackOf(current, target)).toBe(GAIN);
    const p = await food.plan(current, target, 15, 5);
    expect(p.description).toMatch(/your GP or a dietitian should set how you gain weight/);
    expect(textOf(p)).not.toMatch(/losing no more than|half your (lunch )?plate from vegetables|cut calories/i);
    expect(tasksOf(p)[0]!.title).toMatch(/^Book an appointment with your GP or doctor about your weight/);
  });

  it.each([
    ['I put on weight over Christmas', 'get back to my normal weight'],
    ['lost 5 kg on a diet last year', 'keep the weight off'],
  ])('%s → %s: not this track (a gain to lose, a loss to keep)', (current, target) => {
    expect(food.trackOf(current, target)).not.toBe(GAIN);
  });
});
