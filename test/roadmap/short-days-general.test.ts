import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { asker } from './ask';

/**
 * Short days on the general paths of Networking, Music, Nutrition and Sleep (decision 246, after 234): at
 * 15 minutes on 5 days a curriculum week of 120–215 minutes was "part 1 of 2 … part 2 of 2" with light
 * days between. Each lesson now has its short form (the same skill with less of it), so the week moves on
 * in one of the person's weeks and says so; at an hour a day the lessons are done in full. The people are
 * invented for this file.
 */

const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(asker(minutes)(option, current, target, { daysPerWeek: days }), builtinProvider);

const titles = (plan: RoadmapPlan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
const parts = (plan: RoadmapPlan) => plan.weeks.filter((w) => /, part \d+ of \d+/.test(w.title)).map((w) => w.title);
const saysShort = (plan: RoadmapPlan) =>
  plan.weeks.some((w) => /this week does (its lessons|one task) in (their|its) short form/.test(w.description));

const PEOPLE: [string, string, string, number, number, RegExp, RegExp][] = [
  [
    'Networking Skills',
    'I know a few people from my old job',
    'grow my professional network',
    15,
    5,
    /^A 15-minute call with 1 weak tie: their goals this year/,
    /^Invite 1 weak tie for coffee or a call to go deeper/,
  ],
  [
    'Music (Instrumental Practice)',
    'I play the cello a little, self-taught',
    'play my pieces more musically',
    15,
    5,
    /^Practise: 5 minutes piece 1 musically, then chunk 2 of piece 2/,
    /^Practise: 10 minutes piece 1 musically/,
  ],
  [
    'Nutrition Basics',
    'I live on toast and takeaways',
    'eat a balanced diet',
    15,
    5,
    /^Batch-cook 1 recipe for 4 portions/,
    /^Batch-cook 2 recipes for 4 portions each/,
  ],
  [
    'Sleep Improvement',
    'I wake at 3am and lie awake',
    'sleep through the night',
    15,
    5,
    /^At least 15 minutes of wind-down before bed/,
    /^30-minute wind-down before bed/,
  ],
];

describe('short days on the general paths: a week that moves on (decision 246)', () => {
  it.each(PEOPLE)(
    '%s, “%s” → “%s” at %i × %i: no week a part, its lessons in their short form, said',
    async (option, current, target, minutes, days, short, full) => {
      const plan = await planFor(option, current, target, minutes, days);
      // Networking's event week keeps its event whole (45 minutes at the least), so it alone may take two weeks.
      expect(parts(plan).filter((t) => !/Events and online presence/.test(t))).toEqual([]);
      expect(parts(plan).length).toBeLessThanOrEqual(2);
      // The person's words (holes) are filled into the short forms as into the tasks.
      const words = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => `${t.title} ${t.description}`)));
      expect(words.join('\n')).not.toMatch(/\{\w+\}/);
      expect(saysShort(plan)).toBe(true);
      expect(titles(plan).some((t) => short.test(t))).toBe(true);
      expect(titles(plan).some((t) => full.test(t))).toBe(false);
    },
  );

  it.each(PEOPLE)(
    '%s, “%s” → “%s” at an hour on 4 days: the lessons in full, no short form',
    async (option, current, target, _m, _d, short, full) => {
      const plan = await planFor(option, current, target, 60, 4);
      expect(saysShort(plan)).toBe(false);
      expect(titles(plan).some((t) => full.test(t))).toBe(true);
      expect(titles(plan).some((t) => short.test(t))).toBe(false);
    },
  );
});
