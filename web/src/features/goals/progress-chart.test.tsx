import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn, type Goal, type Task } from '@contract';
import { aSchedule } from '@/test/fixtures';
import ProgressChart, { pace, projectedFinish } from './progress-chart';

const today = todayIn('UTC');
const task = (id: string, completedAt?: string): Task => ({
  id,
  title: id,
  description: '',
  difficulty: 'easy',
  completed: !!completedAt,
  ...(completedAt && { completedAt }),
  createdAt: '',
  updatedAt: '',
});
/** Four one-task days a week for two weeks; the first `done` days finished `ago` days apart, up to today. */
function goal(done: number, ago = 2): Goal {
  const days = Array.from({ length: 8 }, (_, i) => ({
    id: `w0${Math.floor(i / 4) + 1}d0${(i % 4) + 1}`,
    number: (i % 4) + 1,
    title: `Day ${i + 1}`,
    isCompleted: i < done,
    date: addDays(today, i - done),
    tasks: [task(`t${i}`, i < done ? `${addDays(today, -(done - 1 - i) * ago)}T10:00:00.000Z` : undefined)],
  }));
  return {
    id: 'g1',
    title: 'Goal',
    description: '',
    category: 'custom',
    option: 'Custom',
    status: 'ready',
    progress: 0,
    totalDays: 8,
    completedDays: done,
    totalWeeks: 2,
    createdAt: '',
    schedule: aSchedule,
    weeks: [
      { id: 'w01', number: 1, title: 'Week 1', description: '', days: days.slice(0, 4) },
      { id: 'w02', number: 2, title: 'Week 2', description: '', days: days.slice(4) },
    ],
  };
}

describe('progress week by week', () => {
  it('shows tasks done of planned for each week, as a table', () => {
    render(<ProgressChart goal={goal(3)} />);
    const table = screen.getByRole('table', { name: 'Tasks done per week, against those planned' });
    expect(within(table).getByRole('rowheader', { name: 'Week 1' }).closest('tr')).toHaveTextContent('3 of 4');
    expect(within(table).getByRole('rowheader', { name: 'Week 2' }).closest('tr')).toHaveTextContent('0 of 4');
  });

  it('projects the finish from the last four weeks’ pace', () => {
    // Three days done, two days apart, all within four weeks: 3 × 7 / 28 = 0.75 days a week.
    expect(pace(goal(3), today)).toBe(0.75);
    // Five days left at 0.75 a week: 5 / 0.75 weeks = 46.7 days → 47.
    expect(projectedFinish(5, 0.75, today)).toBe(addDays(today, 47));
    render(<ProgressChart goal={goal(3)} />);
    expect(screen.getByTestId('projection')).toHaveTextContent(
      /^At your pace — 0\.8 days a week over the last four weeks — you would finish around .*; the plan ends /,
    );
  });

  it('waits for a pace before projecting, and says when all is done', () => {
    const { rerender } = render(<ProgressChart goal={goal(0)} />);
    expect(screen.getByTestId('projection')).toHaveTextContent('Complete a few days to see when you would finish at your pace.');
    // Days done long ago give no pace now.
    expect(pace(goal(2, 30), today)).toBe(0.25);
    rerender(<ProgressChart goal={{ ...goal(8), completedDays: 8 }} />);
    expect(screen.getByTestId('projection')).toHaveTextContent('Every day of this plan is done.');
  });
});
