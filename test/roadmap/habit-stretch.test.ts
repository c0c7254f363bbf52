import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Stretching is a habit of its own (issue #36, round 11): "stretch for 10 minutes every morning because my
 * back is stiff" got "5 push-ups or a 2-minute walk", the mat unrolled and a workout playlist. Now its tiny
 * version is one stretch held, its routine the NHS flexibility exercises; exercise keeps its own words.
 */
const { plan } = onOption('Habits Building');

describe('a stretching habit, as a habit coach reads the plan', () => {
  it.each([
    ["I keep saying I'll stretch in the morning and never do", 'stretch for 10 minutes every morning before work'],
    ['stiff from sitting all day', 'a mobility routine every evening, 15 minutes'],
  ])('%s → %s: stretches, not push-ups', async (current, target) => {
    const text = textOf(await plan(current, target, 15, 7));
    expect(text).toMatch(/One stretch for the back or the hamstrings, held for 30 seconds/);
    expect(text).toMatch(/NHS flexibility exercises/);
    expect(text).not.toMatch(/push-ups|workout|Couch to 5K/i);
  });

  it('exercise keeps its own tiny start', async () => {
    const text = textOf(await plan('I never exercise', 'work out 20 minutes every morning', 20, 5));
    expect(text).toMatch(/5 push-ups or a 2-minute walk/);
  });
});
