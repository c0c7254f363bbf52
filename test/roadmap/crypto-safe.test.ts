import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * Crypto for a cautious beginner deciding (issue #36, round 10): "62, know nothing, nephew talks about
 * Bitcoin" → "understand enough to not get scammed and decide whether to put in £500" got an engineer's
 * syllabus (the whitepaper, sha256sum, testnet faucets) and no scam. The track says what crypto is in
 * plain words, the scams by name, the regulator's warning (be prepared to lose all of it; no FSCS or
 * ombudsman), a registered exchange and its fees, the most they could lose, and a decision written
 * down with a cooling-off week. People written for this test; a financial counsellor's reading.
 */

const option = 'Crypto Basics';
const SAFE = 'Safe from scams, and your own decision';
const { trackOf, plan } = onOption(option);

describe('crypto for a cautious beginner deciding, as a financial counsellor reads it', () => {
  it.each([
    [
      '62, know nothing, nephew talks about Bitcoin',
      'understand enough to not get scammed and decide whether to put in £500',
      3,
      20,
      /your nephew/,
      /£500/,
    ],
    [
      'retired teacher, my grandson keeps telling me to buy bitcoin',
      'know if it is a good idea or a scam',
      2,
      30,
      /your grandson/,
      /the amount you have in mind/,
    ],
    ['never owned any', 'should I invest $1,000 in crypto?', 4, 15, /the person who told you about it/, /\$1,000/],
    ['a friend says crypto is the future', 'decide whether to put £2000 into Bitcoin safely', 7, 60, /your friend/, /£2000/],
    [
      'I got a message about a crypto investment from someone online',
      'not get scammed',
      5,
      30,
      /the person who told you about it/,
      /the amount you have in mind/,
    ],
  ])(
    '%s → %s (%i days, %i min): plain words, the scams, the warning, the cost, the decision',
    async (current, target, days, minutes, who, amount) => {
      expect(trackOf(current, target)).toBe(SAFE);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      expect(text).toMatch(who);
      expect(text).toMatch(amount);
      inOrder(p, [
        /^What Bitcoin is, in plain words/,
        /^Read what .* says about buying crypto/,
        /^Scams 1 and 2: impersonation/,
        /^Scam 3: .*pig butchering/,
        /^Scams 4 and 5: fake investment managers and apps, and recovery scams/,
        /^Write your own rules/,
        /^Find 2 crypto exchanges on the FCA's register/,
        /^Work out what .* really costs/,
        /^The most you could lose/,
        /^Write your decision: yes, no or wait/,
        /^A cooling-off week/,
      ]);
      expect(text).toMatch(/prepared to lose all your money/);
      expect(text).toMatch(/Financial Services Compensation Scheme/);
      expect(text).toMatch(/ScamSmart/);
      expect(text).toMatch(/guaranteed/i);
      expect(p.description).toMatch(/no task needs you to buy anything/);
      expect(text).not.toMatch(/\{(who|amount|regulator)\}/i);
      expect(text).not.toMatch(/££|\$\$|€€/);
      // Not the engineer's syllabus.
      expect(text).not.toMatch(/whitepaper|sha256|SHA-256|testnet|faucet|smart contract/i);
    },
  );

  it.each([
    ['software developer', 'build a dApp on Ethereum'],
    ['I know Python', 'understand how blockchains and wallets work'],
    ['beginner', 'understand the basics of crypto'],
    ['I bought some bitcoin last year', 'set up a hardware wallet'],
    ['developer, a friend says I should learn Solidity', 'write my first smart contract'],
  ])('%s → %s: the general course, not the cautious beginner’s', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SAFE);
  });
});
