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

/** Answers a tick of one step of `current`, as the server does: that step changed, the steps as they now are. */
const tickRoutes = (ids: string[], get: () => Task, set: (t: Task) => void) =>
  Object.fromEntries(
    ids.map((id) => [
      `PUT /tasks/g1/w01d01/t1/steps/${id}`,
      ({ body }: RequestInit) => {
        const { done } = JSON.parse(String(body)) as { done: boolean };
        const now = get();
        set({ ...now, subtasks: now.subtasks!.map((s) => (s.id === id ? { ...s, done } : s)) });
        return { body: { task: { id: 't1', goalId: 'g1', dayId: 'w01d01', updatedAt: '', subtasks: get().subtasks } } };
      },
    ]),
  );

/** A server holding one task: reads answer it as the writes left it. */
function serve(initial: Task, breakdown: { status?: number; body?: unknown } = { body: { task: task(steps) } }) {
  let current = initial;
  return mockApi({
    'GET /goals/g1': () => ({ body: { goal: goalWith(current) } }),
    ...tickRoutes(
      ['s1', 's2'],
      () => current,
      (t) => (current = t),
    ),
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
    // Each tick is a change of its step alone; completing is the task's own change.
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body]);
    expect(puts).toEqual([
      ['/tasks/g1/w01d01/t1/steps/s1', { done: true }],
      ['/tasks/g1/w01d01/t1/steps/s2', { done: true }],
      ['/tasks/g1/w01d01/t1', { completed: true }],
    ]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Flashcards: 15 verbs' })).toBeChecked());
  });

  it('keeps every tick of steps ticked quickly, on a server that answers the first one late, and says when they are saved', async () => {
    const three = [...steps, { id: 's3', title: 'Verbs 11–15', done: false }];
    let current = task(three);
    const arrived: string[] = [];
    let release: () => void = () => undefined;
    const ticks = tickRoutes(
      ['s1', 's2', 's3'],
      () => current,
      (t) => (current = t),
    );
    mockApi({
      'GET /goals/g1': () => ({ body: { goal: goalWith(current) } }),
      ...Object.fromEntries(
        Object.entries(ticks).map(([key, answer]) => [
          key,
          async (init: RequestInit) => {
            arrived.push(key.split('/').at(-1)!);
            // The first answer waits: a tick made meanwhile must not be lost, here or on the server.
            if (arrived.length === 1) await new Promise<void>((r) => (release = r));
            return answer(init);
          },
        ]),
      ),
    });
    const { user } = await openDay();
    await user.click(await screen.findByRole('checkbox', { name: 'Verbs 1–5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Verbs 6–10' }));
    await user.click(screen.getByRole('checkbox', { name: 'Verbs 11–15' }));
    expect(screen.getByText('All steps done.')).toBeInTheDocument();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    // One task's edits go one at a time: the others wait for the first answer.
    expect(arrived).toEqual(['s1']);
    release();
    // The server gets them in the order they were made, and the page says when the last is kept.
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(arrived).toEqual(['s1', 's2', 's3']);
    expect(current.subtasks!.every((s) => s.done)).toBe(true);
    // No late answer or refetch showed fewer ticks than were made.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('All steps done.')).toBeInTheDocument();
  });

  it('asks before the page is left while a tick is on its way, and not once it is saved', async () => {
    let release: () => void = () => undefined;
    let current = task(steps);
    const ticks = tickRoutes(
      ['s1'],
      () => current,
      (t) => (current = t),
    );
    mockApi({
      'GET /goals/g1': () => ({ body: { goal: goalWith(current) } }),
      'PUT /tasks/g1/w01d01/t1/steps/s1': async (init) => {
        await new Promise<void>((r) => (release = r));
        return ticks['PUT /tasks/g1/w01d01/t1/steps/s1']!(init);
      },
    });
    const { user } = await openDay();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.click(await screen.findByRole('checkbox', { name: 'Verbs 1–5' }));
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(leave()).toBe(true);
    release();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(leave()).toBe(false);
  });

  it('serialises the edits of one task only: another task’s tick goes at once', async () => {
    const other: Task = { ...task(), id: 't2', title: 'Listen: a podcast' };
    const goal = goalWith(task(steps));
    goal.weeks![0]!.days[0]!.tasks.push(other);
    const arrived: string[] = [];
    let release: () => void = () => undefined;
    mockApi({
      'GET /goals/g1': () => ({ body: { goal } }),
      'PUT /tasks/g1/w01d01/t1/steps/s1': async () => {
        arrived.push('t1 step');
        await new Promise<void>((r) => (release = r));
        return { body: { task: { id: 't1', updatedAt: '', subtasks: [{ ...steps[0], done: true }, steps[1]] } } };
      },
      'PUT /tasks/g1/w01d01/t1/steps/s2': () => {
        arrived.push('t1 second step');
        goal.weeks![0]!.days[0]!.tasks[0] = task(steps.map((x) => ({ ...x, done: true })));
        return { body: { task: { id: 't1', updatedAt: '', subtasks: steps.map((x) => ({ ...x, done: true })) } } };
      },
      'PUT /tasks/g1/w01d01/t2': () => {
        arrived.push('t2');
        return { body: { task: { id: 't2', updatedAt: '', completed: true, completedAt: '2026-01-01T00:00:00.000Z' } } };
      },
    });
    const { user } = await openDay();
    await user.click(await screen.findByRole('checkbox', { name: 'Verbs 1–5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Verbs 6–10' }));
    await user.click(screen.getByRole('checkbox', { name: 'Listen: a podcast' }));
    await waitFor(() => expect(arrived).toEqual(['t1 step', 't2']));
    release();
    await waitFor(() => expect(arrived).toEqual(['t1 step', 't2', 't1 second step']));
    expect(await screen.findByText('All steps done.')).toBeInTheDocument();
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
