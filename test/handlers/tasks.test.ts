import { apiHandler, call, type Handler, newUser } from '../support/api';
import { samplePlan, scanTable, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { userPk } from '../../lambdas/store/user-key';
import { historyPk } from '../../lambdas/store/history-index';
import { dayKey } from '../../lambdas/store/day';

let drop: () => Promise<void>;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let goals: Handler;
let history: typeof import('../../lambdas/handlers/history').handler;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  goals = apiHandler();
  ({ handler: history } = await import('../../lambdas/handlers/history'));
});
afterAll(() => drop());

/** A user with a ready goal of the given shape, written through the store as the generator would. */
async function readyGoal(plan = samplePlan()) {
  const user = newUser();
  const goal = await storeReadyGoal(user, plan);
  const { body } = await call(goals, `GET /goals/${goal.id}`, { user });
  return { user, goal: body.goal };
}

const toggle = (user: any, goalId: string, task: any, completed: boolean) =>
  call(tasks, `PUT /tasks/${goalId}/${task.dayId}/${task.id}`, { user, body: { completed } });

describe('toggling goal tasks', () => {
  it('completing every task of a day completes the day, raises progress and moves Home to the next day', async () => {
    const { user, goal } = await readyGoal(samplePlan(1, 2, 2));
    const [day1] = goal.weeks[0].days;

    const first = await toggle(user, goal.id, day1.tasks[0], true);
    expect(first.status).toBe(200);
    expect(first.body.task).toMatchObject({ id: day1.tasks[0].id, completed: true });
    expect(first.body.task.completedAt).toEqual(expect.any(String));

    let list = (await call(goals, 'GET /goals', { user })).body.goals[0];
    expect(list.currentDay.id).toBe(day1.id);
    expect(list.progress).toBe(0);

    await toggle(user, goal.id, day1.tasks[1], true);
    list = (await call(goals, 'GET /goals', { user })).body.goals[0];
    expect(list.completedDays).toBe(1);
    expect(list.progress).toBe(50);
    expect(list.currentDay.id).toBe(goal.weeks[0].days[1].id);
    expect(list.currentWeek.title).toBe('Week 1: Foundations 1');

    const detail = (await call(goals, `GET /goals/${goal.id}`, { user })).body.goal;
    expect(detail.weeks[0].days[0].isCompleted).toBe(true);
    expect(detail.weeks[0].days[1].isCompleted).toBe(false);
  });

  it('un-completing a task re-opens its day, lowers progress and removes it from history', async () => {
    const { user, goal } = await readyGoal(samplePlan(1, 1, 1));
    const [task] = goal.weeks[0].days[0].tasks;
    await toggle(user, goal.id, task, true);
    expect((await call(history, 'GET /history', { user })).body.items.map((i: any) => i.id)).toEqual([task.id]);

    const undo = await toggle(user, goal.id, task, false);
    expect(undo.body.task).toMatchObject({ completed: false });
    expect(undo.body.task.completedAt).toBeUndefined();
    const list = (await call(goals, 'GET /goals', { user })).body.goals[0];
    expect(list).toMatchObject({ completedDays: 0, progress: 0 });
    expect((await call(history, 'GET /history', { user })).body.items).toEqual([]);
  });

  it('repeating a toggle changes nothing and answers the task as it is', async () => {
    const { user, goal } = await readyGoal(samplePlan(1, 1, 2));
    const [task] = goal.weeks[0].days[0].tasks;
    const first = await toggle(user, goal.id, task, true);
    const before = await scanTable();
    const again = await toggle(user, goal.id, task, true);
    expect(again.status).toBe(200);
    expect(again.body.task).toMatchObject({ completed: true, completedAt: first.body.task.completedAt });
    expect(await scanTable()).toEqual(before);
  });

  it('20 concurrent toggles on one day leave exact counters', async () => {
    const { user, goal } = await readyGoal(samplePlan(1, 2, 5));
    const day = goal.weeks[0].days[0];
    // Every task completed twice and one of them un-completed twice, all at once.
    const requests = [
      ...day.tasks.flatMap((t: any) => [toggle(user, goal.id, t, true), toggle(user, goal.id, t, true)]),
      ...Array.from({ length: 10 }, (_, i) => toggle(user, goal.id, day.tasks[i % 5], true)),
    ];
    const results = await Promise.all(requests);
    expect(results.every((r) => r.status === 200)).toBe(true);

    const items = await scanTable();
    const dayItem = items.find((i) => i.SK === dayKey(user.sub, goal.id, 'w01d01').SK)!;
    expect(dayItem).toMatchObject({ totalTasks: 5, openTasks: 0 });
    const goalItem = items.find((i) => i.type === 'goal' && i.id === goal.id)!;
    expect(goalItem.completedDays).toBe(1);
    expect([...goalItem.doneDays]).toEqual([day.id]);
    expect(items.filter((i) => i.GSI1PK === historyPk(user.sub))).toHaveLength(5);

    // And a storm of opposite toggles on the completed day settles exactly too.
    await Promise.all(
      day.tasks.flatMap((t: any) => [toggle(user, goal.id, t, false), toggle(user, goal.id, t, true), toggle(user, goal.id, t, false)]),
    );
    const after = await scanTable();
    const open = after.filter((i) => i.type === 'task' && i.PK === userPk(user.sub) && i.dayId === day.id && !i.completed).length;
    const dayAfter = after.find((i) => i.SK === dayKey(user.sub, goal.id, 'w01d01').SK)!;
    expect(dayAfter.openTasks).toBe(open);
    const goalAfter = after.find((i) => i.type === 'goal' && i.id === goal.id)!;
    expect(goalAfter.completedDays).toBe(open === 0 ? 1 : 0);
  });

  it('edits title, description and difficulty without touching counters', async () => {
    const { user, goal } = await readyGoal(samplePlan(1, 1, 1));
    const [task] = goal.weeks[0].days[0].tasks;
    const res = await call(tasks, `PUT /tasks/${goal.id}/${task.dayId}/${task.id}`, {
      user,
      body: { title: '  Conjugate ser  ', description: 'Present tense', difficulty: 'hard' },
    });
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ id: task.id, title: 'Conjugate ser', description: 'Present tense', difficulty: 'hard' });
    const detail = (await call(goals, `GET /goals/${goal.id}`, { user })).body.goal;
    expect(detail.weeks[0].days[0].tasks[0]).toMatchObject({ title: 'Conjugate ser', completed: false });
  });
});

describe('adding and deleting goal tasks', () => {
  it('adding a task to a completed day re-opens it; deleting its last open task completes it again', async () => {
    const { user, goal } = await readyGoal(samplePlan(1, 1, 1));
    const day = goal.weeks[0].days[0];
    await toggle(user, goal.id, day.tasks[0], true);
    expect((await call(goals, 'GET /goals', { user })).body.goals[0].completedDays).toBe(1);

    const added = await call(tasks, `POST /tasks/${goal.id}/${day.id}`, { user, body: { title: 'Extra listening' } });
    expect(added.status).toBe(201);
    expect(added.body.task).toMatchObject({ title: 'Extra listening', difficulty: 'medium', completed: false, dayId: day.id });
    let summary = (await call(goals, 'GET /goals', { user })).body.goals[0];
    expect(summary.completedDays).toBe(0);
    expect(summary.currentDay.tasks.map((t: any) => t.title)).toEqual([day.tasks[0].title, 'Extra listening']);

    const removed = await call(tasks, `DELETE /tasks/${goal.id}/${day.id}/${added.body.task.id}`, { user });
    expect(removed.status).toBe(204);
    summary = (await call(goals, 'GET /goals', { user })).body.goals[0];
    expect(summary.completedDays).toBe(1);
    expect(summary.currentDay.tasks).toHaveLength(1);
  });

  it('deleting a completed task keeps the day complete and takes it out of history', async () => {
    const { user, goal } = await readyGoal(samplePlan(1, 1, 2));
    const day = goal.weeks[0].days[0];
    await toggle(user, goal.id, day.tasks[0], true);
    await toggle(user, goal.id, day.tasks[1], true);
    expect((await call(tasks, `DELETE /tasks/${goal.id}/${day.id}/${day.tasks[0].id}`, { user })).status).toBe(204);
    const items = await scanTable();
    expect(items.find((i) => i.type === 'day' && i.PK === userPk(user.sub))).toMatchObject({ totalTasks: 1, openTasks: 0 });
    expect((await call(history, 'GET /history', { user })).body.items.map((i: any) => i.id)).toEqual([day.tasks[1].id]);
    expect((await call(goals, 'GET /goals', { user })).body.goals[0].completedDays).toBe(1);
  });

  it('answers 404 for a day or task that does not exist, and writes nothing', async () => {
    const { user, goal } = await readyGoal(samplePlan(1, 1, 1));
    const before = await scanTable();
    expect((await call(tasks, `POST /tasks/${goal.id}/w09d01`, { user, body: { title: 'x' } })).status).toBe(404);
    expect((await call(tasks, `PUT /tasks/${goal.id}/w01d01/nope12345`, { user, body: { completed: true } })).status).toBe(404);
    expect((await call(tasks, `DELETE /tasks/${goal.id}/w01d01/nope12345`, { user })).status).toBe(404);
    expect(await scanTable()).toEqual(before);
  });
});
