import { addDays, todayIn } from '../../contract';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { previewPlan } from '../../lambdas/roadmap/preview';
import { loadTrack } from '../../lambdas/roadmap/curricula/load';
import { startWeek } from '../../lambdas/roadmap/curricula/start';
import type { Track } from '../../lambdas/roadmap/curricula/schema';
import { dueStarts } from '../../lambdas/roadmap/due';
import { asker } from './ask';

/**
 * A pregnancy's weeks counted at the plan's first day, not today (review 16, finding 6): she picks a start date
 * three weeks from now, and on it she is three weeks further on, so the plan starts at that stage, whether her
 * week is said ("24 weeks pregnant"), said in months or a trimester, or read from her due date.
 */

const pregnancy = loadTrack('Physical Fitness', { id: 'pregnancy' } as Track);
const TODAY = '2026-11-27';
/** The stage her plan opens on (its first week's title), for her words today and the plan's first day. */
const opensOn = (current: string, target: string, first: string) => {
  const start = dueStarts(pregnancy, [current, target], TODAY, first);
  return pregnancy.weeks[startWeek({ ...pregnancy, start }, current)]!.title;
};

describe("a pregnancy's weeks at the plan's first day", () => {
  it.each([
    // Her week said where she is: the band moves on by the weeks until the plan starts.
    ['24 weeks pregnant, I swim', 'stay fit', 0, 'Weeks 24–25'],
    ['24 weeks pregnant, I swim', 'stay fit', 7, 'Weeks 24–25'],
    ['25 weeks pregnant, I swim', 'stay fit', 7, 'Weeks 26–27'],
    ['24 weeks pregnant, I swim', 'stay fit', 21, 'Weeks 26–27'],
    ['pregnant, 30 weeks, I lift at the gym', 'keep lifting', 13, 'Weeks 30–31'],
    ['pregnant, 30 weeks, I lift at the gym', 'keep lifting', 14, 'Weeks 32–33'],
    // A week no band reads (before 16 weeks): from the week said.
    ['12 weeks pregnant, I run 3 times a week', 'keep running', 0, 'Up to 15 weeks'],
    ['12 weeks pregnant, I run 3 times a week', 'keep running', 35, 'Weeks 16–17'],
    // Months and a trimester: from the band's first week.
    ['6 months pregnant, never exercised', 'get fitter for labour', 0, 'Weeks 26–27'],
    ['6 months pregnant, never exercised', 'get fitter for labour', 28, 'Weeks 30–31'],
    ['third trimester, walk the dog', 'keep walking', 42, 'Weeks 34–35'],
    // Her week said in the target.
    ['I swim twice a week', 'keep swimming through my pregnancy, I am 24 weeks', 14, 'Weeks 26–27'],
    // Her due date: the weeks from the plan's first day to it, from 40. 5 February 2027 is 10 weeks from today.
    ['pregnant, my baby is due on 5 February 2027', 'stay active', 0, 'Weeks 30–31'],
    ['pregnant, my baby is due on 5 February 2027', 'stay active', 21, 'Weeks 32–33'],
    ['pregnant, due in 10 weeks, I swim twice a week', 'stay active', 28, 'Weeks 34–35'],
    // A plan that starts past the due date is at the birth.
    ['pregnant, due in 2 weeks', 'stay active', 21, 'Week 40 to the birth'],
  ])('“%s” → “%s”, the plan starting %i days from today: %s', (current, target, ahead, stage) => {
    expect(opensOn(current, target, addDays(TODAY, ahead))).toContain(stage);
  });

  it('a start before today counts from today', () => {
    expect(opensOn('24 weeks pregnant', 'stay fit', addDays(TODAY, -21))).toContain('Weeks 24–25');
  });

  it('a curriculum that counts no pregnancy keeps its bands', () => {
    const postnatal = loadTrack('Physical Fitness', { id: 'postnatal' } as Track);
    expect(dueStarts(postnatal, ['10 weeks postpartum', 'get stronger'], TODAY, addDays(TODAY, 28))).toBe(postnatal.start);
  });
});

describe('her plan and its preview start where she will be on the start date she picks', () => {
  const ask = asker(30);
  it.each([
    ['24 weeks pregnant, I swim twice a week', 'stay fit and strong until the birth', 'Weeks 24–25', 'Weeks 26–27'],
    ['6 months pregnant, never exercised', 'get a bit fitter for labour', 'Weeks 26–27', 'Weeks 28–29'],
  ])('“%s” → %s: %s today, %s three weeks on', async (current, target, now, later) => {
    const today = todayIn('UTC');
    const weekdays = [1, 3, 5];
    const at = (startDate: string) => ask('Physical Fitness', current, target, { daysPerWeek: 3, weekdays, startDate });
    // The plan's first day is the first of her days on or after the start: the start is put on a Monday, 3 to 4 weeks on.
    const monday = addDays(today, 21 + ((8 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7));
    const soon = await generateRoadmap(at(today), builtinProvider);
    const plan = await generateRoadmap(at(monday), builtinProvider);
    expect(soon.weeks[0]!.title).toContain(now);
    expect(plan.weeks[0]!.title).toContain(later);
    // Three weeks further on, the birth is three weeks nearer.
    expect(plan.weeks.length).toBeLessThan(soon.weeks.length);
    const preview = previewPlan({ ...at(monday), schedule: { startDate: monday, weekdays, timeZone: 'UTC' } } as Parameters<
      typeof previewPlan
    >[0]);
    expect(preview.weeks).toBe(plan.weeks.length);
  });
});
