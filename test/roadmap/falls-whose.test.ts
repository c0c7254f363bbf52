import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask } from '../support/plan-reading';

/**
 * Whose falls (issue #36, decision 143). Round 10's reader found "my mum is 80 and keeps falling, I want to
 * help her" planned as the falls programme for the person writing — "book a GP appointment about your
 * fall" — as if they were the one falling. A parent's or grandparent's falls, unsteadiness or age now leave
 * the person on the general path with their relative's situation said (a falls clinic through her GP,
 * exercises planned for her); said together, they get the falls programme to do side by side. The person's
 * own falls, balance and age still choose it.
 */
const fitness = (current: string, target: string) => ask('Physical Fitness', current, target, 30, 3);
const trackOf = (current: string, target: string) => readBack(fitness(current, target)).track?.name;
const BALANCE = 'Steady on your feet: strength and balance against falls';

describe('falls that are a parent’s or grandparent’s', () => {
  it.each([
    ['My mum is 80 and keeps falling', 'I want to help her'],
    ['my dad’s balance has got really bad', 'help him stay independent'],
    ['grandad is unsteady on his feet since the winter', 'get fitter so I can help him'],
    ['fit enough', 'help my mum who keeps falling'],
    ['my parents are in their eighties and wobbly', 'keep up with them on walks'],
  ])('“%s” → “%s” is not planned as the person’s own falls, and says what serves the relative', async (current, target) => {
    expect(trackOf(current, target)).not.toBe(BALANCE);
    const plan = await generateRoadmap(fitness(current, target), builtinProvider);
    expect(plan.description).toMatch(/^You mention a parent’s or grandparent’s falls: this plan is for your own fitness/);
    expect(plan.description).toMatch(/falls clinic or falls-prevention service/);
    expect(JSON.stringify(plan.weeks)).not.toMatch(/about your fall or your balance/);
  });

  it('a target of their own beside a parent’s falls keeps its own track', () => {
    expect(trackOf('I’m 52, my mother had two falls this year', 'be strong enough to help her')).toBe(
      'Strength: push-ups, pull-ups, squats',
    );
  });

  it.each([
    ['my mum is 79 and unsteady, we want to do the exercises together', 'both of us steadier on our feet'],
    ['Dad keeps falling; I will do the exercises with him', 'him safe on the stairs'],
    ['my dad is 86 and has fallen twice this year', 'help him get steadier on his feet'],
    ['Gran keeps tripping since her hip', 'help her stay steady at home'],
  ])('said together, or helping them steadier, “%s” → “%s” is the falls programme, side by side', (current, target) => {
    expect(trackOf(current, target)).toBe(BALANCE);
  });
});

describe('the person’s own falls still choose the falls programme', () => {
  it.each([
    ['I lost my balance on the bus twice', 'feel steady again'],
    ['I’m 78 and scared of falling', 'walk to the shops on my own'],
    ['I’m 71 and had a fall in the garden, my son says I should do this', 'stronger legs'],
    ['a mum of four, 68, with poor balance', 'steadier on my feet'],
    ['I’m 83, my daughter worries because I keep falling', 'stay in my own home'],
    ['retired, wobbly on the stairs', 'safe on the stairs'],
  ])('“%s” → “%s”', (current, target) => {
    expect(trackOf(current, target)).toBe(BALANCE);
  });
});
