import { call, newUser } from '../support/api';
import { identityOf, scanTable } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { eventually } from '../support/eventually';

/**
 * A deletion wins every race, on DynamoDB Local: requests admitted a moment before it may still be
 * running, and none of them may leave anything of the account behind (issue #26).
 */
let drop: () => Promise<void>;
let data: typeof import('../../lambdas/handlers/data').handler;
let deletion: typeof import('../../lambdas/app/account/delete-data');

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: data } = await import('../../lambdas/handlers/data'));
  deletion = await import('../../lambdas/app/account/delete-data');
});
afterAll(() => drop());

/** An export of `goals` goals of 4 weeks × 5 days × 4 tasks each: a big import, as a person's years would be. */
function bigExport(goals: number) {
  const at = '2026-11-01T10:00:00.000Z';
  return {
    format: 'stride-export',
    version: 1,
    goals: Array.from({ length: goals }, (_, g) => ({
      id: `G${g}race`,
      title: `Goal ${g}`,
      description: '',
      category: 'custom',
      option: 'Custom',
      status: 'ready',
      createdAt: `2026-10-${String(g + 1).padStart(2, '0')}T10:00:00.000Z`,
      answers: { currentLevel: 'new', targetLevel: 'done', dailyMinutes: 30 },
      schedule: { startDate: '2026-11-02', weekdays: [1, 2, 3, 4, 5], timeZone: 'UTC' },
      placement: { from: '2026-11-02', pinned: {} },
      weeks: Array.from({ length: 4 }, (_, w) => ({
        number: w + 1,
        title: `Week ${w + 1}`,
        description: '',
        days: Array.from({ length: 5 }, (_, d) => ({
          number: d + 1,
          title: `Day ${d + 1}`,
          tasks: Array.from({ length: 4 }, (_, t) => ({
            id: `T${g}x${w}x${d}x${t}`,
            title: `Task ${t}`,
            description: '',
            difficulty: 'easy',
            completed: false,
            createdAt: at,
            updatedAt: at,
          })),
        })),
      })),
    })),
    personalTasks: [],
  };
}

const itemsOf = async (userId: string) => (await scanTable()).filter((i) => String(i.PK).includes(userId));

describe('deleting an account while its requests run', () => {
  it('leaves nothing of an import in flight: no goal commits after the deletion, and the late sweep takes the rest', async () => {
    const user = newUser();
    const { setPlan } = await import('../../lambdas/store/profile');
    await setPlan(user.sub, 'pro');
    const importing = call(data, 'POST /import', { user, body: bigExport(12) });
    // Some goals are in, more are coming: now the account is deleted.
    await eventually(
      async () => (await itemsOf(user.sub)).filter((i) => i.type === 'goal').length,
      (n) => n >= 1 && n < 12,
    );
    await deletion.deleteAccountData(user.sub);
    const answer = await importing;
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'This account has been deleted.' });
    // Nothing a transaction writes (goals, the profile, counters) came back after the deletion; at
    // most the items of the one roadmap being written remain, for the late sweep.
    const left = await itemsOf(user.sub);
    expect(left.filter((i) => !['week', 'day', 'task'].includes(i.type))).toEqual([]);
    await deletion.lateSweep(user.sub); // as the delayed queue delivers it, deployed
    expect(await itemsOf(user.sub)).toEqual([]);
  });

  it('refuses a write of a request admitted just before the deletion, and writes nothing', async () => {
    const user = newUser();
    const { createPersonalTask } = await import('../../lambdas/store/personal-task');
    const { createGoal } = await import('../../lambdas/store/create-goal');
    const { customGoalInput } = await import('../support/fixtures');
    await createPersonalTask(user.sub, { title: 'Before' });
    await deletion.deleteAccountData(user.sub);
    // These passed the request's admission before the mark; their transactions check it again.
    await expect(createPersonalTask(user.sub, { title: 'After' })).rejects.toThrow('This account has been deleted.');
    await expect(createGoal(identityOf(user), customGoalInput, { dailyQuota: 100 })).rejects.toThrow('This account has been deleted.');
    expect(await itemsOf(user.sub)).toEqual([]);
  });
});

describe('a sweep event nobody should have sent (decision 046)', () => {
  it('deletes nothing of a live account: the sweeper checks the deletion mark, whoever put the event', async () => {
    const user = newUser();
    const { createPersonalTask } = await import('../../lambdas/store/personal-task');
    await createPersonalTask(user.sub, { title: 'Mine, and staying' });
    const before = await itemsOf(user.sub);
    expect(before.length).toBeGreaterThan(0);
    // An AccountDeleted event naming the live account, as its delay queue would deliver it to the sweeper.
    const { handler: sweeper } = await import('../../lambdas/handlers/sweep-account');
    const forged = { Records: [{ messageId: 'forged', body: JSON.stringify({ detail: { userId: user.sub } }) }] };
    expect(await sweeper(forged as never)).toEqual({ batchItemFailures: [] });
    expect(await itemsOf(user.sub)).toEqual(before);

    // Once the account is deleted, the same event is the late sweep it stands for.
    await deletion.deleteAccountData(user.sub);
    expect(await sweeper(forged as never)).toEqual({ batchItemFailures: [] });
    expect(await itemsOf(user.sub)).toEqual([]);
  });
});
