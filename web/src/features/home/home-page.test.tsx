import { screen, waitFor, within } from '@testing-library/react';
import { aSchedule } from '@/test/fixtures';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn, weekdayOf, type GoalSummary, type Task } from '@contract';
import { mockApi, renderRoute } from '@/test/render';
import { HomePage } from './home-page';

const task = (id: string, title: string, extra: Partial<Task> = {}): Task => ({
  id,
  title,
  description: `${title} description`,
  difficulty: 'medium',
  completed: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...extra,
});

const goal: GoalSummary = {
  id: 'g1',
  title: 'Learn Spanish',
  description: '',
  category: 'languages',
  option: 'Spanish',
  status: 'ready',
  progress: 20,
  totalDays: 5,
  completedDays: 1,
  totalWeeks: 1,
  createdAt: '2026-01-01T00:00:00Z',
  schedule: aSchedule,
  behindDays: 0,
  currentWeek: { id: 'w01', number: 1, title: 'Week 1: Greetings (A1)', description: '' },
  currentDay: {
    id: 'w01d02',
    number: 2,
    title: 'Day 2: Practise greetings',
    isCompleted: false,
    tasks: [
      task('t1', 'Flashcards', { goalId: 'g1', dayId: 'w01d02' }),
      task('t2', 'Shadowing', { goalId: 'g1', dayId: 'w01d02', completed: true }),
    ],
  },
};

describe('Home', () => {
  it('greets by first name and shows personal and goal tasks with their counts', async () => {
    mockApi({ 'GET /goals': { body: { goals: [goal] } }, 'GET /personal-tasks': { body: { tasks: [task('p1', 'Call mum')] } } });
    renderRoute(<HomePage />);
    expect(screen.getByText('Loading Your Tasks')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana' })).toBeInTheDocument();
    expect(screen.getByText('Week 1: Greetings (A1) · Day 2')).toBeInTheDocument();
    expect(await screen.findByLabelText('0/1 completed')).toBeInTheDocument();
    expect(screen.getByLabelText('1/2 completed')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Shadowing' })).toBeChecked();
  });

  it('toggles a goal task at once and sends only the completed flag', async () => {
    let done = false;
    const tasks = [...goal.currentDay!.tasks, task('t4', 'Podcast', { goalId: 'g1', dayId: 'w01d02' })];
    const withDone = () => ({
      ...goal,
      currentDay: { ...goal.currentDay!, tasks: tasks.map((t) => (t.id === 't1' ? { ...t, completed: done } : t)) },
    });
    const { calls } = mockApi({
      'GET /goals': () => ({ body: { goals: [withDone()] } }),
      'GET /personal-tasks': { body: { tasks: [] } },
      'PUT /tasks/g1/w01d02/t1': () => {
        done = true;
        return { body: { task: { id: 't1', completed: true, completedAt: '2026-01-02T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' } } };
      },
    });
    const { user } = renderRoute(<HomePage />);
    const box = await screen.findByRole('checkbox', { name: 'Flashcards' });
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/tasks/g1/w01d02/t1', body: { completed: true } }),
    );
  });

  it('rolls a failed toggle back and says so', async () => {
    mockApi({
      'GET /goals': { body: { goals: [goal] } },
      'GET /personal-tasks': { body: { tasks: [] } },
      'PUT /tasks/g1/w01d02/t1': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
    });
    const { user } = renderRoute(<HomePage />);
    const box = await screen.findByRole('checkbox', { name: 'Flashcards' });
    await user.click(box);
    expect(await screen.findByText('Something went wrong, but we are already working on it!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Flashcards' })).not.toBeChecked());
  });

  it('adds a personal task: Save stays disabled until the title has text', async () => {
    const personal: Task[] = [];
    const { calls } = mockApi({
      'GET /goals': { body: { goals: [] } },
      'GET /personal-tasks': () => ({ body: { tasks: personal } }),
      'POST /personal-tasks': () => {
        personal.push(task('p9', 'Stretch'));
        return { status: 201, body: { task: personal[0] } };
      },
    });
    const { user } = renderRoute(<HomePage />);
    expect(await screen.findByText('You have no goals yet.')).toBeInTheDocument();
    const section = screen.getByText('Nothing here yet. Add a task for today.').closest('div')!.parentElement!;
    await user.click(within(section).getByRole('button', { name: 'Add task' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Task title'), '   ');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Task title'), 'Stretch');
    await user.click(save);
    expect(await screen.findByRole('checkbox', { name: 'Stretch' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Stretch', difficulty: 'medium' });
  });

  it('edits a task inline and closes the editor on an outside click when nothing changed', async () => {
    let title = 'Call mum';
    const { calls } = mockApi({
      'GET /goals': { body: { goals: [] } },
      'GET /personal-tasks': () => ({ body: { tasks: [task('p1', title)] } }),
      'PUT /personal-tasks/p1': () => {
        title = 'Call mum tonight';
        return { body: { task: { id: 'p1', title, updatedAt: '2026-01-02T00:00:00Z' } } };
      },
    });
    const { user } = renderRoute(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Call mum' }));
    expect(screen.getByLabelText('Task title')).toHaveValue('Call mum');
    await user.click(screen.getByRole('heading', { name: /Welcome/ }));
    expect(screen.queryByLabelText('Task title')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Call mum' }));
    await user.clear(screen.getByLabelText('Task title'));
    await user.type(screen.getByLabelText('Task title'), 'Call mum tonight');
    await user.click(screen.getByRole('heading', { name: /Welcome/ }));
    expect(screen.getByLabelText('Task title')).toBeInTheDocument(); // changed: stays open
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('checkbox', { name: 'Call mum tonight' })).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ title: 'Call mum tonight' }));
  });

  it('deletes a task and offers Undo', async () => {
    let tasks = [task('p1', 'Call mum')];
    mockApi({
      'GET /goals': { body: { goals: [] } },
      'GET /personal-tasks': () => ({ body: { tasks } }),
      'DELETE /personal-tasks/p1': () => {
        tasks = [];
        return { status: 204 };
      },
    });
    const { user } = renderRoute(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Call mum' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Call mum' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('undoes the delete of a completed task: it comes back completed, so in History too', async () => {
    let tasks = [task('p1', 'Call mum', { completed: true, completedAt: '2026-11-23T08:00:00.000Z' })];
    const { calls } = mockApi({
      'GET /goals': { body: { goals: [] } },
      'GET /personal-tasks': () => ({ body: { tasks } }),
      'DELETE /personal-tasks/p1': () => {
        tasks = [];
        return { status: 204 };
      },
      'POST /personal-tasks': () => {
        tasks = [task('p2', 'Call mum')];
        return { status: 201, body: { task: tasks[0] } };
      },
      'PUT /personal-tasks/p2': () => {
        tasks = [task('p2', 'Call mum', { completed: true, completedAt: '2026-11-23T09:00:00.000Z' })];
        return { body: { task: { id: 'p2', updatedAt: 'now', completed: true, completedAt: '2026-11-23T09:00:00.000Z' } } };
      },
    });
    const { user } = renderRoute(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Call mum' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Task restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Call mum' })).toBeChecked());
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /personal-tasks/p1',
      'POST /personal-tasks',
      'PUT /personal-tasks/p2',
    ]);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ completed: true });
  });

  it('moves focus to the next task after a delete, and to Add task after the last', async () => {
    let tasks = [task('p1', 'First'), task('p2', 'Second')];
    const remove = (id: string) => () => {
      tasks = tasks.filter((t) => t.id !== id);
      return { status: 204 };
    };
    mockApi({
      'GET /goals': { body: { goals: [] } },
      'GET /personal-tasks': () => ({ body: { tasks } }),
      'DELETE /personal-tasks/p1': remove('p1'),
      'DELETE /personal-tasks/p2': remove('p2'),
    });
    const { user } = renderRoute(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Delete First' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Second' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Delete Second' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add task' })).toHaveFocus());
  });

  it('asks before Escape throws edits away, and closes an untouched editor at once', async () => {
    mockApi({ 'GET /goals': { body: { goals: [] } }, 'GET /personal-tasks': { body: { tasks: [task('p1', 'Call mum')] } } });
    const { user } = renderRoute(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Call mum' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Task title')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Call mum' }));
    await user.type(screen.getByLabelText('Task title'), ' tonight');
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Task title')).toHaveValue('Call mum tonight');
    // Focus is back in the field, so Escape asks again.
    expect(screen.getByLabelText('Task title')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByLabelText('Task title')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Call mum' })).toBeInTheDocument();
  });

  it('keeps what was completed before today a click away, in the device’s time zone', async () => {
    const { calls } = mockApi({
      'GET /goals': { body: { goals: [] } },
      'GET /personal-tasks': ({ url }) =>
        new URL(url).searchParams.get('view') === 'recent'
          ? { body: { tasks: [task('p9', 'Buy milk', { completed: true, completedAt: '2026-11-20T08:00:00.000Z' })] } }
          : { body: { tasks: [task('p1', 'Call mum')] } },
    });
    const { user } = renderRoute(<HomePage />);
    expect(await screen.findByRole('checkbox', { name: 'Call mum' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Buy milk' })).not.toBeInTheDocument();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(calls.find((c) => c.path.startsWith('/personal-tasks'))?.path).toBe(`/personal-tasks?timeZone=${encodeURIComponent(zone)}`);
    await user.click(screen.getByText('Completed earlier this week'));
    const earlier = await screen.findByRole('list', { name: 'Completed earlier this week' });
    expect(within(earlier).getByRole('checkbox', { name: 'Buy milk' })).toBeChecked();
    expect(screen.getAllByRole('button', { name: 'Add task' })).toHaveLength(1);
  });

  it('says “Welcome back” only from the second visit of Home on', async () => {
    localStorage.clear();
    mockApi({ 'GET /goals': { body: { goals: [] } }, 'GET /personal-tasks': { body: { tasks: [] } } });
    const first = renderRoute(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana' })).toBeInTheDocument();
    first.unmount();
    renderRoute(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ana' })).toBeInTheDocument();
  });

  it('shows today’s progress by task beside the roadmap’s progress by day', async () => {
    mockApi({ 'GET /goals': { body: { goals: [goal] } }, 'GET /personal-tasks': { body: { tasks: [] } } });
    renderRoute(<HomePage />);
    const today = await screen.findByRole('progressbar', { name: 'Today’s tasks of Learn Spanish'.replace('’', "'") });
    expect(today).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('1 of 2 tasks')).toBeInTheDocument();
    expect(screen.getByText('Roadmap 20% · 1 of 5 days done')).toBeInTheDocument();
  });

  it('says “Day N complete” when the last task of the day is ticked, then shows the next day', async () => {
    let finished = false;
    let servedNext = false;
    const nextDay = {
      ...goal,
      completedDays: 2,
      progress: 40,
      currentDay: {
        id: 'w01d03',
        number: 3,
        title: 'Day 3',
        isCompleted: false,
        tasks: [task('t3', 'Role-play', { goalId: 'g1', dayId: 'w01d03' })],
      },
    };
    mockApi({
      'GET /goals': () => {
        servedNext = finished;
        return { body: { goals: [finished ? nextDay : goal] } };
      },
      'GET /personal-tasks': { body: { tasks: [] } },
      'PUT /tasks/g1/w01d02/t1': () => {
        finished = true;
        return { body: { task: { id: 't1', completed: true, completedAt: '2026-01-02T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' } } };
      },
    });
    const { user } = renderRoute(<HomePage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Flashcards' }));
    const card = screen.getByRole('article');
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Day 2 complete'));
    expect(within(card).getByText('All 2 tasks done. Nice work.')).toBeInTheDocument();
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    // Home's count agrees with the moment, also once the server already answers the next day.
    await waitFor(() => expect(servedNext).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByLabelText('2/2 completed')).toBeInTheDocument();
    // The moment ends by itself, and the next day's tasks take its place, counted in turn.
    expect(await within(card).findByRole('checkbox', { name: 'Role-play' }, { timeout: 4000 })).not.toBeChecked();
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
    expect(await screen.findByLabelText('0/1 completed')).toBeInTheDocument();
  });

  it('goes on to the next day at once on request, and says nothing for a day that loads complete', async () => {
    let finished = false;
    const done = { ...goal, currentDay: { ...goal.currentDay!, tasks: goal.currentDay!.tasks.map((t) => ({ ...t, completed: true })) } };
    mockApi({
      'GET /goals': () => ({ body: { goals: [finished ? { ...done, completedDays: 2 } : goal] } }),
      'GET /personal-tasks': { body: { tasks: [] } },
      'PUT /tasks/g1/w01d02/t1': () => {
        finished = true;
        return { body: { task: { id: 't1', completed: true, updatedAt: '2026-01-02T00:00:00Z' } } };
      },
    });
    const { user, unmount } = renderRoute(<HomePage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Flashcards' }));
    await user.click(await screen.findByRole('button', { name: 'Show the next day' }));
    expect(screen.queryByText('All 2 tasks done. Nice work.')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Flashcards' })).toBeChecked();
    unmount();

    // The last day, already complete when Home opens: no moment.
    mockApi({
      'GET /goals': { body: { goals: [{ ...done, completedDays: 5, totalDays: 5, progress: 100 }] } },
      'GET /personal-tasks': { body: { tasks: [] } },
    });
    renderRoute(<HomePage />);
    expect(await screen.findByText('2 of 2 tasks')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('status')).toBeEmptyDOMElement();
  });

  it('ends the moment at once when the tick that completed the day is refused', async () => {
    mockApi({
      'GET /goals': { body: { goals: [goal] } },
      'GET /personal-tasks': { body: { tasks: [] } },
      'PUT /tasks/g1/w01d02/t1': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
    });
    const { user } = renderRoute(<HomePage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Flashcards' }));
    expect(await screen.findByText('Something went wrong, but we are already working on it!')).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(await within(card).findByRole('checkbox', { name: 'Flashcards' })).not.toBeChecked();
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses a task title over the limit at the field, without cutting it', async () => {
    mockApi({ 'GET /goals': { body: { goals: [] } }, 'GET /personal-tasks': { body: { tasks: [] } } });
    const { user } = renderRoute(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const title = screen.getByLabelText('Task title');
    await user.click(title);
    await user.paste('x'.repeat(201));
    expect(title).toHaveValue('x'.repeat(201));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Keep it to 200 characters or fewer: this has 201.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.keyboard('{Backspace}');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('offers edit and delete in a task menu that works from the keyboard', async () => {
    let tasks = [task('p1', 'Call mum')];
    mockApi({
      'GET /goals': { body: { goals: [] } },
      'GET /personal-tasks': () => ({ body: { tasks } }),
      'DELETE /personal-tasks/p1': () => {
        tasks = [];
        return { status: 204 };
      },
    });
    const { user } = renderRoute(<HomePage />);
    const menuButton = await screen.findByRole('button', { name: 'Actions for Call mum' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Task title')).toHaveValue('Call mum');
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: 'Actions for Call mum' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Call mum' })).not.toBeInTheDocument());
  });

  it('says plainly when planned days went by, and moves the plan to today', async () => {
    const { calls } = mockApi({
      'GET /goals': { body: { goals: [{ ...goal, behindDays: 3 }] } },
      'GET /personal-tasks': { body: { tasks: [] } },
      'POST /goals/g1/reschedule': { body: { goal: { ...goal, weeks: [] } } },
    });
    const { user } = renderRoute(<HomePage />);
    const behind = await screen.findByRole('group', { name: 'Behind schedule' });
    expect(behind).toHaveTextContent('3 planned days went by without being finished.');
    await user.click(within(behind).getByRole('button', { name: 'Reschedule from today' }));
    expect(await screen.findByText('Plan moved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/goals/g1/reschedule', body: {} });
  });

  it('offers the review of a week that ended: one tap answers it, and says what it changed', async () => {
    const why = 'A hard week with 3 days left undone: this week once more.';
    const { calls } = mockApi({
      'GET /goals': { body: { goals: [{ ...goal, reviewDue: { week: 1, endedOn: '2026-01-04' } }] } },
      'GET /personal-tasks': { body: { tasks: [] } },
      'PUT /goals/g1/reviews/1': {
        body: {
          review: {
            week: 1,
            title: 'Week 1: Greetings (A1)',
            endedOn: '2026-01-04',
            planned: { tasks: 6, minutes: 60, days: 3 },
            done: { tasks: 1, minutes: 10, days: 0 },
            answer: { feel: 'hard', answeredAt: '2026-01-05T08:00:00Z' },
            change: { kind: 'repeat', why },
          },
        },
      },
    });
    const { user } = renderRoute(<HomePage />);
    const card = await screen.findByRole('group', { name: 'Week in review' });
    expect(card).toHaveTextContent('Week 1 has ended.');
    // The note waits behind a button on Home, and takes focus when asked for.
    expect(within(card).queryByLabelText('A note (optional)')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add a note' }));
    expect(within(card).getByLabelText('A note (optional)')).toHaveFocus();
    await user.keyboard('Ill all week');
    await user.click(within(card).getByRole('button', { name: 'Too hard' }));
    expect(
      await screen.findByText(`Week 1: too hard — noted. ${why} The new weeks wait beside your plan on the goal page.`),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ feel: 'hard', note: 'Ill all week' });
    expect(screen.getByRole('link', { name: 'See the new weeks' })).toHaveAttribute('href', '/goal/g1');
  });

  it('leaves a week’s review for later, and does not offer it again on this device', async () => {
    mockApi({
      'GET /goals': { body: { goals: [{ ...goal, reviewDue: { week: 2, endedOn: '2026-01-11' } }] } },
      'GET /personal-tasks': { body: { tasks: [] } },
    });
    const first = renderRoute(<HomePage />);
    const card = await screen.findByRole('group', { name: 'Week in review' });
    await first.user.click(within(card).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('group', { name: 'Week in review' })).not.toBeInTheDocument();
    // Remembered on the device, not only in this page's memory.
    expect(localStorage.getItem('stride:review-later:g1:2')).toBe('1');
    first.unmount();
    renderRoute(<HomePage />);
    expect(await screen.findByText('Week 1: Greetings (A1) · Day 2')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Week in review' })).not.toBeInTheDocument();
  });

  it('on a day off says when the next day is, and lets the user start it early', async () => {
    const today = todayIn('UTC');
    const offToday = { ...aSchedule, weekdays: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekdayOf(today)) };
    const next = { ...goal, schedule: offToday, currentDay: { ...goal.currentDay!, date: addDays(today, 1) } };
    mockApi({ 'GET /goals': { body: { goals: [next] } }, 'GET /personal-tasks': { body: { tasks: [] } } });
    const { user } = renderRoute(<HomePage />);
    expect(await screen.findByText('Rest day — next: Day 2, tomorrow.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Flashcards' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Day 2 now' }));
    expect(screen.getByRole('checkbox', { name: 'Flashcards' })).toBeInTheDocument();
  });

  it('hands focus back to Edit when the editor closes, by Escape or by saving', async () => {
    let title = 'Call mum';
    mockApi({
      'GET /goals': { body: { goals: [] } },
      'GET /personal-tasks': () => ({ body: { tasks: [task('p1', title)] } }),
      'PUT /personal-tasks/p1': () => {
        title = 'Call mum today';
        return { body: { task: { id: 'p1', title, updatedAt: '2026-01-02T00:00:00Z' } } };
      },
    });
    const { user } = renderRoute(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Call mum' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Edit Call mum' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Edit Call mum' }));
    await user.type(screen.getByLabelText('Task title'), ' today');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Call mum today' })).toHaveFocus());
  });
});
