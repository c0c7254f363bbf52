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
