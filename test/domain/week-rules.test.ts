import type { WeekReview } from '../../contract';
import { weekRuling, type PlanKind } from '../../lambdas/domain/week-rules';
import { weekInReviewMail } from '../../lambdas/domain/reminder-mail';

/** The weekly review's rules (decision 036), as a coach of each field would read a week. */
const week = (over: Partial<WeekReview> = {}): WeekReview => ({
  week: 3,
  title: 'Week 3: Build',
  endedOn: '2026-11-20',
  planned: { tasks: 6, minutes: 120, days: 3 },
  done: { tasks: 6, minutes: 120, days: 3 },
  ...over,
});
const answered = (feel: 'easy' | 'right' | 'hard', over: Partial<WeekReview> = {}, note?: string) =>
  ({ ...week(over), answer: { feel, ...(note && { note }), answeredAt: '2026-11-21T08:00:00Z' } }) as WeekReview & {
    answer: NonNullable<WeekReview['answer']>;
  };
const rule = (
  kind: PlanKind,
  review: ReturnType<typeof answered>,
  tasks: { title: string; completed: boolean }[] = [],
  previous?: WeekReview,
) => weekRuling({ kind, review, tasks, ...(previous && { previous }) });

describe('the weekly review’s rules', () => {
  it('repeats a Couch to 5K week with a numbered run missed, whatever it felt like', () => {
    const tasks = [
      { title: 'Run 1: 5 min brisk walk, then 8 × (60 s run, 90 s walk)', completed: true },
      { title: 'Run 2: the same', completed: false },
      { title: 'Run 3: the same', completed: true },
    ];
    expect(rule('training', answered('easy'), tasks)).toEqual({
      kind: 'repeat',
      why: expect.stringMatching(/^A run of this week was missed/),
    });
    // The same week of a study plan is not a training week: easy once changes nothing.
    expect(rule('study', answered('easy'), tasks).kind).toBe('none');
  });

  it('puts pain first, even in a week done in full and felt about right', () => {
    expect(rule('training', answered('right', {}, 'Shin splints again on the long run')).why).toMatch(/^Pain is a reason to hold the load/);
    // "Painless" is not pain.
    expect(rule('training', answered('right', {}, 'Painless, felt strong')).kind).toBe('none');
  });

  it('speeds up only after two easy weeks, each done in full', () => {
    const easyInFull = answered('easy', { week: 2 });
    expect(rule('other', answered('easy'), [], easyInFull).kind).toBe('faster');
    expect(rule('other', answered('easy'), [], { ...easyInFull, done: { tasks: 5, minutes: 100, days: 2 } }).kind).toBe('none');
    expect(rule('other', answered('easy', { done: { tasks: 5, minutes: 100, days: 2 } }), [], easyInFull).kind).toBe('none');
    expect(rule('other', answered('easy'), [], answered('right', { week: 2 })).kind).toBe('none');
  });
});

describe('the week in review email', () => {
  it('gives each week in numbers and the link that answers it, and nothing when no week ended', () => {
    const mail = weekInReviewMail({
      name: 'Ada',
      weeks: [
        {
          goalTitle: 'Learn Spanish',
          week: 2,
          planned: { tasks: 10, minutes: 150, days: 5 },
          done: { tasks: 7, minutes: 95, days: 3 },
          milestone: { title: 'Order a coffee in Spanish', reached: false },
          url: 'https://stride.example/goal/g1',
        },
      ],
      unsubscribeUrl: 'https://stride.example/unsubscribe?token=t',
    })!;
    expect(mail.subject).toBe('Your week in review: Learn Spanish, week 2');
    expect(mail.text).toContain(
      '  • 7 of 10 tasks done, 95 of 150 minutes\n  • 3 of 5 days complete\n  • Milestone not reached: Order a coffee in Spanish',
    );
    expect(mail.text).toContain('https://stride.example/goal/g1');
    expect(mail.text).toContain('Stop them with one click: https://stride.example/unsubscribe?token=t');
    expect(weekInReviewMail({ name: 'Ada', weeks: [], unsubscribeUrl: '' })).toBeUndefined();
  });
});
