import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything } from '../support/plan-reading';

/**
 * A deposit for a first home (decision 214): a UK couple saving £12,000 never heard of the Lifetime ISA
 * or a couple's joint pot, and their standing order came in week 7. A home deposit gets the first transfer
 * in week 1, the price it buys and the costs beside it, the first-home scheme where they live (the
 * Lifetime ISA's bonus, age, price cap and charge; the FHSA; US programmes and a high-yield account), a
 * couple's split, credit and the mortgage. The people are invented for this file.
 */

const OPTION = 'Saving for a Goal';
const HOME = 'A deposit for your first home';
const COUPLE = 'A first home’s deposit, saved as a couple';
const plan = (current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(OPTION, current, target, minutes, days), builtinProvider);
const trackOf = (current: string, target: string) => readBack(ask(OPTION, current, target, 30, 3)).track.name;
/** The plan week (1-based) of the first task whose title matches, or 0. */
const weekOf = (p: RoadmapPlan, title: RegExp) =>
  p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => title.test(t.title)))) + 1;

describe('a deposit for a first home', () => {
  it('a UK couple saving £12,000: a standing order in week 1, the Lifetime ISA in full, a joint pot and a split', async () => {
    const p = await plan('we save a bit each month, no plan, renting in Bristol', 'save £12,000 for a deposit on our first home', 20, 3);
    expect(trackOf('we save a bit each month, no plan, renting in Bristol', 'save £12,000 for a deposit on our first home')).toBe(COUPLE);
    const text = everything(p);
    expect(weekOf(p, /^Open a savings pot for the deposit and set a first transfer on payday/)).toBe(1);
    expect(text).toMatch(/set up a standing order for the monthly target/);
    expect(text).toMatch(
      /Lifetime ISA \(GOV\.UK\): opened at 18–39, up to £4,000 a year paid in, and the government adds 25%, up to £1,000 a year each/,
    );
    expect(text).toMatch(/up to £450,000/);
    expect(text).toMatch(/25% charge/);
    expect(text).toMatch(/a couple can get up to £2,000 a year/);
    expect(text).toMatch(/Agree the split: 50\/50 or by income/);
    expect(text).toMatch(/first-time buyers pay none on the first £300,000/);
    expect(text).toMatch(/£12,000 to save/);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it.each([
    [
      'single, 29, renting in Austin, Texas, saved $3,000',
      'a $25,000 down payment on a condo in 2 years',
      10,
      2,
      /high-yield savings account at an FDIC-insured bank/,
      /down payment assistance/,
      /set up an automatic transfer for \$920 a month/,
    ],
    [
      'we live in Toronto and rent',
      'save $40,000 to buy our first house',
      30,
      5,
      /First Home Savings Account \(CRA\): \$8,000 a year, \$40,000 in all/,
      /Home Buyers’ Plan/,
      /set up an automatic transfer/,
    ],
    [
      'first-time buyers in Manchester, I earn £2,100 a month',
      'a house deposit of £20,000 by next Christmas',
      45,
      4,
      /Lifetime ISA/,
      /Open a cash Lifetime ISA this week/,
      /standing order for £/,
    ],
    [
      'I’m 34 in Melbourne',
      'get on the property ladder with a 10% deposit',
      60,
      7,
      /First Home Super Saver scheme/,
      /Home Guarantee Scheme/,
      /automatic transfer/,
    ],
    [
      'no savings yet',
      'buy my first flat',
      15,
      6,
      /a 25% bonus, up to £1,000 a year\)/,
      /Read its rules/,
      /automatic transfer or standing order/,
    ],
  ])(
    '“%s” → “%s” (%i min × %i days): the scheme where they live, and the transfer in week 1',
    async (current, target, minutes, days, account, scheme, transfer) => {
      expect(trackOf(current, target)).toBe(/\b(we|our)\b/.test(`${current} ${target}`) ? COUPLE : HOME);
      const p = await plan(current, target, minutes, days);
      const text = everything(p);
      expect(text).toMatch(account);
      expect(text).toMatch(scheme);
      expect(p.weeks[0]!.days.flatMap((d) => d.tasks.map((t) => t.description)).join('\n')).toMatch(transfer);
      expect(text).not.toMatch(/\{\w+\}/);
    },
  );

  it('a rental deposit, a car, a wedding and an emergency fund keep the general saving plan', () => {
    expect(trackOf('renting a room', 'save £1,500 for a tenancy deposit on a new flat')).not.toBe(HOME);
    expect(trackOf('nothing saved', 'a down payment on a car')).not.toBe(HOME);
    expect(trackOf('we save a little', '£8,000 for our wedding')).not.toBe(HOME);
    expect(trackOf('we save a little', '£8,000 for our wedding')).not.toBe(COUPLE);
    expect(trackOf('I save what is left', 'a 3-month emergency fund')).not.toBe(HOME);
  });
});
