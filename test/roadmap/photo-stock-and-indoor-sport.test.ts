import { onOption, expectOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 18 (decision 315): a photography target's use or genre read into the plan. "I have an old iPhone 11
 * and shoot my food" → "photos good enough to sell on stock sites" got a generic course with hair and glasses,
 * a shutter "for the motion" and a burst never taught, and no stock rule at all; a Sony a6400 owner at her
 * daughter's indoor basketball got galas, kick-off, a ball kicked in the garden, an f/5.6 telephoto for a gym
 * and 1/1000 s beside 1/500 s. People written for this test.
 */

const photo = onOption('Photography Basics');
const STOCK = 'Stock photos: files agencies accept, and a first submission';
const SPORT = 'Sport and action';

describe('stock photos, as a stock contributor reads the plan', () => {
  it.each([
    [
      'I have an old iPhone 11 and shoot my food',
      'take photos good enough to sell on stock sites',
      30,
      3,
      'your iPhone 11',
      'Adobe Stock and Shutterstock',
    ],
    ['Canon 250D, I make candles and soaps', 'sell my product photos on Shutterstock', 60, 2, 'your Canon 250D', 'Shutterstock'],
    ['a Samsung Galaxy S22, I bake a lot', 'get my cake photos accepted on Adobe Stock', 20, 5, 'your Galaxy S22', 'Adobe Stock'],
    ['Sony a7 III, mostly flowers in my garden', 'start selling on Alamy as a side income', 90, 4, 'your Sony a7 III', 'Alamy'],
    ['beginner with a Pixel 7', 'microstock: sell my pictures to agencies', 15, 7, 'your Pixel 7', 'Adobe Stock and Shutterstock'],
    ['Nikon Z50, travel photos', 'license my photos through iStock', 45, 3, 'your Nikon Z50', 'iStock (Getty Images)'],
  ])(
    '%s → %s (%i min × %i): the rules, clean files, releases, keywords and a submission',
    async (current, target, minutes, days, camera, agency) => {
      expect(photo.trackOf(current, target)).toBe(STOCK);
      const p = await photo.plan(current, target, minutes, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(text).toContain(camera);
      expect(text).toContain(agency);
      expect(text).toMatch(/at 100%/);
      expect(text).toMatch(/no logos or trademarks/);
      expect(text).toMatch(/model release/);
      expect(text).toMatch(/keywords/i);
      expect(text).toMatch(/W-8BEN|W-9/);
      // No other genre's or device's words: hair and glasses, a burst, a shutter for the motion, another phone.
      expect(text).not.toMatch(/hair, ears|burst|for the motion|leading lines|kick-off/i);
      if (!/iphone/i.test(current)) expect(text).not.toMatch(/iPhone 11's|Halide/);
      if (/iphone/i.test(current)) expect(text).not.toMatch(/Android|Galaxy|Pixel/);
      const milestones = tasksOf(p).filter((t) => t.title.startsWith('Milestone:'));
      expect(milestones.at(-1)!.title).toMatch(/^Milestone: A first batch submitted and its review read/);
    },
  );

  it('food stock is food, a product is a product', async () => {
    const food = textOf(await photo.plan('I have an old iPhone 11 and shoot my food', 'sell my photos on stock sites', 30, 3));
    expect(food).toMatch(/one dish from overhead \(flat lay\)/);
    expect(food).toMatch(/Settings › Camera › Formats: Most Compatible/);
    const product = textOf(await photo.plan('Canon 250D, I make candles', 'sell my product photos on Shutterstock', 30, 3));
    expect(product).toMatch(/The same piece as 'gift'/);
    expect(product).toMatch(/f\/5\.6–8 so the whole subject is sharp/);
    expect(product).not.toMatch(/ramen|dish\b/);
  });

  it.each([
    ['I trade shares', 'photos of the stock market screens for my blog'],
    ['I have an iPhone', 'better photos of my food for Instagram'],
    ['Canon R50', 'sell prints of my landscapes at craft fairs'],
    ['I run a shop', 'photos of my stock for my Etsy listings'],
  ])('%s → %s is not the stock track', (current, target) => {
    expect(photo.trackOf(current, target)).not.toBe(STOCK);
  });
});

describe('a phone plan reads its own phone and its own subject', () => {
  it('an iPhone 11 shooting food: no Android, no Galaxy, no hair and glasses, no burst frame never taught', async () => {
    const text = textOf(await photo.plan('I have an old iPhone 11 and shoot my food', 'better photos of the dishes I cook', 30, 3));
    expect(text).toMatch(/AE\/AF Lock shows/);
    expect(text).toMatch(/Halide or ProCamera/);
    expect(text).not.toMatch(/Android|Galaxy|hair, ears|for the motion|frozen burst frame/);
  });

  it('a Galaxy owner is told of its own Pro mode', async () => {
    const text = textOf(await photo.plan('Samsung Galaxy S21', 'photos of my handmade candles for Etsy', 30, 3));
    expect(text).toMatch(/More › Pro/);
    expect(text).not.toMatch(/iPhone|Halide/);
  });
});

describe('indoor sport, as a sports photographer reads the plan', () => {
  it.each([
    [
      'bought a Sony a6400 with a kit lens, only used auto',
      "photograph my daughter's indoor basketball games",
      40,
      2,
      /Sony E 50 mm f\/1\.8 OSS/,
      /tip-off/,
    ],
    ['Canon 2000D, shoot in auto', 'my son’s futsal in the sports hall', 30, 3, /EF 50 mm f\/1\.8 STM/, /the start/],
    [
      'Nikon D3500 beginner',
      'my daughter’s netball matches in the leisure centre hall',
      60,
      4,
      /AF-S 35 mm or 50 mm f\/1\.8/,
      /the first centre pass/,
    ],
    ['Fujifilm X-T30 with the kit lens', 'volleyball tournaments indoors', 120, 5, /XF 35 mm f\/2/, /the start/],
  ])('%s → %s: 1/500 s, Auto ISO, AF-C, a fast lens, the sport’s own words', async (current, target, minutes, days, lens, start) => {
    expect(photo.trackOf(current, target)).toBe(SPORT);
    const p = await photo.plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(/shutter priority at 1\/500 s, Auto ISO, continuous AF/);
    expect(text).toMatch(/Indoors light, not reach, is the limit/);
    expect(text).toMatch(lens);
    expect(text).toMatch(/never let it fall below/);
    expect(text).toMatch(/Draw the court/);
    expect(text).toMatch(start);
    // Never another sport's words, nor a faster shutter that contradicts the one set, nor a telephoto for a gym.
    expect(text).not.toMatch(/galas?\b|pool|kick-off|kicked in the garden|the ground\b|1\/1000 s, auto ISO|usual next lens/);
  });

  it('the a6400 is set by its own menus and numbers', async () => {
    const text = textOf(await photo.plan('bought a Sony a6400 with a kit lens', "my daughter's indoor basketball games", 40, 2));
    expect(text).toMatch(/Focus Area Tracking/);
    expect(text).toMatch(/11 frames a second/);
    expect(text.match(/Look up three numbers/g) ?? []).toHaveLength(0);
  });

  it('outdoor sport keeps 1/1000 s, the telephoto and its own words', async () => {
    const text = textOf(await photo.plan('Sony a6400 with the kit lens', 'my kids’ rugby on Sunday mornings', 30, 3));
    expect(text).toMatch(/shutter priority at 1\/1000 s/);
    expect(text).toMatch(/E 55–210 or 70–350 mm is the usual next lens/);
    expect(text).toMatch(/kick-off/);
    expect(text).toMatch(/Draw the pitch/);
    expect(text).not.toMatch(/galas?\b|pool|court|Indoors light/);
  });

  it('a phone at a pool keeps a phone’s words and a pool’s', async () => {
    const text = textOf(await photo.plan('only my iPhone 13', 'photos of my son’s swimming galas', 20, 3));
    expect(text).toMatch(/Flash is banned at galas/);
    expect(text).toMatch(/Draw the pool/);
    expect(text).not.toMatch(/Auto ISO|shutter priority|f\/1\.8|courts?\b|kick-off|throw-in/);
  });
});
