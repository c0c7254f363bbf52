import { LIMITS } from '../../contract';
import { apiHandler, call, type Handler, newUser } from '../support/api';
import { customGoalInput, identityOf, samplePlan, scanTable, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { userPk } from '../../lambdas/store/user-key';

/** Fair limits on DynamoDB Local: requests per user per minute, and the caps on what one user keeps. */
let drop: () => Promise<void>;
let personal: typeof import('../../lambdas/handlers/personal-tasks').handler;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let goals: Handler;
let guard: typeof import('../../lambdas/store/account-guard');

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: personal } = await import('../../lambdas/handlers/personal-tasks'));
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  goals = apiHandler();
  guard = await import('../../lambdas/store/account-guard');
});
afterAll(() => drop());

/** Every item, the account guards included (scanTable leaves those out). */
async function scanAll() {
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { DynamoDBDocumentClient, ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT }));
  const { Items = [] } = await client.send(new ScanCommand({ TableName: process.env.TABLE_NAME, ConsistentRead: true }));
  client.destroy();
  return Items;
}

const itemsOf = async (userId: string) => (await scanTable()).filter((i) => i.PK === userPk(userId));

describe('requests per user', () => {
  it('admits a user’s requests up to the minute’s limit, refuses the next, and admits again the next minute', async () => {
    const [busy, other] = [newUser(), newUser()];
    const minute = new Date('2026-11-23T10:00:10Z');
    for (let i = 0; i < 3; i++) await guard.admitRequest(busy.sub, 3, minute);
    await expect(guard.admitRequest(busy.sub, 3, minute)).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down and try again in a minute.',
    });
    // Another user is not held back by the first one's script.
    await expect(guard.admitRequest(other.sub, 3, minute)).resolves.toBeUndefined();
    await expect(guard.admitRequest(busy.sub, 3, new Date('2026-11-23T10:01:00Z'))).resolves.toBeUndefined();
  });

  it('counts concurrent requests exactly at the start of a minute', async () => {
    const user = newUser();
    const minute = new Date('2026-11-23T11:00:00Z');
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => guard.admitRequest(user.sub, 5, minute)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3);
  });

  it('admits a read with a read: a GET writes nothing, not even the minute’s count, and a deleted account’s GET is refused', async () => {
    const user = newUser();
    const { guardKey } = await import('../../lambdas/store/account-guard');
    const guardOf = async () => (await scanAll()).find((i) => i.PK === guardKey(user.sub).PK);
    for (let i = 0; i < 3; i++) expect((await call(personal, 'GET /personal-tasks', { user })).status).toBe(200);
    expect(await guardOf()).toBeUndefined();
    // A write is counted.
    expect((await call(personal, 'POST /personal-tasks', { user, body: { title: 'Counted' } })).status).toBe(201);
    expect((await guardOf())?.count).toBe(1);
    await guard.markAccountDeleted(user.sub);
    expect((await call(personal, 'GET /personal-tasks', { user })).body.error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'This account has been deleted.',
    });
  });

  it('counts previews on their own: a person typing never uses up their writes, and a preview past its own limit is refused', async () => {
    const user = newUser();
    const { ROUTES } = await import('../../contract');
    const { perMinute, name } = ROUTES['goals.preview'].ownLimit;
    for (let i = 0; i < perMinute; i++) await guard.admitRequest(user.sub, perMinute, new Date(), 3, name);
    const body = {
      category: 'languages',
      option: 'Spanish',
      answers: { currentLevel: 'beginner', targetLevel: 'A1', dailyMinutes: 30 },
    };
    const refused = await call(goals, 'POST /goals/preview', { user, body });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    // The account's writes are counted apart, and still admitted.
    expect((await call(personal, 'POST /personal-tasks', { user, body: { title: 'Still mine to write' } })).status).toBe(201);
  }, 60_000);

  it('refuses a deleted account before counting anything', async () => {
    const user = newUser();
    await guard.markAccountDeleted(user.sub);
    await expect(guard.admitRequest(user.sub, 100)).rejects.toMatchObject({ status: 401, message: 'This account has been deleted.' });
  });
});

describe('the plan new users start on', () => {
  it('is Free, or Pro on an install deployed with defaultPlan=pro, and a plan set since is kept', async () => {
    const { handler: me } = await import('../../lambdas/handlers/me');
    expect((await call(me, 'GET /me', { user: newUser() })).body.profile).toMatchObject({ plan: 'free', goalLimit: 1 });
    process.env.DEFAULT_PLAN = 'pro';
    try {
      const user = newUser();
      expect((await call(me, 'GET /me', { user })).body.profile).toMatchObject({ plan: 'pro', goalLimit: null });
      // Goals beyond the Free plan's one are allowed at once.
      await storeReadyGoal(user, samplePlan(1, 1, 1));
      await storeReadyGoal(user, samplePlan(1, 1, 1));
      expect((await call(me, 'GET /me', { user })).body.profile).toMatchObject({ plan: 'pro', goalCount: 2 });
    } finally {
      delete process.env.DEFAULT_PLAN;
    }
  });
});

describe('what one user keeps', () => {
  it('caps the tasks of one day with a clear 409, and writes nothing past it', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user, samplePlan(1, 1, 3));
    for (let i = 3; i < LIMITS.tasksPerDay; i++) {
      expect((await call(tasks, `POST /tasks/${goal.id}/w01d01`, { user, body: { title: `Extra ${i}` } })).status).toBe(201);
    }
    const before = await itemsOf(user.sub);
    const over = await call(tasks, `POST /tasks/${goal.id}/w01d01`, { user, body: { title: 'One too many' } });
    expect(over.status).toBe(409);
    expect(over.body.error).toEqual({
      code: 'LIMIT_REACHED',
      message: `A day holds at most ${LIMITS.tasksPerDay} tasks. Finish or delete some before adding more.`,
    });
    expect(await itemsOf(user.sub)).toEqual(before);
  });

  it('caps personal tasks with a clear 409', async () => {
    const user = newUser();
    for (let i = 0; i < LIMITS.personalTasks; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, k) => call(personal, 'POST /personal-tasks', { user, body: { title: `Task ${i + k}` } })),
      );
    }
    const over = await call(personal, 'POST /personal-tasks', { user, body: { title: 'One too many' } });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('LIMIT_REACHED');
    expect((await call(personal, 'GET /personal-tasks', { user })).body.tasks).toHaveLength(LIMITS.personalTasks);
  });

  it('caps goals on the Pro plan with a clear 409 (the Free plan keeps its 403 PLAN_LIMIT)', async () => {
    const user = newUser();
    const { setPlan } = await import('../../lambdas/store/profile');
    const { createGoal } = await import('../../lambdas/store/create-goal');
    await createGoal(identityOf(user), customGoalInput, { dailyQuota: 1000 });
    await setPlan(user.sub, 'pro');
    for (let i = 1; i < LIMITS.proGoals; i++) await createGoal(identityOf(user), customGoalInput, { dailyQuota: 1000 });
    await expect(createGoal(identityOf(user), customGoalInput, { dailyQuota: 1000 })).rejects.toMatchObject({
      status: 409,
      code: 'LIMIT_REACHED',
      message: `You can keep at most ${LIMITS.proGoals} goals. Delete or archive one you have finished to start another.`,
    });
    expect((await call(goals, 'GET /goals', { user })).body.goals).toHaveLength(LIMITS.proGoals);
  });
});
