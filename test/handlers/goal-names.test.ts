import { apiHandler, call, newUser, type Handler } from '../support/api';
import { storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

let drop: () => Promise<void>;
let goals: Handler;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  goals = apiHandler();
});
afterAll(() => drop());

describe('renaming a goal', () => {
  it('gives the goal its person’s name, wherever the goal is read', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user);
    const res = await call(goals, `PATCH /goals/${goal.id}`, { user, body: { title: '  Run 10K by my birthday ' } });
    expect(res.status).toBe(200);
    expect(res.body.goal).toMatchObject({ id: goal.id, title: 'Run 10K by my birthday', status: 'ready' });
    expect((await call(goals, `GET /goals/${goal.id}`, { user })).body.goal.title).toBe('Run 10K by my birthday');
    expect((await call(goals, 'GET /goals', { user })).body.goals.map((g: any) => g.title)).toEqual(['Run 10K by my birthday']);
  });

  it('refuses a name that is not one, naming the field, and keeps the old one', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user);
    const refused = async (body: unknown) => (await call(goals, `PATCH /goals/${goal.id}`, { user, body })).body.error;
    expect(await refused({ title: '   ' })).toMatchObject({ code: 'VALIDATION', field: 'title', message: 'title is required' });
    expect(await refused({ title: 'x'.repeat(201) })).toMatchObject({ field: 'title', message: expect.stringContaining('at most 200') });
    expect(await refused({ title: 'Run\nBcc: everyone@example.test' })).toMatchObject({
      field: 'title',
      message: 'title must be on one line',
    });
    expect(await refused({ title: 'Mine', status: 'ready' })).toMatchObject({ field: 'status' });
    expect(await refused({})).toMatchObject({ field: 'title' });
    expect((await call(goals, `GET /goals/${goal.id}`, { user })).body.goal.title).toBe(goal.title);
  });

  it("is the caller's own goal's only", async () => {
    const owner = newUser();
    const goal = await storeReadyGoal(owner);
    const stranger = newUser('Mallory');
    expect((await call(goals, `PATCH /goals/${goal.id}`, { user: stranger, body: { title: 'Mine now' } })).status).toBe(404);
    expect((await call(goals, 'PATCH /goals/nosuchgoal1', { user: owner, body: { title: 'Mine' } })).status).toBe(404);
    expect((await call(goals, `GET /goals/${goal.id}`, { user: owner })).body.goal.title).toBe(goal.title);
  });
});
