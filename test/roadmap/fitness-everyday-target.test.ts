import { onOption } from './track-ask';
import { plan, spreadAsker, textOf, titlesOf } from './read-plan';

/**
 * A target in everyday words rehearsed (decision 381). "Keep up with the kids in the park" read Couch to 5K and
 * "dig the allotment for a couple of hours" a falls programme for a 66-year-old who never fell: the everyday
 * track measures the thing the person named in week 1, rehearses it in growing spells, tries it for real in week
 * 5 and retests it in week 6 beside week 1's figure. People written for this test.
 */

const fitness = onOption('Physical Fitness');
const ask = spreadAsker('Physical Fitness');
const EVERYDAY = 'Fit for everyday life: the thing you named, rehearsed';

const weekText = (p: Awaited<ReturnType<typeof plan>>, n: number) =>
  p.weeks[n - 1]!.days.flatMap((d) => d.tasks.map((t) => `${t.title}\n${t.description}`)).join('\n');

describe('an everyday target chooses the everyday track', () => {
  it.each([
    ['38, desk job, never exercise', 'keep up with my kids at the park'],
    ['45, busy mum of three', 'run around after the kids without puffing'],
    ['I am 70', 'keep up with the grandchildren on holiday'],
    ['66, retired', 'dig the allotment for a couple of hours without stopping'],
    ["I'm 67", 'get down on the floor and back up to play with my granddaughter'],
    ['58, get out of breath easily', 'walk round the supermarket without stopping'],
    ['50, office worker', 'climb up into the loft to sort the boxes'],
    ['35, new puppy', 'play with the puppy in the park and keep up with him'],
  ])('%s → %s', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(EVERYDAY);
  });

  it.each([
    ['40', 'run a 10k and keep up with the kids'],
    ['71, widowed', 'get up off the floor by myself if I fall'],
    ['58, had covid and was in hospital', 'walk round the supermarket without stopping'],
    ['63, osteoporosis', 'lift my grandson and carry shopping upstairs'],
    ['I am 70', "dance at my granddaughter's wedding"],
    ['my daughter is 9', 'do the splits like my daughter'],
    ['42', 'garden furniture assembled and a 5k run'],
  ])('not for %s → %s', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(EVERYDAY);
  });
});

describe('the thing named is measured, rehearsed, tried for real and retested', () => {
  it('the kids in the park: park play in week 1, in the rehearsals and at the retest', async () => {
    const p = await plan(ask('38, desk job, never exercise', 'keep up with my kids at the park', 30, 3));
    expect(p.weeks).toHaveLength(6);
    expect(weekText(p, 1)).toMatch(/Your starting figure for keeping up with your kids\n.*minutes of park play/);
    expect(weekText(p, 2)).toMatch(/Rehearse keeping up with your kids: 15 minutes\n.*jog of 20 steps/);
    expect(weekText(p, 4)).toMatch(/The middle 5 minutes harder: jogs of 40 steps and a game of tag/);
    expect(weekText(p, 6)).toMatch(/Retest keeping up with your kids beside week 1/);
    expect(textOf(p)).not.toMatch(/\b5K\b|Couch|weight's part/i);
  });

  it('the allotment: garden spells, and balance as the guidelines ask of older adults', async () => {
    const p = await plan(ask('66, retired', 'dig the allotment for a couple of hours without stopping', 45, 3));
    expect(weekText(p, 1)).toMatch(/Rehearse a whole day in the garden: 10 minutes\n.*kneel on a pad and weed/);
    expect(weekText(p, 1)).toMatch(/Chief Medical Officers ask older adults for balance/);
    expect(textOf(p)).not.toMatch(/falls clinic|your fall|park play|the loft/i);
  });

  it('a younger parent is not told of older adults', async () => {
    const p = await plan(ask('44, walk 20 minutes a day', 'keep up with my kids at the park', 45, 3));
    expect(textOf(p)).not.toMatch(/older adults/);
  });

  it('the floor by backward chaining, with a chair and someone in the house', async () => {
    const p = await plan(ask("I'm 67", 'get down on the floor and back up to play with my granddaughter', 30, 4));
    expect(textOf(p)).toMatch(/Rehearse getting up from the floor: .*\n.*Backward chaining/);
    expect(textOf(p)).not.toMatch(/park play/);
  });

  it('the loft: a ladder with three points of contact and nothing carried', async () => {
    const p = await plan(ask('50, office worker', 'climb up into the loft to sort the boxes', 20, 5));
    expect(textOf(p)).toMatch(/Rehearse climbing up to the loft: .*\n.*three points of contact, and nothing carried/);
  });

  it('the supermarket and the dog in their own words', async () => {
    const shop = await plan(ask('58, get out of breath easily', 'walk round the supermarket without stopping', 20, 7));
    expect(textOf(shop)).toMatch(/Retest walking round the supermarket without stopping beside week 1/);
    const dog = await plan(ask('35, new puppy', 'play with the puppy in the park and keep up with him', 60, 2));
    expect(textOf(dog)).toMatch(/Rehearse playing with the puppy: .*\n.*short jogs of 20 steps beside it/);
  });
});

describe('the flat walk speaks of weight only to someone who said it', () => {
  it.each([
    ['my knees are sore, 59', false],
    ["my knees are sore, 59, and I'm 20 kg overweight", true],
  ])('%s', async (current, weightSaid) => {
    const p = await plan(ask(current, 'walk 30 minutes without stopping on the flat', 30, 3));
    expect(textOf(p)).toMatch(/exercise class \(such as ESCAPE-pain\) runs near you/);
    expect(/your weight's part in the pain/.test(textOf(p))).toBe(weightSaid);
  });
});

describe('an arm injury back to its sport keeps the legs’ running short', () => {
  const week = (p: Awaited<ReturnType<typeof plan>>, n: number) => weekText(p, n);

  it('a tennis elbow runs easily and sharpens footwork, without the run–walk or graded cuts', async () => {
    const p = await plan(ask('tennis elbow since March, physio says I can build up', 'get back to playing tennis at the club', 40, 4));
    expect(week(p, 2)).toMatch(/Easy run or bike at a talking pace, the legs simply kept going/);
    expect(week(p, 3)).toMatch(/Footwork at full pace/);
    expect(titlesOf(p).join('\n')).not.toMatch(/Run–walk in straight lines|cuts at 45°/);
  });

  it('a sprained ankle keeps the run–walk and the graded cuts', async () => {
    const p = await plan(ask('sprained my ankle 6 weeks ago', 'back to netball training', 40, 4));
    expect(week(p, 2)).toMatch(/Run–walk in straight lines: 1 minute jogging/);
    expect(week(p, 3)).toMatch(/Change of direction: cuts at 45°, then 90°/);
  });
});
