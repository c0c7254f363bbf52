import { onOption } from './ask';
import { everything, tasksOf } from '../support/plan-reading';

/**
 * Food plans that serve the person's own target (issue #36, round 11; decision 184). Type 2 diabetes
 * with "keep my sugar steady" gets its own track: where the carbohydrate comes in the person's own
 * staples, breakfasts and lunches (where the bread is) before dinners, portions and swaps, with the
 * diabetes team and the hypo note kept. A cooking plan names no number of nights it does not schedule,
 * cooks from a budget when the words say so, and never serves a batch past the storage rule it states.
 * People written for this test, several ways of saying the same thing, and neighbours that must not change.
 */

const food = onOption('Nutrition Basics', 30, 4);
const DIABETES = 'Eating with type 2 diabetes';

describe('type 2 diabetes: meals that keep the sugar steady', () => {
  it.each([
    [
      'I have type 2 diabetes since March and eat loads of white bread and rice',
      'know what to eat to keep my blood sugar steady',
      /bread and rice/,
    ],
    ['newly diagnosed T2D, chapatis with every meal', 'plan meals for my diabetes', /chapatis, rice and bread/],
    ['prediabetic, toast for breakfast and sandwiches for lunch', 'get my blood sugar down with better meals', /\bbread\b/],
    ['my HbA1c is high, I eat a lot of pasta', 'keep my sugar levels stable', /pasta and noodles/],
  ])('“%s” → “%s”: the diabetes track, built on their own staples', async (current, target, staples) => {
    expect(food.trackOf(current, target)).toBe(DIABETES);
    const p = await food.plan(current, target);
    const text = everything(p);
    expect(p.weeks[0]!.title).toMatch(staples);
    // Breakfasts and lunches each get a week, before the week of all three meals.
    expect(p.weeks.map((w) => w.title)).toEqual([
      expect.stringMatching(/diary of every meal/),
      'Week 2: Breakfast: a steadier start',
      expect.stringMatching(/^Week 3: Lunch: the /),
      'Week 4: A week of meals that keep your sugar steady',
    ]);
    expect(text).toMatch(/Book your diabetes nurse, GP or a dietitian/);
    expect(text).toMatch(/can bring on a hypo/);
    expect(text).toMatch(/About 15 g of carbohydrate is a medium slice of bread/);
    // Not the general healthy-eating course.
    expect(text).not.toMatch(/Five a day and fibre|Plan 7 dinners|Plan 2 portions of fish/);
    // Said once: the constraint's own weekly tasks are the track's, not added on top.
    expect(tasksOf(p).filter((t) => /^Book your diabetes nurse/.test(t))).toHaveLength(1);
  });

  it('someone on gliclazide keeps the hypo plan as the first week’s task', async () => {
    const text = tasksOf(await food.plan('type 2, on gliclazide and metformin, rice twice a day', 'steady sugar')).join('\n');
    expect(text).toMatch(/Hypo plan: know the signs, and keep fast-acting sugar with you/);
    expect(text).toMatch(/Measure your usual rice once/);
  });

  it.each([
    ['type 1 diabetic', 'eat healthier'],
    ['my husband has type 2 diabetes', 'cook healthier meals for the family'],
    ['I eat too much bread', 'eat healthier'],
    ['I run 30 miles a week and have type 2', 'fuel my marathon training'],
  ])('“%s” → “%s”: not the type 2 track', (current, target) => {
    expect(food.trackOf(current, target)).not.toBe(DIABETES);
  });
});

describe('a cooking plan counts only what it schedules, and keeps its own storage rule', () => {
  it.each([
    ['I live on takeaways and can only boil pasta', 'cook 5 cheap dinners on a student budget', 3],
    ['skint, I can make beans on toast', 'cook healthy food on a budget', 2],
    ['never cooked', 'cook healthy meals four nights a week', 3],
  ])('“%s” → “%s” at %i days: no “four nights” anywhere, a dinner from the batch fridge-or-freezer', async (current, target, days) => {
    const p = await food.plan(current, target, 45, days);
    const text = everything(p);
    // Their own words are quoted back; the plan's own words never count nights it does not schedule.
    expect(text.replaceAll(target, '')).not.toMatch(/four nights|4 nights/);
    expect(text).toMatch(/Assemble dinner 2 from a frozen batch box, thawed in the fridge overnight/);
    expect(text).toMatch(/the rest frozen tonight/);
  });

  it.each([
    ['I live on takeaways and can only boil pasta', 'cook 5 cheap dinners on a student budget'],
    ['money is tight, I can fry an egg', 'cook meals for less'],
  ])('“%s”: budget staples and a cheap protein', async (current, target) => {
    const text = everything(await food.plan(current, target, 45, 4));
    expect(text).toMatch(/A budget cupboard: rice, pasta, oats, tinned tomatoes/);
    expect(text).toMatch(/Sauté: eggs, chicken thighs or a tin of chickpeas/);
    expect(text).not.toMatch(/Sauté: a fillet of fish/);
  });

  it('a cook who says nothing of money keeps the fish and the plain cupboard', async () => {
    const text = everything(await food.plan('I cook a bit', 'cook more dinners from scratch', 45, 4));
    expect(text).toMatch(/Sauté: a fillet of fish, tofu or chicken/);
    expect(text).not.toMatch(/budget cupboard/);
  });
});
