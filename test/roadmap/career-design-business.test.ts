import { onOption } from './track-ask';

/**
 * A small business's own look (decision 178): the places its customers see it — the van, the shop sign
 * or the stall, the price list, a leaflet, Instagram, a card — with the spec for the signwriter as the
 * plan's last milestone; never "your organisation" and its next event. Clubs, slides and a logo alone
 * keep their own tracks.
 */
const design = onOption('Design Basics');
const textOf = (plan: unknown) => JSON.stringify(plan);

describe('a small business’s look, where its customers see it', () => {
  it.each([
    ['I run a mobile dog grooming van, I did my leaflets in Canva', 'one look across my van, leaflets and Instagram'],
    ['window cleaner, just bought a van', 'get my van signwritten and matching business cards'],
    ['I have a mobile coffee van at weekends', 'a proper logo and livery that match my Instagram'],
  ])('“%s” → “%s”: the van measured, read at a distance and specified for a signwriter', async (current, target) => {
    const plan = await design.plan(current, target, 30, 3);
    expect(design.trackOf(current, target)).toBe("Your business's look, where customers see it");
    const text = textOf(plan);
    expect(text).toMatch(/Measure the van: each side panel and the back doors/);
    expect(text).toMatch(/read it from about 35 m/);
    expect(text).toMatch(/price list/);
    expect(text).toMatch(/Instagram: the mark in the profile circle/);
    expect(text).not.toMatch(/organisation|next real event|A3 poster/);
    const last = plan.weeks.at(-1)!.days.at(-1)!.tasks.at(-1)!;
    expect(last.title).toBe('Milestone: The livery spec sent for quotes, and the set in use');
  });

  it('makes a shop’s sign and a stall’s banner the first piece', async () => {
    const shop = textOf(await design.plan('I own a small florist', 'a new shop sign, price list and cards in one style', 30, 4));
    expect(shop).toMatch(/Measure the shop sign: the fascia board/);
    const stall = textOf(
      await design.plan('I sell candles from a market stall', 'a stall banner and business cards that look like my Instagram', 30, 4),
    );
    expect(stall).toMatch(/Measure the stall banner/);
  });

  it('keeps a club’s posters, a logo alone and slides on their own tracks', () => {
    expect(design.trackOf('I make the flyers for our choir', 'a consistent set of posters and flyers for the choir')).not.toMatch(
      /business's look/,
    );
    expect(design.trackOf('I just opened a bakery', 'a logo for my bakery')).not.toMatch(/business's look/);
    expect(design.trackOf('I drive a van for a living', 'better slides for my presentations')).not.toMatch(/business's look/);
  });
});
