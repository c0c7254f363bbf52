import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * A funding bid (issue #36, round 14 wave 2, decision 240): "write a National Lottery Community Fund bid by
 * April" for a small young carers' charity got the general writing course — "a skill I taught myself",
 * "Sales rose 12%", five free-writes. A bid writer's plan instead: the funder's guidance read into a
 * checklist, eligibility, the need evidenced with local figures and the people's own words, outcomes and
 * how they're measured, a justified budget, partners' letters, an outside reader, the deadline worked
 * back, and submitted. Research grants (UKRI, NIH, ERC) and US foundations read their own words. People
 * written for this test.
 */

const { trackOf, plan } = onOption('Writing Skills');
const BID = "A funding bid, written to the funder's criteria and sent";
const GENERAL = /a skill I taught myself|Sales rose 12%|Free-write 10 minutes/;

describe('a funding bid, as a bid writer reads the plan', () => {
  it.each([
    [
      "volunteer treasurer of a small young carers' charity, we have never written a bid",
      'write a National Lottery Community Fund bid by April',
      30,
      4,
      /Read the National Lottery Community Fund's guidance once through/,
      /Ask 5–8 young carers what would make a difference/,
      /Joint Strategic Needs Assessment/,
    ],
    [
      'treasurer of a refugee drop-in group in Glasgow',
      'a £10,000 bid to our community foundation before the end of March',
      45,
      3,
      /Read your community foundation's guidance once through/,
      /Ask 5–8 refugees what would make a difference/,
      /submit to your community foundation before the end of March/,
    ],
    [
      'church youth worker',
      'apply for Children in Need funding for our after-school club',
      15,
      7,
      /Read BBC Children in Need's guidance once through/,
      /Ask 5–8 of the children and young people who come/,
      /a governing document, a bank account in the organisation's name/,
    ],
    [
      'I run a food bank in Ohio as a volunteer',
      'grant writing for our nonprofit, a $10,000 foundation grant',
      20,
      6,
      /American Community Survey/,
      /501\(c\)\(3\) status or a fiscal sponsor/,
      /letter of inquiry/,
    ],
  ])(
    '%s → %s (%i min, %i days): the checklist, the need, outcomes, budget, reader, submitted',
    async (current, target, minutes, days, funder, one, two) => {
      expect(trackOf(current, target)).toBe(BID);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      for (const words of [funder, one, two]) expect(text).toMatch(words);
      expect(text).not.toMatch(GENERAL);
      expect(text).not.toMatch(/NIH RePORTER|preliminary data|research office/);
      inOrder(p, [
        /^Read .+'s guidance once through/,
        /^Check eligibility line by line/,
        /^Work back from /,
        /^Gather the case: three figures on the need/,
        /^Draft the need answer/,
        /^Write 2–4 outcomes: the change for the people/,
        /^Ask for the letters of support now/,
        /^Cost every line: staff hours × rate/,
        /^Write the summary last/,
        /^Give the draft to someone outside the organisation/,
        /^Get .+ and submit to /,
      ]);
    },
  );

  it('a date said as a day and month is the deadline worked back and submitted before', async () => {
    const current = 'I coordinate a dementia café run by volunteers';
    const target = 'our first grant application to a local charitable trust, deadline 14 March';
    expect(trackOf(current, target)).toBe(BID);
    const text = textOf(await plan(current, target, 40, 3));
    expect(text).toMatch(/Work back from 14 March on a calendar/);
    expect(text).toMatch(/Ask 5–8 people with dementia and their carers what would make a difference/);
    expect(text).toMatch(/Read the trust's guidance once through/);
  });

  it.each([
    ['postdoc in immunology, first grant', 'submit an NIH K99 proposal by October', 90, 2, /NIH RePORTER/],
    ['PhD in history, now a lecturer', 'write an AHRC research grant application', 120, 5, /UKRI's Gateway to Research/],
  ])(
    '%s → %s (%i min, %i days): a research grant has its own path now (decision 253), not a community bid',
    async (current, target, minutes, days, own) => {
      expect(trackOf(current, target)).toBe("A research grant, to the funder's own criteria");
      const text = textOf(await plan(current, target, minutes, days));
      expect(text).toMatch(own);
      expect(text).toMatch(/Tell your (research office|Office of Sponsored Programs)/);
      expect(text).not.toMatch(/governing document|Joint Strategic Needs Assessment|full cost recovery/);
    },
  );

  it.each([
    ['I sell on eBay', 'write better listings so my bids win'],
    ['first-time buyer', 'write a winning bid for a house in a bidding war'],
    ['sales manager', 'write a tender response to an RFP'],
    ['student', 'write my student finance application and a UCAS statement'],
    ['data analyst', 'clearer e-mails to my manager about the grant of share options'],
    ['freelance journalist', 'pitch a feature idea to the Guardian'],
  ])('%s → %s is not a funding bid', (current, target) => {
    expect(trackOf(current, target)).not.toBe(BID);
  });
});
