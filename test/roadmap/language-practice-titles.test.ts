import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, practiceWeeks, tasksOf, themeOf } from './language-ask';

/**
 * How the weeks and days of practice are named (round 13; decision 210). A week that shares its days with
 * lessons left over only meets its level's first theme: the first week of practice alone on it teaches its unit
 * and is not "again"; a level that goes round its themes still says so. A day of practice is named by its
 * first tasks inside a sentence, and a place keeps its capital ("your trip to Rome", not "rome").
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const level = (title: string) => /\(([^()]+)\)$/.exec(title)?.[1];

/** Weeks of practice titled "…, again" and those that are, by the unit weeks before them at the same level. */
function agains(plan: Plan) {
  const units = practiceWeeks(plan);
  return units.map((week, k) => ({
    title: week.title,
    says: /, again \(/.test(week.title),
    is: units.slice(0, k).some((w) => level(w.title) === level(week.title) && themeOf(w) === themeOf(week)),
  }));
}

describe('a first week of practice shared with lessons', () => {
  it.each([
    ['French', 'A2', 'talk at stand-ups', 45, 4],
    ['German', 'A2', 'chat with the other parents at my son’s soccer games', 30, 6],
    ['Spanish', 'beginner', 'take a patient history', 45, 4],
    ['Japanese', 'beginner', 'write letters to my grandmother', 30, 6],
    ['Korean', 'A2', 'site meetings with contractors', 45, 4],
  ])('%s (%s), “%s”, %i min × %i days: the unit week after it is not “again”', async (option, current, target, minutes, days) => {
    const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
    const titles = plan.weeks.map((w) => w.title);
    const first = titles.findIndex((t) => /Practice, week 1\b/.test(t));
    const second = titles[first + 1]!;
    // The shared week and the first unit week are on the same part of the task: the shared week is named by its
    // last lessons, so the theme's title is not given twice in a row (decision 292)…
    expect(themeOf(plan.weeks[first]!)).toBe('the last lessons, and practice');
    expect(plan.weeks[first]!.description).toContain(`this week on ${themeOf(plan.weeks[first + 1]!)}`);
    expect(practiceWeeks(plan)).not.toContain(plan.weeks[first]);
    // …and the unit week is its first, not a return.
    expect(second).toMatch(/Practice, week 2\b/);
    expect(second).not.toMatch(/, again \(/);
    for (const week of agains(plan)) expect(week).toEqual({ ...week, says: week.is });
  });

  it.each([
    ['Spanish', 'A2', 'volunteer at an animal shelter in Oaxaca', 20, 5],
    ['Spanish', 'beginner', 'live in Madrid and talk to neighbours', 20, 5],
  ])('%s (%s), “%s”, %i min × %i days: going round the parts still says “again”', async (option, current, target, minutes, days) => {
    const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
    const weeks = agains(plan);
    expect(weeks.some((w) => w.says)).toBe(true);
    for (const week of weeks) expect(week).toEqual({ ...week, says: week.is });
  });
});

describe('a day of practice named by its tasks', () => {
  it.each([
    ['Italian', 'A1', 'order food in Rome', 10, 2, 'Rome'],
    ['Japanese', 'beginner', 'a trip to Osaka', 20, 3, 'Osaka'],
    ['French', 'A1', 'volunteer at an animal shelter in Oaxaca', 45, 5, 'Oaxaca'],
    ['Spanish', 'A2', 'volunteer at a food bank in Madrid', 60, 7, 'Madrid'],
  ])('%s (%s), “%s”, %i min × %i days: %s keeps its capital', async (option, current, target, minutes, days, place) => {
    const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
    const days_ = plan.weeks.flatMap((w) => w.days.map((d) => d.title)).filter((t) => t.includes('Practice: '));
    expect(days_.some((t) => t.includes(place))).toBe(true);
    expect(days_.filter((t) => t.includes(place.toLowerCase()))).toEqual([]);
    // Ordinary words stay inside the sentence: "Practice: your trip…", "new words", never "New words" or "again".
    expect(days_.filter((t) => /Practice: (?:Your|New|Can|Words|Reading|Again)\b|\bagain\b/.test(t))).toEqual([]);
  });

  it('an exam’s review is a review, and an exam board keeps its capitals', async () => {
    const plan = await generateRoadmap(ask('Spanish', 'B1', 'pass the DELE B2', 60, 5), builtinProvider);
    const days = plan.weeks.flatMap((w) => w.days.map((d) => d.title)).filter((t) => t.includes('Practice: '));
    expect(days.some((t) => /\breview\b/.test(t))).toBe(true);
    expect(days.filter((t) => /\bagain\b|\bdele\b/.test(t))).toEqual([]);
  });
});

describe('two or more units in a week of practice on the person’s task', () => {
  it.each([
    ['German', 'beginner', 'take a patient history', 90, 5],
    ['Spanish', 'beginner', 'talk at stand-ups', 120, 7],
    ['French', 'beginner', 'site meetings with contractors', 120, 6],
    ['Italian', 'A1', 'order food in Rome', 120, 7],
  ])(
    '%s (%s), “%s”, %i min × %i days: each unit brings its own part, and no part comes back as a later theme',
    async (option, current, target, minutes, days) => {
      const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
      const weeks = practiceWeeks(plan);
      const shared = weeks.filter((w) => /^New this week: [^.]*; /.test(w.description));
      // The plan has weeks of two or more units, and each says as many parts as it has points.
      expect(shared.length).toBeGreaterThan(0);
      for (const week of shared) {
        // Points are parted by "; " before a capital: a point's own examples may hold one ("habla, come, sube; ven, pon").
        const points = /^New this week: (.*?)\. For your purpose/.exec(week.description)?.[1]?.split(/; (?=\p{Lu})/u).length ?? 0;
        const parts = /, then (\d+) more of its parts\./.exec(week.description)?.[1];
        expect({ title: week.title, parts: Number(parts ?? 0) + 1 }).toEqual({ title: week.title, parts: points });
      }
      // The next week's theme is its own first unit's, not the second unit of the week before (the theme lagging the units).
      weeks.slice(1).forEach((week, k) => {
        const before = weeks[k]!;
        if (level(before.title) !== level(week.title)) return;
        const taught = tasksOf(before).map((t) => /^New words: 15 for (.+?) — /.exec(t.title)?.[1]);
        expect({ title: week.title, taught: taught.includes(themeOf(week)) }).toEqual({ title: week.title, taught: false });
      });
    },
  );
});
