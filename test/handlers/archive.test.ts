import { apiHandler, call, type Handler, newUser, type TestUser } from '../support/api';
import { customGoalInput, identityOf, samplePlan, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

/** Archiving and restoring goals through the goals handler, on DynamoDB Local. */
let drop: () => Promise<void>;
let goals: Handler;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let history: typeof import('../../lambdas/handlers/history').handler;
let me: typeof import('../../lambdas/handlers/me').handler;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  goals = apiHandler();
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  ({ handler: history } = await import('../../lambdas/handlers/history'));
  ({ handler: me } = await import('../../lambdas/handlers/me'));
});
afterAll(() => drop());

/** Another goal, through the store (its generation is not what is tested here): 'made' or the refusal. */
async function anotherGoal(user: TestUser): Promise<string> {
  const { createGoal } = await import('../../lambdas/store/create-goal');
  try {
    const created = await createGoal(identityOf(user), customGoalInput, { dailyQuota: 100 });
    return created.replayed ? created.goalId : created.goal.id;
  } catch (error) {
    return (error as Error).name;
  }
}

const goalCount = async (user: TestUser) => (await call(me, 'GET /me', { user })).body.profile.goalCount;

/** A Free user whose one goal, of a single one-task day, is finished. */
async function finishedGoal() {
  const user = newUser();
  const stored = await storeReadyGoal(user, samplePlan(1, 1, 1));
  const goal = (await call(goals, `GET /goals/${stored.id}`, { user })).body.goal;
  await call(tasks, `PUT /tasks/${goal.id}/w01d01/${goal.weeks[0].days[0].tasks[0].id}`, { user, body: { completed: true } });
  return { user, goalId: goal.id, task: goal.weeks[0].days[0].tasks[0] };
}

describe('archiving a goal', () => {
  it('keeps a finished goal and its History, and gives the Free plan’s slot back', async () => {
    const { user, goalId, task } = await finishedGoal();
    expect(await anotherGoal(user)).toBe('PlanLimitError');

    const archived = await call(goals, `POST /goals/${goalId}/archive`, { user });
    expect(archived.status).toBe(200);
    expect(archived.body.goal).toMatchObject({ id: goalId, progress: 100, archivedAt: expect.any(String) });
    expect(await goalCount(user)).toBe(0);
    const [listed] = (await call(goals, 'GET /goals', { user })).body.goals;
    expect(listed).toMatchObject({ id: goalId, archivedAt: archived.body.goal.archivedAt });
    expect((await call(history, 'GET /history', { user })).body.items).toEqual([
      expect.objectContaining({ id: task.id, goalTitle: 'Run a 10k' }),
    ]);

    expect(await anotherGoal(user)).toEqual(expect.stringMatching(/^[A-Za-z0-9]{12}$/));
    expect(await goalCount(user)).toBe(1);
  });

  it('answers the goal as it is when asked twice, counting the slot once', async () => {
    const { user, goalId } = await finishedGoal();
    const [a, b] = await Promise.all([
      call(goals, `POST /goals/${goalId}/archive`, { user }),
      call(goals, `POST /goals/${goalId}/archive`, { user }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.goal.archivedAt).toBe(b.body.goal.archivedAt);
    expect(await goalCount(user)).toBe(0);
  });

  it('restores a goal only when the plan has room for it', async () => {
    const { user, goalId } = await finishedGoal();
    await call(goals, `POST /goals/${goalId}/archive`, { user });
    const next = await anotherGoal(user);
    const refused = await call(goals, `POST /goals/${goalId}/restore`, { user });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_LIMIT',
      message: expect.stringContaining('archive or delete your current goal'),
    });
    expect((await call(goals, `GET /goals/${goalId}`, { user })).body.goal.archivedAt).toEqual(expect.any(String));

    await call(goals, `DELETE /goals/${next}`, { user });
    const restored = await call(goals, `POST /goals/${goalId}/restore`, { user });
    expect(restored.status).toBe(200);
    expect(restored.body.goal.archivedAt).toBeUndefined();
    expect(await goalCount(user)).toBe(1);
  });

  it('does not give a slot back twice when an archived goal is deleted', async () => {
    const { user, goalId } = await finishedGoal();
    await call(goals, `POST /goals/${goalId}/archive`, { user });
    await anotherGoal(user);
    expect((await call(goals, `DELETE /goals/${goalId}`, { user })).status).toBe(204);
    expect(await goalCount(user)).toBe(1);
    expect(await anotherGoal(user)).toBe('PlanLimitError');
  });

  it('is for ready goals of the caller only', async () => {
    const { user, goalId } = await finishedGoal();
    const stranger = newUser('Mallory');
    expect((await call(goals, `POST /goals/${goalId}/archive`, { user: stranger })).status).toBe(404);
    expect((await call(goals, `POST /goals/${goalId}/restore`, { user: stranger })).status).toBe(404);
    const fresh = newUser();
    const generating = await anotherGoal(fresh);
    const early = await call(goals, `POST /goals/${generating}/archive`, { user: fresh });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('A goal can be archived once its roadmap is ready.');
    expect((await call(goals, `GET /goals/${goalId}`, { user })).body.goal.archivedAt).toBeUndefined();
  });
});
