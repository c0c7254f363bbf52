import { readBack } from '../../lambdas/roadmap/reading';
import { plan, spreadAsker, textOf } from './read-plan';

/**
 * A hard date named in a grief target is worked through as its own day (issue #36, round 21, decision 389). A
 * clinical psychologist read "Get through the first Christmas without him and start seeing friends again" (widowed
 * since spring; 20 × 5), score 6: Christmas itself never planned (the day, who with, the traditions, a role for
 * him — Cruse's guidance), and the friends left to "a hobby, a friend, a place".
 */

const ask = spreadAsker('Mental Health');
const GRIEF = 'Grief after a death: work, support and the days ahead';

describe('a widow facing her first Christmas, 20 minutes, 5 days a week', () => {
  const request = ask('my husband died in the spring', 'Get through the first Christmas without him and start seeing friends again', 20, 5);

  it('plans Christmas Day itself and its traditions, with a place for him', async () => {
    expect(readBack(request).track.name).toBe(GRIEF);
    const text = textOf(await plan(request));
    expect(text).toMatch(/Plan Christmas Day itself: where you will be, who with, and a way to step out if it gets too much/);
    expect(text).toMatch(/Choose the Christmas traditions to keep, change or drop, and a place for your husband in the day/);
    expect(text).toMatch(/Cruse's advice for Christmas after a death/);
    expect(text).not.toMatch(/Write the hard dates of the year ahead/);
  });

  it('turns "seeing friends again" into a friend messaged and a time fixed', async () => {
    const text = textOf(await plan(request));
    expect(text).toMatch(/Message one friend and fix a time to see them this week/);
    expect(text).not.toMatch(/Do one thing this week that is yours again/);
  });
});

describe('other hard dates, in the words they are named', () => {
  it.each([
    [
      'widowed in June',
      'get through our first Diwali without her',
      30,
      3,
      /Plan Diwali itself/,
      /Choose the Diwali traditions to keep, change or drop, and a place for your partner/,
    ],
    [
      'my dad passed away in August',
      'get through his birthday in March',
      15,
      4,
      /Plan the birthday itself/,
      /Put the hard dates in your calendar/,
    ],
    [
      'my wife died two years ago',
      'cope with the anniversary of her death',
      10,
      7,
      /Plan the anniversary itself/,
      /Put the hard dates in your calendar/,
    ],
  ])('"%s" → "%s" (%i × %i) plans that date', async (current, target, minutes, days, planned, second) => {
    const request = ask(current, target, minutes, days);
    expect(readBack(request).track.name).toBe(GRIEF);
    const text = textOf(await plan(request));
    expect(text).toMatch(planned);
    expect(text).toMatch(second);
  });

  it('keeps the year of hard dates for a grief target that names none', async () => {
    const text = textOf(await plan(ask('my mum died last year', 'cope with the grief', 15, 3)));
    expect(text).toMatch(/Write the hard dates of the year ahead, and a plan for each/);
    expect(text).toMatch(/Do one thing this week that is yours again: a hobby, a friend, a place/);
    expect(text).not.toMatch(/Plan Christmas Day itself|traditions to keep/);
  });
});
