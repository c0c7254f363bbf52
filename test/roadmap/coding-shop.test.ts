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
