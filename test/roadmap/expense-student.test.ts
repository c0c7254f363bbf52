import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything } from '../support/plan-reading';

/**
 * A student's money through the term (decision 214): “make my student loan last the whole term” from a
 * student nurse got a working adult's template (take-home pay, car sinking funds, debts to pay off). A
 * student gets the loan divided by the weeks to the next payment, rent first, a weekly allowance, the
 * course's placement costs and what pays them back, the hardship fund and discounts, by the body that pays
 * them. The people are invented for this file.
 */

const OPTION = 'Expense Tracking Mastery';
const STUDENT = 'A student’s money through the term';
const plan = (current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(OPTION, current, target, minutes, days), builtinProvider);
const trackOf = (current: string, target: string) => readBack(ask(OPTION, current, target, 30, 3)).track.name;

describe('a student’s money through the term', () => {
  it('a student nurse in Leeds: the loan ÷ the weeks, rent first, a weekly allowance, the NHS Learning Support Fund — no take-home pay or debts', async () => {
    const p = await plan('student nurse in Leeds, first year, never budgeted', 'make my student loan last the whole term', 20, 4);
    expect(trackOf('student nurse in Leeds, first year, never budgeted', 'make my student loan last the whole term')).toBe(STUDENT);
    const text = everything(p);
    expect(text).not.toMatch(/take-home pay|car finance|balance transfer|sinking funds: car|You mention debt/);
    expect(text).toMatch(/Student Finance England pays the maintenance loan in three instalments/);
    expect(text).toMatch(/Your weekly allowance: what is left ÷ the weeks until the next payment/);
    expect(text).toMatch(/£1,800 left after rent and bills, over 12 weeks, is £150 a week/);
    expect(text).toMatch(/NHS Learning Support Fund \(England\)/);
    expect(text).toMatch(/hardship \(student support\) fund/);
    expect(text).toMatch(/Railcard/);
    // Rent is taken off before the allowance is worked out.
    const titles = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(titles.findIndex((t) => /^Take off rent/.test(t))).toBeLessThan(titles.findIndex((t) => /^Your weekly allowance/.test(t)));
  });

  it('"my loan runs out by week 6" is the student loan running out, not a debt to pay off (round 13)', async () => {
    const p = await plan('my loan runs out by week 6 of each term', 'make my student loan last the whole term', 10, 3);
    expect(everything(p)).not.toMatch(/You mention debt|avalanche|snowball/);
    expect(everything(p)).toMatch(/Your weekly allowance/);
  });

  it.each([
    [
      'first year at Glasgow uni, studying nursing',
      'make my money last until the next SAAS payment',
      15,
      7,
      /SAAS pays living-cost loans and bursaries monthly/,
      /SAAS bursary \(£10,000 a year\)/,
    ],
    [
      'I’m a student in Cardiff, I overspend',
      'budget my maintenance loan',
      10,
      2,
      /From Student Finance Wales/,
      /ask your department what it pays back/,
    ],
    [
      'student midwife in Belfast',
      'stretch my student finance to the end of term',
      30,
      5,
      /From Student Finance NI/,
      /Department of Health NI bursary/,
    ],
    [
      'sophomore at Ohio State with a Pell grant',
      'stop running out of money before the semester ends',
      45,
      3,
      /financial aid office \(your aid package, from the FAFSA\)/,
      /150 dollars a week/,
    ],
    [
      'trainee teacher on a PGCE with a bursary, London',
      'make my bursary and loan last the term',
      60,
      6,
      /From Student Finance England/,
      /Your course’s own support for placement costs/,
    ],
  ])(
    '“%s” → “%s” (%i min × %i days): the body that pays them and what the course costs',
    async (current, target, minutes, days, funder, placement) => {
      expect(trackOf(current, target)).toBe(STUDENT);
      const text = everything(await plan(current, target, minutes, days));
      expect(text).toMatch(funder);
      expect(text).toMatch(placement);
      expect(text).not.toMatch(/\{\w+\}|take-home pay|You mention debt/);
    },
  );

  it('a student said by their year or their term, with no loan named', () => {
    expect(trackOf('sophomore at Ohio State', 'stop running out of money before the semester ends')).toBe(STUDENT);
    expect(trackOf('second-year student at uni in Sheffield', 'budget properly')).toBe(STUDENT);
  });

  it('a graduate repaying a student loan, a parent, and a worker keep their own plans', () => {
    expect(trackOf('I work at a university in admin', 'know where my salary goes')).not.toBe(STUDENT);
    expect(trackOf('graduated 3 years ago', 'pay off my student loans faster')).not.toBe(STUDENT);
    expect(trackOf('I manage my son’s student budget', 'track the family’s spending')).not.toBe(STUDENT);
    expect(trackOf('I never track my spending', 'know where my salary goes each month')).not.toBe(STUDENT);
    expect(trackOf('freelance designer', 'records for my tax return')).toBe('Records for your own tax return, self-employed');
  });
});
