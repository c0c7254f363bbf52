import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, everything } from '../support/plan-reading';

/**
 * “From life” is drawing from observation, not drawing strangers in public (issue #36, round 10): “draw my
 * cat from life so it looks like her” got an urban sketcher's week of commuters and café figures, and a
 * final redrawn from a photo. A pet named is the model in the from-life tasks and the final drawing; people
 * drawn from life in public still get the urban sketcher's weeks. The people are invented for this file.
 */

const plan = (current: string, target: string) => generateRoadmap(ask('Drawing', current, target, 15, 5), builtinProvider);

describe('a pet drawn from life', () => {
  it.each([
    ['I doodle on the phone', 'draw my dog from life so it looks like him', 'dog'],
    ['never had a lesson', 'a portrait of my own rabbit, drawn from life', 'rabbit'],
    ['I can copy cartoons', 'sketch my kitten from life', 'kitten'],
  ])('“%s” → “%s”: the pet is the model, and the final is drawn from it', async (current, target, pet) => {
    const text = everything(await plan(current, target));
    expect(text).not.toMatch(/draw people where you are|Urban Sketchers|commut|passengers/);
    expect(text).toMatch(new RegExp(`From life: your ${pet}, 10 minutes`));
    expect(text).toMatch(new RegExp(`Final: your ${pet} from life`));
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('people drawn from life in public still get the urban sketcher’s weeks', async () => {
    const text = everything(await plan('I draw a little', 'sketch people from life in cafés'));
    expect(text).toMatch(/You want to draw people where you are/);
  });
});
