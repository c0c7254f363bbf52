import { call, newUser, type TestUser } from '../support/api';
import { customGoalInput, identityOf, scanTable } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { ENV } from '../../lambdas/env';
import { userPk } from '../../lambdas/store/user-key';
import { goalSk } from '../../lambdas/store/goal';

/**
 * The goal lifecycle through the goals handler on DynamoDB Local, with the builtin (offline) planner
 * generating in the background as it does under `npm start`.
 */
let drop: () => Promise<void>;
let goals: typeof import('../../lambdas/handlers/goals').handler;
let dispatch: typeof import('../../lambdas/roadmap/dispatch');

const QUOTA = 3;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  process.env[ENV.generationMode] = 'inline';
  process.env[ENV.roadmapProvider] = 'builtin';
  process.env.DAILY_GENERATION_QUOTA = String(QUOTA);
  ({ handler: goals } = await import('../../lambdas/handlers/goals'));
  dispatch = await import('../../lambdas/roadmap/dispatch');
  const { runGeneration } = await import('../../lambdas/roadmap/run');
  dispatch.useInlineGeneration((job) => runGeneration(job.userId, job.goalId));
});
afterAll(() => drop());

const spanish = {
  category: 'languages',
  option: 'Spanish',
  answers: { currentLevel: 'I know a few words', targetLevel: 'Hold a simple conversation', dailyMinutes: 30 },
};

async function makePro(user: TestUser) {
  const { setPlan } = await import('../../lambdas/store/profile');
  await setPlan(user.sub, 'pro');
}

describe('creating a goal', () => {
  it('answers 202 generating at once, then the roadmap becomes ready with weeks, days and tasks', async () => {
    const user = newUser();
    const created = await call(goals, 'POST /goals', { user, body: spanish });
    expect(created.status).toBe(202);
    expect(created.body.goal).toMatchObject({
      status: 'generating',
      title: 'Learn Spanish',
      progress: 0,
      category: 'languages',
      option: 'Spanish',
    });

    await dispatch.generationsSettled();
    const { goal } = (await call(goals, `GET /goals/${created.body.goal.id}`, { user })).body;
    expect(goal.status).toBe('ready');
    expect(goal.generatedBy).toBe('builtin');
    expect(goal.weeks.length).toBe(goal.totalWeeks);
    expect(goal.totalDays).toBe(goal.weeks.reduce((n: number, w: any) => n + w.days.length, 0));
    expect(goal.weeks[0].title).toMatch(/^Week 1: /);
    expect(goal.weeks[0].days[0].title).toMatch(/^Day 1: /);
    expect(goal.weeks[0].days[0].tasks.length).toBeGreaterThan(0);
    expect(goal.weeks[0].days[0].tasks[0]).toMatchObject({ completed: false, goalId: goal.id, dayId: 'w01d01' });

    const [summary] = (await call(goals, 'GET /goals', { user })).body.goals;
    expect(summary).toMatchObject({ id: goal.id, status: 'ready', progress: 0, currentDay: { id: 'w01d01' }, currentWeek: { number: 1 } });
  });

  it('keeps a custom goal’s own title and description', async () => {
    const user = newUser();
    const created = await call(goals, 'POST /goals', { user, body: customGoalInput });
    await dispatch.generationsSettled();
    const { goal } = (await call(goals, `GET /goals/${created.body.goal.id}`, { user })).body;
    expect(goal).toMatchObject({ status: 'ready', title: 'Run a 10k', description: customGoalInput.description });
  });

  it('refuses a custom goal without a title, naming the field, and writes nothing', async () => {
    const user = newUser();
    const before = await scanTable();
    const res = await call(goals, 'POST /goals', { user, body: { ...customGoalInput, title: undefined } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'title' });
    expect(await scanTable()).toEqual(before);
  });

  it('allows one goal on the Free plan: the second is a 403 PLAN_LIMIT and is not stored', async () => {
    const user = newUser();
    expect((await call(goals, 'POST /goals', { user, body: spanish })).status).toBe(202);
    await dispatch.generationsSettled();
    const before = await scanTable();
    const second = await call(goals, 'POST /goals', { user, body: customGoalInput });
    expect(second.status).toBe(403);
    expect(second.body.error.code).toBe('PLAN_LIMIT');
    expect(second.body.error.message).toMatch(/Free plan/);
    expect(await scanTable()).toEqual(before);
  });

  it('creates one goal for a double click carrying the same Idempotency-Key', async () => {
    const user = newUser();
    await makePro(user);
    const headers = { 'Idempotency-Key': 'click-4f1c2a9e' };
    const [a, b] = await Promise.all([
      call(goals, 'POST /goals', { user, body: spanish, headers }),
      call(goals, 'POST /goals', { user, body: spanish, headers }),
    ]);
    const again = await call(goals, 'POST /goals', { user, body: spanish, headers });
    await dispatch.generationsSettled();
    const ids = new Set([a, b, again].filter((r) => r.status === 202).map((r) => r.body.goal.id));
    expect(ids.size).toBe(1);
    expect(again.status).toBe(202);
    expect((await call(goals, 'GET /goals', { user })).body.goals).toHaveLength(1);
  });

  it(`answers 429 once a user has started ${QUOTA} generations today`, async () => {
    const user = newUser();
    await makePro(user);
    for (let i = 0; i < QUOTA; i++) expect((await call(goals, 'POST /goals', { user, body: spanish })).status).toBe(202);
    await dispatch.generationsSettled();
    const over = await call(goals, 'POST /goals', { user, body: spanish });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: `You can generate ${QUOTA} roadmaps a day. Please try again tomorrow.`,
    });
    expect((await call(goals, 'GET /goals', { user })).body.goals).toHaveLength(QUOTA);
  });
});

describe('a failed generation', () => {
  it('marks the goal failed with a reason, and a retry generates it', async () => {
    const user = newUser();
    const store = await import('../../lambdas/store/create-goal');
    const { runGeneration } = await import('../../lambdas/roadmap/run');
    const { goal } = await store.createGoal(identityOf(user), customGoalInput, { dailyQuota: QUOTA });
    // A provider that always answers something that is not a roadmap, as a confused model might.
    const broken = { name: 'broken', generate: async () => ({ weeks: 'not a roadmap' }) };
    await runGeneration(user.sub, goal.id, broken);

    const failed = (await call(goals, `GET /goals/${goal.id}`, { user })).body.goal;
    expect(failed).toMatchObject({ status: 'failed', weeks: [] });
    expect(failed.failureReason).toEqual(expect.any(String));

    const retry = await call(goals, `POST /goals/${goal.id}/retry`, { user });
    expect(retry.status).toBe(202);
    expect(retry.body.goal.status).toBe('generating');
    expect((await call(goals, `POST /goals/${goal.id}/retry`, { user })).status).toBe(409);
    await dispatch.generationsSettled();
    const ready = (await call(goals, `GET /goals/${goal.id}`, { user })).body.goal;
    expect(ready.status).toBe('ready');
    expect(ready.failureReason).toBeUndefined();
  });
});

describe('deleting a goal', () => {
  it('removes the goal and every item under it, and frees the Free plan’s slot', async () => {
    const user = newUser();
    const created = (await call(goals, 'POST /goals', { user, body: spanish })).body.goal;
    await dispatch.generationsSettled();
    expect((await call(goals, `DELETE /goals/${created.id}`, { user })).status).toBe(204);
    const left = (await scanTable()).filter((i) => i.PK === userPk(user.sub) && String(i.SK).startsWith(goalSk('')));
    expect(left).toEqual([]);
    expect((await call(goals, `GET /goals/${created.id}`, { user })).status).toBe(404);
    expect((await call(goals, `DELETE /goals/${created.id}`, { user })).status).toBe(404);
    expect((await call(goals, 'POST /goals', { user, body: customGoalInput })).status).toBe(202);
    await dispatch.generationsSettled();
  });
});
