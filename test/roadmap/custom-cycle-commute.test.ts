import { goal, inOrder, plan, tasksOf, textOf, weekOf } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';

/**
 * Round 18's coach read "I can ride a bike but never on roads" → "commute 8 km to work by bike" (4/10): weeks
 * 1–2 taught balance and the power pedal to someone who can ride, there was no Bikeability level 3, no word on
 * lorries, one quiet ride then "Ride it at the usual time", and nothing on locking the bike or arriving at work.
 * Someone who can ride starts at the road (decision 319). People written for this test.
 */

const trackOf = (title: string, current: string, target: string) => readBack(goal(title, current, target)).track.name;
const COMMUTE = 'Cycling to work or on roads, for someone who can ride';
const LEARN = 'Riding a bike, from balance to the road';

describe('someone who can ride, cycling to work or on roads, as a cycle trainer reads the plan', () => {
  it.each([
    ['Cycle to work', 'I can ride a bike but never on roads', 'commute 8 km to work by bike', 30, 3],
    ['Bike commute', 'I ride at weekends on the canal towpath', 'cycle to the office in Leeds', 45, 5],
    ['Cycling', 'used to ride as a kid, 20 years ago', 'bike to work, 5 km', 20, 2],
    ['Confident cycling', 'I can cycle in the park with my kids', 'ride in traffic confidently in London', 60, 4],
    ['Station', 'can ride but wobbly', 'cycle to the station, 3 km', 15, 7],
  ])('%s: %s → %s, %i min × %i', async (title, current, target, minutes, days) => {
    expect(trackOf(title, current, target)).toBe(COMMUTE);
    const p = await plan(title, current, target, { minutes, days });
    const text = textOf(p);
    // Not taught to ride again.
    expect(text).not.toMatch(/power pedal|scoot and glide|pedals off/i);
    expect(tasksOf(p)[0].title).toMatch(/^Book .*(Bikeability|cycle skills|Cycling Instructor)/);
    inOrder(p, [
      /level 1 skills off the road/,
      /^A session on quiet roads/,
      /^A level 3 session/,
      /^Plan the route to/,
      /^Ride the route at the usual hour/,
    ]);
    expect(text).toMatch(/never ride up the left side of one at a junction/i);
    expect(text).toMatch(/lock/i);
    expect(text).toMatch(/^Arriving at /m);
    // The usual hour comes after a quiet one.
    expect(weekOf(p, /^Ride the route at a quiet hour/)).toBeLessThan(weekOf(p, /^Ride the route at the usual hour/));
  });

  it('reads work from a commute and names it', async () => {
    const p = await plan('Cycle to work', 'I can ride a bike but never on roads', 'commute 8 km to work by bike');
    expect(tasksOf(p).map((t) => t.title)).toContain('Ride to work for real, with fifteen minutes spare');
    expect(p.weeks.at(-1)?.title).toMatch(/commute 8 km to work by bike/);
  });

  it('a rider already on roads starts at the route, not at road training', async () => {
    const [title, current, target] = ['Commute', 'I cycle 100 km sportives on a road bike', 'commute by bike in Manchester'];
    expect(trackOf(title, current, target)).toBe(COMMUTE);
    const p = await plan(title, current, target, { minutes: 90, days: 7 });
    expect(weekOf(p, /^Plan the route to work/)).toBe(1);
    expect(textOf(p)).not.toMatch(/level 1 skills off the road/);
  });

  it.each([
    ['Learn to ride', "I can't ride a bike", 'cycle to work'],
    ['Cycling', 'never ridden a bike', 'ride a bike to school with my kids'],
    ['Cycling', 'I never learnt to ride', 'cycle to work by summer'],
    ['Learn to ride', 'I can ride a scooter', 'learn to ride a bike and cycle to work'],
  ])('%s: %s → %s: learns to ride first', (title, current, target) => {
    expect(trackOf(title, current, target)).toBe(LEARN);
  });

  it.each([
    ['Motorbike', 'I can ride a bike', 'ride my motorbike to work'],
    ['Mountain biking', 'I can ride', 'ride red trails at a trail centre'],
    ['Horse riding', 'I can ride a pony', 'ride a horse on the roads'],
    ['Tour', 'I can ride a bike', 'cycle tour of the Hebridean Way over a week'],
    ['Running', 'I can run 5k', 'run to work'],
  ])('%s: %s → %s: not this kind', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe(COMMUTE);
  });
});
