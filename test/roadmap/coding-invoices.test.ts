import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 13 (issue #36): a bookkeeper who wants to "automate my monthly client invoices from a
 * spreadsheet" got the weekly-report track — "last week's report", "weeks across the top", totals by
 * team — and never an invoice, a number, tax, a PDF or an e-mail to a client (decision 219). People
 * written for this test.
 */

const coding = onOption('Coding');
const INVOICES = 'Your invoices, made and sent by Python';

describe('invoices from a spreadsheet, as a Python mentor who has automated them reads the plan', () => {
  it.each([
    [
      'I use Excel formulas and some VLOOKUP',
      'automate my monthly client invoices from a spreadsheet',
      30,
      4,
      'invoices',
      /VAT or sales tax/,
    ],
    [
      'freelance designer in Leeds, I type every invoice in Word',
      'generate my invoices with Python',
      45,
      3,
      'invoices',
      /VAT at its rate, if you are VAT-registered/,
    ],
    [
      'I run a cleaning business in Ohio, Excel only',
      'make and send my customers’ invoices automatically',
      20,
      5,
      'invoices',
      /sales tax where your state charges it/,
    ],
    ['I write quotes for kitchen fits by hand', 'produce my quotes from a spreadsheet with a script', 60, 2, 'quotes', /VAT or sales tax/],
  ])('%s → %s: Decimal money, your layout numbered, every client checked, sent once', async (current, target, minutes, days, docs, tax) => {
    expect(coding.trackOf(current, target)).toBe(INVOICES);
    const p = await coding.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles).toContain(`Install Python 3 and JupyterLab, and make a folder for your ${docs}`);
    expect(titles).toContain('Money in Decimal, not float: 0.1 + 0.2 shows why');
    expect(titles.join('\n')).toMatch(tax);
    expect(titles).toContain('A dry run: print what it would make — number, client, total — and make nothing');
    expect(titles.some((t) => t.startsWith('A sent log:'))).toBe(true);
    const text = textOf(p);
    expect(text).not.toMatch(/last week’s report|weeks across the top/);
    expect(text).not.toMatch(/\{[a-z]+\}/);
  });

  it.each([
    ['bookkeeper, Excel', 'automate the month-end reconciliation of invoices against bank statements'],
    ['analyst', 'automate my weekly sales report in Python'],
    ['never coded', 'build an invoicing web app for my friends’ businesses'],
  ])('%s → %s: not this track (a reconciliation, a report, an app)', (current, target) => {
    expect(coding.trackOf(current, target)).not.toBe(INVOICES);
  });
});
