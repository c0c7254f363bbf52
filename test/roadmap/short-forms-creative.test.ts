import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { curriculumFor } from '../../lambdas/roadmap/curricula/load';
import { asker } from './ask';
import { goal } from './custom-ask';

/**
 * A plan's week is the person's week, on the tracks too (issue #39, decision 254): at 15 minutes on 3 days
 * the creative tracks spread each curriculum week into "part 1 of 2 … part 3 of 3", one week a month. Their
 * lessons now have short forms as each field's teacher sets them for a short day (a draft of 250 words, 4
 * construction studies not 8, a 15-minute session for a returner, 2 rows knitted not 5), so a week that
 * cannot hold them in full does them that way; a session done whole (a rehearsal, a morning's shoot, a visit
 * to the repairer) stays whole. People written for this test.
 */

type Person = {
  who: string;
  request: (minutes: number, days: number) => Parameters<typeof generateRoadmap>[0];
  /** A lesson's short form, as the person reads it at 15 minutes on 3 days, and its full form. */
  short: RegExp;
  full: RegExp;
};

const on =
  (option: string, current: string, target: string) =>
  (minutes: number, days: number): Parameters<typeof generateRoadmap>[0] =>
    asker(minutes)(option, current, target, { daysPerWeek: days });

const PEOPLE: Person[] = [
  {
    who: 'a blog about gardening',
    request: on('Writing Skills', 'I keep a diary', 'start a blog about gardening'),
    short: /^Post 2: the plan in 5 lines, then a first draft of about 250 words$/,
    full: /^Post 2: the plan in 5 lines, then the draft$/,
  },
  {
    who: 'slides for a conference talk',
    request: on('Design Basics', 'my slides are walls of text', 'clear slides for my conference talk'),
    short: /^Rewrite 3 slide titles as full-sentence assertions/,
    full: /^Rewrite 5 slide titles as full-sentence assertions/,
  },
  {
    who: 'drawing the cat',
    request: on('Drawing', 'I can draw stick figures', 'draw my cat'),
    short: /^Construction: your cat as simple shapes, 4 studies of 2 minutes$/,
    full: /^Construction: your cat as simple shapes, 8 studies of 2 minutes$/,
  },
  {
    who: 'watercolour landscapes',
    request: on('Drawing', 'never painted', 'paint landscapes in watercolour'),
    short: /^A 10-minute sky and hill in three washes$/,
    full: /^A 15-minute sky and hill in three washes$/,
  },
  {
    who: 'a van and leaflets for a window-cleaning round',
    request: on('Design Basics', 'I run a window cleaning round', 'a look for my van and leaflets for my window cleaning business'),
    short: /^Sketch 5 marks on paper from the name and the three words$/,
    full: /^Sketch 10 marks on paper/,
  },
  {
    who: 'garden birds on a Canon',
    request: on('Photography Basics', 'I have a Canon DSLR', 'photograph garden birds'),
    short: /^Get down to eye level: 15 frames lying or kneeling$/,
    full: /^Get down to eye level: 40 frames/,
  },
  {
    who: 'a clarinet after twenty years',
    request: on('Music (Instrumental Practice)', 'I played clarinet to grade 5 at school, 20 years ago', 'get back to playing clarinet'),
    short: /^One session of about 15 minutes: long notes, a scale, then the tune, resting between$/,
    full: /^One session of about 25 minutes/,
  },
  {
    who: 'chess from 900 to 1200',
    request: (minutes, days) =>
      goal('Get better at chess', 'I know how the pieces move, rated 900 on chess.com', 'reach 1200 rapid on chess.com', { minutes, days }),
    short: /^Play one 10\+0 game with a blunder check on every move$/,
    full: /^Play one rapid game, 15\+10, with a blunder check on every move$/,
  },
  {
    who: 'a son’s football matches on a Nikon',
    request: on('Photography Basics', 'I have a Nikon D3500 and kit lens', "photograph my son's football matches"),
    short: /^Tracking drill: follow cars, cyclists or a runner in the park for 25 frames$/,
    full: /^Tracking drill: follow cars, cyclists or a runner in the park for 50 frames$/,
  },
  {
    who: 'a jumper, never knitted',
    request: (minutes, days) =>
      goal('Learn to knit', 'never held knitting needles', 'knit a jumper for my husband', { minutes, days, description: 'Learn to knit' }),
    short: /^The knit stitch: knit 2 rows of your 20 stitches$/,
    full: /^The knit stitch: knit 5 rows of your 20 stitches$/,
  },
];

const planOf = (person: Person, minutes: number, days: number) => generateRoadmap(person.request(minutes, days), builtinProvider);
const tasksOf = (plan: RoadmapPlan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const PART = /, part \d+ of \d+/;
/** A plan week's syllabus week: its title without "Week N:" and ", part N of M". */
const syllabusOf = (title: string) => title.replace(/^Week \d+: /, '').replace(/, part \d+ of \d+.*$/, '');

describe('the creative tracks at 15 minutes on 3 days: each lesson in its short form, the week one of the person’s', () => {
  it.each(PEOPLE)('$who', async (person) => {
    const plan = await planOf(person, 15, 3);
    const titles = tasksOf(plan).map((t) => t.title);
    expect(titles.some((t) => person.short.test(t))).toBe(true);
    expect(titles.some((t) => person.full.test(t))).toBe(false);
    // The week doing it is one week of the person's, and says it does its lessons in their short form.
    const week = plan.weeks.find((w) => w.days.some((d) => d.tasks.some((t) => person.short.test(t.title))))!;
    expect(week.title).not.toMatch(PART);
    expect(week.description).toMatch(/this week does (its lessons|one task) in (their|its) short form/);
    // A syllabus week still spread over parts is one with work longer than the person's day and no less of it
    // to do: a session kept whole (the repairer's visit, the taster rehearsal, the morning's shoot) or a
    // piece that is its size, done in sittings (a gauge swatch 15 cm square).
    const spread = new Set(plan.weeks.filter((w) => PART.test(w.title)).map((w) => syllabusOf(w.title)));
    const long = (t: RoadmapPlan['weeks'][number]['days'][number]['tasks'][number]) =>
      t.estimatedMinutes > 15 || /\(sitting \d of \d\)$/.test(t.title);
    for (const title of spread) {
      const parts = plan.weeks.filter((w) => syllabusOf(w.title) === title);
      expect({ title, long: parts.some((w) => w.days.some((d) => d.tasks.some(long))) }).toEqual({ title, long: true });
    }
    // Never longer than its programme by more than those weeks' extra parts.
    const programme = curriculumFor(person.request(15, 3)).weeks.length;
    expect(plan.weeks.length).toBeLessThanOrEqual(programme + plan.weeks.filter((w) => PART.test(w.title)).length - spread.size);
  });

  it.each(PEOPLE.slice(0, 3))('$who: no week is a part, and the plan is its programme’s length', async (person) => {
    const plan = await planOf(person, 15, 3);
    expect(plan.weeks.filter((w) => PART.test(w.title)).map((w) => w.title)).toEqual([]);
    expect(plan.weeks.length).toBe(curriculumFor(person.request(15, 3)).weeks.length);
  });

  it('knitting at 10 minutes on 3 days: the first weeks are one week each, in their short forms', async () => {
    const plan = await planOf(PEOPLE.at(-1)!, 10, 3);
    const first = plan.weeks.slice(0, 3);
    expect(first.map((w) => w.title)).toEqual([
      'Week 1: Yarn, needles and casting on',
      'Week 2: The knit stitch, fixed and finished',
      'Week 3: The purl stitch, ribbing and gauge',
    ]);
    expect(tasksOf(plan).map((t) => t.title)).toContain('Milestone: Cast on 20, two rows knitted, counted');
    expect(tasksOf(plan).map((t) => t.title)).not.toContain('Milestone: Cast on 20, five rows knitted, counted');
  });
});

describe('an hour on 5 days: a week that fits keeps every lesson in full', () => {
  it.each(PEOPLE)('$who', async (person) => {
    const plan = await planOf(person, 60, 5);
    const titles = tasksOf(plan).map((t) => t.title);
    expect(titles.some((t) => person.full.test(t))).toBe(true);
    expect(titles.some((t) => person.short.test(t))).toBe(false);
    expect(plan.weeks.filter((w) => /short form/.test(w.description)).map((w) => w.title)).toEqual([]);
    expect(plan.weeks.filter((w) => PART.test(w.title)).map((w) => w.title)).toEqual([]);
  });
});
