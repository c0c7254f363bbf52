import { addDays, todayIn, weekdayOf, type Placement } from '../../contract';
import { apiHandler, call, type Handler, newUser, type TestUser } from '../support/api';
import { customGoalInput, samplePlan, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { behindDays, dayDates } from '../../lambdas/domain/schedule/dates';
import { rescheduled } from '../../lambdas/domain/schedule/reschedule';

/** Schedules: the calendar arithmetic on its own, then goals and rescheduling through the handlers on DynamoDB Local. */
describe('calendar arithmetic (contract/schedule.ts)', () => {
  const ids = ['w01d01', 'w01d02', 'w01d03', 'w01d04', 'w01d05'];

  it('puts days on the scheduled weekdays only, in roadmap order', () => {
    // 2026-11-23 is a Monday; Monday, Wednesday, Friday.
    const dates = dayDates(ids, [1, 3, 5], { from: '2026-11-23', pinned: {} });
    expect([...dates.values()]).toEqual(['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-30', '2026-12-02']);
    expect([...dates.values()].map(weekdayOf)).toEqual([1, 3, 5, 1, 3]);
    // Starting on a day off waits for the first scheduled weekday (Saturday → Monday).
    expect(dayDates(ids.slice(0, 1), [1, 2, 3, 4, 5], { from: '2026-11-28', pinned: {} }).get('w01d01')).toBe('2026-11-30');
  });

  it('keeps calendar dates through a daylight-saving change, and reads "today" in the goal’s zone', () => {
    // Europe/Berlin springs forward on Sunday 2026-03-29: no date is skipped or repeated.
    const dates = [...dayDates(ids, [1, 2, 3, 4, 5, 6, 7], { from: '2026-03-28', pinned: {} }).values()];
    expect(dates).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01']);
    const instant = new Date('2026-03-29T22:30:00Z'); // 00:30 on the 30th in Berlin (CEST, UTC+2)
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-03-30');
    expect(todayIn('UTC', instant)).toBe('2026-03-29');
    // Either side of UTC at one instant: a day apart from each other.
    const noon = new Date('2026-11-23T12:00:00Z');
    expect(todayIn('Pacific/Kiritimati', noon)).toBe('2026-11-24'); // UTC+14
    expect(todayIn('Pacific/Pago_Pago', noon)).toBe('2026-11-23'); // UTC−11
    expect(todayIn('Pacific/Pago_Pago', new Date('2026-11-23T08:00:00Z'))).toBe('2026-11-22');
  });

  it('counts only past, incomplete days as behind, and a reschedule moves only those', () => {
    const placement: Placement = { from: '2026-11-16', pinned: {} };
    const dates = dayDates(ids, [1, 2, 3, 4, 5, 6, 7], placement);
    const done = new Set(['w01d02']);
    expect(behindDays(dates, done, '2026-11-19')).toBe(2); // 16th and 18th not done; the 17th is
    const after = dayDates(ids, [1, 2, 3, 4, 5, 6, 7], rescheduled(dates, done, '2026-11-19'));
    expect(Object.fromEntries(after)).toEqual({
      w01d01: '2026-11-19',
      w01d02: '2026-11-17', // completed: stays
      w01d03: '2026-11-20',
      w01d04: '2026-11-21',
      w01d05: '2026-11-22',
    });
    expect(behindDays(after, done, '2026-11-19')).toBe(0);
    // A completed day pinned on a date ahead keeps it, and the others flow around it.
    const ahead = dayDates(ids, [1, 2, 3, 4, 5, 6, 7], { from: '2026-11-19', pinned: { w01d05: '2026-11-20' } });
    expect(new Set(ahead.values()).size).toBe(ids.length);
    expect(ahead.get('w01d02')).toBe('2026-11-21');
  });
});

describe('goals with a schedule', () => {
  let drop: () => Promise<void>;
  let goals: Handler;
  let tasks: typeof import('../../lambdas/handlers/tasks').handler;

  beforeAll(async () => {
    ({ drop } = await createTestTable());
    goals = apiHandler();
    ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  });
  afterAll(() => drop());

  const today = () => todayIn('UTC');
  const daily = (startDate: string) => ({ startDate, weekdays: [1, 2, 3, 4, 5, 6, 7], timeZone: 'UTC' });

  async function startedDaysAgo(days: number, user: TestUser = newUser()) {
    const created = await storeReadyGoal(user, samplePlan(3, 5, 2), { ...customGoalInput, schedule: daily(addDays(today(), -days)) });
    const goal = (await call(goals, `GET /goals/${created.id}`, { user })).body.goal;
    return { user, goal };
  }

  const summary = async (user: TestUser) => (await call(goals, 'GET /goals', { user })).body.goals[0];
  const allDates = (goal: any): string[] => goal.weeks.flatMap((w: any) => w.days.map((d: any) => d.date));

  async function completeDay(user: TestUser, goalId: string, day: any) {
    for (const t of day.tasks) {
      const res = await call(tasks, `PUT /tasks/${goalId}/${day.id}/${t.id}`, { user, body: { completed: true } });
      expect(res.status).toBe(200);
    }
  }

  it('dates every day and counts the days behind; Reschedule moves the open days to today and keeps done ones', async () => {
    const { user, goal } = await startedDaysAgo(10);
    expect(goal.schedule).toEqual(daily(addDays(today(), -10)));
    expect(allDates(goal).slice(0, 3)).toEqual([addDays(today(), -10), addDays(today(), -9), addDays(today(), -8)]);
    expect(await summary(user)).toMatchObject({ behindDays: 10, currentDay: { id: 'w01d01', date: addDays(today(), -10) } });

    await completeDay(user, goal.id, goal.weeks[0].days[0]);
    expect((await summary(user)).behindDays).toBe(9);

    const res = await call(goals, `POST /goals/${goal.id}/reschedule`, { user, body: {} });
    expect(res.status).toBe(200);
    const dates = allDates(res.body.goal);
    expect(dates[0]).toBe(addDays(today(), -10)); // done: untouched
    expect(dates.slice(1, 4)).toEqual([today(), addDays(today(), 1), addDays(today(), 2)]);
    expect(new Set(dates).size).toBe(dates.length);
    expect(await summary(user)).toMatchObject({ behindDays: 0, currentDay: { id: 'w01d02', date: today() } });
  });

  it('gives the same calendar when a reschedule is sent twice, or two are sent at once', async () => {
    const { user, goal } = await startedDaysAgo(5);
    const from = addDays(today(), 2);
    const once = await call(goals, `POST /goals/${goal.id}/reschedule`, { user, body: { from } });
    const twice = await call(goals, `POST /goals/${goal.id}/reschedule`, { user, body: { from } });
    expect(allDates(twice.body.goal)).toEqual(allDates(once.body.goal));
    expect(allDates(once.body.goal)[0]).toBe(from);

    const { user: other, goal: raced } = await startedDaysAgo(5);
    const results = await Promise.all(
      [today(), addDays(today(), 3), today(), addDays(today(), 3)].map((f) =>
        call(goals, `POST /goals/${raced.id}/reschedule`, { user: other, body: { from: f } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const final = allDates((await call(goals, `GET /goals/${raced.id}`, { user: other })).body.goal);
    expect(final.every(Boolean)).toBe(true);
    expect(new Set(final).size).toBe(final.length);
    expect([today(), addDays(today(), 3)]).toContain(final[0]);
  });

  it('refuses a bad schedule or date with the field and the reason, and a goal without a roadmap', async () => {
    const user = newUser();
    const bad = async (schedule: unknown) =>
      (await call(goals, 'POST /goals', { user, body: { ...customGoalInput, schedule } })).body.error;
    expect(await bad({ ...daily('2026-02-30') })).toMatchObject({ code: 'VALIDATION', field: 'schedule.startDate' });
    expect(await bad({ ...daily(today()), weekdays: [] })).toMatchObject({ field: 'schedule.weekdays' });
    expect(await bad({ ...daily(today()), weekdays: [0, 8] })).toMatchObject({ field: expect.stringMatching(/^schedule\.weekdays/) });
    expect(await bad({ ...daily(today()), weekdays: [1, 1] })).toMatchObject({ field: 'schedule.weekdays' });
    expect(await bad({ ...daily(today()), timeZone: 'Mars/Olympus_Mons' })).toMatchObject({ field: 'schedule.timeZone' });

    const { goal } = await startedDaysAgo(1, user);
    const past = await call(goals, `POST /goals/${goal.id}/reschedule`, { user, body: { from: addDays(today(), -5) } });
    expect(past).toMatchObject({ status: 400, body: { error: { field: 'from' } } });
    const junk = await call(goals, `POST /goals/${goal.id}/reschedule`, { user, body: { from: 'tomorrow' } });
    expect(junk).toMatchObject({ status: 400, body: { error: { field: 'from' } } });
    // Another user's goal is not found.
    expect((await call(goals, `POST /goals/${goal.id}/reschedule`, { body: {} })).status).toBe(404);
  });

  it('starts a goal without a schedule today, Monday to Friday', async () => {
    const user = newUser();
    await storeReadyGoal(user, samplePlan(1, 5, 1));
    const goal = await summary(user);
    expect(goal.schedule).toEqual({ startDate: today(), weekdays: [1, 2, 3, 4, 5], timeZone: 'UTC' });
    expect(goal.behindDays).toBe(0);
    expect([1, 2, 3, 4, 5]).toContain(weekdayOf(goal.currentDay.date));
  });
});
