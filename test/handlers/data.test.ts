import { apiHandler, call, type Handler, newUser, type TestUser } from '../support/api';
import { customGoalInput, samplePlan, scanTable, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

/** Export and import of a user's data through the handlers, on DynamoDB Local. */
let drop: () => Promise<void>;
let data: typeof import('../../lambdas/handlers/data').handler;
let goals: Handler;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let personal: typeof import('../../lambdas/handlers/personal-tasks').handler;
let history: typeof import('../../lambdas/handlers/history').handler;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  ({ handler: data } = await import('../../lambdas/handlers/data'));
  goals = apiHandler();
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  ({ handler: personal } = await import('../../lambdas/handlers/personal-tasks'));
  ({ handler: history } = await import('../../lambdas/handlers/history'));
});
afterAll(() => drop());

async function makePro(user: TestUser) {
  const { setPlan } = await import('../../lambdas/store/profile');
  await setPlan(user.sub, 'pro');
}

/** A Pro user with two goals and personal tasks, and a little of everything done to them. */
async function busyUser() {
  const user = newUser('Ana, "the runner"');
  await makePro(user);
  const first = await storeReadyGoal(user, samplePlan(2, 3, 2), {
    ...customGoalInput,
    title: 'Run a 10k, then more',
    schedule: { startDate: '2026-11-16', weekdays: [1, 3, 5], timeZone: 'Europe/Berlin' },
  });
  const second = await storeReadyGoal(user, samplePlan(1, 2, 1), { ...customGoalInput, title: 'Read =SUM(A1)' });
  const goal = (await call(goals, `GET /goals/${first.id}`, { user })).body.goal;
  const [day1] = goal.weeks[0].days;
  for (const task of day1.tasks) await call(tasks, `PUT /tasks/${first.id}/w01d01/${task.id}`, { user, body: { completed: true } });
  await call(tasks, `POST /tasks/${first.id}/w01d02`, { user, body: { title: 'Stretch, 10 minutes', description: 'Calves; hamstrings' } });
  // Week 1 (16–20 November) has ended: its review goes with the goal.
  await call(goals, `PUT /goals/${first.id}/reviews/1`, { user, body: { feel: 'right', note: 'Legs tired, but fine' } });
  const stepped = goal.weeks[0].days[1].tasks[0];
  await call(tasks, `POST /tasks/${first.id}/w01d02/${stepped.id}/breakdown`, { user });
  const milk = (await call(personal, 'POST /personal-tasks', { user, body: { title: 'Buy milk' } })).body.task;
  await call(personal, `PUT /personal-tasks/${milk.id}`, { user, body: { completed: true } });
  await call(personal, 'POST /personal-tasks', { user, body: { title: 'Call the bank' } });
  return { user, goalIds: [first.id, second.id] };
}

const exportOf = async (user: TestUser) => (await call(data, 'GET /export', { user, query: { format: 'json' } })).body;
const importInto = (user: TestUser, body: unknown) => call(data, 'POST /import', { user, body });
/** What must survive a round trip: everything but when it was exported and whose account it is. */
const content = ({ exportedAt: _at, profile: _profile, ...rest }: any) => rest;

describe('export', () => {
  it('answers all of the user’s data as a JSON file to download', async () => {
    const { user, goalIds } = await busyUser();
    const res = await call(data, 'GET /export', { user, query: { format: 'json' } });
    expect(res.status).toBe(200);
    expect(res.headers['Content-Disposition']).toMatch(/^attachment; filename="stride-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = res.body;
    expect(file).toMatchObject({ format: 'stride-export', version: 1, profile: { name: 'Ana, "the runner"', plan: 'pro' } });
    expect(file.goals.map((g: any) => g.id)).toEqual(goalIds);
    const [run] = file.goals;
    expect(run.weeks[0].days[0].tasks.every((t: any) => t.completed && t.completedAt)).toBe(true);
    expect(run.weeks[0].days[1].tasks.at(-1)).toMatchObject({ title: 'Stretch, 10 minutes', addedByUser: true });
    expect(run.weeks[0].days[1].tasks[0].subtasks.length).toBeGreaterThanOrEqual(2);
    expect(run.schedule).toEqual({ startDate: '2026-11-16', weekdays: [1, 3, 5], timeZone: 'Europe/Berlin' });
    expect(file.personalTasks.map((t: any) => [t.title, t.completed])).toEqual([
      ['Buy milk', true],
      ['Call the bank', false],
    ]);
    expect(file.completions).toHaveLength(3);
    expect(JSON.stringify(file)).not.toContain(user.sub);
  });

  it('answers the completed tasks as CSV, quoted where needed and safe to open in a spreadsheet', async () => {
    const { user } = await busyUser();
    const formula = (await call(personal, 'POST /personal-tasks', { user, body: { title: '=HYPERLINK("http://x")' } })).body.task;
    await call(personal, `PUT /personal-tasks/${formula.id}`, { user, body: { completed: true } });
    const res = await call(data, 'GET /export', { user, query: { format: 'csv' } });
    expect(res.headers['Content-Type']).toBe('text/csv; charset=utf-8');
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,completed_at,goal,task,description');
    expect(lines).toHaveLength(5);
    // A formula is written as text (a leading quote), never run by the spreadsheet.
    expect(lines.at(-1)).toMatch(/,Personal,"'=HYPERLINK\(""http:\/\/x""\)",$/);
    expect(lines.filter((l) => l.includes('"Run a 10k, then more"'))).toHaveLength(2);
    expect(lines.some((l) => /,Personal,Buy milk,$/.test(l))).toBe(true);
    expect((await call(data, 'GET /export', { user, query: { format: 'xml' } })).body.error).toMatchObject({ field: 'format' });
  });
});

describe('import', () => {
  it('takes an export back into a new account exactly, and adds nothing when sent again', async () => {
    const { user } = await busyUser();
    const file = await exportOf(user);
    const fresh = newUser('Ana on her own install');
    await makePro(fresh);

    const first = await importInto(fresh, file);
    expect(first.status).toBe(200);
    expect(first.body.imported).toEqual({ goals: 2, personalTasks: 2, skipped: 0 });
    expect(content(await exportOf(fresh))).toEqual(content(file));

    // Progress, History and Home read as they did for the original account.
    const summaries = (await call(goals, 'GET /goals', { user: fresh })).body.goals;
    expect(summaries.map((g: any) => [g.title, g.completedDays, g.currentDay?.id])).toEqual([
      ['Run a 10k, then more', 1, 'w01d02'],
      ['Read =SUM(A1)', 0, 'w01d01'],
    ]);
    const done = (u: TestUser) =>
      call(history, 'GET /history', { user: u }).then((r) => r.body.items.map((i: any) => [i.title, i.completedAt]));
    expect(await done(fresh)).toEqual(await done(user));

    const again = await importInto(fresh, file);
    expect(again.body.imported).toEqual({ goals: 0, personalTasks: 0, skipped: 4 });
    expect(content(await exportOf(fresh))).toEqual(content(file));
  });

  it('carries the weeks’ reviews, but not a change still waiting on a plan the file does not hold', async () => {
    const { user, goalIds } = await busyUser();
    const file = await exportOf(user);
    expect(file.goals[0].reviews).toEqual([
      {
        week: 1,
        feel: 'right',
        note: 'Legs tired, but fine',
        answeredAt: expect.any(String),
        change: { kind: 'none', why: 'About right: the next week goes on as planned.' },
      },
    ]);
    // Answered again, too hard with two days missed: a repeat of the week waits beside the plan.
    await call(goals, `PUT /goals/${goalIds[0]}/reviews/1`, { user, body: { feel: 'hard' } });
    const waiting = await exportOf(user);
    expect(waiting.goals[0].reviews[0].change.kind).toBe('repeat');
    const fresh = newUser();
    await makePro(fresh);
    expect((await importInto(fresh, waiting)).status).toBe(200);
    const imported = (await call(goals, `GET /goals/${goalIds[0]}/reviews`, { user: fresh })).body.reviews;
    expect(imported.at(-1)).toMatchObject({ week: 1, answer: { feel: 'hard' } });
    expect(imported.at(-1).change).toBeUndefined();
    expect((await call(goals, `GET /goals/${goalIds[0]}`, { user: fresh })).body.goal.adjustment).toBeUndefined();
    // A review of a week the plan does not have is refused, naming it.
    const odd = structuredClone(file);
    odd.goals[0].reviews[0].week = 9;
    const refused = await importInto(newUser(), odd);
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('goals.0.reviews.0.week');
  });

  it('writes nothing when the plan has no room for the goals, and says so', async () => {
    const { user } = await busyUser();
    const file = await exportOf(user);
    const free = newUser();
    const before = await scanTable();
    const refused = await importInto(free, file);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'PLAN_LIMIT', message: expect.stringContaining('this import would make 2') });
    expect(await scanTable()).toEqual(before);
  });

  it('keeps to the caller’s own account, whoever’s ids the file carries', async () => {
    const { user } = await busyUser();
    const file = await exportOf(user);
    const before = content(await exportOf(user));
    const other = newUser('Mallory');
    await makePro(other);
    // The same ids, renamed: they land in Mallory's account and change nothing of Ana's.
    const forged = { ...file, goals: file.goals.map((g: any) => ({ ...g, title: 'Hijacked' })) };
    expect((await importInto(other, forged)).body.imported.goals).toBe(2);
    expect(content(await exportOf(user))).toEqual(before);
    expect((await exportOf(other)).goals.map((g: any) => g.title)).toEqual(['Hijacked', 'Hijacked']);
  });

  it('refuses what is not a Stride export, naming the field, and files over the size limit', async () => {
    const { user } = await busyUser();
    const file = await exportOf(user);
    const fresh = newUser();
    await makePro(fresh);
    const field = async (body: unknown) => (await importInto(fresh, body)).body.error?.field;
    expect(await field({ ...file, format: 'something-else' })).toBe('format');
    expect(await field({ ...file, version: 2 })).toBe('version');
    const long = structuredClone(file);
    long.goals[0].weeks[0].days[0].tasks[0].title = 'x'.repeat(201);
    expect(await field(long)).toBe('goals.0.weeks.0.days.0.tasks.0.title');
    // A task's minutes as a plan holds them (LIMITS.taskMinutes, decision 071), and no more.
    const longest = structuredClone(file);
    longest.goals[0].weeks[0].days[0].tasks[0].estimatedMinutes = 361;
    expect(await field(longest)).toBe('goals.0.weeks.0.days.0.tasks.0.estimatedMinutes');
    const badId = structuredClone(file);
    badId.personalTasks[0].id = '../PROFILE';
    expect(await field(badId)).toBe('personalTasks.0.id');
    const res = await call(data, 'POST /import', {
      user: fresh,
      rawBody: JSON.stringify({ ...file, padding: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await exportOf(fresh)).goals).toEqual([]);
  });

  it('refuses what the API itself never writes — a repeated week, day or id — naming it, and writes nothing', async () => {
    const { user } = await busyUser();
    const file = await exportOf(user);
    const fresh = newUser();
    await makePro(fresh);
    const before = await scanTable();
    const refusal = async (change: (f: any) => void) => {
      const bad = structuredClone(file);
      change(bad);
      const res = await importInto(fresh, bad);
      return [res.status, res.body.error?.field, res.body.error?.message];
    };
    expect(await refusal((f) => (f.goals[0].weeks[1].number = 1))).toEqual([
      400,
      'goals.0.weeks.1.number',
      'goals.0.weeks.1.number must be 2: weeks are numbered 1, 2, 3… in order',
    ]);
    expect(await refusal((f) => (f.goals[0].weeks[0].days[2].number = 2))).toEqual([
      400,
      'goals.0.weeks.0.days.2.number',
      expect.stringContaining('must be 3: days are numbered'),
    ]);
    // The same task twice, on days of different weeks: a second item would overwrite the first.
    expect(await refusal((f) => (f.goals[0].weeks[1].days[0].tasks[0].id = f.goals[0].weeks[0].days[0].tasks[0].id))).toEqual([
      400,
      'goals.0.weeks.1.days.0.tasks.0.id',
      expect.stringContaining('repeats the task id'),
    ]);
    expect(await refusal((f) => (f.goals[1].id = f.goals[0].id))).toEqual([
      400,
      'goals.1.id',
      expect.stringContaining('repeats the goal id'),
    ]);
    expect(await refusal((f) => (f.personalTasks[1].id = f.personalTasks[0].id))).toEqual([
      400,
      'personalTasks.1.id',
      expect.stringContaining('repeats the task id'),
    ]);
    expect(await scanTable()).toEqual(before);
  });

  it('holds the personal-task cap when imports run at once: the tasks kept never pass it', async () => {
    const fresh = newUser();
    const task = (i: number, batch: number) => ({
      id: `T${batch}x${i}`,
      title: `Task ${i} of import ${batch}`,
      description: '',
      difficulty: 'easy',
      completed: false,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    const file = (batch: number, n: number) => ({
      format: 'stride-export',
      version: 1,
      goals: [],
      personalTasks: Array.from({ length: n }, (_, i) => task(i, batch)),
    });
    // Five imports of 150 at once: each fits alone, together they would keep 750.
    const answers = await Promise.all([1, 2, 3, 4, 5].map((b) => importInto(fresh, file(b, 150))));
    // One takes its room first and goes through whole; the others are refused before writing anything,
    // told the count as it is — the 150 the one that fits is importing (issue #40: all five were refused,
    // each told of 196 tasks an empty account did not have).
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted.map((a) => a.body)).toEqual([{ imported: { goals: 0, personalTasks: 150, skipped: 0 } }]);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.error])).toEqual(
      Array(4).fill([
        409,
        { code: 'LIMIT_REACHED', message: 'You can keep at most 200 personal tasks; with this import you would have 300.' },
      ]),
    );
    expect((await exportOf(fresh)).personalTasks).toHaveLength(150);
    // The count is what is kept: imports fill it to the cap exactly, an add past it is refused, a delete makes room again.
    expect((await importInto(fresh, file(6, 50))).status).toBe(200);
    expect((await exportOf(fresh)).personalTasks).toHaveLength(200);
    const full = await call(personal, 'POST /personal-tasks', { user: fresh, body: { title: 'One more' } });
    expect(full.body.error).toMatchObject({ code: 'LIMIT_REACHED' });
    await call(personal, 'DELETE /personal-tasks/T6x0', { user: fresh });
    expect((await call(personal, 'POST /personal-tasks', { user: fresh, body: { title: 'One more' } })).status).toBe(201);
  });

  it('refuses a body that nests deeper than any Stride request before parsing it', async () => {
    const res = await call(data, 'POST /import', { user: newUser(), rawBody: '['.repeat(100_000) + ']'.repeat(100_000) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: 'body', message: expect.stringContaining('nests deeper than 20 levels') });
    // Brackets inside strings are text, not nesting.
    const text = await call(personal, 'POST /personal-tasks', { user: newUser(), body: { title: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' } });
    expect(text.status).toBe(201);
  });
});
