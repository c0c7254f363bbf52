import { onOption } from './ask';
import { everything } from '../support/plan-reading';

/**
 * Swimming for fitness is a Physical Fitness plan, not "not our option" (issue #36, round 11; decision
 * 185): a swimmer gets a baseline in lengths, a technique focus, intervals and continuous swimming to 30
 * minutes, retested against the baseline; someone who cannot swim yet starts with lessons from a
 * qualified teacher in a lifeguarded pool's shallow end. People written for this test, several ways of
 * saying each, and neighbours that must keep their own plans.
 */

const fitness = onOption('Physical Fitness', 45, 3);
const SWIMMING = 'Swimming for fitness';

describe('swimming for fitness', () => {
  it.each([
    ['I can swim a few lengths of breaststroke', 'swim to get fitter'],
    ['used to swim at school, can do front crawl slowly', 'get fit by swimming three times a week'],
    ['I swim 10 lengths once a week', 'swim for 30 minutes non-stop'],
    ['desk job, I like the pool', 'swimming for fitness'],
  ])('“%s” → “%s”: lengths, a technique focus and intervals from week 1, retested at the end', async (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(SWIMMING);
    const p = await fitness.plan(current, target);
    const titles = p.weeks.map((w) => w.title);
    expect(titles[0]).toMatch(/Your baseline: lengths in 20 minutes/);
    expect(titles.at(-1)).toMatch(/Test week: 30 minutes, and your baseline again/);
    const text = everything(p);
    expect(text).toMatch(/Intervals: 8 × 25 m/);
    expect(text).toMatch(/Technique: choose your stroke’s one focus/);
    expect(text).not.toMatch(/does not teach|Couch to 5K|shoes you will run in|Learn to Swim/);
  });

  it.each([
    ["I can't swim", 'learn to swim so I can exercise in the pool'],
    ['never learned to swim, scared of deep water', 'swim for fitness'],
    ['I’m a weak swimmer, I panic if I can’t touch the bottom', 'swim lengths to keep fit'],
  ])('“%s”: lessons in the shallow end first, then the swimmer’s weeks', async (current, target) => {
    const p = await fitness.plan(current, target);
    expect(p.weeks[0]!.title).toBe('Week 1: Lessons first: water confidence in the shallow end');
    expect(p.weeks[0]!.days[0]!.tasks[0]!.title).toMatch(/Book an adult learn-to-swim course/);
    expect(p.weeks.map((w) => w.title)).toContainEqual(expect.stringMatching(/Your baseline: lengths in 20 minutes/));
    expect(p.description).toMatch(/lifeguard/);
  });

  it.each([
    ['I run 5k twice a week', 'run a 10k'],
    ['I cycle to work', 'do my first sprint triathlon'],
    ['I swim a bit', 'run a half marathon'],
  ])('“%s” → “%s”: not the swimming plan', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(SWIMMING);
  });
});
