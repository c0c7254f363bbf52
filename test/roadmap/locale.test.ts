import { countryOf } from '../../lambdas/roadmap/locale';
import { onOption } from './track-ask';

/**
 * The country a person lives in, read from their own words (decision 177): said, or from the currency
 * they write in, never from where they are going; and the plan's country-bound services and figures
 * (redundancy rights, benefits, pay statistics) are that country's — or, when nothing says, named as the
 * UK's and the US's examples beside "your country".
 */
describe('the country a person’s words place them in', () => {
  it.each([
    ['I live in Bristol and earn £2,100 a month', 'uk'],
    ['based in Glasgow, no savings', 'uk'],
    ['my pay goes into an ISA', 'uk'],
    ['I take home $3,000 a month', 'us'],
    ['about 4000 dollars a month after tax', 'us'],
    ['I work in Texas as a nurse', 'us'],
    ['I live in the US and earn $4,000 a month', 'us'],
    ['a self-published memoir, I’m in the US', 'us'],
    ['I earn $4,200 a month in Calgary', 'ca'],
    ['$5k in my TFSA', 'ca'],
    ['we rent in Melbourne and earn $7,000 a month', 'au'],
    ['I live in Belfast, Northern Ireland', 'uk'],
    ['I live in Cork', 'ie'],
    ['I earn ₹60,000 a month', 'in'],
    ['salary of Rs 45,000 in Pune', 'in'],
    ['I earn €2,400 a month', 'eu'],
    ['I live in Lyon and earn €2,400', 'eu'],
  ])('“%s” → %s', (words, country) => {
    expect(countryOf(words)).toBe(country);
  });

  it('does not read where they are going, or a colour or a language, as where they live', () => {
    expect(countryOf('save £3,000 for a trip to Canada next summer')).toBe('uk');
    expect(countryOf('I want to travel to Australia, I earn $3,000 a month')).toBe('us');
    expect(countryOf('a holiday in Spain')).toBeUndefined();
    expect(countryOf('I know some British Sign Language and live in Vancouver')).toBe('ca');
    expect(countryOf('made redundant after 20 years, I want a warehouse job')).toBeUndefined();
    expect(countryOf('I grow vegetables in South America')).toBeUndefined();
  });
});

describe('a job search after a redundancy, in the person’s country', () => {
  const job = onOption('Job Search Strategy');
  const textOf = (plan: unknown) => JSON.stringify(plan);

  it('gives a UK person GOV.UK’s redundancy pay, New Style JSA and the ONS — never a US figure', async () => {
    for (const current of [
      'made redundant in Sheffield after 18 years at the depot',
      'laid off last month, I paid National Insurance for 30 years',
      'I was made redundant and got £9,000 redundancy pay',
    ]) {
      const text = textOf(await job.plan(current, 'find a new job in 3 months', 45, 4));
      expect(text).toMatch(/GOV\.UK's redundancy pay calculator/);
      expect(text).toMatch(/New Style Jobseeker's Allowance/);
      expect(text).toMatch(/ONS/);
      expect(text).not.toMatch(/Bureau of Labor|BLS|401\(k\)|COBRA/);
    }
  });

  it('gives a US person their state’s unemployment insurance, COBRA and the BLS — never GOV.UK or Jobcentre Plus', async () => {
    for (const current of [
      'laid off in Ohio after 15 years at a printing plant',
      'I got laid off and my severance is $8,000',
      'made redundant, I have a 401k from my old job',
    ]) {
      const plan = await job.plan(current, 'land a new job within 3 months', 45, 4);
      const text = textOf(plan);
      expect(text).toMatch(/unemployment insurance from your state/);
      expect(text).toMatch(/COBRA/);
      expect(plan.description).toMatch(/US Bureau of Labor Statistics/);
      expect(text).not.toMatch(/GOV\.UK|Jobcentre|New Style|Pension Wise|MoneyHelper/);
    }
  });

  it('names Canada’s EI and Australia’s Fair Work table for people there', async () => {
    expect(textOf(await job.plan('laid off from a bank in Toronto', 'a new finance job', 45, 4))).toMatch(/Employment Insurance \(EI\)/);
    expect(textOf(await job.plan('made redundant in Brisbane after 6 years', 'a new job', 45, 4))).toMatch(/Fair Work Ombudsman/);
  });

  it('says “your country” with the UK’s and the US’s examples named as such when nothing places them', async () => {
    const plan = await job.plan('made redundant after 12 years', 'find a new job in 3 months', 45, 4);
    const text = textOf(plan);
    expect(text).toMatch(/your country's rules for notice.*in the UK, GOV\.UK's redundancy pay calculator; in the US/);
    expect(text).toMatch(/unemployment benefit where you live/);
    expect(plan.description).toMatch(/in the US the median in 2024 .*BLS; in the UK .*ONS/);
  });
});

describe('money help in the saver’s country', () => {
  const saving = onOption('Saving for a Goal');
  const textOf = (plan: unknown) => JSON.stringify(plan);

  it('gives a saver who writes in dollars US help and dollars, never the UK’s services', async () => {
    for (const current of [
      'I take home $3,900 a month and owe $2,400 on a credit card',
      'about 3500 dollars a month after tax, 1800 dollars of card debt',
      'I live in Denver, I have credit card debt',
    ]) {
      const plan = await saving.plan(current, 'save $6,000 for a car in a year', 20, 3);
      const text = textOf(plan);
      expect(text).toMatch(/NFCC/);
      expect(text).toMatch(/each dollar paid off/);
      expect(text).not.toMatch(/StepChange|National Debtline|Student Loans Company|MoneyHelper’s or|each pound|standing order/);
    }
  });

  it('keeps a UK saver’s StepChange and standing order, and gives a Canadian and an Australian their own', async () => {
    const uk = textOf(await saving.plan('I earn £2,000 a month and owe £1,500 on a card', 'save £4,000 for a holiday in Canada', 20, 3));
    expect(uk).toMatch(/StepChange or National Debtline/);
    expect(uk).toMatch(/Set up a standing order for/);
    expect(uk).not.toMatch(/NFCC|Credit Counselling Canada/);
    const ca = textOf(
      await saving.plan('I live in Ottawa, take home $4,000 a month, $3,000 on a credit card', 'save $5,000 by next summer', 20, 3),
    );
    expect(ca).toMatch(/Credit Counselling Canada/);
    expect(ca).not.toMatch(/NFCC|StepChange/);
    const au = textOf(await saving.plan('in Perth, on $5,200 a month with a $4,000 credit card debt', 'save $10,000 for a deposit', 20, 3));
    expect(au).toMatch(/National Debt Helpline \(1800 007 007\)/);
  });

  it('names the UK’s and the US’s help as such when the words give no country', async () => {
    const text = textOf(await saving.plan('I have some credit card debt and no savings', 'save 5000 for a car', 20, 3));
    expect(text).toMatch(/free debt advice where you live \(StepChange in the UK, an NFCC counselor in the US\)/);
  });
});

describe('“the US” said as where one is (round 19: a self-publisher “in the US” was named both countries’ ISBN agencies)', () => {
  it.each([['a trip to the US next summer'], ['all of the usual bills'], ['help the users of our app']])(
    '“%s” places no one in the US',
    (words) => {
      expect(countryOf(words)).toBeUndefined();
    },
  );
});
