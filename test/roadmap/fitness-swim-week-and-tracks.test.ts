import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { personOn } from './ask';

/**
 * Issue #39 and #36, decision 382, read as a strength coach and a swimming teacher would: "squat 72.5 kg for 5"
 * planned a 5K or push-ups (the decimal point was read as the end of a sentence), "I swim a bit" → "go from
 * 50 m freestyle to 100 m" planned Run 5K (a stroke's name and a pool distance in metres were not a swim), and
 * "I can't swim at all" slipped the new-stroke track's non-swimmer rule (" a" read " at all" as "a length").
 * People written for this test.
 */
const fitness = personOn('Physical Fitness');

const BARBELL = 'A barbell lift at a weight: squat, deadlift, bench or press';
const SWIMMING = 'Swimming for fitness';
const STROKE = 'A new stroke to a distance';

describe('a decimal load is one number, and a barbell target', () => {
  it.each([
    ['I squat 60 kg for 5', 'squat 72.5 kg for 5'],
    ['bench 50 kg', 'bench press 62.5 kg'],
    ['deadlift 90kg', 'deadlift 102.5kg for a single'],
    ['I press 35 kg overhead', 'overhead press 42.5 kg. Then 45 kg'],
    ['squat 100 lbs', '137.5 lbs squat'],
  ])('“%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(BARBELL);
  });

  it('a sentence’s full stop still ends it: “5k. then” is read as two clauses, not one number', () => {
    expect(fitness.trackOf('I run a bit', 'run 5k. Then a 10k')).not.toBe(BARBELL);
  });
});

describe('a stroke or a pool distance in metres from a swimmer plans swimming', () => {
  it.each([
    ['I swim a bit', 'go from 50 m freestyle to 100 m'],
    ['I swim a bit at the leisure centre', '400 metres without stopping'],
    ['I can do backstroke', 'butterfly 50 m'],
    ['I swim breaststroke, 2 lengths', '200 m'],
    ['swimming twice a month', 'freestyle, 1000 m'],
  ])('“%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(SWIMMING);
  });

  it.each([
    ['I swim a bit', 'run 400 m in under 70 seconds'],
    ['I swim 400 m twice a week', 'get stronger'],
    ['I run 5k', 'sprint 100 m in 14 seconds'],
    ['I cycle to work', '100 m'],
  ])('a metres target outside the pool, or a swimmer’s other goal, is not swimming: “%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(SWIMMING);
  });
});

describe('a non-swimmer is never given a new stroke’s plan, however it is said', () => {
  it.each([
    ["I can't swim at all", 'learn front crawl'],
    ['I cannot swim at all, I am 40', 'freestyle'],
    ["can't swim at all, scared of the deep end", 'backstroke'],
    ['never learned to swim', 'front crawl'],
    ["I can't swim", 'backstroke 25 m'],
  ])('“%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(SWIMMING);
  });

  it.each([
    ["I can't swim a length of front crawl", 'swim front crawl'],
    ["I can't swim freestyle, only breaststroke", 'learn front crawl'],
    ["I can't swim backstroke", 'backstroke'],
    ["I can't swim more than a width of backstroke", 'backstroke 100 m'],
  ])('a swimmer who can’t do one stroke still gets the new stroke: “%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(STROKE);
  });
});

/** The minutes of each of the plan's weeks, and whether the week names a session kept whole past the person's time. */
const weeksOf = (plan: RoadmapPlan) =>
  plan.weeks.map((w) => ({
    minutes: w.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0),
    said: /kept whole on its day/.test(w.description ?? ''),
    titles: w.days.flatMap((d) => d.tasks.map((t) => t.title)),
  }));

describe('a swim on a short day is a short pool visit, within the person’s week', () => {
  it.each([
    ['I swim a few lengths of breaststroke', 'swim 30 minutes without stopping', 15, 3],
    ['I swim a bit', 'go from 50 m freestyle to 100 m', 20, 2],
    ['I can swim but get tired after a length', 'swim 1 km', 15, 4],
    ['I swim breaststroke, 2 lengths', 'front crawl, 100 m', 20, 3],
    ['I can only do breaststroke with my head up', 'learn front crawl', 15, 3],
  ])('“%s” → “%s” at %i minutes on %i days', async (current, target, minutes, days) => {
    const weeks = weeksOf(await fitness.plan(current, target, minutes, days));
    // The sets (intervals, technique, steady swims) are done in their short forms: a short title, never the 35-minute set.
    expect(weeks.flatMap((w) => w.titles).some((t) => /\bshort\b/i.test(t))).toBe(true);
    // Every week within the person's time and a tenth, or saying which session it keeps whole (a lesson, a test swim).
    const over = weeks.filter((w) => w.minutes > minutes * days * 1.1);
    expect(over.filter((w) => !w.said)).toEqual([]);
    // Most weeks fit: only a lesson or a test swim is kept whole past the day.
    expect(over.length).toBeLessThanOrEqual(Math.ceil(weeks.length / 3));
  });

  it('a day long enough for the whole set keeps it whole: 45 minutes on 3 days', async () => {
    const titles = weeksOf(await fitness.plan('I swim a few lengths of breaststroke', 'swim 30 minutes without stopping', 45, 3)).flatMap(
      (w) => w.titles,
    );
    expect(titles).toContain('Intervals: 8 × 25 m (one length), 20–30 s rest at the wall');
    expect(titles.some((t) => /\bshort\b/i.test(t))).toBe(false);
  });

  it('a new stroke’s short visit keeps the person’s stroke in its words', async () => {
    const titles = weeksOf(await fitness.plan('I can only do breaststroke with my head up', 'learn front crawl', 15, 3)).flatMap(
      (w) => w.titles,
    );
    expect(titles.filter((t) => /short/i.test(t)).some((t) => /front crawl/i.test(t))).toBe(true);
  });
});

describe('a swimmer who says they swim starts at the baseline, a non-swimmer with lessons', () => {
  it.each([
    ['I swim a bit', 'go from 50 m freestyle to 100 m'],
    ['I swim once a week', 'swim 1 km'],
    ['I swim 50 m of breaststroke', 'swim 30 minutes without stopping'],
  ])('“%s” → “%s” starts at the baseline, not lessons', async (current, target) => {
    const first = (await fitness.plan(current, target, 20, 2)).weeks[0]!;
    expect(first.title).toMatch(/baseline/i);
    expect(first.title).not.toMatch(/lesson/i);
  });

  it.each([
    ["I can't swim, I swim in my dreams only", 'swim a length'],
    ["I can't swim at all", 'go from 0 to 100 m freestyle'],
  ])('“%s” → “%s” starts with lessons', async (current, target) => {
    expect((await fitness.plan(current, target, 20, 2)).weeks[0]!.title).toMatch(/lessons/i);
  });
});
