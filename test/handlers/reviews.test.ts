import { call, newUser, type TestUser } from '../support/api';
import { customGoalInput, samplePlan, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

/**
 * The week in review (issue #28, first increment), on DynamoDB Local: which weeks have ended in the
 * goal's own time zone, what each planned and did, and the person's answer — given on time or late.
 */
let drop: () => Promise<void>;
let goals: typeof import('../../lambdas/handlers/goals').handler;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let reviews: typeof import('../../lambdas/store/review');

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: goals } = await import('../../lambdas/handlers/goals'));
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  reviews = await import('../../lambdas/store/review');
});
afterAll(() => drop());

/** A ready goal of 2 weeks × 3 days × 2 tasks, on weekdays from `startDate` in `timeZone`. */
async function goalFrom(user: TestUser, startDate: string, timeZone: string) {
  return storeReadyGoal(user, samplePlan(2, 3, 2), { ...customGoalInput, schedule: { startDate, weekdays: [1, 2, 3, 4, 5], timeZone } });
}

describe('the week in review', () => {
  it('counts a week as ended once its last day has passed in the goal’s own zone, either side of UTC', async () => {
    // Week 1 is Monday 16 to Wednesday 18 November. At noon UTC on the 18th it is already the 19th in
    // Auckland (UTC+13) and still the morning of the 18th in Los Angeles (UTC−8).
    const noon18 = new Date('2026-11-18T12:00:00Z');
    const [kiwi, angeleno] = [newUser(), newUser()];
    const [auckland, losAngeles] = await Promise.all([
      goalFrom(kiwi, '2026-11-16', 'Pacific/Auckland'),
      goalFrom(angeleno, '2026-11-16', 'America/Los_Angeles'),
    ]);
    expect((await reviews.weekReviews(kiwi.sub, auckland.id, noon18)).map((r) => [r.week, r.endedOn])).toEqual([[1, '2026-11-18']]);
    expect(await reviews.weekReviews(angeleno.sub, losAngeles.id, noon18)).toEqual([]);
    // The next morning in Los Angeles, it has ended there too.
    expect(await reviews.weekReviews(angeleno.sub, losAngeles.id, new Date('2026-11-19T16:00:00Z'))).toHaveLength(1);
  });

  it('says what each ended week planned and did, newest first, and keeps an answer given on time or late', async () => {
    const user = newUser();
    const goal = await goalFrom(user, '2026-11-02', 'Europe/Berlin');
    const full = (await call(goals, `GET /goals/${goal.id}`, { user })).body.goal;
    const [day1] = full.weeks[0].days;
    for (const task of day1.tasks) await call(tasks, `PUT /tasks/${goal.id}/${day1.id}/${task.id}`, { user, body: { completed: true } });

    const listed = await call(goals, `GET /goals/${goal.id}/reviews`, { user });
    expect(listed.status).toBe(200);
    expect(listed.body.reviews.map((r: any) => r.week)).toEqual([2, 1]);
    expect(listed.body.reviews[1]).toEqual({
      week: 1,
      title: 'Week 1: Foundations 1',
      endedOn: '2026-11-04',
      planned: { tasks: 6, minutes: 60, days: 3 },
      done: { tasks: 2, minutes: 20, days: 1 },
    });

    const answered = await call(goals, `PUT /goals/${goal.id}/reviews/1`, { user, body: { feel: 'hard', note: 'A busy week at work' } });
    expect(answered.status).toBe(200);
    expect(answered.body.review.answer).toEqual({ feel: 'hard', note: 'A busy week at work', answeredAt: expect.any(String) });
    // Week 2, answered late; then changed.
    await call(goals, `PUT /goals/${goal.id}/reviews/2`, { user, body: { feel: 'easy' } });
    await call(goals, `PUT /goals/${goal.id}/reviews/2`, { user, body: { feel: 'right' } });
    const again = (await call(goals, `GET /goals/${goal.id}/reviews`, { user })).body.reviews;
    expect(again.map((r: any) => [r.week, r.answer?.feel])).toEqual([
      [2, 'right'],
      [1, 'hard'],
    ]);
  });

  it('refuses a week not ended, a week the plan does not have, an unknown answer, and another user’s goal', async () => {
    const user = newUser();
    const future = await goalFrom(user, '2099-01-05', 'UTC');
    const early = await call(goals, `PUT /goals/${future.id}/reviews/1`, { user, body: { feel: 'right' } });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/has not ended yet/);
    expect((await call(goals, `GET /goals/${future.id}/reviews`, { user })).body.reviews).toEqual([]);
    expect((await call(goals, `PUT /goals/${future.id}/reviews/9`, { user, body: { feel: 'right' } })).status).toBe(404);
    const bad = await call(goals, `PUT /goals/${future.id}/reviews/1`, { user, body: { feel: 'meh' } });
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION', field: 'feel' });
    expect((await call(goals, `PUT /goals/${future.id}/reviews/30`, { user, body: { feel: 'right' } })).body.error.field).toBe('week');
    const other = newUser();
    expect((await call(goals, `GET /goals/${future.id}/reviews`, { user: other })).status).toBe(404);
    expect((await call(goals, `PUT /goals/${future.id}/reviews/1`, { user: other, body: { feel: 'easy' } })).status).toBe(404);
  });
});
