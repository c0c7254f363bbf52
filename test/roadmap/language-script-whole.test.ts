import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, tasksOf } from './language-ask';

/**
 * A script alone is held whole and practised as a script (decision 325): every lesson of Hangul, the kana or Devanagari
 * is in the plan even where the person's date is nearer than the script takes at their minutes (the plan says by how
 * much), and the days between lessons read the letters aloud, write them, read words and signs and the chart from
 * memory — not a topic's listening, shadowing or flashcards. A target asking more than the script keeps the language's plan.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const titles = (plan: Plan) => plan.weeks.flatMap((w) => tasksOf(w).map((t) => t.title));
const SCRIPT_PRACTICE = /^(?:Reading aloud|Writing by hand|Reading words|Chart from memory):/;
const TOPIC_PRACTICE = /^(?:Listening: \d+ minutes|Speaking: shadow|Words: review your flashcard deck)/;

describe('a script alone is held whole and practised as a script', () => {
  it.each([
    // option, current, target, minutes, days, aim, the script's last lesson, a date nearer than it
    ['Korean', 'complete beginner', 'read Hangul in a week', 15, 7, 'Hangul', /^Batchim: the 7 final sounds/, true],
    ['Korean', 'zero', 'learn the Korean alphabet', 10, 3, 'Hangul', /^Batchim: the 7 final sounds/, false],
    ['Japanese', 'never studied', 'learn hiragana by next week', 20, 3, 'Hiragana', /^Hiragana rows ま, や, ら, わ and ん/, true],
    ['Japanese', 'I know hiragana', 'learn katakana', 10, 5, 'Kana', /^Katakana rows タ to ン/, false],
    ['Japanese', 'nothing', 'learn the kana before my trip in 2 weeks', 60, 2, 'Kana', /^Katakana rows タ to ン/, true],
    ['Hindi', 'beginner', 'read Devanagari in 10 days', 30, 4, 'Devanagari', /^10 common conjuncts/, true],
    ['Hindi', 'I speak a little Hindi', 'learn the Hindi script', 45, 6, 'Devanagari', /^10 common conjuncts/, false],
  ] as const)('%s, “%s” → “%s” at %i×%i', async (option, current, target, minutes, days, aim, last, near) => {
    const plan = await planFor(option, current, target, minutes, days);
    const all = titles(plan);
    expect(plan.title).toBe(`${option} to ${aim}`);
    // Every lesson of the script, to its last, whatever the date.
    expect(all.some((t) => last.test(t))).toBe(true);
    // Its practice days are the script's own, none a topic's.
    expect(all.filter((t) => SCRIPT_PRACTICE.test(t)).length).toBeGreaterThanOrEqual(1);
    expect(all.filter((t) => TOPIC_PRACTICE.test(t))).toEqual([]);
    expect(plan.description).not.toMatch(/The plan ends on that date/);
    if (near)
      expect(plan.description).toMatch(new RegExp(`This plan holds all of ${aim}, not half of it: it runs \\d+ weeks? past your date`));
    else expect(plan.description).not.toMatch(/past your date/);
  });

  it('a date the script fits in says nothing of running past it', async () => {
    const plan = await planFor('Korean', 'complete beginner', 'read Hangul in 3 weeks', 30, 5);
    expect(plan.title).toBe('Korean to Hangul');
    expect(plan.description).not.toMatch(/past your date/);
  });

  it.each([
    ['Korean', 'complete beginner', 'read Hangul and order food in Seoul in a month', 15, 7],
    ['Japanese', 'beginner', 'learn hiragana and talk to my host family', 20, 5],
    ['Hindi', 'beginner', 'read Devanagari and chat with my friends', 30, 4],
  ])('a target asking more than the script keeps the language’s plan: %s, “%s” → “%s”', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.title).not.toMatch(/to (?:Hangul|Hiragana|Kana|Devanagari)$/);
    expect(titles(plan).some((t) => /^Chart from memory:/.test(t))).toBe(false);
    expect(titles(plan).some((t) => TOPIC_PRACTICE.test(t))).toBe(true);
  });
});

describe('Hangul’s compound vowels', () => {
  it('are taught before a word that uses them, in the week of the alphabet (round 18’s second reading: 화장실 with no ㅘ)', async () => {
    const plan = await generateRoadmap(ask('Korean', 'complete beginner', 'read Hangul in a week', 15, 7), builtinProvider);
    const titles = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    const vowels = titles.findIndex((t) => /11 compound vowels ㅐ ㅔ ㅒ ㅖ ㅘ ㅙ ㅚ ㅝ ㅞ ㅟ ㅢ/.test(t));
    expect(vowels).toBeGreaterThanOrEqual(0);
    expect(titles.findIndex((t) => /Batchim/.test(t))).toBeGreaterThan(vowels);
  });
});
