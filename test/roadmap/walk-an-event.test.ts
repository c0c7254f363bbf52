import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Walking an event named by its distance (issue #36, round 11): "walk the 10K charity walk for the hospice"
 * eight months after a hip replacement was planned as Couch to 5K and then tempo runs, because "10K" kept a
 * runner's plan. A distance walked — the 10K charity walk, a sponsored 10k walk, a 5K fun run walked — is the
 * day walk, with the joint-replacement line; a 10K run or race stays a runner's. People written here.
 */
const { trackOf, plan } = onOption('Physical Fitness');
const WALK = 'Long walks, hikes and long-distance paths';

describe('a distance walked is a walk, not a run', () => {
  it.each([
    ['I had a hip replacement 8 months ago, I walk 30 minutes a day', 'walk the 10K charity walk for the hospice in October'],
    ['I walk the dog every day', 'do the 10k sponsored walk for Macmillan'],
    ['couch potato', 'walk a 5K fun run with my daughter'],
  ])('%s → %s: the walking track', (current, target) => {
    expect(trackOf(current, target)).toBe(WALK);
  });

  it('a new hip is told to follow the surgeon and physiotherapist, and no task asks for a run', async () => {
    const p = await plan('I had a hip replacement 8 months ago, I walk 30 minutes a day', 'walk the 10K charity walk in October', 45, 5);
    expect(p.description).toMatch(/You had a joint replaced: follow your surgeon’s and physiotherapist’s advice/);
    expect(textOf(p)).not.toMatch(/\b(run|running|tempo|strides)\b/i);
  });

  it.each([
    ['I sit all day', 'run a 10K'],
    ['I jog a bit', 'finish a 10K race in under an hour'],
    ['I run twice a week', 'a 10K fun run in May'],
  ])('%s → %s stays a runner’s plan', (current, target) => {
    expect(trackOf(current, target)).not.toBe(WALK);
  });
});
