import { inOrder, textOf, weekOf } from './custom-ask';
import { expectOnTheirDays, heldOnTheirDays, onOption } from './track-ask';

/**
 * Round 13 (issue #36, decision 209): "my son put his savings in Bitcoin and I want to understand it" got
 * the engineer's syllabus (the whitepaper, a testnet wallet), and a grandparent told about a grandson's
 * trading was planned as a buyer. Someone learning crypto to understand or protect another person gets
 * what it is and where it is kept, the scams aimed at people like them (finfluencers, recovery scams),
 * questions to ask and a conversation without a row, the tax their crypto carries, and what to do if it
 * goes wrong — and no buying step. People written for this test; a financial counsellor's reading.
 */

const { trackOf, plan } = onOption('Crypto Basics');
const SOMEONE = 'Understanding someone else’s crypto';
const SAFE = 'Safe from scams, and your own decision';

/** What a counsellor would have a worried parent or partner do, in order. */
const PATH = [
  /^Write down what you know of .*’s crypto/,
  /^(?:Learn the|The) two ways crypto is held/,
  /^Read the scams that reach people like /,
  /^Read (?:about recovery scams|one warning about recovery scams)/,
  /^Write (?:six|4) open questions to ask /,
  /^Rehearse with a friend playing /,
  /^Talk with .*: ask, listen for twice as long as you speak/,
  /^Read the tax (?:that )?.*’s crypto carries/,
  /^Write your “if it goes wrong” page/,
];

describe('someone else’s crypto, as a financial counsellor reads the plan', () => {
  it.each([
    [
      'I know nothing about it',
      'my son put his savings in Bitcoin and I want to understand it',
      30,
      3,
      'your son',
      /Aimed at the young/,
      /HMRC \(UK\) .* the IRS \(US\)/,
    ],
    [
      'retired, in Leeds',
      'my grandson is trading crypto on his phone, I want to know if he is safe',
      20,
      2,
      'your grandson',
      /Aimed at the young/,
      /£3,000 from April 2024/,
    ],
    [
      'never used it',
      'understand the crypto my husband keeps buying',
      45,
      4,
      'your husband',
      /The common ones: finfluencers/,
      /HMRC \(UK\)/,
    ],
    [
      'I’m 35, no idea about Bitcoin',
      'my mum was talked into Bitcoin by someone online and I want to protect her',
      60,
      5,
      'your mum',
      /Aimed at older people/,
      /HMRC \(UK\)/,
    ],
    [
      'teacher in Ohio',
      'my 16-year-old daughter has $2,000 in crypto and I want to understand it',
      15,
      7,
      'your daughter',
      /Aimed at the young/,
      /Form 8949/,
    ],
    ['know the basics', 'help my boyfriend who lost money on a crypto app', 120, 6, 'your boyfriend', /The common ones/, /HMRC \(UK\)/],
    ['nothing at all', 'my teenage son is obsessed with memecoins', 10, 2, 'your son', /Aimed at the young/, /HMRC \(UK\)/],
  ])(
    '%s → %s (%i min, %i days): understanding, the scams, a conversation, tax — and nothing to buy',
    async (current, target, minutes, days, who, scams, tax) => {
      expect(trackOf(current, target)).toBe(SOMEONE);
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      // Ten minutes twice a week reaches the conversation in half a year, and says how long the rest takes.
      const all = weekOf(p, PATH.at(-1)!) > 0;
      inOrder(p, all ? PATH : PATH.slice(0, 7));
      if (!all) expect(p.description).toMatch(/reaches The conversation had .* Ready for what comes next .* takes about \d+ hours/);
      expect(text).toContain(`Talk with ${who}`);
      expect(text).toMatch(scams);
      if (all) expect(text).toMatch(tax);
      expect(text).toMatch(/FCA guidance on finfluencers/);
      expect(text).toMatch(/no one can reverse a crypto transfer for a fee/);
      expect(text).toMatch(/“Don’t you know it’s a scam\?” closes the talk/);
      // No buying steps: no exchange to open, no fees of a first purchase, no testnet wallet, no decision to invest.
      expect(text).not.toMatch(/whitepaper|testnet|faucet|cooling-off|first purchase|your decision|the most you could lose/i);
      expect(p.description).toMatch(/no task asks you to buy anything/);
    },
  );

  it('reads the country for the tax, the fraud line and the gambling helpline', async () => {
    const us = textOf(await plan('teacher in Ohio', 'my 16-year-old daughter has $2,000 in crypto and I want to understand it', 15, 7));
    expect(us).toMatch(/ReportFraud\.ftc\.gov\) and the FBI’s IC3/);
    expect(us).toMatch(/1-800-GAMBLER/);
    expect(us).toMatch(/most require users to be 18 or over/);
    const uk = textOf(await plan('retired, in Leeds', 'my grandson is trading crypto on his phone, I want to know if he is safe', 20, 2));
    expect(uk).toMatch(/Action Fraud \(or Police Scotland on 101 in Scotland\)/);
    expect(uk).toMatch(/GamCare’s National Gambling Helpline \(0808 8020 133\)/);
    const parent = textOf(
      await plan('I’m 35, no idea about Bitcoin', 'my mum was talked into Bitcoin by someone online and I want to protect her', 60, 5),
    );
    expect(parent).toMatch(/treat it as a scam until proved otherwise/);
    expect(parent).not.toMatch(/18 or over/);
  });

  it('puts a likely scam first: someone met online who talked a parent into it', async () => {
    const mum = await plan(
      'I’m 35, no idea about Bitcoin',
      'my mum was talked into Bitcoin by someone online and I want to protect her',
      60,
      5,
    );
    expect(mum.description).toMatch(/^Being talked into crypto by someone met online .* help them stop any further payment today/);
    const dad = await plan('nothing', 'help my dad who got scammed out of his bitcoin', 20, 3);
    expect(dad.description).toMatch(/help them stop any further payment today/);
    expect(textOf(dad)).toMatch(/Read (?:about|one warning about) recovery scams/);
    const son = await plan('I know nothing about it', 'my son put his savings in Bitcoin and I want to understand it', 30, 3);
    expect(son.description).not.toMatch(/stop any further payment/);
  });

  it.each([
    ['retired teacher, my grandson keeps telling me to buy bitcoin', 'know if it is a good idea or a scam', SAFE],
    ['my son put his savings in bitcoin', 'should I buy some too?', SAFE],
    ['a friend says crypto is the future', 'decide whether to put £2000 into Bitcoin safely', SAFE],
    ['I know nothing', 'buy my first Bitcoin for myself', undefined],
    ['developer', 'build a dapp for my son’s school', undefined],
    ['I use Coinbase', 'understand staking', undefined],
    ['nothing yet', 'my partner and I want to buy bitcoin together', undefined],
    ['my dad mines bitcoin', 'learn how mining works', undefined],
    ['nothing', 'my friend made money on crypto and I want in', undefined],
  ])('%s → %s is not someone else’s crypto', (current, target, other) => {
    expect(trackOf(current, target)).not.toBe(SOMEONE);
    if (other) expect(trackOf(current, target)).toBe(other);
  });
});
