import { onOption } from './track-ask';

/**
 * Round 13 (issue #36): "I can focus for about 10 minutes before checking messages" was read as a person
 * who already "can focus" and started at the last week's 60-, 75- and 90-minute deep-work blocks — a 1-week
 * plan to two-hour mornings. Where a plan starts reads the minutes the person says they hold. People
 * written for this test.
 */

const focus = onOption('Focus & Concentration');
const firstWeek = async (current: string) => (await focus.plan(current, 'write for 2 hours each morning', 60, 5)).weeks[0]!.title;

describe('where a focus plan starts, from the minutes the person holds now', () => {
  it.each([
    'I can focus for about 10 minutes before checking messages',
    'I can only focus for 5 minutes',
    "I can't focus at all",
    'I usually work for 15 minutes then drift',
  ])('%s: the first week measures attention and clears the decks', async (current) => {
    expect(await firstWeek(current)).toMatch(/^Week 1: Measure your attention/);
  });

  it.each(['I can focus for 30 minutes at a time', 'I can usually concentrate for about 25 min', 'I use the pomodoro method'])(
    '%s: pomodoros first',
    async (current) => {
      expect(await firstWeek(current)).toMatch(/^Week 1: Pomodoros/);
    },
  );

  it.each(['I can usually focus for an hour', 'I can focus for 45 minutes', 'I do deep work most days'])(
    '%s: the deep-work week',
    async (current) => {
      expect(await firstWeek(current)).toMatch(/^Week 1: Deep work/);
    },
  );
});
