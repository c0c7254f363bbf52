import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { StrideStack } from '../../lib/stride-stack';
import { proxyEvent } from '../../local/proxy-event';
import { startLocalStack, type LocalStack } from '../../local/stack';
import { signUpAndSignIn, type Tokens } from '../../local/users';
import { ACCOUNT_DELETED_EVENT, GOAL_DELETION_EVENT } from '../../contract/events';
import { planWeekdays } from '../../contract';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';

/**
 * A deploy rehearsal (issue #27): the stack is synthesised once, and every function's bundle from the
 * cloud assembly runs as Lambda would run it — on the Node major of its runtime (issue #38), its
 * handler and environment from the template (the
 * references resolved to the local stack's table, pool and client, and a stand-in bus), Powertools
 * only from a copy of the pinned packages at /opt/nodejs/node_modules (as its layer provides it), the
 * bundle copied out of the repository so nothing else of it is on the module path. The API functions
 * get API Gateway proxy events with a real local token's claims; POST /goals's event goes through the
 * generator's bundle until the goal is ready; the queue consumers get SQS records.
 *
 * What cannot run here is stood in for, and said: the generator's model is the builtin planner (Bedrock
 * cannot run here), EventBridge is a local endpoint that records PutEvents, X-Ray has no daemon.
 */

const ROOT = join(__dirname, '..', '..');
/**
 * The Node the bundles run on: the project's own devDependency `node` (the npm registry's build of
 * Node), which must be the major the functions deploy with — not whichever Node runs jest.
 */
const LAMBDA_NODE = join(dirname(require.resolve('node/package.json')), 'bin', 'node');
const lambdaNodeVersion = execFileSync(LAMBDA_NODE, ['-p', 'process.version'], { encoding: 'utf8' }).trim();
const projectContext = (JSON.parse(readFileSync(join(ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

let stack: LocalStack;
let tokens: Tokens;
let work: string;
let assembly: string;
let template: { Resources: Record<string, { Type: string; Properties: any }> };
let bus: Server;
let busUrl: string;
const putEvents: { Source: string; DetailType: string; Detail: string }[] = [];
/** What the functions asked the Parameters and Secrets extension for: the secret, with the session token they sent. */
const secretReads: { secretId: string | null; token: unknown }[] = [];
/** What the functions asked SES to send (the same stand-in server answers for SES v2). */
const sentMail: { FromEmailAddress: string; Destination: { ToAddresses: string[] }; Content: { Simple: { Subject: { Data: string } } } }[] =
  [];

/** The Powertools packages and everything they need, copied as the layer has them. */
function powertoolsLayer(into: string): void {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const wanted = Object.keys(manifest.dependencies).filter((name) => name.startsWith('@aws-lambda-powertools/'));
  const seen = new Set<string>();
  while (wanted.length) {
    const name = wanted.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const from = join(ROOT, 'node_modules', name);
    if (!existsSync(from)) continue; // an optional dependency not installed
    const pkg = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8')) as {
      version: string;
      dependencies?: Record<string, string>;
    };
    if (name.startsWith('@aws-lambda-powertools/'))
      expect(`${name}@${pkg.version}`).toBe(`${name}@${manifest.dependencies['@aws-lambda-powertools/logger']}`);
    mkdirSync(dirname(join(into, name)), { recursive: true });
    cpSync(from, join(into, name), { recursive: true, dereference: true });
    wanted.push(...Object.keys(pkg.dependencies ?? {}));
  }
}

/** A template value with its references resolved to the local stack's (and the stand-ins'). */
function resolve(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, any>;
  if (v.Ref) {
    const pseudo: Record<string, string> = {
      'AWS::Region': stack.region,
      'AWS::AccountId': '123456789012',
      'AWS::Partition': 'aws',
      'AWS::URLSuffix': 'amazonaws.com',
    };
    if (pseudo[v.Ref]) return pseudo[v.Ref]!;
    const type = template.Resources[v.Ref]?.Type;
    const local: Record<string, string> = {
      'AWS::DynamoDB::Table': stack.tableName,
      'AWS::Cognito::UserPool': stack.userPoolId,
      'AWS::Cognito::UserPoolClient': stack.clientId,
      'AWS::Events::EventBus': 'stride-rehearsal-bus',
      'AWS::SecretsManager::Secret': 'stride-rehearsal-secret',
    };
    if (!type || !local[type]) throw new Error(`No local stand-in for a reference to ${v.Ref} (${type})`);
    return local[type];
  }
  if (v['Fn::GetAtt']?.[1] === 'DomainName') return 'rehearsal.cloudfront.example';
  if (v['Fn::Join']) {
    return (v['Fn::Join'][1] as unknown[]).map(resolve).join(v['Fn::Join'][0]);
  }
  throw new Error(`Cannot resolve ${JSON.stringify(value)}`);
}

const RUNNER = `
const handler = require(require('path').join(process.argv[1], 'index.js')).handler;
let input = '';
process.stdin.on('data', (d) => (input += d)).on('end', async () => {
  const context = { awsRequestId: 'rehearsal', functionName: process.env.AWS_LAMBDA_FUNCTION_NAME, getRemainingTimeInMillis: () => 10000 };
  const out = await handler(JSON.parse(input), context);
  process.stdout.write('\\n@@ANSWER@@' + JSON.stringify(out === undefined ? null : out));
});`;

/** Runs the bundle of the function `id` with `event` in a process of its own; its answer. */
async function invoke(id: string, event: unknown, env: Record<string, string> = {}): Promise<any> {
  const fn = template.Resources[id]!;
  const task = join(work, 'task', id);
  // The function's code is the asset its S3 key names: asset.<hash> in the cloud assembly.
  const hash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
  if (!existsSync(task)) cpSync(join(assembly, `asset.${hash}`), task, { recursive: true });
  expect(fn.Properties.Handler).toBe('index.handler');
  const variables = Object.fromEntries(
    Object.entries((fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>).map(([k, v]) => [k, resolve(v)]),
  );
  const child = spawn(LAMBDA_NODE, ['-e', RUNNER, task], {
    cwd: task,
    env: {
      PATH: process.env.PATH!,
      NODE_PATH: join(work, 'opt', 'nodejs', 'node_modules'),
      AWS_REGION: stack.region,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_LAMBDA_FUNCTION_NAME: id,
      AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
      // The stand-ins: DynamoDB Local, cognito-local, a recording EventBridge.
      DYNAMODB_ENDPOINT: stack.dynamoUrl,
      COGNITO_ENDPOINT: stack.cognitoUrl,
      AWS_ENDPOINT_URL_EVENTBRIDGE: busUrl,
      AWS_ENDPOINT_URL_SESV2: busUrl,
      // The SDK's service-specific endpoint variable: Cognito clients made without an endpoint (the mail function's).
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: stack.cognitoUrl,
      ...variables,
      // The extension's endpoint is the stand-in's (the layer itself cannot run here), with the session token Lambda sets.
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: busUrl.split(':').pop()!,
      AWS_SESSION_TOKEN: 'rehearsal-session',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  child.stdin.end(JSON.stringify(event));
  const code = await new Promise<number>((done) => child.on('close', done));
  const answer = stdout.split('@@ANSWER@@')[1];
  if (code !== 0 || answer === undefined) throw new Error(`${id} did not answer (exit ${code}): ${stderr.slice(-1500)}`);
  return JSON.parse(answer);
}

const functionOf = (prefix: string) => {
  const id = Object.keys(template.Resources).find((k) => k.startsWith(prefix) && template.Resources[k]!.Type === 'AWS::Lambda::Function');
  if (!id) throw new Error(`No function ${prefix} in the template`);
  return id;
};

const claims = () =>
  Object.fromEntries(
    Object.entries(JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>).map(
      ([k, v]) => [k, String(v)],
    ),
  );

/** An API function's answer to a request, as API Gateway would send it (the body parsed when JSON). */
async function api(prefix: string, method: string, path: string, body?: unknown) {
  const event = proxyEvent({
    method,
    path,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
    claims: claims(),
  });
  const answer = await invoke(functionOf(prefix), event);
  const json = String(answer.headers?.['Content-Type'] ?? '').startsWith('application/json');
  return { status: answer.statusCode as number, body: json && answer.body ? JSON.parse(answer.body) : answer.body };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'stride-rehearsal-'));
  const webDist = join(work, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Stride</title>');
  // An install with every function: SES mail (the reminders, the email-change notice) and Google sign-in (account linking).
  const app = new App({
    context: {
      ...projectContext,
      webDistPath: webDist,
      domainPrefix: 'stride-rehearsal',
      sesFromEmail: 'hello@stride.example',
      googleClientId: 'google-client.apps.googleusercontent.com',
      googleClientSecretName: 'stride/google',
    },
  });
  new StrideStack(app, 'Stride', { env: { account: '123456789012', region: 'eu-central-1' } });
  const cloud = app.synth();
  assembly = cloud.directory;
  template = cloud.getStackByName('Stride').template;
  powertoolsLayer(join(work, 'opt', 'nodejs', 'node_modules'));

  bus = createServer((req, res) => {
    let body = '';
    req
      .on('data', (d) => (body += d))
      .on('end', () => {
        // The Parameters and Secrets extension's local endpoint: the log hash key (decision 048).
        if (req.url?.startsWith('/secretsmanager/get')) {
          const url = new URL(req.url, 'http://localhost');
          secretReads.push({ secretId: url.searchParams.get('secretId'), token: req.headers['x-aws-parameters-secrets-token'] });
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ SecretString: 'rehearsal-log-hash-key' }));
          return;
        }
        // SES v2's SendEmail (POST /v2/email/outbound-emails), and EventBridge's PutEvents otherwise.
        if (req.url?.startsWith('/v2/email/outbound-emails')) {
          sentMail.push(JSON.parse(body));
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ MessageId: `m${sentMail.length}` }));
          return;
        }
        putEvents.push(...(JSON.parse(body) as { Entries: (typeof putEvents)[number][] }).Entries);
        res
          .writeHead(200, { 'Content-Type': 'application/x-amz-json-1.1' })
          .end(JSON.stringify({ Entries: [{ EventId: 'e1' }], FailedEntryCount: 0 }));
      });
  });
  await new Promise<void>((done) => bus.listen(0, '127.0.0.1', done));
  busUrl = `http://127.0.0.1:${(bus.address() as AddressInfo).port}`;

  stack = await startLocalStack({
    webPort: 0,
    apiPort: 0,
    cognitoPort: 0,
    dynamoPort: 0,
    dataDir: join(work, 'data'),
    inMemory: true,
    log: () => {},
  });
  tokens = await signUpAndSignIn(stack, { email: 'rehearsal@example.test', password: 'Rehearsing-the-deploy', name: 'Rhea Hearsal' });
  // Synthesising bundles every function (18 of them): minutes on a loaded 2-core machine.
}, 600_000);

afterAll(async () => {
  // Every function of the stack was run by the tests above (a function added later must be rehearsed too).
  const functions = Object.entries(template?.Resources ?? {})
    .filter(([, r]) => r.Type === 'AWS::Lambda::Function' && String(r.Properties.Runtime).startsWith('nodejs'))
    .map(([id]) => id);
  const unrehearsed = functions.filter((id) => !existsSync(join(work, 'task', id)));
  await stack?.stop();
  await new Promise((done) => bus?.close(done));
  if (work) rmSync(work, { recursive: true, force: true });
  expect(unrehearsed).toEqual([]);
});

describe('the bundles cdk deploy uploads, run as Lambda runs them', () => {
  it('runs them on the Node major every function deploys with', () => {
    const runtimes = Object.values(template.Resources)
      .filter((r) => r.Type === 'AWS::Lambda::Function' && String(r.Properties.Runtime).startsWith('nodejs'))
      .map((r) => r.Properties.Runtime as string);
    expect(new Set(runtimes)).toEqual(new Set([`nodejs${lambdaNodeVersion.slice(1).split('.')[0]}.x`]));
  });

  it.each(['ApiPlansFunction', 'RoadmapGenerator'])(
    'ships the planner as a file beside %s’s bundle, not inside it (decisions 239, 273)',
    (prefix) => {
      const fn = template.Resources[functionOf(prefix)]!;
      const asset = join(assembly, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
      // Said only by the planner (its curricula's loader); the previews and the plan below run it from planner.js.
      const planners = 'No curriculum for the option';
      expect(readFileSync(join(asset, 'planner.js'), 'utf8')).toContain(planners);
      expect(readFileSync(join(asset, 'index.js'), 'utf8')).not.toContain(planners);
    },
  );

  it('bundles no planner into the review summariser, which makes one model call (decision 273)', () => {
    const fn = template.Resources[functionOf('RoadmapReviewSummariser')]!;
    const asset = join(assembly, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
    expect(readFileSync(join(asset, 'index.js'), 'utf8')).not.toContain('No curriculum for the option');
    expect(existsSync(join(asset, 'planner.js'))).toBe(false);
  });

  it('answers every API route group, and a goal made through the plans and generator bundles becomes ready', async () => {
    // Independent groups at once, as Lambda would run them.
    const [me, personal, history, calendar, data, unsubscribe] = await Promise.all([
      api('ApiMeFunction', 'GET', '/me'),
      api('ApiPersonalTasksFunction', 'POST', '/personal-tasks', { title: 'Rehearse the deploy' }),
      api('ApiHistoryFunction', 'GET', '/history'),
      api('ApiCalendarFunction', 'POST', '/calendar-feed'),
      api('ApiDataFunction', 'GET', '/export', undefined),
      api('ApiUnsubscribeFunction', 'POST', '/reminders/unsubscribe/not-a-token'),
    ]);
    expect(me).toMatchObject({ status: 200, body: { profile: { email: 'rehearsal@example.test' } } });
    expect(personal.status).toBe(201);
    expect(history.status).toBe(200);
    expect(calendar.status).toBe(200);
    expect(data.status).toBe(200);
    expect(unsubscribe.status).toBe(404);
    // Each read the key of its logs' user hash at run time, from the secret its configuration names.
    expect(secretReads.length).toBeGreaterThanOrEqual(6);
    expect(new Set(secretReads.map((r) => JSON.stringify(r)))).toEqual(
      new Set([JSON.stringify({ secretId: 'stride-rehearsal-secret', token: 'rehearsal-session' })]),
    );
    const feed = await invoke(functionOf('ApiCalendarFeedFunction'), proxyEvent({ method: 'GET', path: calendar.body.feed.path }));
    expect(feed.statusCode).toBe(200);

    // POST /goals puts its job on the bus; the generator's bundle (the curricula beside it) makes the plan.
    // It began a week ago, every day, so its first week has ended and can be reviewed.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const created = await api('ApiPlansFunction', 'POST', '/goals', {
      category: 'languages',
      option: 'Spanish',
      answers: { currentLevel: 'complete beginner', targetLevel: 'order in a restaurant', dailyMinutes: 30 },
      schedule: { startDate: weekAgo, weekdays: [1, 2, 3, 4, 5, 6, 7], timeZone: 'UTC' },
    });
    expect(created.status).toBe(202);
    const event = putEvents.find((e) => e.DetailType === 'GenerationRequested' && !JSON.parse(e.Detail).kind)!;
    expect(event).toBeDefined();
    await invoke(
      functionOf('RoadmapGenerator'),
      { source: event.Source, 'detail-type': event.DetailType, detail: JSON.parse(event.Detail) },
      { ROADMAP_PROVIDER: 'builtin' }, // Bedrock cannot run here
    );
    const goal = (await api('ApiGoalsFunction', 'GET', `/goals/${created.body.goal.id}`)).body.goal;
    expect(goal.status).toBe('ready');
    // The plan the bundle made with planner.js beside it is the plan the planner makes in this process (decision 273).
    const inProcess = await generateRoadmap(
      {
        category: goal.category,
        option: goal.option,
        answers: goal.answers,
        daysPerWeek: 7,
        weekdays: planWeekdays({ startDate: weekAgo, weekdays: [1, 2, 3, 4, 5, 6, 7] }),
        startDate: weekAgo,
      },
      builtinProvider,
    );
    const outline = (plan: { weeks: { title: string; days: { tasks: { title: string; description: string }[] }[] }[] }) =>
      plan.weeks.map((w) => [w.title, w.days.map((d) => d.tasks.map((t) => [t.title, t.description]))]);
    expect(outline(goal)).toEqual(outline(inProcess));
    const [day] = goal.weeks[0].days;
    const toggled = await api('ApiTasksFunction', 'PUT', `/tasks/${goal.id}/${day.id}/${day.tasks[0].id}`, { completed: true });
    expect(toggled.status).toBe(200);
    // A step of a broken-down task ticked alone, and the goal renamed, each through its group's bundle.
    const other = day.tasks.at(-1);
    const broken = await api('ApiTasksFunction', 'POST', `/tasks/${goal.id}/${day.id}/${other.id}/breakdown`);
    const [step] = broken.body.task.subtasks;
    const ticked = await api('ApiTasksFunction', 'PUT', `/tasks/${goal.id}/${day.id}/${other.id}/steps/${step.id}`, { done: true });
    expect(ticked.body.task.subtasks[0]).toEqual({ ...step, done: true });
    const renamed = await api('ApiGoalsFunction', 'PATCH', `/goals/${goal.id}`, { title: 'Spanish for the market' });
    expect(renamed).toMatchObject({ status: 200, body: { goal: { title: 'Spanish for the market' } } });
    // The preview reads the curricula shipped beside the plans bundle.
    const preview = await api('ApiPlansFunction', 'POST', '/goals/preview', {
      category: 'languages',
      option: 'Spanish',
      answers: { currentLevel: 'complete beginner', targetLevel: 'B1', dailyMinutes: 30 },
    });
    expect(preview.status).toBe(200);
    // The language tables ship beside the bundle too (decision 097): a nurse's purpose is read from them, at B2.
    const ward = await api('ApiPlansFunction', 'POST', '/goals/preview', {
      category: 'languages',
      option: 'German',
      answers: { currentLevel: 'complete beginner', targetLevel: 'work as a nurse on a ward in Germany', dailyMinutes: 45 },
    });
    expect(ward).toMatchObject({ status: 200, body: { reading: { aim: { name: 'B2' } } } });
    expect(ward.body.reading.specifics).toContain('practice for work in healthcare');
    // A track is a curriculum file of its own beside the bundle: the target chooses it, and the read-back says so.
    const track = await api('ApiPlansFunction', 'POST', '/goals/preview', {
      category: 'skills',
      option: 'Coding',
      answers: { currentLevel: 'never programmed', targetLevel: 'my own personal website', dailyMinutes: 45 },
    });
    expect(track).toMatchObject({
      status: 200,
      body: { reading: { track: { name: 'A personal website' }, aim: { name: 'A personal website' } } },
    });
    // A week's review: the rules read the plan's curriculum from beside the bundle, the repeat waits as
    // an adjustment, and the review's summary job reaches the generator (the builtin planner has no model).
    const review = await api('ApiPlansFunction', 'PUT', `/goals/${goal.id}/reviews/1`, { feel: 'hard' });
    expect(review).toMatchObject({ status: 200, body: { review: { week: 1, change: { kind: 'repeat' } } } });
    expect((await api('ApiGoalsFunction', 'GET', `/goals/${goal.id}`)).body.goal.adjustment).toMatchObject({
      status: 'ready',
      fromWeek: 2,
    });
    const summary = putEvents.find((e) => e.DetailType === 'ReviewSummaryRequested')!;
    expect(JSON.parse(summary.Detail)).toEqual({
      userId: claims().sub,
      goalId: goal.id,
      week: 1,
      answeredAt: review.body.review.answer.answeredAt,
    });
    // Its own function takes it (decision 045), never the generator; answering again within minutes asks nothing new.
    await invoke(
      functionOf('RoadmapReviewSummariser'),
      { source: summary.Source, 'detail-type': summary.DetailType, detail: JSON.parse(summary.Detail) },
      { ROADMAP_PROVIDER: 'builtin' },
    );
    expect((await api('ApiPlansFunction', 'PUT', `/goals/${goal.id}/reviews/1`, { feel: 'right' })).status).toBe(200);
    expect(putEvents.filter((e) => e.DetailType === 'ReviewSummaryRequested')).toHaveLength(1);
    // The account function reaches the pool with its admin operations, and hands its notice to the bus,
    // naming the account and the notice only (decision 046); the account mail function's bundle looks
    // the address up in the pool and sends the notice's own text through SES.
    expect((await api('ApiAccountFunction', 'PUT', '/me/two-factor', { enabled: false })).status).toBe(204);
    const notice = putEvents.find((e) => e.DetailType === 'AccountNotice')!;
    expect(JSON.parse(notice.Detail)).toEqual({
      userPoolId: stack.userPoolId,
      username: claims()['cognito:username'],
      notice: 'twoFactorOff',
    });
    await invoke(functionOf('AuthAccountMail'), {
      source: notice.Source,
      'detail-type': notice.DetailType,
      detail: JSON.parse(notice.Detail),
    });
    expect(sentMail).toEqual([
      expect.objectContaining({
        FromEmailAddress: 'Stride <hello@stride.example>',
        Destination: { ToAddresses: ['rehearsal@example.test'] },
        Content: { Simple: expect.objectContaining({ Subject: { Data: 'Two-step verification was turned off' } }) },
      }),
    ]);
  }, 180_000);

  it('consumes the queues’ records: a crashed generation’s, and a deleted account’s late sweep', async () => {
    const sqs = (body: unknown) => ({ Records: [{ messageId: 'm1', body: JSON.stringify(body) }] });
    const failure = sqs({
      requestContext: { condition: 'RetriesExhausted' },
      requestPayload: { detail: { userId: 'nobody', goalId: 'G1', attemptId: 'a1' } },
    });
    const [failed, swept] = await Promise.all([
      invoke(functionOf('RoadmapFailureConsumer'), failure),
      invoke(functionOf('ApiAccountSweeper'), sqs({ detail: { userId: 'nobody' } })),
    ]);
    expect(failed).toEqual({ batchItemFailures: [] });
    expect(swept).toEqual({ batchItemFailures: [] });
  }, 120_000);

  it('runs the scheduled reminders and the pool’s triggers with their own event shapes', async () => {
    // The hourly rule's event: no reminder is due in the rehearsal, so nothing is mailed.
    const scheduled = { source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString(), detail: {} };
    const trigger = (triggerSource: string, request: object) => ({
      version: '1',
      triggerSource,
      region: stack.region,
      userPoolId: stack.userPoolId,
      userName: 'someone',
      callerContext: { awsSdkVersion: 'x', clientId: stack.clientId },
      request,
      response: {},
    });
    // Cognito's own messages pass through the custom message trigger untouched.
    const message = trigger('CustomMessage_SignUp', { userAttributes: { email: 'new@example.test' }, codeParameter: '{####}' });
    // A pre sign-up event without an email is let through without a lookup.
    const signUp = trigger('PreSignUp_SignUp', { userAttributes: {} });
    const [reminders, mail, linking] = await Promise.all([
      invoke(functionOf('RemindersSender'), scheduled),
      invoke(functionOf('AuthAccountMail'), message),
      invoke(functionOf('AuthLinkAccounts'), signUp),
    ]);
    expect(reminders).toBeNull();
    expect(mail).toEqual(message);
    expect(linking).toEqual(signUp);
  }, 120_000);

  it('deletes a goal through the goals bundle, which asks the bus for the late sweep the sweeper serves (decision 070)', async () => {
    const [goal] = (await api('ApiGoalsFunction', 'GET', '/goals')).body.goals;
    expect((await api('ApiGoalsFunction', 'DELETE', `/goals/${goal.id}`)).status).toBe(204);
    const event = putEvents.find((e) => e.DetailType === GOAL_DELETION_EVENT.detailType)!;
    expect(event && JSON.parse(event.Detail)).toEqual({ userId: claims().sub });
    // As the rule puts the whole event on the delaying queue: nothing was cut short, so nothing is left to finish.
    const body = JSON.stringify({ source: event.Source, 'detail-type': event.DetailType, detail: JSON.parse(event.Detail) });
    expect(await invoke(functionOf('ApiAccountSweeper'), { Records: [{ messageId: 'g1', body }] })).toEqual({ batchItemFailures: [] });
    expect((await api('ApiGoalsFunction', 'GET', '/goals')).body.goals.map((g: { id: string }) => g.id)).not.toContain(goal.id);
  }, 120_000);

  // Last: the rehearsal's account is gone after it.
  it('deletes the account through its own bundle, which asks the bus for the late sweep', async () => {
    expect((await api('ApiAccountDeletionFunction', 'DELETE', '/me')).status).toBe(204);
    const sweep = putEvents.find((e) => e.DetailType === ACCOUNT_DELETED_EVENT.detailType);
    expect(sweep && JSON.parse(sweep.Detail)).toEqual({ userId: claims().sub });
    // The token still verifies until it expires, but the account's requests are refused.
    expect((await api('ApiMeFunction', 'GET', '/me')).status).toBe(401);
  }, 120_000);
});
