import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { overlap, planMetrics, statedMinutes, weekTheme } from '../../scripts/roadmaps/metrics';

const task = (title: string) => ({ title, description: 'Do it', estimatedMinutes: 15, difficulty: 'easy' as const });
const plan = (theme: string, titles: string[][]): RoadmapPlan => ({
  title: 'P',
  description: '',
  weeks: titles.map((days, w) => ({
    number: w + 1,
    title: `Week ${w + 1}: ${theme} (A1)`,
    description: '',
    days: [{ number: 1, title: 'Day 1: x', tasks: days.map((t) => task(t)) }],
  })),
});

describe('plan-quality metrics', () => {
  it('reads the theme out of a week title', () => {
    expect(weekTheme('Week 3: Greetings and introductions (A1)')).toBe('greetings and introductions');
    expect(weekTheme('Week 2: Walking base — again, to consolidate')).toBe('walking base');
  });

  it('counts distinct titles, theme echoes, quantities, minutes off the week and tasks cut short', () => {
    const template = plan('Budgeting', [
      ['Study Budgeting', 'Practise Budgeting'],
      ['Study Budgeting', 'Log 3 expenses'],
    ]);
    expect(planMetrics(template, 30, 1)).toEqual({
      distinct: 0.75,
      themeEcho: 0.75,
      quantity: 0.25,
      minuteMiss: 0,
      cut: 0,
      daysHeld: 1,
      withinTime: 1,
      overSaid: 0,
      used: 1,
      repeating: 0,
      dangling: 0,
      uncountable: 0,
      oddLengths: 0,
      longDays: 0,
      rounds: 0,
      parts: 0,
      lightDays: 0,
      twice: 0,
    });
    expect(planMetrics(template, 60, 1).minuteMiss).toBe(0.5);
    // At 20 minutes a day each 30-minute day is long, and no week says so.
    expect(planMetrics(template, 20, 1).longDays).toBe(1);
    // Read on a five-day week, its one-day weeks hold neither the days nor 80% of the time.
    expect(planMetrics(template, 30, 5)).toMatchObject({ daysHeld: 0, withinTime: 1, used: 0 });
    // A session given fewer minutes than its title states is cut short; one given them is not.
    const cut = plan('Running', [['Long run: 60 minutes at an easy pace', 'Walk 10 minutes', '8 × (60 s run, 90 s walk)']]);
    expect(planMetrics(cut, 30).cut).toBeCloseTo(1 / 3);
    expect(statedMinutes('Brisk walk: 30 minutes, the first and last 5 easy')).toBe(30);
    expect(statedMinutes('A 30-minute walk, then 5 min of stretching')).toBe(30);
    expect(statedMinutes('Run 1: 8 × (60 s run, 90 s walk)')).toBeUndefined();
    // Durations of something else, and a milestone's check, are not the task's own length.
    for (const other of [
      'Keep the 20-minute rule tonight',
      'Screens off 60 minutes before your bedtime',
      'Awake about 20 minutes? Get up, go to another room',
      'No naps today; if you must, 20 minutes before 15:00',
      'Plan the next 4 weeks: 20 minutes a day, one focus a week',
      'Milestone: Run for 60 minutes',
    ])
      expect(statedMinutes(other)).toBeUndefined();
  });

  it('counts weeks repeating an earlier one, references to what nothing made, milestones the tasks do not lead to, and lengths no person writes', () => {
    const again = plan('Budgeting', [
      ['Log 3 expenses', 'Sort them'],
      ['Plan the month', 'Sort them'],
      ['Log 5 expenses', 'Sort them'],
    ]);
    // Week 3 is week 1 with its numbers changed.
    expect(planMetrics(again, 30, 1).repeating).toBeCloseTo(1 / 3);
    expect(planMetrics(plan('Writing', [['Revise the essay: use your 10-item checklist']]), 30, 1).dangling).toBe(1);
    expect(
      planMetrics(plan('Writing', [['Write a 10-item checklist of your mistakes', 'Revise the essay: use your 10-item checklist']]), 30, 1)
        .dangling,
    ).toBe(0);
    const pomodoros = plan('Focus', [['Pomodoros: 2 × 25 minutes on one task', 'Milestone: 12 complete pomodoros this week']]);
    expect(planMetrics(pomodoros, 30, 1).uncountable).toBe(1);
    const enough = plan('Focus', [
      ['4 pomodoros on one task', '4 pomodoros on another', '4 pomodoros again', 'Milestone: 12 complete pomodoros'],
    ]);
    expect(planMetrics(enough, 60, 1).uncountable).toBe(0);
    // A photographer's frames are the photos a milestone counts.
    const frames = plan('Photography', [
      ['Choose 5 frames and caption each with its light', 'Milestone: a set of 5 photos, one per light'],
    ]);
    expect(planMetrics(frames, 30, 1).uncountable).toBe(0);
    expect(planMetrics(plan('Photography', [['Choose 2 frames', 'Milestone: a set of 5 photos']]), 30, 1).uncountable).toBe(1);
    expect(planMetrics(plan('Networking', [['Ask 3 people for a 13-minute informational chat']]), 30, 1).oddLengths).toBe(1);
    expect(planMetrics(plan('Networking', [['Ask 3 people for a 15-minute chat, then talk for 2 minutes']]), 30, 1).oddLengths).toBe(0);
  });

  it('sees two options filled into the same sentence templates as overlapping', () => {
    const a = plan('Budgeting', [['Study Budgeting', 'Practise Budgeting for 10 minutes']]);
    const b = plan('Crypto wallets', [['Study Crypto wallets', 'Practise Crypto wallets for 20 minutes']]);
    const c = plan('Running', [['Run 8 × 60 s', 'Stretch calves 3 × 30 s']]);
    expect(overlap(a, b)).toBe(1);
    expect(overlap(a, c)).toBe(0);
  });
});
