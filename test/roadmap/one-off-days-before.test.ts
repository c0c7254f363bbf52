import { datedPlan, requestOn } from './dated-plan';

/**
 * A dated one-off nearer than its programme (issue #39, decision 376): a eulogy, a speech, a toast days or a
 * couple of weeks away is compressed into the person's days before it — each stage's first task (the service
 * asked, the draft, the printed copy), each day within the minutes where it can be, the day before it the
 * rehearsal, the event on its date — and what the days cannot hold is named, never piled onto the first day
 * nor spread over weeks past the date. The people are written for this test; "today" is Thursday 26 November
 * 2026, and each plan starts on Monday 30 November.
 */

const today = '2026-11-26';
const monday = '2026-11-30';

function planFor(option: string, current: string, target: string, minutes: number, days: number[]) {
  const plan = datedPlan(requestOn(option, current, target, minutes, days, monday), today);
  const all = plan.weeks.flatMap((w) => w.days);
  const titles = all.map((d) => d.tasks.map((t) => t.title).join(' | '));
  const at = (pattern: RegExp) => titles.findIndex((t) => pattern.test(t));
  const minutesOf = (d: (typeof all)[number]) => d.tasks.reduce((n, t) => n + (t.estimatedMinutes ?? 0), 0);
  return { ...plan, all, titles, at, minutesOf };
}

describe('a eulogy days away', () => {
  it('at 20 minutes on four days, the funeral on Friday: asked, drafted and printed before it, the rest named', () => {
    const plan = planFor('Writing Skills', 'never written one', 'a eulogy for my mum, the funeral is on 4 December', 20, [1, 3, 5, 6]);
    expect(plan.weeks).toHaveLength(1);
    expect(plan.weeks[0]!.title).not.toMatch(/again|part \d of/);
    const given = plan.at(/Give the eulogy for your mum/);
    expect(given).toBe(plan.all.length - 1);
    expect(plan.dateOf(0, given)).toBe('2026-12-04');
    // The service asked first, the draft and the printed copy before the day.
    expect(plan.at(/Ask the celebrant, minister or funeral director how long you have/)).toBe(0);
    // The stories before the draft, the draft and the printed copy kept, however short the days.
    expect(plan.at(/Ask three or four people who knew your mum/)).toBeGreaterThan(0);
    // (Two days of 20 minutes cannot hold the draft: the stories are asked for by its evening, the one longer sitting, decision 394.)
    expect(plan.at(/Ask three or four people who knew your mum/)).toBeLessThanOrEqual(plan.at(/Draft it as you would tell it/));
    expect(plan.weeks[0]!.description).toMatch(/Day \d takes [^:]+: one longer sitting, an evening, for “Draft it as you would tell it”/);
    expect(plan.at(/Print it in large type/)).toBeLessThanOrEqual(given);
    // Nothing piled onto the first day: it holds no more than its minutes and the longest task it keeps.
    expect(plan.minutesOf(plan.all[0]!)).toBeLessThanOrEqual(30);
    expect(plan.text).toContain('The funeral is on 4 December: this plan uses each of your 2 days before it');
    expect(plan.text).toMatch(/2 days of 20 minutes cannot hold “[^”]+”/);
    expect(plan.text).toMatch(/do them on a day with more time, or ask someone to help with them/);
  });

  it('at 15 minutes on Tuesdays, Thursdays and Saturdays, the funeral on Friday: one day before it, said as one, and why it holds only the core', () => {
    const plan = planFor('Writing Skills', 'I write emails', 'a eulogy for my nan, the funeral is on 4 December', 15, [2, 4, 6]);
    expect(plan.text).toContain('The funeral is on 4 December: this plan uses your one day before it');
    expect(plan.text).toMatch(/at your minutes its whole programme would take about \d+ weeks, so these days hold what matters most/);
    expect(plan.text).not.toMatch(/each of your 1 day|the full plan takes/);
  });

  it('at 30 minutes on three days, the funeral on 11 December: the stories in week 1, the draft before the reading, no day a rest', () => {
    const plan = planFor('Writing Skills', 'I am not a writer', 'a eulogy for my grandad, the funeral is on 11 December', 30, [1, 3, 5]);
    expect(plan.weeks).toHaveLength(2);
    const first = plan.weeks[0]!.days.flatMap((d) => d.tasks.map((t) => t.title)).join(' | ');
    expect(first).toMatch(/Ask three or four people who knew your grandad/);
    expect(plan.at(/Draft it as you would tell it/)).toBeLessThan(plan.at(/Give the eulogy for your grandad/));
    // Each day before the funeral has work of the eulogy, none a rest.
    const before = plan.all.slice(0, plan.at(/Give the eulogy/));
    for (const day of before) expect(day.title).not.toMatch(/Rest day|Light day/);
    expect(plan.minutesOf(before[0]!)).toBeLessThanOrEqual(30);
    expect(plan.text).toContain('this plan uses each of your 5 days before it');
  });

  it('at an hour and a half on every day, the funeral on Wednesday: printed the day before, nothing of the draft left out', () => {
    const plan = planFor(
      'Writing Skills',
      'I have never spoken at a funeral',
      'a eulogy for my best friend, the funeral is on Wednesday 2 December',
      90,
      [1, 2, 3, 4, 5, 6, 7],
    );
    expect(plan.weeks).toHaveLength(1);
    const given = plan.at(/Give the eulogy for your best friend/);
    expect(plan.dateOf(0, given)).toBe('2026-12-02');
    expect(plan.titles[given - 1]).toMatch(/Print it in large type/);
    expect(plan.at(/Read the eulogy once to someone who knew your best friend/)).toBeGreaterThan(given - 2);
    expect(plan.at(/Draft it as you would tell it/)).toBeLessThan(given);
    expect(plan.text).not.toMatch(/cannot hold “Draft it/);
  });
});

describe('a speech two weeks away', () => {
  it('a best man at 45 minutes on Tuesdays and Saturdays: stories, draft, cards and the speech, each on their days', () => {
    const plan = planFor('Writing Skills', 'never given a speech', "best man speech at my brother's wedding on 12 December", 45, [2, 6]);
    expect(plan.weeks).toHaveLength(2);
    const given = plan.at(/Give your speech at the wedding/);
    expect(given).toBe(plan.all.length - 1);
    expect(plan.dateOf(1, 1)).toBe('2026-12-12');
    expect(plan.at(/Ask four people for one story each about your brother/)).toBeLessThan(plan.at(/Outline it|Finish the whole draft/));
    expect(plan.text).toContain('this plan uses each of your 3 days before it');
  });
});

describe('what stays as it was', () => {
  it('a funeral six weeks away is not compressed: the plan finishes before it', () => {
    const plan = planFor('Writing Skills', 'never written one', 'a eulogy for my aunt, the memorial is on 8 January', 30, [1, 3, 5]);
    expect(plan.text).not.toContain('days before it, the work that matters most first');
  });

  it('a 5K race in ten days is training, never compressed into days: it says it is too near or trains to it', () => {
    const plan = planFor('Physical Fitness', 'I can run 2 km', 'run my first 5K race on 10 December', 30, [1, 3, 5]);
    expect(plan.text).not.toContain('the work that matters most first');
  });
});
