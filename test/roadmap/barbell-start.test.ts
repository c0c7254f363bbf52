import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { liftFor } from '../../lambdas/roadmap/loads';
import { tasksOf } from '../support/plan-reading';
import { asker } from './ask';

/**
 * A barbell target's first work weight, its step and an honest range (issue #36, decision 142). Round 10's
 * reader found no first working weight, "the presses take turns" in weeks whose every session benches,
 * and "8 to 55 weeks" whatever the person said of their sex and age. Read as a strength coach would.
 */
const ask = asker(60);
const plan = (current: string, target: string) => generateRoadmap(ask('Physical Fitness', current, target), builtinProvider);
const range = (say: string) => /about (\d+) to (\d+) weeks of training/.exec(say)!.slice(1).map(Number) as [number, number];

describe('the first work weight', () => {
  it.each([
    ['I squat 60 kg for 5', 'squat 100 kg', '55 kg for 3 × 5'],
    ['bench 185 lb x 5', 'bench 225 lb', '165 lb for 3 × 5'],
    ['my deadlift is 3x5 at 100kg', 'deadlift 160 kg', '90 kg for 1 × 5'],
    ['80kg 3x8 on squat', 'squat 130 kg', '77.5 kg for 3 × 5'],
  ])('“%s” → “%s” starts the work sets a little under the 5 they lift now: %s', async (current, target, first) => {
    const p = await plan(current, target);
    expect(p.description).toContain(`Your first work weight: ${first}`);
    expect(tasksOf(p).join('\n')).toContain(`Your work sets started at ${first.split(' for ')[0]}`);
  });

  it.each([
    ['never lifted a barbell', 'bench press 60 kg', /the empty bar \(20 kg; a 15 kg bar or a lighter technique bar/],
    ['total beginner at the gym', 'squat my bodyweight', /the empty bar .* sets of 5 in small jumps until the bar slows/],
    ['new to lifting', 'a 100 kg deadlift', /40 kg — the bar with two 10 kg plates/],
  ])('“%s” → “%s” with no set: the bar and the programme’s rule for finding the weight', async (current, target, said) => {
    const p = await plan(current, target);
    expect(p.description).toMatch(said);
    expect(p.description).toMatch(/StrongLifts 5×5/);
  });
});

describe('the step the sessions take', () => {
  it('benches every session and says so, without “the presses take turns”', async () => {
    const p = await plan('I bench 50 kg for 5', 'bench press 70 kg');
    expect(p.description).not.toMatch(/take turns/);
    expect(p.description).toMatch(/Adding 1 kg a session, 3 sessions a week \(3 kg a week\)/);
    expect(tasksOf(p).join('\n')).toMatch(/^Bench press: 3 × 5 after the warm-up sets, 1 kg \(2 lb\) more than last session/m);
    // The week says the bench press every session, and the sessions do it.
    const week = p.weeks[0]!;
    expect(week.days.filter((d) => d.tasks.some((t) => /^Bench press: /.test(t.title))).length).toBe(3);
  });

  it('keeps the squat’s 2.5 kg and the deadlift’s 5 kg for a lifter who says nothing of themselves', () => {
    expect(liftFor('squat 60 kg for 5', 'squat 100 kg', 3)!.holes.step).toBe('2.5 kg (5 lb)');
    expect(liftFor('deadlift 100 kg for 5', 'deadlift 140 kg', 3)!.holes.step).toBe('5 kg (10 lb)');
  });
});

describe('a range made for who lifts', () => {
  it.each([
    ['I’m a 45-year-old woman, I squat 40 kg for 5', 'squat 60 kg', 'a 45-year-old woman', /women and lifters past 40/, '1 kg (2 lb)'],
    ['female, 28, squat 50kg for 5', 'squat 80 kg', 'a 28-year-old woman', /advises for women\./, '1 kg (2 lb)'],
    ['a woman of 35, deadlift 60 kg for 5', 'deadlift 100 kg', 'a 35-year-old woman', /advises for women\./, '2.5 kg (5 lb)'],
    ['52 year old man, squat 60 kg for 5', 'squat 100 kg', 'a 52-year-old man', /lifters past 40/, '1.5 kg (3 lb)'],
    ['I am 63 and deadlift 70 kg for 5', 'deadlift 100 kg', 'a lifter of 63', /lifters past 40/, '2.5 kg (5 lb)'],
  ])('“%s”: the steps and the range sized for %s', (current, target, who, advice, step) => {
    const sized = liftFor(current, target, 3)!;
    expect(sized.say).toContain(`For ${who} the steps are smaller, as Practical Programming (Rippetoe and Baker) advises`);
    expect(sized.say).toMatch(advice);
    expect(sized.holes.step).toBe(step);
    // Never quicker than the same numbers with nothing said of the lifter: smaller steps, never larger.
    const plain = liftFor(
      current.replace(/I’m a 45-year-old woman, |female, 28, |a woman of 35, |52 year old man, |I am 63 and /, ''),
      target,
      3,
    )!;
    expect(range(sized.say)[0]).toBeGreaterThanOrEqual(range(plain.say)[0]);
    expect(plain.say).toMatch(/said your sex and age, the range narrows/);
  });

  it('narrows a wide range: a bench doubled is months either way, but not “12 to 83 weeks”', () => {
    const plain = range(liftFor('I bench 40 kg for 5', 'bench 80 kg', 3)!.say);
    const sized = range(liftFor('30-year-old man, I bench 40 kg for 5', 'bench 80 kg', 3)!.say);
    expect(plain).toEqual([12, 83]);
    expect(sized[1] - sized[0]).toBeLessThan((plain[1] - plain[0]) / 3);
  });

  it('says a young man’s steps are the programmes’ own', () => {
    expect(liftFor('man, 30, squat 60 kg for 5', 'squat 100 kg', 3)!.say).toContain('For a 30-year-old man, the programmes’ own steps');
  });

  it('reads no age from a weight, a rep count or a time', () => {
    expect(liftFor('I squat 70 kg for 10, lifting 18 months', 'squat 100 kg', 3)!.say).not.toMatch(/For a/);
  });
});
