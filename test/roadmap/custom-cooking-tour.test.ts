import { plan, goal, tasksOf, textOf, inOrder } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';
import { deadlineOf } from '../../lambdas/roadmap/deadline';

/**
 * Round 14's readers of custom goals (issue #36 item 4, decision 233): a widower's Christmas roast got
 * "find who teaches cooking Christmas lunch … a club or society" and "clean tries out of 10"; a six-day
 * Loire à Vélo tour got one generic week, "over 6 days" read as its date; a dinghy sailor read "board
 * or boat" and "rinse … board and leash". Cooking and a cycle tour are kinds of their own, and the water
 * sports speak each craft's words. People written for this test.
 */

const trackOf = (title: string, current: string, target: string, description?: string) =>
  readBack(goal(title, current, target, description ? { description } : {})).track.name;
const COOKING = 'Cooking, from the kitchen to the meal you name';
const TOUR = 'A cycle tour over several days, with panniers';
const CAKE = 'A celebration cake, from the brief to the table';

describe('cooking, as a cookery teacher reads the plan', () => {
  it('a widower’s Christmas roast: food safety with its numbers, a trial, a timing plan from serving, the day, and grief said kindly', async () => {
    const description = 'My wife always cooked it. She died in March and this year I want to do it for the kids and grandchildren.';
    const title = "Cook the family's Christmas roast";
    expect(trackOf(title, 'I can boil an egg', 'Cook Christmas lunch for 8 on 25 December', description)).toBe(COOKING);
    const p = await plan(title, 'I can boil an egg', 'Cook Christmas lunch for 8 on 25 December', { description, minutes: 45, days: 3 });
    const text = textOf(p);
    expect(p.description).toMatch(/Cruse Bereavement Support/);
    expect(text).toMatch(/Ask the family what they remember of how it was done/);
    expect(text).toMatch(/10–12 hours a kg/);
    expect(text).toMatch(/75 °C for 30 seconds/);
    expect(text).toMatch(/probe thermometer/);
    expect(text).toMatch(/roast potatoes/i);
    expect(text).toMatch(/gravy/);
    expect(text).toMatch(/worked back from the minute you serve/);
    expect(tasksOf(p).some((t) => /^Christmas lunch, from your timing plan$/.test(t.title))).toBe(true);
    expect(text).not.toMatch(/club or society|clean tries out of 10|Find who teaches/);
  });

  it.each([
    [
      'Learn to cook Indian food',
      'I can make pasta',
      'Cook a dal, a curry and rice for friends',
      /spices fried in oil/,
      /curry-night plan/,
    ],
    ['Batch cook for the week', 'I live on takeaways', 'Cook 5 lunches every Sunday', /within 2 hours/, /which meals come from the batch/],
    [
      'Learn to cook',
      "I can't cook at all, just moved out",
      'Cook proper meals 4 nights a week',
      /claw and bridge/,
      /A week’s menu of three or four meals/,
    ],
    ['Sunday lunch', 'never cooked a roast', 'A roast chicken dinner for 6 people', /clear juices/, /timing plan worked back/],
  ])('%s: %s → %s', async (title, current, target, technique, planWords) => {
    expect(trackOf(title, current, target)).toBe(COOKING);
    const p = await plan(title, current, target, { minutes: 40, days: 4 });
    const text = textOf(p);
    expect(text).toMatch(technique);
    expect(text).toMatch(planWords);
    expect(text).toMatch(/four Cs/);
    expect(p.description).not.toMatch(/Cruse/);
    expect(text).not.toMatch(/Ask the family what they remember/);
    inOrder(p, [/^Food safety: the four Cs/, /^The trial, from one recipe/, /^Write the plan on one sheet/]);
  });

  it('an everyday cook is never sent to a rehearsal for guests or a thaw', async () => {
    const text = textOf(await plan('Learn to cook', 'beginner', 'Cook healthy meals most nights', { minutes: 30, days: 5 }));
    expect(text).not.toMatch(/rehearsal guests|start any thaw|Christmas|turkey/);
    expect(text).toMatch(/Your week’s meals, cooked on the nights in your plan/);
  });

  it.each([
    ['Cook up a business plan', 'an idea for a café', 'a business plan for the bank'],
    ['Build a recipe app', 'I know some JavaScript', 'a recipe app on my phone'],
    ['Holiday in the Cook Islands', 'never been', 'snorkel in the Cook Islands'],
    ['Sourdough', 'never baked', 'bake a sourdough loaf every week'],
    ['Become a chef', 'home cook', 'a job as a commis chef in a restaurant'],
  ])('%s → %s: not cooking', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe(COOKING);
  });
});

describe('a celebration cake, as a cake maker reads the plan', () => {
  it.each([
    [
      "Bake my daughter's wedding cake",
      'I bake the odd Victoria sponge',
      'A three-tier wedding cake for 80 on 14 June',
      /three tiers sized for 80 people/,
      /the wedding cake/,
    ],
    ['Birthday cake', 'never baked', "Make a two-tier cake for my son's 18th", /two tiers/, /the birthday cake/],
  ])('%s: %s → %s', async (title, current, target, sized, named) => {
    expect(trackOf(title, current, target)).toBe(CAKE);
    const p = await plan(title, current, target, { minutes: 60, days: 3 });
    const text = [textOf(p), ...p.weeks.map((w) => w.description)].join('\n');
    expect(text).toMatch(sized);
    expect(text).toMatch(named);
    expect(text).toMatch(/14 allergens/);
    expect(text).toMatch(/servings chart/);
    inOrder(p, [/^Bake the largest tier once/, /^Crumb coat/, /^Dowel the bottom tier/, /^Write the timeline back from serving time/]);
    // Not a ferment's or a Christmas roast's words.
    expect(`${p.description ?? ''}\n${text}`).not.toMatch(/ferments|brews|turkey|gravy|knife holds|clean tries/);
  });

  it.each([
    ['Start a cupcake business', 'I bake for friends', 'sell cupcakes at the market'],
    ['Fish cakes', 'never cooked fish', 'make fish cakes for tea'],
    ['Exams', 'behind', 'make it a piece of cake'],
  ])('%s → %s: not a celebration cake', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe(CAKE);
  });
});

describe('a cycle tour over several days, as a touring leader reads the plan', () => {
  it.each([
    [
      'Ride the Loire à Vélo',
      'I cycle 8 km to work',
      'Ride the Loire à Vélo over 6 days in July, about 60 km a day, with panniers',
      /the Loire à Vélo/,
      /60 km/,
      /your ride of 8 km/,
    ],
    [
      "Land's End to John o' Groats",
      'I ride 30 miles on Sundays',
      'Cycle LEJOG in 14 days next June, 70 miles a day',
      /Land’s End to John o’ Groats/,
      /70 miles/,
      /your ride of 30 miles/,
    ],
    [
      'A week cycling the Camino',
      'I do spin classes',
      'Cycle the Camino Francés in a week in September',
      /credencial/,
      /your daily distance/,
      /the longest ride you do now/,
    ],
  ])('%s: %s → %s', async (title, current, target, tour, stage, own) => {
    expect(trackOf(title, current, target)).toBe(TOUR);
    const p = await plan(title, current, target, { minutes: 60, days: 4 });
    const text = textOf(p);
    expect(text).toMatch(tour);
    expect(text).toMatch(stage);
    expect(text).toMatch(own);
    expect(p.weeks.length).toBeGreaterThanOrEqual(10);
    // The tour's length is not its date: the month is.
    expect(p.description).not.toMatch(/Your date, “(over 6 days|in 14 days|in a week)”/);
    expect(p.description).toMatch(/Your date, “(in July|next June|in September)”/);
    inOrder(p, [
      /^Book a full service and a bike fit/,
      /^Fix a puncture at home/,
      /^Fit the rack and panniers/,
      /^Book where you sleep each night/,
      /^Back-to-back, loaded: /,
      /^A full day: /,
      /^Shakedown: /,
    ]);
    expect(text).not.toMatch(/Ask your teacher|Dress rehearsal|clean tries/);
  });

  it('reads the tour’s length as its length, not its date, and keeps real deadlines', () => {
    const today = '2026-11-26';
    expect(deadlineOf('ride the Loire over 6 days in July', today)).toMatchObject({ said: 'in July' });
    expect(deadlineOf('cycle LEJOG in 14 days next June', today)).toMatchObject({ said: 'next June' });
    expect(deadlineOf('my audition is in 5 days', today)).toMatchObject({ said: 'in 5 days' });
    expect(deadlineOf('fluent enough to order food over six weeks', today)).toMatchObject({ said: 'over six weeks' });
  });

  it.each([
    ['Learn to ride a bike', "can't ride", 'cycle to work, 3 miles'],
    ['Etape', 'I ride 50 km', "Ride L'Etape du Tour, 170 km, in July"],
    ['Motorbike tour', 'I have my licence', 'a motorbike tour of Scotland over 5 days'],
    ['Cycle to work', 'I can ride', 'cycle to work 5 miles each way'],
  ])('%s → %s: not a tour', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe(TOUR);
  });
});

describe('a marathon or a long-distance path written as a custom goal gets the plan its own option writes', () => {
  it('a marathon: the running programme with its long run, never a teacher’s first lesson or a whole attempt at the halfway mark', async () => {
    expect(trackOf('Run a marathon', 'I run 10k', 'Finish the London Marathon in April')).toBe('A run or a race, from where you are');
    const p = await plan('Run a marathon', 'I run 10k', 'Finish the London Marathon in April', { minutes: 45, days: 4 });
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles.some((t) => /^Long run: /.test(t))).toBe(true);
    expect(p.weeks.length).toBeGreaterThanOrEqual(10);
    expect(textOf(p)).not.toMatch(/Find who teaches|A whole attempt at|clean tries/);
  });

  it('the West Highland Way: the walk of several days its own option plans — the stages, the full pack, back-to-back days', async () => {
    const title = 'Hike the West Highland Way';
    const target = 'Walk the West Highland Way, 96 miles over 7 days in May';
    expect(trackOf(title, 'I walk 10 km at weekends', target)).toBe('A walk of several days: the Camino, a national trail, a trek');
    const text = textOf(await plan(title, 'I walk 10 km at weekends', target, { minutes: 45, days: 4 }));
    expect(text).toMatch(/154 km \(96 miles\) from Milngavie to Fort William/);
    expect(text).toMatch(/with the full pack/);
    expect(text).not.toMatch(/Find who teaches|hike the West Highland Way: a class/);
  });

  it.each([
    ['Run for mayor', 'a councillor', 'run for mayor in May'],
    ['Walk the dog', 'my puppy pulls', 'walk my dog 5 km without pulling'],
    ['Ride the Camino', 'I cycle', 'cycle the Camino over 10 days'],
    ['Binge a series', 'two episodes in', 'run through the whole series in a week'],
  ])('%s → %s: not a borrowed run or walk', (title, current, target) => {
    expect([trackOf(title, current, target)]).not.toContain(expect.stringMatching(/^A run or a race|^A long walk/));
  });
});

describe('water sports in each craft’s own words, as an instructor reads them', () => {
  const words = async (title: string, target: string) => textOf(await plan(title, 'never done it', target, { minutes: 60, days: 3 }));

  it('a dinghy sailor reads the dinghy, never a board, a leash or paddling back', async () => {
    const text = await words('Learn to sail a dinghy solo', 'Sail a dinghy solo on a lake');
    expect(text).toMatch(/Your own dinghy, or the centre’s/);
    expect(text).toMatch(/rinse your buoyancy aid, the dinghy, its sails and ropes/);
    expect(text).toMatch(/sail back while you are learning/);
    expect(text).not.toMatch(/\bboard or boat\b|\bleash\b|paddle back|boards or boats/);
  });

  it('a windsurfer gets a windsurfing course and a rig, not a dinghy', async () => {
    const text = await words('Learn to windsurf', 'Windsurf across the reservoir');
    expect(text).toMatch(/RYA Start Windsurfing/);
    expect(text).toMatch(/uphauling the sail/);
    expect(text).not.toMatch(/dinghy|Dinghy Level 1|\bleash\b/);
  });

  it.each([
    ['Learn to kayak', 'Paddle a kayak down the river Wye', /Your own kayak, or the centre’s/, /\bleash\b|dinghy|board or boat/],
    [
      'Canoeing',
      'Canoe down the river Spey with my son',
      /rinse your buoyancy aid, canoe and paddles/,
      /spraydeck|\bleash\b|dinghy|board or boat/,
    ],
    ['Paddleboarding', 'Paddleboard on the lake for an hour', /board, paddle and leash/, /dinghy|spraydeck|board or boat/],
  ])('%s → %s: its own craft', async (title, target, own, leftover) => {
    const text = await words(title, target);
    expect(text).toMatch(own);
    expect(text).not.toMatch(leftover);
  });
});
