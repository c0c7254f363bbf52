import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { planMetrics, twiceIn } from '../../scripts/roadmaps/metrics';
import { onOption } from './track-ask';
import { planOf, weekOf } from './plan-of';
import { plan } from './custom-ask';

/**
 * Round 16's readers (decision 280): a light day took again a task done once — "Compare the entry salary in
 * the ads with what you need each month" four times in a career change, "Write your chord list in the log"
 * three times in a ukulele week, "Review the night's log" three times in an FNM week, "Log this week's deep
 * hours" three times — because "entry" and "log" read as a daily entry. A week never holds a one-off task
 * twice; a light day takes what the week's days could not hold, or a task said as daily, or stays light and
 * says so.
 */

type Week = RoadmapPlan['weeks'][number];
const titles = (w: Week) => w.days.flatMap((d) => d.tasks.map((t) => t.title));
const lightDays = (p: RoadmapPlan) =>
  p.weeks.flatMap((w) => w.days).filter((d) => /Light day|Look back|Rest/.test(d.title + d.tasks[0]?.title));

describe('a week never holds a one-off task twice', () => {
  it('a shop manager moving into HR compares the salary once, not on each Friday', async () => {
    const p = await onOption('Job Search Strategy').plan('shop manager for 11 years, worn out', 'get into human resources', 30, 5);
    const salary = p.weeks.flatMap(titles).filter((t) => /^Compare the entry salary/.test(t));
    expect(salary).toHaveLength(1);
    for (const w of p.weeks) expect(twiceIn(w)).toEqual([]);
  });

  it('a new ukulele player writes the chord list once in a week, and a light day before the party rests or looks back', async () => {
    const p = await onOption('Music (Instrumental Practice)').plan(
      'total beginner, my ukulele came yesterday',
      "play and sing Riptide at my cousin's party in 6 weeks",
      15,
      6,
    );
    for (const w of p.weeks) expect(titles(w).filter((t) => /^Write your chord list/.test(t)).length).toBeLessThanOrEqual(1);
    const light = lightDays(p);
    expect(light.length).toBeGreaterThan(0);
    for (const d of light) expect(d.tasks[0]!.title).not.toMatch(/chord list/);
  });

  it('an FNM player reviews the night once; a weekly log of deep hours is written once a week', async () => {
    const magic = await plan('Win at Magic: The Gathering', 'I have played a few casual games', 'go 3-1 at Friday Night Magic', {
      description: 'play at Friday Night Magic at my local game store',
      minutes: 45,
      days: 3,
    });
    for (const w of magic.weeks) expect(titles(w).filter((t) => /^Review the night['’]s log/.test(t)).length).toBeLessThanOrEqual(1);
    const focus = await onOption('Focus & Concentration').plan(
      'remote worker, I check Slack every few minutes',
      'two 90-minute deep work blocks every morning',
      45,
      5,
    );
    for (const w of focus.weeks) {
      expect(titles(w).filter((t) => /^Log this week['’]s deep hours/.test(t)).length).toBeLessThanOrEqual(1);
      expect(twiceIn(w)).toEqual([]);
    }
  });

  it('a light day still keeps up a task said as daily: the sleep diary, last night’s entry', async () => {
    const p = await onOption('Sleep Improvement').plan('I go to bed at 2am most nights', 'asleep by 11 on weeknights', 20, 5);
    const kept = p.weeks.flatMap((w) => w.days).flatMap((d) => d.tasks.map((t) => t.title));
    expect(kept.filter((t) => /last night’s entry/.test(t)).length).toBeGreaterThan(3);
  });

  it('a light day with nothing of its week to keep up looks back once a week, then rests and says so', async () => {
    const p = await onOption('Saving for a Goal').plan('I spend all I earn', 'save 2,000 for a car in a year', 10, 7);
    for (const w of p.weeks) {
      const back = w.days.filter((d) => d.tasks.some((t) => /^Look back at/.test(t.title)));
      expect(back.length).toBeLessThanOrEqual(1);
      for (const d of back) expect(d.tasks[0]!.title).not.toMatch(/““|””/);
    }
  });
});

describe('the measure of a task twice in a week (eval:roadmaps)', () => {
  it('counts a one-off twice, not a daily entry, a session said with its dose, or the week’s check', () => {
    const salary = 'Compare the entry salary in the ads with what you need each month';
    const week = weekOf(
      [salary, 'Sleep diary: last night’s entry', 'Brisk walk: 30 minutes'],
      ['Sleep diary: last night’s entry', 'Brisk walk: 30 minutes', 'Rest: nothing new today'],
      [salary, 'Rest: nothing new today', 'Milestone: done'],
      ['Choose the practice you will keep daily', 'Choose the practice you will keep daily', 'Milestone: done'],
    );
    const p = planOf(week, weekOf(['Read one chapter'], ['Read two chapters']));
    expect(twiceIn(p.weeks[0]!)).toEqual([salary, 'Choose the practice you will keep daily']);
    expect(twiceIn(p.weeks[1]!)).toEqual([]);
    expect(planMetrics(p, 45, 4).twice).toBe(0.5);
  });
});
