import { liftFor } from '../../lambdas/roadmap/loads';
import { everything, tasksOf } from '../support/plan-reading';
import { expectTheirWeek, personOn } from './ask';

/**
 * A lifter of years with a set said (issue #36, decision 375), read as a strength coach would: "lifted for three
 * years, squat 150 kg for 5" towards 180 kg read "2.5 kg a session while linear progression lasts … about 2 to 3
 * weeks" and three weeks of a novice's every-session step. Past the first months the honest rate is a few kg a
 * month on a weekly programme (Texas Method, 5/3/1). People written for this test.
 */
const fitness = personOn('Physical Fitness');
const range = (say: string) => /about (\d+) to (\d+) weeks of training/.exec(say)!.slice(1).map(Number) as [number, number];

describe('a trained lifter starts on the weekly programme, at the monthly rate', () => {
  it.each([
    { current: 'I have lifted for three years, squat 150 kg for 5', target: 'squat 180 kg', minutes: 60, days: 3 },
    { current: 'trained lifter, 4 years of lifting, bench 100 kg for 3', target: 'bench 115 kg', minutes: 75, days: 4 },
    { current: 'woman, 38, training for 5 years, deadlift 120 kg for 5', target: 'deadlift 150 kg', minutes: 45, days: 3 },
    { current: 'intermediate lifter, overhead press 60 kg for 5', target: 'overhead press 72 kg', minutes: 60, days: 3 },
  ])('$current → $target: no every-session step, the weeks from the monthly rate', async ({ current, target, minutes, days }) => {
    const p = await fitness.plan(current, target, minutes, days);
    expect(p.description).toContain("You have trained for years, so no novice's step every session");
    expect(p.description).not.toMatch(/while linear progression lasts|the empty bar \(20 kg/);
    const titles = tasksOf(p);
    expect(titles.some((t) => /more than last session/.test(t))).toBe(false);
    expect(p.weeks[0]!.title).toMatch(/^Week 1: Weekly progression/);
    expect(p.weeks.at(-1)!.title).toMatch(/: Test week/);
    expect(everything(p)).toMatch(/one new best set of 5, about \d+(?:\.5)? kg \(\d+ lb\) more than last week's/);
    expectTheirWeek(p, minutes, days);
  });

  it('takes months for what a novice would add in weeks: the same numbers, said new and said trained', () => {
    const trained = liftFor('I have lifted for three years, squat 150 kg for 5', 'squat 180 kg', 3)!;
    const novice = liftFor('squat 150 kg for 5', 'squat 180 kg', 3)!;
    expect(trained.trained).toBe(true);
    expect(novice.trained).toBeUndefined();
    expect(range(trained.say)[1]).toBeGreaterThan(range(novice.say)[1]);
    expect(trained.say).toMatch(/adds about 2\.5 kg to 5 kg a month to this lift/);
    expect(liftFor('lifting for 6 years, bench 100 kg for 5', 'bench 130 kg', 3)!.say).toMatch(/longer than one plan/);
  });

  it('keeps a new lifter, and a trained lifter without a set, as they were', async () => {
    const novice = await fitness.plan('new to the gym, squat 60 kg for 5', 'squat 100 kg', 60, 3);
    expect(novice.description).toMatch(/Adding 2\.5 kg a session/);
    expect(novice.weeks[0]!.title).toMatch(/^Week 1: Linear progression/);
    expect(liftFor('I have lifted for three years', 'squat 180 kg', 3)!.say).toMatch(/week 1 tests your own squat/);
  });
});
