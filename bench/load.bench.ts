/**
 * `npm run bench -- load`: N virtual users (STRIDE_LOAD_USERS, default 50) use the local stack for T
 * seconds (STRIDE_LOAD_SECONDS, default 60) the way people use Stride — mostly reading Home and a
 * goal, ticking tasks, keeping a few personal tasks, now and then History — each with a think time
 * between requests (200–800 ms) and within the API's per-user limit. Everything stays on loopback: the
 * stack is started here, in memory, on free ports of 127.0.0.1.
 *
 * Prints the throughput, p50/p99 and status counts per route, then checks every goal's counters (each
 * day's totalTasks and openTasks, the goal's completedDays and doneDays) against its tasks as stored.
 * Expected: no 5xx, no counter mismatch. Nothing here asserts on a timing.
 */
import '../local/quiet';
import './quiet-logs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack, type LocalStack } from '../local/stack';
import { apiClient, signUpAndSignIn } from '../local/users';
// eslint-disable-next-line no-restricted-imports -- it reads a user’s partition directly to check what the load left there.
import { userPk } from '../lambdas/store/user-key';

const USERS = positive('STRIDE_LOAD_USERS', 50);
const SECONDS = positive('STRIDE_LOAD_SECONDS', 60);
const THINK_MS = [200, 800] as const;

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

type Api = ReturnType<typeof apiClient>;

interface VirtualUser {
  sub: string;
  api: Api;
  goalId: string;
  /** Every goal task as `/{dayId}/{taskId}`, with the state this user last set. */
  tasks: { path: string; completed: boolean }[];
  personal: string[];
}

/** Per route: latencies (ms) and answers by status. */
const results = new Map<string, { times: number[]; statuses: Map<number, number> }>();

async function timed(route: string, send: () => Promise<{ status: number; body: any }>) {
  const started = performance.now();
  let status: number;
  let body: any;
  try {
    ({ status, body } = await send());
  } catch {
    status = 0; // the connection failed
  }
  const entry = results.get(route) ?? { times: [], statuses: new Map<number, number>() };
  entry.times.push(performance.now() - started);
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  results.set(route, entry);
  return { status, body };
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** The mix: weights add up to 100. */
const ACTIONS: [weight: number, run: (u: VirtualUser) => Promise<unknown>][] = [
  [25, (u) => timed('GET /goals', () => u.api('GET', '/goals'))],
  [20, (u) => timed('GET /goals/{id}', () => u.api('GET', `/goals/${u.goalId}`))],
  [
    20,
    async (u) => {
      const task = pick(u.tasks);
      const { status } = await timed('PUT /tasks/… (toggle)', () =>
        u.api('PUT', `/tasks/${u.goalId}${task.path}`, { completed: !task.completed }),
      );
      if (status === 200) task.completed = !task.completed;
    },
  ],
  [10, (u) => timed('GET /personal-tasks', () => u.api('GET', '/personal-tasks?view=today'))],
  [
    8,
    async (u) => {
      const { status, body } = await timed('POST /personal-tasks', () => u.api('POST', '/personal-tasks', { title: 'Call the physio' }));
      if (status === 201) u.personal.push(body.task.id);
    },
  ],
  [
    6,
    (u) =>
      u.personal.length
        ? timed('PUT /personal-tasks/{id}', () => u.api('PUT', `/personal-tasks/${pick(u.personal)}`, { title: 'Call the physio at 9' }))
        : Promise.resolve(),
  ],
  [
    4,
    async (u) => {
      const id = u.personal.pop();
      if (id) await timed('DELETE /personal-tasks/{id}', () => u.api('DELETE', `/personal-tasks/${id}`));
    },
  ],
  [7, (u) => timed('GET /history', () => u.api('GET', '/history'))],
];

async function act(user: VirtualUser): Promise<void> {
  let roll = Math.random() * 100;
  for (const [weight, run] of ACTIONS) {
    if ((roll -= weight) < 0) return void (await run(user));
  }
}

async function setUp(stack: LocalStack, index: number): Promise<VirtualUser> {
  const tokens = await signUpAndSignIn(stack, { email: `load-${index}@example.test`, password: 'Load-Passw0rd!', name: `Load ${index}` });
  const api = apiClient(stack.apiUrl, tokens.idToken);
  const sub = JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString()).sub as string;
  const created = await api('POST', '/goals', {
    category: 'languages',
    option: 'Spanish',
    answers: { currentLevel: 'beginner', targetLevel: 'A2', dailyMinutes: 30, weeks: 4 },
  });
  if (created.status !== 202) throw new Error(`POST /goals answered ${created.status}: ${JSON.stringify(created.body)}`);
  let goal = created.body.goal;
  while (goal.status !== 'ready') {
    if (goal.status === 'failed') throw new Error(`Generation failed: ${goal.failureReason}`);
    await new Promise((r) => setTimeout(r, 100));
    goal = (await api('GET', `/goals/${goal.id}`)).body.goal;
  }
  const tasks = goal.weeks.flatMap((w: any) =>
    w.days.flatMap((d: any) => d.tasks.map((t: any) => ({ path: `/${d.id}/${t.id}`, completed: t.completed }))),
  );
  return { sub, api, goalId: goal.id, tasks, personal: [] };
}

/** Each goal's stored counters against its stored tasks; answers the mismatches found. */
async function checkCounters(stack: LocalStack, users: VirtualUser[]): Promise<string[]> {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamoUrl, region: 'eu-central-1' }));
  const problems: string[] = [];
  try {
    for (const user of users) {
      const items: Record<string, any>[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: stack.tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :goal)',
            ExpressionAttributeValues: { ':pk': userPk(user.sub), ':goal': `GOAL#${user.goalId}` },
            ExclusiveStartKey,
          }),
        );
        items.push(...(page.Items ?? []));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      const goal = items.find((i) => i.type === 'goal')!;
      const days = items.filter((i) => i.type === 'day');
      const tasks = items.filter((i) => i.type === 'task');
      const done = new Set<string>();
      for (const day of days) {
        const own = tasks.filter((t) => String(t.SK).startsWith(`${day.SK}#T#`));
        const open = own.filter((t) => !t.completed).length;
        if (day.totalTasks !== own.length) problems.push(`${day.SK}: totalTasks ${day.totalTasks}, tasks ${own.length}`);
        if (day.openTasks !== open) problems.push(`${day.SK}: openTasks ${day.openTasks}, open tasks ${open}`);
        if (own.length > 0 && open === 0) done.add(String(own[0]!.dayId));
      }
      const doneDays = new Set<string>(goal.doneDays ?? []);
      if (goal.completedDays !== done.size)
        problems.push(`goal ${user.goalId}: completedDays ${goal.completedDays}, complete days ${done.size}`);
      if ([...done].some((d) => !doneDays.has(d)) || doneDays.size !== done.size) problems.push(`goal ${user.goalId}: doneDays differ`);
    }
  } finally {
    db.destroy();
  }
  return problems;
}

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-load-'));
  const stack = await startLocalStack({ webPort: 0, apiPort: 0, cognitoPort: 0, dynamoPort: 0, dataDir, inMemory: true, log: () => {} });
  try {
    const setUpStarted = performance.now();
    const users: VirtualUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await setUp(stack, i));
    console.log(`${USERS} users signed up, each with a ready 4-week goal, in ${((performance.now() - setUpStarted) / 1000).toFixed(1)} s`);

    const stopAt = performance.now() + SECONDS * 1000;
    const loop = async (user: VirtualUser) => {
      while (performance.now() < stopAt) {
        await new Promise((r) => setTimeout(r, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])));
        if (performance.now() >= stopAt) break;
        await act(user);
      }
    };
    const started = performance.now();
    await Promise.all(users.map(loop));
    const elapsed = (performance.now() - started) / 1000;

    let total = 0;
    let serverErrors = 0;
    let otherErrors = 0;
    console.log(`\nroute                          requests    p50 ms    p99 ms   answers`);
    for (const [route, { times, statuses }] of [...results].sort()) {
      total += times.length;
      for (const [status, n] of statuses) {
        if (status >= 500 || status === 0) serverErrors += n;
        else if (status >= 400) otherErrors += n;
      }
      const answers = [...statuses]
        .sort()
        .map(([s, n]) => `${s || 'no answer'}×${n}`)
        .join(' ');
      console.log(
        `${route.padEnd(30)} ${String(times.length).padStart(8)}  ${pct(times, 0.5).toFixed(1).padStart(8)}  ${pct(times, 0.99).toFixed(1).padStart(8)}   ${answers}`,
      );
    }
    console.log(
      `\n${total} requests in ${elapsed.toFixed(1)} s: ${(total / elapsed).toFixed(1)} requests/s; ` +
        `5xx or no answer: ${serverErrors}; 4xx: ${otherErrors}`,
    );
    const problems = await checkCounters(stack, users);
    console.log(`counters of ${users.length} goals checked against their tasks: ${problems.length} mismatches`);
    for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
    if (serverErrors || problems.length) process.exitCode = 1;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
