import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '@contract';
import { mockApi, renderRoute } from '@/test/render';
import { dayHeading, groupByDay } from './group-by-day';
import { HistoryPage } from './history-page';
import { aGoal } from '@/test/fixtures';

const item = (id: string, completedAt: string, extra: Partial<HistoryItem> = {}): HistoryItem => ({
  id,
  title: `Task ${id}`,
  description: `About ${id}`,
  difficulty: 'medium',
  completed: true,
  completedAt,
  createdAt: completedAt,
  updatedAt: completedAt,
  ...extra,
});

describe('history grouping', () => {
  it('formats headings like "Wednesday 19 March 2025"', () => {
    expect(dayHeading(new Date('2025-03-19T12:00:00Z'), 'UTC')).toBe('Wednesday 19 March 2025');
  });

  it('groups by the local day, newest day first and newest first within a day', () => {
    const groups = groupByDay(
      [item('a', '2025-03-19T08:00:00Z'), item('b', '2025-03-20T09:00:00Z'), item('c', '2025-03-19T22:30:00Z')],
      'Europe/Berlin',
    );
    expect(groups.map((g) => g.heading)).toEqual(['Thursday 20 March 2025', 'Wednesday 19 March 2025']);
    expect(groups[1]!.items.map((i) => i.id)).toEqual(['c', 'a']);
    // 22:30 UTC is already the next day in Tokyo.
    expect(groupByDay([item('c', '2025-03-19T22:30:00Z')], 'Asia/Tokyo')[0]!.heading).toBe('Thursday 20 March 2025');
  });
});

describe('History page', () => {
  it('lists completed tasks struck through with their labels, and filters by goal', async () => {
    const { calls } = mockApi({
      'GET /goals': { body: { goals: [aGoal()] } },
      'GET /history': ({ url }) =>
        new URL(url).searchParams.get('goalId') === 'g1'
          ? { body: { items: [item('a', '2025-03-19T08:00:00Z', { goalId: 'g1', goalTitle: 'Learn Spanish' })] } }
          : {
              body: {
                items: [
                  item('p', '2025-03-19T09:00:00Z'),
                  item('a', '2025-03-19T08:00:00Z', { goalId: 'g1', goalTitle: 'Learn Spanish' }),
                  item('x', '2025-03-18T08:00:00Z', { goalId: 'gone' }),
                ],
              },
            },
    });
    const { user } = renderRoute(<HistoryPage />);
    expect(await screen.findByText('Task p')).toHaveClass('line-through');
    expect(within(screen.getByText('Task p').closest('li')!).getByText('Personal Task')).toBeInTheDocument();
    expect(within(screen.getByText('Task a').closest('li')!).getByText('Learn Spanish')).toBeInTheDocument();
    expect(within(screen.getByText('Task x').closest('li')!).getByText('Unknown Goal')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'Learn Spanish');
    await waitFor(() => expect(screen.queryByText('Task p')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/history?goalId=g1')).toBe(true);
  });

  it('says so when nothing is completed yet', async () => {
    mockApi({ 'GET /goals': { body: { goals: [] } }, 'GET /history': { body: { items: [] } } });
    renderRoute(<HistoryPage />);
    expect(await screen.findByText('No completed tasks found.')).toBeInTheDocument();
  });

  it('looks further back when a page found none among the most recent, until the end says nothing was found', async () => {
    const { calls } = mockApi({
      'GET /goals': { body: { goals: [] } },
      'GET /history': (init) =>
        new URL(init.url).searchParams.get('cursor')
          ? { body: { items: [item('old', '2025-03-19T09:00:00Z')] } }
          : { body: { items: [], cursor: 'more' } },
    });
    const { user } = renderRoute(<HistoryPage />);
    expect(await screen.findByText('None among your most recent completed tasks.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Look further back' }));
    expect(await screen.findByText('Task old')).toBeInTheDocument();
    expect(screen.queryByText('None among your most recent completed tasks.')).not.toBeInTheDocument();
    expect(calls.filter((c) => /^\/history(\?|$)/.test(c.path))).toHaveLength(2);
  });
});
