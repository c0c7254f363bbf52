import { isDeepStrictEqual } from 'node:util';
import { apiHandler, call, type Handler, newUser, type TestUser } from '../support/api';
import { customGoalInput, identityOf, scanTable } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { ENV } from '../../lambdas/env';
import { GENERATION_TIMING, OPTION_TRACKS } from '../../contract';
import { eventually } from '../support/eventually';
import { userPk } from '../../lambdas/store/user-key';
import { goalSk } from '../../lambdas/store/goal';

/**
 * The goal lifecycle through the goals handler on DynamoDB Local, with the builtin (offline) planner
 * generating in the background as it does under `npm start`.
 */
let drop: () => Promise<void>;
let goals: Handler;
let dispatch: typeof import('../../lambdas/app/start-generation');
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let run: typeof import('../../lambdas/app/goals/run-generation');

const QUOTA = 3;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  process.env[ENV.generationMode] = 'inline';
  process.env[ENV.roadmapProvider] = 'builtin';
  process.env.DAILY_GENERATION_QUOTA = String(QUOTA);
  goals = apiHandler();
  dispatch = await import('../../lambdas/app/start-generation');
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  run = await import('../../lambdas/app/goals/run-generation');
  dispatch.useInlineGeneration((job) => run.runGeneration(job));
});
afterAll(() => drop());

const spanish = {
  category: 'languages',
  option: 'Spanish',
  answers: { currentLevel: 'I know a few words', targetLevel: 'Hold a simple conversation', dailyMinutes: 30 },
};

/** A goal waiting for its roadmap, with no generation started: the test runs it. */
async function newGeneratingGoal(user: TestUser): Promise<{ goalId: string; attemptId: string }> {
  const store = await import('../../lambdas/store/create-goal');
  const created = await store.createGoal(identityOf(user), customGoalInput, { dailyQuota: QUOTA });
  if (created.replayed) throw new Error('A new goal was expected');
  return { goalId: created.goal.id, attemptId: created.attemptId };
}

/**
 * The offline planner, held back: `started()` resolves once a run has claimed its goal and called it,
 * and the plan comes out only on `release()` — a run caught mid-generation.
 */
async function heldProvider() {
  const { builtinProvider } = await import('../../lambdas/roadmap/generate');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let called = false;
  return {
    name: 'held',
    generate: async (request: Parameters<typeof builtinProvider.generate>[0]) => {
      called = true;
      await gate;
      return builtinProvider.generate(request);
    },
    started: async () => expect(await eventually(async () => called, Boolean)).toBe(true),
    release: () => release(),
  };
}

async function makePro(user: TestUser) {
  const { setPlan } = await import('../../lambdas/store/profile');
  await setPlan(user.sub, 'pro');
}

describe('creating a goal', () => {
  it('answers 202 generating at once, then the roadmap becomes ready with weeks, days and tasks', async () => {
    const user = newUser();
    const created = await call(goals, 'POST /goals', { user, body: spanish });
    expect(created.status).toBe(202);
    expect(created.body.goal).toMatchObject({
      status: 'generating',
      title: 'Learn Spanish',
      progress: 0,
      category: 'languages',
      option: 'Spanish',
    });

    await dispatch.generationsSettled();
    const { goal } = (await call(goals, `GET /goals/${created.body.goal.id}`, { user })).body;
    expect(goal.status).toBe('ready');
    expect(goal.generatedBy).toBe('builtin');
    expect(goal.weeks.length).toBe(goal.totalWeeks);
    expect(goal.totalDays).toBe(goal.weeks.reduce((n: number, w: any) => n + w.days.length, 0));
    expect(goal.weeks[0].title).toMatch(/^Week 1: /);
    expect(goal.weeks[0].days[0].title).toMatch(/^Day 1: /);
    expect(goal.weeks[0].days[0].tasks.length).toBeGreaterThan(0);
    expect(goal.weeks[0].days[0].tasks[0]).toMatchObject({ completed: false, goalId: goal.id, dayId: 'w01d01' });

    const [summary] = (await call(goals, 'GET /goals', { user })).body.goals;
    expect(summary).toMatchObject({ id: goal.id, status: 'ready', progress: 0, currentDay: { id: 'w01d01' }, currentWeek: { number: 1 } });
  });

  it('keeps a custom goal’s own title and description', async () => {
    const user = newUser();
    const created = await call(goals, 'POST /goals', { user, body: customGoalInput });
    await dispatch.generationsSettled();
    const { goal } = (await call(goals, `GET /goals/${created.body.goal.id}`, { user })).body;
    expect(goal).toMatchObject({ status: 'ready', title: 'Run a 10k', description: customGoalInput.description });
  });

  it('plans a custom goal’s named parts a week each, and keeps them with its answers', async () => {
    const user = newUser();
    // (A goal no custom kind plans: a 10 km run is Physical Fitness's running plan since decision 233.)
    const parts = ['the lunge', 'the hand placement', 'the landing'];
    const body = {
      ...customGoalInput,
      title: 'Learn to do a cartwheel',
      description: 'A clean cartwheel on grass',
      answers: { ...customGoalInput.answers, currentLevel: 'never tried', targetLevel: 'a clean cartwheel', parts },
    };
    const created = await call(goals, 'POST /goals', { user, body });
    expect(created.status).toBe(202);
    await dispatch.generationsSettled();
    const { goal } = (await call(goals, `GET /goals/${created.body.goal.id}`, { user })).body;
    expect(goal.answers.parts).toEqual(parts);
    expect(goal.weeks.map((w: { title: string }) => w.title)).toEqual(
      expect.arrayContaining([
        'Week 2: The lunge: the form, slowly, with feedback',
        'Week 5: The landing, a little faster or longer, and keeping the hand placement alive',
      ]),
    );
  });

  it('refuses parts on a catalogue goal and a part named twice, naming the field', async () => {
    const user = newUser();
    const onCatalogue = await call(goals, 'POST /goals', { user, body: { ...spanish, answers: { ...spanish.answers, parts: ['verbs'] } } });
    expect(onCatalogue.status).toBe(400);
    expect(onCatalogue.body.error).toMatchObject({ field: 'answers.parts', message: expect.stringContaining('custom goal only') });
    const twice = await call(goals, 'POST /goals', {
      user,
      body: { ...customGoalInput, answers: { ...customGoalInput.answers, parts: ['Verbs', 'verbs '] } },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatchObject({ field: 'answers.parts', message: expect.stringContaining('must not repeat a part') });
    expect((await call(goals, 'GET /goals', { user })).body.goals).toEqual([]);
  });

  it('refuses a custom goal without a title, naming the field, and writes nothing', async () => {
    const user = newUser();
    const before = await scanTable();
    const res = await call(goals, 'POST /goals', { user, body: { ...customGoalInput, title: undefined } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'title' });
    expect(await scanTable()).toEqual(before);
  });

  it('allows one goal on the Free plan: the second is a 403 PLAN_LIMIT and is not stored', async () => {
    const user = newUser();
    expect((await call(goals, 'POST /goals', { user, body: spanish })).status).toBe(202);
    await dispatch.generationsSettled();
    const before = await scanTable();
    const second = await call(goals, 'POST /goals', { user, body: customGoalInput });
    expect(second.status).toBe(403);
    expect(second.body.error.code).toBe('PLAN_LIMIT');
    expect(second.body.error.message).toMatch(/Free plan/);
    expect(await scanTable()).toEqual(before);
  });

  it('creates one goal for a double click carrying the same Idempotency-Key', async () => {
    const user = newUser();
    await makePro(user);
    const headers = { 'Idempotency-Key': 'click-4f1c2a9e' };
    const [a, b] = await Promise.all([
      call(goals, 'POST /goals', { user, body: spanish, headers }),
      call(goals, 'POST /goals', { user, body: spanish, headers }),
    ]);
    const again = await call(goals, 'POST /goals', { user, body: spanish, headers });
    await dispatch.generationsSettled();
    const ids = new Set([a, b, again].filter((r) => r.status === 202).map((r) => r.body.goal.id));
    expect(ids.size).toBe(1);
    expect(again.status).toBe(202);
    expect((await call(goals, 'GET /goals', { user })).body.goals).toHaveLength(1);
  });

  it(`answers 429 once a user has started ${QUOTA} generations today`, async () => {
    const user = newUser();
    await makePro(user);
    for (let i = 0; i < QUOTA; i++) expect((await call(goals, 'POST /goals', { user, body: spanish })).status).toBe(202);
    await dispatch.generationsSettled();
    const over = await call(goals, 'POST /goals', { user, body: spanish });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: expect.stringMatching(
        new RegExp(
          // "in 3 hours 20 minutes", "in 10 hours" (on the hour), "in 5 minutes"
          `^You can generate ${QUOTA} roadmaps a day\\. You can generate more at midnight UTC, in (\\d+ hours?( \\d+ minutes?)?|\\d+ minutes?)\\.$`,
        ),
      ),
    });
    expect((await call(goals, 'GET /goals', { user })).body.goals).toHaveLength(QUOTA);
  });
});

describe('previewing a plan before it is made', () => {
  const preview = (user: TestUser, body: unknown) => call(goals, 'POST /goals/preview', { user, body });
  const schedule = (weekdays: number[]) => ({ startDate: '2030-01-07', weekdays, timeZone: 'Europe/Berlin' });

  it('answers what the plan for a POST /goals body will be, and says what would reach the target', async () => {
    const user = newUser();
    const before = await scanTable();
    const body = {
      category: 'languages',
      option: 'Spanish',
      answers: { currentLevel: 'complete beginner', targetLevel: 'order in a restaurant', dailyMinutes: 90 },
      schedule: schedule([1, 3, 5]),
    };
    const res = await preview(user, body);
    expect(res.status).toBe(200);
    // Half a year of weeks of three days (decision 055): 117 hours of the 190 that A2 takes.
    expect(res.body).toMatchObject({
      weeks: 26,
      calendarWeeks: 26,
      weeklyMinutes: 270,
      reaches: { name: 'A1' },
      target: { name: 'A2', reached: false },
      warnings: [],
    });
    expect(res.body.summary).toMatch(/reaches A1 .* A2 \(everyday situations.*\) takes about 190 hours/);
    // One summary: three short facts, a sentence of why, the details; never "reaches" beside "beyond".
    expect(res.body.facts).toEqual([
      '26 weeks on your 3 days',
      '4 h 30 min a week, longest session 25 minutes',
      'Reaches A1; A2 takes longer',
    ]);
    expect(res.body.why).toMatch(/^This plan reaches A1 \(basic phrases.*\) in about \d+ weeks/);
    expect(res.body.summary).toBe([res.body.why, ...res.body.details].join(' '));
    // A longer day, more days (the very days planned on) and the nearer target, each with what the plan then reaches.
    expect(res.body.suggestions).toEqual([
      { change: 'minutes', dailyMinutes: 150, result: expect.stringMatching(/^reaches A2 in about \d+ weeks$/) },
      { change: 'days', daysPerWeek: 5, weekdays: [1, 3, 5, 6, 7], result: expect.stringMatching(/^reaches A2 in about \d+ weeks$/) },
      { change: 'target', targetLevel: 'A1', result: expect.stringMatching(/^reaches A1 in about \d+ weeks$/) },
    ]);
    // Nothing is made or stored (a preview is counted on a count of its own, test/handlers/limits.test.ts).
    expect(await scanTable()).toEqual(before);

    // The same body creates the goal whose plan the preview described.
    const created = await call(goals, 'POST /goals', { user, body });
    await dispatch.generationsSettled();
    const { goal } = (await call(goals, `GET /goals/${created.body.goal.id}`, { user })).body;
    expect(goal.weeks).toHaveLength(res.body.weeks);
    expect(goal.description).toContain(res.body.summary);
  });

  it('offers a nearer target the plan reaches, and previews it reached', async () => {
    const user = newUser();
    const answers = { currentLevel: 'I run 5k twice a week', targetLevel: 'run a marathon', dailyMinutes: 60 };
    const far = (await preview(user, { category: 'health', option: 'Physical Fitness', answers })).body;
    expect(far.reaches).toEqual({ name: 'Half marathon', goal: 'running 21.1 km' });
    expect(far.target).toMatchObject({ name: 'Marathon', reached: false });
    const nearer = far.suggestions.find((s: { change: string }) => s.change === 'target');
    expect(nearer).toMatchObject({ targetLevel: 'Half marathon' });
    const near = (
      await preview(user, { category: 'health', option: 'Physical Fitness', answers: { ...answers, targetLevel: nearer.targetLevel } })
    ).body;
    expect(near.target).toMatchObject({ name: 'Half marathon', reached: true });
    expect(near.suggestions).toEqual([]);
  });

  it('works past the Free plan’s one goal, since it makes none, and says what a person named first', async () => {
    const user = newUser();
    await call(goals, 'POST /goals', { user, body: spanish });
    const res = await preview(user, {
      category: 'health',
      option: 'Mental Health',
      answers: { currentLevel: 'anxious, panic attacks sometimes', targetLevel: 'feel calmer', dailyMinutes: 20 },
    });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([expect.stringMatching(/^You mention panic attacks/)]);
    expect(res.body.target).toBeUndefined();
    expect(res.body.summary).toMatch(
      /^A 3-week plan from “anxious, panic attacks sometimes” to “feel calmer”, about 20 minutes a day, 5 days a week\./,
    );
  });

  it('refuses what POST /goals refuses, naming the field', async () => {
    const res = await preview(newUser(), { ...spanish, answers: { ...spanish.answers, dailyMinutes: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'answers.dailyMinutes' });
    // A track the option does not have, on the preview and on the goal alike.
    const body = { ...spanish, answers: { ...spanish.answers, track: 'website' } };
    for (const route of ['POST /goals/preview', 'POST /goals'] as const) {
      const refused = await call(goals, route, { user: newUser(), body });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION', field: 'answers.track' });
    }
  });

  it('reads back the track, the start and the aim, and plans the track the person picks instead (issue #36)', async () => {
    const user = newUser();
    const answers = { currentLevel: 'never programmed', targetLevel: 'build my own personal website', dailyMinutes: 45 };
    const body = { category: 'skills', option: 'Coding', answers, schedule: schedule([1, 3, 5]) };
    const read = (await preview(user, body)).body.reading;
    expect(read).toMatchObject({
      track: { name: 'A personal website', chosen: 'words' },
      start: 'the beginning',
      aim: { name: 'A personal website' },
      constraints: [],
    });
    // The corrections offered: the option's own path, then every other track of Coding, in the catalogue's order.
    expect(read.tracks.map((t: { answers: object }) => t.answers)).toEqual([
      { track: 'general' },
      ...OPTION_TRACKS.Coding!.filter((t) => t !== 'website').map((track) => ({ track })),
    ]);
    expect(read.tracks).toHaveLength(OPTION_TRACKS.Coding!.length);
    // A click on the general path plans it, and the goal made from the same body is planned on it too.
    const general = { ...body, answers: { ...answers, track: 'general' } };
    const picked = (await preview(user, general)).body;
    expect(picked.reading).toMatchObject({ track: { name: 'Coding', chosen: 'asked' } });
    const created = await call(goals, 'POST /goals', { user, body: general });
    await dispatch.generationsSettled();
    const { goal } = (await call(goals, `GET /goals/${created.body.goal.id}`, { user })).body;
    expect(goal.answers.track).toBe('general');
    expect(goal.weeks[0].title).toBe('Week 1: Your machine, Git and a first program');
  });
});

describe('a failed generation', () => {
  it('marks the goal failed with a reason, and a retry generates it', async () => {
    const user = newUser();
    const { goalId, attemptId } = await newGeneratingGoal(user);
    // A provider that always answers something that is not a roadmap, as a confused model might.
    const broken = { name: 'broken', generate: async () => ({ weeks: 'not a roadmap' }) };
    await run.runGeneration({ userId: user.sub, goalId, attemptId }, { provider: broken });

    const failed = (await call(goals, `GET /goals/${goalId}`, { user })).body.goal;
    expect(failed).toMatchObject({ status: 'failed', weeks: [] });
    expect(failed.failureReason).toEqual(expect.any(String));

    const retry = await call(goals, `POST /goals/${goalId}/retry`, { user });
    expect(retry.status).toBe(202);
    expect(retry.body.goal.status).toBe('generating');
    expect((await call(goals, `POST /goals/${goalId}/retry`, { user })).status).toBe(409);
    await dispatch.generationsSettled();
    const ready = (await call(goals, `GET /goals/${goalId}`, { user })).body.goal;
    expect(ready.status).toBe('ready');
    expect(ready.failureReason).toBeUndefined();
  });

  it('stops the provider at the deadline and records why, without trying again', async () => {
    const user = newUser();
    const job = { userId: user.sub, ...(await newGeneratingGoal(user)) };
    let calls = 0;
    const hanging = {
      name: 'hanging',
      generate: (_request: unknown, signal?: AbortSignal) => {
        calls++;
        return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
      },
    };
    await run.runGeneration(job, { provider: hanging, deadlineMs: 200 });
    expect(calls).toBe(1);
    expect((await call(goals, `GET /goals/${job.goalId}`, { user })).body.goal).toMatchObject({
      status: 'failed',
      failureReason: 'The roadmap took too long to generate. Please try again.',
    });
  });

  it('does not ask again after a refusal that cannot succeed, but does after an unusable answer', async () => {
    const user = newUser();
    await makePro(user);
    const { ProviderCallError } = await import('../../lambdas/roadmap/types');
    const counting = (fail: () => Error) => {
      const provider = {
        name: 'counting',
        calls: 0,
        generate: async () => {
          provider.calls++;
          throw fail();
        },
      };
      return provider;
    };
    const denied = counting(() =>
      Object.assign(new Error('not authorized'), { name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } }),
    );
    await run.runGeneration({ userId: user.sub, ...(await newGeneratingGoal(user)) }, { provider: denied });
    expect(denied.calls).toBe(1);
    const overloaded = counting(() => new ProviderCallError('The AI endpoint answered HTTP 503', true));
    await run.runGeneration({ userId: user.sub, ...(await newGeneratingGoal(user)) }, { provider: overloaded });
    expect(overloaded.calls).toBe(2);
  });
});

describe('generation that cannot corrupt a roadmap', () => {
  const dayCount = (goal: any) => goal.weeks.reduce((n: number, w: any) => n + w.days.length, 0);
  const roadmapItems = async (user: TestUser, goalId: string) =>
    (await scanTable()).filter((i) => i.PK === userPk(user.sub) && String(i.SK).startsWith(`${goalSk(goalId)}#`));

  it('leaves one complete roadmap when the same event is delivered twice at once, or again afterwards', async () => {
    const user = newUser();
    const job = { userId: user.sub, ...(await newGeneratingGoal(user)) };
    await Promise.all([run.runGeneration(job), run.runGeneration(job)]);
    const goal = (await call(goals, `GET /goals/${job.goalId}`, { user })).body.goal;
    expect(goal.status).toBe('ready');
    expect(dayCount(goal)).toBe(goal.totalDays);
    expect(goal.totalDays).toBeGreaterThan(0);
    for (const week of goal.weeks) for (const day of week.days) expect(day.tasks.length).toBeGreaterThan(0);
    const items = await roadmapItems(user, job.goalId);

    // A late redelivery of the event finds the goal ready and touches nothing.
    await run.runGeneration(job);
    expect(await roadmapItems(user, job.goalId)).toEqual(items);
    expect((await call(goals, `GET /goals/${job.goalId}`, { user })).body.goal).toEqual(goal);
    const task = goal.weeks[0].days[0].tasks[0];
    expect((await call(tasks, `PUT /tasks/${job.goalId}/${task.dayId}/${task.id}`, { user, body: { completed: true } })).status).toBe(200);
  });

  it('lets a stuck goal recover through Retry, and the old attempt’s run then writes nothing', async () => {
    const user = newUser();
    const { goalId, attemptId } = await newGeneratingGoal(user);
    // The first run claims the goal and then hangs (as a run would whose function was stopped).
    const stalled = await heldProvider();
    const first = run.runGeneration({ userId: user.sub, goalId, attemptId }, { provider: stalled });
    await stalled.started();

    // Not yet stuck: Retry is refused with a clear reason.
    const early = await call(goals, `POST /goals/${goalId}/retry`, { user });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/still being generated/);

    // Past the stuck deadline a Retry starts a new attempt, which completes.
    const saveRoadmap = await import('../../lambdas/store/generation');
    const later = new Date(Date.now() + GENERATION_TIMING.stuckAfterMs + 1000);
    const retried = await saveRoadmap.startRetry(user.sub, goalId, QUOTA, later);
    expect(retried).not.toBe(attemptId);
    await run.runGeneration({ userId: user.sub, goalId, attemptId: retried });
    const ready = (await call(goals, `GET /goals/${goalId}`, { user })).body.goal;
    expect(ready.status).toBe('ready');
    const items = await roadmapItems(user, goalId);

    // The old run wakes up with a whole roadmap of its own: the goal is no longer its, so nothing changes.
    stalled.release();
    await first;
    expect(await roadmapItems(user, goalId)).toEqual(items);
    expect((await call(goals, `GET /goals/${goalId}`, { user })).body.goal).toEqual(ready);
  });

  it('leaves nothing behind when the goal is deleted while its roadmap is being generated', async () => {
    const user = newUser();
    const job = { userId: user.sub, ...(await newGeneratingGoal(user)) };
    const slow = await heldProvider();
    const running = run.runGeneration(job, { provider: slow });
    await slow.started();
    expect((await call(goals, `DELETE /goals/${job.goalId}`, { user })).status).toBe(204);
    slow.release();
    await running;
    expect((await scanTable()).filter((i) => i.PK === userPk(user.sub) && String(i.SK).startsWith(goalSk('')))).toEqual([]);
  });

  it('starts a stuck goal over when its create request is sent again', async () => {
    const user = newUser();
    const store = await import('../../lambdas/store/create-goal');
    const { replayedGoal } = await import('../../lambdas/app/goals/generation');
    const key = 'replay-of-a-stuck-create';
    const first = await store.createGoal(identityOf(user), customGoalInput, { dailyQuota: QUOTA, idempotencyKey: key });
    const goalId = first.replayed ? '' : first.goal.id;
    const replay = await store.createGoal(identityOf(user), customGoalInput, { dailyQuota: QUOTA, idempotencyKey: key });
    expect(replay).toEqual({ replayed: true, goalId });
    const later = new Date(Date.now() + GENERATION_TIMING.stuckAfterMs + 1000);
    expect(await replayedGoal(user.sub, goalId, later)).toMatchObject({ stuck: true, goal: { id: goalId } });
    expect(await replayedGoal(user.sub, goalId)).toMatchObject({ stuck: false });
  });
});

describe('deleting a goal', () => {
  it('leaves a deletion that was cut short to the late sweep: reading the goals writes nothing, and the sweep finishes it', async () => {
    const user = newUser();
    const created = (await call(goals, 'POST /goals', { user, body: spanish })).body.goal;
    await dispatch.generationsSettled();
    const goalItems = async () => (await scanTable()).filter((i) => i.PK === userPk(user.sub) && String(i.SK).startsWith(goalSk('')));
    const { handler: sweeper } = await import('../../lambdas/handlers/sweep-account');
    // The goal deletion's late sweep, as its delay queue delivers it (app/goals/delete.ts).
    const sweep = {
      Records: [{ messageId: 'sweep', body: JSON.stringify({ 'detail-type': 'GoalDeletionBegun', detail: { userId: user.sub } }) }],
    };
    // Sent while no deletion has begun (forged, or early), it deletes nothing.
    const whole = await goalItems();
    expect(await sweeper(sweep as never)).toEqual({ batchItemFailures: [] });
    expect(await goalItems()).toEqual(whole);

    // The deletion's first step happened and then the function stopped: the goal is marked, its items remain.
    const { ddb, tableName } = await import('../../lambdas/store/dynamo');
    const { goalKey } = await import('../../lambdas/store/goal');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(user.sub, created.id),
        UpdateExpression: 'SET deleting = :t',
        ExpressionAttributeValues: { ':t': true },
      }),
    );
    const partition = async () => (await scanTable()).filter((i) => i.PK === userPk(user.sub));
    const before = await partition();
    // Every request the goals function sends to the table while it answers the reads.
    const sent: { command: string; key: unknown }[] = [];
    ddb().middlewareStack.add(
      (next, context) => (args) => {
        sent.push({ command: String(context.commandName), key: (args.input as { Key?: unknown }).Key });
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    try {
      expect((await call(goals, `GET /goals/${created.id}`, { user })).status).toBe(404);
      expect((await call(goals, 'GET /goals', { user })).body.goals).toEqual([]);
    } finally {
      ddb().middlewareStack.remove('recordCommands');
    }
    // The only write is the admission's count of the account's reads (app/admission.ts), outside its data.
    const { COUNTERS } = await import('../../lambdas/store/account-guard');
    const readsCounter = COUNTERS.reads.key(user.sub);
    expect(sent.filter((s) => !/^(Get|Query|BatchGet)/.test(s.command) && !isDeepStrictEqual(s.key, readsCounter))).toEqual([]);
    expect(sent.some((s) => s.command === 'QueryCommand')).toBe(true);
    expect(await partition()).toEqual(before);

    expect(await sweeper(sweep as never)).toEqual({ batchItemFailures: [] });
    expect(await goalItems()).toEqual([]);
    // The Free plan's slot is free again.
    expect((await call(goals, 'POST /goals', { user, body: customGoalInput })).status).toBe(202);
    await dispatch.generationsSettled();
  });

  it('removes the goal and every item under it, and frees the Free plan’s slot', async () => {
    const user = newUser();
    const created = (await call(goals, 'POST /goals', { user, body: spanish })).body.goal;
    await dispatch.generationsSettled();
    expect((await call(goals, `DELETE /goals/${created.id}`, { user })).status).toBe(204);
    const left = (await scanTable()).filter((i) => i.PK === userPk(user.sub) && String(i.SK).startsWith(goalSk('')));
    expect(left).toEqual([]);
    expect((await call(goals, `GET /goals/${created.id}`, { user })).status).toBe(404);
    expect((await call(goals, `DELETE /goals/${created.id}`, { user })).status).toBe(404);
    expect((await call(goals, 'POST /goals', { user, body: customGoalInput })).status).toBe(202);
    await dispatch.generationsSettled();
  });
});
