import { expectWhole, GRID, onOption } from './ask';
import { tasksOf, textOf, weekOf } from './custom-ask';

/**
 * Focused study towards an exam or course (issue #36, round 10): "Studying for my accountancy exams while
 * working full-time" → "study 2 focused hours on weekday evenings" got an office day (e-mail at 11:00,
 * 14:00, 16:30) and used under half the time. Study gets its own track: the exam's date and syllabus
 * mapped, blocks growing to the length named with breaks (25/5, then 50/10), retrieval practice, spaced
 * review, past papers and a mock (Dunlosky et al. 2013), the phone out of the room, a reset after work,
 * and the time given used. "Study" in "case study" or "a user study at work" chooses nothing.
 * People written for this test; a study-skills tutor's reading.
 */

const option = 'Focus & Concentration';
const { trackOf, plan } = onOption(option, 120, 5);
const STUDY = 'Focused study towards an exam or course';

describe('focused study towards an exam or course, as a study-skills tutor reads it', () => {
  it.each([
    [
      'Studying for my accountancy exams while working full-time',
      'study 2 focused hours on weekday evenings',
      /your accountancy exams/,
      /2 hours/,
      /weekday evenings/,
      /After-work reset before the block/,
    ],
    [
      'I’m revising for my A levels and keep checking my phone',
      'revise for 90 minutes without my phone',
      /your A levels/,
      /90 minutes/,
      // A pupil revising for their own A levels (age.ts): the school day, decision 272.
      /your after-school study times/,
      /After-school reset before the block/,
    ],
    [
      'CFA level 1 in June, I study at weekends',
      'study 4 hours on Saturdays',
      /the CFA exam/,
      /4 hours/,
      /weekends/,
      // (No work said: the reset is not after work, decision 301.)
      /^Reset before the block/m,
    ],
    [
      'doing an online course in data analysis after work',
      'finish a module a week with focused study',
      /your course in data analysis/,
      /your full session/,
      /after work/,
      /After-work reset before the block/,
    ],
    [
      'ACCA student, I lose focus after an hour',
      'three hours of study on my days off',
      /your ACCA exams/,
      /three hours/,
      /your study times/,
      // (No work said: the reset is not after work, decision 301.)
      /^Reset before the block/m,
    ],
  ])(
    '%s → %s: the exam mapped, blocks to their length, retrieval, spaced review, past papers',
    async (current, target, exam, block, when, reset) => {
      expect(trackOf(current, target)).toBe(STUDY);
      const p = await plan(current, target);
      const text = textOf(p);
      expect(text).toMatch(exam);
      expect(text).toMatch(block);
      expect(text).toMatch(when);
      expect(weekOf(p, /^Write the date of .* and download the syllabus/)).toBe(1);
      expect(weekOf(p, /^The phone in another room for every block/)).toBe(1);
      expect(text).toMatch(/close the book and write what you remember/);
      expect(text).toMatch(/Dunlosky et al\. 2013/);
      expect(weekOf(p, /^Set the review dates for each topic/)).toBe(2);
      expect(weekOf(p, /in 50\/10 cycles/)).toBe(3);
      // (Downloaded at the end of week 3, for week 4's 2-hour sitting of past papers: decision 301.)
      expect(weekOf(p, /^Download the past papers/)).toBe(3);
      expect(weekOf(p, /in one sitting: past-paper sections/)).toBe(4);
      expect(weekOf(p, /^Sit a full past paper/)).toBeGreaterThanOrEqual(5);
      expect(text).toMatch(reset);
      // Not an office day: no e-mail at set times, no chat status.
      expect(text).not.toMatch(/chat and email|11:00, 14:00 and 16:30|a status saying when you reply/);
    },
  );

  it('uses the two hours given on each weekday evening, in blocks that fill them', async () => {
    const p = await plan('Studying for my accountancy exams while working full-time', 'study 2 focused hours on weekday evenings', 120, 5);
    for (const week of p.weeks.slice(1, 4)) {
      const minutes = week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);
      expect(minutes).toBeGreaterThanOrEqual(120 * 5 * 0.9);
      expect(minutes).toBeLessThanOrEqual(120 * 5 * 1.1);
    }
    expect(tasksOf(p).some((t) => t.estimatedMinutes >= 100 && /minutes/.test(t.title))).toBe(true);
  });

  it.each([
    ['I write case studies at work and get distracted', 'two hours of deep work a day'],
    ['I’m running a user study at work', 'focus for an hour at a time'],
    ['I check my phone every few minutes', 'two hours of deep work a day'],
    ['I keep switching between tasks in the office', 'single-task for 50 minutes'],
  ])('%s → %s: no exam or course, the general path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(STUDY);
  });

  it.each(GRID)('reads whole at $minutes minutes on $days days', async ({ minutes, days }) => {
    const p = await plan(
      'Studying for my accountancy exams while working full-time',
      'study 2 focused hours on weekday evenings',
      minutes,
      days,
    );
    expectWhole(p, minutes, days);
    expect(weekOf(p, /^Write the date of your accountancy exams/)).toBe(1);
  });
});
