import { apiHandler, call, type Handler, newUser } from '../support/api';
import { samplePlan, scanTable, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { userPk } from '../../lambdas/store/user-key';
import { personalTaskKey } from '../../lambdas/store/personal-task';
import { historyPk } from '../../lambdas/store/history-index';

let drop: () => Promise<void>;
let personal: typeof import('../../lambdas/handlers/personal-tasks').handler;
let history: typeof import('../../lambdas/handlers/history').handler;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let goals: Handler;
let me: typeof import('../../lambdas/handlers/me').handler;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: personal } = await import('../../lambdas/handlers/personal-tasks'));
  ({ handler: history } = await import('../../lambdas/handlers/history'));
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  goals = apiHandler();
  ({ handler: me } = await import('../../lambdas/handlers/me'));
});
afterAll(() => drop());

describe('personal tasks', () => {
  it('are created, listed in creation order, edited, toggled and deleted on the server', async () => {
    const user = newUser();
    const a = await call(personal, 'POST /personal-tasks', { user, body: { title: ' Buy running shoes ' } });
    expect(a.status).toBe(201);
    expect(a.body.task).toMatchObject({ title: 'Buy running shoes', description: '', difficulty: 'medium', completed: false });
    expect(a.body.task.id).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(a.body.task.goalId).toBeUndefined();
    const b = await call(personal, 'POST /personal-tasks', {
      user,
      body: { title: 'Stretch', description: '10 minutes', difficulty: 'easy' },
    });

    const edit = await call(personal, `PUT /personal-tasks/${a.body.task.id}`, {
      user,
      body: { description: 'Size 42', difficulty: 'hard' },
    });
    expect(edit.body.task).toMatchObject({ id: a.body.task.id, description: 'Size 42', difficulty: 'hard' });

    const done = await call(personal, `PUT /personal-tasks/${b.body.task.id}`, { user, body: { completed: true } });
    expect(done.body.task).toMatchObject({ completed: true, completedAt: expect.any(String) });

    const list = (await call(personal, 'GET /personal-tasks', { user })).body.tasks;
    expect(list.map((t: any) => [t.title, t.completed])).toEqual([
      ['Buy running shoes', false],
      ['Stretch', true],
    ]);

    expect((await call(personal, `DELETE /personal-tasks/${a.body.task.id}`, { user })).status).toBe(204);
    expect((await call(personal, `DELETE /personal-tasks/${a.body.task.id}`, { user })).status).toBe(404);
    expect((await call(personal, 'GET /personal-tasks', { user })).body.tasks).toHaveLength(1);
  });

  it('refuse a blank title with the field and reason', async () => {
    const res = await call(personal, 'POST /personal-tasks', { user: newUser(), body: { title: '   ' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION', field: 'title', message: 'title is required' });
  });
});

describe('history', () => {
  it('lists completed goal and personal tasks newest first, labelled, filterable and paged', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user, samplePlan(1, 1, 3));
    const day = (await call(goals, `GET /goals/${goal.id}`, { user })).body.goal.weeks[0].days[0];
    const completed: string[] = [];
    for (const task of day.tasks) {
      await call(tasks, `PUT /tasks/${goal.id}/${day.id}/${task.id}`, { user, body: { completed: true } });
      completed.push(task.id);
    }
    const p = (await call(personal, 'POST /personal-tasks', { user, body: { title: 'Call the gym' } })).body.task;
    await call(personal, `PUT /personal-tasks/${p.id}`, { user, body: { completed: true } });
    completed.push(p.id);

    const all = (await call(history, 'GET /history', { user })).body;
    expect(all.items.map((i: any) => i.id)).toEqual([...completed].reverse());
    expect(all.items[0]).toMatchObject({ title: 'Call the gym', completed: true });
    expect(all.items[0].goalTitle).toBeUndefined();
    expect(all.items[1]).toMatchObject({ goalId: goal.id, goalTitle: 'Run a 10k' });
    expect(all.cursor).toBeUndefined();

    const onlyGoal = (await call(history, 'GET /history', { user, query: { goalId: goal.id } })).body.items;
    expect(onlyGoal.map((i: any) => i.id)).toEqual(completed.slice(0, 3).reverse());
    const onlyPersonal = (await call(history, 'GET /history', { user, query: { goalId: 'personal' } })).body.items;
    expect(onlyPersonal.map((i: any) => i.id)).toEqual([p.id]);

    const first = (await call(history, 'GET /history', { user, query: { limit: '3' } })).body;
    expect(first.items).toHaveLength(3);
    const second = (await call(history, 'GET /history', { user, query: { limit: '3', cursor: first.cursor } })).body;
    expect([...first.items, ...second.items].map((i: any) => i.id)).toEqual(all.items.map((i: any) => i.id));
  });

  it('bounds the reads of one request: a goal with no completions among many answers a page and a cursor, not a walk of the index', async () => {
    const user = newUser();
    const { putAll } = await import('../../lambdas/store/dynamo');
    const { historySk } = await import('../../lambdas/store/history-index');
    // 900 personal completions, one a minute, and a goal filter that matches none of them.
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString();
    await putAll(
      Array.from({ length: 900 }, (_, i) => ({
        ...personalTaskKey(user.sub, `P${i}`),
        type: 'ptask',
        id: `P${i}`,
        title: `Done ${i}`,
        description: '',
        difficulty: 'easy',
        completed: true,
        completedAt: at(i),
        createdAt: at(i),
        updatedAt: at(i),
        GSI1PK: historyPk(user.sub),
        GSI1SK: historySk(at(i), `P${i}`),
      })),
    );
    type Page = { items: { id: string }[]; cursor?: string };
    const pages: Page[] = [];
    let cursor: string | undefined;
    do {
      const page: Page = (await call(history, 'GET /history', { user, query: { goalId: 'G0none', ...(cursor && { cursor }) } })).body;
      pages.push(page);
      cursor = page.cursor;
    } while (cursor && pages.length < 10);
    // Each request looked through at most 400 entries: three requests to reach the end, none found.
    expect(pages.map((p) => [p.items.length, !!p.cursor])).toEqual([
      [0, true],
      [0, true],
      [0, false],
    ]);
    // A filter that matches more than a page: pages follow on without a gap or a repeat.
    const seen: string[] = [];
    cursor = undefined;
    do {
      const page: Page = (
        await call(history, 'GET /history', { user, query: { goalId: 'personal', limit: '50', ...(cursor && { cursor }) } })
      ).body;
      seen.push(...page.items.map((i) => i.id));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 900 }, (_, i) => `P${899 - i}`));
  });

  it('refuses a forged cursor and an unknown query parameter', async () => {
    const user = newUser();
    const forged = Buffer.from(JSON.stringify({ ...personalTaskKey('x', 'y'), GSI1PK: historyPk('x'), GSI1SK: 'z' })).toString('base64url');
    expect((await call(history, 'GET /history', { user, query: { cursor: forged } })).status).toBe(400);
    const sub = await call(history, 'GET /history', { user, query: { sub: 'someone' } });
    expect(sub.status).toBe(400);
    expect(sub.body.error.field).toBe('sub');
  });
});

describe('profile', () => {
  it('comes from the token until the user renames themselves', async () => {
    const user = newUser('Grace Hopper');
    const profile = (await call(me, 'GET /me', { user })).body.profile;
    expect(profile).toMatchObject({ id: user.sub, email: user.email, name: 'Grace Hopper', plan: 'free', goalCount: 0, goalLimit: 1 });
    expect(await scanTable().then((items) => items.filter((i) => i.PK === userPk(user.sub)))).toEqual([]);

    const renamed = await call(me, 'PATCH /me', { user, body: { name: 'Grace B. Hopper' } });
    expect(renamed.body.profile).toMatchObject({ name: 'Grace B. Hopper', plan: 'free' });
    expect((await call(me, 'GET /me', { user })).body.profile.name).toBe('Grace B. Hopper');
    expect((await call(me, 'PATCH /me', { user, body: { name: '' } })).status).toBe(400);
  });
});
