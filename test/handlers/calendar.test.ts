import ICAL from 'ical.js';
import { addDays } from '../../contract';
import { markAccountDeleted } from '../../lambdas/store/account-guard';
import { apiHandler, call, type Handler, newUser, type TestUser } from '../support/api';
import { customGoalInput, samplePlan, scanTable, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

let drop: () => Promise<void>;
let calendar: typeof import('../../lambdas/handlers/calendar').handler;
let feed: typeof import('../../lambdas/handlers/calendar-feed').handler;
let goals: Handler;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: calendar } = await import('../../lambdas/handlers/calendar'));
  ({ handler: feed } = await import('../../lambdas/handlers/calendar-feed'));
  goals = apiHandler();
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
});
afterAll(() => drop());

// Commas, a semicolon, a backslash and non-ASCII text long enough to be folded: all must come back as written.
const TITLE = 'Español, día a día; más práctica \\ menos excusas — ¡vamos! Ünïcödé everywhere, over 75 octets';

async function userWithGoal(): Promise<{ user: TestUser; goal: any }> {
  const user = newUser();
  const plan = samplePlan(2, 3, 2);
  const stored = await storeReadyGoal(user, plan, {
    ...customGoalInput,
    title: TITLE,
    schedule: { startDate: '2026-11-23', weekdays: [1, 3, 5], timeZone: 'Europe/Berlin' },
  });
  const goal = (await call(goals, `GET /goals/${stored.id}`, { user })).body.goal;
  return { user, goal };
}

const feedAt = (path: string) => call(feed, `GET ${path}`, { user: null });

function events(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  return component.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return { uid: event.uid, summary: event.summary, description: event.description, start: event.startDate, end: event.endDate };
  });
}

describe('the calendar feed', () => {
  it('is off until asked for, then has a secret of at least 128 bits and a path to it, said once', async () => {
    const user = newUser();
    expect((await call(calendar, 'GET /calendar-feed', { user })).body).toEqual({ feed: null });
    const made = await call(calendar, 'POST /calendar-feed', { user });
    expect(made.status).toBe(200);
    const { token, path } = made.body.feed;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/); // 32 base64url characters: 192 bits
    expect(path).toBe(`/calendar-feed/${token}/stride.ics`);
    // Stride keeps no copy of the secret: afterwards it says only that the feed is on, and since when.
    expect((await call(calendar, 'GET /calendar-feed', { user })).body.feed).toEqual({ createdAt: made.body.feed.createdAt });
    expect((await call(calendar, 'GET /calendar-feed', { user: null })).status).toBe(401);
  });

  it('lists each scheduled day as an all-day event with its tasks, valid to a maintained iCalendar parser', async () => {
    const { user, goal } = await userWithGoal();
    const [firstDay] = goal.weeks[0].days;
    for (const task of firstDay.tasks) {
      await call(tasks, `PUT /tasks/${goal.id}/${firstDay.id}/${task.id}`, { user, body: { completed: true } });
    }
    const { path } = (await call(calendar, 'POST /calendar-feed', { user })).body.feed;
    const res = await feedAt(path);
    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['Cache-Control']).toBe('no-store');

    const ics: string = res.body;
    // CRLF lines of at most 75 octets (RFC 5545 §3.1), folded where the title is long.
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');

    const days = goal.weeks.flatMap((w: any) => w.days);
    const parsed = events(ics);
    expect(parsed).toHaveLength(days.length);
    expect(new Set(parsed.map((e) => e.uid)).size).toBe(days.length);
    days.forEach((day: any, i: number) => {
      const event = parsed[i]!;
      expect(event.start.isDate).toBe(true);
      expect(event.start.toString()).toBe(day.date);
      expect(event.end.toString()).toBe(addDays(day.date, 1));
      expect(event.summary).toBe(`${i === 0 ? '✓ ' : ''}${TITLE} — ${day.title}`);
      for (const task of day.tasks) expect(event.description).toContain(`${i === 0 ? '☑' : '☐'} ${task.title} (10 min)`);
    });
    // Monday, Wednesday, Friday from Monday 23 November.
    expect(parsed.slice(0, 4).map((e) => e.start.toString())).toEqual(['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-30']);
  });

  it('stops opening with a reset secret at once, and with none once turned off', async () => {
    const { user } = await userWithGoal();
    const first = (await call(calendar, 'POST /calendar-feed', { user })).body.feed;
    expect((await feedAt(first.path)).status).toBe(200);
    const second = (await call(calendar, 'POST /calendar-feed', { user })).body.feed;
    expect(second.token).not.toBe(first.token);
    const old = await feedAt(first.path);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such calendar.' } });
    expect((await feedAt(second.path)).status).toBe(200);

    expect((await call(calendar, 'DELETE /calendar-feed', { user })).status).toBe(204);
    expect((await feedAt(second.path)).status).toBe(404);
    expect((await call(calendar, 'GET /calendar-feed', { user })).body).toEqual({ feed: null });
  });

  it('keeps its secret nowhere — only its digest, out of the index — and forgets the lookup with the account', async () => {
    const { user } = await userWithGoal();
    const { token } = (await call(calendar, 'POST /calendar-feed', { user })).body.feed;
    const everything = await scanTable();
    expect(everything.filter((i) => JSON.stringify(i).includes(token))).toEqual([]);
    const { createHash } = await import('node:crypto');
    const digest = createHash('sha256').update(token).digest('base64url');
    expect(everything.find((i) => i.PK === `USER#${user.sub}` && i.SK === 'CALENDAR')).toMatchObject({ digest });
    expect(everything.filter((i) => i.GSI1PK && JSON.stringify(i).includes(digest))).toEqual([]);
    expect(everything.filter((i) => i.type === 'calendar-lookup' && i.userId === user.sub)).toHaveLength(1);
    const { deleteAllUserData } = await import('../../lambdas/app/account/delete-data');
    await deleteAllUserData(user.sub);
    expect((await scanTable()).filter((i) => i.userId === user.sub)).toEqual([]);
  });

  it('opens nothing through a secret kept in the clear or the index: no release made such feeds (decision 048)', async () => {
    const { user } = await userWithGoal();
    const { putAll } = await import('../../lambdas/store/dynamo');
    const { createHash } = await import('node:crypto');
    const token = 'L'.repeat(32);
    const hash = createHash('sha256').update(token).digest('base64url');
    // An item of the shape a development build wrote before digests and lookups.
    await putAll([
      {
        PK: `USER#${user.sub}`,
        SK: 'CALENDAR',
        type: 'calendar',
        token,
        createdAt: '2026-11-01T00:00:00.000Z',
        GSI1PK: `CALENDAR#${hash}`,
        GSI1SK: 'CALENDAR',
      },
    ]);
    expect((await feedAt(`/calendar-feed/${token}/stride.ics`)).status).toBe(404);
    // Resetting it stores a digest, whose link opens the feed, and nothing of the old secret stays.
    const next = (await call(calendar, 'POST /calendar-feed', { user })).body.feed;
    expect((await feedAt(next.path)).status).toBe(200);
    expect((await scanTable()).filter((i) => JSON.stringify(i).includes(token) || JSON.stringify(i).includes(next.token))).toEqual([]);
  });

  it('reveals nothing without a valid secret, shows only its owner’s plans, and nothing of a deleted account', async () => {
    const a = await userWithGoal();
    const b = newUser();
    const aFeed = (await call(calendar, 'POST /calendar-feed', { user: a.user })).body.feed;
    const bFeed = (await call(calendar, 'POST /calendar-feed', { user: b })).body.feed;

    const unknown = ['A'.repeat(32), 'short', aFeed.token.slice(0, 31) + (aFeed.token.endsWith('A') ? 'B' : 'A'), '../../x'];
    for (const token of unknown) {
      const res = await feedAt(`/calendar-feed/${encodeURIComponent(token)}/stride.ics`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such calendar.' } });
    }
    const bEvents = events((await feedAt(bFeed.path)).body);
    expect(bEvents).toEqual([]);
    expect(events((await feedAt(aFeed.path)).body).every((e) => e.summary.includes(TITLE))).toBe(true);

    await markAccountDeleted(a.user.sub);
    expect((await feedAt(aFeed.path)).status).toBe(404);
  });
});
