import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Held back from round 13's engineers and read blind: "stop caffeine after midday" from someone who drinks
 * four coffees and sleeps badly was read as cutting down — "one fewer a day every 3–4 days" — when what they
 * asked for is a time: the last cup moved earlier, the morning ones kept. People written for this test.
 */

const habits = onOption('Habits Building');
const CUTOFF = /your last caffeine moved an hour earlier every 3–4 days, from the latest time your log shows to your cut-off/;

describe('a cut-off time, not a count', () => {
  it.each([
    ['I drink 4 coffees a day and sleep badly', 'stop caffeine after midday'],
    ['two energy drinks in the afternoon at work', 'no energy drinks after 2pm'],
    ['tea all day long', 'no tea after lunch'],
  ])('%s → %s: the last cup moves earlier, the morning ones may stay', async (current, target) => {
    const text = textOf(await habits.plan(current, target, 10, 7));
    expect(text).toMatch(CUTOFF);
    expect(text).not.toMatch(/cutting down by about one a day/);
  });

  it('cutting down is still cutting down', async () => {
    const text = textOf(await habits.plan('I drink 6 coffees a day', 'cut down to 2 coffees a day', 10, 7));
    expect(text).not.toMatch(CUTOFF);
    expect(text).toMatch(/cutting down by about one a day every 3–4 days/);
  });
});
