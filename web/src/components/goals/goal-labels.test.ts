import { describe, expect, it } from 'vitest';
import { goalLabels } from './goal-labels';

const goal = (id: string, title: string, startDate = '2026-11-02') => ({
  id,
  title,
  schedule: { startDate, weekdays: [1, 2, 3, 4, 5], timeZone: 'UTC' },
});

describe('goal labels', () => {
  it('keeps distinct titles as they are', () => {
    expect([...goalLabels([goal('a', 'Run 5K'), goal('b', 'Spanish to A2')]).values()]).toEqual(['Run 5K', 'Spanish to A2']);
  });

  it('tells goals of one title apart by the day each started, then by a number', () => {
    const labels = goalLabels([
      goal('a', 'Run 5K', '2026-11-02'),
      goal('b', 'Run 5K', '2026-11-16'),
      goal('c', 'Run 5K', '2026-11-16'),
      goal('d', 'Sleep'),
    ]);
    expect([...labels.values()]).toEqual(['Run 5K · from 2 Nov', 'Run 5K · from 16 Nov (1)', 'Run 5K · from 16 Nov (2)', 'Sleep']);
  });
});
