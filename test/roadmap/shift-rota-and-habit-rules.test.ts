import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * A shift worker's rota in their own words, and habit plans' unasked rules (round 22, decision 399). A 999
 * call handler on "4-on/4-off, two 12-hour days then two nights" asking for better sleep got the 9-to-5 plan
 * ("the same wake time every day, weekends too"); a nurse doing three nights a week, or a factory worker on
 * earlies and lates, got habit and fitness plans with no word of the rota. A habit plan stepped "lights out by
 * 1:30am" for a student who named a phone at 2 in the afternoon, and titled a day "Bad day plan". People
 * written for this test, read as a shift-work sleep coach and a habit coach would.
 */
const sleep = onOption('Sleep Improvement');
const habits = onOption('Habits Building');
const fitness = onOption('Physical Fitness');
const SHIFT_SLEEP = 'Shift work: sleep around night and rotating shifts';

describe('a rota in its own words, on the sleep option', () => {
  it.each([
    ['999 call handler in the control room, 4-on/4-off, two 12-hour days then two nights', 'better sleep', 20, 7],
    ['paramedic on a four on four off pattern', 'feel rested on my days off', 20, 5],
    ['police officer on earlies, lates and nights', 'sleep properly', 30, 3],
    ['factory worker, earlies/lates/nights', 'more sleep', 15, 4],
    ['nurse on continental shifts', 'sleep better', 20, 6],
    ['junior doctor doing nights on this rotation', 'sleep well', 20, 7],
    ["I'm on permanent nights at a warehouse", 'sleep better in the day', 30, 5],
    ['I work 7pm to 7am as a carer', 'better sleep', 20, 4],
    ['lorry driver, I drive through the night', 'better sleep', 15, 3],
    ['I do 2 days 2 nights 4 off', 'better sleep', 20, 7],
  ])('%s → %s: the rota plan, never a fixed wake time', async (current, target, minutes, days) => {
    expect(sleep.trackOf(current, target)).toBe(SHIFT_SLEEP);
    const text = textOf(await sleep.plan(current, target, minutes, days));
    expect(text).toMatch(/Write your rota for the next 4 weeks/);
    expect(text).toMatch(/dark or blue-blocking wraparound sunglasses from the workplace door/);
    expect(text).toMatch(/Set your caffeine cut-off/);
    expect(text).not.toMatch(/same wake time every day, weekends too/i);
  });

  it.each([
    ['I work late most nights and can’t switch off', 'better sleep'],
    ['I do yoga 3 nights a week but still sleep badly', 'better sleep'],
    ['I work out 4 nights a week', 'sleep better'],
    ['my husband works nights and wakes me when he gets in', 'better sleep'],
    ['I wake up most nights at 3', 'sleep through the night'],
    ['I start early shifts at the bakery at 5am', 'get 7 hours on work nights'],
  ])('not a shift worker: %s → %s', (current, target) => {
    expect(sleep.trackOf(current, target)).not.toBe(SHIFT_SLEEP);
  });
});

describe('a rota on the habit and fitness options', () => {
  it.each([
    ['factory worker on earlies and lates', 'read every day, 20 pages', 15, 5, /after I get up from my main sleep, one page of your book/],
    ['I work 4 on 4 off, days and nights, at a factory', 'stretch every day', 15, 5, /after I get up from my main sleep/],
    ['nurse doing three nights a week', 'drink 2 litres of water a day', 10, 7, /after I get up from my main sleep/],
  ])('%s → %s: shift days keep the habit, anchored on the main sleep', async (current, target, minutes, days, anchor) => {
    const p = await habits.plan(current, target, minutes, days);
    expect(p.description).toMatch(/^You work shifts: shift days keep/);
    expect(textOf(p)).toMatch(/Shift days: the anchor is getting up from your main sleep, whatever the hour/);
    expect(textOf(p)).toMatch(anchor);
  });

  it('a reading habit on a long shift is the book in the bag, not a water bottle', async () => {
    const text = textOf(await habits.plan('factory worker on earlies and lates', 'read every day, 20 pages', 15, 5));
    expect(text).toMatch(/On a long shift: your book in your bag, read at your first break/);
    expect(text).not.toMatch(/for water, a filled bottle/);
  });

  it.each([
    ['nurse doing 3 nights a week, haven’t exercised in years', 'get fitter and exercise regularly'],
    ['I work 4 on 4 off in a 999 control room', 'lose a stone and get fit'],
  ])('%s → %s: the sessions go in the rota’s gaps', async (current, target) => {
    const p = await fitness.plan(current, target, 30, 3);
    expect(p.description).toMatch(/You work shifts/);
    expect(textOf(p)).toMatch(/Rota first: this week’s shifts in the calendar/);
  });

  it('a day job that works late is no rota', async () => {
    const p = await fitness.plan('I sit at a desk 9 to 5 and work late most nights', 'run 5k', 30, 3);
    expect(textOf(p)).not.toMatch(/Rota first|You work shifts/);
  });
});

describe('a habit plan sets a bedtime only for a habit about the night', () => {
  it.each([
    ['I go on my phone at 2 in the afternoon', 'study 30 minutes before lectures', 30, 5],
    ['I scroll social media until midnight', 'floss every night', 10, 7],
    ['I drink wine till 11 with friends on Fridays', 'drink water with every meal', 10, 5],
  ])('%s → %s: no lights-out rule', async (current, target, minutes, days) => {
    const text = textOf(await habits.plan(current, target, minutes, days));
    expect(text).not.toMatch(/lights out/i);
  });

  it('a night habit that replaces late scrolling still steps lights-out', async () => {
    const text = textOf(await habits.plan('I scroll in bed until 1am', 'read 20 pages every night instead', 25, 7));
    expect(text).toMatch(/lights out by 12:30am/);
  });

  it.each([
    ['I work 9 to 5 in an office and never floss, my dentist nagged me', 'floss every night', 10, 7, /floss one tooth/],
    [
      'second-year student, I turn up to lectures cold',
      'study for 30 minutes before each lecture',
      30,
      5,
      /the first 2 minutes of studying/,
    ],
  ])('%s → %s: the bad-day day says what a bad day is', async (current, target, minutes, days, tiny) => {
    const p = await habits.plan(current, target, minutes, days);
    const planned = p.weeks.flatMap((w) => w.days);
    expect(planned.filter((d) => /Bad day plan/.test(d.title))).toEqual([]);
    const day = planned.find((d) => /: For a bad day: the least that still counts$/.test(d.title));
    expect(day).toBeDefined();
    expect(day!.tasks[0]!.description).toMatch(tiny);
  });
});
