/**
 * The API through the local gateway on a seeded 12-week goal: p50/p99 of GET /goals, GET /goals/{id}
 * and a toggle, beside the p50 of the raw DynamoDB Local Query for the same goal (run after each request,
 * so both sides of the ratio see the same moment of the machine), and the DynamoDB
 * requests each route makes (counted with an SDK middleware on the handlers' own client).
 */
import '../local/quiet';
import './quiet-logs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../local/stack';
import { apiClient, signUpAndSignIn } from '../local/users';
import { userPk } from '../lambdas/store/user-key';
import { goalSk } from '../lambdas/store/goal';
import { ENV } from '../lambdas/env';

const RUNS = 200;
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function main() {
  // The bench sends far more than a user's fair share a minute: lift the per-user limit for it.
  process.env[ENV.requestsPerMinute] = '100000';
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-bench-'));
  const stack = await startLocalStack({ webPort: 0, apiPort: 0, cognitoPort: 0, dynamoPort: 0, dataDir, inMemory: true, log: () => {} });
  try {
    const tokens = await signUpAndSignIn(stack, { email: 'bench@example.test', password: 'Bench-Passw0rd', name: 'Bench' });
    const api = apiClient(stack.apiUrl, tokens.idToken);
    const created = await api('POST', '/goals', {
      category: 'languages',
      option: 'Spanish',
      answers: { currentLevel: 'beginner', targetLevel: 'B2', dailyMinutes: 60, weeks: 12 },
    });
    let goal = created.body.goal;
    while (goal.status !== 'ready') {
      await new Promise((r) => setTimeout(r, 50));
      goal = (await api('GET', `/goals/${goal.id}`)).body.goal;
    }
    const day = goal.weeks[0].days[0];
    const task = day.tasks[0];
    const items =
      1 +
      goal.weeks.length +
      goal.totalDays +
      goal.weeks.reduce((n: number, w: any) => n + w.days.reduce((m: number, d: any) => m + d.tasks.length, 0), 0);

    // Count the handlers' DynamoDB requests: their client is the module-level one in lambdas/store/dynamo
    // (the document client shares its middleware stack with the client under it).
    const { ddb } = await import('../lambdas/store/dynamo');
    let counts: Record<string, number> = {};
    ddb().middlewareStack.add(
      (next, context) => async (args) => {
        counts[context.commandName!] = (counts[context.commandName!] ?? 0) + 1;
        return next(args);
      },
      { step: 'initialize', name: 'benchCounter' },
    );

    const routes: [string, () => Promise<unknown>][] = [
      ['GET /goals', () => api('GET', '/goals')],
      ['GET /goals/{id}', () => api('GET', `/goals/${goal.id}`)],
      [
        'PUT toggle',
        (() => {
          let on = false;
          return () => api('PUT', `/tasks/${goal.id}/${day.id}/${task.id}`, { completed: (on = !on) });
        })(),
      ],
    ];
    const sub = JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString()).sub as string;
    const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamoUrl, region: 'eu-central-1' }));
    const rawQuery = async () => {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await raw.send(
          new QueryCommand({
            TableName: stack.tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
            ExpressionAttributeValues: { ':pk': userPk(sub), ':p': goalSk(goal.id) },
            ExclusiveStartKey,
          }),
        );
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    };

    console.log(`seeded goal: 12 weeks, ${goal.totalDays} days, ${items} items; ${RUNS} sequential requests per route`);
    const rawTimes: number[] = [];
    for (let i = 0; i < 20; i++) await rawQuery();
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await rawQuery();
      rawTimes.push(performance.now() - t);
    }
    const rawP50 = pct(rawTimes, 0.5);
    console.log(`raw DynamoDB Local Query of the whole goal: p50 ${rawP50.toFixed(2)} ms`);
    for (const [name, run] of routes) {
      for (let i = 0; i < 20; i++) await run();
      counts = {};
      // Each request is paired with a raw Query right after it, so the machine's drift during the run
      // moves both sides of the ratio alike.
      const times: number[] = [];
      const rawBeside: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await run();
        times.push(performance.now() - t);
        const r = performance.now();
        await rawQuery();
        rawBeside.push(performance.now() - r);
      }
      const perRequest = Object.entries(counts)
        .map(([c, n]) => `${c} ×${(n / RUNS).toFixed(2)}`)
        .join(', ');
      console.log(
        `${name.padEnd(16)} p50 ${pct(times, 0.5).toFixed(2)} ms  p99 ${pct(times, 0.99).toFixed(2)} ms  ` +
          `p50/raw ${(pct(times, 0.5) / pct(rawBeside, 0.5)).toFixed(2)}× (raw beside it: p50 ${pct(rawBeside, 0.5).toFixed(2)} ms)  DynamoDB per request: ${perRequest}`,
      );
    }
    raw.destroy();
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
