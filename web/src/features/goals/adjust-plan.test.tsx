import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Adjustment, Goal, Week } from '@contract';
import { aSchedule } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/render';
import { GoalPage } from './goal-page';

const week = (n: number, title: string, minutes: number): Week => ({
  id: `w0${n}`,
  number: n,
  title: `Week ${n}: ${title}`,
  description: '',
  days: [
    {
      id: `w0${n}d01`,
      number: 1,
      title: 'Day 1: Practice',
      isCompleted: n === 1,
      tasks: [
        {
          id: `t${n}${minutes}`,
          title: `Drill ${title}`,
          description: '',
          difficulty: 'easy',
          estimatedMinutes: minutes,
          completed: n === 1,
          createdAt: '',
          updatedAt: '',
          goalId: 'g1',
          dayId: `w0${n}d01`,
        },
      ],
    },
  ],
});
const goalWith = (adjustment?: Adjustment): Goal => ({
  id: 'g1',
  title: 'Learn Spanish',
  description: '',
  category: 'languages',
  option: 'Spanish',
  status: 'ready',
  progress: 33,
  totalDays: 3,
  completedDays: 1,
  totalWeeks: 3,
  createdAt: '2026-11-01T00:00:00Z',
  schedule: { ...aSchedule, weekdays: [1, 2, 3, 4, 5] },
  answers: { currentLevel: 'A few words', targetLevel: 'Hold a conversation', dailyMinutes: 30 },
  weeks: [week(1, 'Greetings', 30), week(2, 'Numbers', 30), week(3, 'Food', 30)],
  ...(adjustment && { adjustment }),
});
const request = { dailyMinutes: 60 };
const generating: Adjustment = { status: 'generating', request, fromWeek: 2, startedAt: new Date().toISOString() };
const ready: Adjustment = { ...generating, status: 'ready', weeks: [week(2, 'Numbers and prices', 60)] };
const route = { path: '/goal/:goalId', route: '/goal/g1' };

describe('adjusting a plan', () => {
  it('sends only what changed, then says the new plan is being made while the current one stays', async () => {
    let current = goalWith();
    const { calls } = mockApi({
      'GET /goals/g1': () => ({ body: { goal: current } }),
      'POST /goals/g1/adjust': () => {
        current = goalWith(generating);
        return { status: 202, body: { goal: current } };
      },
    });
    const { user } = renderRoute(<GoalPage />, route);
    await user.click(await screen.findByRole('button', { name: 'Adjust plan' }));
    const form = screen.getByRole('form', { name: 'Adjust plan' });
    const submit = within(form).getByRole('button', { name: 'Make a new plan' });
    expect(submit).toBeDisabled();
    expect(within(form).getByLabelText('Minutes a day')).toHaveValue(30);
    expect(within(form).getByLabelText('Target')).toHaveValue('Hold a conversation');
    await user.clear(within(form).getByLabelText('Minutes a day'));
    await user.type(within(form).getByLabelText('Minutes a day'), '60');
    await user.click(within(form).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Thursday' }));
    await user.click(within(form).getByRole('radio', { name: /Harder/ }));
    await user.click(submit);
    expect(await screen.findByText(/Planning week 2 onwards again/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ dailyMinutes: 60, weekdays: [1, 3, 5], pace: 'harder' });
  });

  it('says which review a proposed change comes from, and why', async () => {
    const why = 'The long run of this week was missed, and the next week builds on it: this week once more.';
    mockApi({ 'GET /goals/g1': { body: { goal: goalWith({ ...ready, request: {}, review: { week: 1, why } }) } } });
    renderRoute(<GoalPage />, route);
    expect(await screen.findByRole('heading', { name: 'After your review of week 1: your plan from week 2' })).toBeInTheDocument();
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept new plan' })).toBeEnabled();
  });

  it('shows the field the server refused at the field', async () => {
    mockApi({
      'GET /goals/g1': { body: { goal: goalWith() } },
      'POST /goals/g1/adjust': {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'targetLevel must be at most 500 characters', field: 'targetLevel' } },
      },
    });
    const { user } = renderRoute(<GoalPage />, route);
    await user.click(await screen.findByRole('button', { name: 'Adjust plan' }));
    await user.type(screen.getByLabelText('Target'), ' and read the news');
    await user.click(screen.getByRole('button', { name: 'Make a new plan' }));
    expect(await screen.findByText('targetLevel must be at most 500 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Target')).toHaveAttribute('aria-invalid', 'true');
    // The one error hook every form uses: the field in error takes focus, and editing it clears the error.
    expect(screen.getByLabelText('Target')).toHaveFocus();
    await user.type(screen.getByLabelText('Target'), '!');
    expect(screen.getByLabelText('Target')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the new weeks beside the current ones, and accepts them', async () => {
    let current = goalWith(ready);
    const { calls } = mockApi({
      'GET /goals/g1': () => ({ body: { goal: current } }),
      'POST /goals/g1/adjust/accept': () => {
        current = { ...goalWith(), weeks: [week(1, 'Greetings', 30), week(2, 'Numbers and prices', 60)], totalWeeks: 2 };
        return { body: { goal: current } };
      },
    });
    const { user } = renderRoute(<GoalPage />, route);
    const now = await screen.findByRole('list', { name: 'Current weeks' });
    expect(
      within(now)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Week 2: Numbers1 day · 30 min a day', 'Week 3: Food1 day · 30 min a day']);
    const next = screen.getByRole('list', { name: 'New weeks' });
    expect(within(next).getByText('Week 2: Numbers and prices')).toBeInTheDocument();
    expect(screen.getByText(/Week 1, which you have begun, stay/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept new plan' }));
    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/goals/g1/adjust/accept')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Adjust plan' })).toBeInTheDocument();
  });

  it('says so when the new weeks are the ones the plan has, and why a harder pace cannot pack them tighter', async () => {
    const same: Adjustment = {
      ...generating,
      request: { pace: 'harder' },
      status: 'ready',
      weeks: [week(2, 'Numbers', 30), week(3, 'Food', 30)],
    };
    mockApi({ 'GET /goals/g1': { body: { goal: goalWith(same) } } });
    renderRoute(<GoalPage />, route);
    expect(await screen.findByText(/^Nothing changes: this plan cannot honestly be packed tighter\./)).toHaveRole('status');
  });

  it('says nothing of the kind when the new weeks differ', async () => {
    mockApi({ 'GET /goals/g1': { body: { goal: goalWith({ ...ready, request: { pace: 'harder' } }) } } });
    renderRoute(<GoalPage />, route);
    await screen.findByRole('list', { name: 'New weeks' });
    expect(screen.queryByText(/Nothing changes/)).not.toBeInTheDocument();
  });

  it('discards the new plan and keeps the current one', async () => {
    let current = goalWith(ready);
    const { calls } = mockApi({
      'GET /goals/g1': () => ({ body: { goal: current } }),
      'DELETE /goals/g1/adjust': () => {
        current = goalWith();
        return { status: 204 };
      },
    });
    const { user } = renderRoute(<GoalPage />, route);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Kept your current plan')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Adjust plan' })).toBeInTheDocument();
  });

  it('says why a new plan could not be made, and offers to adjust again', async () => {
    mockApi({
      'GET /goals/g1': {
        body: { goal: goalWith({ ...generating, status: 'failed', failureReason: 'The AI could not produce a valid roadmap.' }) },
      },
    });
    const { user } = renderRoute(<GoalPage />, route);
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI could not produce a valid roadmap.');
    await user.click(screen.getByRole('button', { name: 'Adjust again' }));
    expect(screen.getByRole('form', { name: 'Adjust plan' })).toBeInTheDocument();
  });
});
