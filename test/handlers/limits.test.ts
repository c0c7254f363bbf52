import { LIMITS } from '../../contract';
import { apiHandler, call, type Handler, newUser } from '../support/api';
import { customGoalInput, identityOf, samplePlan, scanTable, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { userPk } from '../../lambdas/store/user-key';
import { DELETIONS_PER_MINUTE } from '../../lambdas/app/admission';

/** Fair limits on DynamoDB Local: requests per user per minute, and the caps on what one user keeps. */
let drop: () => Promise<void>;
let personal: typeof import('../../lambdas/handlers/personal-tasks').handler;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let goals: Handler;
let guard: typeof import('../../lambdas/store/account-guard');

/** Small shares, so a test can use one up: reads have their own, higher than writes' (decision 047). */
const READS_PER_MINUTE = 12;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  process.env.READS_PER_MINUTE = String(READS_PER_MINUTE);
  process.env.USER_POOL_ID = 'eu-central-1_limits';
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
  // These count against the minute: the clock (Date only) stands still in one, so a test never straddles two.
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date('2026-11-23T12:00:05Z'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

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

  it('gives each person’s reads a share of their own: past it their GETs are 429, another person’s and their own writes are not', async () => {
    const [reader, other] = [newUser(), newUser()];
    // A script reading as fast as it can, in one minute.
    const reads = await Promise.all(
      Array.from({ length: READS_PER_MINUTE + 5 }, () => call(personal, 'GET /personal-tasks', { user: reader })),
    );
    const refused = reads.filter((r) => r.status === 429);
    expect(reads.filter((r) => r.status === 200).length).toBeLessThanOrEqual(READS_PER_MINUTE);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused[0]!.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down and try again in a minute.',
    });
    expect((await call(personal, 'GET /personal-tasks', { user: other })).status).toBe(200);
    // Reads count on their own item: the reader's writes still have their whole share.
    expect((await call(personal, 'POST /personal-tasks', { user: reader, body: { title: 'Still mine to write' } })).status).toBe(201);
  });

  it('counts an export, which reads every goal with its roadmap, as a write: it waits for its admission and uses the writes’ share', async () => {
    const user = newUser();
    const { handler: data } = await import('../../lambdas/handlers/data');
    const counters = async () => {
      const mine = (await scanAll()).filter((i) => i.PK === guard.guardKey(user.sub).PK);
      return Object.fromEntries(mine.map((i) => [i.SK, i.count]));
    };
    expect((await call(data, 'GET /export', { user })).status).toBe(200);
    expect(await counters()).toEqual({ GUARD: 1 });
    expect((await call(personal, 'GET /personal-tasks', { user })).status).toBe(200);
    expect(await counters()).toEqual({ GUARD: 1, READS: 1 });
  });

  it('refuses a deleted account’s reads and writes, and lets DELETE /me finish a deletion only a few times a minute', async () => {
    const user = newUser();
    const { handler: deletion } = await import('../../lambdas/handlers/account-deletion');
    await guard.markAccountDeleted(user.sub);
    for (const answer of [
      await call(personal, 'GET /personal-tasks', { user }),
      await call(personal, 'POST /personal-tasks', { user, body: { title: 'x' } }),
    ]) {
      expect(answer.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'This account has been deleted.' });
    }
    // Its own mark does not stop DELETE /me (an interrupted deletion is finished by asking again), but its
    // own counter does. A sign-in too old to delete with is refused after admission, so nothing else runs here.
    const old = { auth_time: String(Math.floor(Date.now() / 1000) - 3600) };
    const replays = [];
    for (let i = 0; i < DELETIONS_PER_MINUTE + 2; i++) replays.push(await call(deletion, 'DELETE /me', { user, claims: old }));
    expect(replays.slice(0, DELETIONS_PER_MINUTE).map((r) => r.body.error.code)).toEqual(
      Array(DELETIONS_PER_MINUTE).fill('REAUTH_REQUIRED'),
    );
    expect(replays.slice(DELETIONS_PER_MINUTE).map((r) => r.status)).toEqual([429, 429]);
  });

  it('counts previews on their own: a person typing never uses up their writes, and a preview past its own limit is refused', async () => {
    const user = newUser();
    const { PREVIEWS_PER_MINUTE } = await import('../../lambdas/app/admission');
    for (let i = 0; i < PREVIEWS_PER_MINUTE; i++) await guard.admitRequest(user.sub, PREVIEWS_PER_MINUTE, new Date(), 'previews');
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
    // Every counter that refuses a deleted account does, a preview's among them; DELETE /me's does not.
    for (const counter of ['reads', 'previews'] as const)
      await expect(guard.admitRequest(user.sub, 100, new Date(), counter)).rejects.toMatchObject({ status: 401 });
    await expect(guard.admitRequest(user.sub, 3, new Date(), 'deletions')).resolves.toBeUndefined();
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
