import { textOf } from './custom-ask';
import { expectOnTheirDays, onOption } from './track-ask';

/**
 * A fast's nights and days (decision 408): sleep through Ramadan is the night split around suhoor, a short nap,
 * the sleep after taraweeh, caffeine at iftar only and back to one sleep after Eid — never CBT-I's sleep
 * restriction for someone fasting and already short of sleep. Training and food plans that name Ramadan say how
 * to train and eat while fasting, and a GP or diabetes nurse first with a condition. Invented people.
 */
const sleep = onOption('Sleep Improvement');
const RAMADAN = 'Sleep through Ramadan: the night in two sleeps';

describe('sleep through Ramadan, chosen from the words', () => {
  it.each([
    ['I work 9 to 5 and during Ramadan I only get 4-5 hours', 'sleep better during Ramadan'],
    ['I stay up after taraweeh and then wake for suhoor', 'feel less tired at work'],
    ['nurse on days, fasting this Ramazan', 'enough sleep'],
    ['I wake for sehri and lie awake until work', 'sleep after fajr'],
  ])('“%s” → “%s”', (current, target) => {
    expect(sleep.trackOf(current, target)).toBe(RAMADAN);
  });

  it.each([
    ['I skip breakfast', 'try intermittent fasting and sleep better'],
    ['I scroll TikTok until 2am', 'go to bed by 11'],
    ['I lie awake for hours', 'fall asleep within 20 minutes'],
  ])('not “%s” → “%s”', (current, target) => {
    expect(sleep.trackOf(current, target)).not.toBe(RAMADAN);
  });
});

describe('what the fasting person reads', () => {
  it.each([
    [15, 7],
    [20, 4],
    [10, 5],
  ])('at %i minutes on %i days: two sleeps, a nap, caffeine at iftar, after Eid — and no sleep window', async (minutes, days) => {
    const plan = await sleep.plan('I work 9 to 5 and during Ramadan I only get 4-5 hours', 'sleep better during Ramadan', minutes, days);
    const text = textOf(plan);
    expect(plan.description).toMatch(/never shortens your time in bed: it splits the night around suhoor/);
    expect(text).toMatch(/after taraweeh until suhoor, and after fajr/);
    expect(text).toMatch(/20-minute nap/);
    expect(text).toMatch(/Tea or coffee with iftar only/);
    expect(text).toMatch(/back to one sleep|one night’s sleep again/i);
    expect(plan.weeks.at(-1)!.title).toMatch(/After Eid: back to one sleep$/);
    expect(text).not.toMatch(/sleep window|sleep efficiency|Stay up until then/);
    expectOnTheirDays(plan, minutes, days);
  });

  it('names the GP and the diabetes guidance for someone with diabetes', async () => {
    const plan = await sleep.plan('type 2 diabetes, fasting in Ramadan and sleeping 4 hours', 'more sleep while fasting', 15, 5);
    expect(plan.description).toMatch(/GP or diabetes nurse before Ramadan/);
  });
});

describe('training and food that name Ramadan', () => {
  it('a runner training through Ramadan is told when to train and drink', async () => {
    const plan = await onOption('Physical Fitness').plan('I run 40 km a week', 'keep marathon training through Ramadan', 60, 5);
    expect(plan.description).toMatch(/Training through Ramadan: do the hard sessions .* after iftar/);
    expect(plan.description).toMatch(/spread water from iftar to suhoor/);
  });

  it('food at iftar and suhoor with diabetes: the GP or diabetes nurse before Ramadan', async () => {
    const plan = await onOption('Nutrition Basics').plan('I have type 2 diabetes', 'eat well at iftar and suhoor this Ramadan', 20, 4);
    expect(plan.description).toMatch(/Fasting in Ramadan: break the fast with dates and water/);
    expect(plan.description).toMatch(/Diabetes UK’s and the IDF-DAR’s guidance/);
  });

  it('intermittent fasting to lose weight is not told of Ramadan', async () => {
    const plan = await onOption('Nutrition Basics').plan('I skip breakfast', 'intermittent fasting to lose weight', 20, 4);
    expect(plan.description).not.toMatch(/Ramadan|iftar/);
  });
});
