import { goal, plan, tasksOf, textOf } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';

/**
 * Held back from round 13's engineers and read blind: "learn to ride a bike" → "cycle to work, 3 miles, in
 * traffic", an embarrassed adult in London, got the general custom template and was riding in traffic by
 * week 6 with no cycle training (2/10, unsafe). An adult learner's own kind: cycle training booked, balance
 * first with the pedals off, starting, stopping and looking behind off the road, quiet roads with a trainer,
 * the route planned and tried, then the ride (decision 227). People written for this test.
 */

const trackOf = (title: string, current: string, target: string) => readBack(goal(title, current, target)).track.name;
const CYCLING = 'Riding a bike, from balance to the road';

describe('an adult learning to ride, as a cycle trainer reads the plan', () => {
  it.each([
    [
      'Learn to ride a bike',
      "can't ride a bike, never learnt as a child",
      'cycle to work, 3 miles, in traffic',
      /London borough/,
      "I'm embarrassed, adult learner, London",
    ],
    ['Cycling', 'I wobble and fall off', 'ride a bike to the station', /Bikeability/, undefined],
    ['Learn to cycle', 'never learnt, 45', 'ride to school with my kids', /Bikeability/, undefined],
  ])('%s: %s → %s', async (title, current, target, training, description) => {
    expect(trackOf(title, current, target)).toBe(CYCLING);
    const p = await plan(title, current, target, { minutes: 30, days: 3, ...(description && { description }) });
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles[0]).toMatch(/^Book /);
    expect(titles[0]).toMatch(training);
    const order = [
      /^Your first session: pedals off/,
      /^The power pedal/,
      /^Look over your shoulder while riding/,
      /^A session on quiet roads with your cycle trainer/,
      /^Plan the quietest route/,
    ];
    const at = order.map((r) => titles.findIndex((t) => r.test(t)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(textOf(p)).toMatch(/away from traffic/);
    expect(textOf(p)).not.toMatch(/20-minute attempt|against the clock/);
  });

  it.each([
    ['Motorbike', 'never ridden', 'pass my motorbike test'],
    ['Mountain biking', 'I can ride', 'ride red trails at a trail centre'],
    ['Horse riding', 'beginner', 'ride a horse on the beach'],
  ])('%s → %s: not this kind', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe(CYCLING);
  });
});
