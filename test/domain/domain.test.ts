import { categoryBySlug, CATALOG, isValidOption, optionBySlug, optionSlug } from '../../contract';
import { dayId, newTaskId, parseDayId } from '../../lambdas/domain/ids';
import { currentDayId, progressPercent } from '../../lambdas/domain/goals/progress';
import { createGoalSchema, updateTaskSchema } from '../../contract/schemas';
import { normalizeTitle, numberFromTitle } from '../../lambdas/domain/titles';
import { rescheduleStart } from '../../lambdas/domain/schedule/reschedule';
import { anOrA, plural } from '../../contract/plural';

describe('progress', () => {
  it('is completed days over total days, rounded, and 0 without days', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(7, 7)).toBe(100);
  });

  it('puts the user on the first incomplete day, or the last day when all are done', () => {
    const days = ['w01d01', 'w01d02', 'w02d01'];
    expect(currentDayId(days, new Set())).toBe('w01d01');
    expect(currentDayId(days, new Set(['w01d01']))).toBe('w01d02');
    expect(currentDayId(days, new Set(['w01d02']))).toBe('w01d01');
    expect(currentDayId(days, new Set(days))).toBe('w02d01');
    expect(currentDayId([], new Set())).toBeUndefined();
  });
});

describe('plural', () => {
  it('gives a count its word in the form English gives it', () => {
    expect([0, 1, 2, 1.5].map((n) => plural(n, 'day'))).toEqual(['0 days', '1 day', '2 days', '1.5 days']);
    expect([plural(1, 'item was', 'items were'), plural(3, 'item was', 'items were')]).toEqual(['1 item was', '3 items were']);
  });

  it('puts "An" before a number said with a vowel first, "A" before the rest', () => {
    expect([1, 8, 11, 12, 18, 26, 80, 83].map(anOrA)).toEqual(['A', 'An', 'An', 'A', 'An', 'A', 'An', 'An']);
  });
});

describe('reschedule', () => {
  it('starts today by default, from yesterday at the earliest (a device a zone away) and a year ahead at most', () => {
    expect(rescheduleStart('2026-03-10')).toBe('2026-03-10');
    expect(rescheduleStart('2026-03-10', '2026-03-09')).toBe('2026-03-09');
    expect(() => rescheduleStart('2026-03-10', '2026-03-08')).toThrow('from cannot be in the past');
    expect(rescheduleStart('2026-03-10', '2027-03-11')).toBe('2027-03-11');
    expect(() => rescheduleStart('2026-03-10', '2027-03-12')).toThrow('from must be within a year from today');
  });
});

describe('titles', () => {
  it('removes a duplicated Day/Week prefix and keeps a single one', () => {
    expect(normalizeTitle('Day', 3, 'Day 3: Day 3: Irregular verbs')).toBe('Day 3: Irregular verbs');
    expect(normalizeTitle('Week', 2, 'Week 2: Week 2: Week 2: Travel talk')).toBe('Week 2: Travel talk');
    expect(normalizeTitle('Day', 4, 'Irregular verbs')).toBe('Day 4: Irregular verbs');
    expect(normalizeTitle('Day', 5, 'Day 9: Renumbered')).toBe('Day 5: Renumbered');
    expect(normalizeTitle('Day', 1, '  ')).toBe('Day 1');
  });

  it('parses the number of a Week N / Day N title, 1 when absent', () => {
    expect(numberFromTitle('Week', 'Week 12: Review')).toBe(12);
    expect(numberFromTitle('Day', 'Rest')).toBe(1);
  });
});

describe('ids', () => {
  it('makes 9-character URL-safe task ids that differ', () => {
    const ids = new Set(Array.from({ length: 1000 }, newTaskId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{9}$/);
  });

  it('round-trips day ids', () => {
    expect(dayId(3, 5)).toBe('w03d05');
    expect(parseDayId('w03d05')).toEqual({ week: 3, day: 5 });
    expect(parseDayId('w3d5')).toBeUndefined();
    expect(parseDayId('w01d01#T#x')).toBeUndefined();
  });
});

describe('catalogue', () => {
  it('has the eight categories and accepts both route readings', () => {
    expect(CATALOG).toHaveLength(8);
    expect(categoryBySlug('career-development')?.id).toBe('career');
    expect(categoryBySlug('health')?.id).toBe('health');
    expect(categoryBySlug('nope')).toBeUndefined();
  });

  it('slugs options for routes and finds them back', () => {
    expect(optionSlug('Music (Instrumental Practice)')).toBe('music-instrumental-practice');
    expect(optionSlug('Focus & Concentration')).toBe('focus-and-concentration');
    expect(optionBySlug('languages', 'spanish')).toBe('Spanish');
    expect(isValidOption('skills', 'Spanish')).toBe(false);
  });
});

describe('request schemas', () => {
  const answers = { currentLevel: 'A1', targetLevel: 'B1', dailyMinutes: 30 };

  it('accepts a language goal and requires title and description for a custom one', () => {
    expect(createGoalSchema.safeParse({ category: 'languages', option: 'Spanish', answers }).success).toBe(true);
    const custom = createGoalSchema.safeParse({ category: 'custom', option: 'Custom', answers });
    expect(custom.success).toBe(false);
    expect(custom.error?.issues.map((i) => i.path.join('.'))).toEqual(['title', 'description']);
  });

  it('rejects an option of another category, out-of-range minutes and unknown fields', () => {
    expect(createGoalSchema.safeParse({ category: 'skills', option: 'Spanish', answers }).success).toBe(false);
    expect(createGoalSchema.safeParse({ category: 'languages', option: 'Spanish', answers: { ...answers, dailyMinutes: 4 } }).success).toBe(
      false,
    );
    expect(updateTaskSchema.safeParse({ completed: true, userId: 'someone-else' }).success).toBe(false);
  });

  it('trims titles and rejects blank or overlong ones', () => {
    expect(updateTaskSchema.parse({ title: '  Read  ' })).toEqual({ title: 'Read' });
    expect(updateTaskSchema.safeParse({ title: '   ' }).success).toBe(false);
    expect(updateTaskSchema.safeParse({ title: 'x'.repeat(201) }).success).toBe(false);
    expect(updateTaskSchema.safeParse({}).success).toBe(false);
  });
});

describe('the daily quota message', () => {
  it('says when the count starts again, at midnight UTC', async () => {
    const { untilNextUtcDay } = await import('../../lambdas/store/quota');
    expect(untilNextUtcDay(new Date('2026-11-23T20:40:00Z'))).toBe('in 3 hours 20 minutes');
    expect(untilNextUtcDay(new Date('2026-11-23T23:00:00Z'))).toBe('in 1 hour');
    expect(untilNextUtcDay(new Date('2026-11-23T23:59:30Z'))).toBe('in 1 minute');
    expect(untilNextUtcDay(new Date('2026-12-31T00:00:00Z'))).toBe('in 24 hours');
  });
});

describe('mail headers (issue #40, item 5)', () => {
  it('keep a title with line breaks on one line, so it cannot end the subject and start a header of its own', async () => {
    const { oneLine, weekInReviewMail } = await import('../../lambdas/domain/reminders/mail');
    const title = 'Run a 10k\r\nBcc: everyone@example.org\n\tX-Other: y\u2028z';
    const mail = weekInReviewMail({
      name: 'Ada',
      weeks: [
        {
          goalTitle: title,
          week: 1,
          planned: { tasks: 3, minutes: 30, days: 3 },
          done: { tasks: 1, minutes: 10, days: 1 },
          url: 'https://stride.example/goal/g1',
        },
      ],
      unsubscribeUrl: 'https://stride.example/Prod/reminders/unsubscribe/t',
    })!;
    expect(mail.subject).toBe('Your week in review: Run a 10k Bcc: everyone@example.org X-Other: y z, week 1');
    expect(mail.subject).not.toMatch(/[\r\n\u2028]/);
    expect(oneLine('  plain  ')).toBe('plain');
  });
});
