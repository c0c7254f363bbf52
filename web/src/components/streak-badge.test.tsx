import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Streak } from '@contract';
import { mockApi, renderRoute } from '@/test/render';
import { StreakBadge } from './streak-badge';

const profile = { id: 'u1', email: 'a@b.test', name: 'Ana', plan: 'free', goalCount: 1, goalLimit: 1, createdAt: '2026-01-01T00:00:00Z' };
const serve = (streak: Streak) => mockApi({ 'GET /me': { body: { profile, streak } } });

describe('the streak', () => {
  it('shows the days in a row, the best, and the freezes used this month', async () => {
    serve({ current: 12, longest: 30, freezesLeft: 1, frozen: ['2026-11-18'] });
    renderRoute(<StreakBadge />);
    const section = await screen.findByRole('region', { name: 'Streak' });
    expect(section).toHaveTextContent('12-day streak');
    expect(section).toHaveTextContent('Best: 30 days');
    expect(section).toHaveTextContent('1 freeze left this month · used on 18 Nov');
  });

  it('says one day as one day', async () => {
    serve({ current: 1, longest: 1, freezesLeft: 2, frozen: [] });
    renderRoute(<StreakBadge />);
    const section = await screen.findByRole('region', { name: 'Streak' });
    expect(section).toHaveTextContent('Best: 1 day');
    expect(section).not.toHaveTextContent('1 days');
  });

  it('invites a first streak, and says so in one line in the sidebar', async () => {
    serve({ current: 0, longest: 0, freezesLeft: 2, frozen: [] });
    renderRoute(
      <>
        <StreakBadge />
        <StreakBadge compact />
      </>,
    );
    expect(await screen.findByText('Complete a task today to start a streak')).toBeInTheDocument();
    expect(screen.getByText('2 freezes left this month')).toBeInTheDocument();
    expect(screen.queryByText(/Best:/)).not.toBeInTheDocument();
    expect(screen.getByText('No streak yet')).toBeInTheDocument();
  });
});
