import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { everything, tasksOf } from '../support/plan-reading';
import { asker, expectTheirWeek, personOn } from './ask';

/**
 * A target's own kind of training, and a lifter's own numbers (issue #36, decision 359). Read as a sprint
 * coach and a strength coach would: a 100 m time from a footballer was Couch to 5K; a trained lifter's meet
 * deadlift started at "the bar with two 10 kg plates" and a novice's 5 kg a session, with no meet in it.
 */
const fitness = personOn('Physical Fitness');
const plan = (current: string, target: string, minutes = 45, days = 4) =>
  generateRoadmap(asker(minutes)('Physical Fitness', current, target, { daysPerWeek: days }), builtinProvider);

const SPRINT = 'A sprint time: 60, 100, 200 or 400 m';
const MEET = 'A powerlifting meet: tested, peaked, on the platform';

describe('a sprint time chooses sprint training, never endurance’s ladder', () => {
  it.each([
    ['Sunday league footballer, play 90 minutes', "Run 100 m under 13 seconds at the club's open meet"],
    ['never ran on a track', 'run 200m in under 28 seconds'],
    ['ran 60 m in 8.4 at school', '60m sprint sub 8 seconds at the county indoor'],
    ['I jog 5k on Sundays', '400 m under 70 seconds'],
    ['sprinter at uni years ago', 'sprint again at the masters athletics championships'],
    ['couch potato', 'run 100 metres in 15 seconds'],
  ])('“%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(SPRINT);
  });

  it.each([
    ['I swim 3 times a week', 'swim 100 m freestyle under 1:30'],
    ['erg 2k in 7:30', '500 m on the erg under 1:35'],
    ['I run 5k in 30 minutes', 'run 5k in under 25 minutes'],
    ['I play basketball', 'jump higher for basketball tryouts'],
    ['I walk daily', 'walk 400 m without stopping'],
    ["I'm in a wheelchair", 'wheelchair racing 100 m under 25 seconds'],
  ])('not a runner’s sprint: “%s” → “%s” keeps its own track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(SPRINT);
  });

  it.each([
    {
      current: 'Sunday league footballer, play 90 minutes',
      target: "Run 100 m under 13 seconds at the club's open meet",
      minutes: 60,
      days: 4,
    },
    { current: 'I jog 5k on Sundays', target: '400 m under 70 seconds', minutes: 30, days: 3 },
    { current: 'ran 60 m in 8.4 at school', target: '60m sprint sub 8 seconds at the county indoor', minutes: 20, days: 2 },
    { current: 'never ran on a track', target: 'run 200m in under 28 seconds', minutes: 90, days: 6 },
  ])(
    '$target at $minutes minutes on $days days: tests, acceleration, top speed, hamstrings and the race, in their words',
    async ({ current, target, minutes, days }) => {
      const p = await plan(current, target, minutes, days);
      const text = everything(p);
      const race = /\b(\d{2,3}) ?m/.exec(target)![1];
      const time = /(\d{1,2}) ?seconds/.exec(target)![1];
      expect(text).toContain(`Your ${race} m race`);
      expect(text).toContain(`aiming at ${time} seconds`);
      expect(text).toMatch(/flying 30 m/i);
      expect(text).toMatch(/from a crouch/);
      expect(text).toMatch(/Nordic hamstring curls/);
      expect(text).toMatch(/Full recovery between reps/);
      expect(text).not.toMatch(/Couch to 5K|run\/walk|Walking base|without walking/i);
      expectTheirWeek(p, minutes, days);
    },
  );

  it('reads the distance into its speed endurance: a 400 m runner runs 300s, a 100 m one 60–80 m', async () => {
    expect(tasksOf(await plan('I jog 5k on Sundays', '400 m under 70 seconds')).join('\n')).toContain('2 × 300 m at about 90%');
    expect(tasksOf(await plan('Sunday league footballer', 'run 100 m under 13 seconds')).join('\n')).toContain('3 × 60–80 m at about 95%');
  });

  it('reads the race from the target, not a distance they ran at school', async () => {
    const tasks = tasksOf(await plan('ran 60 m in 8.4 at school', 'run 100 m under 13 seconds', 30, 3)).join('\n');
    expect(tasks).toContain('Race: your 100 m at the meet, aiming at 13 seconds');
    expect(tasks).toContain('3 × 60–80 m at about 95%');
    expect(tasks).not.toContain('3 × 50–60 m');
    expect(tasksOf(await plan('ran 60 m in 8.4 at school', '60m sprint sub 8 seconds', 30, 3)).join('\n')).toContain(
      '3 × 50–60 m at full speed',
    );
  });

  it('counts the footballer’s own training as a hard day', async () => {
    expect(tasksOf(await plan('Sunday league footballer', 'run 100 m under 13 seconds')).join('\n')).toContain(
      'Your football training counts as a hard day',
    );
  });
});

describe('a powerlifting meet gets its prep from the lifter’s own numbers', () => {
  it.each([
    ['I squat 100 kg for 5 and bench 70 kg, train 3 years', 'deadlift 180 kg at my first powerlifting meet in March and not get hurt'],
    ['bench 60 kg, lifting 1 year', 'compete in my first powerlifting competition'],
    ['total 450 kg', 'a 500 kg total at nationals'],
    ['I lift', 'bench 100 kg at the British Powerlifting regionals'],
  ])('“%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(MEET);
  });

  it.each([
    ['never lifted', 'deadlift 100 kg'],
    ['I squat 80 kg for 5', 'squat 100 kg'],
    ['I do crossfit', 'snatch 60 kg at a weightlifting meet'],
    ['squat 120kg', 'meet my friends at the gym and squat 140 kg'],
    ['I run', 'sprint 100 m at the athletics track meet in 12 seconds'],
  ])('not a powerlifting meet: “%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(MEET);
  });

  it.each([
    { minutes: 60, days: 4 },
    { minutes: 30, days: 2 },
    { minutes: 90, days: 6 },
  ])(
    'the quoted lifter at $minutes minutes on $days days: tested, commands and kit, openers, a peak, a taper, the meet',
    async ({ minutes, days }) => {
      const p = await plan(
        'I squat 100 kg for 5 and bench 70 kg, train 3 years',
        'deadlift 180 kg at my first powerlifting meet in March and not get hurt',
        minutes,
        days,
      );
      const text = everything(p);
      expect(text).toContain('Deadlift: work up to a top set of 3 at RPE 8');
      expect(text).not.toMatch(/two 10 kg plates|5 kg \(10 lb\) more every session/);
      expect(text).toMatch(/'Start', 'Press', 'Rack'/);
      expect(text).toMatch(/held for 'Down'/);
      expect(text).toMatch(/Opener: about 88–93% of your one-rep estimate/);
      expect(text).toMatch(/Taper: less volume, the same weights/);
      expect(text).toMatch(/weigh-in is 2 hours before/);
      expect(text).toContain('a 180 kg deadlift');
      expect(p.weeks.at(-1)!.title).toMatch(/Meet week/);
      expectTheirWeek(p, minutes, days);
    },
  );

  it('names the goal only from the target: a current bench is not the meet’s goal', async () => {
    const text = everything(await plan('bench 60 kg, lifting 1 year', 'compete in my first powerlifting competition'));
    expect(text).toContain('your goal numbers');
    expect(text).not.toContain('a 60 kg bench');
  });
});

describe('a trained lifter on the barbell track starts from a test of the lift, not the bar', () => {
  it.each([
    ['I squat 100 kg for 5 and bench 70 kg, train 3 years', 'deadlift 180 kg'],
    ['been lifting for 4 years, never deadlift', 'deadlift 150 kg'],
    ['I bench 90 kg', 'squat 140 kg'],
  ])('“%s” → “%s”', async (current, target) => {
    const p = await plan(current, target);
    expect(p.description).toMatch(/You already train, so no start from the bar/);
    expect(p.description).toMatch(/top set of 5 that stops with about two reps left in it \(RPE 8/);
    expect(p.description).not.toMatch(/two 10 kg plates|the empty bar \(20 kg/);
  });

  it('a new lifter still starts at the bar', async () => {
    const p = await plan('new to lifting', 'a 100 kg deadlift');
    expect(p.description).toMatch(/40 kg — the bar with two 10 kg plates/);
    expect(p.description).not.toMatch(/You already train/);
  });
});

describe('a condition said in the person’s words reaches the weeks', () => {
  it.each([
    { current: 'I cycle to work, I have asthma (inhaler)', target: 'ride 100 km for charity in June', minutes: 45, days: 3 },
    { current: 'Sunday league, asthma, use my blue inhaler', target: 'run 100 m under 13 seconds', minutes: 30, days: 3 },
    { current: 'I sit all day and have exercise-induced asthma', target: 'run 5k', minutes: 20, days: 4 },
  ])(
    'asthma: “$current” → “$target”: the reliever, the warm-up, the cold air, Asthma + Lung UK',
    async ({ current, target, minutes, days }) => {
      const p = await plan(current, target, minutes, days);
      expect(p.description).toMatch(/You mention asthma: .*reliever inhaler in every session/);
      const tasks = tasksOf(p).join('\n');
      expect(tasks).toMatch(/Your asthma: an up-to-date action plan/);
      expect(tasks).toMatch(/Reliever inhaler with you in every session this week/);
      expect(tasks).toMatch(/Asthma \+ Lung UK/);
    },
  );

  it.each([
    { current: 'had a caesarean 5 months ago, walk with the buggy', target: 'run 5k and strengthen my core' },
    { current: 'c-section last year, I sit all day', target: 'get fitter' },
  ])(
    'a caesarean: “$current” → “$target”: the check, the tummy gap, the pelvic floor and deep core, a pelvic health physio',
    async ({ current, target }) => {
      const p = await plan(current, target, 30, 3);
      expect(p.description).toMatch(/You mention a caesarean: .*12 weeks .*Goom, Donnelly and Brockwell/);
      expect(p.description).toMatch(/running buggy only from about 6 months/);
      const tasks = tasksOf(p).join('\n');
      expect(tasks).toMatch(/tummy gap checked/);
      expect(tasks).toMatch(/Pelvic floor and deep core: 10 slow squeezes/);
      expect(tasks).toMatch(/pelvic health physiotherapist/);
    },
  );

  it.each([
    ['my wife had a c-section', 'run 5k'],
    ['my son has asthma', 'run 5k with him'],
    ['gave birth 10 weeks ago by c-section', 'get fit again'],
    ["I'm 20 weeks pregnant, my first was a caesarean", 'stay active'],
  ])('not added where it is someone else’s, or where the track already speaks of it: “%s”', async (current, target) => {
    const text = everything(await plan(current, target, 30, 3));
    expect(text).not.toMatch(/You mention a caesarean|You mention asthma|After your caesarean: the 6–8 week check/);
  });
});
