import { plan, spreadAsker } from './read-plan';

/**
 * A thing made for a date is finished before it (round 20's second reading): decision 365 told every dated plan to
 * start so that its last week holds the date, and a couple's wedding invitations were to be designed in the wedding's
 * own month, too late to post, and a portrait given on an 18th birthday was started with no week to spare. A plan
 * that holds the day itself (a speech given, a shoot on the trip) still says when to start.
 */

const inMonths = (months: number) => {
  const when = new Date();
  when.setUTCMonth(when.getUTCMonth() + months);
  return when.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
};

describe('made for the day: finished before it, never started to end on it', () => {
  it.each([
    ['Design Basics', 'I have Canva, no design training', `design the invitations and place cards for my own wedding in ${inMonths(5)}`],
    ['Drawing', 'I drew as a teenager', `a pencil portrait of my daughter for her 18th birthday in ${inMonths(3)}`],
  ])('%s: “%s” → “%s”', async (option, current, target) => {
    const p = await plan(spreadAsker(option)(current, target, 30, 3));
    expect(p.description).toMatch(/plan finishes before it\./);
    expect(p.description).not.toMatch(/Start it in the week of/);
  });
});

describe('holding the day itself: started so that its week is the day’s', () => {
  it('a speech given at a wedding says when to start', async () => {
    const p = await plan(
      spreadAsker('Writing Skills')('I write emails at work', `my best man's speech at my brother's wedding in ${inMonths(4)}`, 20, 3),
    );
    expect(p.description).toMatch(/Start it in the week of/);
  });
});
