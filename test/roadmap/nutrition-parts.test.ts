import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { inOrder, tasksOf, textOf } from './custom-ask';

/**
 * Each part of a food target reaches the tasks and a milestone (decision 314). Round 18's coach read
 * "eat enough protein and iron on a vegan diet", which gave iron one day and no milestone, "2 eggs about 13 g" to a
 * vegan, "soya seitan", and no blood test for "always tired". "cook family dinners for under £50 a week" was
 * read as general cooking and the £50 never came back. Iron now runs to the last milestone, the vegan
 * reads no eggs, tiredness books a blood test, and a weekly food budget has its own track where the budget is a
 * number the tasks use (BDA Eat well, spend less; BHF; WRAP; FSA; Which?). People written for this test.
 */

const food = onOption('Nutrition Basics');
const PLANT = 'Vegetarian or vegan: protein, B12 and iron';
const BUDGET = 'Dinners cooked on a weekly food budget';

describe('protein and iron, as a dietitian reads the plan', () => {
  it.each([
    ['vegan for a year, always tired, 26', 'eat enough protein and iron on a vegan diet', 20, 4, true],
    ['vegan, exhausted all the time', 'get my iron up without meat', 10, 7, true],
    ['vegetarian for 5 years', 'enough protein and iron without meat', 45, 3, false],
    ['plant-based office worker, feel drained', 'vegan protein and iron', 30, 5, true],
    ['just went vegan', 'cover protein, B12 and iron', 60, 2, false],
    ['veggie teenager, pale and tired', 'more iron as a vegetarian', 15, 6, true],
  ])('%s → %s (%i min × %i days)', async (current, target, minutes, days, tired) => {
    expect(food.trackOf(current, target)).toBe(PLANT);
    const p = await food.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    const titles = tasksOf(p).map((t) => t.title);
    // Iron reaches the first week's gaps, its own week and the last milestone.
    expect(text).toMatch(/the meals with no iron food/);
    expect(titles.filter((t) => /^Milestone: .*iron/i.test(t)).length).toBeGreaterThanOrEqual(2);
    expect(titles.at(-1)).toMatch(/^Milestone: .*iron at two meals a day/);
    inOrder(p, [
      /^Mark the meals with no protein food, and the meals with no iron food/,
      /^Put an iron food with vitamin C/,
      /^Plan a week: .*iron/,
    ]);
    // Seitan said for what it is; no milk or mince cut out of a list leaving "soya seitan" or "fortified nuts".
    expect(text).not.toMatch(/soya seitan|fortified nuts/);
    if (/vegan|plant/.test(`${current} ${target}`)) expect(text).not.toMatch(/\beggs? about|\d eggs\b/);
    // Tiredness books the blood test as a task, in week 1.
    const blood = /^Book a blood test with your GP or doctor for the tiredness: iron \(ferritin\), B12 and folate/;
    if (tired) expect(p.weeks[0]!.days.flatMap((d) => d.tasks).some((t) => blood.test(t.title))).toBe(true);
    else expect(titles.some((t) => blood.test(t))).toBe(false);
  });
});

describe('dinners on a weekly food budget, as a dietitian who cooks on a budget reads the plan', () => {
  it.each([
    [
      'dad of three, we eat takeaway 4 times a week, tight budget',
      'cook family dinners for under £50 a week',
      45,
      5,
      '£50 a week',
      /takeaway 4 times a week/,
    ],
    ['single mum, two kids, skint', 'feed us for 40 quid a week', 20, 3, '40 quid a week', /any takeaways or ready meals/],
    ['family of 4, spend £120 a week on food', 'cut our food shop to £80 a week', 15, 7, '£80 a week', /any takeaways or ready meals/],
    ['we order Deliveroo three times a week', 'spend less on food and cook more', 60, 6, 'your weekly food budget', /the takeaways/],
    [
      'student, I live on pot noodles',
      'cut my grocery bill and cook cheap meals',
      30,
      4,
      'your weekly food budget',
      /any takeaways or ready meals/,
    ],
    ['couple, both working late, takeaways 3 times a week', 'cook dinners for $70 a week', 90, 2, '$70 a week', /takeaways 3 times a week/],
  ])('%s → %s (%i min × %i days): the budget a number the tasks use', async (current, target, minutes, days, budget, takeaway) => {
    expect(food.trackOf(current, target)).toBe(BUDGET);
    const p = await food.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    const titles = tasksOf(p).map((t) => t.title);
    expect(text).toContain(`Work out your price per portion: ${budget}`);
    expect(text).toContain(`total it against ${budget}`);
    expect(text).toMatch(takeaway);
    expect(text).not.toMatch(/\{\w+\}|\$\d\b(?! a week)|under under/);
    expect(titles.filter((t) => /^Milestone: .*budget/.test(t)).length).toBeGreaterThanOrEqual(3);
    expect(p.description).not.toMatch(/was read as/);
    inOrder(p, [
      /^Add up last week's food/,
      /^Work out your price per portion/,
      /^Write the shopping list from the plan, with a price/,
      /^Shop from the list/,
      /^Batch cook/,
      /^Plan a 4-week rotation/,
    ]);
    // Not a dinner party or a lunch-box course.
    expect(text).not.toMatch(/two-course|Cook for someone|grain bowl/);
  });

  it('a child’s job only where there are children', async () => {
    expect(textOf(await food.plan('dad of three, takeaways most nights', 'cook dinners for £50 a week', 60, 5))).toMatch(
      /Give each child one job/,
    );
    expect(textOf(await food.plan('retired, cooking for one on my pension', 'eat well on a budget', 60, 5))).not.toMatch(/child/i);
  });

  it.each([
    ['I eat ready meals', 'cook healthier meals for the family'],
    ['runner on a budget', 'fuel my marathon training cheaply'],
    ['vegan student', 'enough protein on a budget'],
    ['I run a café', 'cut our food costs to £500 a week'],
    ['I want to lose weight', 'lose 5 kg on a budget'],
    ['I spend £200 a month on clothes', 'stick to a budget'],
    ['I live on takeaways and can only boil pasta', 'cook 5 cheap dinners on a student budget'],
    ['money is tight, I can fry an egg', 'cook meals for less'],
  ])('%s → %s: not the budget track', (current, target) => {
    expect(food.trackOf(current, target)).not.toBe(BUDGET);
  });
});
