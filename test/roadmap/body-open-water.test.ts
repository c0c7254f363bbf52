import { onOption } from './ask';
import { everything } from '../support/plan-reading';

/**
 * Round 18's coach read "I can swim 4 lengths of breaststroke, 35, never swum in open water" → "swim a 1500 m
 * open-water event in August" (45×3): seven weeks to "30 minutes in the pool", the open water only in the last
 * task's words. A pool swimmer with an open-water target builds the pool distance to the event's, then swims
 * at a venue with safety cover in a wetsuit, cold-water shock and Float to Live said (RNLI), sighting, no
 * walls, others close by, the day planned, the event (decision 319). People written for this test.
 */

const fitness = onOption('Physical Fitness', 45, 3);
const OPEN = 'An open-water swim, from the pool';
const SWIMMING = 'Swimming for fitness';

describe('an open-water swim for someone who swims in the pool, as a swimming coach reads the plan', () => {
  it.each([
    ['I can swim 4 lengths of breaststroke, 35, never swum in open water', 'swim a 1500 m open-water event in August'],
    ['I swim 20 lengths front crawl twice a week', 'do a 2 km sea swim next summer'],
    ['can do breaststroke, slowly', 'wild swimming in the lake this summer'],
    ['swim 1500 m in the pool', 'open water 1 mile swim in July'],
    ['I swim 30 lengths twice a week', 'swim the Great North Swim, 1 mile, in June'],
  ])('“%s” → “%s”: the pool distance, then open water at a venue with cover', async (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(OPEN);
    const p = await fitness.plan(current, target);
    const text = everything(p);
    expect(text).toMatch(/cold-water shock/);
    expect(text).toMatch(/Float to Live/);
    expect(text).toMatch(/wetsuit/i);
    expect(text).toMatch(/safety cover/);
    expect(text).toMatch(/sighting/i);
    expect(text).not.toMatch(/Book an adult learn-to-swim course|30 minutes without stopping/);
    const titles = p.weeks.map((w) => w.title);
    const first = titles.findIndex((t) => /open-water swim at a venue|open water/i.test(t));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(titles.at(-1)).toMatch(/Your event/);
  });

  it('a pool swimmer of 100 m starts at the baseline and reaches 1500 m before the distance outside', async () => {
    const p = await fitness.plan('I can swim 4 lengths of breaststroke', 'swim a 1500 m open-water event in August');
    const titles = p.weeks.map((w) => w.title);
    expect(titles[0]).toMatch(/Your baseline/);
    const pool = titles.findIndex((t) => /1500 m in the pool/.test(t));
    const outside = titles.findIndex((t) => /The distance in open water/.test(t));
    expect(pool).toBeGreaterThan(0);
    expect(outside).toBeGreaterThan(pool);
    // The weeks are placed so the open water comes in the season before August, said.
    expect(p.description).toMatch(/Start it in the week of Monday \d+ (May|June)/);
  });

  it.each([
    ["I can't swim", 'swim in the sea on holiday'],
    ['non-swimmer', 'open water swimming'],
  ])('“%s” → “%s”: lessons first, not this path', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(OPEN);
  });

  it.each([
    ['I can swim a few lengths', 'swim 1 km of front crawl in the pool'],
    ['runner', 'my first sprint triathlon, the 400 m open water swim'],
    ['I swim a bit', 'swim 30 minutes without stopping'],
  ])('“%s” → “%s”: not this path', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(OPEN);
  });

  it('a pool target keeps the pool path', () => {
    expect(fitness.trackOf('I can swim 4 lengths', 'swim 40 lengths without stopping')).toBe(SWIMMING);
  });
});
