import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn, type Goal, type Task } from '@contract';
import { aSchedule } from '@/test/fixtures';
import ProgressChart, { pace, paceWords, projectedFinish } from './progress-chart';

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

  it('projects the finish from the recent pace, said in words, once two weeks of activity give one', () => {
    // Three days done a week apart, the first two weeks ago: 3 days in 14 = 1.5 days a week.
    expect(pace(goal(3, 7), today)).toBe(1.5);
    // Five days left at 1.5 a week: 5 / 1.5 weeks = 23.3 days → 24.
    expect(projectedFinish(5, 1.5, today)).toBe(addDays(today, 24));
    render(<ProgressChart goal={goal(3, 7)} />);
    expect(screen.getByTestId('projection')).toHaveTextContent(
      /^At your pace — about 2 days a week lately — you would finish around \d+ \w+ \d{4}\. The plan ends \d+ \w+ \d{4}\./,
    );
  });

  it('says nothing of a pace before two weeks of activity, and reads kindly when slow', () => {
    // A first day's pace says nothing yet: three days in the last four days give none.
    expect(pace(goal(3), today)).toBeUndefined();
    const { rerender } = render(<ProgressChart goal={goal(3)} />);
    expect(screen.getByTestId('projection')).toHaveTextContent(
      'After two weeks of days done, this says when you would finish at your pace.',
    );
    // One day today and one a month ago: less than a day a week, and the way nearer said.
    expect(pace(goal(2, 30), today)).toBe(0.25);
    rerender(<ProgressChart goal={goal(2, 30)} />);
    expect(screen.getByTestId('projection')).toHaveTextContent(
      /^At your pace — less than a day a week lately — you would finish around .*Each extra day a week brings it nearer\.$/,
    );
    expect(screen.getByTestId('projection')).not.toHaveTextContent(/0\.\d days/);
    // Nothing in the last four weeks: no date at all, only the way back.
    const idle = goal(1);
    idle.weeks![0]!.days[0]!.tasks[0]!.completedAt = `${addDays(today, -40)}T10:00:00.000Z`;
    rerender(<ProgressChart goal={idle} />);
    expect(screen.getByTestId('projection')).toHaveTextContent(
      'No day was finished in the last four weeks. When you pick it up again, this says when you would finish.',
    );
    rerender(<ProgressChart goal={{ ...goal(8), completedDays: 8 }} />);
    expect(screen.getByTestId('projection')).toHaveTextContent('Every day of this plan is done.');
  });

  it('says a pace in words', () => {
    expect([0.25, 0.8, 1.4, 2.6, 5].map(paceWords)).toEqual([
      'less than a day a week',
      'about a day a week',
      'about a day a week',
      'about 3 days a week',
      'about 5 days a week',
    ]);
  });
});
