import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything, tasksOf } from '../support/plan-reading';

/**
 * A strength or balance target read from its movement and its number (issue #36, round 9; decisions 118
 * and 119): a pull-up number gets the pull-up progression, a barbell lift at a weight a coach, linear
 * then weekly progression and the weeks its numbers take, and an older person who fell or feels
 * unsteady the falls-prevention programme, never a runner's or a sore knee's plan. People written for
 * these tests, in their own words.
 */

const fitness = (current: string, target: string, minutes = 45, days = 3) => ask('Physical Fitness', current, target, minutes, days);
const trackOf = (current: string, target: string) => readBack(fitness(current, target)).track?.name;
const plan = (current: string, target: string, minutes = 45, days = 3) =>
  generateRoadmap(fitness(current, target, minutes, days), builtinProvider);

const PULL_UPS = 'Pull-ups: your first, then your number';
const BARBELL = 'A barbell lift at a weight: squat, deadlift, bench or press';
const BALANCE = 'Steady on your feet: strength and balance against falls';

describe('a pull-up number', () => {
  it.each([
    ['I can dangle from the bar for about 20 seconds, zero pull-ups', 'my first chin-up', 'First pull-up'],
    ['never managed one', 'get 5 pull ups by the summer', '5 pull-ups'],
    ['I do 2 strict pull-ups', 'eight pull-ups in a row', '10 pull-ups'],
  ])('“%s” → “%s” is the pull-up track, aiming at %s', async (current, target, rung) => {
    expect(trackOf(current, target)).toBe(PULL_UPS);
    const p = await plan(current, target);
    expect(p.title).toBe(`Physical Fitness: ${rung.toLowerCase()}`);
    expect(p.weeks.at(-1)!.title).toMatch(/Test week: /);
    const text = tasksOf(p).join('\n');
    expect(text).not.toMatch(/shoes you will run in|Couch to 5K|push-ups? \d/i);
  });

  it('builds a first pull-up from the parts a coach names: hangs, scapular pulls, negatives, a band, rows', async () => {
    const text = tasksOf(await plan('I can hang but cannot pull up at all', 'one pull-up')).join('\n');
    for (const part of [/dead hang/i, /scapular pulls/i, /negatives/i, /band-assisted/i, /inverted rows/i]) expect(text).toMatch(part);
  });

  it('starts a person who already does two past the first-pull-up block, with singles and ladders', async () => {
    const p = await plan('I can do 2 pull-ups', '6 pull-ups');
    const titles = p.weeks.map((w) => w.title).join('\n');
    expect(titles).not.toMatch(/Test week: your first pull-up|parts of a pull-up/);
    expect(titles).toMatch(/Singles/);
    expect(titles).toMatch(/Test week: 5 pull-ups/);
  });

  it.each([
    ['I do 6 band-assisted pull-ups', 'my first strict pull-up'],
    ['I’m 7 stone heavier than I want and can do 3 negative pull-ups', 'one pull-up'],
  ])('“%s”: assisted or negative pull-ups are no count of pull-ups, so the plan builds the first one', async (current, target) => {
    const titles = (await plan(current, target)).weeks.map((w) => w.title).join('\n');
    expect(titles).toMatch(/Test week: your first pull-up/);
  });
});

describe('a barbell lift at a weight', () => {
  it.each([
    ['my squat is 3x5 at 70kg', 'a 120 kg squat', 'squat', '120 kg'],
    ['bench 50 kg for 5 reps', 'bench press 80kg', 'bench press', '80kg'],
    ['deadlift 100 kg x 3, I weigh 75 kg', 'deadlift twice my bodyweight', 'deadlift', 'twice bodyweight'],
  ])('“%s” → “%s”: a coach, linear then weekly progression of the %s, and a test of %s', async (current, target, lift, goal) => {
    expect(trackOf(current, target)).toBe(BARBELL);
    const p = await plan(current, target, 60, 3);
    expect(p.description).toMatch(new RegExp(`Your ${lift}: .*Epley’s formula.*that is about \\d+ (to \\d+ )?weeks of training`));
    expect(p.description).toMatch(/qualified coach/);
    expect(p.weeks.at(-1)!.title).toBe(`Week ${p.weeks.length}: Test week: ${goal}`);
    const text = everything(p);
    expect(text).toMatch(/Linear progression/);
    expect(text).toMatch(/Deload/);
    expect(text).toMatch(new RegExp(`^${lift.charAt(0).toUpperCase()}${lift.slice(1)}: `, 'm'));
    expect(text).not.toMatch(/pull-up negatives|shoes you will run in|Push-ups A/);
  });

  it('reads the numbers: 60 kg for 5 is about 70 kg for one, 30 kg short of 100, and says the weeks', async () => {
    const p = await plan('I back squat 60 kg for 5', 'squat 100 kg', 60, 3);
    expect(p.description).toContain('Your squat: 60 kg for 5 is about 70 kg for one rep (Epley’s formula); 100 kg is 30 kg more.');
    expect(p.description).toMatch(/about 4 to 8 weeks of training/);
    // The plan is as long as the weeks it says (a lighter week and the test among them), not weeks more.
    expect(p.weeks.length).toBeLessThanOrEqual(8 + 2);
  });

  it.each([
    ['I can squat 95 kg x 3', 'squat 130 kg'],
    ['deadlift 120kg for 5 reps', 'a 180 kg deadlift'],
    ['bench 185 lb for 5', 'bench 275 lb'],
  ])('“%s” → “%s”: the plan is no longer than the slow end of the weeks it says, and a short one says why', async (current, target) => {
    const p = await plan(current, target, 60, 3);
    const said = /that is about (?:\d+ to )?(\d+) weeks of training/.exec(p.description);
    expect(said).not.toBeNull();
    const slow = Number(said![1]);
    expect(p.weeks.length).toBeLessThanOrEqual(Math.max(slow + 2, 8));
    if (p.weeks.length > slow + 2) expect(p.description).toMatch(new RegExp(`The plan takes ${p.weeks.length} weeks all the same`));
  });

  it.each([
    ['I bench 135 lb for 5', 'bench 100 kg', /135 lb \(61 kg\) for 5 is about 71\.5 kg for one rep .*; 100 kg is 28\.5 kg more/],
    ['squat 225 lbs for 3', 'squat 140 kg', /225 lb \(102 kg\) for 3 is about 112\.5 kg for one rep .*; 140 kg is 27\.5 kg more/],
    ['deadlift 100 kg for 5', 'deadlift 315 lbs', /100 kg \(220\.5 lb\) for 5 is about 257 lb for one rep .*; 315 lb is 58 lb more/],
  ])('pounds and kilograms mixed: “%s” → “%s” is read in the goal’s unit', async (current, target, read) => {
    const p = await plan(current, target, 60, 3);
    expect(p.description).toMatch(read);
    expect(p.description).not.toMatch(/within reach now/);
  });

  it.each([
    ['I’m 35 and can do 80kg for 5 on squat', 'squat 100 kg', '80 kg for 5 is'],
    ['been lifting 18 months, 80 kg for 5 on squat', 'squat 100 kg', '80 kg for 5 is'],
    ['squat 80kg 3x8', 'squat 120 kg', '80 kg for 8 is'],
    ['I squat 70 x 5, I am 41', 'squat 100 kg', '70 kg for 5 is'],
    ['29 years old, bench 60 for 6', 'bench 80 kg', '60 kg for 6 is'],
  ])('“%s” → “%s”: an age or a time is not the weight lifted; a number with reps after it is', async (current, target, read) => {
    expect((await plan(current, target, 60, 3)).description).toContain(`: ${read}`);
  });

  it.each([
    ['deadlift 80 kg for 5, woman, 65 kg', 'deadlift 1.5 times my bodyweight', '97.5 kg'],
    ['I weigh 65 kg and deadlift 80 kg for 5', 'deadlift 1.5x bodyweight', '97.5 kg'],
    ['65 kg, woman, deadlift 80 kg', 'deadlift one and a half times my bodyweight', '97.5 kg'],
    ['bodyweight 70kg, squat 70 kg for 5', 'squat double bodyweight', '140 kg'],
    ['I’m at 143 lb, deadlift 155 lb for 5', 'deadlift 1.5 x my bodyweight', '215 lb'],
  ])('“%s” → “%s”: the bodyweight given is read and the target said, %s', async (current, target, weight) => {
    const p = await plan(current, target, 60, 3);
    expect(p.description).toContain(`× your bodyweight, ${weight},`);
    expect(p.description).not.toMatch(/tell the plan your bodyweight/);
  });

  it('a lifter who starts past the form week books the coach before the first session that relies on the form', async () => {
    const p = await plan('deadlift 70 kg for 5, I’m a woman of 60 kg', 'deadlift 1.5 times my bodyweight', 60, 3);
    const tasks = tasksOf(p);
    const coach = tasks.findIndex((t) => /^Book a session with a qualified coach/.test(t));
    expect(coach).toBeGreaterThanOrEqual(0);
    expect(coach).toBeLessThan(tasks.findIndex((t) => /^Deadlift: /.test(t)));
    expect(p.weeks[0]!.days.flatMap((d) => d.tasks).some((t) => /qualified coach/.test(t.title))).toBe(true);
  });

  it('a beginner starts with a coach and the form, and is told the weeks show once the first 5s are known', async () => {
    const p = await plan('never lifted a barbell, I weigh 62 kg', 'deadlift 1.5 x bodyweight', 60, 3);
    expect(tasksOf(p)[0]).toMatch(/^Book a session with a qualified coach to check your deadlift/);
    expect(p.description).toMatch(/1\.5 × your bodyweight is 93 kg/);
    expect(p.description).toMatch(/You are new to barbell lifts/);
  });

  it('a lift in pounds is said in pounds', async () => {
    const p = await plan('I bench 135 lbs for 5', 'bench 185 lbs', 60, 3);
    expect(p.description).toMatch(
      /Your bench press: 135 lb for 5 is about 158 lb for one rep \(Epley’s formula\); 185 lb is 27 lb more\. Your first work weight: 120 lb for 3 × 5[^.]*\. Adding 2 lb a session, 3 sessions a week \(6 lb a week\)/,
    );
  });
});

describe('older adults who fell or feel unsteady', () => {
  it.each([
    ['I’m 76 and unsteady on my feet since a fall in the garden', 'walk to the post office on my own'],
    ['in my eighties, I have had two falls this year', 'feel safe on the stairs again'],
    ['79, I use a walking stick', 'get a bit stronger'],
    ['retired, my balance is poor and I am scared of falling', 'stay independent'],
    ['I’m 68, I walk most days', 'keep active as I get older'],
  ])('“%s” → “%s” is the falls-prevention programme', (current, target) => {
    expect(trackOf(current, target)).toBe(BALANCE);
  });

  it.each([
    ['I run a bit', 'a 10k this fall'],
    ['I’m 70 with arthritis in both knees', 'walk further without pain'],
    ['34, I snowboard', 'better balance on my board'],
  ])('“%s” → “%s” is not', (current, target) => {
    expect(trackOf(current, target)).not.toBe(BALANCE);
  });

  it('starts with the GP or falls clinic, a chair and worktop, and moves from two hands to none', async () => {
    const p = await plan('I’m 82 and wobbly since I fell in the kitchen', 'walk to the library without my frame', 30, 4);
    const tasks = tasksOf(p);
    expect(tasks[0]).toMatch(/^Book a GP appointment about your fall or your balance, or ask for the falls clinic/);
    const titles = p.weeks.map((w) => w.title).join('\n');
    for (const step of [/Holding on/, /One hand on the worktop/, /A fingertip of support/, /Hands free beside the chair/])
      expect(titles).toMatch(step);
    expect(titles).toMatch(/Out and about: towards the library/);
    expect(tasks.join('\n')).toMatch(/The walk you aimed for: to the library/);
    expect(p.description).toMatch(/You mention a walking stick or frame: keep it for every walk/);
    const text = everything(p);
    expect(text).not.toMatch(/about the pain|Pain check|shoes you will run in|Couch to 5K/);
  });

  it('a person with knee pain who has fallen keeps the falls programme, with the pain check added', async () => {
    const p = await plan('I’m 74, my knee aches and I had a fall in March', 'steadier on my feet', 30, 3);
    expect(readBack(fitness('I’m 74, my knee aches and I had a fall in March', 'steadier on my feet')).track?.name).toBe(BALANCE);
    expect(everything(p)).toMatch(/Pain check/);
  });
});

describe('a plank time', () => {
  it.each([
    ['I can hold a plank for 40 seconds', 'a 2-minute plank', '2-minute plank'],
    ['never tried planks', 'hold a plank for a minute', '1-minute plank'],
    ['plank 2 min easily', 'three minute plank', '3-minute plank'],
  ])('“%s” → “%s” is the plank track, aiming at the %s, with a test and no push-up or running weeks', async (current, target, rung) => {
    expect(trackOf(current, target)).toBe('A plank time: your hold, by a progression');
    const p = await plan(current, target, 20, 4);
    expect(p.title).toBe(`Physical Fitness: ${rung}`);
    expect(p.weeks.at(-1)!.title).toBe(`Week ${p.weeks.length}: Test week: a ${rung}`);
    const text = tasksOf(p).join('\n');
    expect(text).toMatch(/side plank/i);
    expect(text).not.toMatch(/Push-ups A|negatives|shoes you will run in/);
  });
});

describe('words about someone else or a past', () => {
  it.each([
    ['my mum had a fall last year so I want to stay strong, I’m 45', 'get stronger'],
    ['my dad is wobbly on his feet and I walk with him', 'walk further'],
  ])('“%s” → “%s” is not the falls programme: the fall is someone else’s', (current, target) => {
    expect(trackOf(current, target)).not.toBe(BALANCE);
  });

  it('a runner back after a baby starts with run/walk, not past the distance she ran before', async () => {
    const p = await plan('new mum, 5 months postpartum, I ran 10k before my pregnancy', 'run 10k again', 30, 3);
    expect(p.description).not.toMatch(/already past 10K/);
    // Decision 275: the postnatal track, its load and impact test before any run, and the 10K said as what comes after.
    expect(p.description).toMatch(/does not teach a race distance \(after this plan/);
    expect(p.weeks[0]!.title).toMatch(/run\/walk|walk|deep core/i);
  });
});
