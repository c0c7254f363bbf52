import { cleanup, screen } from '@testing-library/react';
import { aSchedule } from '@/test/fixtures';
import { describe, expect, it } from 'vitest';
import { GENERATION_TIMING, type Goal } from '@contract';
import { expectLocation, mockApi, renderRoute } from '@/test/render';
import { GoalPage } from './goal-page';

const t = (id: string, completed: boolean) => ({
  id,
  title: `Task ${id}`,
  description: '',
  difficulty: 'easy' as const,
  completed,
  createdAt: '',
  updatedAt: '',
  goalId: 'g1',
  dayId: 'w01d01',
});
const goal: Goal = {
  id: 'g1',
  title: 'Run a 10k',
  description: 'From 2 km to 10 km',
  category: 'custom',
  option: 'Custom',
  status: 'ready',
  progress: 50,
  totalDays: 2,
  completedDays: 1,
  totalWeeks: 2,
  createdAt: '',
  schedule: aSchedule,
  weeks: [
    {
      id: 'w01',
      number: 1,
      title: 'Week 1: Base',
      description: 'Easy runs',
      days: [{ id: 'w01d01', number: 1, title: 'Day 1: Jog', isCompleted: true, tasks: [t('a', true)] }],
    },
    {
      id: 'w02',
      number: 2,
      title: 'Week 2: Build',
      description: 'Longer runs',
      days: [{ id: 'w02d01', number: 1, title: 'Day 1: Intervals', isCompleted: false, tasks: [] }],
    },
  ],
};

describe('goal page', () => {
  it('shows progress, the current week open, and weeks that expand', async () => {
    mockApi({ 'GET /goals/g1': { body: { goal } } });
    const { user } = renderRoute(<GoalPage />, { path: '/goal/:goalId', route: '/goal/g1' });
    expect(screen.getByText('Loading goal details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Run a 10k' })).toBeInTheDocument();
    expect(screen.getByText('Week 2 / 2')).toBeInTheDocument();
    expect(screen.getByText('50% completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Goal progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Longer runs')).toBeInTheDocument();
    expect(screen.queryByText('Easy runs')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Week 1: Base/ }));
    expect(screen.getByText('Easy runs')).toBeInTheDocument();
  });

  it('says a custom goal planned offline would be specific with an AI model, and only then', async () => {
    mockApi({
      'GET /goals/g1': { body: { goal: { ...goal, generatedBy: 'builtin' } } },
      'GET /goals/g2': { body: { goal: { ...goal, id: 'g2', generatedBy: 'bedrock:amazon.nova-lite-v1:0' } } },
    });
    renderRoute(<GoalPage />, { path: '/goal/:goalId', route: '/goal/g1' });
    expect(await screen.findByText(/This plan was made offline/)).toHaveTextContent('Connecting an AI model to Stride');
    cleanup();
    renderRoute(<GoalPage />, { path: '/goal/:goalId', route: '/goal/g2' });
    expect(await screen.findByRole('heading', { name: 'Run a 10k' })).toBeInTheDocument();
    expect(screen.queryByText(/This plan was made offline/)).not.toBeInTheDocument();
  });

  it('accepts a legacy goal# link, and deletes the goal after the confirmation dialog', async () => {
    const { calls } = mockApi({ 'GET /goals/g1': { body: { goal } }, 'DELETE /goals/g1': { status: 204 } });
    const { user } = renderRoute(<GoalPage />, { path: '/goal/:goalId', route: '/goal/goal%23g1' });
    await user.click(await screen.findByRole('button', { name: 'Delete goal' }));
    expect(screen.getByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByText(/This action cannot be undone. This will permanently delete your goal/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Goal' }));
    await expectLocation('/');
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/goals/g1')).toBe(true);
  });

  it('shows generation in progress, and a failure with Retry', async () => {
    let status: Goal['status'] = 'failed';
    const { calls } = mockApi({
      'GET /goals/g1': () => ({
        body: {
          goal: {
            ...goal,
            status,
            weeks: [],
            failureReason: status === 'failed' ? 'The AI could not produce a valid roadmap. Please try again.' : undefined,
          },
        },
      }),
      'POST /goals/g1/retry': () => {
        status = 'generating';
        return { status: 202, body: { goal: { ...goal, status, weeks: [] } } };
      },
    });
    const { user } = renderRoute(<GoalPage />, { path: '/goal/:goalId', route: '/goal/g1' });
    expect(await screen.findByText('The AI could not produce a valid roadmap. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Generating your roadmap…')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/goals/g1/retry')).toBe(true);
  });

  it('offers Retry when generation has been running for far too long, and starts it over', async () => {
    let startedAt = new Date(Date.now() - GENERATION_TIMING.stuckAfterMs - 60_000).toISOString();
    const generating = () => ({ goal: { ...goal, status: 'generating', weeks: [], generationStartedAt: startedAt } });
    const { calls } = mockApi({
      'GET /goals/g1': () => ({ body: generating() }),
      'POST /goals/g1/retry': () => {
        startedAt = new Date().toISOString();
        return { status: 202, body: generating() };
      },
    });
    const { user } = renderRoute(<GoalPage />, { path: '/goal/:goalId', route: '/goal/g1' });
    expect(await screen.findByText('Generating this roadmap is taking far longer than it should.')).toBeInTheDocument();
    expect(screen.queryByText('Generating your roadmap…')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Generating your roadmap…')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/goals/g1/retry')).toHaveLength(1);
  });

  it('goes home, saying so, when the goal does not exist or is not yours', async () => {
    mockApi({ 'GET /goals/nope': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Goal not found' } } } });
    renderRoute(<GoalPage />, { path: '/goal/:goalId', route: '/goal/nope' });
    await expectLocation('/home');
    expect(await screen.findByText('Goal not found')).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted. Your goals are listed on Home.')).toBeInTheDocument();
  });

  it('renames the goal in place, saying a refused name at the field', async () => {
    let title = 'Run 5K';
    const { calls } = mockApi({
      'GET /goals/g1': () => ({ body: { goal: { ...goal, title } } }),
      'PATCH /goals/g1': ({ body }) => {
        const next = JSON.parse(String(body)).title as string;
        if (next.length > 50)
          return { status: 400, body: { error: { code: 'VALIDATION', message: 'title is too long for this test', field: 'title' } } };
        title = next;
        return { body: { goal: { ...goal, title } } };
      },
    });
    const { user } = renderRoute(<GoalPage />, { path: '/goal/:goalId', route: '/goal/g1' });
    await user.click(await screen.findByRole('button', { name: 'Rename goal' }));
    const field = screen.getByLabelText('Goal name');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please name your goal.')).toBeInTheDocument();
    await user.type(field, 'x'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('title is too long for this test')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Run 5K by spring');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Run 5K by spring' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename goal' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { title: 'x'.repeat(51) },
      { title: 'Run 5K by spring' },
    ]);
  });
});
