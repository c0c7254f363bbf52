import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask } from './language-ask';

/**
 * A language's short day holds one thing done well (decision 395): at 10–20 minutes a lesson day past the day and a tenth
 * gives its later task (the book's pages, a kanji set, the series' scene, the menus) to the day of practice after it, instead
 * of stacking 20 minutes of reading on a 20-minute lesson; and a week of lessons opens every other day of practice with
 * the work's drill, not four days of six with the same ten cards.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
type PlanDay = Plan['weeks'][number]['days'][number];
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const minutesOf = (day: PlanDay) => day.tasks.reduce((n, t) => n + t.estimatedMinutes, 0);
/** Days over the day and a tenth that stack two or more tasks (the week's check aside). */
const stacked = (plan: Plan, minutes: number) =>
  plan.weeks
    .flatMap((w) => w.days)
    .filter((d) => minutesOf(d) > minutes * 1.1 && d.tasks.filter((t) => !/^Milestone: /.test(t.title)).length > 1)
    .map((d) => `${d.title} = ${d.tasks.map((t) => `${t.title} (${t.estimatedMinutes})`).join(' + ')}`);

describe('a short day of a language holds one thing: the work’s task goes to the next day of practice', () => {
  it.each([
    ['Japanese', 'I can read hiragana', 'read manga without a dictionary', 20, 6, /^(?:The book you chose|Numbers in kanji)/],
    ['Spanish', 'complete beginner', 'read Harry Potter in Spanish', 15, 5, /^Harry Potter: /],
    ['Korean', 'complete beginner', 'understand K-dramas', 15, 4, /^K-dramas: /],
  ])('%s, “%s” → “%s” at %i × %i', async (option, current, target, minutes, days, carried) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(stacked(plan, minutes)).toEqual([]);
    // The work's own task is still in the weeks of lessons, on a day of its own, named by it.
    const own = plan.weeks.slice(0, 6).flatMap((w) => w.days.filter((d) => carried.test(d.tasks[0]?.title ?? '')));
    expect(own.length).toBeGreaterThan(2);
    for (const day of own) expect(minutesOf(day)).toBeLessThanOrEqual(minutes * 1.1);
  });

  it('the manga reader at 20 × 6: the lesson on Monday, the book’s pages on Tuesday, both whole', async () => {
    const plan = await planFor('Japanese', 'I can read hiragana', 'read manga without a dictionary', 20, 6);
    const [monday, tuesday] = plan.weeks[0]!.days;
    expect(monday!.tasks.map((t) => t.title)).toEqual(['Katakana rows タ to ン: 31 characters, written 3 times each']);
    expect(tuesday!.title).toBe('Day 2: The book you chose');
    expect(tuesday!.tasks[0]!.title).toBe('The book you chose: the next 6 pages, read on for the story');
    expect(tuesday!.tasks[0]!.estimatedMinutes).toBe(20);
  });

  it('the menus of a heritage reader at 20 × 5 come on the days of practice, and few days stack', async () => {
    const plan = await planFor(
      'Chinese',
      'heritage speaker, I understand Cantonese but can’t read',
      'read Chinese menus and signs in Hong Kong',
      20,
      5,
    );
    expect(stacked(plan, 20).length).toBeLessThanOrEqual(3);
    const menus = plan.weeks.slice(0, 6).flatMap((w) => w.days.filter((d) => /^Day \d+: Chinese menus and signs$/.test(d.title)));
    expect(menus.length).toBeGreaterThan(0);
  });

  // Near misses: a longer day keeps its lesson and the work together; a day that fits is not touched.
  it('at 45 minutes the lesson and the book’s pages stay one day', async () => {
    const plan = await planFor('Japanese', 'I can read hiragana', 'read manga without a dictionary', 45, 6);
    const monday = plan.weeks[0]!.days[0]!;
    expect(monday.tasks.map((t) => t.title)).toContain('The book you chose: the next 15 pages, read on for the story');
  });

  it('a lesson with no day of practice after it before the week’s last keeps what it holds (Sicily at 15 × 3)', async () => {
    const plan = await planFor('Italian', 'I know a few words', 'order food and chat on holiday in Sicily in May', 15, 3);
    const monday = plan.weeks[0]!.days[0]!;
    // (No day of practice before the week's last: the lesson keeps its occasion, a 20-minute day said in its week.)
    expect(monday.tasks.map((t) => t.title)).toEqual([
      'Double consonants: 10 pairs (pala/palla, nono/nonno, caro/carro)',
      'Sicily: breakfast at the bar: granita con la brioche, with this week’s lessons',
    ]);
  });
});

describe('a week of lessons varies its days of practice around the drill', () => {
  it.each([
    ['Japanese', 'I can read hiragana', 'read manga without a dictionary', 20, 6, 'Your manga: ten words from your reading cards'],
    ['Japanese', 'I can read hiragana', 'read manga without a dictionary', 20, 5, 'Your manga: ten words from your reading cards'],
  ])(
    '%s, “%s” → “%s” at %i × %i: “%s” on at most half the days of a week of lessons',
    async (option, current, target, minutes, days, drill) => {
      const plan = await planFor(option, current, target, minutes, days);
      const lessonWeeks = plan.weeks.slice(0, 6);
      for (const week of lessonWeeks) {
        const on = week.days.filter((d) => d.tasks.some((t) => t.title === drill)).length;
        expect(on).toBeLessThanOrEqual(Math.ceil(days / 2));
      }
      // The days between practise otherwise: listening, speaking, words, phrases.
      const practice = lessonWeeks.flatMap((w) => w.days.filter((d) => /^Day \d+: Practice: /.test(d.title)));
      const kinds = new Set(practice.flatMap((d) => d.tasks.map((t) => t.title.split(':')[0])));
      for (const kind of ['Listening', 'Speaking', 'Words']) expect(kinds).toContain(kind);
    },
  );
});

describe('a lesson given on never overtakes its own second sitting', () => {
  it.each([
    ['English', 'I can say hello and the meter price', 'talk with tourists in my taxi for a 20-minute ride', 10, 6],
    ['Spanish', 'complete beginner', 'chat with my neighbours', 10, 5],
    ['German', 'complete beginner', 'order at the bakery and talk to my colleagues', 15, 6],
  ])('%s, “%s” → “%s” at %i × %i: every “sitting 1” comes before its “sitting 2”', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    const backwards = plan.weeks.flatMap((week) => {
      const titles = week.days.flatMap((d) => d.tasks.map((t) => t.title));
      return titles.flatMap((title, i) => {
        const second = /^(.*), to the end \(sitting 2 of 2\)$/.exec(title);
        if (!second) return [];
        const first = titles.findIndex((t) => t === `${second[1]}, to halfway (sitting 1 of 2)`);
        return first > i ? [`${week.title}: ${second[1]}`] : [];
      });
    });
    expect(backwards).toEqual([]);
  });
});
