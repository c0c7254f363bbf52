import type { Feel, WeekReview } from '../../contract';
import { weekRuling, type PlanKind } from '../../lambdas/domain/reviews/week-rules';
import { weekInReviewMail } from '../../lambdas/domain/reminders/mail';

/** The weekly review's rules (decision 036), as a coach of each field would read a week. */
const week = (over: Partial<WeekReview> = {}): WeekReview => ({
  week: 3,
  title: 'Week 3: Build',
  endedOn: '2026-11-20',
  planned: { tasks: 6, minutes: 120, days: 3 },
  done: { tasks: 6, minutes: 120, days: 3 },
  ...over,
});
const answered = (feel: Feel, over: Partial<WeekReview> = {}, note?: string) =>
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
      why: 'One of this week’s runs was missed, and the next week builds on it: this week once more, rather than a step up the body is not ready for.',
    });
    // The same week of a study plan is not a training week: easy once changes nothing.
    expect(rule('study', answered('easy'), tasks).kind).toBe('none');
  });

  it('says which runs were missed in a sentence written whole for each case', () => {
    const runs = (...missed: string[]) =>
      ['Long run: 60 minutes easy', 'Run 1: 20 minutes', 'Run 2: hills', 'Run 3: tempo'].map((title) => ({
        title,
        completed: !missed.includes(title),
      }));
    const why = (...missed: string[]) => rule('training', answered('right'), runs(...missed)).why.split(':')[0];
    expect(why('Long run: 60 minutes easy')).toBe('This week’s long run was missed, and the next week builds on it');
    expect(why('Long run: 60 minutes easy', 'Run 2: hills')).toBe(
      'This week’s long run and one other run were missed, and the next week builds on them',
    );
    expect(why('Long run: 60 minutes easy', 'Run 1: 20 minutes', 'Run 3: tempo')).toBe(
      'This week’s long run and 2 other runs were missed, and the next week builds on them',
    );
    expect(why('Run 1: 20 minutes', 'Run 3: tempo')).toBe('2 of this week’s runs were missed, and the next week builds on them');
  });

  it('asks a week with nothing done what got in the way, and answers each cause with the week once more', () => {
    const none = { done: { tasks: 0, minutes: 0, days: 0 } };
    const busy = rule('study', answered('busy', none));
    expect(busy).toEqual({ kind: 'repeat', why: expect.stringMatching(/^A week with no time for the plan: this week once more/) });
    expect(busy.why).toContain('a shorter day or fewer days in Adjust plan');
    expect(rule('training', answered('unwell', none)).why).toMatch(/^A week lost to illness or injury: rest until you are well/);
    expect(rule('language', answered('unwell', none)).why).toBe(
      'A week lost to illness: get well first, then this week once more, from where you left off.',
    );
    expect(rule('other', answered('hard', none)).why).toMatch(/^A week too hard to start: this week once more/);
    expect(rule('other', answered('other', none))).toEqual({
      kind: 'repeat',
      why: 'Nothing was done this week, so the plan waits for you: this week once more before it moves on.',
    });
    // A week with something done is never told it had nothing done.
    expect(rule('other', answered('busy', { done: { tasks: 2, minutes: 40, days: 1 } })).why).toMatch(/^A busy week, with some of it done/);
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
  /** The email of one ended week of "Learn Spanish", with what was done in it. */
  const mailOf = (done: { tasks: number; minutes: number; days: number }) =>
    weekInReviewMail({
      name: 'Ada',
      weeks: [
        {
          goalTitle: 'Learn Spanish',
          week: 2,
          planned: { tasks: 10, minutes: 150, days: 5 },
          done,
          milestone: { title: 'Order a coffee in Spanish', reached: false },
          url: 'https://stride.example/goal/g1',
        },
      ],
      unsubscribeUrl: 'https://stride.example/unsubscribe?token=t',
    })!;

  it('gives each week in numbers and the link that answers it, and nothing when no week ended', () => {
    const mail = mailOf({ tasks: 7, minutes: 95, days: 3 });
    expect(mail.subject).toBe('Your week in review: Learn Spanish, week 2');
    expect(mail.text).toContain(
      '  • 7 of 10 tasks done, 95 of 150 minutes\n  • 3 of 5 days complete\n  • Milestone not reached: Order a coffee in Spanish',
    );
    expect(mail.text).toContain('https://stride.example/goal/g1');
    expect(mail.text).toContain('Stop them with one click: https://stride.example/unsubscribe?token=t');
    expect(mail.text).toContain('How did it feel? Too easy, about right or too hard');
    expect(weekInReviewMail({ name: 'Ada', weeks: [], unsubscribeUrl: '' })).toBeUndefined();
  });

  it('asks a week with nothing done what got in the way', () => {
    const mail = mailOf({ tasks: 0, minutes: 0, days: 0 });
    expect(mail.text).toContain('What got in the way? No time, too hard, ill or hurt, or something else');
    expect(mail.text).not.toContain('How did it feel?');
  });
});
