import { expectWhole, GRID, onOption } from './ask';
import { textOf, weekOf } from './custom-ask';

/**
 * Breaking or cutting down a habit (issue #36, round 10): "I drink 3 cans of cola a day" → "quit fizzy
 * drinks completely" got a plan for BUILDING a habit, with no cola in it. Stopping gets its own track: the
 * triggers logged, a replacement, friction, a taper where the body minds (caffeine gradually; nail biting
 * by habit reversal), slips planned for and the count tracked, in the person's own words. Smoking gets it
 * with the Stop Smoking service first; alcohol, drugs and gambling stay off it (their own services, a GP).
 * People written for this test; a behaviour-change coach's reading.
 */

const option = 'Habits Building';
const { trackOf, plan } = onOption(option, 15, 4);
const QUIT = 'Stopping or cutting down a habit';
const CAFFEINE = /stopping caffeine suddenly can bring headaches|stopping it all at once can bring headaches/;

describe('stopping or cutting down a habit, as a behaviour-change coach reads it', () => {
  it.each([
    [
      'I drink 3 cans of cola a day',
      'quit fizzy drinks completely',
      /3 cans of cola a day/,
      // A still drink offered, and sparkling water named only as what is not offered.
      /water with lemon, lime or cucumber, a no-added-sugar squash or an iced herbal tea, all still/,
      CAFFEINE,
    ],
    [
      'two energy drinks every morning before work',
      'no more energy drinks',
      /two energy drinks every morning/,
      /walk in daylight/,
      CAFFEINE,
    ],
    ['5 coffees a day and headaches', 'cut down to one coffee a day', /5 coffees a day/, /decaf/, CAFFEINE],
    [
      'I bite my nails when I’m stressed',
      'stop biting my nails',
      /how many a day now/,
      /competing response/,
      /habit reversal from day one/,
    ],
    ['I snack every night in front of the TV', 'stop snacking at night', /how many a day now/, /kitchen closed/, /one fewer a day/],
    ['I eat too many sweets at work', 'eat less sugar', /how many a day now/, /fruit/, /one fewer a day/],
  ])('%s → %s: triggers logged, a replacement, friction, the taper, slips planned for', async (current, target, count, swap, taper) => {
    expect(trackOf(current, target)).toBe(QUIT);
    const p = await plan(current, target);
    const text = textOf(p);
    expect(text).toMatch(count);
    expect(text).toMatch(swap);
    expect(text).toMatch(taper);
    expect(text).not.toMatch(/\{\w+\}|\$\d/);
    expect(weekOf(p, /^Start a log of your/)).toBe(1);
    expect(weekOf(p, /^Choose a replacement for your strongest trigger/)).toBe(2);
    expect(weekOf(p, /^Add friction/)).toBe(2);
    expect(weekOf(p, /^One page: what you do after a slip/)).toBe(4);
    // Not a habit built up: nothing grows or is done from day one.
    expect(text).not.toMatch(/from day one, tiny|a little more|anchor/i);
  });

  it('hears the cola itself in the weeks, not only fizzy drinks in general', async () => {
    const text = textOf(await plan('I drink 3 cans of cola a day', 'quit fizzy drinks completely'));
    expect(text).toMatch(/Your starting count: 3 cans of cola a day/);
    expect(text).toMatch(/cola and many fizzy drinks hold caffeine/);
  });

  it('takes vaping with the Stop Smoking service first (smoking has its own track, decision 314)', async () => {
    expect(trackOf('I vape all day at work', 'quit vaping')).toBe(QUIT);
    const p = await plan('I vape all day at work', 'quit vaping');
    expect(p.description).toMatch(/NHS Stop Smoking service is free and makes you about three times as likely to quit/);
    expect(textOf(p)).toMatch(/a quit date set with the Stop Smoking service, with nicotine replacement/);
    expect(trackOf('I smoke 10 cigarettes a day', 'quit smoking')).not.toBe(QUIT);
  });

  it.each([
    ['I drink a bottle of wine most nights', 'stop drinking'],
    ['too many beers at the weekend', 'cut down on alcohol'],
    ['I smoke weed every evening', 'quit weed'],
    ['I bet on football every weekend', 'stop gambling'],
  ])('%s → %s: alcohol, drugs and gambling are not this plan’s to take', (current, target) => {
    expect(trackOf(current, target)).not.toBe(QUIT);
  });

  it.each([
    ['I want to get fit', 'build a habit of going to the gym'],
    ['I keep skipping the gym', 'stop skipping the gym'],
    ['I never read', 'build a habit of reading every night'],
    ['I forget my vitamins', 'stop forgetting my vitamins'],
  ])('%s → %s: building a habit stays where it was', (current, target) => {
    expect(trackOf(current, target)).not.toBe(QUIT);
  });

  it.each(GRID)('reads whole at $minutes minutes on $days days', async ({ minutes, days }) => {
    const p = await plan('I drink 3 cans of cola a day', 'quit fizzy drinks completely', minutes, days);
    expectWhole(p, minutes, days);
    expect(weekOf(p, /^Add friction/)).toBeGreaterThan(0);
    expect(p.weeks.at(-1)!.title).toMatch(/For keeps/);
  });
});
