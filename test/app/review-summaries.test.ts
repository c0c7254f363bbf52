import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { apiHandler, call, type Handler, newUser, type TestUser } from '../support/api';
import { customGoalInput, samplePlan, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';
import { ENV } from '../../lambdas/env';
import type { SummaryJob } from '../../lambdas/app/reviews/summary-job';

/**
 * A week's review summed up by an AI provider (decisions 036, 045), on DynamoDB Local, read as an
 * attacker would use it: a loop of answers must not be a loop of model calls. The model is a stand-in
 * that counts its calls (Bedrock cannot run here); the summaries run inline, as the local runtime runs them.
 */
let drop: () => Promise<void>;
let goals: Handler;
let dispatch: typeof import('../../lambdas/app/start-generation');
let summaries: typeof import('../../lambdas/app/reviews/summarise');
let quota: typeof import('../../lambdas/store/quota');
let dynamo: typeof import('../../lambdas/store/dynamo');

/** The stand-in model: answers `summary` after `meanwhile` (what the person does while it thinks). */
const model = { summary: 'A hard week, honestly met.', meanwhile: async (): Promise<unknown> => undefined, calls: [] as any[] };
const provider = {
  name: 'stand-in',
  generate: async () => {
    throw new Error('not asked for a plan');
  },
  callModel: async (request: unknown) => {
    model.calls.push(request);
    await model.meanwhile();
    return { summary: model.summary };
  },
};

beforeAll(async () => {
  ({ drop } = await createTestTable());
  process.env[ENV.generationMode] = 'inline';
  process.env[ENV.roadmapProvider] = 'builtin';
  process.env[ENV.reviewSummaries] = 'on';
  goals = apiHandler();
  dispatch = await import('../../lambdas/app/start-generation');
  summaries = await import('../../lambdas/app/reviews/summarise');
  quota = await import('../../lambdas/store/quota');
  dynamo = await import('../../lambdas/store/dynamo');
  const run = await import('../../lambdas/app/goals/run-generation');
  dispatch.useInlineGeneration((job) => run.runGeneration(job));
  dispatch.useInlineSummaries((job) => summaries.summariseReview(job, { provider: provider as never }));
});
afterAll(() => drop());
beforeEach(() => {
  model.calls.length = 0;
  model.meanwhile = async () => undefined;
  model.summary = 'A hard week, honestly met.';
});

/** Weeks long past: every week of these goals has ended. */
const custom = { ...customGoalInput, schedule: { startDate: '2026-11-02', weekdays: [1, 3, 5], timeZone: 'Europe/London' } };

const answer = async (user: TestUser, goalId: string, week: number, body: object) => {
  const response = await call(goals, `PUT /goals/${goalId}/reviews/${week}`, { user, body });
  await dispatch.generationsSettled();
  return response;
};
const reviewsOf = async (user: TestUser, goalId: string) => (await call(goals, `GET /goals/${goalId}/reviews`, { user })).body.reviews;

/** The generations counted against the caller's quota on `now`'s UTC day. */
async function generationsCounted(user: TestUser, now = new Date()): Promise<number> {
  const { Item } = await dynamo.ddb().send(
    new GetCommand({
      TableName: dynamo.tableName(),
      Key: quota.quotaKey(user.sub, now.toISOString().slice(0, 10)),
      ConsistentRead: true,
    }),
  );
  return Number(Item?.count ?? 0);
}

describe('a review answer asks the model at most once, and pays for it as a plan does', () => {
  it('keeps the summary with the review, asked with the week’s numbers, the note and the rules’ decision', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user, samplePlan(2, 3, ['Exercise']), custom);
    const answered = (await answer(user, goal.id, 1, { feel: 'hard', note: 'A cold all week' })).body.review;
    const review = (await reviewsOf(user, goal.id)).at(-1);
    expect(review).toMatchObject({ summary: 'A hard week, honestly met.', change: answered.change });
    expect(model.calls).toHaveLength(1);
    expect(model.calls[0].name).toBe('week_review');
    expect(model.calls[0].user).toContain('"note":"A cold all week"');
    expect(model.calls[0].user).toContain(JSON.stringify(answered.change.why));
  }, 60_000);

  it('answers a loop of twenty answers with one model call, counted once against the day’s quota', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user, samplePlan(2, 3, ['Exercise']), custom);
    const before = await generationsCounted(user);
    for (let i = 0; i < 20; i++) {
      const response = await answer(user, goal.id, 1, { feel: i % 2 ? 'hard' : 'easy', note: `Answer ${i}` });
      expect(response.status).toBe(200);
    }
    expect(model.calls).toHaveLength(1);
    expect(await generationsCounted(user)).toBe(before + 1);
    // Every answer is kept as it was given; only the summary waits.
    expect((await reviewsOf(user, goal.id)).at(-1).answer).toMatchObject({ feel: 'hard', note: 'Answer 19' });
  }, 60_000);

  it('asks again for an answer given after ten minutes, and not at all once the day’s quota is used', async () => {
    const { reviewWeek } = await import('../../lambdas/app/reviews/review-week');
    const user = newUser();
    const goal = await storeReadyGoal(user, samplePlan(2, 3, ['Exercise']), custom);
    // Eleven minutes on stay within the UTC day the quota counts (and the goal's own generation's day): run near
    // midnight, the answers are given a quarter of an hour earlier.
    const now = new Date();
    const toMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();
    const at = toMidnight < 15 * 60_000 ? new Date(now.getTime() - 15 * 60_000) : now;
    await reviewWeek(user.sub, goal.id, 1, { feel: 'hard' }, 10, at);
    await reviewWeek(user.sub, goal.id, 1, { feel: 'easy' }, 10, new Date(at.getTime() + 9 * 60_000));
    await dispatch.generationsSettled();
    expect(model.calls).toHaveLength(1);
    await reviewWeek(user.sub, goal.id, 1, { feel: 'right' }, 10, new Date(at.getTime() + 11 * 60_000));
    await dispatch.generationsSettled();
    expect(model.calls).toHaveLength(2);

    // The quota holds the goal's own generation and two summaries: a quota of 3 is used up.
    const used = await generationsCounted(user, at);
    expect(used).toBe(3);
    const late = await reviewWeek(user.sub, goal.id, 2, { feel: 'hard' }, used, at);
    await dispatch.generationsSettled();
    expect(late.answer?.feel).toBe('hard');
    expect(model.calls).toHaveLength(2);
    expect(await generationsCounted(user, at)).toBe(used);
  }, 60_000);

  it('drops a summary of an answer changed while the model was writing it, and one it may not show', async () => {
    const user = newUser();
    const goal = await storeReadyGoal(user, samplePlan(2, 3, ['Exercise']), custom);
    const first = (await answer(user, goal.id, 1, { feel: 'hard' })).body.review;
    const job: SummaryJob = { userId: user.sub, goalId: goal.id, week: 1, answeredAt: first.answer.answeredAt };
    // The person answers again while the model writes about the first answer.
    model.meanwhile = () => call(goals, `PUT /goals/${goal.id}/reviews/1`, { user, body: { feel: 'right' } });
    await summaries.summariseReview(job, { provider: provider as never });
    const [review] = (await reviewsOf(user, goal.id)).slice(-1);
    expect(review.answer.feel).toBe('right');
    expect(review.summary).toBeUndefined();

    model.meanwhile = async () => undefined;
    model.summary = 'See https://example.com for more.';
    const now = (await reviewsOf(user, goal.id)).at(-1).answer.answeredAt;
    await summaries.summariseReview({ ...job, answeredAt: now }, { provider: provider as never });
    expect((await reviewsOf(user, goal.id)).at(-1).summary).toBeUndefined();
  }, 60_000);
});
