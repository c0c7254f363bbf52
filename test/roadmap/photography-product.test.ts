import { readBack } from '../../lambdas/roadmap/reading';
import { plan, spreadAsker, textOf, titlesOf } from './read-plan';

/**
 * Product photos for one's own shop (round 20, decision 356), read as a product photographer would: "I sell
 * handmade candles on Etsy, photos taken on my phone on the kitchen table" → "product photos that look
 * professional for my shop and Instagram" got the general basics: golden hour, panning at 1/60 s, Night mode and
 * "a 5-photo story", with no white background, no card to shape the light, no scale photo and no listing.
 */

const ask = spreadAsker('Photography Basics');
const PRODUCT = 'Product photos for your shop';
const trackOf = (current: string, target: string) => readBack(ask(current, target, 20, 3)).track.name;

describe('a candle maker on Etsy with a phone, 20 minutes, 3 days a week', () => {
  const request = ask(
    'I sell handmade candles on Etsy, photos taken on my phone on the kitchen table',
    'product photos that look professional for my shop and Instagram',
    20,
    3,
  );

  it('is planned as product photography, from a window set-up with a white sweep', async () => {
    expect(readBack(request).track.name).toBe(PRODUCT);
    const text = textOf(await plan(request));
    expect(text).toMatch(/a sheet of white card curved up the wall \(a sweep\)/);
    expect(text).toMatch(/Hold your phone still/);
    expect(text).toMatch(/AE\/AF Lock/);
  });

  it('solves a candle’s own problems with light, and keeps a lit candle watched', async () => {
    const text = textOf(await plan(request));
    expect(text).toMatch(/A candle in glass mirrors the window/);
    expect(text).toMatch(/never leave it burning unwatched/);
    expect(text).toMatch(/a lit candle on a side table/);
  });

  it('builds a whole listing for Etsy, in the order a buyer needs it, and puts it live', async () => {
    const p = await plan(request);
    const titles = titlesOf(p);
    expect(titles.some((t) => t.startsWith('Scale: one candle in a hand'))).toBe(true);
    expect(textOf(p)).toMatch(/Etsy takes up to 10 photos a listing/);
    expect(textOf(p)).toMatch(/one listing on Etsy shows the new set/);
    expect(textOf(p)).not.toMatch(/golden hour|1\/60 s|photo story/i);
  });
});

describe('other sellers and their shops', () => {
  it.each([
    [
      'I make silver rings and sell them on eBay, I use a Canon 250D',
      'better photos of my rings for eBay',
      /putty to stand a ring/,
      /eBay takes up to 24 photos/,
    ],
    [
      'I throw mugs and bowls at my wheel',
      'photos for my online shop that show the glaze',
      /Glaze shines/,
      /Check your shop's own photo rules/,
    ],
    [
      'I sell vintage clothes on Vinted',
      'product photos that sell my clothes faster',
      /Steam the creases out/,
      /Vinted and Depop show square photos/,
    ],
    ['I print my illustrations', 'photos of my prints for Etsy listings', /Flat art is shot square on/, /Etsy takes up to 10/],
  ])('“%s” → “%s” gets its product’s light and its platform’s rules', async (current, target, light, rules) => {
    const request = ask(current, target, 30, 4);
    expect(readBack(request).track.name).toBe(PRODUCT);
    const text = textOf(await plan(request));
    expect(text).toMatch(light);
    expect(text).toMatch(rules);
  });

  it.each([
    ['I have an iPhone 11', 'sell my photos on stock sites'],
    ['estate agent with a phone', 'better photos of the houses I list as an estate agent'],
    ['I take photos with my phone', 'portraits of my kids'],
    ['I am a product manager', 'better landscape photos on my hikes'],
  ])('“%s” → “%s” keeps its own track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(PRODUCT);
  });
});
