import { call, newUser } from '../support/api';
import { storeCompletion } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

/** Completed personal tasks leave Home when the user's day ends, on DynamoDB Local. */
let drop: () => Promise<void>;
let personal: typeof import('../../lambdas/handlers/personal-tasks').handler;
let store: typeof import('../../lambdas/store/personal-task');

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: personal } = await import('../../lambdas/handlers/personal-tasks'));
  store = await import('../../lambdas/store/personal-task');
});
afterAll(() => drop());

const titles = (tasks: { title: string }[]) => tasks.map((t) => t.title);

describe('the personal list through the day', () => {
  it('keeps a completed task on Home until the day ends in the user’s zone, then for a week under recent', async () => {
    const user = newUser();
    await store.createPersonalTask(user.sub, { title: 'Open' });
    await storeCompletion(user, '2026-11-22T22:30:00Z'); // Berlin 23:30 on the 22nd; UTC the 22nd; Kiritimati 12:30 on the 23rd
    await storeCompletion(user, '2026-11-22T23:30:00Z'); // Berlin 00:30 on the 23rd; UTC the 22nd
    await storeCompletion(user, '2026-11-10T10:00:00Z'); // more than a week ago everywhere
    const now = new Date('2026-11-23T09:00:00Z');
    const view = async (timeZone: string, v: 'today' | 'recent') =>
      titles(await store.listPersonalTasks(user.sub, { view: v, timeZone, now }));

    expect(await view('Europe/Berlin', 'today')).toEqual(['Open', 'Done at 2026-11-22T23:30:00Z']);
    expect(await view('Europe/Berlin', 'recent')).toEqual(['Done at 2026-11-22T22:30:00Z']);
    expect(await view('UTC', 'today')).toEqual(['Open']);
    expect(await view('UTC', 'recent')).toEqual(['Done at 2026-11-22T23:30:00Z', 'Done at 2026-11-22T22:30:00Z']);
    expect(await view('Pacific/Kiritimati', 'today')).toEqual(['Open', 'Done at 2026-11-22T22:30:00Z', 'Done at 2026-11-22T23:30:00Z']);
    // Everything is still there, for History and the export.
    expect(await store.listPersonalTasks(user.sub)).toHaveLength(4);
  });

  it('reads the day in the device’s zone when the request names one, and refuses what is not a zone', async () => {
    const user = newUser();
    await storeCompletion(user, new Date(Date.now() - 36 * 3600_000).toISOString());
    const list = (query: Record<string, string>) => call(personal, 'GET /personal-tasks', { user, query });
    expect((await list({ timeZone: 'Europe/Berlin' })).body.tasks).toEqual([]);
    expect((await list({ view: 'recent', timeZone: 'Europe/Berlin' })).body.tasks).toHaveLength(1);
    expect((await list({ timeZone: 'Mars/Olympus' })).body.error).toMatchObject({ code: 'VALIDATION', field: 'timeZone' });
    expect((await list({ view: 'all' })).body.error).toMatchObject({ field: 'view' });
  });
});
