import { inOrder, textOf } from './custom-ask';
import { expectOnTheirDays, onOption } from './track-ask';

/**
 * Round 18 (decision 316): a money plan served a neighbouring goal and read the person as an employee.
 * "Move my coins to a hardware wallet safely" got the holder's plan, which said "no task asks you to… move
 * anything"; a freelancer's "6-month emergency fund" got MoneyHelper's "3 months", "heading for three",
 * payslips, payday and a tronc, over 21 weeks of split parts. The target's own action and number now reach
 * the tasks and the milestone, and the person's income type chooses the words. People written for this
 * test; a financial counsellor's reading.
 */

describe('crypto moved to a hardware wallet: the move is the plan', () => {
  const { trackOf, plan } = onOption('Crypto Basics');
  const WALLET = 'Your coins moved to a hardware wallet, safely';

  it.each([
    [
      "bought some Bitcoin on an exchange in 2021, don't understand it",
      'move my coins to a hardware wallet safely',
      30,
      3,
      'bitcoin',
      /Bitcoin network/,
    ],
    ['I have 0.4 ETH on Coinbase', 'get my ethereum off Coinbase onto a Trezor', 20, 2, 'ether', /Ethereum mainnet/],
    ['have some BTC on Kraken', 'set up a Ledger Nano X and move my coins into cold storage', 90, 5, 'bitcoin', /Bitcoin network/],
    ['Binance user since 2020, worried after FTX', 'self custody of my bitcoin', 10, 7, 'bitcoin', /Bitcoin network/],
    ['some solana on Revolut', 'transfer it to my own wallet', 45, 4, 'solana', /Solana network/],
    ['I hold a few coins on an app', 'keep them in cold storage', 60, 6, 'crypto', /the coin’s own network/],
    ['bought ETH and some XRP on Binance in 2022', 'get my crypto off Binance', 25, 3, 'ether', /Ethereum mainnet/],
  ])(
    '“%s” → “%s” (%i×%i): device from its maker, words on paper and checked, a test, then the rest',
    async (current, target, minutes, days, coin, network) => {
      expect(trackOf(current, target)).toBe(WALLET);
      const p = await plan(current, target, minutes, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(p.description).not.toMatch(/no task asks you to buy, sell or move|moving it is not required/);
      inOrder(p, [
        /^Order .* from the maker’s own shop|^Order .* only from/,
        /^Set it up as a new device/,
        /^Check the recovery words on the device/,
        /^Withdraw a small test amount/,
        /^Withdraw the rest/,
      ]);
      expect(text).toMatch(network);
      expect(text).toMatch(/check it on the device’s screen/);
      expect(text).toMatch(/Never typed, never photographed/);
      expect(text).toMatch(/verified’ \(after Ledger’s 2020 data leak\)/);
      expect(text).toMatch(/not a sale|not a disposal/);
      expect(
        p.weeks
          .at(-1)!
          .days.flatMap((d) => d.tasks)
          .at(-1)!.title,
      ).toMatch(new RegExp(`^Milestone: Your ${coin} on your own device`));
      expect(JSON.stringify(p.weeks)).not.toMatch(/\{[a-zA-Z]+\}/);
    },
  );

  it('names the maker the person named, and its own check', async () => {
    const text = textOf(await plan('I bought BTC on Coinbase', 'move my bitcoin to a Trezor', 30, 3));
    expect(text).toMatch(/Trezor’s own shop at trezor\.io/);
    expect(text).toMatch(/Trezor Suite checks the device’s authenticity/);
    expect(text).not.toMatch(/ledger\.com|Ledger Wallet runs/);
  });

  it.each([
    ['I bought some bitcoin last year', 'keep my bitcoin safe'],
    ['I know nothing about crypto', 'use a wallet safely and judge the risks'],
    ['I understand how a blockchain ledger works', 'learn how transactions are recorded'],
    ['I have crypto on Coinbase', 'withdraw my money out of the app to my bank account'],
    ['I have bitcoin on Binance', 'move my bitcoin off Binance to another exchange'],
    ['I keep my bitcoin on a Ledger Nano', 'understand the tax on my crypto'],
    ['I know nothing about crypto', 'understand the crypto my husband keeps buying on his Trezor'],
  ])('“%s” → “%s” is not the hardware-wallet plan', (current, target) => {
    expect(trackOf(current, target)).not.toBe(WALLET);
  });
});

describe('an emergency fund counted in months of the person’s own essential costs', () => {
  const { trackOf, plan } = onOption('Saving for a Goal');
  const EMERGENCY = 'An emergency fund in months of your own costs';

  it.each([
    [
      'freelancer with irregular income, £2k savings',
      'save a 6-month emergency fund',
      15,
      2,
      '6 months',
      'your £2k',
      'each invoice paid',
      9,
    ],
    [
      'freelance illustrator, some months £4k some £500, nothing saved',
      'build a six month emergency fund',
      20,
      3,
      '6 months',
      'what you have saved already',
      'each invoice paid',
      6,
    ],
    [
      'Deliveroo rider, about £1,400 a month, £300 saved',
      '3 months of expenses saved as a safety net',
      30,
      4,
      '3 months',
      'your £300',
      'each payout',
      5,
    ],
    [
      'nurse on a salary, I have £800 in savings',
      'rainy day fund covering 12 months of essentials',
      60,
      2,
      '12 months',
      'your £800',
      'each payday',
      5,
    ],
    ['self employed electrician in Ohio, $5k saved', 'emergency fund of 4 months', 15, 7, '4 months', 'your $5k', 'each invoice paid', 5],
    [
      'I work in an office and spend everything I earn',
      'an emergency fund',
      10,
      5,
      '3 months',
      'what you have saved already',
      'each payday',
      6,
    ],
  ])('“%s” → “%s” (%i×%i)', async (current, target, minutes, days, months, have, landing, most) => {
    expect(trackOf(current, target)).toBe(EMERGENCY);
    const p = await plan(current, target, minutes, days);
    expectOnTheirDays(p, minutes, days);
    expect(p.weeks.length).toBeLessThanOrEqual(most);
    const text = textOf(p);
    expect(text).toContain(`The fund’s figure: a month of essentials × ${months}`);
    expect(text).toMatch(/^Months to go(?: at what you can save now)?: \(the figure − /m);
    expect(text).toContain(`(the figure − ${have}) ÷`);
    expect(text).toContain(`Set the fund’s transfer for ${landing}`);
    expect(text).toContain(`Milestone: The fund’s figure from your own costs, and its date at your rate`);
    expect(text).not.toMatch(/heading for three|a holiday includes travel|a course includes fees|tronc|e\.g\. 1,200 by 1 June/);
    expect(JSON.stringify(p.weeks)).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('reads a freelancer as one: invoices, lumpy months and tax set aside, no payslips or payday', async () => {
    const p = await plan('freelancer with irregular income, £2k savings', 'save a 6-month emergency fund', 15, 2);
    const text = textOf(p);
    expect(text).toMatch(/Every invoice lands in the holding account; tax comes off first/);
    expect(text).toMatch(/a lean month may send nothing/);
    expect(text).not.toMatch(/payslip|payday|standing order for the day after/i);
    expect(p.description).toMatch(/6 months of needs saved at 20% of income take about 15 months, at 10% about 30/);
    expect(p.description).not.toMatch(/rule of thumb for an emergency fund is 3 months/);
    expect(text).toMatch(/Your number stands: more than MoneyHelper’s rule of thumb of three months/);
  });

  it('reads an employee as one: a standing order the day after payday', async () => {
    const text = textOf(await plan('office job, paid monthly', 'an emergency fund of six months of bills', 20, 3));
    expect(text).toMatch(/A standing order for the day after payday/);
    expect(text).not.toMatch(/invoice|holding account|tax comes off first/i);
  });

  it.each([
    ['nothing saved, I earn £28k', '£1,500 emergency fund by the summer'],
    ['I have £200 saved', 'a rainy day fund of £1,000 in 6 months'],
    ['I save a little each month', 'a house deposit and an emergency fund'],
    ['I save what is left at the end of the month', 'save 3,000 for a trip by next summer'],
    ['I save a little', 'save for a holiday in 6 months'],
  ])('“%s” → “%s” keeps its own plan', (current, target) => {
    expect(trackOf(current, target)).not.toBe(EMERGENCY);
  });
});

describe('a variable income reads no payslips or payday on the general saving plan', () => {
  const { plan } = onOption('Saving for a Goal');

  it.each([
    ['self-employed plumber, earnings go up and down', 'save £3,000 for a new van by next summer', 20, 3],
    ['freelance designer on irregular income', 'save £1,200 for a new laptop', 30, 2],
  ])('“%s” → “%s”', async (current, target, minutes, days) => {
    const text = textOf(await plan(current, target, minutes, days));
    expect(text).toMatch(/the day money lands|Circle the last 3 months in your income list/);
    expect(text).not.toMatch(/payslip|on payday|tronc/i);
  });
});
