import { textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * A returner's field in the tasks (issue #36, round 21, decision 393): "a CV that explains my 8-year gap and gets me
 * back into accounts" from an ex accounts assistant got the returner's CV with "accounts" in no task — the field's
 * reads were written for "accountant", "bookkeeping" and "payroll", not for "accounts assistant" or "back into
 * accounts". Now the accountancy body, the changes since (Xero, Making Tax Digital), the refresher and Excel as
 * accounts teams use it reach her tasks. People written for this test, read as a returner's careers coach would.
 */

const { trackOf, plan } = onOption('Resume & Portfolio Building');

describe("a returner's CV in accounts names the field's own tools, body and changes", () => {
  it.each([
    [
      'stay-at-home mum for 8 years, was an accounts assistant before',
      'a CV that explains my 8-year gap and gets me back into accounts',
      3,
      20,
    ],
    ['career break caring for my dad, 5 years, was a payroll clerk', 'back to work in payroll, CV needed', 5, 45],
    ['6 years raising my kids, worked in accounts payable', 'a returner CV for an accounts payable job', 4, 30],
  ])('%s → %s (%i days, %i min)', async (current, target, days, minutes) => {
    expect(trackOf(current, target)).toMatch(/career break|return/i);
    const p = await plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    const text = textOf(p);
    expect(text).toMatch(/Excel/);
    expect(text).toMatch(/ICAEW, ACCA, CIMA or AAT/);
    expect(text).toMatch(/Xero/);
    expect(text).not.toMatch(/Google Workspace/);
  });

  it('a marketing returner keeps the office suite, without the accounts tools', async () => {
    const current = 'took 6 years off to raise my kids, marketing manager before';
    const target = 'a returner CV for marketing roles';
    const text = textOf(await plan(current, target, 30, 4));
    expect(text).toMatch(/Microsoft 365/);
    expect(text).not.toMatch(/Xero|pivot table|ICAEW/);
  });
});
