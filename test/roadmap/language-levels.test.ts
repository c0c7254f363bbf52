import { CATALOG } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import type { Curriculum } from '../../lambdas/roadmap/curricula/schema';

/**
 * Language plans read week by week as a teacher would (issue #39 item 3, decision 083): each week of a
 * level's hours teaches its next grammar point with its words or characters and a can-do statement,
 * from the level's inventory drawn from a named public source; earlier points come back in review; no
 * point is taught twice as new; the inventory is covered in order before the themes come round again.
 */

const LANGUAGES = ['Spanish', 'French', 'Italian', 'German', 'English', 'Japanese', 'Chinese', 'Korean', 'Hindi'];

const ask = (option: string, currentLevel: string, targetLevel: string, minutes = 30, days = 5): RoadmapRequest => ({
  category: CATALOG.find((c) => c.options.includes(option))!.id,
  option,
  answers: { currentLevel, targetLevel, dailyMinutes: minutes },
  daysPerWeek: days,
});

const curriculum = (option: string): Curriculum => loadCurriculum(option)!;
const inventories = (option: string) => curriculum(option).practice!.themes!.levels.flatMap((l) => (l.inventory ? [l] : []));
const points = (option: string) => inventories(option).flatMap((l) => l.inventory!.units.map((u) => u.point));

/** Each week's task titles. */
const weekTitles = (plan: RoadmapPlan) => plan.weeks.map((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
/** The week (1-based) of the first task whose title matches, or undefined. */
const firstWeek = (plan: RoadmapPlan, title: RegExp) => {
  const index = weekTitles(plan).findIndex((titles) => titles.some((t) => title.test(t)));
  return index < 0 ? undefined : index + 1;
};
/** The inventory points a plan teaches as new (a task titled with the point itself), with the week of each. */
const taught = (plan: RoadmapPlan, option: string) => {
  const known = new Set(points(option));
  return weekTitles(plan).flatMap((titles, w) => titles.filter((t) => known.has(t)).map((point) => ({ point, week: w + 1 })));
};

describe('each level has an inventory from a named source', () => {
  const SOURCES: Record<string, RegExp> = {
    Spanish: /Instituto Cervantes, Plan curricular/,
    French: /Niveau A1 \/ A2 \/ B1 \/ B2 pour le français: un référentiel.*DELF/,
    Italian: /Profilo della lingua italiana/,
    German: /Profile Deutsch.*Goethe/,
    English: /English Profile.*Cambridge English/,
    Japanese: /JLPT.*Genki.*kanji/,
    Chinese: /HSK 3\.0.*GF 0025-2021/,
    Korean: /Sejong Korean.*TOPIK/,
    Hindi: /Central Hindi Directorate.*CBSE/,
  };

  it.each(LANGUAGES)('%s: A1, A2, B1 and B2, each with its source, can-do statements and no point twice', (option) => {
    const levels = inventories(option);
    expect(levels.map((l) => l.rungs.join())).toEqual(['A1', 'A2', 'B1', 'B2']);
    for (const level of levels) {
      expect(level.inventory!.source).toMatch(SOURCES[option]!);
      expect(level.inventory!.source).toMatch(/CEFR Companion Volume|JF Standard/);
      expect(level.inventory!.units.length).toBeGreaterThanOrEqual(8);
    }
    const all = points(option);
    expect(new Set(all).size).toBe(all.length);
  });

  it('counts characters as the exam lists do: kanji to 100, 300, 650 and 1,000 (JLPT N5–N2), hanzi to 300, 600, 900 and 1,500 (HSK 3.0)', () => {
    // The highest character a level's batches reach.
    const reach = (option: string) =>
      inventories(option).map((l) =>
        Math.max(
          ...l.inventory!.units.map((u) => Number(/(?:Kanji|Characters) [\d,]+–([\d,]+)/.exec(u.words)?.[1]!.replace(',', '') ?? 0)),
        ),
      );
    expect(reach('Japanese')).toEqual([100, 300, 650, 1000]);
    expect(reach('Chinese')).toEqual([300, 600, 900, 1500]);
    // Batches follow on from one another, never going back.
    for (const option of ['Japanese', 'Chinese']) {
      const ranges = inventories(option).flatMap((l) =>
        l.inventory!.units.flatMap((u) => {
          const range = /(?:Kanji|Characters) ([\d,]+)–([\d,]+)/.exec(u.words);
          return range ? [[range[1]!, range[2]!].map((n) => Number(n.replace(',', '')))] : [];
        }),
      );
      ranges.slice(1).forEach(([from], k) => expect(from).toBe(ranges[k]![1]! + 1));
    }
  });
});

describe('a plan’s weeks teach the level, week by week', () => {
  it('Japanese from zero, 26 weeks: the て-form before week 10, new kanji batches past week 2, to 100 within the plan', async () => {
    const plan = await generateRoadmap(ask('Japanese', 'complete beginner', 'pass JLPT N4', 60, 5), builtinProvider);
    expect(plan.weeks).toHaveLength(26);
    expect(firstWeek(plan, /^て-form: join two actions$/)).toBeLessThan(10);
    // A kanji batch in the weeks after the first two, and the count goes on past 50 to N5's 100.
    const batches = weekTitles(plan).flatMap((titles, w) =>
      titles.filter((t) => /^Kanji \d+–\d+:/.test(t)).map((t) => ({ t, week: w + 1 })),
    );
    expect(batches.filter((b) => b.week > 2).length).toBeGreaterThanOrEqual(8);
    expect(batches.map((b) => b.t)).toContainEqual(expect.stringMatching(/^Kanji 96–100:/));
    // Working towards A1 (280 hours from zero), a point a week: the level goes on past the plan.
    const perWeek = weekTitles(plan).map((titles) => titles.filter((t) => points('Japanese').includes(t)).length);
    expect(Math.max(...perWeek)).toBe(1);
    // The week's description says what it brings that is new.
    const teWeek = plan.weeks[firstWeek(plan, /^て-form/)! - 1]!;
    expect(teWeek.description).toMatch(/^New this week: て-form: join two actions\./);
  });

  it('Korean from zero towards A2 teaches the past tense in its first ten weeks, with its can-do', async () => {
    const plan = await generateRoadmap(ask('Korean', 'complete beginner', 'A2', 45, 4), builtinProvider);
    expect(firstWeek(plan, /^The past -았\/었어요$/)).toBeLessThanOrEqual(10);
    expect(firstWeek(plan, /^Can do: say what you did yesterday and last weekend$/)).toBe(firstWeek(plan, /^The past -았\/었어요$/));
  });

  it('a Korean plan at A2 teaches A2’s own points, not the A1 past again as new', async () => {
    const plan = await generateRoadmap(ask('Korean', 'A1, I know the past tense', 'A2', 60, 5), builtinProvider);
    const titles = weekTitles(plan).flat();
    expect(titles).toContain('-(으)면: if and when');
    expect(titles).not.toContain('The past -았/었어요');
    expect(plan.weeks[0]!.title).toMatch(/Irregular verbs/);
  });

  // People of every kind: levels, days and minutes (2 to 7 days, 10 to 120 minutes).
  const PEOPLE: [string, string, string, number, number][] = [
    ['Spanish', 'complete beginner', 'A2', 30, 5],
    ['French', 'A2', 'B1', 45, 3],
    ['Italian', 'complete beginner', 'A1', 120, 7],
    ['German', 'B1', 'B2', 60, 4],
    ['English', 'A1', 'A2', 20, 6],
    ['Japanese', 'complete beginner', 'A1', 10, 3],
    ['Chinese', 'complete beginner', 'HSK 2', 90, 5],
    ['Korean', 'B1', 'B2', 30, 7],
    ['Hindi', 'complete beginner', 'A2', 40, 3],
  ];

  it.each(PEOPLE)(
    '%s from “%s” to “%s” at %i minutes, %i days: no point taught twice as new, in the inventory’s order',
    async (...args) => {
      const [option] = args;
      const plan = await generateRoadmap(ask(...args), builtinProvider);
      const seen = taught(plan, option);
      expect(new Set(seen.map((s) => s.point)).size).toBe(seen.length);
      const order = points(option);
      const at = seen.map((s) => order.indexOf(s.point));
      expect(at).toEqual([...at].sort((a, b) => a - b));
      // None skipped: each level's points are taught from its first, one after another.
      for (const level of inventories(option)) {
        const units = level.inventory!.units.map((u) => u.point);
        const mine = seen.map((s) => s.point).filter((p) => units.includes(p));
        expect(mine).toEqual(units.slice(0, mine.length));
      }
    },
  );

  it.each(PEOPLE)(
    '%s from “%s” to “%s” at %i minutes, %i days: every practice week brings a new point until the level’s inventory is done',
    async (...args) => {
      const [option] = args;
      const plan = await generateRoadmap(ask(...args), builtinProvider);
      const known = new Set(points(option));
      // Weeks of practice alone (a week that still has lessons left over brings those instead).
      const practice = plan.weeks.filter(
        (w) => /Practice, week \d+/.test(w.title) && w.days.every((d) => /^Day \d+: Practice/.test(d.title)),
      );
      expect(practice.length).toBeGreaterThan(0);
      // A level's practice weeks: a new point each, with its words and can-do, until its inventory is taught; review after.
      let level: string | undefined;
      let done = false;
      for (const w of practice) {
        const at = /\((?:towards )?([ABC][12])\)$/.exec(w.title)?.[1];
        if (at !== level) [level, done] = [at, false];
        const fresh = w.days.flatMap((d) => d.tasks).filter((t) => known.has(t.title));
        if (fresh.length) {
          expect(done).toBe(false);
          expect(w.description).toMatch(/^New this week: /);
        } else {
          expect(w.description).toMatch(/^Review this week: /);
          done = true;
        }
      }
    },
  );

  it('earlier points come back in review, a week and three weeks after they were new', async () => {
    const plan = await generateRoadmap(ask('Spanish', 'complete beginner', 'A1', 45, 5), builtinProvider);
    const seen = taught(plan, 'Spanish');
    const reviews = weekTitles(plan).flatMap((titles, w) =>
      titles
        .filter((t) => t.startsWith('Review: '))
        .map((t) => ({ point: /^Review: (.+) — 5 sentences about /.exec(t)![1]!, week: w + 1 })),
    );
    expect(reviews.length).toBeGreaterThan(10);
    for (const review of reviews) {
      const first = seen.find((s) => s.point === review.point);
      expect(first && first.week < review.week).toBe(true);
    }
    const stem = seen.find((s) => /^Stem-changing/.test(s.point))!;
    expect(reviews.filter((r) => r.point === stem.point).map((r) => r.week - stem.week)).toEqual(expect.arrayContaining([1, 3]));
  });

  it('a long week covers the whole level before the next level’s material: two points a week when the hours are few', async () => {
    const plan = await generateRoadmap(ask('Spanish', 'complete beginner', 'A2', 120, 7), builtinProvider);
    const a2Start = plan.weeks.findIndex((w) => /pretérito indefinido/.test(w.title));
    expect(a2Start).toBeGreaterThan(0);
    const a1 = inventories('Spanish')[0]!.inventory!.units.map((u) => u.point);
    const seen = taught(plan, 'Spanish');
    expect(seen.filter((s) => a1.includes(s.point)).every((s) => s.week <= a2Start)).toBe(true);
    expect(seen.filter((s) => a1.includes(s.point))).toHaveLength(a1.length);
  });
});
