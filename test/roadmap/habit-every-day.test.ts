import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { onOption, expectOnTheirDays } from './track-ask';
import { textOf } from './custom-ask';

/**
 * A daily habit on every chosen day, and an ADHD person's weeks as a coach would write them (round 19,
 * decision 330). At 10 minutes a day on 7 days (15 × 6, 10 × 5…), the named habit track left days holding only a
 * set-up, a "tick, and note how it felt" or "write your bad-day version" and no habit; a "work in 15-minute blocks"
 * line written for ADHD sat on a 10-minute journaling task; body doubling, blockers and the clinician lived in the
 * header alone. Now each chosen day holds the habit (the week's version, else its tiny one: Fogg, Clear, Lally et
 * al. 2010), blocks are said only where two fit, and ADHD's words for a habit plan are tasks: an if–then card and
 * an alarm (Gollwitzer), a day done beside someone, cues refreshed, the clinician's check-in. People written for
 * this test; a habit coach's reading.
 */
const { trackOf, plan } = onOption('Habits Building');
const NAMED = 'The habit you named, from day one';

/** The habit itself on a day: its own task ("…, and tick", "…; if you want more…"), not a task that names it. */
const habitOn = (day: RoadmapPlan['weeks'][number]['days'][number], habit: RegExp) =>
  day.tasks.filter((t) => habit.test(t.title) && /\band tick\b|never less$/.test(t.title));

const PEOPLE: Array<[string, string, number, number, RegExp]> = [
  ['I have ADHD and never stick with anything; my therapist suggested journaling', 'journal every day', 10, 7, /journal/i],
  ['never flossed, ADHD diagnosed last year, on medication', 'floss every night', 10, 5, /floss/i],
  ['new mum, newborn, no time for myself', 'stretch 10 minutes every day', 15, 6, /stretch/i],
  ['night shift nurse, rotating shifts', 'meditate 10 minutes a day', 20, 4, /meditation/i],
  ['autistic, I like routines but miss days when plans change', 'keep a Duolingo Spanish streak every day', 10, 7, /duolingo/i],
  ['ADHD, I lose books halfway', 'read 20 pages every night', 25, 7, /pages? of your book/i],
  ['I used to go to the gym years ago', 'exercise 30 minutes every morning', 45, 3, /exercise|push-ups/i],
  ['I forget to drink anything all day', 'drink 2 litres of water a day', 10, 2, /water|litre/i],
  ['I meditate now and then', 'meditate for an hour every day', 120, 5, /meditation/i],
  ['I scroll my phone in bed until 1am', 'journal 5 minutes every night instead', 10, 7, /journal/i],
];

describe('a daily habit on every chosen day, as a habit coach reads it', () => {
  it.each(PEOPLE)('%s → %s (%i min, %i days)', async (current, target, minutes, days, habit) => {
    expect(trackOf(current, target)).toBe(NAMED);
    const p = await plan(current, target, minutes, days);
    for (const week of p.weeks) {
      for (const day of week.days) {
        // Once each day, never a day without it, never twice.
        expect([week.title, day.title, habitOn(day, habit).length]).toEqual([week.title, day.title, 1]);
        expect(day.tasks.some((t) => /^A day off the plan/.test(t.title))).toBe(false);
      }
    }
    // The first time, with its recipe, on the week's first day and once (not on day 2 after a day of set-ups alone).
    const recipe = p.weeks[0]!.days.flatMap((d, i) => d.tasks.filter((t) => /right after your anchor/.test(t.title)).map(() => i));
    expect(recipe.length).toBeLessThanOrEqual(1);
    expect(recipe.filter((i) => i > 0)).toEqual([]);
    expectOnTheirDays(p, minutes, days);
  });

  it('a short day holds the tiny version, said as the short day’s, where the week’s does not fit beside its needs', async () => {
    const p = await plan(PEOPLE[0][0], PEOPLE[0][1], 10, 7);
    const three = p.weeks[2]!;
    const tiny = three.days.flatMap((d) => d.tasks).filter((t) => /^Three lines in your journal, and tick$/.test(t.title));
    expect(tiny.length).toBeGreaterThan(0);
    for (const t of tiny) expect(t.description).toMatch(/short day’s version/);
    // Never a day of 10 minutes past its time by a side task: the day holds the habit and what the week needs.
    for (const day of three.days) expect(day.tasks.reduce((n, t) => n + t.estimatedMinutes, 0)).toBeLessThanOrEqual(15);
  });
});

describe('an ADHD person’s daily habit: what a coach would use, in the weeks', () => {
  it.each([
    ['I have ADHD, diagnosed, on meds; body doubling works for me', 'journal every day', 10, 7, 'journaling'],
    ['never flossed, ADHD diagnosed last year, on medication', 'floss every night', 10, 5, 'flossing'],
    ['adhd, I start things and drop them by day 3', 'meditate 10 minutes a day', 15, 6, 'meditation'],
    ['ADHD and a desk job', 'stretch for 20 minutes every evening', 30, 3, 'stretching'],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, habit) => {
    const p = await plan(current, target, minutes, days);
    const tasks = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
    const titled = (pattern: RegExp) => tasks.filter((t) => pattern.test(t.title));
    // The header says it, and the weeks do it.
    expect(p.description).toMatch(/body doubling/);
    expect(titled(/^If–then card and an alarm/)).toHaveLength(1);
    expect(titled(/^If–then card/)[0]!.description).toMatch(/Gollwitzer/);
    expect(titled(/^If–then card/)[0]!.description).toMatch(/alarm/);
    expect(titled(new RegExp(`^Body doubling: ${habit} beside someone today$`)).length).toBeGreaterThanOrEqual(1);
    expect(titled(/beside someone/).length).toBeGreaterThanOrEqual(2);
    expect(titled(/^Check-in for your clinician/)[0]!.description).toMatch(/medication/);
    // A habit is done whole at its small size: no timed blocks pasted on it.
    expect(textOf(p)).not.toMatch(/-minute blocks with a timer/);
  });

  it('says nothing of ADHD to a person who does not mention it', async () => {
    const p = await plan('I keep meaning to start', 'journal every day', 10, 7);
    expect(JSON.stringify(p)).not.toMatch(/body doubling|If–then card/i);
  });

  it('a child’s ADHD is not the person’s', async () => {
    const p = await plan('my son has ADHD and mornings are chaos', 'journal every day', 10, 7);
    expect(JSON.stringify(p)).not.toMatch(/If–then card|Body doubling/);
  });
});

describe('timed blocks only where two blocks and their break fit', () => {
  const focus = onOption('Focus & Concentration');
  const blocksOn = (p: RoadmapPlan) =>
    p.weeks
      .flatMap((w) => w.days.flatMap((d) => d.tasks))
      .flatMap((t) => {
        const m = /Work in (\d+)-minute blocks/.exec(t.description);
        return m ? [{ block: Number(m[1]), minutes: t.estimatedMinutes }] : [];
      });

  it.each([
    ['I have ADHD and get distracted every few minutes', 'study for longer without my phone', 10, 5],
    ['ADHD, can focus maybe 5 minutes', 'read textbooks with focus', 15, 4],
  ])('%s → %s (%i min, %i days): no blocks line on a short task', async (current, target, minutes, days) => {
    const p = await focus.plan(current, target, minutes, days);
    for (const b of blocksOn(p)) expect(b.minutes).toBeGreaterThanOrEqual(2 * b.block + 3);
    expect(blocksOn(p)).toHaveLength(0);
  });

  it('a long day still works in blocks', async () => {
    const p = await focus.plan('I have ADHD and get distracted every few minutes', 'deep work for two hours a day', 60, 5);
    expect(blocksOn(p).length).toBeGreaterThan(0);
    for (const b of blocksOn(p)) expect(b.minutes).toBeGreaterThanOrEqual(2 * b.block + 3);
  });
});
