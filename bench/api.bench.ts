/**
 * What each route's code adds to its own DynamoDB requests (decision 040). On a seeded account (a
 * ready 12-week goal, ticked tasks, personal tasks), every GET and a toggle is answered by its function
 * two ways: invoked in-process with the proxy event API Gateway would hand it (what Lambda runs), and
 * through the local gateway over HTTP (adding the token check and the HTTP hop that stand in for API
 * Gateway's). Each request's DynamoDB commands are recorded and replayed raw right after it, on a
 * client of the bench's own — in the same order, those that overlapped run together — so both sides
 * of the ratio see the same moment of the machine and the same data access.
 */
import '../local/quiet';
import './quiet-logs';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as lib from '@aws-sdk/lib-dynamodb';
import { matchRoute } from '../contract';
import { ROUTE_GROUPS } from '../lambdas/functions';
import { ENV } from '../lambdas/env';
import { proxyEvent } from '../local/proxy-event';
import { startLocalStack } from '../local/stack';
import { apiClient, signUpAndSignIn } from '../local/users';

const RUNS = 120;
const WARM_UP = 15;
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** A recorded DynamoDB request: the client command's name, its input as the document client took it, when it ran. */
interface Recorded {
  command: string;
  input: unknown;
  start: number;
  end: number;
}

/** The document client's command for each client command a handler sends (reads, and a toggle's writes). */
const DOCUMENT_COMMANDS: Record<string, new (input: never) => object> = {
  GetItemCommand: lib.GetCommand,
  QueryCommand: lib.QueryCommand,
  BatchGetItemCommand: lib.BatchGetCommand,
  ScanCommand: lib.ScanCommand,
  UpdateItemCommand: lib.UpdateCommand,
  PutItemCommand: lib.PutCommand,
  DeleteItemCommand: lib.DeleteCommand,
  TransactWriteItemsCommand: lib.TransactWriteCommand,
  TransactGetItemsCommand: lib.TransactGetCommand,
};

/** Requests that overlapped in time ran concurrently: the replay runs them together, the rest in order. */
function waves(recorded: Recorded[]): Recorded[][] {
  const out: Recorded[][] = [];
  let current: Recorded[] = [];
  let currentEnd = -Infinity;
  for (const r of [...recorded].sort((a, b) => a.start - b.start)) {
    if (current.length && r.start >= currentEnd) {
      out.push(current);
      current = [];
    }
    current.push(r);
    currentEnd = Math.max(currentEnd, r.end);
  }
  if (current.length) out.push(current);
  return out;
}

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
    for (const task of day.tasks.slice(1)) await api('PUT', `/tasks/${goal.id}/${day.id}/${task.id}`, { completed: true });
    for (const title of ['Call the bank', 'Buy running shoes', 'Book the dentist']) await api('POST', '/personal-tasks', { title });
    const toggled = day.tasks[0];
    const items =
      1 +
      goal.weeks.length +
      goal.totalDays +
      goal.weeks.reduce((n: number, w: any) => n + w.days.reduce((m: number, d: any) => m + d.tasks.length, 0), 0);

    // The handlers' client is the module-level one in lambdas/store/dynamo (the document client shares
    // its middleware stack with the client under it); record what each request sends through it.
    // eslint-disable-next-line stride/no-restricted-dynamic-imports -- it records what the handlers send through the store’s one client.
    const { ddb } = await import('../lambdas/store/dynamo');
    let recording: Recorded[] = [];
    ddb().middlewareStack.add(
      (next, context) => async (args) => {
        const entry: Recorded = { command: context.commandName!, input: structuredClone(args.input), start: performance.now(), end: 0 };
        recording.push(entry);
        try {
          return await next(args);
        } finally {
          entry.end = performance.now();
        }
      },
      { step: 'initialize', name: 'benchRecorder' },
    );
    const raw = lib.DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamoUrl, region: 'eu-central-1' }));
    const replay = async (recorded: Recorded[]) => {
      for (const wave of waves(recorded)) {
        await Promise.all(
          wave.map((r) => {
            const Command = DOCUMENT_COMMANDS[r.command];
            if (!Command) throw new Error(`The bench cannot replay ${r.command}`);
            // A replayed write may find its condition already met or failed: its cost is what counts.
            return raw.send(new Command(r.input as never) as never).catch(() => undefined);
          }),
        );
      }
    };

    const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    // API Gateway's Cognito authorizer hands claims to Lambda as strings.
    const stringClaims = Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    // Each way prepares its request first (the event, outside the timing: API Gateway builds it), then sends it.
    const invoke = (method: string, pathAndQuery: string, body?: unknown) => {
      const url = new URL(pathAndQuery, 'http://bench');
      const path = url.pathname;
      const found = matchRoute(method, path)!;
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module the gateway itself loaded
      const { handler } = require(join(__dirname, '..', ROUTE_GROUPS[found.route.group].entry)) as {
        handler: (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;
      };
      const query = Object.fromEntries(url.searchParams);
      const event = proxyEvent({ method, path, query, claims: stringClaims, body: body === undefined ? null : JSON.stringify(body) })!;
      return async () => {
        const result = await handler(event);
        if (result.statusCode >= 400) throw new Error(`${method} ${path} answered ${result.statusCode}: ${result.body}`);
      };
    };
    // Over HTTP with a keep-alive agent, as a browser keeps its connection: the hop measured is the
    // gateway's (token check, event, HTTP), not a client's connection setup.
    const agent = new Agent({ keepAlive: true });
    const gateway = new URL(stack.apiUrl);
    const overHttp = (method: string, path: string, body?: unknown) => () =>
      new Promise<void>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const req = request(
          {
            host: gateway.hostname,
            port: gateway.port,
            path: `${gateway.pathname.replace(/\/$/, '')}${path}`,
            method,
            agent,
            headers: { Authorization: tokens.idToken, ...(payload && { 'Content-Type': 'application/json' }) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              if (res.statusCode! >= 400) return reject(new Error(`${method} ${path} answered ${res.statusCode}: ${text}`));
              JSON.parse(text);
              resolve();
            });
          },
        );
        req.on('error', reject);
        req.end(payload);
      });

    let on = false;
    const routes: [string, string, string, () => unknown][] = [
      ['GET /goals', 'GET', '/goals', () => undefined],
      ['GET /goals/{id}', 'GET', `/goals/${goal.id}`, () => undefined],
      ['GET /goals/{id}/reviews', 'GET', `/goals/${goal.id}/reviews`, () => undefined],
      // As the web asks: with the device's time zone.
      ['GET /personal-tasks', 'GET', '/personal-tasks?timeZone=Europe%2FBerlin', () => undefined],
      ['GET /history', 'GET', '/history', () => undefined],
      ['GET /history/summary', 'GET', '/history/summary', () => undefined],
      ['GET /me', 'GET', '/me', () => undefined],
      ['GET /me/reminders', 'GET', '/me/reminders', () => undefined],
      ['GET /calendar-feed', 'GET', '/calendar-feed', () => undefined],
      ['GET /export', 'GET', '/export', () => undefined],
      ['PUT toggle', 'PUT', `/tasks/${goal.id}/${day.id}/${toggled.id}`, () => ({ completed: (on = !on) })],
    ];

    console.log(
      `seeded goal: 12 weeks, ${goal.totalDays} days, ${items} items; ${RUNS} sequential requests per route and way, ` +
        'each followed by a raw replay of its own DynamoDB requests',
    );
    console.log(
      'route                     function p50 (× its raw requests)   through the gateway p50 (×)   p99 function   DynamoDB per request',
    );
    for (const [name, method, path, body] of routes) {
      const figures: string[] = [];
      let perRequest = '';
      let p99 = 0;
      for (const send of [invoke, overHttp]) {
        for (let i = 0; i < WARM_UP; i++) await send(method, path, body())();
        const times: number[] = [];
        const rawTimes: number[] = [];
        const counts: Record<string, number> = {};
        for (let i = 0; i < RUNS; i++) {
          const request = send(method, path, body());
          recording = [];
          const t = performance.now();
          await request();
          times.push(performance.now() - t);
          const recorded = recording;
          recording = [];
          for (const r of recorded) counts[r.command] = (counts[r.command] ?? 0) + 1;
          const r = performance.now();
          await replay(recorded);
          rawTimes.push(performance.now() - r);
        }
        const p50 = pct(times, 0.5);
        figures.push(`${p50.toFixed(2)} ms (${(p50 / pct(rawTimes, 0.5)).toFixed(2)}×)`);
        if (send === invoke) {
          p99 = pct(times, 0.99);
          perRequest = Object.entries(counts)
            .map(([c, n]) => `${c.replace(/Command$/, '')} ×${(n / RUNS).toFixed(2)}`)
            .join(', ');
        }
      }
      console.log(`${name.padEnd(26)}${figures[0]!.padEnd(37)}${figures[1]!.padEnd(30)}${`${p99.toFixed(2)} ms`.padEnd(15)}${perRequest}`);
    }
    raw.destroy();
    agent.destroy();
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
