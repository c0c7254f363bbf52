import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 16's reading (decision 274): "never programmed, 52, I run a small pottery shop" → "an online shop page
 * for my pottery" got programming foundations for 26 weeks (FizzBuzz, a tip calculator, a text adventure) and
 * never a page, a photo or a way to be paid. A shop site is HTML and CSS, photos that load, a provider's
 * payment links (no server), and the pages online selling needs. People written for this test.
 */

const { trackOf, plan } = onOption('Coding');
const SHOP = 'Your own shop site: products, payment links, delivery';

describe('a shop of their own: product pages, payment links, the pages the law asks for', () => {
  it.each([
    ['never programmed, 52, I run a small pottery shop', 'an online shop page for my pottery', 30, 3],
    ['complete beginner', 'sell my candles online on my own website', 15, 5],
    ['I made a Wix site once', 'an e-commerce site for my bakery', 60, 2],
    ['never coded', 'a web shop for my prints', 120, 4],
  ])('%s → %s: a shop taking orders, honest about hosted shops', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe(SHOP);
    const p = await plan(current, target, minutes, days);
    const titles = tasksOf(p).map((t) => t.title);
    expect(p.description).toMatch(/a hosted shop — Etsy, Shopify, Big Cartel or Square Online — is live in an afternoon/);
    expect(titles).toContain('Put each link on its product page as a "Buy" button');
    expect(titles.some((t) => /^Write your delivery (and returns )?page/.test(t))).toBe(true);
    expect(textOf(p)).toMatch(/Consumer Contracts Regulations 2013/);
    expect(textOf(p)).not.toMatch(/FizzBuzz|tip calculator|\{\w+\}/);
  });

  it.each([
    ['I code in Python', 'a Django e-commerce back end with a database'],
    ['I know React', 'a shopping list app'],
    ['never programmed', 'build my own personal website'],
    ['shop assistant', 'get hired as a junior developer'],
  ])('%s → %s: not the shop track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SHOP);
  });
});

describe('a site where people buy the maker’s own work is the shop (round 17’s reading)', () => {
  it.each([
    ['I make ceramics and sell at markets, I can use a computer but never coded', 'my own website where people can buy my mugs'],
    ['I knit and have never built a website', 'a site so customers can buy our hats'],
    ['beginner', 'people can purchase my prints online'],
  ])('%s → %s: the shop track', (current, target) => {
    expect(trackOf(current, target)).toBe(SHOP);
  });

  it.each([
    ['I know some JavaScript', 'an app where people can buy my cakes with an account'],
    ['never coded', 'a website where people can book a lesson with me'],
    ['never coded', 'buy my first domain for a personal website'],
  ])('%s → %s: not the shop track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SHOP);
  });
});

describe('the shop’s weeks on the person’s time, 10 × 2 to 120 × 7', () => {
  const POTTER = ['never programmed, 52, I run a small pottery shop', 'an online shop page for my pottery'] as const;

  it.each([
    [10, 2],
    [30, 3],
    [45, 4],
    [120, 4],
    [120, 7],
  ])('%i min × %i days: no week over its time, the first page live', async (minutes, days) => {
    const p = await plan(...POTTER, minutes, days);
    for (const week of p.weeks) {
      for (const day of week.days) expect(day.tasks.reduce((n, t) => n + t.estimatedMinutes, 0)).toBeLessThanOrEqual(minutes * 1.1 + 5);
    }
    expect(tasksOf(p).map((t) => t.title)).toContain('Milestone: Your product page live at a public address');
  });

  it('with time to spare, the weeks do more of the shop’s own work: every piece, postage priced, the parcel drop-tested', async () => {
    const roomy = textOf(await plan(...POTTER, 120, 4));
    expect(roomy).toMatch(/^Photograph the pieces you sell now, at least 5/m);
    expect(roomy).toMatch(/^Price your postage: weigh a small, a medium and a large piece packed/m);
    expect(roomy).toMatch(/^Drop-test the parcel you packed/m);
    expect(roomy).toMatch(/^Work out what you keep from one sale/m);
    // A short day keeps the week's core, not the extras.
    const short = textOf(await plan(...POTTER, 30, 3));
    expect(short).not.toMatch(/Price your postage|Drop-test the parcel/);
  });
});
