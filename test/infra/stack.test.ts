import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ROUTE_NAMES, ROUTES } from '../../contract';

const ROUTE_GROUP_COUNT = new Set(Object.values(ROUTES).map((r) => r.group)).size;
import { bedrockInvokeStatements } from '../../lib/roadmap';
import { StrideStack } from '../../lib/stride-stack';
import { startWebServer } from '../../local/web-server';

/** A stand-in web build, so the stack synthesises without running the web build. */
const webDist = mkdtempSync(join(tmpdir(), 'stride-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Stride</title>');

/** The project's cdk.json context (feature flags and defaults), as `cdk synth` would use it. */
const projectContext = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
  .context;

/** The cloud assembly folder of the last synth (bundles live there as asset.<hash>/). */
let assemblyDir = '';

function synth(context: Record<string, unknown> = {}) {
  const app = new App({ context: { ...projectContext, webDistPath: webDist, domainPrefix: 'stride-test', ...context } });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const stack = new StrideStack(app, 'Stride', { env: { account: '123456789012', region: 'eu-central-1' } });
  assemblyDir = app.synth().directory; // runs cdk-nag: any unacknowledged finding throws here
  return Template.fromStack(stack);
}

const template = synth();
const assets = assemblyDir;

/**
 * An owner's install with every setting changed from its default, in one synth (each takes seconds):
 * the operating settings, a WAF, a development origin, Pro for new users, Google sign-in, SES mail.
 */
let configuredTemplate: Template | undefined;
const configured = () =>
  (configuredTemplate ??= synth({
    generatorConcurrency: '3',
    roadmapWeekConcurrency: '1',
    roadmapCallTimeoutSeconds: '200',
    alarmEmail: 'owner@example.com',
    monthlyBudgetUsd: '25',
    bedrockDailyBudgetUsd: '1',
    bedrockInputUsdPerMillionTokens: '0.06',
    bedrockOutputUsdPerMillionTokens: '0.24',
    enableWaf: true,
    devWebOrigin: 'http://localhost:5173',
    defaultPlan: 'pro',
    googleClientId: 'google-client.apps.googleusercontent.com',
    googleClientSecretName: 'stride/google',
    sesFromEmail: 'hello@stride.example',
  }));
const resources = (type: string) => Object.values(template.findResources(type)) as any[];

/** The logical id of the function whose id is `prefix` and CDK's hash. */
const functionId = (t: Template, prefix: string) =>
  Object.keys(t.findResources('AWS::Lambda::Function')).find((id) => new RegExp(`^${prefix}[0-9A-F]{8}$`).test(id))!;

/** Every statement granting events:PutEvents, by the function (its logical id less CDK's hash) whose role holds it. */
function putEventsGrants(t: Template): Record<string, unknown[]> {
  const functions = Object.entries(t.findResources('AWS::Lambda::Function')) as [string, any][];
  const grants: Record<string, unknown[]> = {};
  for (const policy of Object.values(t.findResources('AWS::IAM::Policy')) as any[]) {
    const statements = policy.Properties.PolicyDocument.Statement.filter((st: any) => [st.Action].flat().includes('events:PutEvents'));
    if (!statements.length) continue;
    for (const role of policy.Properties.Roles) {
      const [id] = functions.find(([, f]) => f.Properties.Role['Fn::GetAtt'][0] === role.Ref)!;
      (grants[id.replace(/[0-9A-F]{8}$/, '')] ??= []).push(...statements);
    }
  }
  return grants;
}

describe('the stack', () => {
  it('is made of these resources, and no others (the routes’ methods and permissions are checked route by route below)', () => {
    const counts: Record<string, number> = {};
    for (const r of Object.values(template.toJSON().Resources) as { Type: string }[]) counts[r.Type] = (counts[r.Type] ?? 0) + 1;
    for (const perRoute of ['AWS::ApiGateway::Method', 'AWS::ApiGateway::Resource', 'AWS::Lambda::Permission']) delete counts[perRoute];
    // A new resource is a decision: say it here, where a reviewer sees it, rather than in a snapshot.
    expect(counts).toEqual({
      'AWS::ApiGateway::Account': 1,
      'AWS::ApiGateway::Authorizer': 1,
      'AWS::ApiGateway::Deployment': 1,
      'AWS::ApiGateway::RequestValidator': 1,
      'AWS::ApiGateway::RestApi': 1,
      'AWS::ApiGateway::Stage': 1,
      'AWS::CloudFront::Distribution': 1,
      'AWS::CloudFront::Function': 1,
      'AWS::CloudFront::OriginAccessControl': 1,
      'AWS::CloudFront::ResponseHeadersPolicy': 1,
      // API 5xx, function errors and throttles, generation failures, Bedrock charges (SES adds its notices' queue).
      'AWS::CloudWatch::Alarm': 5,
      'AWS::CloudWatch::Dashboard': 1,
      'AWS::Cognito::UserPool': 1,
      'AWS::Cognito::UserPoolClient': 1,
      'AWS::Cognito::UserPoolDomain': 1,
      'AWS::DynamoDB::Table': 1,
      'AWS::Events::EventBus': 1,
      // Generation jobs, review summaries, and the late sweeps: a deleted account's and a goal deletion's (decision 070).
      'AWS::Events::Rule': 4,
      'AWS::IAM::Policy': 17,
      'AWS::IAM::Role': 18,
      'AWS::Lambda::EventInvokeConfig': 2,
      'AWS::Lambda::EventSourceMapping': 2,
      'AWS::Lambda::Function': 17,
      'AWS::Lambda::LayerVersion': 1,
      'AWS::Logs::LogGroup': 18,
      'AWS::S3::Bucket': 2,
      'AWS::S3::BucketPolicy': 2,
      'AWS::SNS::Topic': 1,
      'AWS::SNS::TopicPolicy': 1,
      'AWS::SQS::Queue': 2,
      'AWS::SQS::QueuePolicy': 2,
      'AWS::SecretsManager::Secret': 1,
      'Custom::CDKBucketDeployment': 1,
    });
  });

  it('passes cdk-nag AwsSolutions checks with only reasoned acknowledgements', () => {
    // synth() above threw on any unacknowledged finding; prove the checks are really on:
    const app = new App();
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    new Bucket(new Stack(app, 'Naked'), 'NoLogsNoSsl');
    expect(() => app.synth()).toThrow();
  });
});

describe('data', () => {
  it('is one on-demand table with PK/SK, the sparse GSI1, point-in-time recovery, TTL and deletion protection, retained', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        GlobalSecondaryIndexes: [
          Match.objectLike({
            IndexName: 'GSI1',
            KeySchema: [
              { AttributeName: 'GSI1PK', KeyType: 'HASH' },
              { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }),
        ],
      }),
    });
  });

  it('grants item actions on the table and the named index only: no wildcard actions, no index/*', () => {
    const statements = resources('AWS::IAM::Policy').flatMap((p) => p.Properties.PolicyDocument.Statement);
    const dynamo = statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('dynamodb:')));
    expect(dynamo.length).toBeGreaterThan(0);
    for (const s of dynamo) {
      expect([s.Action].flat().every((a: string) => !a.includes('*'))).toBe(true);
      expect(JSON.stringify(s.Resource)).not.toContain('index/*');
      // Every grant but the unsubscribe function's reads the history/goals index too.
      if ([s.Action].flat().join() !== 'dynamodb:GetItem,dynamodb:UpdateItem') expect(JSON.stringify(s.Resource)).toContain('/index/GSI1');
    }
  });

  it('lets the public unsubscribe function get and update items and nothing else, and the account triggers act on their own pool only', () => {
    const unsubscribe = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('ApiUnsubscribeFunction'),
    )!;
    const roleRef = unsubscribe[1].Properties.Role['Fn::GetAtt'][0];
    const statements = resources('AWS::IAM::Policy')
      .filter((p) => p.Properties.Roles.some((r: any) => r.Ref === roleRef))
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((st: any) => [st.Action].flat().some((a: string) => a.startsWith('dynamodb:')));
    expect(statements.map((st: any) => [st.Action].flat())).toEqual([['dynamodb:GetItem', 'dynamodb:UpdateItem']]);
    // With Google and SES on, both triggers exist: their Cognito actions name the pool, not every pool.
    const cognito = (Object.values(configured().findResources('AWS::IAM::Policy')) as any[])
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((st: any) => [st.Action].flat().some((a: string) => a.startsWith('cognito-idp:')));
    expect(cognito.length).toBeGreaterThanOrEqual(3);
    for (const st of cognito) expect(st.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^AuthUserPool/), 'Arn'] });
  });

  it.each(['History', 'CalendarFeed'])('gives the %s function read-only access', (name) => {
    const policy = Object.entries(template.findResources('AWS::IAM::Policy')).find(([id]) => id.startsWith(`Api${name}FunctionRole`))!;
    const actions = (policy[1] as any).Properties.PolicyDocument.Statement.flatMap((s: any) => [s.Action].flat()).filter((a: string) =>
      a.startsWith('dynamodb:'),
    );
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem']));
    expect(actions.filter((a: string) => /Put|Update|Delete|Write/.test(a))).toEqual([]);
  });
});

describe('API', () => {
  it('has stage Prod with throttling and JSON access logs', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'Prod',
      AccessLogSetting: Match.objectLike({ Format: Match.stringLikeRegexp('requestId') }),
      MethodSettings: Match.arrayWith([Match.objectLike({ ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 })]),
    });
  });

  it('lets every function read the key of its logs’ user hash at run time, from a generated secret it alone names (decision 048)', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }),
    });
    const [secretId] = Object.keys(template.findResources('AWS::SecretsManager::Secret'));
    const ours = Object.entries(template.findResources('AWS::Lambda::Function')).filter(
      ([, f]: [string, any]) => f.Properties.Environment?.Variables?.TABLE_NAME,
    );
    expect(ours.length).toBeGreaterThan(10);
    for (const [, f] of ours as [string, any][]) {
      // The configuration names the secret, never its value (which lambda:GetFunctionConfiguration would show).
      expect(f.Properties.Environment.Variables.LOG_HASH_SECRET).toEqual({ Ref: secretId });
      expect(JSON.stringify(f.Properties.Environment.Variables)).not.toMatch(/resolve:secretsmanager/);
      const role = f.Properties.Role['Fn::GetAtt'][0];
      const reads = resources('AWS::IAM::Policy')
        .filter((p) => p.Properties.Roles.some((r: any) => r.Ref === role))
        .flatMap((p) => p.Properties.PolicyDocument.Statement)
        .filter((st: any) => [st.Action].flat().some((a: string) => a.startsWith('secretsmanager:')));
      expect(reads).toEqual([
        { Effect: 'Allow', Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'], Resource: { Ref: secretId } },
      ]);
    }
  });

  it('limits each user in the handlers, reads on a share of their own; no WAF unless asked for', () => {
    const apiFunctions = resources('AWS::Lambda::Function').filter((f) => f.Properties.Environment?.Variables?.USER_POOL_CLIENT_ID);
    expect(apiFunctions.length).toBeGreaterThan(0);
    for (const f of apiFunctions) {
      expect(f.Properties.Environment.Variables).toMatchObject({ REQUESTS_PER_MINUTE: '300', READS_PER_MINUTE: '600' });
    }
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
  });

  it('keys every WAF rule on what a caller cannot choose: CloudFront’s secret, and the viewer address CloudFront saw (decision 047)', () => {
    const waf = configured();
    waf.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
    const [acl] = Object.values(waf.findResources('AWS::WAFv2::WebACL')) as any[];
    const rules = Object.fromEntries((acl.Properties.Rules as any[]).map((r) => [r.Name, r]));
    expect(Object.keys(rules)).toEqual([
      'ThroughCloudFrontOnly',
      'PublicLinksPerViewer',
      'PerViewerRate',
      'BodyOverLimit',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    // Nothing is keyed on a header the caller writes: not the token's text, not X-Forwarded-For.
    expect(JSON.stringify(acl.Properties.Rules)).not.toMatch(/authorization|X-Forwarded-For/i);

    // A request without CloudFront's secret (straight to execute-api) is refused first; the secret is a
    // generated one, resolved at deploy, and the same reference CloudFront's origin sends.
    const secret = rules.ThroughCloudFrontOnly.Statement.NotStatement.Statement.ByteMatchStatement;
    expect(secret).toMatchObject({ FieldToMatch: { SingleHeader: { Name: 'x-stride-origin-verify' } }, PositionalConstraint: 'EXACTLY' });
    expect(JSON.stringify(secret.SearchString)).toMatch(/resolve:secretsmanager/);
    const [distribution] = Object.values(waf.findResources('AWS::CloudFront::Distribution')) as any[];
    const apiOrigin = distribution.Properties.DistributionConfig.Origins.find((o: any) => o.OriginCustomHeaders);
    expect(apiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-stride-origin-verify', HeaderValue: secret.SearchString }]);

    // Per viewer address, which only CloudFront's own function writes (over anything the viewer sent).
    const viewer = {
      AggregateKeyType: 'FORWARDED_IP',
      ForwardedIPConfig: { HeaderName: 'x-stride-viewer-address', FallbackBehavior: 'MATCH' },
    };
    expect(rules.PerViewerRate).toMatchObject({
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
      Statement: { RateBasedStatement: { Limit: 1800, EvaluationWindowSec: 60, ...viewer } },
    });
    const [viewerFunction] = Object.values(waf.findResources('AWS::CloudFront::Function')).filter((f: any) =>
      String(f.Properties.FunctionCode).includes('event.viewer.ip'),
    ) as any[];
    expect(viewerFunction.Properties.FunctionCode).toContain(
      "event.request.headers['x-stride-viewer-address'] = { value: event.viewer.ip }",
    );
    const apiBehavior = distribution.Properties.DistributionConfig.CacheBehaviors.find((b: any) => b.PathPattern === '/Prod/*');
    expect(apiBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^WebViewerAddress/), 'FunctionARN'] } },
    ]);

    // The public links per viewer: a tenth of their routes' own throttle (5 a second), so one client cannot use them up.
    expect(rules.PublicLinksPerViewer.Statement.RateBasedStatement).toMatchObject({ Limit: 30, ...viewer });
    expect(JSON.stringify(rules.PublicLinksPerViewer.Statement.RateBasedStatement.ScopeDownStatement)).toContain('/reminders/unsubscribe/');

    // Bodies: the API's own limit everywhere but an import, whose handler holds it to its own cap; the
    // managed set's 8 KB body rule only counts.
    expect(rules.BodyOverLimit).toMatchObject({
      Action: { Block: { CustomResponse: { ResponseCode: 413 } } },
      Statement: {
        AndStatement: {
          Statements: [
            {
              NotStatement: {
                Statement: { ByteMatchStatement: expect.objectContaining({ SearchString: '/import', PositionalConstraint: 'ENDS_WITH' }) },
              },
            },
            {
              SizeConstraintStatement: expect.objectContaining({
                ComparisonOperator: 'GT',
                Size: 64 * 1024,
                FieldToMatch: { Body: { OversizeHandling: 'MATCH' } },
              }),
            },
          ],
        },
      },
    });
    expect(rules.AWSManagedRulesCommonRuleSet.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
    expect(acl.Properties.AssociationConfig).toEqual({ RequestBody: { API_GATEWAY: { DefaultSizeInspectionLimit: 'KB_64' } } });
  });

  it('gives each public route a throttle of its own, below the stage’s shared one', () => {
    const [stage] = resources('AWS::ApiGateway::Stage');
    const settings = stage.Properties.MethodSettings as { ResourcePath: string; HttpMethod: string; ThrottlingRateLimit?: number }[];
    const limited = settings.filter((m) => m.ThrottlingRateLimit === 5).map((m) => `${m.HttpMethod} ${m.ResourcePath}`);
    expect(limited.sort()).toEqual(['GET /~1calendar-feed~1{token}~1stride.ics', 'POST /~1reminders~1unsubscribe~1{token}']);
  });

  it('has a method for every route, each behind the Cognito authorizer and the request validator, but the two public links', () => {
    const methods = resources('AWS::ApiGateway::Method');
    expect(methods).toHaveLength(ROUTE_NAMES.length);
    const open = methods.filter((m) => m.Properties.AuthorizationType !== 'COGNITO_USER_POOLS');
    for (const m of methods) expect(m.Properties.RequestValidatorId).toBeDefined();
    for (const m of methods.filter((m) => !open.includes(m))) expect(m.Properties.AuthorizerId).toBeDefined();
    // The public methods: the calendar feed and the reminders' unsubscribe link, whose secrets the
    // handlers check (lambdas/store/calendar.ts, lambdas/store/reminder.ts).
    expect(open).toHaveLength(ROUTE_NAMES.filter((n) => ROUTES[n].auth === 'public').length);
    const opened = open.map(
      (m) => `${m.Properties.HttpMethod} ${template.toJSON().Resources[m.Properties.ResourceId.Ref].Properties.PathPart}`,
    );
    expect(opened.sort()).toEqual(['GET stride.ics', 'POST {token}']);
    for (const m of open) expect(m.Properties.AuthorizationType).toBe('NONE');
  });

  it('tells every API function which app client its ID tokens must be issued to', () => {
    const clientRef = { Ref: Object.keys(template.findResources('AWS::Cognito::UserPoolClient'))[0] };
    const apiFunctions = resources('AWS::Lambda::Function').filter((f) => f.Properties.Environment?.Variables?.DAILY_GENERATION_QUOTA);
    expect(apiFunctions).toHaveLength(ROUTE_GROUP_COUNT);
    for (const f of apiFunctions) expect(f.Properties.Environment.Variables.USER_POOL_CLIENT_ID).toEqual(clientRef);
  });

  it('trusts no local origin by default: no CORS, no localhost callback; a development origin only by explicit context', () => {
    const json = JSON.stringify(template.toJSON());
    expect(json).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(resources('AWS::Lambda::Function').some((f) => 'ALLOWED_ORIGINS' in (f.Properties.Environment?.Variables ?? {}))).toBe(false);

    const dev = configured();
    dev.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: Match.arrayWith(['http://localhost:5173/auth/callback']),
      LogoutURLs: Match.arrayWith(['http://localhost:5173/signin']),
    });
    dev.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ ALLOWED_ORIGINS: 'http://localhost:5173' }) },
    });
    const preflights = Object.values(dev.findResources('AWS::ApiGateway::Method')).filter((m) => m.Properties.HttpMethod === 'OPTIONS');
    expect(preflights.length).toBeGreaterThan(0);
    for (const m of preflights) expect(m.Properties.AuthorizationType).toBe('NONE');
  });

  it('runs every function on the latest Node.js on arm64, traced, with Powertools from its layer at the pinned version', () => {
    const functions = resources('AWS::Lambda::Function').filter((f) => String(f.Properties.Runtime).startsWith('nodejs'));
    expect(functions).toHaveLength(ROUTE_GROUP_COUNT + 4); // and the generator, its failure consumer, the review summariser and the account sweeper
    const version = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')).dependencies[
      '@aws-lambda-powertools/logger'
    ];
    const [layer] = Object.entries(template.findParameters('*', { Default: `/aws/service/powertools/typescript/generic/all/${version}` }));
    expect(layer).toBeDefined();
    for (const f of functions) {
      expect(f.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], TracingConfig: { Mode: 'Active' } });
      // Powertools at the pinned version, and the Parameters and Secrets extension (decision 048) for arm64.
      expect(f.Properties.Layers).toHaveLength(2);
      expect(f.Properties.Layers).toEqual(
        expect.arrayContaining([
          { Ref: layer![0] },
          expect.stringMatching(/^arn:aws:lambda:eu-central-1:\d+:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:\d+$/),
        ]),
      );
    }
  });

  it('starts generation with an event on its own bus, which one rule hands to the generator', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ GENERATION_MODE: 'events', GENERATION_BUS_NAME: Match.anyValue() }) },
    });
    expect(JSON.stringify(resources('AWS::IAM::Policy')).includes('lambda:InvokeFunction')).toBe(false);
    template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: Match.anyValue(),
      EventPattern: { source: ['stride.goals'], 'detail-type': ['GenerationRequested'] },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [functionId(template, 'RoadmapGenerator'), 'Arn'] },
          DeadLetterConfig: { Arn: Match.anyValue() },
        }),
      ],
    });
  });

  it('lets each producer put only its own events on the bus: its source and its detail types, nothing else (decision 046)', () => {
    // The install with every producer: the plans function, the account deletion's late sweep and, with SES, the account's notices.
    const ses = configured();
    const grants = putEventsGrants(ses);
    const bus = { 'Fn::GetAtt': [expect.stringMatching(/^RoadmapBus/), 'Arn'] };
    const only = (source: string, detailTypes: string[]) => ({
      Action: 'events:PutEvents',
      Effect: 'Allow',
      Resource: bus,
      Condition: {
        'ForAllValues:StringEquals': { 'events:source': [source], 'events:detail-type': detailTypes },
        Null: { 'events:source': 'false', 'events:detail-type': 'false' },
      },
    });
    expect(grants).toEqual({
      ApiPlansFunction: [only('stride.goals', ['GenerationRequested', 'ReviewSummaryRequested'])],
      ApiAccountFunction: [only('stride.account', ['AccountNotice'])],
      ApiAccountDeletionFunction: [only('stride.account', ['AccountDeleted'])],
      ApiGoalsFunction: [only('stride.goals', ['GoalDeletionBegun'])],
    });
    // Without SES, the account function may put nothing at all.
    expect(Object.keys(putEventsGrants(template)).sort()).toEqual(['ApiAccountDeletionFunction', 'ApiGoalsFunction', 'ApiPlansFunction']);
  });

  it('sums a week up in a function of its own: a short timeout, two slots of its own, never retried, and the one model', () => {
    const id = functionId(template, 'RoadmapReviewSummariser');
    const fn = template.toJSON().Resources[id];
    expect(fn.Properties).toMatchObject({ Timeout: 40, ReservedConcurrentExecutions: 2 });
    expect(fn.Properties.Environment.Variables).toMatchObject({ ROADMAP_PROVIDER: 'bedrock', ROADMAP_CALL_TIMEOUT_MS: '30000' });
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['stride.goals'], 'detail-type': ['ReviewSummaryRequested'] },
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [id, 'Arn'] } })],
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: id }, MaximumRetryAttempts: 0 });
    const role = fn.Properties.Role['Fn::GetAtt'][0];
    const statements = resources('AWS::IAM::Policy')
      .filter((p) => p.Properties.Roles.some((r: any) => r.Ref === role))
      .flatMap((p) => p.Properties.PolicyDocument.Statement);
    expect(statements.filter((st: any) => st.Action === 'bedrock:InvokeModel').map((st: any) => st.Resource)).toEqual([
      'arn:aws:bedrock:eu-central-1:123456789012:inference-profile/global.amazon.nova-2-lite-v1:0',
      ['arn:aws:bedrock:*::foundation-model/amazon.nova-2-lite-v1:0', 'arn:aws:bedrock:::foundation-model/amazon.nova-2-lite-v1:0'],
    ]);
    // The plans function asks for summaries only when a model writes them.
    const plans = (t: Template) => t.toJSON().Resources[functionId(t, 'ApiPlansFunction')].Properties.Environment.Variables;
    expect(plans(template).REVIEW_SUMMARIES).toBe('on');
    expect(plans(synth({ roadmapProvider: 'builtin' })).REVIEW_SUMMARIES).toBeUndefined();
  });

  it('bounds generation: reserved concurrency, one retry, and a crashed run’s event to an encrypted queue whose consumer marks the goal failed', () => {
    const generator = Object.entries(template.findResources('AWS::Lambda::Function')).find(
      ([id]) => id === functionId(template, 'RoadmapGenerator'),
    )!;
    expect((generator[1] as any).Properties.ReservedConcurrentExecutions).toBe(10);
    expect((configured().findResources('AWS::Lambda::Function') as any)[generator[0]].Properties.ReservedConcurrentExecutions).toBe(3);
    // The model calls of one generation: three weeks at a time, two minutes each, unless the owner says otherwise.
    expect((generator[1] as any).Properties.Environment.Variables).toMatchObject({
      ROADMAP_CONCURRENCY: '3',
      ROADMAP_CALL_TIMEOUT_MS: '120000',
    });
    expect((configured().findResources('AWS::Lambda::Function') as any)[generator[0]].Properties.Environment.Variables).toMatchObject({
      ROADMAP_CONCURRENCY: '1',
      ROADMAP_CALL_TIMEOUT_MS: '200000',
    });
    expect(() => synth({ roadmapCallTimeoutSeconds: '600' })).toThrow(
      'Context roadmapCallTimeoutSeconds must be a whole number from 10 to 270',
    );
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: generator[0] },
      MaximumRetryAttempts: 1,
      MaximumEventAgeInSeconds: 900,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('ships the curricula beside the generator’s and the plans function’s bundles (the preview and a week’s review), not inside them, and with no other function', () => {
    const bundles = readdirSync(assets).filter((d) => d.startsWith('asset.') && existsSync(join(assets, d, 'index.js')));
    const withCurricula = bundles.filter((d) => existsSync(join(assets, d, 'physical-fitness.json')));
    expect(withCurricula).toHaveLength(2);
    const curricula = readdirSync(join(__dirname, '..', '..', 'lambdas', 'roadmap', 'curricula')).filter((f) => f.endsWith('.json'));
    for (const bundle of withCurricula.map((d) => join(assets, d))) {
      expect(
        readdirSync(bundle)
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual(curricula.sort());
      // The data is read at run time: none of it is compiled into the code.
      expect(readFileSync(join(bundle, 'index.js'), 'utf8')).not.toContain('Couch to 5K');
    }
    // Which functions they are: the assets the generator and the plans function run from.
    const codeOf = (logicalId: string) => (template.toJSON().Resources[logicalId].Properties.Code.S3Key as string).replace(/\.zip$/, '');
    const functionIds = Object.keys(template.findResources('AWS::Lambda::Function'));
    const owners = functionIds.filter((id) => withCurricula.some((d) => d === `asset.${codeOf(id)}`));
    expect(owners.map((id) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual(['ApiPlansFunction', 'RoadmapGenerator']);
  });

  it('lets the generator call only the configured model, through its global inference profile', () => {
    const profileArn = 'arn:aws:bedrock:eu-central-1:123456789012:inference-profile/global.amazon.nova-2-lite-v1:0';
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'bedrock:InvokeModel', Resource: profileArn }),
          Match.objectLike({
            Action: 'bedrock:InvokeModel',
            Resource: [
              'arn:aws:bedrock:*::foundation-model/amazon.nova-2-lite-v1:0',
              'arn:aws:bedrock:::foundation-model/amazon.nova-2-lite-v1:0',
            ],
            Condition: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
          }),
        ]),
      },
    });
  });

  it('grants a plain model id in the stack’s Region, and a geographic profile no Region-less model', () => {
    const at = { partition: 'aws', region: 'us-east-1', account: '123456789012' };
    const json = (modelId: string) => bedrockInvokeStatements(modelId, at).map((s) => s.toStatementJson() as unknown);
    expect(json('amazon.nova-pro-v1:0')).toEqual([
      { Action: 'bedrock:InvokeModel', Effect: 'Allow', Resource: 'arn:aws:bedrock:us-east-1::foundation-model/amazon.nova-pro-v1:0' },
    ]);
    const profileArn = 'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.amazon.nova-2-lite-v1:0';
    expect(json('us.amazon.nova-2-lite-v1:0')).toEqual([
      { Action: 'bedrock:InvokeModel', Effect: 'Allow', Resource: profileArn },
      {
        Action: 'bedrock:InvokeModel',
        Effect: 'Allow',
        Resource: 'arn:aws:bedrock:*::foundation-model/amazon.nova-2-lite-v1:0',
        Condition: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
      },
    ]);
  });
});

describe('web', () => {
  it('keeps CloudFront’s logs, whose paths can hold a feed’s or a link’s secret, a week only', () => {
    const logs = resources('AWS::S3::Bucket').find((b) => b.Properties.LifecycleConfiguration)!;
    expect(logs.Properties.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({ Prefix: 'cloudfront/', ExpirationInDays: 7, Status: 'Enabled' }),
      expect.objectContaining({ Prefix: 'site/', ExpirationInDays: 90, Status: 'Enabled' }),
    ]);
  });

  it('keeps the bucket private behind CloudFront with origin access control and HTTPS', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.anyValue(),
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
        CacheBehaviors: [Match.objectLike({ PathPattern: '/Prod/*', ViewerProtocolPolicy: 'https-only' })],
      }),
    });
  });

  it('sends HSTS, nosniff, frame denial, a referrer policy and a CSP without unsafe-inline', () => {
    const [policy] = resources('AWS::CloudFront::ResponseHeadersPolicy');
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('cognito-idp.eu-central-1.amazonaws.com');
    expect(csp).toContain('stride-test.auth.eu-central-1.amazoncognito.com');
    expect(csp).not.toContain('unsafe-inline');
    expect(security.StrictTransportSecurity.AccessControlMaxAgeSec).toBe(31536000);
    expect(security.ContentTypeOptions.Override).toBe(true);
    expect(security.FrameOptions.FrameOption).toBe('DENY');
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
  });

  it('is the header set the local web server sends, built by the same function', async () => {
    const [policy] = resources('AWS::CloudFront::ResponseHeadersPolicy');
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    // What CloudFront adds to each response for this config (CloudFront's SecurityHeadersConfig reference).
    const hsts = security.StrictTransportSecurity;
    const cloudFront: Record<string, string> = {
      'content-security-policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
      'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
      'x-content-type-options': 'nosniff',
      'x-frame-options': security.FrameOptions.FrameOption,
      'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    };
    // The local server, given the origins CloudFront's policy names, must answer with the same headers.
    const connect = /connect-src 'self' ([^;]+)/.exec(cloudFront['content-security-policy']!)![1]!.split(' ');
    const web = await startWebServer({
      host: '127.0.0.1',
      port: 0,
      distDir: webDist,
      config: () => ({}) as never,
      connectOrigins: connect,
    });
    try {
      const { port } = web.server.address() as AddressInfo;
      for (const path of ['/', '/home', '/config.json']) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        const sent = Object.fromEntries(Object.keys(cloudFront).map((name) => [name, response.headers.get(name)]));
        expect({ path, headers: sent }).toEqual({ path, headers: cloudFront });
      }
    } finally {
      await web.stop();
    }
  });

  it('deploys the build with a generated config.json naming the pool, the client and the CloudFront origin', () => {
    const [deployment] = resources('Custom::CDKBucketDeployment');
    const markers = JSON.stringify(deployment.Properties.SourceMarkers);
    expect(markers).toMatch(/"Ref":"AuthUserPool[0-9A-F]+"/);
    expect(markers).toMatch(/"Ref":"AuthUserPoolWebClient[0-9A-F]+"/);
    expect(markers).toMatch(/"WebDistribution[0-9A-F]+","DomainName"/);
    expect(deployment.Properties.DistributionPaths).toEqual(['/*']);
  });

  it('outputs the web URL, API URL, pool, client, hosted domain and table (the admin CLI reads the last two)', () => {
    for (const name of ['WebUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'HostedDomain', 'TableName'])
      template.hasOutput(name, Match.anyValue());
  });

  it('starts new users on the Free plan, or on Pro for a personal install with defaultPlan=pro', () => {
    const plans = (t: Template) =>
      new Set(
        Object.values(t.findResources('AWS::Lambda::Function'))
          .map((f: any) => f.Properties.Environment?.Variables?.DEFAULT_PLAN)
          .filter(Boolean),
      );
    expect(plans(template)).toEqual(new Set(['free']));
    expect(plans(configured())).toEqual(new Set(['pro']));
    expect(() => synth({ defaultPlan: 'gold' })).toThrow('Context defaultPlan must be free or pro, got "gold"');
  });
});

describe('auth', () => {
  it('uses email sign-in with verification, a strong password policy, optional TOTP MFA and email recovery', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireSymbols: false,
          RequireUppercase: false,
          RequireLowercase: false,
          RequireNumbers: false,
        }),
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'profile', 'email'],
      SupportedIdentityProviders: ['COGNITO'],
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'stride-test' });
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });

  it('sweeps a deleted account once more, six minutes on: the deletion’s event, a delaying queue, a function that sweeps', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['stride.account'], 'detail-type': ['AccountDeleted'] },
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiAccountSweeps'), 'Arn'] } })],
    });
    // A goal's deletion cut short is finished by the same sweeper, never by a read (decision 070).
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['stride.goals'], 'detail-type': ['GoalDeletionBegun'] },
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiAccountSweeps'), 'Arn'] } })],
    });
    template.hasResourceProperties('AWS::SQS::Queue', { DelaySeconds: 360, SqsManagedSseEnabled: true });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiAccountSweeps'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^ApiAccountSweeper') },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('lets a user’s own token write their name only; the account function changes the email and second factor, and only the deletion’s deletes users', () => {
    const [client] = resources('AWS::Cognito::UserPoolClient');
    expect([...client.Properties.WriteAttributes].sort()).toEqual(['family_name', 'given_name', 'name']);
    const cognitoActionsOf = (prefix: string) => {
      const fn = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) =>
        new RegExp(`^${prefix}[0-9A-F]{8}$`).test(id),
      )!;
      const roleRef = fn[1].Properties.Role['Fn::GetAtt'][0];
      const statements = resources('AWS::IAM::Policy')
        .filter((p) => p.Properties.Roles.some((r: any) => r.Ref === roleRef))
        .flatMap((p) => p.Properties.PolicyDocument.Statement);
      const cognito = statements.filter((st: any) => [st.Action].flat().some((a: string) => a.startsWith('cognito-idp:')));
      // On the pool itself, not every pool of the account.
      for (const st of cognito) expect(st.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^AuthUserPool/), 'Arn'] });
      return cognito.flatMap((st: any) => [st.Action].flat()).sort();
    };
    // A password change signs every session out; the account's address is the mail function's to find (decision 046).
    expect(cognitoActionsOf('ApiAccountFunction')).toEqual([
      'cognito-idp:AdminSetUserMFAPreference',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminUserGlobalSignOut',
    ]);
    expect(cognitoActionsOf('ApiAccountDeletionFunction')).toEqual(['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut']);
    // Without SES or Google (whose pool triggers read the pool), no other function holds a Cognito admin action.
    const holders = resources('AWS::IAM::Policy').filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes('cognito-idp:Admin'));
    expect(holders).toHaveLength(2);
    // With Google on, Cognito needs the attributes it maps from Google writable by the client (decision 032).
    const [google] = Object.values(configured().findResources('AWS::Cognito::UserPoolClient')) as any[];
    expect(google.Properties.WriteAttributes).toEqual(expect.arrayContaining(['email', 'email_verified', 'picture']));
  });

  it('sends the pool’s mail through SES when a sender is configured, and with Cognito’s mailer otherwise', () => {
    const ses = configured();
    ses.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: 'Stride <hello@stride.example>',
        SourceArn: Match.stringLikeRegexp('identity/hello@stride.example'),
      }),
    });
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!;
    expect(pool.Properties.EmailConfiguration?.EmailSendingAccount ?? 'COGNITO_DEFAULT').toBe('COGNITO_DEFAULT');
  });

  it('tells the old address of an email change through SES when a sender is configured (and has no trigger otherwise)', () => {
    const ses = configured();
    const [triggerId] = Object.keys(ses.findResources('AWS::Lambda::Function', { Properties: { Timeout: 5 } }));
    expect(triggerId).toBeDefined();
    ses.hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: { CustomMessage: { 'Fn::GetAtt': [triggerId, 'Arn'] } } });
    ses.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SES_FROM_EMAIL: 'hello@stride.example', APP_URL: Match.anyValue() }) },
    });
    const statements = Object.values(ses.findResources('AWS::IAM::Policy'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
      .filter((s) => [s.Action].flat().some((a) => a.startsWith('ses:') || a.startsWith('cognito-idp:Admin')));
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions.sort()).toEqual(expect.arrayContaining(['cognito-idp:AdminGetUser', 'ses:SendEmail']));
    const send = statements.find((s) => [s.Action].flat().includes('ses:SendEmail'))!;
    expect(JSON.stringify(send.Resource)).toMatch(/identity\/hello@stride\.example/);
    expect(JSON.stringify(send.Resource)).not.toMatch(/identity\/\*/);

    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!;
    expect(pool.Properties.LambdaConfig).toBeUndefined();
  });

  it('hands the account function’s notices through the bus to the account mail function, which alone of the two may send', () => {
    const ses = configured();
    const fnId = (prefix: string) =>
      Object.keys(ses.findResources('AWS::Lambda::Function')).find((id) => new RegExp(`^${prefix}[0-9A-F]{8}$`).test(id))!;
    const [account, mail] = [fnId('ApiAccountFunction'), fnId('AuthAccountMail')];
    const actionsOf = (id: string) => {
      const role = (ses.toJSON().Resources[id].Properties.Role as any)['Fn::GetAtt'][0];
      return Object.values(ses.findResources('AWS::IAM::Policy'))
        .filter((p: any) => p.Properties.Roles.some((r: any) => r.Ref === role))
        .flatMap((p: any) => p.Properties.PolicyDocument.Statement.flatMap((st: any) => [st.Action].flat()));
    };
    expect(actionsOf(account)).toContain('events:PutEvents');
    expect(actionsOf(account).some((a: string) => a.startsWith('ses:'))).toBe(false);
    expect(actionsOf(mail)).toContain('ses:SendEmail');
    ses.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['stride.account'], 'detail-type': ['AccountNotice'] },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [mail, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiNoticeFailures'), 'Arn'] } },
        }),
      ],
    });
    // A notice not sent after its retries lands in its own encrypted queue, which alarms.
    ses.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: mail },
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiNoticeFailures'), 'Arn'] } } },
    });
    ses.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    ses.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiNoticeFailures'), 'QueueName'] } }],
      Threshold: 1,
      AlarmActions: [{ Ref: Match.stringLikeRegexp('^MonitoringAlarms') }],
    });
    // Without a sender there is no mail function, no rule and no bus for the account function.
    expect(
      template.toJSON().Resources[
        Object.keys(template.findResources('AWS::Lambda::Function')).find((id) => /^ApiAccountFunction[0-9A-F]{8}$/.test(id))!
      ].Properties.Environment.Variables.GENERATION_BUS_NAME,
    ).toBeUndefined();
  });

  it('sends the daily reminders from an hourly rule through SES when a sender is configured, and not at all otherwise', () => {
    const ses = configured();
    const [senderId, sender] = Object.entries(
      ses.findResources('AWS::Lambda::Function', { Properties: { Environment: { Variables: { API_URL: Match.anyValue() } } } }),
    )[0]! as [string, any];
    expect(sender.Properties.Environment.Variables.SES_FROM_EMAIL).toBe('hello@stride.example');
    expect(sender.Properties.Environment.Variables.APP_URL).toBeDefined();
    ses.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 * * * ? *)',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [senderId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3000 },
        }),
      ],
    });
    const role = sender.Properties.Role['Fn::GetAtt'][0];
    const policies = Object.values(ses.findResources('AWS::IAM::Policy')).filter(
      (p: any) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: role }]),
    );
    expect(JSON.stringify(policies)).toMatch(/ses:SendEmail/);
    // Its errors are graphed by name like every function's (the alarm watches all of them at once).
    const [dashboard] = Object.values(ses.findResources('AWS::CloudWatch::Dashboard')) as any[];
    expect(JSON.stringify(dashboard.Properties.DashboardBody)).toContain(`"Ref":"${senderId}"`);
    expect(Object.values(template.findResources('AWS::Events::Rule')).some((r: any) => r.Properties.ScheduleExpression)).toBe(false);
  });

  it('adds Google only when its client id and secret name are configured', () => {
    const withGoogle = configured();
    withGoogle.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      AttributeMapping: Match.objectLike({
        email: 'email',
        given_name: 'given_name',
        family_name: 'family_name',
        name: 'name',
        picture: 'picture',
        email_verified: 'email_verified',
      }),
    });
    withGoogle.hasResourceProperties('AWS::Cognito::UserPoolClient', { SupportedIdentityProviders: ['COGNITO', 'Google'] });
    // One account per person: the pre sign-up trigger links Google to a password account, allowed the two calls it makes.
    withGoogle.hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: Match.objectLike({ PreSignUp: Match.anyValue() }) });
    const linking = Object.values(withGoogle.findResources('AWS::IAM::Policy')).filter((p: any) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('AdminLinkProviderForUser'),
    ) as any[];
    expect(linking).toHaveLength(1);
    const actions = linking[0].Properties.PolicyDocument.Statement.flatMap((st: any) => [st.Action].flat());
    expect(actions.filter((a: string) => a.startsWith('cognito-idp:')).sort()).toEqual([
      'cognito-idp:AdminLinkProviderForUser',
      'cognito-idp:ListUsers',
    ]);
    expect(JSON.stringify(template.toJSON())).not.toContain('AdminLinkProviderForUser');
    expect(() => synth({ googleClientId: 'only-the-id' })).toThrow('Google sign-in needs both googleClientId and googleClientSecretName');
  });
});

describe('monitoring', () => {
  const alarms = () => Object.entries(template.findResources('AWS::CloudWatch::Alarm')) as [string, any][];
  const alarmNamed = (part: string) => {
    const found = alarms().filter(([id]) => id.includes(part));
    expect(found).toHaveLength(1);
    return found[0]![1].Properties;
  };
  const topic = () => Object.keys(template.findResources('AWS::SNS::Topic'))[0]!;

  it('notifies one SSL-only topic from every alarm, and subscribes the owner’s address only when alarmEmail is given', () => {
    expect(alarms().length).toBeGreaterThan(0);
    for (const [, a] of alarms()) expect(a.Properties.AlarmActions).toEqual([{ Ref: topic() }]);
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    configured().hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'owner@example.com',
    });
    expect(() => synth({ alarmEmail: 'not-an-address' })).toThrow(/alarmEmail must be an email address/);
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: [Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })] },
    });
  });

  it('alarms when more than 5% of API requests fail on the server in 5 minutes', () => {
    expect(alarmNamed('Api5xxRate')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: '5XXError',
      Statistic: 'Average',
      Period: 300,
      Threshold: 0.05,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it('alarms on any error or throttle of a function in the Region, from Lambda’s aggregate metrics', () => {
    for (const [part, metric] of [
      ['FunctionErrors', 'Errors'],
      ['FunctionThrottles', 'Throttles'],
    ] as const) {
      const a = alarmNamed(part);
      expect(a).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: metric, Statistic: 'Sum', Period: 300, Threshold: 1 });
      expect(a.Dimensions).toBeUndefined();
    }
  });

  it('watches at most the ten alarm metrics CloudWatch keeps free, a metric-math alarm counting each of its metrics', () => {
    const alarmMetrics = (t: Template) =>
      Object.values(t.findResources('AWS::CloudWatch::Alarm')).reduce(
        (n: number, a: any) => n + (a.Properties.Metrics ? a.Properties.Metrics.filter((m: any) => m.MetricStat).length : 1),
        0,
      );
    expect(alarmMetrics(template)).toBeLessThanOrEqual(10);
    expect(alarmMetrics(configured())).toBeLessThanOrEqual(10);
  });

  it('alarms on three failed roadmap generations in 15 minutes, from the generator’s own metric', () => {
    expect(alarmNamed('GenerationFailures')).toMatchObject({
      Namespace: 'Stride',
      MetricName: 'GenerationFailed',
      Dimensions: [{ Name: 'service', Value: 'stride' }],
      Statistic: 'Sum',
      Period: 900,
      Threshold: 3,
    });
  });

  it('graphs every function’s throttles and DynamoDB’s throttles and system errors over every operation the functions use', () => {
    const [dashboard] = resources('AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const metric of ['ThrottledRequests', 'SystemErrors', 'Throttles']) expect(body).toContain(metric);
    for (const operation of ['Query', 'UpdateItem', 'TransactWriteItems']) expect(body).toContain(operation);
  });

  it('guards Bedrock charges: a day’s tokens of the configured model at list prices, against the daily budget', () => {
    const a = alarmNamed('BedrockDailyCharges');
    expect(a).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanThreshold' });
    const expression = a.Metrics.find((m: any) => m.Expression).Expression;
    expect(expression).toBe('(input * 0.33 + output * 2.75) / 1000000');
    for (const name of ['InputTokenCount', 'OutputTokenCount']) {
      expect(a.Metrics).toContainEqual(
        expect.objectContaining({
          MetricStat: {
            Metric: {
              Namespace: 'AWS/Bedrock',
              MetricName: name,
              Dimensions: [{ Name: 'ModelId', Value: 'global.amazon.nova-2-lite-v1:0' }],
            },
            Period: 86400,
            Stat: 'Sum',
          },
        }),
      );
    }
    const guard = Object.entries(configured().findResources('AWS::CloudWatch::Alarm')).find(([id]) =>
      id.includes('BedrockDailyCharges'),
    )![1] as any;
    expect(guard.Properties.Threshold).toBe(1);
    expect(guard.Properties.Metrics.find((m: any) => m.Expression).Expression).toBe('(input * 0.06 + output * 0.24) / 1000000');
    // No model, no guard.
    expect(
      Object.keys(synth({ roadmapProvider: 'builtin' }).findResources('AWS::CloudWatch::Alarm')).some((id) => id.includes('Bedrock')),
    ).toBe(false);
  });

  it('mails the owner when the month’s costs pass the budget they set, and sets no budget unless asked', () => {
    template.resourceCountIs('AWS::Budgets::Budget', 0);
    const alert = (NotificationType: string, Threshold: number) => ({
      Notification: { NotificationType, ComparisonOperator: 'GREATER_THAN', Threshold, ThresholdType: 'PERCENTAGE' },
      Subscribers: [{ SubscriptionType: 'EMAIL', Address: 'owner@example.com' }],
    });
    configured().hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 25, Unit: 'USD' } },
      NotificationsWithSubscribers: [alert('ACTUAL', 80), alert('ACTUAL', 100), alert('FORECASTED', 100)],
    });
    expect(() => synth({ monthlyBudgetUsd: '25' })).toThrow(/monthlyBudgetUsd needs alarmEmail/);
    expect(() => synth({ alarmEmail: 'owner@example.com', monthlyBudgetUsd: 'lots' })).toThrow(
      /monthlyBudgetUsd must be a positive number/,
    );
  });

  it('has a dashboard of requests, latency percentiles, errors, generations and completions', () => {
    const [dashboard] = resources('AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const text of [
      'API requests',
      'p99',
      '5XXError',
      'GenerationSucceeded',
      'GenerationFailed',
      'GenerationDuration',
      'TaskCompletions',
      'Http5xx',
    ]) {
      expect(body).toContain(text);
    }
  });
});
