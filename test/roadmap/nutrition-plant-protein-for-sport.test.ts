import { personOn } from './ask';
import { everything } from '../support/plan-reading';

/**
 * A plant eater who trains is fed to the training's demand, not the inactive adult's (issue #36, round 21;
 * decision 392): "enough protein as a vegan, CrossFit 4× a week" reads the sports ranges (1.2–2.0 g per kg,
 * by session), not the 0.75 g per kg reference intake. People written for this test, their sport said in
 * their own words; negatives keep a plant eater who does not train on the plant track.
 */

const nutrition = personOn('Nutrition Basics');

describe('a plant eater who trains', () => {
  it.each([
    ['vegan', 'Enough protein as a vegan, CrossFit 4× a week'],
    ['I do Hyrox and train five days a week', 'enough protein on a plant-based diet'],
    ['vegetarian, boxing three nights a week', 'get enough protein without meat'],
    ['I play netball twice a week', 'enough protein as a vegetarian'],
    ['plant-based, rowing club', 'enough protein as a vegan'],
  ])('“%s” → “%s”: the sports ranges, vegan foods', async (current, target) => {
    const p = await nutrition.plan(current, target, 30, 3);
    const text = everything(p);
    expect(text).toMatch(/Protein 1\.2–2\.0 g per kg/);
    expect(text).not.toMatch(/× 0\.75 = grams a day/);
    expect(text).toMatch(/tofu|tempeh|lentils/);
  });

  it.each([
    ['desk job, no exercise', 'enough protein as a vegan'],
    ['I walk the dog', 'enough protein as a vegetarian'],
    ['new to it', 'going vegan and getting enough B12'],
  ])('“%s” → “%s”: a plant eater who does not train keeps the plant track', async (current, target) => {
    expect(nutrition.trackOf(current, target)).toBe('Vegetarian or vegan: protein, B12 and iron');
    const text = everything(await nutrition.plan(current, target, 30, 3));
    expect(text).toMatch(/people who train most days need far more, 1\.4–2\.0 g per kg/);
  });
});
