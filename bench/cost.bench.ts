/**
 * What a month of Stride costs on AWS (issue #38): one person's typical month is driven through the
 * local stack — DynamoDB Local, cognito-local, the handlers the stack deploys, called with the proxy
 * events API Gateway would hand them — and what AWS would bill for is recorded: each function's
 * invocations and GB-seconds at its memory size (measured durations, the bundles' cold starts), API
 * Gateway requests, DynamoDB read and write units (the consumed capacity of every request), Cognito
 * monthly active users, SES messages, EventBridge events, CloudFront and S3 for the web build and the
 * API, CloudWatch logs, alarms and metrics, X-Ray traces, Secrets Manager, and the default model's
 * tokens. Prices are data with their sources (bench/cost/prices.ts). `npm run bench -- cost`.
 *
 * The month: signs up, previews and makes a 12-week plan, opens Stride once a day (Home, the plan's
 * page, ticks the day's tasks, a personal task every third day), answers the week's review on days 8,
 * 15, 22 and 29 (and looks at History then), adjusts the plan once (day 16), gets a daily reminder,
 * and has the calendar feed subscribed in a calendar app that polls it hourly (Apple Calendar on
 * macOS's default; Google Calendar polls every 8–24 hours — MoonCal's guide, 2026-05-19).
 */
import './cost/deployed-logs';
import '../local/quiet';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { matchRoute, routePath, ROUTES, type RouteName } from '../contract';
import { ENV } from '../lambdas/env';
import { ROUTE_GROUPS } from '../lambdas/functions';
import { readConfig } from '../lib/config';
import { buildWebIfStale } from '../local/web-build';
import { proxyEvent } from '../local/proxy-event';
import { startLocalStack } from '../local/stack';
import { signUpAndSignIn } from '../local/users';
import { bill, dominant, monthOf, NO_USAGE, type Usage } from './cost/bill';
import { BEDROCK_SOURCE } from './cost/prices';
import { Meter, type Invocation } from './cost/meter';
import { modelStandIn } from './cost/model-stand-in';
import { stackFacts } from './cost/stack-facts';
import { App } from 'aws-cdk-lib';

const ROOT = join(__dirname, '..');
const DAYS = 30;
/** Lambda gives a function one vCPU's worth at 1,769 MB, and CPU in proportion below (AWS Lambda developer guide, "Configure Lambda function memory"). */
const ONE_VCPU_MB = 1769;
/** Response headers CloudFront sends with an API answer (an estimate: status line, JSON type, date, ids, security headers). */
const HEADER_BYTES = 600;

/** The Lambda platform's own lines for an invocation (text format): START, END, and REPORT with the X-Ray ids. */
function platformLogBytes(i: Invocation, memoryMb: number, initMs: number): number {
  const id = 'c0ffee00-1234-4cde-8f00-123456789abc';
  const report =
    `REPORT RequestId: ${id}\tDuration: ${i.wallMs.toFixed(2)} ms\tBilled Duration: ${Math.ceil(i.wallMs)} ms\tMemory Size: ${memoryMb} MB\t` +
    `Max Memory Used: 96 MB\t${i.cold ? `Init Duration: ${initMs.toFixed(2)} ms\t` : ''}\nXRAY TraceId: 1-6745a1b2-0123456789abcdef01234567\tSegmentId: 0123456789abcdef\tSampled: true\t\n`;
  return `START RequestId: ${id} Version: $LATEST\n`.length + `END RequestId: ${id}\n`.length + report.length;
}

/** How often the web looks at a goal while its plan is made (web/src/api/goals/generation-wait.ts): the polls over `waitMs`. */
function pollsWhile(waitMs: number): number {
  let polls = 0;
  for (let t = 0; t < waitMs; polls++) t += t < 15_000 ? 1000 : t < 60_000 ? 3000 : 10_000;
  return polls;
}

/** The web build as CloudFront serves it (brotli): every file for a first visit, the page and its config after. */
function webTransfer(): { firstVisitBytes: number; firstVisitFiles: number; laterVisitBytes: number; laterVisitFiles: number } {
  buildWebIfStale();
  const dist = join(ROOT, 'web', 'dist');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(dist);
  const size = (file: string) => brotliCompressSync(readFileSync(file)).length;
  const index = join(dist, 'index.html');
  const config = 600; // /config.json, written at deploy: the pool's ids, the URLs
  return {
    firstVisitBytes: files.reduce((n, f) => n + size(f), 0) + config,
    firstVisitFiles: files.length + 1,
    laterVisitBytes: size(index) + config,
    laterVisitFiles: 2,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-cost-'));
  const stack = await startLocalStack({ webPort: 0, apiPort: 0, cognitoPort: 0, dynamoPort: 0, dataDir, inMemory: true, log: () => {} });
  const meter = new Meter();
  const model = modelStandIn();
  const jobs: Parameters<Parameters<typeof import('../lambdas/app/start-generation').useInlineGeneration>[0]>[0][] = [];
  const summaries: Parameters<Parameters<typeof import('../lambdas/app/start-generation').useInlineSummaries>[0]>[0][] = [];
  try {
    // The model stands in for Bedrock, where a week's review is summed up by it (the stack turns summaries
    // on with any provider but the builtin one; lib/api.ts): so here too, before the handlers load.
    process.env[ENV.reviewSummaries] = 'on';
    // Deployed, a generation job is an event on the bus for the generator function: here it waits for the bench to run it as one.
    const { useInlineGeneration, useInlineSummaries } = await import('../lambdas/app/start-generation');
    const { runGeneration } = await import('../lambdas/app/goals/run-generation');
    const { summariseReview } = await import('../lambdas/app/reviews/summarise');
    useInlineGeneration(async (job) => void jobs.push(job));
    // A review's summary is an event for its own function (decision 045), run here as one invocation of it.
    useInlineSummaries(async (job) => void summaries.push(job));

    const email = 'month@example.test';
    const tokens = await signUpAndSignIn(stack, { email, password: 'A-month-of-Str1de', name: 'Mona Month' });
    const claims = Object.fromEntries(
      Object.entries(JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>).map(
        ([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)],
      ),
    );

    /** One API request as API Gateway hands it to its function; the answer's body parsed. */
    const call = async (name: RouteName, params: Record<string, string> = {}, body?: unknown, query?: Record<string, string>) => {
      const route = ROUTES[name];
      const path = routePath(name, params as never);
      const found = matchRoute(route.method, path)!;
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module the gateway itself loads
      const { handler } = require(join(ROOT, ROUTE_GROUPS[found.route.group].entry)) as {
        handler: (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;
      };
      const event = proxyEvent({
        method: route.method,
        path,
        ...(query && { query }),
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
        ...(route.auth === 'user' && { claims }),
      })!;
      const result = await meter.invoke(route.group, async (invocation) => {
        const answer = await handler(event);
        invocation.responseBytes = Buffer.byteLength(answer.body ?? '');
        return answer;
      });
      if (result.statusCode >= 400) throw new Error(`${name} answered ${result.statusCode}: ${result.body}`);
      const json = String(result.headers?.['Content-Type'] ?? '').startsWith('application/json');

      return (json && result.body ? JSON.parse(result.body) : result.body) as any;
    };

    /** One event's work as one invocation of its background function, which starts cold; the model's own time excluded. */
    let events = 0;
    const runEvent = async (fn: 'generator' | 'summariser', work: () => Promise<void>) => {
      events++;
      model.reset();
      meter.coldAgain(fn);
      await meter.invoke(fn, async (invocation) => {
        await work();
        invocation.excludedMs = model.ownMs;
        invocation.waitMs = model.waitMs;
      });
      modelCalls.push(...model.calls);
    };
    /** The jobs the requests put on the bus (plans to the generator, week summaries to the summariser); the web polls while a plan is made. */
    const runJobs = async (pollGoal?: string) => {
      // The local runtime hands a job over on the next turn of the event loop, after the request's answer.
      await new Promise((resolve) => setImmediate(resolve));
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const next = job;
        await runEvent('generator', () => runGeneration(next, { provider: model }));
        if (pollGoal) for (let i = pollsWhile(model.waitMs); i > 0; i--) await call('goals.get', { goalId: pollGoal });
      }
      for (let job = summaries.shift(); job; job = summaries.shift()) {
        const next = job;
        await runEvent('summariser', () => summariseReview(next, { provider: model }));
      }
    };
    const modelCalls: typeof model.calls = [];
    const timeZone = 'UTC';
    const home = async () => {
      meter.newVisit();
      await call('me.get');
      await call('goals.list');
      await call('personalTasks.list', {}, undefined, { timeZone });
    };

    // Day 1: the questionnaire's preview (asked twice: the minutes changed once), the plan made, the goal's page.
    const started = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const answers = { currentLevel: 'complete beginner', targetLevel: 'B1', dailyMinutes: 30 };
    await home();
    for (const dailyMinutes of [20, 30])
      await call('goals.preview', {}, { category: 'languages', option: 'Spanish', answers: { ...answers, dailyMinutes } });
    const created = await call(
      'goals.create',
      {},
      {
        category: 'languages',
        option: 'Spanish',
        answers,
        schedule: { startDate: started, weekdays: [1, 2, 3, 4, 5, 6, 7], timeZone },
      },
    );
    const goalId: string = created.goal.id;
    await runJobs(goalId);
    const made = (await call('goals.get', { goalId })).goal;
    if (made.status !== 'ready') throw new Error(`The plan was not made: ${made.status} ${made.failureReason ?? ''}`);
    await call('reminders.update', {}, { enabled: true, hour: 8, timeZone });
    const feed = (await call('calendar.reset')).feed as { path: string };

    for (let day = 1; day <= DAYS; day++) {
      if (day > 1) await home();
      const goal = (await call('goals.get', { goalId })).goal;
      await call('goals.reviews', { goalId });
      const week = goal.weeks[Math.floor((day - 1) / 7)];
      const planned = week?.days[(day - 1) % 7];
      for (const task of planned?.tasks ?? [])
        await call('tasks.update', { goalId, dayId: planned.id, taskId: task.id }, { completed: true });
      if (day % 3 === 0) {
        const personal = (await call('personalTasks.create', {}, { title: 'Book a conversation class' })).task;
        await call('personalTasks.update', { taskId: personal.id }, { completed: true });
      }
      if (day % 7 === 1 && day > 1) {
        await call('goals.review', { goalId, week: String((day - 1) / 7) }, { feel: 'right' });
        await runJobs();
        await call('history.list');
        await call('history.summary');
      }
      if (day === 16) {
        await call('goals.adjust', { goalId }, { dailyMinutes: 45 });
        await runJobs(goalId);
        await call('goals.acceptAdjustment', { goalId });
      }
    }

    // The hourly reminder runs of the month, and the calendar app's hourly polls of the feed: each its own cold invocation.
    const { sendDueReminders } = await import('../lambdas/app/reminders/send');
    // From this hour on: the reminder's next run was set from the clock when it was turned on.
    const monthStart = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    let emails = 0;
    const runs: Invocation[] = [];
    for (let hour = 0; hour < DAYS * 24; hour++) {
      meter.newVisit();
      await meter.invoke('sendReminders', () =>
        sendDueReminders(
          new Date(monthStart + hour * 3_600_000),
          { send: async () => void emails++ },
          { appUrl: 'https://app', apiUrl: 'https://api' },
        ),
      );
      runs.push(meter.invocations.at(-1)!);
      meter.newVisit();
      await call('calendarFeed.get', { token: feed.path.split('/')[2]! });
    }

    // eslint-disable-next-line stride/no-restricted-dynamic-imports -- it weighs what the table holds afterwards, item by item.
    const { ddb, tableName } = await import('../lambdas/store/dynamo');
    const items = (await ddb().send(new ScanCommand({ TableName: tableName() }))).Items ?? [];
    const storedBytes = items.reduce((n, item) => n + Buffer.byteLength(JSON.stringify(item)), 0);
    await report({ meter, runs, emails, events, modelCalls, storedBytes });
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Measured {
  meter: Meter;
  runs: Invocation[];
  emails: number;
  events: number;
  modelCalls: ReturnType<typeof modelStandIn>['calls'];
  storedBytes: number;
}

async function report({ meter, runs, emails, events, modelCalls, storedBytes }: Measured) {
  const web = webTransfer();
  const used = [...new Set(meter.invocations.map((i) => i.fn))];
  const facts = stackFacts(used, {});
  // The model's prices as the stack's Bedrock charges alarm has them (lib/config.ts, cdk.json context).
  const config = readConfig(new App({ context: {} }));

  /** An invocation's billed milliseconds on Lambda: its CPU time at the function's share of a vCPU, its waits, a cold start's INIT. */
  const billedMs = (i: Invocation) => {
    const memory = facts.memoryMb[i.fn]!;
    const slower = Math.max(1, ONE_VCPU_MB / memory);
    const own = Math.max(0, i.wallMs - i.excludedMs);
    const cpu = Math.min(own, i.cpuMs);
    return Math.ceil(own + cpu * (slower - 1) + i.waitMs) + (i.cold ? facts.initMs[i.fn]! * slower : 0);
  };
  const gbSeconds = (list: Invocation[]) => list.reduce((n, i) => n + (billedMs(i) / 1000) * (facts.memoryMb[i.fn]! / 1024), 0);
  const logBytes = (list: Invocation[]) =>
    list.reduce((n, i) => n + i.logBytes + platformLogBytes(i, facts.memoryMb[i.fn]!, facts.initMs[i.fn]!), 0);

  // An empty hourly run (nobody due) is what the install pays whoever uses it; the rest of the runs is the person's.
  const empty = [...runs].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(runs.length / 2)]!;
  const fixedRuns = Array.from({ length: runs.length }, () => empty);
  const all = meter.invocations;
  const perUserInvocations = all.filter((i) => i.fn !== 'sendReminders');
  const api = all.filter((i) => i.fn !== 'generator' && i.fn !== 'sendReminders');
  const sum = (list: Invocation[], key: 'readUnits' | 'writeUnits') => list.reduce((n, i) => n + i[key], 0);
  const runExcess = (key: 'readUnits' | 'writeUnits') => sum(runs, key) - runs.length * empty[key];
  const GB = 1024 ** 3;
  const apiBytes = api.reduce((n, i) => n + i.responseBytes + HEADER_BYTES, 0);
  const visits = DAYS;

  const fixed: Usage = {
    ...NO_USAGE,
    lambdaRequests: runs.length,
    lambdaGbSeconds: gbSeconds(fixedRuns),
    readUnits: runs.length * empty.readUnits,
    logsGb: logBytes(fixedRuns) / GB,
    traceable: runs.length,
    alarms: facts.alarms,
    dashboards: facts.dashboards,
    customMetrics: meter.metrics.size,
    secrets: facts.secrets,
  };
  const perUser: Usage = {
    ...NO_USAGE,
    lambdaRequests: perUserInvocations.length,
    lambdaGbSeconds: gbSeconds(perUserInvocations) + gbSeconds(runs) - gbSeconds(fixedRuns),
    apiRequests: api.length,
    readUnits: sum(perUserInvocations, 'readUnits') + runExcess('readUnits'),
    writeUnits: sum(perUserInvocations, 'writeUnits') + runExcess('writeUnits'),
    storageGb: storedBytes / GB,
    activeUsers: 1,
    // The sign-up's confirmation code goes through SES too (the pool mails through SES when a sender is set).
    emails: emails + 1,
    customEvents: events,
    cdnGb: (apiBytes + web.firstVisitBytes + (visits - 1) * web.laterVisitBytes) / GB,
    cdnRequests: api.length + web.firstVisitFiles + (visits - 1) * web.laterVisitFiles,
    s3Gets: web.firstVisitFiles + (visits - 1) * web.laterVisitFiles,
    logsGb: (logBytes(perUserInvocations) + logBytes(runs) - logBytes(fixedRuns) + api.length * facts.accessLogLineBytes) / GB,
    traceable: perUserInvocations.length,
    bedrockInputTokens: modelCalls.reduce((n, c) => n + c.inputTokens, 0),
    bedrockOutputTokens: modelCalls.reduce((n, c) => n + c.outputTokens, 0),
  };
  const prices = { input: config.bedrockInputUsdPerMillionTokens, output: config.bedrockOutputUsdPerMillionTokens };

  console.log(`One person's month, measured on the local stack (${DAYS} visits, the calendar polled hourly, a reminder a day):`);
  const byFn = new Map<string, Invocation[]>();
  for (const i of all) byFn.set(i.fn, [...(byFn.get(i.fn) ?? []), i]);
  console.log('function          memory  invocations  cold  median ms here  cold start here  GB-s (on Lambda)  RRU     WRU    logged KB');
  for (const [fn, list] of [...byFn].sort((a, b) => gbSeconds(b[1]) - gbSeconds(a[1]))) {
    const med = [...list].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(list.length / 2)]!.wallMs;
    console.log(
      `${fn.padEnd(17)} ${String(facts.memoryMb[fn]).padStart(5)}  ${String(list.length).padStart(11)}  ${String(list.filter((i) => i.cold).length).padStart(4)}  ${med.toFixed(1).padStart(14)}  ${facts.initMs[fn]!.toFixed(0).padStart(12)} ms  ${gbSeconds(list).toFixed(2).padStart(16)}  ${sum(list, 'readUnits').toFixed(1).padStart(6)}  ${sum(list, 'writeUnits').toFixed(1).padStart(5)}  ${(logBytes(list) / 1024).toFixed(1).padStart(9)}`,
    );
  }
  const calls = new Map<string, { n: number; input: number; output: number }>();
  for (const c of modelCalls) {
    const entry = calls.get(c.name) ?? { n: 0, input: 0, output: 0 };
    calls.set(c.name, { n: entry.n + 1, input: entry.input + c.inputTokens, output: entry.output + c.outputTokens });
  }
  console.log(
    `model calls (${config.bedrockModelId}, tokens at 4 characters each): ${[...calls].map(([name, c]) => `${name} ×${c.n} (${c.input} in, ${c.output} out)`).join('; ')}`,
  );
  console.log(
    `API requests ${api.length}; EventBridge events ${events}; emails ${emails + 1}; stored ${(storedBytes / 1024).toFixed(0)} KB; web: first visit ${(web.firstVisitBytes / 1024).toFixed(0)} KB in ${web.firstVisitFiles} files, later ${(web.laterVisitBytes / 1024).toFixed(1)} KB; ` +
      `${facts.alarms} alarm metrics, ${facts.dashboards} dashboard, ${meter.metrics.size} custom metrics, ${facts.secrets} secret(s)`,
  );

  const dollars = (n: number) => (n >= 100 ? `$${n.toFixed(0)}` : n >= 1 ? `$${n.toFixed(2)}` : `$${n.toFixed(4)}`);
  const installs = [1, 100, 10_000];
  for (const freeTier of [false, true]) {
    console.log(`\nA month, US East list prices, ${freeTier ? 'within the always-free tier' : 'without any free tier'}:`);
    const bills = installs.map((users) => bill(monthOf(fixed, perUser, users), prices, freeTier));
    const perPerson = bill(perUser, prices, false);
    console.log(
      `${'line'.padEnd(38)}${'per active user'.padStart(16)}${installs.map((n) => `${n.toLocaleString('en-US')} user${n > 1 ? 's' : ''}`.padStart(14)).join('')}`,
    );
    perPerson.forEach((line, i) => {
      console.log(`${line.name.padEnd(38)}${dollars(line.usd).padStart(16)}${bills.map((b) => dollars(b[i]!.usd).padStart(14)).join('')}`);
    });
    const totals = bills.map((b) => b.reduce((n, l) => n + l.usd, 0));
    console.log(
      `${'total'.padEnd(38)}${dollars(perPerson.reduce((n, l) => n + l.usd, 0)).padStart(16)}${totals.map((t) => dollars(t).padStart(14)).join('')}`,
    );
    console.log(
      `${'per active user'.padEnd(38)}${''.padStart(16)}${totals.map((t, i) => dollars(t / installs[i]!).padStart(14)).join('')}`,
    );
    console.log(
      `dominant line: ${installs.map((n, i) => `${n.toLocaleString('en-US')} → ${dominant(bills[i]!).name}`).join('; ')}; per active user → ${dominant(perPerson).name}`,
    );
  }
  console.log(`\nBedrock prices: $${prices.input} in, $${prices.output} out per million tokens (${BEDROCK_SOURCE.via}).`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
