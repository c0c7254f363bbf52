import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, planText, tasksOf } from './language-ask';

/**
 * The people a language learner names, read right, and their dated occasion in the weeks before it (decision 351): "talk
 * with my grandad in Guadalajara at his 80th birthday in June" had "in-laws" in 21 tasks and the grandad, the birthday and
 * June only in the plan's header.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const tasks = (plan: Plan) => plan.weeks.flatMap((w) => tasksOf(w));
const said = (plan: Plan) => tasks(plan).map((t) => `${t.title}\n${t.description}`);

describe('a birthday named is in the weeks before it, for the one it is for', () => {
  it.each([
    [
      'Spanish',
      "I understand my grandad's Spanish but answer in English, never studied it",
      'talk with my grandad in Guadalajara at his 80th birthday in June',
      15,
      6,
      'your grandad',
      /^(?:Cumpleaños|The birthday): /,
      /¡Feliz cumpleaños!/,
    ],
    [
      'Italian',
      'complete beginner',
      "talk to my partner's grandmother at her 90th birthday in Bari in August",
      20,
      4,
      "your partner's grandmother",
      /^(?:Compleanno|The birthday): /,
      /Buon compleanno!/,
    ],
    [
      'German',
      'a bit of school German',
      "say a few words at my father-in-law's 70th birthday in Hamburg on 12 March",
      30,
      3,
      'your father-in-law',
      /^(?:Geburtstag|The birthday): /,
      /Alles Gute zum Geburtstag!/,
    ],
    [
      'French',
      'A2, rusty',
      "chat with my wife's family at my mother-in-law's birthday in Lyon in 10 weeks",
      15,
      5,
      'your mother-in-law',
      /^(?:Anniversaire|The birthday): /,
      /Joyeux anniversaire/,
    ],
    [
      'Spanish',
      'beginner, some words from holidays',
      "toast my granddad's 90th birthday in Seville on 3 May",
      45,
      2,
      'your granddad',
      /^(?:Cumpleaños|The birthday): /,
      /¡Feliz cumpleaños!/,
    ],
  ])('%s: %s → %s at %i×%i', async (option, current, target, minutes, days, whose, label, phrase) => {
    const plan = await planFor(option, current, target, minutes, days);
    // Three of the first four weeks at least meet the birthday in a task of its own (a week of practice takes it in turn).
    const first = plan.weeks.slice(0, 4);
    expect(first.filter((w) => tasksOf(w).some((t) => label.test(t.title))).length).toBeGreaterThanOrEqual(3);
    expect(said(plan).some((t) => phrase.test(t))).toBe(true);
    // The toast is for the one whose birthday it is, not for whoever else the target names.
    const toast = tasks(plan).find((t) => label.test(t.title) && /\btoast for\b/.test(t.title));
    expect(toast?.title).toContain(`a toast for ${whose}`);
    // And what comes after the day is said: a message in the language, the next goal.
    expect(plan.description).toMatch(/After the day, write down the phrases/);
  });

  it.each([
    [
      'German',
      'a bit of school German',
      "say a few words at my father-in-law's 70th birthday in Hamburg in 12 weeks",
      30,
      3,
      'your father-in-law',
    ],
    ['French', 'A2, rusty', "chat with my wife's family at my mother-in-law's birthday in Lyon in 10 weeks", 15, 5, 'your mother-in-law'],
  ])('%s: %s → %s: its last week rehearses the day whole', async (option, current, target, minutes, days, whose) => {
    const plan = await planFor(option, current, target, minutes, days);
    const last = tasksOf(plan.weeks.at(-1)!).map((t) => t.title);
    expect(last.some((t) => t.includes(`the day rehearsed whole, your toast for ${whose}`))).toBe(true);
    // Once, in the week of the day, not before.
    expect(plan.weeks.slice(0, -1).some((w) => tasksOf(w).some((t) => /the day rehearsed whole/.test(t.title)))).toBe(false);
  });

  it('a birthday past the plan’s weeks is not said to be rehearsed in its last', async () => {
    const plan = await planFor(
      'Italian',
      'complete beginner',
      "talk to my partner's grandmother at her 90th birthday in Bari in 40 weeks",
      20,
      4,
    );
    expect(tasks(plan).some((t) => /the day rehearsed whole/.test(t.title))).toBe(false);
  });

  it('counts its weeks to the date: "in 10 weeks" is a plan of ten', async () => {
    const plan = await planFor(
      'French',
      'A2, rusty',
      "chat with my wife's family at my mother-in-law's birthday in Lyon in 10 weeks",
      15,
      5,
    );
    expect(plan.weeks.length).toBeLessThanOrEqual(10);
  });

  it('in German, wishes it on the day and not before', async () => {
    const plan = await planFor('German', 'beginner', 'talk with my oma at her 85th birthday in Munich on 20 April', 20, 5);
    expect(planText(plan)).toMatch(/not before/);
    expect(said(plan).some((t) => /a toast for your oma/.test(t))).toBe(true);
  });
});

describe('a grandad is not an in-law', () => {
  it('a heritage speaker of a grandad says the register task to him, and no task calls him an in-law', async () => {
    const plan = await planFor(
      'Spanish',
      "I understand my grandad's Spanish but answer in English, never studied it",
      'talk with my grandad in Guadalajara at his 80th birthday in June',
      15,
      6,
    );
    const register = tasks(plan).filter((t) => /^Register: /.test(t.title));
    expect(register.length).toBeGreaterThan(2);
    expect(register.every((t) => /said as to your grandad, then to a friend/.test(t.title))).toBe(true);
    expect(register.every((t) => /Your grandad usually gets tú/.test(t.description))).toBe(true);
    // "Family words" lists the words a family uses, mother-in-law among them; nothing else says in-laws.
    expect(tasks(plan).filter((t) => /in-laws?\b/i.test(`${t.title} ${t.description}`) && !/^Family words/.test(t.title))).toEqual([]);
    // His own thread: a task of practice that is his.
    expect(tasks(plan).some((t) => /your grandad/.test(t.title) && !/^(?:Register|Cumpleaños|The birthday)/.test(t.title))).toBe(true);
  });

  it.each([
    ['Italian', 'beginner', 'chat with my gran on the phone', /Your gran gets tu \(Come stai\?\)/],
    ['German', 'beginner', 'chat with my sister-in-law at family dinners', /Your sister-in-law gets Sie/],
    [
      'Spanish',
      'I understand my abuelita but answer in English',
      'talk with my abuelita on the phone every Sunday',
      /Your abuelita usually gets tú/,
    ],
  ])('%s: %s → %s names them and their register', async (option, current, target, register) => {
    const plan = await planFor(option, current, target, 20, 4);
    expect(planText(plan)).toMatch(register);
  });

  it.each([
    ['Italian', 'write letters to my grandpa in Italian', /Caro nonno/, /Cara nonna/],
    ['Italian', 'write a letter to my grandma in Italian', /Cara nonna/, /Caro nonno/],
    ['German', 'send a handwritten letter to my opa for Christmas', /Lieber Opa/, /Liebe Oma/],
  ])('%s: a letter, "%s", opens to the grandparent named', async (option, target, opens, not) => {
    const text = planText(await planFor(option, 'A2', target, 20, 4));
    expect(text).toMatch(opens);
    expect(text).not.toMatch(not);
  });

  it('a sister-in-law is not read as a sister', async () => {
    const plan = await planFor('German', 'beginner', 'chat with my sister-in-law at family dinners', 20, 4);
    expect(planText(plan)).not.toMatch(/Your sister(?!-in-law) gets/);
  });
});

describe('no birthday where none is someone else’s', () => {
  it.each([
    ['Spanish', 'beginner', 'speak Spanish by my birthday in May', 20, 4],
    ['Italian', 'beginner', 'order food in Italian before my 40th birthday trip to Rome', 30, 3],
    ['German', 'beginner', 'talk to my grandma in German on the phone', 15, 5],
    ['French', 'B1', 'read French novels', 30, 4],
  ])('%s: %s → %s gets no birthday tasks', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(tasks(plan).filter((t) => /^(?:Cumpleaños|Compleanno|Geburtstag|Anniversaire|The birthday): /.test(t.title))).toEqual([]);
  });
});
