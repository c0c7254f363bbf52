import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { inOrder, tasksOf, textOf } from './custom-ask';

/**
 * Round 13 (issue #36): "find foods that don't upset my stomach", "enough protein as a vegan" and "get my
 * 5-year-old to eat vegetables" got Nutrition Basics' general course — a food diary, then five a day,
 * then a week of cooking — with no GP for the gut's red flags, no B12, and no word of tries without
 * pressure. Each has a track of its own (decision 223). People written for this test.
 */

const food = onOption('Nutrition Basics');
const IBS = 'IBS: foods that suit your gut';
const PICKY = 'A picky child: new foods without a fight';
const PLANT = 'Vegetarian or vegan: protein, B12 and iron';

describe('IBS, as a dietitian reads the plan', () => {
  it.each([
    ['I have IBS', "find foods that don't upset my stomach", 30, 5, 'your symptoms'],
    ['IBS for years, mostly diarrhoea', 'fewer flare-ups', 20, 3, 'diarrhoea'],
    ['my stomach flares after most meals', 'eat without bloating', 10, 7, 'bloating and wind'],
    ['constipated and crampy, IBS-C', 'a settled gut', 45, 4, 'constipation'],
    ['irritable bowel, worse with stress at work', 'know my trigger foods', 60, 2, 'your symptoms'],
    ['sensitive stomach, I get cramps after lunch', 'find foods that suit me', 120, 6, 'cramps and pain'],
  ])(
    '%s → %s: the GP first, a diary, regular meals, fibre, one trigger, a dietitian for low FODMAP',
    async (current, target, minutes, days, main) => {
      expect(food.trackOf(current, target)).toBe(IBS);
      const p = await food.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(tasksOf(p)[0]!.title).toMatch(/^Check the symptoms that need a GP first/);
      expect(p.description).toMatch(/blood in your poo/);
      expect(text).toContain(`${main} 0–10`);
      expect(text).toMatch(/at least 8 cups of fluid/);
      expect(text).toMatch(/low FODMAP is a short restriction .* with a dietitian/);
      expect(text).not.toMatch(/Five a day|5 A Day/i);
      inOrder(p, [
        /^Start a food and symptom diary/,
        /^Set your meal times/,
        /^Adjust fibre/,
        /^Leave out one likely trigger/,
        /registered dietitian about low FODMAP/,
      ]);
    },
  );

  it.each([
    ["I have Crohn's", 'eat better'],
    ['ulcerative colitis', 'find foods that suit my gut'],
    ['my son has IBS', 'help him eat well'],
    ['I eat a lot of ready meals', 'five a day and home cooking'],
    ['I want to lose 5 kg and feel less bloated', 'lose 5 kg'],
  ])('%s → %s: not the IBS track', (current, target) => {
    expect(food.trackOf(current, target)).not.toBe(IBS);
  });
});

describe('a picky child, as a paediatric dietitian reads the plan', () => {
  it.each([
    ["my 5-year-old won't eat veg", 'get my 5-year-old to eat vegetables', 20, 3, 'your 5-year-old', 'vegetables'],
    ['fussy eater, 3 years old', 'try new foods', 15, 7, 'your child', 'the foods you want them to eat'],
    ['my daughter will only eat pasta', 'eat some fruit', 30, 5, 'your daughter', 'fruit'],
    ['picky eater at home, my son is 7', 'get my son to eat broccoli', 45, 2, 'your son', 'broccoli'],
    ['my toddler refuses to eat anything green', 'get my toddler to try veg', 10, 4, 'your toddler', 'veg'],
    ['I want to cook more', 'cook vegetables my kids will eat', 60, 6, 'your kids', 'vegetables'],
  ])('%s → %s: the division of responsibility, 10–15 tries, no pressure', async (current, target, minutes, days, child, named) => {
    expect(food.trackOf(current, target)).toBe(PICKY);
    const p = await food.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toContain(`agree it with whoever else feeds ${child}`);
    expect(text).toContain(`Serve ${named} again`);
    expect(text).toMatch(/10–15 tries/);
    expect(text).toMatch(/no bribes/);
    expect(p.description).toMatch(/ARFID/);
    inOrder(p, [
      /^Read the division of responsibility/,
      /^Serve .* again, a small taste/,
      /^Cook a simple dish with/,
      /^Choose the next food/,
    ]);
  });

  it.each([
    ['my son has type 1 diabetes and is fussy', 'eat better as a family'],
    ['I am a picky eater myself', 'eat more vegetables'],
    ['my daughter is underweight', 'help her gain weight'],
  ])('%s → %s: not the picky-child track', (current, target) => {
    expect(food.trackOf(current, target)).not.toBe(PICKY);
  });
});

describe('vegetarian or vegan protein, as a dietitian reads the plan', () => {
  it.each([
    ['vegan for a year, tired a lot', 'get enough protein', 45, 4, 'vegan'],
    ['vegetarian', 'enough protein without meat', 20, 3, 'vegetarian'],
    ['I want to go vegan', 'do it healthily', 30, 5, 'vegan'],
    ['plant-based, worried about B12', 'cover my nutrients', 10, 7, 'vegan'],
    ['veggie student', 'more protein in my meals', 60, 2, 'vegetarian'],
    ['becoming vegetarian this month', 'stay healthy', 90, 6, 'vegetarian'],
  ])('%s → %s: grams a meal, a protein food at each meal, B12, iron with vitamin C', async (current, target, minutes, days, diet) => {
    expect(food.trackOf(current, target)).toBe(PLANT);
    const p = await food.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(/your weight in kg × 0\.75 = grams a day; divide by 3 for each meal/);
    expect(text).toMatch(/10 µg supplement/);
    expect(text).toMatch(/vitamin C/);
    expect(text).toContain(`${diet} protein food`);
    expect(text).not.toMatch(/\b(chicken|beef|salmon|tuna)\b/i);
    inOrder(p, [
      /^Work out your protein/,
      /^Plan your vitamin B12/,
      /^Make a breakfast with protein/,
      /^Put an iron food with vitamin C/,
      /^Plan a week/,
    ]);
  });

  it.each([
    ['vegan marathon runner', 'enough protein for training'],
    ['vegetarian', 'eat more vegetables'],
    ['type 2 diabetes, vegetarian', 'steady blood sugar'],
    ['underweight vegan', 'gain weight'],
    ['my toddler is vegan', 'enough protein for him'],
  ])('%s → %s: not the plant-protein track', (current, target) => {
    expect(food.trackOf(current, target)).not.toBe(PLANT);
  });
});
