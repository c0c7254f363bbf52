import { call, newUser } from '../support/api';
import { customGoalInput, samplePlan, storeCompletion, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

/** Streaks from the history index and the goals' schedules, on DynamoDB Local. */
let drop: () => Promise<void>;
let me: typeof import('../../lambdas/handlers/me').handler;
let store: typeof import('../../lambdas/app/history/read');

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: me } = await import('../../lambdas/handlers/me'));
  store = await import('../../lambdas/app/history/read');
});
afterAll(() => drop());

/** A user with a two-week daily plan from 2026-11-16 in `timeZone`. */
async function userIn(timeZone: string) {
  const user = newUser();
  await storeReadyGoal(user, samplePlan(2, 7, 1), {
    ...customGoalInput,
    schedule: { startDate: '2026-11-16', weekdays: [1, 2, 3, 4, 5, 6, 7], timeZone },
  });
  return user;
}

describe('a user’s streak', () => {
  it('counts days in the time zone of the user’s plan, either side of UTC', async () => {
    const instants = ['2026-11-19T23:30:00Z', '2026-11-20T23:30:00Z', '2026-11-22T09:00:00Z'];
    const now = new Date('2026-11-22T12:00:00Z');

    // Berlin (UTC+1): 00:30 on the 20th and the 21st, then the 22nd: three days in a row.
    const berlin = await userIn('Europe/Berlin');
    for (const at of instants) await storeCompletion(berlin, at);
    expect(await store.userStreak(berlin.sub, now)).toMatchObject({ current: 3, longest: 3, freezesLeft: 2 });

    // UTC: the 19th, the 20th, then nothing on the 21st (a scheduled day: a freeze), the 22nd.
    const utc = await userIn('UTC');
    for (const at of instants) await storeCompletion(utc, at);
    expect(await store.userStreak(utc.sub, now)).toEqual({ current: 3, longest: 3, freezesLeft: 1, frozen: ['2026-11-21'] });

    // Pago Pago (UTC−11): it is still the 22nd there at 12:00 UTC; the 09:00 UTC completion was on the 21st.
    const samoa = await userIn('Pacific/Pago_Pago');
    for (const at of instants) await storeCompletion(samoa, at);
    expect(await store.userStreak(samoa.sub, now)).toMatchObject({ current: 3, frozen: [] });
  });

  it('keeps running over the days off a plan has', async () => {
    const user = newUser();
    // Mondays, Wednesdays and Fridays only, from Monday the 16th.
    await storeReadyGoal(user, samplePlan(2, 3, 1), {
      ...customGoalInput,
      schedule: { startDate: '2026-11-16', weekdays: [1, 3, 5], timeZone: 'UTC' },
    });
    for (const at of ['2026-11-16T10:00:00Z', '2026-11-18T10:00:00Z', '2026-11-20T10:00:00Z', '2026-11-23T10:00:00Z'])
      await storeCompletion(user, at);
    expect(await store.userStreak(user.sub, new Date('2026-11-23T12:00:00Z'))).toEqual({
      current: 4,
      longest: 4,
      freezesLeft: 2,
      frozen: [],
    });
  });

  it('is part of GET /me, and of no one else’s', async () => {
    const user = await userIn('UTC');
    const other = newUser('Mallory');
    await storeCompletion(user, new Date().toISOString());
    const mine = await call(me, 'GET /me', { user });
    expect(mine.status).toBe(200);
    expect(mine.body.streak).toMatchObject({ current: 1, longest: 1, freezesLeft: expect.any(Number) });
    expect((await call(me, 'GET /me', { user: other })).body.streak).toEqual({ current: 0, longest: 0, freezesLeft: 2, frozen: [] });
  });
});
