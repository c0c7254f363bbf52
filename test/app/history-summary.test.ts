import { apiHandler, call, type Handler, newUser } from '../support/api';
import { customGoalInput, samplePlan, storeCompletion, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

/** The heatmap's data: completed tasks per day over a year, on DynamoDB Local. */
let drop: () => Promise<void>;
let history: typeof import('../../lambdas/handlers/history').handler;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let goals: Handler;
let store: typeof import('../../lambdas/app/history/read');

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: history } = await import('../../lambdas/handlers/history'));
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  goals = apiHandler();
  store = await import('../../lambdas/app/history/read');
});
afterAll(() => drop());

describe('completed tasks per day', () => {
  it('counts the last year’s days in the user’s zone, and nothing older', async () => {
    const user = newUser();
    await storeReadyGoal(user, samplePlan(1, 1, 1), {
      ...customGoalInput,
      schedule: { startDate: '2026-11-16', weekdays: [1, 2, 3, 4, 5], timeZone: 'Europe/Berlin' },
    });
    // 23:30 UTC is past midnight in Berlin: both count on the 20th there.
    for (const at of ['2026-11-19T23:30:00Z', '2026-11-20T10:00:00Z', '2026-11-22T08:00:00Z', '2025-11-20T10:00:00Z'])
      await storeCompletion(user, at);
    const summary = await store.historySummary(user.sub, undefined, new Date('2026-11-22T12:00:00Z'));
    expect(summary).toEqual({
      from: '2025-11-23',
      to: '2026-11-22',
      timeZone: 'Europe/Berlin',
      days: [
        { date: '2026-11-20', count: 2 },
        { date: '2026-11-22', count: 1 },
      ],
    });
  });

  it('keeps to one goal, or to the personal tasks, when asked, and to the caller', async () => {
    const user = newUser();
    const stored = await storeReadyGoal(user, samplePlan(1, 1, 2));
    const goal = (await call(goals, `GET /goals/${stored.id}`, { user })).body.goal;
    await call(tasks, `PUT /tasks/${goal.id}/w01d01/${goal.weeks[0].days[0].tasks[0].id}`, { user, body: { completed: true } });
    await storeCompletion(user, new Date().toISOString());
    const count = async (query: Record<string, string> = {}, caller = user) =>
      (await call(history, 'GET /history/summary', { user: caller, query })).body.days.reduce((n: number, d: any) => n + d.count, 0);
    expect(await count()).toBe(2);
    expect(await count({ goalId: goal.id })).toBe(1);
    expect(await count({ goalId: 'personal' })).toBe(1);
    expect(await count({}, newUser('Mallory'))).toBe(0);
    const bad = await call(history, 'GET /history/summary', { user, query: { goalId: 'a/b' } });
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION', field: 'goalId' });
  });
});
