import type { SQSEvent } from 'aws-lambda';
import { apiHandler, call, type Handler, newUser } from '../support/api';
import { customGoalInput, identityOf, samplePlan, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

/**
 * A generator that crashed or timed out (so never marked its goal) reaches the failure consumer as
 * Lambda's destination record, whose payload is the EventBridge event that invoked it; an event
 * EventBridge could not deliver arrives as itself. Both shaped here as AWS documents them ("Capturing
 * records of Lambda asynchronous invocations", "Using dead-letter queues to process undelivered
 * events"), on DynamoDB Local.
 */
let drop: () => Promise<void>;
let consumer: typeof import('../../lambdas/handlers/generation-failed');
let goals: Handler;

beforeAll(async () => {
  ({ drop } = await createTestTable());
  consumer = await import('../../lambdas/handlers/generation-failed');
  goals = apiHandler();
});
afterAll(() => drop());

const record = (payload: unknown, condition = 'RetriesExhausted') => ({
  version: '1.0',
  timestamp: new Date().toISOString(),
  requestContext: {
    requestId: 'req-1',
    functionArn: 'arn:aws:lambda:eu-central-1:123456789012:function:Generator:$LATEST',
    condition,
    approximateInvokeCount: 2,
  },
  requestPayload: event(payload),
  responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
  responsePayload: { errorType: 'Sandbox.Timedout', errorMessage: 'Task timed out after 300.00 seconds' },
});
/** The event the plans function puts and the rule hands on (lambdas/roadmap/job.ts). */
const event = (job: unknown) => ({
  version: '0',
  id: 'a1b2c3',
  'detail-type': 'GenerationRequested',
  source: 'stride.goals',
  account: '123456789012',
  time: new Date().toISOString(),
  region: 'eu-central-1',
  resources: [],
  detail: job,
});
const sqs = (...bodies: unknown[]): SQSEvent =>
  ({
    Records: bodies.map((body, i) => ({ messageId: `m${i}`, body: typeof body === 'string' ? body : JSON.stringify(body) })),
  }) as unknown as SQSEvent;

async function generatingGoal() {
  const user = newUser();
  const { createGoal } = await import('../../lambdas/store/create-goal');
  const created = await createGoal(identityOf(user), customGoalInput, { dailyQuota: 100 });
  if (created.replayed) throw new Error('A new goal was expected');
  return { user, goalId: created.goal.id, attemptId: created.attemptId };
}

describe('a generation that died without a word', () => {
  it('marks its goal failed with a reason, so the user can retry', async () => {
    const { user, goalId, attemptId } = await generatingGoal();
    const result = await consumer.handler(sqs(record({ userId: user.sub, goalId, attemptId })));
    expect(result).toEqual({ batchItemFailures: [] });
    const { goal } = (await call(goals, `GET /goals/${goalId}`, { user })).body;
    expect(goal).toMatchObject({ status: 'failed', failureReason: consumer.CRASHED });
  });

  it('marks the goal failed when EventBridge could not hand the event to the generator at all', async () => {
    const { user, goalId, attemptId } = await generatingGoal();
    expect(await consumer.handler(sqs(event({ userId: user.sub, goalId, attemptId })))).toEqual({ batchItemFailures: [] });
    expect((await call(goals, `GET /goals/${goalId}`, { user })).body.goal).toMatchObject({ status: 'failed' });
  });

  it('leaves a newer attempt and a finished goal alone', async () => {
    const { user, goalId } = await generatingGoal();
    await consumer.handler(sqs(record({ userId: user.sub, goalId, attemptId: 'an-older-attempt' }, 'EventAgeExceeded')));
    expect((await call(goals, `GET /goals/${goalId}`, { user })).body.goal.status).toBe('generating');

    const ready = newUser();
    const stored = await storeReadyGoal(ready, samplePlan(1, 1, 1));
    await consumer.handler(sqs(record({ userId: ready.sub, goalId: stored.id, attemptId: 'whatever' })));
    expect((await call(goals, `GET /goals/${stored.id}`, { user: ready })).body.goal.status).toBe('ready');
  });

  it('marks a crashed plan adjustment failed, and lets an unreadable record go', async () => {
    const user = newUser();
    const stored = await storeReadyGoal(user, samplePlan(2, 1, 1));
    const { startAdjustment } = await import('../../lambdas/app/adjust/start');
    const { attemptId } = await startAdjustment(user.sub, stored.id, { dailyMinutes: 60 }, 100);
    const result = await consumer.handler(sqs('not json', record({ userId: user.sub, goalId: stored.id, attemptId, kind: 'adjust' })));
    expect(result).toEqual({ batchItemFailures: [] });
    const { goal } = (await call(goals, `GET /goals/${stored.id}`, { user })).body;
    expect(goal).toMatchObject({ status: 'ready', adjustment: { status: 'failed', failureReason: consumer.ADJUST_CRASHED } });
  });

  it('lets a crashed week summary go: the review reads as the rules wrote it, and a generating goal stays as it is', async () => {
    const { user, goalId, attemptId } = await generatingGoal();
    // Even one that carries the goal's own attempt id is not taken for the roadmap's.
    const summary = { userId: user.sub, goalId, attemptId, kind: 'review', week: 1 };
    expect(await consumer.handler(sqs(record(summary)))).toEqual({ batchItemFailures: [] });
    expect((await call(goals, `GET /goals/${goalId}`, { user })).body.goal.status).toBe('generating');
  });
});
