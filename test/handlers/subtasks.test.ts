import { apiHandler, call, type Handler, newUser } from '../support/api';
import { samplePlan, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

let drop: () => Promise<void>;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let goals: Handler;
let personal: typeof import('../../lambdas/handlers/personal-tasks').handler;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  goals = apiHandler();
  ({ handler: personal } = await import('../../lambdas/handlers/personal-tasks'));
});
afterAll(() => drop());

/** A ready goal whose first task is a counted exercise, as a curriculum writes one. */
async function taskToBreakDown() {
  const user = newUser();
  const plan = samplePlan(1, 2, 2);
  plan.weeks[0]!.days[0]!.tasks[0] = {
    title: 'Flashcards: 15 verbs in the imparfait',
    description: 'Including être (j’étais), the one irregular stem.',
    difficulty: 'medium',
    estimatedMinutes: 15,
  };
  const goal = await storeReadyGoal(user, plan);
  const detail = (await call(goals, `GET /goals/${goal.id}`, { user })).body.goal;
  const task = detail.weeks[0].days[0].tasks[0];
  const path = `/tasks/${goal.id}/${task.dayId}/${task.id}`;
  return { user, goal: detail, task, path };
}

const readTask = async (user: any, goalId: string, taskId: string) => {
  const goal = (await call(goals, `GET /goals/${goalId}`, { user })).body.goal;
  return goal.weeks.flatMap((w: any) => w.days.flatMap((d: any) => d.tasks)).find((t: any) => t.id === taskId);
};

describe('breaking a goal task down', () => {
  it('keeps 2–6 steps on the task, shown wherever the task is read', async () => {
    const { user, goal, task, path } = await taskToBreakDown();
    const res = await call(tasks, `POST ${path}/breakdown`, { user });
    expect(res.status).toBe(200);
    expect(res.body.task.subtasks.map((s: any) => [s.title, s.done])).toEqual([
      ['Verbs 1–5', false],
      ['Verbs 6–10', false],
      ['Verbs 11–15', false],
    ]);
    expect(new Set(res.body.task.subtasks.map((s: any) => s.id)).size).toBe(3);
    expect((await readTask(user, goal.id, task.id)).subtasks).toEqual(res.body.task.subtasks);
    const home = (await call(goals, 'GET /goals', { user })).body.goals[0];
    expect(home.currentDay.tasks[0].subtasks).toEqual(res.body.task.subtasks);
  });

  it('answers the steps it has when asked again, also when asked twice at once', async () => {
    const { user, task, path } = await taskToBreakDown();
    const [a, b] = await Promise.all([call(tasks, `POST ${path}/breakdown`, { user }), call(tasks, `POST ${path}/breakdown`, { user })]);
    expect(a.body.task.subtasks).toEqual(b.body.task.subtasks);
    const [first] = a.body.task.subtasks;
    await call(tasks, `PUT ${path}`, { user, body: { subtasks: [{ ...first, done: true }, ...a.body.task.subtasks.slice(1)] } });
    const again = await call(tasks, `POST ${path}/breakdown`, { user });
    expect(again.body.task.subtasks[0]).toEqual({ ...first, done: true });
    expect(again.body.task.id).toBe(task.id);
  });

  it('ticks, renames, removes and adds steps, and ticking every step leaves completing the task to the user', async () => {
    const { user, goal, task, path } = await taskToBreakDown();
    const steps = (await call(tasks, `POST ${path}/breakdown`, { user })).body.task.subtasks;
    const edited = await call(tasks, `PUT ${path}`, {
      user,
      body: {
        subtasks: [
          { ...steps[0], done: true },
          { ...steps[2], title: 'The irregular ones' },
          { title: 'Say each aloud', done: false },
        ],
      },
    });
    expect(edited.status).toBe(200);
    const now = edited.body.task.subtasks;
    expect(now.map((s: any) => [s.title, s.done])).toEqual([
      ['Verbs 1–5', true],
      ['The irregular ones', false],
      ['Say each aloud', false],
    ]);
    expect(now[0].id).toBe(steps[0].id);
    expect(now[1].id).toBe(steps[2].id);
    expect(now[2].id).toEqual(expect.stringMatching(/^[A-Za-z0-9]{8}$/));

    await call(tasks, `PUT ${path}`, { user, body: { subtasks: now.map((s: any) => ({ ...s, done: true })) } });
    expect(await readTask(user, goal.id, task.id)).toMatchObject({ completed: false });
    const done = await call(tasks, `PUT ${path}`, { user, body: { completed: true } });
    expect(done.body.task.completed).toBe(true);
    expect((await readTask(user, goal.id, task.id)).subtasks.every((s: any) => s.done)).toBe(true);

    const cleared = await call(tasks, `PUT ${path}`, { user, body: { subtasks: [] } });
    expect(cleared.body.task.subtasks).toEqual([]);
    expect((await readTask(user, goal.id, task.id)).subtasks).toBeUndefined();
  });

  it('refuses steps that are not steps, naming the field', async () => {
    const { user, path } = await taskToBreakDown();
    const bad = async (subtasks: unknown) => (await call(tasks, `PUT ${path}`, { user, body: { subtasks } })).body.error;
    expect(await bad('walk')).toMatchObject({ code: 'VALIDATION', field: 'subtasks' });
    expect(await bad(Array.from({ length: 7 }, (_, i) => ({ title: `Step ${i}`, done: false })))).toMatchObject({
      field: 'subtasks',
      message: expect.stringContaining('at most 6'),
    });
    expect(await bad([{ title: '', done: false }])).toMatchObject({ field: 'subtasks.0.title' });
    expect(await bad([{ title: 'x'.repeat(201), done: false }])).toMatchObject({ field: 'subtasks.0.title' });
    expect(await bad([{ title: 'Step', done: 'yes' }])).toMatchObject({ field: 'subtasks.0.done' });
    expect(await bad([{ id: 'a/b', title: 'Step', done: false }])).toMatchObject({ field: 'subtasks.0.id' });
    const same = [
      { id: 'abc', title: 'One', done: false },
      { id: 'abc', title: 'Two', done: false },
    ];
    expect(await bad(same)).toMatchObject({ field: 'subtasks', message: expect.stringContaining('repeat') });
  });

  it('is for goal tasks of the caller only', async () => {
    const { path, goal, task } = await taskToBreakDown();
    const stranger = newUser('Mallory');
    expect((await call(tasks, `POST ${path}/breakdown`, { user: stranger })).status).toBe(404);
    expect((await call(tasks, `PUT ${path}`, { user: stranger, body: { subtasks: [] } })).status).toBe(404);
    expect((await call(tasks, `POST /tasks/${goal.id}/${task.dayId}/nosuchtask/breakdown`, { user: stranger })).status).toBe(404);

    const owner = newUser();
    const mine = (await call(personal, 'POST /personal-tasks', { user: owner, body: { title: 'Call the bank' } })).body.task;
    const refused = await call(personal, `PUT /personal-tasks/${mine.id}`, { user: owner, body: { subtasks: [] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('subtasks');
  });
});

describe('ticking one step', () => {
  const broken = async () => {
    const found = await taskToBreakDown();
    const steps = (await call(tasks, `POST ${found.path}/breakdown`, { user: found.user })).body.task.subtasks;
    return { ...found, steps };
  };
  const tick = (user: any, path: string, stepId: string, done: unknown) =>
    call(tasks, `PUT ${path}/steps/${stepId}`, { user, body: { done } });

  it('changes that step alone, and answers the steps as they now are', async () => {
    const { user, goal, task, path, steps } = await broken();
    const res = await tick(user, path, steps[1].id, true);
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ id: task.id, goalId: goal.id, dayId: task.dayId });
    expect(res.body.task.subtasks.map((s: any) => s.done)).toEqual([false, true, false]);
    expect((await readTask(user, goal.id, task.id)).subtasks).toEqual(res.body.task.subtasks);
    expect((await tick(user, path, steps[1].id, false)).body.task.subtasks.map((s: any) => s.done)).toEqual([false, false, false]);
  });

  it('keeps every tick of steps ticked at once', async () => {
    const { user, goal, task, path, steps } = await broken();
    const answers = await Promise.all(steps.map((s: any) => tick(user, path, s.id, true)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await readTask(user, goal.id, task.id)).subtasks.map((s: any) => s.done)).toEqual([true, true, true]);
  });

  it('never undoes an edit of the list made meanwhile in another tab', async () => {
    const { user, goal, task, path, steps } = await broken();
    const edited = [...steps.slice(0, 2), { ...steps[2], title: 'The irregular ones' }, { title: 'Say each aloud', done: false }];
    await Promise.all([
      ...steps.map((s: any) => tick(user, path, s.id, true)),
      call(tasks, `PUT ${path}`, { user, body: { subtasks: edited } }),
    ]);
    const now = (await readTask(user, goal.id, task.id)).subtasks;
    expect(now.map((s: any) => s.title)).toEqual(['Verbs 1–5', 'Verbs 6–10', 'The irregular ones', 'Say each aloud']);
    expect(now.slice(0, 3).map((s: any) => s.id)).toEqual(steps.map((s: any) => s.id));
  });

  it('never brings back a step that was removed: its tick is a 404 and the list stays as edited', async () => {
    const { user, goal, task, path, steps } = await broken();
    await call(tasks, `PUT ${path}`, { user, body: { subtasks: steps.slice(1) } });
    const res = await tick(user, path, steps[0].id, true);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Step not found');
    expect((await readTask(user, goal.id, task.id)).subtasks.map((s: any) => s.id)).toEqual(steps.slice(1).map((s: any) => s.id));
  });

  it('refuses a body or a step id that is not one, naming the field, and changes nothing', async () => {
    const { user, goal, task, path, steps } = await broken();
    expect((await tick(user, path, steps[0].id, 'yes')).body.error).toMatchObject({ code: 'VALIDATION', field: 'done' });
    expect((await tick(user, path, steps[0].id, undefined)).body.error).toMatchObject({ code: 'VALIDATION', field: 'done' });
    const extra = await call(tasks, `PUT ${path}/steps/${steps[0].id}`, { user, body: { done: true, title: 'x' } });
    expect(extra.body.error).toMatchObject({ code: 'VALIDATION', field: 'title' });
    expect((await tick(user, path, 'a-b', true)).body.error).toMatchObject({ code: 'VALIDATION', field: 'stepId' });
    expect((await readTask(user, goal.id, task.id)).subtasks).toEqual(steps);
  });

  it("is the caller's own task's only", async () => {
    const { user, path, goal, task, steps } = await broken();
    const stranger = newUser('Mallory');
    expect((await tick(stranger, path, steps[0].id, true)).status).toBe(404);
    expect((await readTask(user, goal.id, task.id)).subtasks).toEqual(steps);
  });
});
