import { inOrder, textOf } from './custom-ask';
import { expectOnTheirDays, heldOnTheirDays, onOption } from './track-ask';

/**
 * Issue #36 part 3 (round 15, decision 253). A plumber who wanted to "write better quotes" got the general
 * writing course (free-writes, Orwell's rules); a research grant (ESRC, NIH R21, ERC, NSF) kept a community
 * bid's five weeks. A tradesperson's quotes and a research grant each have a Writing Skills track of their
 * own. People written for this test.
 */

const { trackOf, plan } = onOption('Writing Skills');
const QUOTES = "A tradesperson's quotes, priced and written";
const GRANT = "A research grant, to the funder's own criteria";
const BID = "A funding bid, written to the funder's criteria and sent";
const GENERAL = /Free-write|Orwell's rules|a skill I taught myself/;

describe('a tradesperson’s quotes, as a trade mentor reads the plan', () => {
  it.each([
    [
      "I'm a plumber, my quotes are a figure on a text message",
      'write better quotes',
      30,
      3,
      'a bathroom or a boiler swap',
      /Gas Safe Register number/,
    ],
    [
      'self-employed electrician, I lose jobs on price',
      'price jobs properly and win more work',
      45,
      2,
      'a rewire or a consumer unit change',
      /NICEIC, NAPIT/,
    ],
    [
      'painter and decorator, 20 years on the tools',
      'send proper written quotes to homeowners',
      20,
      6,
      'a room, or a house',
      /any trade registration/,
    ],
    [
      'builder in Ohio, I do kitchens and decks',
      'professional quotes for my customers',
      60,
      4,
      'an extension or a knock-through',
      /contractor's license number/,
    ],
    [
      'landscaper, just started on my own',
      'quoting jobs without underpricing',
      10,
      7,
      'a patio, a fence or a garden built',
      /any trade registration/,
    ],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, job, reg) => {
    expect(trackOf(current, target)).toBe(QUOTES);
    const p = await plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(GENERAL);
    expect(text).toContain(`Write your site visit checklist for ${job}`);
    expect(text).toMatch(reg);
    expect(text).toMatch(/a quote \(a fixed price\) or an estimate \(a realistic best guess\)/);
    inOrder(p, [
      /^Gather (your last ten quotes|the quotes you have sent so far|your last five quotes)/,
      /^Write your site visit checklist/,
      /^Work out your day rate/,
      /^List the materials with quantities/,
      /^Build your quote template/,
      /^Write your terms on the template: how long the price holds, the deposit/,
      /^Follow up once/,
      /^Count the month in your log/,
    ]);
  });

  it('the terms are the country’s: the UK’s 14 days to cancel and VAT; the US’s Cooling-Off Rule and sales tax', async () => {
    const uk = textOf(await plan('gas engineer in Leeds', 'write better quotes for boiler installs', 30, 4));
    expect(uk).toMatch(/they can cancel within 14 days \(Consumer Contracts Regulations 2013\)/);
    expect(uk).toMatch(/VAT-registered \(required above £90,000/);
    expect(uk).not.toMatch(/Cooling-Off|sales tax/);
    const us = textOf(await plan('builder in Ohio, I do kitchens and decks', 'professional quotes for my customers', 30, 4));
    expect(us).toMatch(/3 business days to cancel \(the FTC's Cooling-Off Rule\)/);
    expect(us).toMatch(/Sales tax: whether your state taxes labor/);
    expect(us).toMatch(/a dumpster goes, drainage and utilities, whether your city or county needs a permit/);
    expect(us).not.toMatch(/Consumer Contracts Regulations|party walls/);
  });

  it.each([
    ['student', 'use quotes from sources properly in my essays'],
    ['I want to write', 'a book of inspirational quotes'],
    ['office manager', 'clearer e-mails to customers'],
    ['plumber', 'write a blog about my plumbing business'],
    ['I compare insurance quotes for a living', 'write clearer reports'],
  ])('%s → %s is not a tradesperson’s quotes', (current, target) => {
    expect(trackOf(current, target)).not.toBe(QUOTES);
  });
});

describe('a research grant, as a research office reads the plan', () => {
  it.each([
    [
      'lecturer in sociology, never led a grant',
      'an ESRC research grant by March',
      45,
      4,
      [
        /UKRI Funding Finder/,
        /80% of the full economic cost/,
        /no separate Pathways to Impact document since 2020/,
        /UKRI's Funding Service/,
      ],
    ],
    [
      'postdoc in a neuroscience lab',
      'submit my first NIH R21',
      60,
      5,
      [
        /Specific Aims/,
        /12 pages for an R01, 6 for an R21/,
        /modular budget/,
        /program officer named in the NOFO/,
        /Office of Sponsored Programs/,
      ],
    ],
    [
      'assistant professor, one failed NSF proposal',
      'NSF CAREER award proposal',
      30,
      3,
      [/Intellectual Merit and Broader Impacts/, /15-page Project Description/, /Research\.gov/],
    ],
    [
      'molecular biologist in Lisbon',
      'an ERC Starting Grant',
      90,
      2,
      [/scientific excellence/, /National Contact Point/, /Funding & Tenders Portal/],
    ],
    [
      'research fellow, two papers out',
      'a Leverhulme early career fellowship application',
      20,
      7,
      [/the scheme's guidance notes/, /a mock review/i],
    ],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, own) => {
    expect(trackOf(current, target)).toBe(GRANT);
    const p = await plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    for (const o of own) expect(`${p.description}\n${text}`).toMatch(o);
    // The weeks a research office plans: ten of them, whatever the days.
    expect(p.weeks.length).toBeGreaterThanOrEqual(10);
    inOrder(p, [
      /^Read .+ into a checklist of sections, limits and criteria(, to [^,()]+ \(sitting \d of \d\))?$/,
      /^Tell your (research office|Office of Sponsored Programs)/,
      /^Draft (the one-page Specific Aims|the vision and your objectives|the extended synopsis|the one-page Project Summary|a one-page summary of your aims)(, to [^,()]+ \(sitting \d of \d\))?$/,
      /^Write the approach for your first aim/,
      /^Write who benefits, the way .+ asks for it(, to [^,()]+ \(sitting \d of \d\))?$/,
      /^Write the justification, line by line/,
      /^Send the draft to two colleagues .+ for a mock review/,
      /^Submit through /,
    ]);
  });

  it.each([
    ['community group treasurer', 'a National Lottery funding bid'],
    ['I run a youth charity', 'a grant application to our community foundation'],
    ['student', 'apply for research council funding for a PhD studentship'],
  ])('%s → %s is not a research grant', (current, target) => {
    expect(trackOf(current, target)).not.toBe(GRANT);
  });

  it('an MSCA fellowship is scored as MSCA scores it, impact included; "Marie" is no deadline (round 15’s review)', async () => {
    const text = JSON.stringify(await plan('postdoc in Barcelona', 'a fellowship funded by Marie Curie Actions, due 10 September', 45, 5));
    expect(text).toMatch(/Excellence 50%, Impact 30%/);
    expect(text).not.toMatch(/the ERC judges scientific excellence alone/);
    expect(text).not.toMatch(/by Marie\b(?! Curie)/);
  });

  it('a community bid keeps its own five weeks', async () => {
    expect(trackOf('I run a youth charity', 'a grant application to our community foundation')).toBe(BID);
  });
});
