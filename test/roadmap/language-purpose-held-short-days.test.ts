import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { artefactOf } from '../../lambdas/roadmap/levels';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { ask, practiceWeeks, tasksOf } from './language-ask';

/**
 * A named purpose held through the plan, and a language day within its minutes (issues #36 and #39, decision 373):
 * menus named as what the person orders from ("order food from Taipei's night market menus") are their own texts,
 * read and answered in every week, not a travel template whose menus end after one week; and at 10 minutes a day the
 * closing day of practice is its block at 5 and the 5-minute check, not 15. A family member's letters are the
 * heritage listener's own texts (and "never read her letters" one who does not read yet), and a move to Mexico City,
 * Buenos Aires, Bogotá, Lima or Miami is told that country's errands, not Spain's padrón.
 */

const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
/** Weeks (1-based) with a task naming the menus. */
const menuWeeks = (plan: RoadmapPlan) => plan.weeks.flatMap((w, i) => (tasksOf(w).some((t) => /menus?\b/i.test(t.title)) ? [i + 1] : []));
const minutesOf = (day: RoadmapPlan['weeks'][number]['days'][number]) => day.tasks.reduce((n, t) => n + t.estimatedMinutes, 0);

describe('menus named as what one orders from are the target’s own texts through the plan', () => {
  it.each([
    ['Chinese', 'complete beginner', "order food from Taipei's night market menus", 30, 4, "Taipei's night market menus"],
    ['Chinese', 'I did HSK 2 years ago', 'order dim sum off the menus at my local Chinatown restaurants', 20, 5, 'menus'],
    ['Spanish', 'school Spanish, long forgotten', 'order from the menus at the taquerías near my office', 45, 3, 'menus'],
    ['Japanese', 'I can read hiragana', 'order ramen using the menus at ramen shops', 15, 6, 'menus'],
    ['Italian', 'beginner', 'choose wine and dishes from an Italian menu without help', 60, 2, 'menu'],
  ])('%s, “%s” → “%s” at %i × %i', async (option, current, target, minutes, days, thing) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.description).toMatch(/Your own texts run through the plan/);
    expect(plan.description).toContain(thing);
    // The menus return in the weeks after the first month, not only in its ordering lesson: in most weeks, and in the last.
    const weeks = menuWeeks(plan);
    expect(weeks.filter((w) => w > 4).length).toBeGreaterThanOrEqual(Math.floor((plan.weeks.length - 4) * 0.8));
    expect(weeks).toContain(plan.weeks.length);
    // Each week of practice has one of its rounds: read, answered, carded or read again.
    const practice = practiceWeeks(plan);
    expect(practice.length).toBeGreaterThan(2);
    expect(practice.filter((w) => !tasksOf(w).some((t) => /menus?\b/i.test(t.title))).length).toBeLessThanOrEqual(1);
  });

  it('keeps Taiwan’s Mandarin for the night markets of Taipei', async () => {
    const plan = await planFor('Chinese', 'complete beginner', "order food from Taipei's night market menus", 30, 4);
    expect(plan.description).toMatch(/traditional characters/);
  });

  it.each([
    // Ordering named without menus, or menus on a trip, stay the purpose's (travel) weeks: the menus are not their work.
    'order dinner in Florence',
    'order tapas from menus on holiday in Seville',
    'order a coffee from a barista',
    // "from the menu" of an app is no text to read in the language.
    'pick an option from the settings',
  ])('“%s” is no own text (negative)', (target) => {
    expect(artefactOf(target)?.kind.kind).not.toBe('texts');
  });
});

describe('a family member’s letters are the heritage listener’s own texts, read from the first week', () => {
  const letterWeeks = (plan: RoadmapPlan) =>
    plan.weeks.flatMap((w, i) => (tasksOf(w).some((t) => /letters\b/i.test(t.title)) ? [i + 1] : []));
  it.each([
    [
      'Japanese',
      'my grandmother spoke Japanese to me, I understand most of it but never read her letters',
      "read my grandmother's letters",
      30,
      4,
      /Hiragana/,
    ],
    [
      'Hindi',
      'my parents speak Hindi at home, I understand it but can’t read Devanagari',
      "read my dadi's letters and reply",
      20,
      5,
      /Devanagari/,
    ],
    [
      'Chinese',
      'I understand Mandarin from my parents, never learnt characters',
      'read the letters my grandfather wrote from Shanghai',
      45,
      3,
      /characters/,
    ],
    [
      'Korean',
      'my halmeoni raised me speaking Korean but I couldn’t read her letters',
      'read the letters from my halmeoni',
      15,
      6,
      /Hangul/,
    ],
  ])('%s, “%s” → “%s” at %i × %i', async (option, current, target, minutes, days, script) => {
    const plan = await planFor(option, current, target, minutes, days);
    // Placed as a listener who does not read yet: the script first, not past it as a reader.
    expect(plan.description).toMatch(/you grew up hearing/);
    expect(plan.description).toMatch(/reading and writing from zero/);
    expect(plan.weeks[0]!.title).toMatch(script);
    // The letters from the first week to the last, in nearly every week, each with a letter in its words.
    expect(plan.description).toMatch(/Your own texts run through the plan — [^:]*letters/);
    const weeks = letterWeeks(plan);
    expect(weeks).toContain(1);
    expect(weeks).toContain(plan.weeks.length);
    expect(weeks.length).toBeGreaterThanOrEqual(Math.floor(plan.weeks.length * 0.8));
    const read = plan.weeks.flatMap(tasksOf).find((t) => /letters\b[^:]*: a real one read/i.test(t.title));
    expect(read?.description).toMatch(/a letter or a message from your family/);
  });

  it('a heritage listener who reads keeps a reader’s start (negative)', async () => {
    const plan = await planFor(
      'Japanese',
      'my grandmother spoke Japanese to me and I read kana and some kanji',
      "read my grandmother's letters",
      30,
      4,
    );
    expect(plan.description).not.toMatch(/reading and writing from zero/);
  });

  it.each([
    'write cover letters in German',
    'write letters to my grandmother in Sicily and chat on the phone with her',
    'read the letters of the Hangul alphabet',
    'read the letters',
    'read 24 letters of the alphabet',
  ])('“%s” is no own text (negative)', (target) => {
    expect(artefactOf(target)?.kind.kind).not.toBe('texts');
  });
});

describe('a move to another country of the language is told that country’s errands, not Spain’s', () => {
  it.each([
    ['beginner', 'talk with my coworkers when I move to Mexico City', 30, 4, /In Mexico: your tarjeta de residente/],
    ['A2, learnt in Spain', 'settle in Buenos Aires with my family', 20, 5, /In Argentina: .*vos, not tú/],
    ['school Spanish years ago', 'move to Bogotá next year', 45, 3, /In Colombia: .*cédula de extranjería/],
    ['beginner', 'I’m moving to Lima next month', 15, 6, /In the Americas: /],
    ['I know a little', 'moving to Miami next year for work', 60, 2, /In the United States: /],
  ])('“%s” → “%s” at %i × %i', async (current, target, minutes, days, said) => {
    const plan = await planFor('Spanish', current, target, minutes, days);
    expect(plan.description).toMatch(/errand of a move/);
    expect(plan.description).toMatch(said);
    const text = [plan.description, ...plan.weeks.flatMap((w) => tasksOf(w).map((t) => `${t.title} ${t.description}`))].join(' ');
    expect(text).not.toMatch(/empadronamiento|\bNIE\b|In Spain/);
  });

  it.each(['move to Madrid for good', 'relocate to Seville with my partner', 'move to Córdoba'])(
    '“%s” keeps Spain’s (negative)',
    async (target) => {
      const plan = await planFor('Spanish', 'beginner', target, 30, 4);
      expect(plan.description).toMatch(/In Spain: el empadronamiento/);
    },
  );
});

describe('a language day at 10 minutes holds its check within the day', () => {
  it.each([
    ['Korean', 'I can read Hangul', "talk to my girlfriend's parents in Korean at Chuseok", 4],
    ['Spanish', 'complete beginner', 'order in restaurants on a trip to Mexico', 3],
    ['French', 'I did French at school', 'chat with my neighbours in Lyon', 5],
    ['German', 'A1', 'small talk with my colleagues in Munich', 6],
  ])(
    '%s, “%s” → “%s” at 10 × %i: the closing days of practice are 10 minutes and still practise',
    async (option, current, target, days) => {
      const plan = await planFor(option, current, target, 10, days);
      const closing = plan.weeks
        .flatMap((w) => w.days)
        .filter((d) => /^Day \d+: Practice\b/.test(d.title) && d.tasks.some((t) => /^Milestone: /.test(t.title)));
      expect(closing.length).toBeGreaterThan(3);
      expect(closing.filter((d) => minutesOf(d) > 11).map((d) => d.tasks.map((t) => `${t.title} (${t.estimatedMinutes})`))).toEqual([]);
      for (const day of closing) expect(day.tasks.filter((t) => !/^Milestone: /.test(t.title)).length).toBeGreaterThan(0);
    },
  );

  it('at 15 minutes a day the closing day keeps a block of 10 beside its check (negative: no block cut where the day holds it)', async () => {
    const plan = await planFor('Chinese', 'complete beginner', 'chat with my in-laws', 15, 7);
    const closing = plan.weeks
      .flatMap((w) => w.days)
      .filter((d) => /^Day \d+: Practice\b/.test(d.title) && d.tasks.some((t) => /^Milestone: /.test(t.title)));
    expect(closing.some((d) => d.tasks.some((t) => !/^Milestone: /.test(t.title) && t.estimatedMinutes >= 10))).toBe(true);
  });
});
