import { apiHandler, call, type Handler, newUser, type TestUser } from '../support/api';
import { customGoalInput, samplePlan, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { ENV } from '../../lambdas/env';
import type { CreateGoalInput } from '../../contract/schemas';

/**
 * The week in review (issue #28, first increment), on DynamoDB Local: which weeks have ended in the
 * goal's own time zone, what each planned and did, and the person's answer — given on time or late.
 */
let drop: () => Promise<void>;
let goals: Handler;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let reviews: typeof import('../../lambdas/store/review');
let readReviews: typeof import('../../lambdas/app/reviews/read');
let dispatch: typeof import('../../lambdas/app/start-generation');

beforeAll(async () => {
  ({ drop } = await createTestTable());
  // A "faster" plan is generated as any adjusted plan is: by the builtin planner, in the background.
  process.env[ENV.generationMode] = 'inline';
  process.env[ENV.roadmapProvider] = 'builtin';
  goals = apiHandler();
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  reviews = await import('../../lambdas/store/review');
  readReviews = await import('../../lambdas/app/reviews/read');
  dispatch = await import('../../lambdas/app/start-generation');
  const run = await import('../../lambdas/app/goals/run-generation');
  dispatch.useInlineGeneration((job) => run.runGeneration(job));
});
afterAll(() => drop());

/** A ready goal of 2 weeks × 3 days × 2 tasks, on weekdays from `startDate` in `timeZone`. */
async function goalFrom(user: TestUser, startDate: string, timeZone: string) {
  return storeReadyGoal(user, samplePlan(2, 3, 2), { ...customGoalInput, schedule: { startDate, weekdays: [1, 2, 3, 4, 5], timeZone } });
}

describe('the week in review', () => {
  it('counts a week as ended once its last day has passed in the goal’s own zone, either side of UTC', async () => {
    // Week 1 is Monday 16 to Wednesday 18 November. At noon UTC on the 18th it is already the 19th in
    // Auckland (UTC+13) and still the morning of the 18th in Los Angeles (UTC−8).
    const noon18 = new Date('2026-11-18T12:00:00Z');
    const [kiwi, angeleno] = [newUser(), newUser()];
    const [auckland, losAngeles] = await Promise.all([
      goalFrom(kiwi, '2026-11-16', 'Pacific/Auckland'),
      goalFrom(angeleno, '2026-11-16', 'America/Los_Angeles'),
    ]);
    expect((await readReviews.weekReviews(kiwi.sub, auckland.id, noon18)).map((r) => [r.week, r.endedOn])).toEqual([[1, '2026-11-18']]);
    expect(await readReviews.weekReviews(angeleno.sub, losAngeles.id, noon18)).toEqual([]);
    // The next morning in Los Angeles, it has ended there too.
    expect(await readReviews.weekReviews(angeleno.sub, losAngeles.id, new Date('2026-11-19T16:00:00Z'))).toHaveLength(1);
  });

  it('says what each ended week planned and did, newest first, and keeps an answer given on time or late', async () => {
    const user = newUser();
    const goal = await goalFrom(user, '2026-11-02', 'Europe/Berlin');
    const full = (await call(goals, `GET /goals/${goal.id}`, { user })).body.goal;
    const [day1] = full.weeks[0].days;
    for (const task of day1.tasks) await call(tasks, `PUT /tasks/${goal.id}/${day1.id}/${task.id}`, { user, body: { completed: true } });

    const listed = await call(goals, `GET /goals/${goal.id}/reviews`, { user });
    expect(listed.status).toBe(200);
    expect(listed.body.reviews.map((r: any) => r.week)).toEqual([2, 1]);
    expect(listed.body.reviews[1]).toEqual({
      week: 1,
      title: 'Week 1: Foundations 1',
      endedOn: '2026-11-04',
      planned: { tasks: 6, minutes: 60, days: 3 },
      done: { tasks: 2, minutes: 20, days: 1 },
    });

    const answered = await call(goals, `PUT /goals/${goal.id}/reviews/1`, { user, body: { feel: 'hard', note: 'A busy week at work' } });
    expect(answered.status).toBe(200);
    expect(answered.body.review.answer).toEqual({ feel: 'hard', note: 'A busy week at work', answeredAt: expect.any(String) });
    // Week 2, answered late; then changed.
    await call(goals, `PUT /goals/${goal.id}/reviews/2`, { user, body: { feel: 'easy' } });
    await call(goals, `PUT /goals/${goal.id}/reviews/2`, { user, body: { feel: 'right' } });
    const again = (await call(goals, `GET /goals/${goal.id}/reviews`, { user })).body.reviews;
    expect(again.map((r: any) => [r.week, r.answer?.feel])).toEqual([
      [2, 'right'],
      [1, 'hard'],
    ]);
  });

  it('lists the latest ended week not yet reviewed on the goal’s summary, for Home to offer, until it is answered', async () => {
    const user = newUser();
    const goal = await goalFrom(user, '2026-11-02', 'Europe/Berlin');
    const summary = async (of: TestUser) => (await call(goals, 'GET /goals', { user: of })).body.goals[0];
    expect((await summary(user)).reviewDue).toEqual({ week: 2, endedOn: '2026-11-09' });
    await call(goals, `PUT /goals/${goal.id}/reviews/2`, { user, body: { feel: 'right' } });
    expect((await summary(user)).reviewDue).toBeUndefined();
    // A plan whose first week is still ahead has nothing to review.
    const planner = newUser();
    await goalFrom(planner, '2099-01-05', 'UTC');
    expect(await summary(planner)).toMatchObject({ status: 'ready', behindDays: 0 });
    expect((await summary(planner)).reviewDue).toBeUndefined();
  });

  it('refuses a week not ended, a week the plan does not have, an unknown answer, and another user’s goal', async () => {
    const user = newUser();
    const future = await goalFrom(user, '2099-01-05', 'UTC');
    const early = await call(goals, `PUT /goals/${future.id}/reviews/1`, { user, body: { feel: 'right' } });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/has not ended yet/);
    expect((await call(goals, `GET /goals/${future.id}/reviews`, { user })).body.reviews).toEqual([]);
    expect((await call(goals, `PUT /goals/${future.id}/reviews/9`, { user, body: { feel: 'right' } })).status).toBe(404);
    const bad = await call(goals, `PUT /goals/${future.id}/reviews/1`, { user, body: { feel: 'meh' } });
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION', field: 'feel' });
    expect((await call(goals, `PUT /goals/${future.id}/reviews/30`, { user, body: { feel: 'right' } })).body.error.field).toBe('week');
    const other = newUser();
    expect((await call(goals, `GET /goals/${future.id}/reviews`, { user: other })).status).toBe(404);
    expect((await call(goals, `PUT /goals/${future.id}/reviews/1`, { user: other, body: { feel: 'easy' } })).status).toBe(404);
  });
});

/** A plan of `weeks` × 3 days whose days hold the tasks named, titled as a curriculum's weeks are. */
const planOf = (weeks: number, dayTasks: string[]) => samplePlan(weeks, 3, dayTasks);

/** Three days a week on Monday, Wednesday and Friday from Monday 2 November 2026: every week here ended long ago. */
const PAST = { startDate: '2026-11-02', weekdays: [1, 3, 5], timeZone: 'Europe/London' };
const running: CreateGoalInput = {
  category: 'health',
  option: 'Physical Fitness',
  answers: { currentLevel: 'I run 5K twice a week', targetLevel: 'Run a 10K', dailyMinutes: 45 },
  schedule: PAST,
};
const spanish: CreateGoalInput = {
  category: 'languages',
  option: 'Spanish',
  answers: { currentLevel: 'complete beginner', targetLevel: 'A2', dailyMinutes: 30 },
  schedule: PAST,
};
const custom: CreateGoalInput = { ...customGoalInput, schedule: PAST };

const read = async (user: TestUser, goalId: string) => (await call(goals, `GET /goals/${goalId}`, { user })).body.goal;
const answer = async (user: TestUser, goalId: string, week: number, body: object) => {
  const response = await call(goals, `PUT /goals/${goalId}/reviews/${week}`, { user, body });
  expect(response.status).toBe(200);
  return response.body.review;
};

/** Ticks the tasks of `week` that `which` picks (by title). */
async function tick(user: TestUser, goalId: string, week: number, which: (title: string) => boolean = () => true) {
  const goal = await read(user, goalId);
  for (const day of goal.weeks[week - 1].days) {
    for (const task of day.tasks.filter((t: any) => which(t.title))) {
      await call(tasks, `PUT /tasks/${goalId}/${day.id}/${task.id}`, { user, body: { completed: true } });
    }
  }
}

describe('the next week follows from the review (decision 036)', () => {
  it('repeats a running week whose long run was missed, and accepting puts it before the rest', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user, planOf(3, ['Easy run', 'Long run']), running);
    await tick(user, goal.id, 1, (t) => !t.startsWith('Long run 1.3')); // all but one long run

    const review = await answer(user, goal.id, 1, { feel: 'right' });
    expect(review.change).toEqual({ kind: 'repeat', why: expect.stringMatching(/^This week’s long run was missed/) });
    const proposed = (await read(user, goal.id)).adjustment;
    expect(proposed).toMatchObject({ status: 'ready', fromWeek: 2, review: { week: 1, why: review.change.why } });
    expect(proposed.weeks.map((w: any) => w.title)).toEqual([
      'Week 2: Foundations 1, once more',
      'Week 3: Foundations 2',
      'Week 4: Foundations 3',
    ]);
    expect(proposed.weeks[0].days[2].tasks.map((t: any) => [t.title, t.completed])).toEqual([
      ['Easy run 1.3', false],
      ['Long run 1.3', false],
    ]);

    const accepted = await call(goals, `POST /goals/${goal.id}/adjust/accept`, { user });
    expect(accepted.status).toBe(200);
    expect(accepted.body.goal.weeks.map((w: any) => w.title)).toEqual([
      'Week 1: Foundations 1',
      'Week 2: Foundations 1, once more',
      'Week 3: Foundations 2',
      'Week 4: Foundations 3',
    ]);
    expect(accepted.body.goal.totalWeeks).toBe(4);
    expect(accepted.body.goal.adjustment).toBeUndefined();
    const [kept] = (await call(goals, `GET /goals/${goal.id}/reviews`, { user })).body.reviews.slice(-1);
    expect(kept.change).toMatchObject({ kind: 'repeat', outcome: 'accepted' });
    // Answering the same week again does not repeat it twice.
    const again = await answer(user, goal.id, 1, { feel: 'hard' });
    expect(again.change.outcome).toBe('accepted');
    expect((await read(user, goal.id)).adjustment).toBeUndefined();
  });

  it('holds a running week after pain, even one done in full, and says to see someone if it persists', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user, planOf(2, ['Easy run', 'Long run']), running);
    await tick(user, goal.id, 1);
    const review = await answer(user, goal.id, 1, { feel: 'right', note: 'My knee was sore after the long run' });
    expect(review.change.kind).toBe('repeat');
    expect(review.change.why).toMatch(/Pain .* physiotherapist/);
  });

  it('slows a language plan whose reviews fell behind, and discarding keeps the plan as it was', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user, planOf(3, ['Lesson', 'Words: review your flashcard deck']), spanish);
    await tick(user, goal.id, 1, (t) => t.startsWith('Lesson') || t.endsWith('1.1'));
    const review = await answer(user, goal.id, 1, { feel: 'right' });
    expect(review.change).toEqual({ kind: 'repeat', why: expect.stringMatching(/^The week’s reviews fell behind \(1 of 3 done\)/) });

    const discarded = await call(goals, `DELETE /goals/${goal.id}/adjust`, { user });
    expect(discarded.status).toBe(204);
    const after = await read(user, goal.id);
    expect(after.adjustment).toBeUndefined();
    expect(after.weeks.map((w: any) => w.title)).toEqual(['Week 1: Foundations 1', 'Week 2: Foundations 2', 'Week 3: Foundations 3']);
    const [kept] = (await call(goals, `GET /goals/${goal.id}/reviews`, { user })).body.reviews.slice(-1);
    expect(kept.change).toMatchObject({ kind: 'repeat', outcome: 'discarded' });
  });

  it('lightens any plan after a hard week with several days missed, and not after a hard week done', async () => {
    const user = newUser();
    const missed = await storeReadyGoal(user, planOf(3, ['Exercise']), custom);
    await tick(user, missed.id, 1, (t) => t.endsWith('1.1'));
    expect((await answer(user, missed.id, 1, { feel: 'hard' })).change).toEqual({
      kind: 'repeat',
      why: expect.stringMatching(/^A hard week with 2 days left undone/),
    });

    const other = newUser();
    const done = await storeReadyGoal(other, planOf(3, ['Exercise']), custom);
    await tick(other, done.id, 1);
    const review = await answer(other, done.id, 1, { feel: 'hard' });
    expect(review.change).toEqual({ kind: 'none', why: expect.stringMatching(/^A hard week, done/) });
    expect((await read(other, done.id)).adjustment).toBeUndefined();
  });

  it('changes nothing for a week about right and done in full', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user, planOf(2, ['Exercise']), custom);
    await tick(user, goal.id, 1);
    expect((await answer(user, goal.id, 1, { feel: 'right' })).change).toEqual({
      kind: 'none',
      why: 'About right, and all of it done: the plan goes on as it is.',
    });
    expect((await read(user, goal.id)).adjustment).toBeUndefined();
  });

  it('speeds up after two easy weeks in full: a longer day for a language, never fewer weeks for running', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user, planOf(4, ['Lesson']), spanish);
    await tick(user, goal.id, 1);
    await tick(user, goal.id, 2);
    expect((await answer(user, goal.id, 1, { feel: 'easy' })).change.kind).toBe('none');
    const second = await answer(user, goal.id, 2, { feel: 'easy' });
    expect(second.change).toEqual({ kind: 'faster', why: expect.stringMatching(/longer day .* 15 minutes more a day/) });
    await dispatch.generationsSettled();
    const proposed = (await read(user, goal.id)).adjustment;
    expect(proposed).toMatchObject({ status: 'ready', fromWeek: 3, request: { dailyMinutes: 45 }, review: { week: 2 } });
    expect(proposed.weeks.length).toBeGreaterThan(0);

    // A plan without a ladder packs its weeks closer: Adjust's "Harder" pace, made by the planner.
    const packer = newUser();
    const other = await storeReadyGoal(packer, planOf(4, ['Exercise']), custom);
    await tick(packer, other.id, 1);
    await tick(packer, other.id, 2);
    await answer(packer, other.id, 1, { feel: 'easy' });
    expect((await answer(packer, other.id, 2, { feel: 'easy' })).change).toEqual({
      kind: 'faster',
      why: 'Two easy weeks done in full: the weeks left can be packed closer.',
    });
    await dispatch.generationsSettled();
    expect((await read(packer, other.id)).adjustment).toMatchObject({
      status: 'ready',
      fromWeek: 3,
      request: { pace: 'harder' },
      review: { week: 2 },
    });

    const athlete = newUser();
    const runner = await storeReadyGoal(athlete, planOf(4, ['Easy run']), running);
    await tick(athlete, runner.id, 1);
    await tick(athlete, runner.id, 2);
    await answer(athlete, runner.id, 1, { feel: 'easy' });
    const held = await answer(athlete, runner.id, 2, { feel: 'easy' });
    expect(held.change).toEqual({ kind: 'none', why: expect.stringMatching(/keeps its weeks/) });
    expect((await read(athlete, runner.id)).adjustment).toBeUndefined();
  });

  it('keeps a plan of the most weeks at that length: a study plan’s last week gives way, a race stays', async () => {
    const learner = newUser();
    const full = await storeReadyGoal(learner, planOf(26, ['Lesson']), spanish);
    const review = await answer(learner, full.id, 1, { feel: 'hard' });
    expect(review.change).toEqual({
      kind: 'repeat',
      why: expect.stringMatching(/The plan keeps its 26 weeks: its last week gives way\.$/),
    });
    const proposed = (await read(learner, full.id)).adjustment.weeks;
    expect(proposed).toHaveLength(25);
    expect([proposed[0].title, proposed.at(-1).title]).toEqual(['Week 2: Foundations 1, once more', 'Week 26: Foundations 25']);

    const runner = newUser();
    const race = await storeReadyGoal(runner, planOf(26, ['Easy run']), running);
    const held = await answer(runner, race.id, 1, { feel: 'hard' });
    expect(held.change).toEqual({ kind: 'none', why: expect.stringMatching(/ends with its race, so it goes on as it is\.$/) });
  });

  it('says so when the change cannot be made: the next week begun, or another adjustment waiting', async () => {
    const user = newUser();
    const begun = await storeReadyGoal(user, planOf(3, ['Exercise']), custom);
    await tick(user, begun.id, 2, (t) => t.endsWith('2.1'));
    const late = await answer(user, begun.id, 1, { feel: 'hard' });
    expect(late.change).toEqual({
      kind: 'none',
      why: expect.stringMatching(/Week 2 has begun, so the plan goes on from where you are\.$/),
    });

    const other = newUser();
    const waiting = await storeReadyGoal(other, planOf(3, ['Exercise']), custom);
    expect((await call(goals, `POST /goals/${waiting.id}/adjust`, { user: other, body: { dailyMinutes: 60 } })).status).toBe(202);
    await dispatch.generationsSettled();
    const review = await answer(other, waiting.id, 1, { feel: 'hard' });
    expect(review.change).toEqual({ kind: 'none', why: expect.stringMatching(/already waiting on the goal page/) });
    expect((await read(other, waiting.id)).adjustment.request).toEqual({ dailyMinutes: 60 });
  });
});

describe('races a review answer can lose (issue #40, item 5)', () => {
  it('writes no answer for a goal being deleted: the deletion’s sweep leaves no review with the person’s note behind', async () => {
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb, tableName } = await import('../../lambdas/store/dynamo');
    const { goalKey } = await import('../../lambdas/store/goal');
    const { scanTable } = await import('../support/fixtures');
    const user = newUser();
    const goal = await storeReadyGoal(user, planOf(2, ['Exercise']), custom);
    // The answer's use case read the goal; then the deletion marked it and is sweeping what is under it.
    const { readGoal } = await import('../../lambdas/store/read-goal');
    const read = await readGoal(user.sub, goal.id);
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(user.sub, goal.id),
        UpdateExpression: 'SET deleting = :t',
        ExpressionAttributeValues: { ':t': true },
      }),
    );
    const answer = await reviews
      .answerReview(user.sub, read, 1, { feel: 'hard', note: 'Private: a rough week at home' })
      .catch((e: Error) => e);
    expect(answer).toMatchObject({ status: 404, message: 'Goal not found' });
    expect((await scanTable()).filter((i) => i.type === 'review' && i.goalId === goal.id)).toEqual([]);
  });

  it('discards only the adjustment it read: one started since, in another tab, stays with its draft', async () => {
    const { getGoalItem } = await import('../../lambdas/store/goal');
    const { discardAdjustment } = await import('../../lambdas/app/adjust/discard');
    const user = newUser();
    const goal = await storeReadyGoal(user, planOf(3, ['Easy run', 'Long run']), running);
    await tick(user, goal.id, 1, (t) => !t.startsWith('Long run 1.3'));
    expect((await answer(user, goal.id, 1, { feel: 'right' })).change.kind).toBe('repeat');
    const proposal = (await getGoalItem(user.sub, goal.id))!.adjustment!;
    // Another tab asks for an adjusted plan, which takes the proposal's place.
    expect((await call(goals, `POST /goals/${goal.id}/adjust`, { user, body: { dailyMinutes: 60 } })).status).toBe(202);
    await dispatch.generationsSettled();
    // The review, answered again, discards what it read: the proposal, which is gone.
    await discardAdjustment(user.sub, goal.id, proposal.attemptId);
    const kept = (await read(user, goal.id)).adjustment;
    expect(kept).toMatchObject({ status: 'ready', request: { dailyMinutes: 60 } });
    expect((await call(goals, `POST /goals/${goal.id}/adjust/accept`, { user })).status).toBe(200);
  });
});
