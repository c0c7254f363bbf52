import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 13 (issue #36): Physical Fitness read "lose 20 kg" from someone of 120 kg, "pass the police
 * fitness bleep test" and "get into yoga" as a 5K or a line saying the plan did not teach them. Three
 * tracks (decision 222): losing weight through activity, a job's fitness test, and yoga from a
 * beginners' class. People written for this test.
 */

const fitness = onOption('Physical Fitness');
const WEIGHT = 'Losing weight through activity';
const JOB = "A job's fitness test: police, army or fire service";
const YOGA = "Yoga: a beginners' practice, with a teacher";

const titles = (p: Awaited<ReturnType<typeof fitness.plan>>) => tasksOf(p).map((t) => t.title);

describe('losing weight through activity, as a coach reads the plan', () => {
  it.each([
    ['120 kg, I sit all day', 'lose 20 kg', 30, 3],
    ["I'm 120 kg, I walk to the shop and back", 'lose weight and get fitter', 45, 5],
    ['bad knees, 110 kg', 'lose 3 stone', 20, 4],
    ['mum of two, little time', 'lose my baby weight', 15, 6],
    ['office worker, 95 kg', 'slim down for my wedding', 60, 2],
    ['retired, a bit heavy', 'lose a stone', 10, 7],
    ['night shifts, 130 kg', 'get down to 100 kg', 120, 3],
  ])('%s → %s: walks to 150–300 minutes, strength, a weigh-in, the food said', async (current, target, minutes, days) => {
    expect(fitness.trackOf(current, target)).toBe(WEIGHT);
    const p = await fitness.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    expect(p.description).toMatch(/Most weight comes off through what you eat/);
    expect(p.description).toMatch(/NHS Weight Loss Plan or the Nutrition Basics option/);
    expect(p.description).not.toMatch(/does not teach weight loss|was read as 5K/);
    expect(titles(p)).toContain('Your numbers: weight, waist, and three days of steps');
    expect(titles(p).filter((t) => /^Brisk walk: \d+ minutes\b/.test(t)).length).toBeGreaterThanOrEqual(4);
    expect(titles(p).some((t) => /^Strength: \d rounds of sit-to-stand/.test(t))).toBe(true);
    expect(titles(p)).toContain('Your numbers beside week 1: weight, waist, steps');
    expect(textOf(p)).not.toMatch(/run\/walk|Couch to 5K|\b5K\b/);
  });

  it('names the GP and the NHS weight management programme by BMI, and a first run only if wanted', async () => {
    const text = textOf(await fitness.plan('120 kg, I sit all day', 'lose 20 kg', 45, 4));
    expect(text).toMatch(/NHS Digital Weight Management Programme/);
    expect(text).toMatch(/BMI is 30 or more \(27\.5 or more/);
    expect(text).toMatch(/No one has to run to lose weight/);
    expect(text).toMatch(/Weigh-in: once this week/);
  });

  it('someone already at the gym starts at strength twice a week, with their numbers taken first', async () => {
    const p = await fitness.plan('I go to the gym twice a week', 'lose 5 kg before my holiday', 60, 4);
    expect(fitness.trackOf('I go to the gym twice a week', 'lose 5 kg before my holiday')).toBe(WEIGHT);
    expect(p.weeks[0]!.title).toMatch(/^Week 1: Strength twice a week/);
    expect(titles(p)).toContain('Your numbers: weight, waist, and three days of steps');
    expect(textOf(p)).toMatch(/Already lifting at a gym: your own programme on these days instead/);
  });

  it.each([
    ['I run 5k', 'run a 10k and lose weight'],
    ['skinny, BMI 17', 'gain 5 kg'],
    ['I swim a bit', 'swim to lose weight'],
    ['afraid of water', 'lose my fear of deep water'],
    ['70, had two falls', 'lose weight'],
  ])('%s → %s: not this track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(WEIGHT);
  });

  it('a runner who adds weight loss keeps the running plan, which says it does not teach weight loss', async () => {
    expect((await fitness.plan('I run 5k', 'run a 10k and lose weight')).description).toMatch(/does not teach weight loss/);
  });
});

describe("a job's fitness test, as a coach reads the plan", () => {
  it.each([
    [
      "I'm 25, play five-a-side",
      'pass the police fitness bleep test',
      30,
      3,
      /15 m multi-stage shuttle run to level 5\.4/,
      /^Practice test 1: the 15 m bleep test to level 5\.4$/,
    ],
    ['PCSO, applying to be a constable', 'the bleep test for the police', 20, 6, /level 5\.4/, /^Practice test 1: the 15 m bleep test/],
    [
      'I jog twice a week',
      'the army fitness test',
      45,
      4,
      /seated 4 kg medicine ball throw, a mid-thigh pull/,
      /^Practice test 1: the Army's Role Fitness Test \(Entry\)$/,
    ],
    [
      'I sit all day, 34',
      'firefighter fitness test',
      60,
      5,
      /fire and rescue service's published standard/,
      /^Practice test 1: your fire service's fitness tests$/,
    ],
    [
      'volunteer firefighter in Ohio',
      'pass the CPAT',
      90,
      7,
      /eight events in a row within 10 min 20 s in a 50 lb \(22\.7 kg\) vest/,
      /^Practice test 1: the CPAT's eight events$/,
    ],
    [
      'prison officer applicant, overweight',
      'pass the prison officer fitness test',
      15,
      2,
      /the service's published standard for your role/,
      /^Practice test 1: your service's fitness test$/,
    ],
    ["I'm 40, overweight, never run", 'join the police', 20, 3, /level 5\.4/, /^Practice test 1: the 15 m bleep test/],
    ['nurse, 45, swims once a week', 'pass the policewoman fitness test', 45, 3, /level 5\.4/, /^Practice test 1: the 15 m bleep test/],
  ])('%s → %s: the standard, shuttles and turns, practice tests, the test', async (current, target, minutes, days, standard, first) => {
    expect(fitness.trackOf(current, target)).toBe(JOB);
    const p = await fitness.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(standard);
    expect(titles(p).some((t) => first.test(t))).toBe(true);
    expect(titles(p).filter((t) => /^Practice test \d/.test(t)).length).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/plant the outside foot over the line/i);
    expect(titles(p).some((t) => /^Shuttle intervals: /.test(t))).toBe(true);
    expect(titles(p).some((t) => /^The test: /.test(t))).toBe(true);
    expect(p.description).not.toMatch(/was read as 5K/);
  });

  it('a first practice test for someone who has not run is a starting point, not a limit', async () => {
    const text = textOf(await fitness.plan("I'm 40, overweight, never run", 'join the police', 20, 3));
    expect(text).toMatch(/stop at the first level that feels hard, not at your limit/);
  });

  it.each([
    ['firefighter on shifts', 'run a 10k'],
    ['learner driver', 'pass my driving test'],
    ['police officer on nights', 'lose 10 kg'],
    ['teacher', 'do well in a fitness test at the gym'],
  ])('%s → %s: not this track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(JOB);
  });
});

describe('yoga from a beginners’ class, as a teacher reads the plan', () => {
  it.each([
    ['never done yoga', 'get into yoga', 30, 3],
    ['stiff, 50', 'do a yoga class without struggling', 20, 5],
    ["I'm 71 and retired", 'start gentle yoga', 30, 2],
    ['runner with tight hips', 'yoga twice a week', 45, 6],
    ['sore wrists from typing', 'learn sun salutations', 15, 4],
    ['gym-goer, very inflexible', 'keep up in a 60-minute vinyasa class', 120, 7],
  ])('%s → %s: a qualified teacher, foundations, breath, a home practice', async (current, target, minutes, days) => {
    expect(fitness.trackOf(current, target)).toBe(YOGA);
    const p = await fitness.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    const text = textOf(p);
    expect(text).toMatch(/British Wheel of Yoga's or Yoga Alliance's register/);
    expect(titles(p)).toContain("A beginners' class with your teacher");
    expect(text).toMatch(/half sun salutation/);
    expect(text).toMatch(/Wrists first: circles and a gentle prayer stretch/);
    expect(titles(p)).toContain('Your home practice, written down');
    expect(p.description).toMatch(/it is not a treatment/);
    expect(text).not.toMatch(/run\/walk|Couch to 5K|\b5K\b/);
  });

  it.each([
    ['yoga three times a week', 'a crow pose'],
    ['I do yoga once a week', 'the middle splits'],
    ['I keep falling over, 80', 'gentle yoga'],
    ['I own a yoga studio', 'run a 10k'],
  ])('%s → %s: not this track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(YOGA);
  });
});
