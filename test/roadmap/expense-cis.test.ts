import { textOf } from './custom-ask';
import { expectOnTheirDays, onOption } from './track-ask';

/**
 * Round 16 (decision 279): a self-employed electrician keeping receipts for the tax return was never told of
 * the Construction Industry Scheme, which matters most to a UK tradesperson paid by contractors: 20% (30% if
 * not registered) taken from the labour in each payment, a monthly statement from each contractor, the gross
 * counted as income and the deductions claimed back through Self Assessment (GOV.UK). A construction trade in
 * the UK reads it where income is gathered and where the return is drafted; a US trade reads its 1099-NECs;
 * a trade with no country said is told "if you work in the UK"; a trade's own costs name tools, the van and
 * the trade body. Other self-employed people are untouched. People written for this test; a bookkeeper's reading.
 */

const { trackOf, plan } = onOption('Expense Tracking Mastery');
const BUSINESS = 'Records for your own tax return, self-employed';

describe('a construction trade’s records, as a bookkeeper reads them', () => {
  it.each([
    ['self-employed plumber in Manchester, CIS deducted by two contractors', 'sort my expenses for self assessment', 45, 4],
    ['self-employed roofer, paid in cash and by bank transfer', 'get my books sorted for HMRC', 60, 2],
    ['sole trader joiner in Glasgow, subbie for a builder', 'keep on top of expenses for my tax return', 30, 5],
  ])('“%s” → “%s”: the CIS statements, the gross as income, the deductions claimed back', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe(BUSINESS);
    const p = await plan(current, target, minutes, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(
      /the monthly CIS statement each contractor gives you: the gross \(before the 20% or 30% CIS deduction\) is your income/,
    );
    expect(text).toMatch(/CIS deductions, totalled from the contractors’ monthly statements, go in their own box/);
  });

  it('an electrician with no country said is told of CIS as the UK’s', async () => {
    const text = textOf(
      await plan('self-employed electrician, receipts in a shoebox', 'track every business expense for my tax return', 20, 3),
    );
    expect(text).toMatch(/if you work in the UK, the monthly CIS statement/);
  });

  it('a trade’s own costs name tools, the van and the trade body', async () => {
    const text = textOf(
      await plan('self-employed plumber in Manchester, CIS deducted by two contractors', 'sort my expenses for self assessment', 45, 4),
    );
    expect(text).toMatch(/the van \(capital allowances or the mileage rate, never both\)/);
    expect(text).toMatch(/NICEIC, NAPIT, Gas Safe/);
  });

  it('a US electrician reads the 1099-NECs, never CIS or a UK trade body', async () => {
    const text = textOf(await plan('self-employed electrician in Texas', 'track expenses for my Schedule C', 45, 4));
    expect(text).toMatch(/each Form 1099-NEC a contractor sends you/);
    expect(text).not.toMatch(/\bCIS\b|NICEIC/);
  });

  it.each([
    ['freelance graphic designer in London', 'track expenses for my tax return'],
    ['self-employed Deliveroo rider', 'keep my expenses for HMRC'],
    ['self-employed painter, I sell my canvases at markets', 'track my costs for self assessment'],
  ])('“%s” → “%s” reads no CIS', async (current, target) => {
    expect(textOf(await plan(current, target, 30, 3))).not.toMatch(/\bCIS\b/);
  });
});
