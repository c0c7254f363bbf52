import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import '../support/observability-on';
import { apiHandler, call, type Handler, newUser } from '../support/api';
import { customGoalInput, identityOf, samplePlan, storeReadyGoal } from '../support/fixtures';
import { createTestTable } from '../support/test-table';

/**
 * What an operator reads in CloudWatch: the functions' log lines and embedded-metric-format records,
 * as Powertools writes them to stdout/stderr in Lambda (lambdas/observability.ts). The handlers run on
 * DynamoDB Local; what the lines say is asserted, not that a library was called.
 */

let drop: () => Promise<void>;
let goals: Handler;
let tasks: typeof import('../../lambdas/handlers/tasks').handler;
let personal: typeof import('../../lambdas/handlers/personal-tasks').handler;
let obs: typeof import('../../lambdas/observability');
let http: typeof import('../../lambdas/handlers/http');

beforeAll(async () => {
  ({ drop } = await createTestTable());
  goals = apiHandler();
  ({ handler: tasks } = await import('../../lambdas/handlers/tasks'));
  ({ handler: personal } = await import('../../lambdas/handlers/personal-tasks'));
  obs = await import('../../lambdas/observability');
  http = await import('../../lambdas/handlers/http');
});
afterAll(() => drop());

/** Every JSON line the code under test writes while `run` runs. */
async function linesOf(run: () => Promise<unknown>): Promise<Record<string, any>[]> {
  const written: string[] = [];
  const capture = (stream: NodeJS.WriteStream) =>
    jest.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    });
  const spies = [capture(process.stdout), capture(process.stderr)];
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>);
}

/** The EMF records among the lines: `{ name: value }` plus their dimensions. */
const metricsIn = (lines: Record<string, any>[]) =>
  lines
    .filter((l) => l._aws?.CloudWatchMetrics)
    .map((l) => {
      const [directive] = l._aws.CloudWatchMetrics;
      expect(directive.Namespace).toBe('Stride');
      return { names: directive.Metrics.map((m: { Name: string }) => m.Name) as string[], record: l };
    });

describe('metrics', () => {
  it('counts a goal created and a task completed once, goal or personal, however often the completion is sent', async () => {
    const user = newUser();
    const created = await linesOf(() => call(goals, 'POST /goals', { user, body: customGoalInput }));
    expect(metricsIn(created).flatMap((m) => m.names)).toContain('GoalsCreated');

    const owner = newUser();
    const stored = await storeReadyGoal(owner, samplePlan(1, 1, 1));
    const { goal } = (await call(goals, `GET /goals/${stored.id}`, { user: owner })).body;
    const day = goal.weeks[0].days[0];
    const path = `PUT /tasks/${goal.id}/${day.id}/${day.tasks[0].id}`;
    const first = metricsIn(await linesOf(() => call(tasks, path, { user: owner, body: { completed: true } })));
    expect(first.find((m) => m.names.includes('TaskCompletions'))?.record.TaskCompletions).toBe(1);
    const repeat = metricsIn(await linesOf(() => call(tasks, path, { user: owner, body: { completed: true } })));
    expect(repeat.flatMap((m) => m.names)).not.toContain('TaskCompletions');

    // A personal task's completion counts the same way.
    const { task: own } = (await call(personal, 'POST /personal-tasks', { user: owner, body: { title: 'Call the physio' } })).body;
    const tick = () => call(personal, `PUT /personal-tasks/${own.id}`, { user: owner, body: { completed: true } });
    expect(metricsIn(await linesOf(tick)).find((m) => m.names.includes('TaskCompletions'))?.record.TaskCompletions).toBe(1);
    expect(metricsIn(await linesOf(tick)).flatMap((m) => m.names)).not.toContain('TaskCompletions');
  });

  it('counts a 4xx under its route', async () => {
    const lines = await linesOf(() => call(goals, 'POST /goals', { body: { category: 'nope' } }));
    const [rejected] = metricsIn(lines).filter((m) => m.names.includes('Http4xx'));
    expect(rejected?.record).toMatchObject({ Http4xx: 1, route: 'goals.create', service: 'stride' });
    expect(rejected?.record._aws.CloudWatchMetrics[0].Dimensions).toEqual([expect.arrayContaining(['service', 'route'])]);
  });

  it('records a generation’s success and how long it took, from the generator’s own event', async () => {
    const user = newUser();
    const { createGoal } = await import('../../lambdas/store/create-goal');
    const created = await createGoal(identityOf(user), customGoalInput, { dailyQuota: 100 });
    if (created.replayed) throw new Error('A new goal was expected');
    const { handler: generate } = await import('../../lambdas/handlers/generate');
    const lines = await linesOf(() =>
      generate({
        'detail-type': 'GenerationRequested',
        source: 'stride.goals',
        detail: { userId: user.sub, goalId: created.goal.id, attemptId: created.attemptId },
      }),
    );
    const [record] = metricsIn(lines).filter((m) => m.names.includes('GenerationSucceeded'));
    expect(record?.names).toContain('GenerationDuration');
    expect(record?.record.GenerationDuration).toBeGreaterThan(0);
    const log = lines.find((l) => l.message === 'Roadmap generated');
    expect(log).toMatchObject({ level: 'INFO', goalId: created.goal.id, user: obs.userHash(user.sub), provider: 'builtin' });
  });
});

describe('logs', () => {
  it('logs an unhandled error with its route, request id and a hash of the user — never the user’s id, email or what they sent', async () => {
    const failing = http.httpHandler('history', {
      'history.list': async () => {
        throw new Error('the table went away');
      },
    } as never);
    const user = newUser();
    const lines = await linesOf(async () => {
      const response = await call(failing, 'GET /history', { user, query: { secret: 'my-private-note' } });
      expect(response.status).toBe(500);
      expect(response.body.error.message).not.toContain('table');
    });
    const logged = lines.find((l) => l.message === 'Unhandled error');
    expect(logged).toMatchObject({
      level: 'ERROR',
      service: 'stride',
      route: 'history.list',
      requestId: expect.any(String),
      user: obs.userHash(user.sub),
      error: { name: 'Error', message: 'the table went away' },
    });
    const everything = JSON.stringify(lines);
    for (const secret of [user.sub, user.email, 'my-private-note']) expect(everything).not.toContain(secret);
    expect(metricsIn(lines).find((m) => m.names.includes('Http5xx'))?.record).toMatchObject({ route: 'history.list' });
  });

  it('logs a failed email by its name and status, never SES’s message, which can hold the address', async () => {
    const ses = Object.assign(new Error('Email address is not verified. The following identities failed the check: ana@example.test'), {
      name: 'MessageRejected',
      $metadata: { httpStatusCode: 400 },
    });
    const lines = await linesOf(async () => obs.logger.error('Reminder not sent', { error: obs.mailFailure(ses) }));
    expect(lines.find((l) => l.message === 'Reminder not sent')?.error).toEqual({ name: 'MessageRejected', status: 400 });
    expect(JSON.stringify(lines)).not.toContain('ana@example.test');
  });

  it('hashes a user id the same way every time, and two users differently', () => {
    expect(obs.userHash('a')).toBe(obs.userHash('a'));
    expect(obs.userHash('a')).not.toBe(obs.userHash('b'));
    expect(obs.userHash('a')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keys the hash with the stack’s secret, read once at run time through the Parameters and Secrets extension', async () => {
    // The extension's local HTTP endpoint, as documented ("Use Secrets Manager secrets in Lambda
    // functions"): it cannot run here, so a stand-in answers for it, and checks the session token.
    const secrets: Record<string, string> = { 'arn:secret:one': 'key-one', 'arn:secret:two': 'key-two' };
    const asked: string[] = [];
    const extension = createServer((req, res) => {
      const url = new URL(req.url!, 'http://localhost');
      const secret = secrets[url.searchParams.get('secretId') ?? ''];
      asked.push(url.pathname);
      if (req.headers['x-aws-parameters-secrets-token'] !== 'the-session-token' || !secret) return res.writeHead(400).end();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ SecretString: secret }));
    });
    await new Promise<void>((done) => extension.listen(0, '127.0.0.1', done));
    const env = {
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String((extension.address() as AddressInfo).port),
      AWS_SESSION_TOKEN: 'the-session-token',
    };
    const keyed = async (secret: string | undefined) => {
      const before = { ...process.env };
      Object.assign(process.env, env);
      if (secret) process.env.LOG_HASH_SECRET = secret;
      else delete process.env.LOG_HASH_SECRET;
      let module!: typeof import('../../lambdas/observability');
      jest.isolateModules(() => {
        module = jest.requireActual<typeof import('../../lambdas/observability')>('../../lambdas/observability');
      });
      try {
        // Deployed and before the first invocation has read the key, no unkeyed stand-in is written.
        if (secret) expect(module.userHash('user-1')).toBe('no-key');
        await module.observe(undefined, async () => undefined);
        return module.userHash;
      } finally {
        process.env = before;
      }
    };
    try {
      const [plain, one, other] = [await keyed(undefined), await keyed('arn:secret:one'), await keyed('arn:secret:two')];
      expect(one('user-1')).toBe(one('user-1'));
      expect(one('user-1')).toMatch(/^[0-9a-f]{16}$/);
      expect(new Set([plain('user-1'), one('user-1'), other('user-1')]).size).toBe(3);
      expect(asked).toEqual(['/secretsmanager/get', '/secretsmanager/get']);
    } finally {
      await new Promise((done) => extension.close(done));
    }
  });
});
