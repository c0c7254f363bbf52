import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, planText, tasksOf } from './language-ask';

/**
 * Decision 244 (issue #36 and #39, round 14, wave 2): a purpose used at work, or for a home abroad, starts in
 * week 1 as chunks beside A1 (the card made before the drill reads it); a house abroad and its works have
 * their own weeks with each country's rules; an exam's weeks are its own papers at the right time (no
 * speaking paper for the JLPT, samples before past papers, TEF Canada's four tests and NCLC).
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planOf = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const titles = (plan: Plan) => plan.weeks.flatMap(tasksOf).map((t) => t.title);
const CHUNK = /, first phrases: .+, as chunks on your card$/;

describe('a work purpose starts in week 1, as chunks, its card made before it is used', () => {
  it.each([
    [
      'Spanish',
      'no Spanish at all',
      "take a patient's history from Spanish-speaking patients in A&E, I'm a nurse",
      30,
      4,
      'Your patient history',
    ],
    ['Italian', 'none', 'work as a sous-chef in a trattoria in Bologna', 20, 5, 'Your kitchen'],
    ['German', 'beginner', 'work at a hotel reception in Munich', 45, 6, 'The hotel desk'],
    ['Japanese', 'beginner', 'work at the front desk of a ryokan in Kyoto', 20, 4, 'The hotel desk'],
    [
      'French',
      'complete beginner',
      'deal with the builders and the mairie, we bought a house in Brittany',
      25,
      3,
      'Your house and its works',
    ],
  ])('%s, “%s” → “%s” (%i min × %i days)', async (option, current, target, minutes, days, thing) => {
    const plan = await planOf(option, current, target, minutes, days);
    const first = tasksOf(plan.weeks[0]!).map((t) => t.title);
    const chunk = first.findIndex((t) => t.startsWith(`${thing}, first phrases: `) && CHUNK.test(t));
    expect(chunk).toBeGreaterThanOrEqual(0);
    // The drill that reads the card comes after the task that writes it, never before.
    const drill = first.findIndex((t) => t.startsWith(`${thing}: `) && /from (?:the|your) cards?\b/.test(t));
    if (drill >= 0) expect(chunk).toBeLessThan(drill);
    // Every lesson week before the practice weeks opens the purpose's phrases, a different part each (a lesson
    // week's second part, or its continuation, goes on with its drill).
    const lessons = plan.weeks.filter((w) => !/Practice, week|part [2-9] of \d|— continued/.test(w.title));
    const parts = lessons.map((w) => tasksOf(w).find((t) => CHUNK.test(t.title))?.title);
    expect(parts.every((p) => p !== undefined)).toBe(true);
    if (parts.length > 1) expect(new Set(parts).size).toBeGreaterThan(1);
  });

  it('the nurse keeps the interpreter caveat and the history’s own parts: pain from 0 to 10, onset', async () => {
    const plan = await planOf(
      'Spanish',
      'no Spanish at all',
      "take a patient's history from Spanish-speaking patients in A&E, I'm a nurse",
      30,
      4,
    );
    expect(plan.description).toMatch(/qualified interpreter/);
    expect(plan.description).toMatch(/¿Dónde le duele\?/);
    expect(planText(plan)).toMatch(/pain from 0 to 10/);
  });

  it.each([
    ['Japanese', 'beginner', 'read One Piece in Japanese', 30, 5],
    ['French', 'A2', 'read Le Monde every morning', 30, 5],
    // A trip and a purpose of one's own are said, so chunked from week 1 (decision 278: language-purpose-week-one.test.ts).
  ])('what is read is not chunked into the lesson weeks: %s, “%s” → “%s”', async (option, current, target, minutes, days) => {
    expect(titles(await planOf(option, current, target, minutes, days)).filter((t) => CHUNK.test(t))).toEqual([]);
  });
});

describe('a home abroad: the builders, the town hall, the notary, the utilities and the neighbours', () => {
  it.each([
    [
      'French',
      'O-level French 50 years ago',
      'deal with the builders and the mairie in French, we bought a house in Brittany',
      30,
      5,
      [/devis/, /déclaration préalable/, /permis de construire/, /réception des travaux/],
    ],
    [
      'Spanish',
      'school Spanish decades ago',
      'we bought a finca in Andalucía and need to talk to the builders and the ayuntamiento',
      15,
      3,
      [/presupuesto/, /licencia de obra/, /Ley 38\/1999/],
    ],
    [
      'Italian',
      'beginner',
      'restoring a trullo in Puglia: the geometra, the muratori and the comune',
      60,
      2,
      [/preventivo/, /CILA/, /DPR 380\/2001/],
    ],
    [
      'German',
      'beginner',
      'our holiday home in Bavaria: the Handwerker and the Bauamt',
      40,
      7,
      [/Kostenvoranschlag/, /Abnahme/, /BGB § 640/],
    ],
  ])('%s, “%s” → “%s” (%i min × %i days)', async (option, current, target, minutes, days, rules) => {
    const plan = await planOf(option, current, target, minutes, days);
    // First, or after where the person was placed (an O-level years ago: decision 306).
    expect(plan.description).toMatch(/(?:^|choose another start\. )Your house and its works are this plan’s spine/);
    for (const rule of rules) expect(plan.description).toMatch(rule);
    expect(plan.description).toMatch(/Sign nothing you have not understood/);
    const text = planText(plan);
    expect(text).toMatch(/Your house and its works: (?:the builder’s visit|reading a quote|hello to the neighbours)/);
    // No placeholder of the general purpose: its own parts.
    expect(text).not.toMatch(/the people, the places and the things you will meet there|a message, a notice, a form/);
    // A holiday home is not a trip.
    expect(titles(plan).filter((t) => /^Your trip\b/.test(t))).toEqual([]);
  });

  it('the parts reach the quote, the town hall, the invoice and what is left to finish on a long plan', async () => {
    const text = planText(
      await planOf('French', 'A1', 'talk to our builders and the notaire about the renovation of our farmhouse', 30, 6),
    );
    for (const part of ['reading a quote', 'the town hall: an appointment and the form', 'the invoice, and what is left to finish']) {
      expect(text).toContain(`Your house and its works: ${part}`);
    }
  });

  it.each([
    ['Spanish', 'beginner', 'talk to the other bodybuilders at my gym in Madrid'],
    ['Spanish', 'A1', 'move to Spain next year and settle in'],
    ['German', 'A2', 'read about the history of the House of Habsburg'],
    ['Spanish', 'beginner', "take a patient's history from Spanish-speaking patients, I'm a nurse"],
    ['French', 'beginner', 'a holiday in Provence next summer'],
  ])('not a home’s works: %s, “%s” → “%s”', async (option, current, target) => {
    const plan = await planOf(option, current, target, 30, 4);
    expect(plan.description).not.toMatch(/Your house and its works/);
  });
});

describe('an exam’s weeks are its own papers, at the right time', () => {
  it('JLPT N5 from kana: no speaking paper, no talking task, samples before past papers', async () => {
    const plan = await planOf('Japanese', 'I know hiragana and katakana only', 'pass JLPT N5', 30, 5);
    const all = titles(plan);
    expect(planText(plan)).not.toMatch(/speaking paper/);
    expect(all.filter((t) => /^Your exam: (?:talk|describe|tell|write)\b/.test(t))).toEqual([]);
    expect(all.filter((t) => /from a past paper/.test(t))).toEqual([]);
    expect(all).toContainEqual(expect.stringMatching(/^Vocabulary \(文字・語彙\): one timed JLPT set from the official samples/));
    expect(planText(plan)).toMatch(/a whole past-paper section \(the official 公式問題集\) only once they are done/);
  });

  it('TOPIK I: listening and reading only, its papers’ themes', async () => {
    const plan = await planOf('Korean', 'I can read Hangul', 'pass TOPIK I level 2', 20, 7);
    expect(planText(plan)).not.toMatch(/speaking paper/);
    expect(titles(plan).filter((t) => /^Your exam: (?:talk|describe|tell)\b/.test(t))).toEqual([]);
  });

  it.each([
    ['pass TEF Canada at B2 to work as a nurse in Montréal', true],
    ['TEF Canada for Express Entry, NCLC 7 in every skill', false],
  ])('TEF Canada: its four tests and NCLC — “%s”', async (target, quebec) => {
    const plan = await planOf('French', 'A2, some French at school', target, 45, 5);
    for (const test of ['compréhension écrite', 'compréhension orale', 'expression écrite', 'expression orale', 'NCLC']) {
      expect(plan.description).toContain(test);
    }
    expect(titles(plan)).toContainEqual(expect.stringMatching(/^Your exam: TEF Canada expression orale/));
    // Québec's own lines (decision 380): the OQLF's exam in the route, Québec's French in its variety.
    if (quebec) expect(plan.description).toMatch(/Charte de la langue française, art\. 35[^]*French as Québec speaks it/);
    else expect(plan.description).not.toMatch(/Québec French|as Québec speaks it/);
  });

  it('a DELF plan is not read as TEF Canada, nor a “tefl” certificate', async () => {
    expect((await planOf('French', 'A2', 'pass the DELF B1', 30, 4)).description).not.toMatch(/TEF Canada/);
    expect((await planOf('French', 'A2', 'speak French before my TEFL course in Lyon', 30, 4)).description).not.toMatch(/TEF Canada/);
  });
});
