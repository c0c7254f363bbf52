import type { APIGatewayProxyEvent } from 'aws-lambda';
import { proxyEvent } from '../../local/proxy-event';
import { call, newUser } from '../support/api';
import { customGoalInput, samplePlan, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

/**
 * The daily reminder on DynamoDB Local: settings through the API, hourly runs through the sender with
 * a mailer that records what it is given (SES cannot run here; the local runtime's outbox is the same
 * path, tested by the browser journey), and the public unsubscribe link.
 */
let drop: () => Promise<void>;
let me: typeof import('../../lambdas/handlers/me').handler;
let tasks: typeof import('../../lambdas/handlers/personal-tasks').handler;
let unsubscribeHandler: typeof import('../../lambdas/handlers/unsubscribe').handler;
let sender: typeof import('../../lambdas/app/reminders/send');

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: me } = await import('../../lambdas/handlers/me'));
  ({ handler: tasks } = await import('../../lambdas/handlers/personal-tasks'));
  ({ handler: unsubscribeHandler } = await import('../../lambdas/handlers/unsubscribe'));
  sender = await import('../../lambdas/app/reminders/send');
});
afterAll(() => drop());

const links = { appUrl: 'https://stride.example', apiUrl: 'https://stride.example/Prod' };

/** A mailer that keeps what it is asked to send, or fails the first `failures` times. */
function mailbox(failures = 0) {
  const sent: Parameters<import('../../lambdas/app/reminders/send').Mailer['send']>[0][] = [];
  let left = failures;
  return {
    sent,
    async send(mail: (typeof sent)[number]) {
      if (left-- > 0) throw new Error('SES: Throttling');
      sent.push(mail);
    },
  };
}

/** Runs every hour from `from` for `hours` hours, as the scheduled rule would. */
async function runHours(from: string, hours: number, mailer: ReturnType<typeof mailbox>) {
  const results = [];
  for (let h = 0; h < hours; h++) results.push(await sender.sendDueReminders(new Date(Date.parse(from) + h * 3_600_000), mailer, links));
  return results;
}

const unsubscribeCall = (token: string) =>
  unsubscribeHandler(
    proxyEvent({
      method: 'POST',
      path: `/reminders/unsubscribe/${encodeURIComponent(token)}`,
      headers: {},
      body: null,
    }) as APIGatewayProxyEvent,
  );

/** A user with a personal task for today, who turned reminders on at `hour` in Berlin, the evening before. */
async function subscriber(hour = 8) {
  const user = newUser('Mara Quinn');
  await call(tasks, 'POST /personal-tasks', { user, body: { title: 'Call the physio' } });
  const reminders = await setAt('2026-11-22T20:00:00Z', user, { enabled: true, hour, timeZone: 'Europe/Berlin' });
  return { user, reminders };
}

/** PUT /me/reminders as if sent at `at` (the store computes the next run from the clock). */
async function setAt(at: string, user: ReturnType<typeof newUser>, body: unknown) {
  jest.useFakeTimers({ now: new Date(at), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
  try {
    return await call(me, 'PUT /me/reminders', { user, body });
  } finally {
    jest.useRealTimers();
  }
}

describe('reminder settings', () => {
  it('are off until turned on, and say when the next one goes', async () => {
    const user = newUser();
    expect((await call(me, 'GET /me/reminders', { user })).body.reminders).toMatchObject({ enabled: false, hour: 8 });
    const { reminders } = await subscriber(7);
    expect(reminders.status).toBe(200);
    // 07:00 in Berlin on 23 November is 06:00 UTC.
    expect(reminders.body.reminders).toEqual({
      enabled: true,
      hour: 7,
      timeZone: 'Europe/Berlin',
      weekly: false,
      nextAt: '2026-11-23T06:00:00.000Z',
    });
  });

  it('refuse an hour outside the day or a zone that does not exist, naming the field', async () => {
    const user = newUser();
    for (const [body, field] of [
      [{ enabled: true, hour: 24, timeZone: 'Europe/Berlin' }, 'hour'],
      [{ enabled: true, hour: 8, timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ enabled: 'yes', hour: 8, timeZone: 'UTC' }, 'enabled'],
    ] as const) {
      const response = await call(me, 'PUT /me/reminders', { user, body });
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
    }
  });
});

describe('the hourly runs', () => {
  it('send one email a day at the user’s hour, with today’s tasks and a working unsubscribe link', async () => {
    const { user } = await subscriber(8);
    const mailer = mailbox();
    // From 05:00 to 09:00 UTC (06:00–10:00 in Berlin), and each run twice, as a retried run would be.
    for (const at of [
      '2026-11-23T05:00:00Z',
      '2026-11-23T06:00:00Z',
      '2026-11-23T07:00:00Z',
      '2026-11-23T07:00:30Z',
      '2026-11-23T08:00:00Z',
    ]) {
      await sender.sendDueReminders(new Date(at), mailer, links);
    }
    const mine = mailer.sent.filter((m) => m.to === user.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('Today in Stride: 1 task');
    expect(mine[0]!.text).toContain('Hi Mara Quinn,');
    expect(mine[0]!.text).toContain('• Call the physio');
    expect(mine[0]!.text).toContain('https://stride.example/home');
    const token = decodeURIComponent(/unsubscribe\?token=([^\s]+)/.exec(mine[0]!.text)![1]!);
    expect(mine[0]!.oneClickUnsubscribeUrl).toBe(`https://stride.example/Prod/reminders/unsubscribe/${encodeURIComponent(token)}`);

    // The next day's run sends the next one.
    await runHours('2026-11-24T07:00:00Z', 1, mailer);
    expect(mailer.sent.filter((m) => m.to === user.email)).toHaveLength(2);

    // One click, without signing in: no more reminders, and the link can be followed again.
    expect((await unsubscribeCall(token)).statusCode).toBe(200);
    expect(JSON.parse((await unsubscribeCall(token)).body)).toEqual({ unsubscribed: true });
    expect((await call(me, 'GET /me/reminders', { user })).body.reminders.enabled).toBe(false);
    await runHours('2026-11-25T05:00:00Z', 4, mailer);
    expect(mailer.sent.filter((m) => m.to === user.email)).toHaveLength(2);
  });

  it('go to the account’s new address once it is confirmed: the next page load updates the copy they are sent to', async () => {
    const { user } = await subscriber(8);
    await call(me, 'PATCH /me', { user, body: { name: 'Mara Quinn' } }); // the profile holds the address of the day
    const moved = { ...user, email: `moved-${user.email}` };
    // Signed in again after confirming the new address: its token carries it.
    expect((await call(me, 'GET /me', { user: moved })).body.profile.email).toBe(moved.email);
    const mailer = mailbox();
    await runHours('2026-11-23T07:00:00Z', 1, mailer);
    expect(mailer.sent.filter((m) => m.to === moved.email)).toHaveLength(1);
    expect(mailer.sent.filter((m) => m.to === user.email)).toEqual([]);
  });

  it('send a link that says nothing of whose it is, replaced when reminders are turned on again', async () => {
    const { user } = await subscriber(8);
    const mailer = mailbox();
    const linkOf = () =>
      decodeURIComponent(/unsubscribe\?token=([^\s]+)/.exec(mailer.sent.filter((m) => m.to === user.email).at(-1)!.text)![1]!);
    await runHours('2026-11-23T07:00:00Z', 1, mailer);
    const first = linkOf();
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first).not.toContain(user.sub);
    // Unsubscribed, then on again: a new link; the old one no longer opens anything.
    expect((await unsubscribeCall(first)).statusCode).toBe(200);
    await setAt('2026-11-23T20:00:00Z', user, { enabled: true, hour: 8, timeZone: 'Europe/Berlin' });
    await runHours('2026-11-24T07:00:00Z', 1, mailer);
    const second = linkOf();
    expect(second).not.toBe(first);
    expect((await unsubscribeCall(first)).statusCode).toBe(404);
    expect((await unsubscribeCall(second)).statusCode).toBe(200);
    // A link naming its account, as development builds made before any release, opens nothing (decision 048).
    const { putAll } = await import('../../lambdas/store/dynamo');
    const legacy = `${user.sub}.${'a'.repeat(32)}`;
    await putAll([
      {
        PK: `USER#${user.sub}`,
        SK: 'REMINDER',
        type: 'reminder',
        hour: 8,
        timeZone: 'UTC',
        token: legacy,
        GSI1PK: 'REMINDER#2026-11-25T08',
        GSI1SK: user.sub,
      },
    ]);
    expect((await unsubscribeCall(legacy)).statusCode).toBe(404);
  });

  it('forget the link’s lookup when the account is deleted', async () => {
    const { user } = await subscriber(8);
    const mailer = mailbox();
    await runHours('2026-11-23T07:00:00Z', 1, mailer);
    const token = decodeURIComponent(/unsubscribe\?token=([^\s]+)/.exec(mailer.sent.find((m) => m.to === user.email)!.text)![1]!);
    const { deleteAllUserData } = await import('../../lambdas/app/account/delete-data');
    await deleteAllUserData(user.sub);
    const { scanTable } = await import('../support/fixtures');
    expect((await scanTable()).filter((i) => i.userId === user.sub)).toEqual([]);
    expect((await unsubscribeCall(token)).statusCode).toBe(404);
  });

  it('lists the goal’s tasks of today beside the personal ones', async () => {
    const user = newUser('Ada');
    await storeReadyGoal(user, samplePlan(1, 2, 2));
    await setAt('2026-11-22T20:00:00Z', user, { enabled: true, hour: 9, timeZone: 'UTC' });
    const mailer = mailbox();
    await runHours('2026-11-23T09:00:00Z', 1, mailer);
    const [mail] = mailer.sent.filter((m) => m.to === user.email);
    expect(mail!.subject).toBe('Today in Stride: 2 tasks');
    expect(mail!.text).toMatch(/— Week 1, Day 1\n {2}• .+\n {2}• .+/);
  });

  it('send the week in review, when asked for, the morning after a goal’s week ends and only then', async () => {
    const user = newUser('Ada');
    // Week 1 is Monday 16, Wednesday 18 and Friday 20 November; week 2 begins on Monday 23.
    const goal = await storeReadyGoal(user, samplePlan(2, 3, 2), {
      ...customGoalInput,
      schedule: { startDate: '2026-11-16', weekdays: [1, 3, 5], timeZone: 'UTC' },
    });
    const settings = await setAt('2026-11-19T20:00:00Z', user, { enabled: true, hour: 9, timeZone: 'UTC', weekly: true });
    expect(settings.body.reminders).toMatchObject({ enabled: true, weekly: true });
    const mailer = mailbox();
    await runHours('2026-11-20T09:00:00Z', 1, mailer); // week 1's last day: the daily reminder only
    await runHours('2026-11-21T09:00:00Z', 1, mailer); // the morning after
    await runHours('2026-11-22T09:00:00Z', 1, mailer); // two days after: nothing more about it
    const reviews = mailer.sent.filter((m) => m.to === user.email && m.subject.startsWith('Your week in review'));
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.subject).toBe('Your week in review: Run a 10k, week 1');
    expect(reviews[0]!.text).toContain('• 0 of 6 tasks done, 0 of 60 minutes');
    expect(reviews[0]!.text).toContain(`one tap shapes next week: https://stride.example/goal/${goal.id}`);
    expect(reviews[0]!.oneClickUnsubscribeUrl).toMatch(/^https:\/\/stride\.example\/Prod\/reminders\/unsubscribe\//);

    // Without it asked for, or once the week is reviewed, no such mail.
    const other = newUser('Bo');
    await storeReadyGoal(other, samplePlan(2, 3, 2), {
      ...customGoalInput,
      schedule: { startDate: '2026-11-16', weekdays: [1, 3, 5], timeZone: 'UTC' },
    });
    await setAt('2026-11-19T20:00:00Z', other, { enabled: true, hour: 9, timeZone: 'UTC' });
    await runHours('2026-11-20T09:00:00Z', 1, mailer);
    await runHours('2026-11-21T09:00:00Z', 1, mailer);
    expect(mailer.sent.filter((m) => m.to === other.email).map((m) => m.subject)).toEqual([
      'Today in Stride: 2 tasks',
      'Today in Stride: 2 tasks',
    ]);
    // Week 2 ends on Friday 27; answered early on Saturday, before the run at nine.
    const { answerReview } = await import('../../lambdas/store/review');
    const { readGoal } = await import('../../lambdas/store/read-goal');
    for (const day of [23, 24, 25, 26, 27]) await runHours(`2026-11-${day}T09:00:00Z`, 1, mailer);
    await answerReview(user.sub, await readGoal(user.sub, goal.id), 2, { feel: 'right' }, new Date('2026-11-28T07:00:00Z'));
    await runHours('2026-11-28T09:00:00Z', 1, mailer);
    const subjects = mailer.sent.filter((m) => m.to === user.email).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Today in Stride'))).toHaveLength(9); // 20 to 28 November
    expect(subjects.filter((s) => s.startsWith('Your week in review'))).toHaveLength(1);
  });

  it('give a failed email back to the run’s retry, which sends it once', async () => {
    const { user } = await subscriber(8);
    const failing = mailbox(1);
    const [first] = await runHours('2026-11-23T07:00:00Z', 1, failing);
    expect(first!.failed).toBeGreaterThanOrEqual(1);
    expect(failing.sent.filter((m) => m.to === user.email)).toHaveLength(0);
    await runHours('2026-11-23T07:00:00Z', 1, failing);
    await runHours('2026-11-23T08:00:00Z', 1, failing);
    expect(failing.sent.filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it('send nothing to a user who turned reminders off, or whose account was deleted', async () => {
    const off = await subscriber(8);
    await setAt('2026-11-22T21:00:00Z', off.user, { enabled: false, hour: 8, timeZone: 'Europe/Berlin' });
    const gone = await subscriber(8);
    const { deleteAllUserData } = await import('../../lambdas/app/account/delete-data');
    await deleteAllUserData(gone.user.sub);
    const mailer = mailbox();
    await runHours('2026-11-23T05:00:00Z', 4, mailer);
    expect(mailer.sent.filter((m) => m.to === off.user.email || m.to === gone.user.email)).toEqual([]);
  });

  it('refuse an unsubscribe link that is not one of ours', async () => {
    const { user } = await subscriber(8);
    for (const token of ['nonsense', `${user.sub}.${'A'.repeat(32)}`]) {
      const response = await unsubscribeCall(token);
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.body).error.message).toBe('This unsubscribe link is not valid.');
    }
    expect((await call(me, 'GET /me/reminders', { user })).body.reminders.enabled).toBe(true);
  });
});
