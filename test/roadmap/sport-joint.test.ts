import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf, weekOf } from './custom-ask';

/**
 * A joint that keeps going, in the speed-and-jumps track (issue #36, round 12): an ankle that rolls, a knee
 * that gives way, a hamstring pulled again and again. A strength and conditioning coach sends them to a
 * physio first, puts balance and landings before any jump (no squat jumps in week 1), and builds balance
 * week by week as FIFA 11+ and the ankle-sprain trials do (Hupperets et al. 2009), or Nordic curls for a
 * hamstring (Petersen et al. 2011). Pain said otherwise gets a physio and the 3-out-of-10 rule, said once.
 * People written for this test.
 */

const { trackOf, plan } = onOption('Physical Fitness');
const SPORT = 'Speed, jumps and agility for your sport';

describe('an ankle, a knee or a hamstring that keeps going, as a strength and conditioning coach reads the plan', () => {
  it.each([
    ['I play netball but I keep rolling my ankle', 'get faster and jump higher for next season'],
    ['volleyball twice a week, weak ankles', 'jump higher for tryouts'],
    ['I sprained my left ankle three times this year playing basketball', 'a higher vertical jump'],
    ['my ankles always give way when I land, I play handball', 'jump higher and be quicker for county trials'],
  ])('%s → %s: a physio first, balance before jumps, balance built week by week', async (current, target) => {
    expect(trackOf(current, target)).toBe(SPORT);
    const p = await plan(current, target, 45, 4);
    const text = textOf(p);
    expectOnTheirDays(p, 45, 4);
    expect(p.description).toMatch(/^You say your ankle rolls\. If it keeps happening, see a physio first/);
    expect(weekOf(p, /^Book a physio for your ankle this week/)).toBe(1);
    // No jump drill in week 1: balance where the squat jumps were; the test jump only after stuck landings.
    expect(weekOf(p, /^Squat jumps/)).not.toBe(1);
    expect(text).toMatch(/then 5 stuck landings from a low step and 30 s on each leg: no test jump before the landings are quiet/);
    inOrder(p, [
      /^Single-leg balance: 3 × 30 s on each leg, barefoot/,
      /^Single-leg balance, eyes closed/,
      /^Single-leg balance on a folded towel or cushion/,
      /^Single-leg balance catching a partner’s throws/,
      /^Hop and stick/,
    ]);
    expect(text).toMatch(/Hupperets et al\., BMJ 2009/);
    // Said once: not the general pain constraint's booking beside the track's own.
    expect(text).not.toMatch(/Book a GP or physiotherapist appointment about the pain/);
  });

  it.each([
    ['16, I play basketball and my knee keeps giving way', 'jump higher and dunk by next season', 'knee', /^Single-leg squats to a chair/],
    [
      'I tore my knee ligament two years ago and play football',
      'get faster on the pitch this season',
      'knee',
      /^Single-leg squats to a chair/,
    ],
    [
      'my hamstring keeps going when I sprint, I play rugby',
      'get faster for next season',
      'hamstring',
      /^Nordic hamstring negatives 2 × 4/,
    ],
    [
      'pulled my hamstring twice last season playing hockey',
      'faster and more agile for next season',
      'hamstring',
      /^Nordic hamstring negatives 3 × 6/,
    ],
  ])('%s → %s: the %s’s own physio line and work', async (current, target, joint, work) => {
    expect(trackOf(current, target)).toBe(SPORT);
    const p = await plan(current, target, 45, 4);
    expect(weekOf(p, new RegExp(`^Book a physio for your ${joint} this week`))).toBe(1);
    expect(weekOf(p, work)).toBeGreaterThan(1);
    expect(weekOf(p, /^Squat jumps/)).not.toBe(1);
    expect(textOf(p)).not.toMatch(/ankle rolls|Hupperets/);
  });

  it('other pain: a physio and the 3-out-of-10 rule, said once, and the jumps kept', async () => {
    const p = await plan('my shins hurt after training, I play rugby', 'get faster for next season', 45, 4);
    expect(p.description).toMatch(/Pain up to 3 out of 10 that settles by the next morning is fine/);
    expect(weekOf(p, /^Book a physio about the pain before the first jumps/)).toBe(1);
    expect(textOf(p)).not.toMatch(/Book a GP or physiotherapist appointment about the pain|Single-leg balance/);
  });

  it.each([
    ['no injuries, I play hockey', 'get faster and more agile for next season'],
    ['I play Sunday league football, never been injured', 'get faster on the pitch this season'],
    ['basketball at school, my ankles are fine', 'dunk by the end of the summer'],
  ])('%s → %s: the plan as it was, jumps from week 1 and no physio', async (current, target) => {
    const p = await plan(current, target, 45, 4);
    expect(weekOf(p, /^Squat jumps 3 × 5 with a stuck landing/)).toBe(1);
    expect(textOf(p)).not.toMatch(/Book a physio|Single-leg balance|Nordic hamstring negatives 2/);
  });
});
