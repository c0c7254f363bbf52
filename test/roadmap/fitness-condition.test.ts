import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Decision 290: a health condition managed by activity. "Type 2 diabetes diagnosed last month, I sit all day" →
 * "bring my HbA1c down by walking after meals" at 20 minutes on 7 days got one week, "Walk 30 minutes, three
 * times a week". As the practice nurse and an exercise professional read the plan: the GP or nurse first with
 * the questions to ask, 10 to 15 minutes' walk after each main meal (Reynolds et al., Diabetologia 2016), built to
 * 150 minutes a week with strength twice (UK CMOs), hypos only where insulin or a sulfonylurea is taken, feet
 * checked with diabetes, home readings where blood pressure is named, and the next test as the honest measure, in
 * twelve weeks. People written for this test.
 */

const fitness = onOption('Physical Fitness');
const CONDITION = 'A health condition managed by activity: diabetes, BP';

describe('a person who names a condition to manage by activity gets the condition track', () => {
  it.each([
    ['type 2 diabetes diagnosed last month, I sit all day', 'bring my HbA1c down by walking after meals'],
    ['on insulin for type 2, I walk the dog', 'get my blood sugar under control'],
    ['metformin only, newly diagnosed diabetic', 'be more active'],
    ["I'm 70, told I have prediabetes", 'walk more so it does not become diabetes'],
    ['45, desk job, high blood pressure', 'lower my blood pressure by exercise'],
    ['my cholesterol is high, not much exercise', 'get fitter'],
    ['my GP told me to move more', 'be more active'],
    ['fatty liver on my last scan', 'exercise regularly'],
    ['finished cardiac rehab in the spring', 'keep up the exercise on my own'],
    ['hypertension, on ramipril', 'walk 45 minutes a day'],
    ['doctor says my blood sugar is borderline', 'be healthier'],
    ['high blood pressure, 68', 'be more active'],
  ])('%s → %s', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(CONDITION);
  });

  it.each([
    ['my dog has diabetes', 'walk him more'],
    ['I sit all day', 'a sugar-free diet and more exercise'],
    ['type 2 diabetes, I run 3 times a week', 'run a 5k in under 25 minutes'],
    ['type 2 diabetes', 'lose weight'],
    ['pregnant, 20 weeks, gestational diabetes', 'stay fit until the birth'],
    ['high blood pressure, sore knees', 'walk to the shops without stopping'],
    ['prediabetes, I had a fall last winter', 'steadier on my feet'],
    ['osteoporosis and high cholesterol', 'stronger bones'],
    ['my dad has diabetes', 'get fitter so I never get it'],
    ['type 2 diabetes', 'swim 1 km without stopping'],
    ['high blood pressure, 68', 'climb Snowdon'],
    ['diabetic, go to the gym', 'do 10 pull-ups'],
    ['my blood pressure is normal', 'get fitter'],
    ['I work for Diabetes UK', 'get fitter for the office charity walk'],
    ['diabetic, 72, I had a fall', 'walk to the shops'],
    ['high cholesterol', 'get stronger'],
    ['type 2 diabetes, stroke last year', 'walk to the end of my street'],
  ])('%s → %s is not the condition track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(CONDITION);
  });
});

describe('the weeks, as the practice nurse and an exercise professional read them', () => {
  it.each([
    ['type 2 diabetes diagnosed last month, I sit all day', 'bring my HbA1c down by walking after meals', 20, 7],
    ['on insulin for type 2, retired', 'get my blood sugar under control', 45, 5],
    ['newly diagnosed diabetic on metformin only', 'be more active', 30, 3],
    ["I'm 70, told I have prediabetes", 'walk after meals', 15, 4],
    ['45, desk job, high blood pressure', 'lower my blood pressure by exercise', 60, 4],
    ['raised cholesterol', 'get fitter', 120, 2],
    ['my GP told me to move more', 'be more active', 10, 6],
  ])('%s → %s at %i minutes on %i days', async (current, target, minutes, days) => {
    const p = await fitness.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    const tasks = tasksOf(p);
    // The weeks the change takes, ending on the next test or review, not a promise of a number.
    expect(p.weeks.length).toBeGreaterThanOrEqual(10);
    expect(
      tasks.some((t) => /^Book your next (HbA1c|check)|^Book a week of home blood pressure|^Book your next cholesterol/.test(t.title)),
    ).toBe(true);
    expect(text).toMatch(/cannot promise a (number|result)/);
    // The GP or nurse first, with what to ask.
    const first = p.weeks[0]!.days.flatMap((d) => d.tasks);
    expect(first.some((t) => /^Book or ring your (GP|doctor)/.test(t.title))).toBe(true);
    // Walks after meals, 150 minutes and strength twice, from named sources.
    expect(tasks.some((t) => /^Walks after meals: \d+ minutes|^A walk after your evening meal/.test(t.title))).toBe(true);
    expect(text).toMatch(/150 minutes/);
    if (days >= 4) expect(tasks.some((t) => /^Strength( A| B)?: /.test(t.title))).toBe(true);
  });

  it('hypo care where insulin or gliclazide is taken, not for metformin alone, nor without diabetes', async () => {
    const insulin = textOf(await fitness.plan('type 2 diabetes, on insulin', 'walk after meals', 30, 5));
    const gliclazide = textOf(await fitness.plan('type 2, I take gliclazide and metformin', 'walk after meals', 30, 5));
    const metformin = textOf(await fitness.plan('type 2 diabetes, metformin only', 'walk after meals', 30, 5));
    const bp = textOf(await fitness.plan('high blood pressure', 'lower my blood pressure by walking', 30, 5));
    expect(insulin).toMatch(/You take insulin, which can bring on a hypo/);
    expect(gliclazide).toMatch(/You take gliclazide, which can bring on a hypo/);
    expect(metformin).toMatch(/Metformin on its own rarely causes a hypo/);
    expect(metformin).not.toMatch(/glucose tablets on every walk/);
    expect(bp).not.toMatch(/hypo|glucose tablets/i);
  });

  it('a target to keep diabetes away is read as the prediabetes the person has, not diabetes', async () => {
    const p = await fitness.plan("I'm 70, told I have prediabetes", 'walk more so it does not become diabetes', 20, 4);
    expect(p.weeks[0]!.description).toMatch(/Questions about your prediabetes put to your GP or practice nurse/);
    expect(textOf(p)).not.toMatch(/your diabetes|diabetes nurse|look at your feet/);
  });

  it("in the US, a doctor or diabetes educator, the A1C from the patient portal and the ADA's timing", async () => {
    const text = textOf(await fitness.plan('type 2 diabetes, I live in Ohio', 'lower my A1C by walking after meals', 30, 4));
    expect(text).toMatch(/Book or ring your doctor or diabetes educator/);
    expect(text).toMatch(/from your patient portal/);
    expect(text).toMatch(/The ADA asks for an A1C every 3 months/);
    expect(text).not.toMatch(/NHS App|DESMOND/);
  });

  it('feet checked with diabetes; home readings where blood pressure is named; the test that fits', async () => {
    const diabetes = await fitness.plan('type 2 diabetes diagnosed last month', 'bring my HbA1c down', 30, 5);
    const bp = await fitness.plan('45, desk job, high blood pressure', 'lower my blood pressure', 30, 5);
    const pre = await fitness.plan('prediabetes, 70', 'walk after meals', 30, 5);
    expect(textOf(diabetes)).toMatch(/look at your feet, soles and between the toes/);
    expect(textOf(diabetes)).toMatch(/Book your next HbA1c with your GP or diabetes nurse/);
    expect(textOf(bp)).not.toMatch(/look at your feet/);
    expect(textOf(bp)).toMatch(/two readings a minute apart, morning and evening, for 4 to 7 days/);
    expect(textOf(bp)).toMatch(/Every 30 minutes, stand and walk for 2 or 3 minutes: to the kitchen/);
    expect(textOf(pre)).toMatch(/Diabetes Prevention Programme/);
    expect(textOf(pre)).not.toMatch(/hypo|glucose tablets/i);
    expect(textOf(pre)).not.toMatch(/look at your feet/);
  });
});
