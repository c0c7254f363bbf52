import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { ask, tasksOf } from './language-ask';

/**
 * Decision 284. A speaker of a close written language (Italian or Portuguese on Spanish, Spanish or French on Italian,
 * Dutch or Swedish on German) goes through A2 at the pace of its lessons, with its false friends, and meets B1's lessons
 * soon after — not twenty weeks "towards A2". And a language week does not give the same task twice, word for word, where
 * the week's turn has another to give.
 */

const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);

/** The first week whose title is tagged with the rung (B1 or towards B1). */
const firstAt = (plan: RoadmapPlan, rung: string) =>
  plan.weeks.findIndex((w) => new RegExp(`\\((?:towards )?${rung}\\)$`).test(w.title)) + 1;

/** Weeks holding a task title twice. */
const twice = (plan: RoadmapPlan) =>
  plan.weeks.filter((w) => {
    const titles = tasksOf(w).map((t) => t.title);
    return new Set(titles).size < titles.length;
  }).length;

describe('a close written language moves quickly past A2', () => {
  it.each([
    ['Spanish', "I'm a native Italian speaker, never studied Spanish", 'Work in our Madrid office in Spanish', 30, 5, 'Italian'],
    ['Spanish', 'I speak Portuguese natively (Brazilian)', 'B2 for work', 90, 6, 'Portuguese'],
    ['Italian', 'Spanish is my first language', 'B1 to live in Bologna', 20, 3, 'Spanish'],
    ['Italian', "I'm a native French speaker", 'chat with my Italian in-laws', 45, 4, 'French'],
    ['German', 'I speak Dutch natively', 'B2 German for a job in Munich', 60, 5, 'Dutch'],
    ['German', 'Swedish is my mother tongue', 'read German novels', 25, 2, 'Swedish'],
  ])('%s from “%s”: A2’s lessons, then B1’s within weeks', async (option, current, target, minutes, days, kin) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.weeks[0]!.title).toMatch(/\(A2\)$/);
    expect(plan.description).toContain('A2 then goes at the pace of its lessons');
    expect(plan.description).not.toMatch(/works towards A2 .* does not reach it/);
    // B1's lessons begin once A2's (two syllabus weeks, spread over the person's days) are done.
    const b1 = firstAt(plan, 'B1');
    expect(b1).toBeGreaterThan(1);
    expect(b1).toBeLessThanOrEqual(8);
    // The false friends are worked in its first weeks.
    const early = plan.weeks.slice(0, 4).flatMap(tasksOf);
    expect(early.some((t) => new RegExp(`^(From|Against) your ${kin}`).test(t.title))).toBe(true);
    expect(early.some((t) => /false friends/.test(t.title + t.description))).toBe(true);
  });

  it.each([
    ['Spanish', 'complete beginner', 'B1 for travel', 30, 5],
    ['German', 'my grandmother speaks Dutch', 'B1', 30, 4],
    ['Italian', 'I speak a little Spanish', 'B1', 20, 3],
  ])('%s from “%s” keeps a new learner’s A1 and A2', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.description).not.toContain('A2 then goes at the pace of its lessons');
    expect(plan.weeks[0]!.title).toMatch(/\((?:towards )?A1\)$/);
    const b1 = firstAt(plan, 'B1');
    expect(b1 === 0 || b1 > 12).toBe(true);
  });
});

describe('a language week gives a task once where its turn has another', () => {
  it.each([
    ['Spanish', "I'm a native Italian speaker", 'Work in our Madrid office in Spanish', 30, 5, 3],
    ['Italian', 'Spanish is my first language', 'B1 to live in Bologna', 20, 3, 0],
    ['Japanese', 'total beginner', 'pass JLPT N4', 30, 4, 2],
    ['Hindi', "I'm a native Urdu speaker, can't read Devanagari", 'read Hindi newspapers', 30, 5, 2],
    ['English', "B1, I'm a chef from Brazil working in Dublin", 'B2, talk to suppliers and my team confidently', 40, 5, 6],
    ['German', 'Swedish is my mother tongue', 'read German novels', 25, 2, 0],
  ])('%s, “%s” at %s: at most a few weeks of 26 with a copy', async (option, current, target, minutes, days, most) => {
    const plan = await planFor(option, current, target, minutes as number, days as number);
    expect(twice(plan)).toBeLessThanOrEqual(most as number);
  });

  it('keeps the person’s time: a week of practice is not left short for want of a copy', async () => {
    const plan = await planFor('Spanish', "I'm a native Italian speaker", 'Work in our Madrid office in Spanish', 30, 5);
    const minutes = plan.weeks.map((w) => tasksOf(w).reduce((n, t) => n + t.estimatedMinutes, 0));
    expect(Math.min(...minutes)).toBeGreaterThanOrEqual(140);
  });
});
