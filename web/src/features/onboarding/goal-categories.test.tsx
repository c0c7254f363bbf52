import { aStreak } from '@/test/fixtures';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '@/test/render';
import { GoalCategoriesPage } from './goal-categories';

const profile = { id: 'user-1', email: 'ana@example.test', name: 'Ana Lopez', plan: 'free', createdAt: '2026-01-01T00:00:00Z' };

describe('choosing a goal', () => {
  it('shows the categories while the plan has room', async () => {
    mockApi({ 'GET /me': { body: { profile: { ...profile, goalCount: 0, goalLimit: 1 }, streak: aStreak } } });
    renderRoute(<GoalCategoriesPage />);
    expect(await screen.findByRole('link', { name: 'Languages' })).toBeInTheDocument();
    expect(screen.queryByText(/Your Free plan includes/)).not.toBeInTheDocument();
    // Said before the first goal: one at a time.
    expect(await screen.findByText(/Your Free plan has room for one goal at a time/)).toBeInTheDocument();
  });

  it('says up front when the Free plan’s goal is taken, and what the user can do, instead of the questionnaire', async () => {
    mockApi({ 'GET /me': { body: { profile: { ...profile, goalCount: 1, goalLimit: 1 }, streak: aStreak } } });
    renderRoute(<GoalCategoriesPage />);
    expect(await screen.findByText('Your Free plan includes 1 goal, and you already have it.')).toBeInTheDocument();
    expect(screen.getByText(/Archive your current goal to start another/)).toHaveTextContent(
      'Pro, with unlimited goals, is granted by whoever runs this install',
    );
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('link', { name: 'Languages' })).not.toBeInTheDocument();
  });

  it('never limits the Pro plan', async () => {
    mockApi({ 'GET /me': { body: { profile: { ...profile, plan: 'pro', goalCount: 7, goalLimit: null }, streak: aStreak } } });
    renderRoute(<GoalCategoriesPage />);
    expect(await screen.findByRole('link', { name: 'Languages' })).toBeInTheDocument();
    expect(screen.queryByText(/room for one goal/)).not.toBeInTheDocument();
  });
});
