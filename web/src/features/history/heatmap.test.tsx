import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '@/test/render';
import Heatmap from './heatmap';

const summary = {
  from: '2025-11-23',
  to: '2026-11-22',
  timeZone: 'Europe/Berlin',
  days: [
    { date: '2025-11-24', count: 1 },
    { date: '2026-11-20', count: 2 },
  ],
};

describe('the year heatmap', () => {
  it('is one Tab stop that arrows move through a day or a week at a time, saying each day’s count', async () => {
    const { calls } = mockApi({ 'GET /history/summary': { body: summary } });
    const { user } = renderRoute(<Heatmap filter="g1" />);
    const grid = await screen.findByRole('grid', { name: 'Completed tasks per day, last 12 months' });
    expect(screen.getByText('3 tasks on 2 days in the last year.')).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/history/summary?goalId=g1');
    // 365 days, one of them focusable: today's.
    const days = within(grid)
      .getAllByRole('gridcell')
      .filter((c) => c.dataset.date);
    expect(days).toHaveLength(365);
    expect(days.filter((c) => c.tabIndex === 0).map((c) => c.dataset.date)).toEqual(['2026-11-22']);

    await user.tab();
    expect(within(grid).getByRole('gridcell', { name: 'No tasks on Sunday 22 November 2026' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(grid).getByRole('gridcell', { name: '2 tasks on Friday 20 November 2026' })).toHaveFocus();
    expect(screen.getByText('2 tasks on Friday 20 November 2026', { selector: '[aria-live]' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(grid).getByRole('gridcell', { name: 'No tasks on Friday 13 November 2026' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(grid).getByRole('gridcell', { name: 'No tasks on Sunday 23 November 2025' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    // Past the first day nothing moves.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(grid).getByRole('gridcell', { name: 'No tasks on Saturday 29 November 2025' })).toHaveFocus();
  });

  it('has a table of months as its text alternative', async () => {
    mockApi({ 'GET /history/summary': { body: summary } });
    const { user } = renderRoute(<Heatmap filter="" />);
    await user.click(await screen.findByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Completed tasks by month' });
    const row = (month: string) => within(table).getByRole('rowheader', { name: month }).closest('tr')!.textContent;
    expect(row('November 2026')).toBe('November 202621');
    expect(row('November 2025')).toBe('November 202511');
    expect(row('June 2026')).toBe('June 202600');
  });
});
