import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything } from '../support/plan-reading';

/**
 * A couple's shared spending (decision 246): "my partner and I share one account and argue about money"
 * at 15 minutes on 2 days got "Capture every purchase for 7 days" spread over five weeks, the money
 * meeting in 3 of 16 weeks, no tracker both see and nothing on the arguing. A couple gets a tracker both
 * see, a money meeting every week, a no-blame talk, personal money each and joint goals, each week fitting
 * one of their weeks. The people are invented for this file.
 */

const OPTION = 'Expense Tracking Mastery';
const COUPLE = 'A couple’s shared spending';
const plan = (current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(OPTION, current, target, minutes, days), builtinProvider);
const trackOf = (current: string, target: string) => readBack(ask(OPTION, current, target, 30, 3)).track.name;
const titles = (p: Awaited<ReturnType<typeof plan>>) => p.weeks.map((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));

describe('a couple’s shared spending', () => {
  it('15 × 2, one account and arguments: a week that moves on each week, a money meeting in every one, the no-blame talk, personal money', async () => {
    const p = await plan('my partner and I share one account and argue about money', 'track our shared spending together', 15, 2);
    expect(trackOf('my partner and I share one account and argue about money', 'track our shared spending together')).toBe(COUPLE);
    expect(p.weeks.length).toBeLessThanOrEqual(7);
    expect(p.weeks.map((w) => w.title).join('\n')).not.toMatch(/part \d of \d/);
    for (const week of titles(p)) expect(week.some((t) => /money meeting/i.test(t))).toBe(true);
    const text = everything(p);
    expect(text).toMatch(/shared tracker you both can open/);
    expect(text).toMatch(/no-blame talk/);
    expect(text).toMatch(/I feel … about … I need/);
    expect(text).toMatch(/personal amount each, no questions asked/);
    expect(text).toMatch(/joint goals/);
    expect(text).toMatch(/in its short form/);
    expect(text).toMatch(/economic abuse/);
  });

  it.each([
    ['my wife and I have a joint account and never know where it goes', 'know where our money goes', 10, 3],
    ['my boyfriend and I keep fighting about spending', 'stop arguing about money', 20, 3],
    ['newly married', 'budget as a couple', 30, 4],
  ])('“%s” → “%s” is the couple’s track, its meeting every week', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe(COUPLE);
    const p = await plan(current, target, minutes, days);
    for (const week of titles(p)) expect(week.some((t) => /money meeting/i.test(t))).toBe(true);
  });

  it('at 45 minutes on 2 days the lessons are done in full: no short form', async () => {
    const p = await plan('my partner and I share one account and argue about money', 'track our shared spending together', 45, 2);
    const text = everything(p);
    expect(text).not.toMatch(/in its short form/);
    expect(text).toMatch(/Set up one shared tracker you both can open: date, amount, who, category, note/);
  });

  it.each([
    ['I overspend on takeaways', 'track my spending'],
    ['my husband passed away and I handled none of the bills', 'track our household spending'],
    ['we are divorcing and my ex-husband and I still share an account', 'separate our money'],
    ['my partner controls all the money', 'track my own spending'],
    ['self-employed, my wife does the books', 'my tax return figures from my receipts'],
  ])('“%s” → “%s” is not the couple’s track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(COUPLE);
  });
});
