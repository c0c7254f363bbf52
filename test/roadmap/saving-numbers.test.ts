import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readMoney, savingFor } from '../../lambdas/roadmap/money';
import { tasksOf } from '../support/plan-reading';
import { asker } from './ask';

/**
 * A saving goal in the person's own figures (issue #36, decision 141). Round 10's reader gave "I have £400
 * saved, I earn £1,900 a month" → "save £3,000 for a used car by next August" a plan whose tasks said
 * "e.g. 1,200 by 1 June" and "1,200 over 8 months is 150 a month", and whose description worked an
 * emergency fund nobody asked for. Read as a financial counsellor would: what is left, a month and a week,
 * against pay; the example only when the person gave no amount.
 */
const ask = asker(30);
const TODAY = '2026-11-26';

describe('the amounts a saver gives, read', () => {
  it.each([
    [
      'I have £400 saved, I earn £1,900 a month',
      'save £3,000 for a used car by next August',
      { goal: 3000, saved: 400, pay: 1900, symbol: '£' },
    ],
    ['take home 1900 pounds monthly and 400 quid put aside', '3 grand for a car', { goal: 3000, saved: 400, pay: 1900, symbol: '£' }],
    ['€500 in savings so far', '€2.5k for a trip to Japan next summer', { goal: 2500, saved: 500, symbol: '€' }],
    ['my salary is $48k a year; nothing saved', 'a $10k emergency fund', { goal: 10000, pay: 4000, symbol: '$' }],
    ['I have ₹20,000 saved', '₹1 lakh for a laptop', { goal: 100000, saved: 20000, symbol: '₹' }],
    ['¥50,000 in the bank', 'save ¥300,000 for a trip', { goal: 300000, saved: 50000, symbol: '¥' }],
  ] as const)('%s → %s', (current, target, want) => {
    const read = readMoney(current, target);
    expect(read.goal?.value).toBe(want.goal);
    // The currency said anywhere is the goal's: "3 grand" beside "400 quid" is pounds.
    expect(savingFor(current, target, TODAY)!.say).toContain(`${want.symbol}${want.goal.toLocaleString('en-GB')}`);
    expect(read.saved?.value).toBe('saved' in want ? want.saved : undefined);
    expect(read.pay?.value).toBe('pay' in want ? want.pay : undefined);
  });

  it('counts no debt, rent or age as savings, and no months or years as an amount', () => {
    expect(readMoney('I owe £2,000 on a credit card, rent is £800', 'save £1,000 in 10 months')).toEqual({
      nothingSaved: false,
      goal: { value: 1000, symbol: '£' },
    });
    expect(readMoney("I'm 34, been working 12 years", 'save for a holiday in 2027').goal).toBeUndefined();
  });
});

describe('the figures said', () => {
  it('the car: what is left, a month and a week, and the share of take-home pay', () => {
    const plan = savingFor('I have £400 saved, I earn £1,900 a month', 'save £3,000 for a used car by next August', TODAY)!;
    expect(plan.say).toMatch(/£3,000 for a used car by next August, about 8 months away/);
    expect(plan.say).toMatch(/£2,600 to save \(£3,000 less the £400 you have\) over 8 months is £325 a month, about £75 a week/);
    expect(plan.say).toMatch(/about 17% of your £1,900 take-home pay — within the 20% the 50\/30\/20 guide leaves/);
    expect(plan.holes.transfer).toBe('£325 a month');
  });

  it('says honestly when the figure is above what the 50/30/20 guide leaves, and the date that holds', () => {
    const plan = savingFor('I take home £1,500 a month', 'save £4,000 by Christmas', TODAY)!;
    expect(plan.say).toMatch(/more than the 20% the 50\/30\/20 guide leaves for saving/);
    expect(plan.say).toMatch(/20% \(£300 a month\) reaches £4,000 in about 14 months/);
  });

  it('reads the date as people say it: a month, Christmas, "in 18 months", a season', () => {
    const months = (target: string) => /over (\d+) months?/.exec(savingFor('nothing saved', target, TODAY)!.say)?.[1];
    expect(months('£1,800 in 18 months')).toBe('18');
    expect(months('£1,800 by next summer')).toBe('7');
    expect(months('£1,800 by June')).toBe('6');
    expect(months('$900 within a year')).toBe('12');
  });

  it('with no date, works one out from the transfer they can make, else from a fifth of their pay', () => {
    const transfer = savingFor('I can put aside 150 pounds a month', '3,000 pounds for a wedding', TODAY)!;
    expect(transfer.say).toMatch(/at £150 a month \(the amount you say you can put aside\) it takes about 20 months, by July 2028/);
    const pay = savingFor('I earn $2,500 a month after tax', 'save $3,000 for a laptop', TODAY)!;
    expect(pay.say).toMatch(
      /at \$500 a month \(20% of your \$2,500 take-home pay, the 50\/30\/20 guide’s share for saving\) it takes about 6 months/,
    );
  });

  it('never invents an amount: no goal amount, no figures', () => {
    expect(savingFor('I earn £2,000 a month', 'save for a holiday next summer', TODAY)).toBeUndefined();
    expect(savingFor('beginner', 'an emergency fund of 3 months', TODAY)).toBeUndefined();
  });
});

describe('a saving plan in the person’s figures', () => {
  it('writes them into the tasks and the description, with no example goal and no emergency-fund example', async () => {
    const plan = await generateRoadmap(
      ask('Saving for a Goal', 'I have £400 saved and take home £1,900 a month', 'save £3,000 for a used car in 8 months'),
      builtinProvider,
    );
    const all = tasksOf(plan).join('\n');
    expect(all).toMatch(/Write the goal down: £3,000 for a used car in 8 months/);
    expect(all).toMatch(/£2,600 to save \(£3,000 less the £400 you have\) over 8 months is £325 a month, about £75 a week/);
    expect(all).toMatch(/Set up a standing order for £325 a month on payday/);
    expect(all).toMatch(/From £400 to £3,000 in 8 months/);
    expect(all).not.toMatch(/1,200|e\.g\./);
    expect(plan.description).toMatch(/17% of your £1,900 take-home pay/);
    expect(plan.description).not.toMatch(/3 months of needs saved at 20% of pay/);
  });

  it('keeps the worked example for a person who gave no amount', async () => {
    const plan = await generateRoadmap(ask('Saving for a Goal', 'I never manage to save', 'a holiday fund'), builtinProvider);
    expect(tasksOf(plan).join('\n')).toMatch(/e\.g\. 1,200 by 1 June/);
    expect(plan.description).toMatch(/3 months of needs saved at 20% of pay take about 7½ months/);
  });

  it('says a goal already reached', async () => {
    const plan = await generateRoadmap(ask('Saving for a Goal', 'I have $5,000 saved', 'save $4,000 for a car'), builtinProvider);
    expect(plan.description).toMatch(/you have \$5,000 already — the goal is reached/);
  });

  it('pays the person first: the standing order is set before the month is sorted into needs and wants', async () => {
    const plan = await generateRoadmap(
      asker(15)('Saving for a Goal', 'I have €1,000 saved', '€5,000 for a trip next summer', { daysPerWeek: 3 }),
      builtinProvider,
    );
    const weekOf = (title: RegExp) => plan.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => title.test(t.title))));
    expect(weekOf(/^Set up (a standing order|an automatic transfer) for/)).toBeGreaterThan(-1);
    expect(weekOf(/^Set up (a standing order|an automatic transfer) for/)).toBeLessThan(
      weekOf(/^Sort last month['’]s (spending|10 biggest payments) into needs/),
    );
  });
});
