import { onOption } from './ask';
import { everything, tasksOf } from '../support/plan-reading';

/**
 * Targets the general course misread (round 13, decision 208): a handstand read as a 5K, a weight gain
 * at a low BMI given the weight-loss line, and a walk to a named place with a stick given the falls
 * programme. People written for this test, across 2–7 days and 10–120 minutes, and neighbours that must
 * keep their own tracks.
 */

const fitness = onOption('Physical Fitness', 30, 4);
const food = onOption('Nutrition Basics', 30, 4);
const HANDSTAND = 'A handstand: wall, kick-up, bail, then freestanding';
const GAIN = 'Gaining weight when you are underweight';
const STICK = 'A walk you name, with your stick';
const FALLS = 'Steady on your feet: strength and balance against falls';

describe('a handstand: the gymnastics coach’s order, not a 5K', () => {
  it.each([
    ['I can do a plank and some push-ups', 'hold a handstand for 30 seconds', 30, 4, /30-second handstand/],
    ['never done one', 'learn to do a handstand', 20, 2, /handstand/],
    ['yoga three times a week', 'a freestanding handstand for 10 seconds', 45, 3, /10-second handstand/],
    ['I can hold a chest-to-wall handstand for 50 seconds', 'freestanding handstand, 30 s', 60, 5, /30-second handstand/],
    ['gymnast as a kid, can kick up to the wall', 'my first freestanding handstand', 120, 7, /10-second handstand/],
    ['desk job, not very strong', 'handstand for 20 seconds', 10, 6, /30-second handstand/],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days, rung) => {
    expect(fitness.trackOf(current, target)).toBe(HANDSTAND);
    const p = await fitness.plan(current, target, minutes, days);
    const text = everything(p);
    expect(p.title).toMatch(rung);
    expect(text).not.toMatch(/\b5K\b|run\/walk|Couch to 5K/);
    // Every session day opens with the wrists, however short the day.
    const sessions = p.weeks.flatMap((w) => w.days).filter((d) => /Session|Test|Light/.test(d.title));
    for (const d of sessions) expect(d.tasks.map((t) => `${t.title} ${t.description}`).join('\n')).toMatch(/[Ww]rist/);
    expect(text).toMatch(/Overcoming Gravity|cartwheel bail|Cartwheel bail/);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('a beginner meets the wall, the bail and kick-ups before any freestanding attempt', async () => {
    const titles = tasksOf(await fitness.plan('never done one', 'hold a handstand for 30 seconds', 30, 4)).map((t) => t.split('\n')[0]!);
    const first = (re: RegExp) => titles.findIndex((t) => re.test(t));
    expect(first(/^Test: hollow body/)).toBeGreaterThanOrEqual(0);
    expect(first(/^Wall walks/)).toBeLessThan(first(/^Chest-to-wall handstand/));
    expect(first(/^Chest-to-wall handstand/)).toBeLessThan(first(/^The cartwheel bail/));
    expect(first(/^The cartwheel bail/)).toBeLessThan(first(/^Kick-ups to the wall/));
    expect(first(/^Kick-ups to the wall/)).toBeLessThan(first(/^Freestanding kick-ups/));
  });

  it('a 10-minute day keeps the wrist preparation and the session’s own work', async () => {
    const p = await fitness.plan('desk job', 'handstand for 20 seconds', 10, 3);
    const sessions = p.weeks.flatMap((w) => w.days).filter((d) => /Session/.test(d.title));
    expect(sessions.length).toBeGreaterThan(20);
    for (const d of sessions) {
      const own = d.tasks.filter((t) => !/^Milestone/.test(t.title));
      expect(own[0]!.title).toMatch(/^Wrist preparation/);
      expect(own.length).toBeGreaterThanOrEqual(2);
    }
    expect(everything(p)).not.toMatch(/the first \d+ minutes of/);
  });

  it('handstand push-ups aim at the wall handstand and say what comes after; a cartwheel at the bail', async () => {
    const hspu = await fitness.plan('can do 5 push-ups', '10 handstand push-ups', 30, 3);
    expect(fitness.trackOf('can do 5 push-ups', '10 handstand push-ups')).toBe(HANDSTAND);
    expect(hspu.title).toMatch(/wall handstand/);
    expect(hspu.description).toMatch(/pike push-ups with the feet on a box/);
    const cartwheel = await fitness.plan('never could', 'do a cartwheel', 30, 3);
    expect(cartwheel.title).toMatch(/kick-up and bail/);
  });

  // The crow and the L-sit have their own track now (decision 231); a planche is still said plainly.
  it.each([
    ['beginner', 'do a crow pose'],
    ['I can do 20 push-ups', 'hold an L-sit for 20 seconds'],
  ])('“%s” → “%s”: not the handstand track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(HANDSTAND);
  });

  it('a planche is not the handstand track, and is said plainly', async () => {
    expect(fitness.trackOf('I can do 20 push-ups', 'a full planche')).not.toBe(HANDSTAND);
    expect((await fitness.plan('I can do 20 push-ups', 'a full planche')).description).toMatch(/does not teach gymnastic holds/);
  });

  it.each([
    ['can do 5 push-ups', '20 push-ups'],
    ['I stand all day at work', 'stand up straighter'],
    ['I run 5k', 'run a 10k'],
  ])('“%s” → “%s”: not the handstand track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(HANDSTAND);
  });
});

describe('gaining weight when underweight: never the weight-loss line', () => {
  it.each([
    ['BMI 17, skinny, can’t put weight on', 'put on 6 kg', 30, 4],
    ["I'm 52 kg and 1.80 m, underweight since uni", 'gain weight healthily', 20, 7],
    ['skinny guy, can’t seem to gain weight, go to the gym', 'gain 5 kg of muscle', 60, 5],
    ['small appetite, always been thin', 'put on weight', 25, 2],
    ['my BMI is 18.1', 'eat better', 45, 3],
    ['I lost my appetite after a bad year', 'gain 8 lbs', 120, 6],
    ["skinny, can't put weight on", 'gain 5 kg of muscle', 45, 4],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days) => {
    expect(food.trackOf(current, target)).toBe(GAIN);
    const text = everything(await food.plan(current, target, minutes, days));
    expect(text).not.toMatch(/los(e|ing) (no more than|weight)|weight loss|calorie deficit/i);
    expect(text).toMatch(/Book an appointment with your (GP|doctor|GP or doctor) about your weight/);
    expect(text).toMatch(/SCOFF/);
    expect(text).toMatch(/Beat .*0808 801 0677/);
    expect(text).toMatch(/NEDA/);
    expect(text).toMatch(/3 meals and 2–3 snacks/);
    expect(text).toMatch(/One add-on to every meal/);
    expect(text).toMatch(/^Strength: squats, push-ups/m);
    expect(text).toMatch(/Weigh-in: once this week, same day, same time/);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it.each([
    ['I live in Texas, 110 lbs and underweight', 'gain 15 pounds', /talk to NEDA/, /your doctor/],
    ['BMI 17, I live in Leeds', 'put on 6 kg', /talk to Beat \(0808 801 0677/, /your GP/],
  ])('“%s”: the eating-disorder help and the doctor of their country', async (current, target, help, doctor) => {
    const scoff = tasksOf(await food.plan(current, target)).find((t) => t.startsWith('Five questions'))!;
    expect(scoff).toMatch(help);
    expect(scoff).toMatch(doctor);
  });

  it('weighs once a week, not every day', async () => {
    const p = await food.plan('BMI 17', 'put on 6 kg', 30, 7);
    for (const w of p.weeks) expect(w.days.flatMap((d) => d.tasks).filter((t) => /^Weigh-in/.test(t.title)).length).toBeLessThanOrEqual(1);
  });

  it.each([
    ['I go to the gym 4 times a week', 'gain 5 kg of muscle'],
    ['beginner', 'gain 5 kg of muscle'],
    ['I eat a lot of takeaways', 'lose 5 kg'],
    ['shy', 'gain confidence around food'],
    ['I put on 10 kg over lockdown', 'lose the weight I put on'],
    ['my son is underweight', 'help my son gain weight'],
    ['32 weeks pregnant', 'gain the right weight in pregnancy'],
  ])('“%s” → “%s”: not the gain track', (current, target) => {
    expect(food.trackOf(current, target)).not.toBe(GAIN);
  });

  it('an illness behind the weight loss gets the gain track with the GP or dietitian setting it', async () => {
    expect(food.trackOf("I have Crohn's and lost weight", 'put weight back on')).toBe(GAIN);
    expect((await food.plan("I have Crohn's and lost weight", 'put weight back on')).description).toMatch(
      /your GP or a dietitian should set how you gain weight/,
    );
  });

  it('on Physical Fitness, gaining weight is strength training with the food and the GP said, and losing it is its own track', async () => {
    const gain = await fitness.plan('skinny, BMI 17', 'gain weight', 30, 3);
    expect(gain.description).toMatch(/see your GP first to check the cause/);
    expect(everything(gain)).not.toMatch(/run\/walk|Couch to 5K/);
    // Losing weight has its own track now (decision 222): activity with the eating plan named, never a gain line.
    expect((await fitness.plan('beginner', 'lose weight', 30, 3)).description).toMatch(/Most weight comes off through what you eat/);
    expect((await fitness.plan('I run 5k', 'run a 10k and lose weight', 30, 3)).description).toMatch(/does not teach weight loss/);
  });

  it('a weight-loss target keeps its own line', async () => {
    expect((await food.plan('I eat a lot of takeaways', 'lose 5 kg')).description).toMatch(/losing no more than 0\.5 to 1 kg/);
  });
});

describe('a walk to a named place with a stick: the place, not the falls programme', () => {
  it.each([
    ['I walk to the end of the road with my stick', 'walk to the village shop with my stick', 20, 5, 'the village shop'],
    ['I use a stick since my hip, can do 10 minutes', "walk to my daughter's house, a mile, with my stick", 45, 3, "your daughter's house"],
    ['I walk with a rollator, about 10 minutes', 'walk to church on Sundays', 30, 4, 'church'],
    ['75, a cane since my knee op', 'walk to the post office with my cane', 10, 7, 'the post office'],
    ['I use a walking stick outdoors', 'walk to the park and back', 60, 2, 'the park'],
    ['crutches after an ankle fracture, cleared to walk', 'walk to work again with my crutches', 120, 6, 'work'],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days, place) => {
    expect(fitness.trackOf(current, target)).toBe(STICK);
    const p = await fitness.plan(current, target, minutes, days);
    const text = everything(p);
    expect(text).toMatch(/check the height of your (stick|cane|walking stick|rollator|crutches)/);
    expect(text).toMatch(new RegExp(`Map the walk to ${place}`));
    expect(text).toMatch(new RegExp(`The walk to ${place}`));
    expect(text).toMatch(/rest stop/);
    expect(text).toMatch(/Walk part 1 of the route/);
    expect(text).not.toMatch(/falls clinic|a plan for a fall|Strength and balance A/);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it.each([
    ["I'm 81, I've had two falls, I use a walking stick", 'walk to the village shop with my stick'],
    ['wobbly on my feet, use a stick', 'walk to the shops'],
    ['scared of falling, I have a walker', 'walk to the bus stop with my walker'],
  ])('“%s” → “%s”: falls or unsteadiness keep the falls programme', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(FALLS);
  });

  it.each([
    ['I walk 5 miles', 'hike the Pennine Way with walking poles'],
    ['my dad uses a stick', 'walk to the shops with my dad'],
    ['I play hockey', 'get better with my hockey stick'],
  ])('“%s” → “%s”: not the stick walk', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(STICK);
  });
});

describe('a hamstring that tears every season, from a sport person', () => {
  it.each([
    ['I play Sunday league football and my hamstring tears every season', 'get through a season without a hamstring injury'],
    ['my hamstring tears every season', 'stop my hamstring tearing every season, I play rugby'],
  ])('“%s” → “%s”: the sport track, with the Nordic programme', async (current, target) => {
    expect(fitness.trackOf(current, target)).toBe('Speed, jumps and agility for your sport');
    expect(everything(await fitness.plan(current, target, 45, 3))).toMatch(/Nordic hamstring/);
  });

  it.each([
    ['I pulled my hamstring running', 'run a 10k in under 50 minutes'],
    ['I pulled my hamstring gardening', 'get fitter'],
  ])('“%s” → “%s”: not the sport track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe('Speed, jumps and agility for your sport');
  });
});
