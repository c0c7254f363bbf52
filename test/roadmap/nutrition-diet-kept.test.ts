import { personOn } from './ask';
import { everything, tasksOf } from '../support/plan-reading';

/**
 * The diet a person keeps, kept in every task (decision 411): a strict vegetarian who said "I don't eat eggs" was
 * told to cook a meal with oily fish and that protein is "beans, eggs, fish, meat, tofu, dairy". People written
 * for this test name their diet in their own words; every food a task, a note or a condition's meal names stays
 * inside it, and the diet's own foods are named for the need. Near misses keep their plans.
 */

const nutrition = personOn('Nutrition Basics');

describe('a diet without meat, fish or eggs', () => {
  it.each([
    ["I'm Jain, strict vegetarian, I don't eat eggs, onion or garlic. My LDL cholesterol is high", 'bring my LDL cholesterol down', 20, 3],
    ['we are Jain and my doctor says my cholesterol is 6.8', 'lower my cholesterol with food', 30, 4],
    ['strict vegetarian, no eggs, high cholesterol', 'get my cholesterol down', 20, 5],
    ['Hindu vegetarian on a statin', 'eat to lower my cholesterol', 45, 3],
  ])('“%s” → “%s” (%i × %i): no fish, meat or eggs; dal, paneer and less ghee', async (current, target, minutes, days) => {
    const p = await nutrition.plan(current, target, minutes, days);
    const text = everything(p);
    expect(tasksOf(p).join('\n')).not.toMatch(/oily fish|salmon|sardines|\beggs?\b|chicken|tuna|meat\b/i);
    expect(text).toMatch(/Protein at each meal today: dal or other pulses, paneer, curd/);
    expect(text).toMatch(/Cook one meal built on (dal|beans, lentils or dal)/);
    expect(text).toMatch(/instead of ghee, butter or vanaspati/);
    expect(text).not.toMatch(/Include a protein food in each meal today: [^\n]*\b(eggs|fish|meat)\b/);
  });

  it('a Jain plan names no onion, garlic or potato, and says why', async () => {
    const p = await nutrition.plan("I'm Jain", 'lower my LDL cholesterol', 20, 3);
    const text = everything(p);
    expect(text).toMatch(/You eat Jain: no task here asks for meat, fish or eggs, nor onion, garlic, potato or other root vegetables/);
    expect(tasksOf(p).join('\n')).not.toMatch(/\b(onions?|garlic|potato(es)?|carrots?)\b/i);
    expect(text).toMatch(/fried farsan and namkeen kept for a treat/);
  });

  it('the cholesterol note keeps oily fish for a vegetarian out, and the fats it swaps whole', async () => {
    const text = everything(await nutrition.plan('vegetarian, my cholesterol is high', 'lower my cholesterol', 30, 4));
    expect(text).toMatch(/for unsaturated \(olive and rapeseed oil, nuts\)/);
    expect(text).toMatch(/\(butter, cheese, cakes, fatty meat\)/);
    expect(text).toMatch(/Cook one meal built on beans, lentils or dal in place of a cheese-, butter- or ghee-rich one/);
    expect(text).not.toMatch(/oily fish|Salmon tray bake/);
  });
});

describe('a diet that keeps meat or fish', () => {
  it('a pescatarian with type 2 diabetes: no lean meat on the plate', async () => {
    const text = everything(await nutrition.plan('pescatarian with type 2 diabetes', 'eat better for my blood sugar', 20, 5));
    expect(text).toMatch(/fish, eggs, beans on a quarter/);
    expect(text).not.toMatch(/lean meat|chicken/);
  });

  it.each([
    ['I keep kosher', 'eat healthier meals', /You keep kosher: no task here asks for pork or shellfish/],
    ["I don't eat pork", 'eat healthier meals', /You don't eat pork: no task here asks for it/],
    ['no beef for me', 'eat healthier meals', /You don't eat beef: no task here asks for it/],
    ["I don't eat eggs", 'eat healthier meals', /You don't eat eggs: no task here asks for them/],
  ])('“%s”: its read-back', async (current, target, said) => {
    const text = everything(await nutrition.plan(current, target, 20, 3));
    expect(text).toMatch(said);
  });

  it('someone who eats no eggs is not given them as protein', async () => {
    const text = everything(await nutrition.plan("I don't eat eggs", 'eat healthier meals', 30, 4));
    expect(text).toMatch(/Include a protein food in each meal today: beans, fish, meat, tofu, dairy/);
  });
});

describe('near misses keep their plans', () => {
  it.each([
    ['I eat meat but want less', 'I want to eat more vegetables'],
    ['my name is Priya Jain', 'eat more vegetables'],
    ['I love eggs for breakfast', 'eat healthier meals'],
  ])('“%s” → “%s”: no diet read in', async (current, target) => {
    const text = everything(await nutrition.plan(current, target, 20, 3));
    expect(text).not.toMatch(/You eat (Jain|lacto-vegetarian|vegetarian)|You don't eat|You keep kosher/);
  });
});

describe('a vegan who trains', () => {
  it('is offered no honey among the snacks before a session', async () => {
    const p = await nutrition.plan('vegan runner, always tired', 'get enough iron as a vegan runner', 20, 5);
    const tasks = tasksOf(p).join('\n');
    expect(tasks).not.toMatch(/honey|\beggs?\b|yoghurt(?<!soya yoghurt)/i);
    expect(tasks).toMatch(/toast or a bagel/);
  });
});

describe('a vegetarian who eats eggs', () => {
  it('keeps eggs among the protein sources', async () => {
    const text = everything(await nutrition.plan("I'm vegetarian and eat dairy or eggs most days", 'eat healthier meals', 20, 3));
    expect(text).toMatch(/You eat vegetarian: no task here asks for meat or fish/);
    expect(text).not.toMatch(/lacto-vegetarian/);
  });
});
