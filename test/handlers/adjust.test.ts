import { apiHandler, call, type Handler, newUser, type TestUser } from '../support/api';
import { scanTable } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { ENV } from '../../lambdas/env';
import { todayIn, weekdayOf } from '../../contract';

/**
 * "Adjust plan" through the goals handler on DynamoDB Local, with the builtin planner generating in
 * the background as it does under `npm start`.
 */
let drop: () => Promise<void>;
let goals: Handler;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let dispatch: typeof import('../../lambdas/app/start-generation');
let run: typeof import('../../lambdas/app/goals/run-generation');

const QUOTA = 3;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  process.env[ENV.generationMode] = 'inline';
  process.env[ENV.roadmapProvider] = 'builtin';
  process.env.DAILY_GENERATION_QUOTA = String(QUOTA);
  goals = apiHandler();
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  dispatch = await import('../../lambdas/app/start-generation');
  run = await import('../../lambdas/app/goals/run-generation');
  dispatch.useInlineGeneration((job) => run.runGeneration(job));
});
afterAll(() => drop());

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** A ready four-week Spanish goal, daily from today, with its first day done. */
async function goalWithFirstDayDone(user: TestUser = newUser()) {
  const body = {
    category: 'languages',
    option: 'Spanish',
    answers: { currentLevel: 'I know a few words', targetLevel: 'Hold a simple conversation', dailyMinutes: 30, weeks: 4 },
    schedule: { startDate: todayIn('UTC'), weekdays: EVERY_DAY, timeZone: 'UTC' },
  };
  const created = await call(goals, 'POST /goals', { user, body });
  await dispatch.generationsSettled();
  const goalId = created.body.goal.id;
  let goal = (await call(goals, `GET /goals/${goalId}`, { user })).body.goal;
  for (const task of goal.weeks[0].days[0].tasks) {
    await call(tasks, `PUT /tasks/${goalId}/w01d01/${task.id}`, { user, body: { completed: true } });
  }
  goal = (await call(goals, `GET /goals/${goalId}`, { user })).body.goal;
  return { user, goalId, goal };
}

const read = async (user: TestUser, goalId: string) => (await call(goals, `GET /goals/${goalId}`, { user })).body.goal;
const adjust = (user: TestUser, goalId: string, body: unknown) => call(goals, `POST /goals/${goalId}/adjust`, { user, body });
const taskIds = (week: any) => week.days.flatMap((d: any) => d.tasks.map((t: any) => t.id));
const drafts = async (goalId: string) => (await scanTable()).filter((i) => String(i.SK).startsWith(`GOAL#${goalId}#ADJUST#`));

describe('adjusting a plan', () => {
  it('plans the weeks not yet started again, shows them beside the plan, and accepting replaces only those', async () => {
    const { user, goalId, goal: before } = await goalWithFirstDayDone();
    expect(before.totalWeeks).toBe(4);
    const own = (await call(tasks, `POST /tasks/${goalId}/w03d01`, { user, body: { title: 'Watch a film in Spanish' } })).body.task;

    const started = await adjust(user, goalId, { dailyMinutes: 60, pace: 'harder' });
    expect(started.status).toBe(202);
    expect(started.body.goal.adjustment).toMatchObject({
      status: 'generating',
      fromWeek: 2,
      request: { dailyMinutes: 60, pace: 'harder' },
    });
    await dispatch.generationsSettled();

    const review = await read(user, goalId);
    // The plan in use is untouched while the new one waits for review.
    const withOwn = before.weeks.map(taskIds);
    withOwn[2].splice(before.weeks[2].days[0].tasks.length, 0, own.id);
    expect(review.weeks.map(taskIds)).toEqual(withOwn);
    const preview = review.adjustment;
    expect(preview.status).toBe('ready');
    // Three weeks left, a harder pace: packed into two (⌊3 × 0.8⌋), numbered on from week 2, dated on.
    expect(preview.weeks.map((w: any) => w.number)).toEqual([2, 3]);
    for (const day of preview.weeks.flatMap((w: any) => w.days)) {
      // About the new daily time: fixed exercises keep their length, practice fills the rest.
      const minutes = day.tasks.reduce((n: number, t: any) => n + t.estimatedMinutes, 0);
      expect(minutes).toBeGreaterThanOrEqual(50);
      expect(minutes).toBeLessThanOrEqual(66);
      expect(day.date).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    }
    expect(preview.weeks[0].days[0].date > before.weeks[0].days[0].date).toBe(true);

    const accepted = await call(goals, `POST /goals/${goalId}/adjust/accept`, { user });
    expect(accepted.status).toBe(200);
    const after = accepted.body.goal;
    expect(after.adjustment).toBeUndefined();
    expect(after.totalWeeks).toBe(3);
    // Week 1 is as it was, its completed day included; the rest is the preview, with the user's own task kept.
    expect(after.weeks[0]).toEqual(before.weeks[0]);
    expect(after.weeks.slice(1).map((w: any) => w.days.map((d: any) => d.tasks.map((t: any) => t.title)))).toEqual(
      preview.weeks.map((w: any) =>
        w.days.map((d: any) => [...d.tasks.map((t: any) => t.title), ...(d.id === 'w03d01' ? ['Watch a film in Spanish'] : [])]),
      ),
    );
    expect(after.weeks[2].days[0].tasks.at(-1)).toMatchObject({ id: own.id, completed: false });
    expect(after).toMatchObject({ completedDays: 1, totalDays: after.weeks.reduce((n: number, w: any) => n + w.days.length, 0) });
    const [summary] = (await call(goals, 'GET /goals', { user })).body.goals;
    expect(summary.currentDay.id).toBe('w01d02');
    expect(await drafts(goalId)).toEqual([]);

    // The day counters of the new weeks are right: finishing a new day completes it.
    const day = after.weeks[1].days[0];
    for (const task of day.tasks) await call(tasks, `PUT /tasks/${goalId}/${day.id}/${task.id}`, { user, body: { completed: true } });
    expect((await read(user, goalId)).completedDays).toBe(2);
  });

  it('rewrites the goal’s description with the plan it accepts, and only then', async () => {
    const { user, goalId, goal: before } = await goalWithFirstDayDone();
    expect(before.description).toContain('30 minutes a day');
    await adjust(user, goalId, { dailyMinutes: 60 });
    await dispatch.generationsSettled();
    // While the new plan waits beside the old, the description is the old plan's.
    expect((await read(user, goalId)).description).toBe(before.description);
    const after = (await call(goals, `POST /goals/${goalId}/adjust/accept`, { user })).body.goal;
    expect(after.description).toContain('60 minutes a day');
    expect(after.description).not.toContain('30 minutes a day');
    expect((await read(user, goalId)).description).toBe(after.description);
  });

  it('keeps the plan exactly as it was when the new one is discarded', async () => {
    const { user, goalId, goal: before } = await goalWithFirstDayDone();
    await adjust(user, goalId, { targetLevel: 'Order food and ask for directions', pace: 'lighter' });
    await dispatch.generationsSettled();
    const review = await read(user, goalId);
    expect(review.adjustment.weeks.map((w: any) => w.number)).toEqual([2, 3, 4, 5]); // ⌈3 × 1.25⌉ weeks from week 2
    expect((await call(goals, `DELETE /goals/${goalId}/adjust`, { user })).status).toBe(204);
    const after = await read(user, goalId);
    expect(after.adjustment).toBeUndefined();
    expect(after.weeks).toEqual(before.weeks);
    expect(await drafts(goalId)).toEqual([]);
    expect((await call(goals, `POST /goals/${goalId}/adjust/accept`, { user })).status).toBe(409);
  });

  it('moves open days onto new weekdays from today; a completed day keeps its date', async () => {
    const { user, goalId, goal: before } = await goalWithFirstDayDone();
    await adjust(user, goalId, { weekdays: [5, 1, 3] });
    await dispatch.generationsSettled();
    const preview = (await read(user, goalId)).adjustment.weeks;
    for (const day of preview.flatMap((w: any) => w.days)) expect([1, 3, 5]).toContain(weekdayOf(day.date));

    const after = (await call(goals, `POST /goals/${goalId}/adjust/accept`, { user })).body.goal;
    expect(after.schedule).toEqual({ ...before.schedule, weekdays: [1, 3, 5] });
    expect(after.weeks[0].days[0].date).toBe(before.weeks[0].days[0].date);
    const open = after.weeks.flatMap((w: any) => w.days).slice(1);
    for (const day of open) expect([1, 3, 5]).toContain(weekdayOf(day.date));
    expect(new Set(open.map((d: any) => d.date)).size).toBe(open.length);
    // The preview dated the new days as accepting did.
    const dates = (weeks: any[]) => weeks.flatMap((w: any) => w.days.map((d: any) => d.date));
    expect(dates(after.weeks.slice(1))).toEqual(dates(preview));
  });

  it('refuses to accept once the first week to replace has begun, and keeps both plans for the user to choose', async () => {
    const { user, goalId, goal } = await goalWithFirstDayDone();
    await adjust(user, goalId, { dailyMinutes: 45 });
    await dispatch.generationsSettled();
    const task = goal.weeks[1].days[0].tasks[0];
    await call(tasks, `PUT /tasks/${goalId}/w02d01/${task.id}`, { user, body: { completed: true } });
    const refused = await call(goals, `POST /goals/${goalId}/adjust/accept`, { user });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/Week 2 has begun/);
    const after = await read(user, goalId);
    expect(after.adjustment.status).toBe('ready');
    expect(after.weeks.map(taskIds)).toEqual(goal.weeks.map(taskIds));
  });

  it('writes the new plan once when accepted twice at once', async () => {
    const { user, goalId } = await goalWithFirstDayDone();
    await adjust(user, goalId, { dailyMinutes: 20 });
    await dispatch.generationsSettled();
    const preview = (await read(user, goalId)).adjustment.weeks;
    const [a, b] = await Promise.all([
      call(goals, `POST /goals/${goalId}/adjust/accept`, { user }),
      call(goals, `POST /goals/${goalId}/adjust/accept`, { user }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 200]);
    const after = await read(user, goalId);
    expect(after.weeks.slice(1).map(taskIds)).toEqual(preview.map(taskIds));
    expect(after.adjustment).toBeUndefined();
  });

  it('answers a second accept of the plan just accepted with the goal, and refuses one once it is discarded', async () => {
    // The race above, one after the other: the second accept finds the first finished (CI, round 14).
    const { user, goalId } = await goalWithFirstDayDone();
    await adjust(user, goalId, { dailyMinutes: 20 });
    await dispatch.generationsSettled();
    const first = await call(goals, `POST /goals/${goalId}/adjust/accept`, { user });
    const again = await call(goals, `POST /goals/${goalId}/adjust/accept`, { user });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.goal.weeks.map(taskIds)).toEqual(first.body.goal.weeks.map(taskIds));
    // A new adjustment discarded leaves nothing to accept.
    await adjust(user, goalId, { dailyMinutes: 45 });
    await dispatch.generationsSettled();
    expect((await call(goals, `DELETE /goals/${goalId}/adjust`, { user })).status).toBe(204);
    expect((await call(goals, `POST /goals/${goalId}/adjust/accept`, { user })).status).toBe(409);
  });

  it('says why when the new plan cannot be made, and leaves the plan as it is', async () => {
    const { user, goalId, goal: before } = await goalWithFirstDayDone();
    const adjustStore = await import('../../lambdas/app/adjust/start');
    const { attemptId } = await adjustStore.startAdjustment(user.sub, goalId, { dailyMinutes: 90 }, QUOTA);
    // A provider that answers something that is not a roadmap, as a confused model might.
    const broken = { name: 'broken', generate: async () => ({ weeks: 'no' }) };
    await run.runGeneration({ userId: user.sub, goalId, attemptId, kind: 'adjust' }, { provider: broken });
    const after = await read(user, goalId);
    expect(after.adjustment).toMatchObject({
      status: 'failed',
      failureReason: 'The AI could not produce a valid roadmap. Please try again.',
    });
    expect(after.weeks).toEqual(before.weeks);
    // A second start while one is being made is refused, and does not count against the quota.
    await adjustStore.startAdjustment(user.sub, goalId, { dailyMinutes: 60 }, QUOTA);
    await expect(adjustStore.startAdjustment(user.sub, goalId, { dailyMinutes: 75 }, QUOTA)).rejects.toThrow('already being prepared');
  });

  it('counts against the daily quota', async () => {
    const { user, goalId } = await goalWithFirstDayDone(); // the goal itself: 1 of 3
    expect((await adjust(user, goalId, { dailyMinutes: 45 })).status).toBe(202); // 2
    await dispatch.generationsSettled();
    expect((await adjust(user, goalId, { dailyMinutes: 50 })).status).toBe(202); // 3: a new adjustment replaces the one ready
    await dispatch.generationsSettled();
    const refused = await adjust(user, goalId, { dailyMinutes: 55 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('QUOTA_EXCEEDED');
    expect((await read(user, goalId)).adjustment).toMatchObject({ status: 'ready', request: { dailyMinutes: 50 } });
  });

  it('refuses what is not a change, naming the field, and other users’ goals', async () => {
    const { user, goalId } = await goalWithFirstDayDone();
    const field = async (body: unknown) => (await adjust(user, goalId, body)).body.error?.field;
    expect(await field({})).toBe('body');
    expect(await field({ dailyMinutes: 30 })).toBe('body'); // as it is already
    expect(await field({ dailyMinutes: 3 })).toBe('dailyMinutes');
    expect(await field({ pace: 'fast' })).toBe('pace');
    expect(await field({ weekdays: [8] })).toBe('weekdays.0');
    expect(await field({ weekdays: [] })).toBe('weekdays');
    expect(await field({ targetLevel: '' })).toBe('targetLevel');
    expect(await field({ dailyMinutes: 45, userId: 'x' })).toBe('userId');
    const stranger = newUser('Mallory');
    expect((await adjust(stranger, goalId, { dailyMinutes: 45 })).status).toBe(404);
    expect((await call(goals, `POST /goals/${goalId}/adjust/accept`, { user: stranger })).status).toBe(404);
    expect((await call(goals, `DELETE /goals/${goalId}/adjust`, { user: stranger })).status).toBe(404);
  });
});
