import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Goal } from '@contract';
import { aGoal } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/render';
import { GoalEnd } from './goal-end';

const finished: Goal = { ...aGoal(), totalDays: 3, completedDays: 3, progress: 100 };

describe('the end of a goal', () => {
  it('says the plan is finished and archives it', async () => {
    const { calls } = mockApi({ 'POST /goals/g1/archive': { body: { goal: { ...finished, archivedAt: '2026-11-23T10:00:00.000Z' } } } });
    const { user } = renderRoute(<GoalEnd goal={finished} />);
    expect(screen.getByRole('region', { name: 'Goal complete' })).toHaveTextContent(
      'You finished “Learn Spanish”All 3 days of the plan are done.',
    );
    await user.click(screen.getByRole('button', { name: 'Archive goal' }));
    expect(await screen.findByText('Goal archived')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /goals/g1/archive');
  });

  it('offers an archived goal back, and says why when the plan has no room', async () => {
    mockApi({
      'POST /goals/g1/restore': {
        status: 403,
        body: {
          error: {
            code: 'PLAN_LIMIT',
            message: 'The Free plan includes 1 goal. Upgrade to Pro for unlimited goals, or archive or delete your current goal first.',
          },
        },
      },
    });
    const { user } = renderRoute(<GoalEnd goal={{ ...finished, archivedAt: '2026-11-20T10:00:00.000Z' }} />);
    expect(screen.getByRole('region', { name: 'Archived' })).toHaveTextContent('Archived on 20 November 2026.');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/archive or delete your current goal first/)).toBeInTheDocument();
  });

  it('is nothing while the plan is under way', () => {
    const { container } = renderRoute(<GoalEnd goal={{ ...finished, completedDays: 2 }} />);
    expect(container.querySelector('section')).toBeNull();
  });
});
