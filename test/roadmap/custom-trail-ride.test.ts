import { plan, tasksOf, textOf } from './custom-ask';

/**
 * Round 13 (issue #36): "go on a two-hour trail ride on holiday in Wyoming" from a nervous beginner got an
 * arena course aimed at jumping — poles as "the first step towards jumping", the BHS tests or a jumping
 * course next — with nothing on hours in the saddle, hills or a ranch's Western tack (decision 218).
 * People written for this test.
 */

const titles = async (...args: Parameters<typeof plan>) => tasksOf(await plan(...args)).map((t) => t.title);

describe('a trail ride, as a riding instructor reads the plan', () => {
  it.each([
    ['Learn to ride a horse', 'go on a two-hour trail ride on holiday in Wyoming', 'a trail ride on a ranch holiday in August', true],
    ['Horse riding', 'a pony trek in the Brecon Beacons with my kids', 'we booked a trekking centre in Wales', false],
    ['Ride a horse', 'hack out on the bridleways with my friend', 'she keeps a horse at a livery yard', false],
  ])('%s → %s: longer rides at walk, a supervised hack, the trail’s questions', async (title, target, description, western) => {
    const p = await plan(title, "never ridden, I'm nervous around horses", target, { description, minutes: 60, days: 2 });
    const all = tasksOf(p).map((t) => t.title);
    expect(all).toContain('Lesson: a longer ride, most of it at walk, out of the arena if the school can');
    expect(all).toContain('A supervised hack or trek, as long as the school offers, mostly at walk: your seat for the trail');
    expect(all).toContain('Ask what you need before the trail ride: hills, gates, water, and a horse that spooks');
    const text = textOf(p);
    expect(text).not.toMatch(/first step towards jumping|a jumping course/);
    if (western) expect(text).toMatch(/neck-reins with one hand/);
    else expect(text).not.toMatch(/neck-reins/);
  });

  it('a rider aiming at the arena keeps poles towards jumping and the BHS tests', async () => {
    const all = await titles('Riding lessons', 'never ridden', 'learn to trot and canter', { minutes: 45, days: 3 });
    expect(all).toContain('Lesson: poles on the ground at walk and trot');
    expect(all).toContain('Agree the next step with the instructor: the BHS Progressive Riding Tests or a jumping course');
    expect(all.join('\n')).not.toMatch(/trail|trek/);
  });
});
