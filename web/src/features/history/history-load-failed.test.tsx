import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '@contract';
import { HistoryPage } from '@/features/history/history-page';
import { mockApi, renderRoute } from '@/test/render';

const done: HistoryItem = {
  id: 'a',
  title: 'Task a',
  description: 'About a',
  difficulty: 'medium',
  completed: true,
  completedAt: '2025-03-19T08:00:00Z',
  createdAt: '2025-03-19T08:00:00Z',
  updatedAt: '2025-03-19T08:00:00Z',
};

describe('a page whose data did not come', () => {
  it('says what could not be loaded, and Try again asks once more in place', async () => {
    let answers = 0;
    mockApi({
      'GET /goals': { body: { goals: [] } },
      'GET /history': () =>
        answers++ === 0
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }
          : { body: { items: [done] } },
    });
    const { user } = renderRoute(<HistoryPage />);
    expect(await screen.findByText(/^Your history could not be loaded\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Task a')).toBeInTheDocument();
    expect(screen.queryByText(/^Your history could not be loaded/)).not.toBeInTheDocument();
  });
});
