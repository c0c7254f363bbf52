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
    expect(planMetrics(template, 30)).toEqual({ distinct: 0.75, themeEcho: 0.75, quantity: 0.25, minuteMiss: 0, cut: 0 });
    expect(planMetrics(template, 60).minuteMiss).toBe(0.5);
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

  it('sees two options filled into the same sentence templates as overlapping', () => {
    const a = plan('Budgeting', [['Study Budgeting', 'Practise Budgeting for 10 minutes']]);
    const b = plan('Crypto wallets', [['Study Crypto wallets', 'Practise Crypto wallets for 20 minutes']]);
    const c = plan('Running', [['Run 8 × 60 s', 'Stretch calves 3 × 30 s']]);
    expect(overlap(a, b)).toBe(1);
    expect(overlap(a, c)).toBe(0);
  });
});
