import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, tasksOf } from './language-ask';

/**
 * A language learner's named event and official requirement get their own tasks (decision 342): "talk with my in-laws at
 * Christmas lunch" was four A1 lesson weeks with no Buon Natale, a cousin's wedding in Delhi had no wedding task, and "B1
 * for my residence permit" never named the certificate that proves it.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const titles = (plan: Plan) => plan.weeks.flatMap((w) => tasksOf(w).map((t) => t.title));

describe('a dated occasion has its own phrases in each week of lessons before it', () => {
  it.each([
    [
      'Italian',
      "total beginner; my husband's parents in Naples speak only Italian and dialect",
      'talk with my in-laws at Christmas lunch',
      20,
      6,
      /^Christmas: |^Natale: /,
      /Buon Natale/,
    ],
    [
      'Spanish',
      'complete beginner',
      "say something at my girlfriend's family's dinner at Christmas",
      15,
      4,
      /^Christmas: |^Navidad: /,
      /Feliz Navidad/,
    ],
    ['German', 'beginner', "chat with my boyfriend's parents at Christmas", 30, 3, /^Christmas: |^Weihnachten: /, /Frohe Weihnachten/],
    [
      'Hindi',
      "I understand my parents but answer in English, can't read Devanagari",
      "speak confidently at my cousin's wedding in Delhi in March",
      15,
      5,
      /^The wedding: /,
      /बधाई हो/,
    ],
    ['Hindi', 'beginner', 'talk to relatives at the sangeet and shaadi in December', 45, 2, /^The wedding: /, /आशीर्वाद/],
    ['French', 'complete beginner', "talk with my boyfriend's family at Christmas in Lyon", 10, 7, /^Christmas: |^Noël: /, /Joyeux Noël/],
    [
      'Korean',
      'beginner, can read Hangul',
      "speak at my sister-in-law's wedding in Seoul in May",
      40,
      3,
      /^The wedding: /,
      /결혼 축하드립니다/,
    ],
  ])('%s: %s → %s at %i×%i', async (option, current, target, minutes, days, label, phrase) => {
    const plan = await planFor(option, current, target, minutes, days);
    const before = plan.weeks.slice(0, Math.min(plan.weeks.length, 4));
    // The weeks of lessons among the first four (or of a shorter plan) each meet the occasion in a task of its own; a week of
    // practice takes it in turn with the purpose's situations (decision 308), so three of four at least.
    // A syllabus week spread over parts on short days ("…, part 2 of 3") meets it once over its parts: the parts are one week's
    // lessons (left: the parts after the first do not carry it yet, docs/evaluation.md, round 19).
    const weekOf = (title: string) => title.replace(/^Week \d+: /, '').replace(/, part \d+ of \d+/, '');
    const groups = [...new Set(before.map((w) => weekOf(w.title)))].map((t) => before.filter((w) => weekOf(w.title) === t));
    const meets = (weeks: typeof before) => weeks.some((w) => tasksOf(w).some((t) => label.test(t.title)));
    const lessons = groups.filter((g) => !/^Practice, week /.test(weekOf(g[0]!.title)));
    for (const group of lessons) expect({ week: group[0]!.title, meets: meets(group) }).toEqual({ week: group[0]!.title, meets: true });
    expect(groups.filter(meets).length).toBeGreaterThanOrEqual(Math.max(1, groups.length - 1));
    const text = plan.weeks.flatMap((w) => tasksOf(w).map((t) => `${t.title}\n${t.description}`)).join('\n');
    expect(text).toMatch(phrase);
    // What comes after the date is said.
    expect(plan.description).toMatch(/After the (?:lunch|day|wedding)|set your next goal/);
  });

  it('a trip to Kyoto and Tokyo names both in its weeks', async () => {
    const plan = await planFor(
      'Japanese',
      'hiragana and about 100 words from anime',
      'get around Kyoto and Tokyo on a 2-week trip in April',
      30,
      5,
    );
    const all = titles(plan);
    expect(all.filter((t) => /Kyoto and Tokyo/.test(t)).length).toBeGreaterThan(3);
  });

  it('tells in-laws at Christmas lunch their register: Lei until they offer tu', async () => {
    const plan = await planFor('Italian', 'total beginner', 'talk with my in-laws at Christmas lunch', 20, 6);
    const text = plan.weeks.flatMap((w) => tasksOf(w).map((t) => t.description)).join('\n');
    expect(text).toMatch(/Lei[^.]*until they offer tu/);
  });

  it.each([
    ['Italian', 'beginner', 'order food in Rome on holiday', 20, 5],
    ['Italian', 'beginner', 'read Italian novels', 30, 4],
    ['Korean', 'beginner', 'order food in Seoul on a trip', 20, 4],
    ['Hindi', 'beginner', 'watch Bollywood films without subtitles', 30, 4],
    ['German', 'A2', 'talk to my colleagues in Hamburg', 40, 5],
  ])('no Christmas, wedding or permit task for %s: %s → %s', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(titles(plan).filter((t) => /^(?:Christmas|Natale|The wedding|The certificate|Leben in Deutschland)\b/.test(t))).toEqual([]);
  });
});

describe('an official requirement names its certificate and its papers', () => {
  it.each([
    ['A2, did Duolingo for a year', 'B1 for my residence permit and to talk to colleagues', 60, 5],
    ['B1 course in Munich', 'the B1 German my Niederlassungserlaubnis needs', 30, 4],
    ['A1', 'German citizenship in two years', 45, 6],
  ])('German: %s → %s', async (current, target, minutes, days) => {
    const plan = await planFor('German', current, target, minutes, days);
    expect(plan.description).toMatch(/Deutsch-Test für Zuwanderer/);
    expect(plan.description).toMatch(/Goethe-Zertifikat B1/);
    expect(plan.description).toMatch(/Leben in Deutschland/);
    expect(plan.description).toMatch(/Ausländerbehörde/);
    const all = titles(plan);
    expect(all.some((t) => /^The certificate/.test(t))).toBe(true);
    expect(all.some((t) => /^Leben in Deutschland/.test(t))).toBe(true);
  });

  it('a German learner with no permit or citizenship named is told of none', async () => {
    const plan = await planFor('German', 'A2', 'B1 to talk with my neighbours', 30, 5);
    expect(plan.description).not.toMatch(/Deutsch-Test für Zuwanderer|Ausländerbehörde/);
  });
});
