import fc from 'fast-check';
import { apiHandler, call, type Handler, newUser, type TestUser } from '../support/api';
import { samplePlan, scanTable, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { userPk } from '../../lambdas/store/user-key';

/**
 * A user never reaches another user's data, whatever ids they send; and no malformed or hostile
 * input writes anything or gets past a 4xx.
 */
let drop: () => Promise<void>;
let h: {
  goals: Handler;
  tasks: typeof import('../../lambdas/handlers/tasks').handler;
  personal: typeof import('../../lambdas/handlers/personal-tasks').handler;
  history: typeof import('../../lambdas/handlers/history').handler;
  me: typeof import('../../lambdas/handlers/me').handler;
};
let owner: TestUser;
let ids: { goalId: string; dayId: string; taskId: string; personalId: string; cursor: string };

beforeAll(async () => {
  ({ drop } = await createTestTable());
  h = {
    goals: apiHandler(),
    tasks: (await import('../../lambdas/handlers/tasks')).handler,
    personal: (await import('../../lambdas/handlers/personal-tasks')).handler,
    history: (await import('../../lambdas/handlers/history')).handler,
    me: (await import('../../lambdas/handlers/me')).handler,
  };
  owner = newUser('Owner');
  const goal = await storeReadyGoal(owner, samplePlan(1, 2, 2));
  const detail = (await call(h.goals, `GET /goals/${goal.id}`, { user: owner })).body.goal;
  const task = detail.weeks[0].days[0].tasks[0];
  await call(h.tasks, `PUT /tasks/${goal.id}/${task.dayId}/${task.id}`, { user: owner, body: { completed: true } });
  await call(h.tasks, `PUT /tasks/${goal.id}/${task.dayId}/${detail.weeks[0].days[0].tasks[1].id}`, {
    user: owner,
    body: { completed: true },
  });
  const personal = (await call(h.personal, 'POST /personal-tasks', { user: owner, body: { title: 'Call mum' } })).body.task;
  await call(h.personal, `PUT /personal-tasks/${personal.id}`, { user: owner, body: { completed: true } });
  const page = await call(h.history, 'GET /history', { user: owner, query: { limit: '1' } });
  expect(page.body.cursor).toEqual(expect.any(String));
  ids = { goalId: goal.id, dayId: task.dayId, taskId: task.id, personalId: personal.id, cursor: page.body.cursor };
});
afterAll(() => drop());

const ownerItems = async () => (await scanTable()).filter((i) => i.PK === userPk(owner.sub));

describe("another user's ids", () => {
  it('answer 404 on every route that names them, and change nothing', async () => {
    const intruder = newUser('Intruder');
    const before = await ownerItems();
    const { goalId, dayId, taskId, personalId } = ids;
    const attempts = await Promise.all([
      call(h.goals, `GET /goals/${goalId}`, { user: intruder }),
      call(h.goals, `DELETE /goals/${goalId}`, { user: intruder }),
      call(h.goals, `POST /goals/${goalId}/retry`, { user: intruder }),
      call(h.tasks, `POST /tasks/${goalId}/${dayId}`, { user: intruder, body: { title: 'Injected' } }),
      call(h.tasks, `PUT /tasks/${goalId}/${dayId}/${taskId}`, { user: intruder, body: { completed: false } }),
      call(h.tasks, `PUT /tasks/${goalId}/${dayId}/${taskId}`, { user: intruder, body: { title: 'Hijacked' } }),
      call(h.tasks, `DELETE /tasks/${goalId}/${dayId}/${taskId}`, { user: intruder }),
      call(h.personal, `PUT /personal-tasks/${personalId}`, { user: intruder, body: { completed: false } }),
      call(h.personal, `DELETE /personal-tasks/${personalId}`, { user: intruder }),
    ]);
    expect(attempts.map((a) => a.status)).toEqual(Array(attempts.length).fill(404));
    expect(await ownerItems()).toEqual(before);
  });

  it('never show up in the other user’s lists, history or profile', async () => {
    const intruder = newUser('Intruder');
    expect((await call(h.goals, 'GET /goals', { user: intruder })).body).toEqual({ goals: [] });
    expect((await call(h.personal, 'GET /personal-tasks', { user: intruder })).body).toEqual({ tasks: [] });
    expect((await call(h.history, 'GET /history', { user: intruder })).body).toEqual({ items: [] });
    expect((await call(h.history, 'GET /history', { user: intruder, query: { goalId: ids.goalId } })).body).toEqual({ items: [] });
    const stolenCursor = await call(h.history, 'GET /history', { user: intruder, query: { cursor: ids.cursor } });
    expect(stolenCursor.status).toBe(400);
    expect(stolenCursor.body.error.field).toBe('cursor');
    const me = (await call(h.me, 'GET /me', { user: intruder })).body.profile;
    expect(me).toMatchObject({ id: intruder.sub, email: intruder.email, plan: 'free', goalCount: 0 });
  });

  it('cannot be reached without verified claims', async () => {
    const res = await call(h.goals, 'GET /goals', { user: null, headers: { sub: owner.sub } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('cannot be reached with an access token, or an ID token issued to another client of the pool', async () => {
    for (const claims of [{ token_use: 'access' }, { aud: 'some-other-client' }] as Record<string, string>[]) {
      const res = await call(h.goals, 'GET /goals', { user: owner, claims });
      expect({ claims, status: res.status }).toEqual({ claims, status: 401 });
    }
    expect((await call(h.goals, 'GET /goals', { user: owner })).status).toBe(200);
  });
});

describe('malformed and hostile input', () => {
  const jsonValue = fc.oneof(
    fc.jsonValue(),
    fc.record({ title: fc.string(), completed: fc.anything() }),
    fc.record({ category: fc.string(), option: fc.string(), answers: fc.anything() }),
    fc.record({ completed: fc.boolean(), userId: fc.string(), PK: fc.string(), completedAt: fc.string() }),
  );
  const hostileId = fc.oneof(
    fc.string({ minLength: 1 }),
    fc.constantFrom('..', '%23', 'GOAL#x', 'x#W#01', '../../etc', "' OR 1=1", '\u0000', 'a'.repeat(300)),
  );

  it('bodies that are not valid requests get a 4xx naming the problem and write nothing', async () => {
    const routes = [
      (body: unknown) => call(h.goals, 'POST /goals', { user: owner, body }),
      (body: unknown) => call(h.tasks, `PUT /tasks/${ids.goalId}/${ids.dayId}/${ids.taskId}`, { user: owner, body }),
      (body: unknown) => call(h.tasks, `POST /tasks/${ids.goalId}/${ids.dayId}`, { user: owner, body }),
      (body: unknown) => call(h.personal, `PUT /personal-tasks/${ids.personalId}`, { user: owner, body }),
      (body: unknown) => call(h.personal, 'POST /personal-tasks', { user: owner, body }),
      (body: unknown) => call(h.me, 'PATCH /me', { user: owner, body }),
    ];
    let snapshot = await scanTable();
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(routes.length - 1), jsonValue, async (route, body) => {
        const res = await routes[route]!(body);
        const now = await scanTable();
        if (res.status < 300) {
          snapshot = now; // a random body that happens to be a valid request (e.g. a plain title)
          return;
        }
        rejected++;
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.error.message).toEqual(expect.any(String));
        expect(now).toEqual(snapshot);
      }),
      { numRuns: 80 },
    );
    expect(rejected).toBeGreaterThan(40);
  });

  it('malformed JSON, oversize bodies and hostile ids are refused without writing', async () => {
    const before = await scanTable();
    const bad = await call(h.personal, 'POST /personal-tasks', { user: owner, rawBody: '{"title": "x",' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION', field: 'body' });
    expect(bad.body.error.message).toMatch(/not valid JSON/);

    const big = await call(h.personal, 'POST /personal-tasks', { user: owner, body: { title: 'x', description: 'y'.repeat(70 * 1024) } });
    expect(big.status).toBe(413);

    const long = await call(h.personal, 'POST /personal-tasks', { user: owner, body: { title: 'x'.repeat(201) } });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ field: 'title', message: 'title must be at most 200 characters' });

    const owned = await call(h.tasks, `PUT /tasks/${ids.goalId}/${ids.dayId}/${ids.taskId}`, {
      user: owner,
      body: { completed: true, userId: 'someone-else' },
    });
    expect(owned.status).toBe(400);
    expect(owned.body.error.field).toBe('userId');

    await fc.assert(
      fc.asyncProperty(hostileId, hostileId, async (a, b) => {
        const results = await Promise.all([
          call(h.goals, `GET /goals/${encodeURIComponent(a)}`, { user: owner }),
          call(h.tasks, `PUT /tasks/${encodeURIComponent(a)}/${encodeURIComponent(b)}/${encodeURIComponent(a)}`, {
            user: owner,
            body: { completed: true },
          }),
          call(h.personal, `DELETE /personal-tasks/${encodeURIComponent(b)}`, { user: owner }),
        ]);
        for (const r of results) expect([400, 404]).toContain(r.status);
      }),
      { numRuns: 60 },
    );
    expect(await scanTable()).toEqual(before);
  });
});
