import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Goal, Subtask, Task } from '@contract';
import { GoalPage } from '@/features/goals/goal-page';
import { aSchedule } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/render';

const task = (subtasks?: Subtask[], completed = false): Task => ({
  id: 't1',
  title: 'Flashcards: 15 verbs',
  description: 'Say each aloud.',
  difficulty: 'medium',
  completed,
  createdAt: '',
  updatedAt: '',
  goalId: 'g1',
  dayId: 'w01d01',
  ...(subtasks && { subtasks }),
});
const goalWith = (t: Task): Goal => ({
  id: 'g1',
  title: 'French',
  description: '',
  category: 'languages',
  option: 'French',
  status: 'ready',
  progress: 0,
  totalDays: 1,
  completedDays: 0,
  totalWeeks: 1,
  createdAt: '',
  schedule: aSchedule,
  weeks: [
    {
      id: 'w01',
      number: 1,
      title: 'Week 1: Verbs',
      description: '',
      days: [{ id: 'w01d01', number: 1, title: 'Day 1', isCompleted: false, tasks: [t] }],
    },
  ],
});
const steps: Subtask[] = [
  { id: 's1', title: 'Verbs 1–5', done: false },
  { id: 's2', title: 'Verbs 6–10', done: false },
];
const route = { path: '/goal/:goalId', route: '/goal/g1' };

/** A server holding one task: reads answer it as the writes left it. */
function serve(initial: Task, breakdown: { status?: number; body?: unknown } = { body: { task: task(steps) } }) {
  let current = initial;
  return mockApi({
    'GET /goals/g1': () => ({ body: { goal: goalWith(current) } }),
    'PUT /tasks/g1/w01d01/t1': ({ body }) => {
      current = { ...current, ...JSON.parse(String(body)) };
      return { body: { task: current } };
    },
    'POST /tasks/g1/w01d01/t1/breakdown': () => {
      if (!breakdown.status) current = task(steps);
      return breakdown;
    },
  });
}

/** The goal page with Day 1 opened. */
async function openDay() {
  const rendered = renderRoute(<GoalPage />, route);
  await rendered.user.click(await screen.findByRole('button', { name: /Day 1/ }));
  return rendered;
}

describe('breaking a task down', () => {
  it('asks the server for steps, shows them in place and moves focus to the first', async () => {
    const { calls } = serve(task());
    const { user } = await openDay();
    await user.click(await screen.findByRole('button', { name: 'Break down Flashcards: 15 verbs' }));
    const list = await screen.findByRole('list', { name: 'Steps of Flashcards: 15 verbs' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Verbs 1–5', 'Verbs 6–10']);
    expect(screen.getByText('0 of 2 steps')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('checkbox', { name: 'Verbs 1–5' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: /Break down/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('ticks steps one by one and, when all are done, offers to complete the task', async () => {
    const { calls } = serve(task(steps));
    const { user } = await openDay();
    await user.click(await screen.findByRole('checkbox', { name: 'Verbs 1–5' }));
    expect(await screen.findByText('1 of 2 steps')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete task' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Verbs 6–10' }));
    expect(await screen.findByText('All steps done.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete task' }));
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    expect(puts).toEqual([
      { subtasks: [{ ...steps[0], done: true }, steps[1]] },
      {
        subtasks: [
          { ...steps[0], done: true },
          { ...steps[1], done: true },
        ],
      },
      { completed: true },
    ]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Flashcards: 15 verbs' })).toBeChecked());
  });

  it('keeps every tick of steps ticked quickly, on a server that answers the first one late', async () => {
    const three = [...steps, { id: 's3', title: 'Verbs 11–15', done: false }];
    let current = task(three);
    const arrived: string[][] = [];
    let answered = 0;
    let slow = true;
    mockApi({
      'GET /goals/g1': () => ({ body: { goal: goalWith(current) } }),
      'PUT /tasks/g1/w01d01/t1': async ({ body }) => {
        const patch = JSON.parse(String(body)) as { subtasks: Subtask[] };
        arrived.push(patch.subtasks.filter((s) => s.done).map((s) => s.id));
        // The first answer takes a while: a tick made meanwhile must not be lost, here or on the server.
        const late = slow;
        slow = false;
        if (late) await new Promise((r) => setTimeout(r, 150));
        current = { ...current, ...patch };
        answered++;
        return { body: { task: current } };
      },
    });
    const { user } = await openDay();
    await user.click(await screen.findByRole('checkbox', { name: 'Verbs 1–5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Verbs 6–10' }));
    await user.click(screen.getByRole('checkbox', { name: 'Verbs 11–15' }));
    expect(screen.getByText('All steps done.')).toBeInTheDocument();
    // The server gets them in the order they were made, each with the ticks before it.
    await waitFor(() => expect(answered).toBe(3));
    expect(arrived).toEqual([['s1'], ['s1', 's2'], ['s1', 's2', 's3']]);
    expect(current.subtasks!.every((s) => s.done)).toBe(true);
    // No late answer or refetch showed fewer ticks than were made.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('All steps done.')).toBeInTheDocument();
  });

  it('edits steps with the task: rename, remove and add, dropping empty ones', async () => {
    const { calls } = serve(task(steps));
    const { user } = await openDay();
    await user.click(await screen.findByRole('button', { name: 'Edit Flashcards: 15 verbs' }));
    const first = screen.getByRole('textbox', { name: 'Step 1' });
    await user.clear(first);
    await user.type(first, 'The regular ones');
    await user.click(screen.getByRole('button', { name: 'Remove step 2' }));
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(screen.getByRole('textbox', { name: 'Step 2' }), 'Say them aloud');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [put] = calls.filter((c) => c.method === 'PUT');
    expect(put!.body).toEqual({
      title: 'Flashcards: 15 verbs',
      description: 'Say each aloud.',
      difficulty: 'medium',
      subtasks: [
        { id: 's1', title: 'The regular ones', done: false },
        { id: expect.stringMatching(/^[a-f0-9]{8}$/), title: 'Say them aloud', done: false },
      ],
    });
    expect(await screen.findByRole('checkbox', { name: 'Say them aloud' })).toBeInTheDocument();
  });

  it('says so when the server cannot break it down, and keeps the action', async () => {
    serve(task(), { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } });
    const { user } = await openDay();
    await user.click(await screen.findByRole('button', { name: 'Break down Flashcards: 15 verbs' }));
    expect(await screen.findByText('Could not break the task down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Break down Flashcards: 15 verbs' })).toBeEnabled();
  });
});
