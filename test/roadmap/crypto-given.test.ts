import { textOf } from './custom-ask';
import { expectOnTheirDays, onOption } from './track-ask';

/**
 * Round 16 (decision 279): "my son bought me some Bitcoin on an exchange" → "understand what I own and keep
 * it safe" was planned as the son's crypto ("This plan is for understanding someone else's crypto", "the
 * scams aimed at your son", "Tax is the holder's, not yours"). Crypto someone bought, gave, left or set up
 * for the person is the person's own: it gets the holder's plan, and the account locked down starts with
 * the login being theirs (their email and phone on it, the password changed, every other device signed
 * out). People written for this test; a financial counsellor's reading.
 */

const { trackOf, plan } = onOption('Crypto Basics');
const HOLDING = 'Crypto you already hold: safe, and the tax on it';
const SOMEONE = 'Understanding someone else’s crypto';

describe('crypto someone bought or set up for the person is their own', () => {
  it.each([
    ['my son bought me some Bitcoin on an exchange', 'understand what I own and keep it safe', 20, 2, 'Your son set this up for you'],
    [
      'my daughter set me up with a Coinbase account and bought £200 of bitcoin for me',
      'know it is safe',
      30,
      3,
      'Your daughter set this up',
    ],
    ['my grandson put some ethereum in my name last year', 'learn what it is and how to look after it', 15, 5, 'Your grandson set this up'],
    ['retired; my husband gave me some crypto for my birthday', 'make sure nobody can take it', 45, 4, 'Your husband set this up'],
  ])('“%s” → “%s” is the holder’s plan, the login made theirs', async (current, target, minutes, days, access) => {
    expect(trackOf(current, target)).toBe(HOLDING);
    const p = await plan(current, target, minutes, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toContain(access);
    expect(text).toMatch(/bought it: ask for the date and what was paid/);
    expect(text).toMatch(/two-step verification/);
    expect(text).toMatch(/Write your custody choice with its risks/);
    expect(text).not.toMatch(/someone else’s crypto|aimed at your (?:son|daughter|grandson|husband)|holder’s, not yours/);
  });

  it('an inheritance is the person’s own too, without a helper’s login to take back', async () => {
    expect(trackOf('my dad left me some bitcoin when he died', 'understand what I have')).toBe(HOLDING);
    const text = textOf(await plan('my dad left me some bitcoin when he died', 'understand what I have', 20, 3));
    expect(text).toContain('Check the email and phone number on the account are yours');
    expect(text).not.toMatch(/set this up for you/);
    expect(text).toMatch(/Inherited crypto’s cost for tax is usually its value on the day of the death/);
  });

  it('crypto the person bought keeps its own history as its cost', async () => {
    const text = textOf(await plan('I have some bitcoin I left on Binance', 'keep it safe', 30, 3));
    expect(text).toMatch(/What you paid is in the transaction history/);
    expect(text).not.toMatch(/Inherited crypto|bought it: ask/);
  });

  it.each([
    ['I know nothing about it', 'my son has bitcoin on an exchange and I want to understand it'],
    ['my son got me worried about his crypto', 'understand what he owns'],
    ['nothing', 'understand the crypto my wife keeps buying'],
  ])('“%s” → “%s”: the crypto is still someone else’s', (current, target) => {
    expect(trackOf(current, target)).toBe(SOMEONE);
  });
});
