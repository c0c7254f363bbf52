import { textOf } from './custom-ask';
import { expectOnTheirDays, onOption } from './track-ask';

/**
 * Round 17 (decision 297): a returning accountant's CV plan ("stay-at-home mum for 8 years, was an accountant")
 * said "your field's professional body or trade press" with no ICAEW, ACCA or CIMA, no readmission or CPD, no
 * Xero or Sage, no Making Tax Digital, and a break dated "2019–2025" against her 8 years. The returner's CV reads
 * an accountant's body, what changed and a refresher by country; other fields keep the neutral words. People
 * written for this test; a careers coach's reading.
 */

const RETURNER = /career break|returner/i;

describe('a returner’s CV reads their field’s body and what changed in it', () => {
  const resume = onOption('Resume & Portfolio Building');

  it.each([
    [
      'stay-at-home mum for 8 years, was an accountant',
      'a CV that explains the gap and gets me back into accounting',
      30,
      4,
      [/ICAEW, ACCA, CIMA or AAT/, /Making Tax Digital/, /Xero/, /readmission if your membership lapsed/, /Big Four/],
      [/AICPA|ASC 842/, /Career break \(2019–2025\)/],
    ],
    [
      'took 6 years off raising my kids in Ohio, was a staff accountant',
      'a resume that gets me back into accounting',
      20,
      3,
      [/the AICPA and your state CPA society/, /ASC 842/, /reactivate a CPA license/],
      [/ICAEW|Making Tax Digital|Skills Bootcamp|in England/],
    ],
    [
      'career break of 5 years caring for my dad, was a marketing manager in Leeds',
      'a CV that explains my career break',
      45,
      2,
      [/your field's professional body or trade press/, /systems, rules, ways of working/, /Skills Bootcamp/],
      [/ICAEW|Xero|Making Tax Digital|AICPA/],
    ],
  ])('%s → %s (%i min × %i)', async (current, target, minutes, days, must, never) => {
    expect(resume.trackOf(current, target)).toMatch(RETURNER);
    const plan = await resume.plan(current, target, minutes, days);
    const text = textOf(plan);
    for (const words of must) expect(text).toMatch(words);
    for (const words of never) expect(text).not.toMatch(words);
    expectOnTheirDays(plan, minutes, days);
  });

  it('keeps a teaching assistant’s return off the accountant’s bodies', async () => {
    const text = textOf(await resume.plan('8 years at home with the kids, was a teaching assistant', 'a CV that explains my career break'));
    expect(text).not.toMatch(/ICAEW|Xero/);
  });
});
