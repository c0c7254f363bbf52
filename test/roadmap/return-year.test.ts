import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 12 (issue #36): a self-employed plumber with receipts in a shoebox, "for my self assessment tax
 * return in January", was asked to rebuild "this tax year's" income and draft "the year so far" — but the
 * return filed in January covers the tax year that ended the April before. The plan now rebuilds the year
 * the next return covers, first. People written for this test.
 */

const expenses = onOption('Expense Tracking Mastery');

describe("the year a self-employed person's next return covers", () => {
  it.each([
    [
      'self-employed electrician, receipts everywhere',
      'get my Self Assessment done properly by 31 January',
      /one due 31 January 2027 covers 6 April 2025 to 5 April 2026/,
    ],
    [
      'sole trader cleaner, I pay HMRC twice a year',
      'know my business costs for my tax return',
      /due by 31 January, covers the tax year that ended on the 5 April before/,
    ],
    [
      'freelance designer, paid in $ by clients, 1099s',
      'have my Schedule C numbers ready for taxes',
      /due on 15 April, covers the calendar year before it/,
    ],
  ])('%s → %s: that year first', async (current, target, year) => {
    const p = await expenses.plan(current, target, 20, 3);
    const text = textOf(p);
    expect(text).toMatch(year);
    expect(
      tasksOf(p)
        .map((t) => t.title)
        .join('\n'),
    ).toMatch(/Every payment received in the return’s tax year/);
    expect(text).not.toMatch(/this tax year’s income|for the year so far/);
  });
});
