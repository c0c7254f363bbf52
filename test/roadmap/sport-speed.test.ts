import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * Speed, jumps and agility for a sport (issue #36, round 11): a 16-year-old "slowest on my team" who wants
 * to get faster and jump higher for tryouts was read as a 5K and given brisk walking, then Couch to 5K. The
 * track trains what a strength and conditioning coach would (NSCA): tests first (a wall-mark vertical jump,
 * 20 m, the 5-10-5), landing before jumping, acceleration and sprints with full rest, jumps counted by foot
 * contacts, strength, reactive agility, a retest, a lighter week and a season plan; under 18 with a coach's
 * eye. People written for this test, read as that coach would.
 */

const { trackOf, plan } = onOption('Physical Fitness');
const SPORT = 'Speed, jumps and agility for your sport';

describe('speed and jumps for a sport, as a strength and conditioning coach reads the plan', () => {
  it.each([
    ["I'm 15 and play netball, I'm slow off the mark", 'jump higher and be quicker for county trials', 'netball'],
    ['I play Sunday league football', 'get faster on the pitch this season', 'football'],
    ['volleyball club twice a week', 'a higher vertical jump', 'volleyball'],
    ['basketball at school, I can touch the rim', 'dunk by the end of the summer', 'basketball'],
  ])('%s → %s: tests, landing, sprints and jumps, a retest', async (current, target, sport) => {
    expect(trackOf(current, target)).toBe(SPORT);
    const p = await plan(current, target, 45, 4);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, [/^Test: vertical jump with a wall mark/, /^Landing drill/, /^Acceleration: 6 × 10 m/, /^Retest/, /^Final tests/]);
    expect(text).toContain(`Your ${sport} skill work at game speed`);
    expect(text).toMatch(/foot contacts/);
    // Not a running plan's walking base or a 5K.
    expect(text).not.toMatch(/Couch to 5K|brisk walk|\b5 ?K\b/i);
    expectOnTheirDays(p, 45, 4);
  });

  it('someone under 18 is told to train jumps and weights under a coach’s or an adult’s eye', async () => {
    const p = await plan("I'm 16, I play basketball but I'm the slowest on my team", 'get faster and jump higher for tryouts', 60, 4);
    expect(p.description).toMatch(/Under 18, train with jumps and weights under a coach's or adult's eye/);
    expect(textOf(p)).toMatch(/NSCA youth position statement, Faigenbaum 2009/);
  });

  it.each([
    ['I run 5K in 28 minutes', 'run a faster 5K, under 25 minutes', /faster time/i],
    ['I play football on Sundays', 'run a 10K this season', /^(?!Speed, jumps)/],
    ['I sit all day', 'run 5 km without stopping', /^(?!Speed, jumps)/],
  ])('%s → %s keeps its own path', (current, target, path) => {
    expect(trackOf(current, target)).toMatch(path);
  });
});
