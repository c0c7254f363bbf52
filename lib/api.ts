import { Duration, Validations } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AuthorizationType,
  CognitoUserPoolsAuthorizer,
  Cors,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  RequestValidator,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Rule, type IEventBus } from 'aws-cdk-lib/aws-events';
import { LambdaFunction, SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { ENV } from '../lambdas/env';
import { CORS, LIMITS, ROUTE_NAMES, ROUTES, type RouteDef, type RouteGroup } from '../contract';
import { ROUTE_GROUPS, SWEEP_ACCOUNT_ENTRY } from '../lambdas/functions';
import { GENERATION_EVENT } from '../lambdas/roadmap/job';
import type { StrideConfig } from './config';
import { StrideFunction } from './stride-function';
import { ACCOUNT_NOTICE_EVENT, LATE_SWEEP_DELAY_SECONDS, REVIEW_SUMMARY_EVENT } from '../contract/events';

/** Why each public route has no authorizer (contract/routes.ts: `auth: 'public'`). */
const PUBLIC_BECAUSE = {
  'calendarFeed.get':
    'A calendar feed is fetched by calendar apps, which cannot sign in: its 192-bit secret in the path is checked by the handler, and a reset one stops working at once.',
  'reminders.unsubscribe':
    'An unsubscribe link works without signing in (mail clients post to it, RFC 8058): its 192-bit secret in the path is checked by the handler, and it can only turn reminders off.',
} as const;

/**
 * Each public route's own method throttle (requests a second, burst): a calendar app polls a feed every
 * few hours and a person unsubscribes once, so a flood of either cannot use up the stage's shared
 * capacity that signed-in users need.
 */
const PUBLIC_THROTTLE = { rateLimit: 5, burstLimit: 10 };

/**
 * With WAF: the public links' requests one viewer address may make a minute — a tenth of their routes'
 * own throttle (a calendar app polls a feed every few hours), so no one client can use a route up.
 */
const PUBLIC_PER_VIEWER_PER_MINUTE = 30;

/** The headers CloudFront adds to the API's requests when WAF is on (lib/web.ts): its secret, and the viewer's address. */
const ORIGIN_VERIFY_HEADER = 'x-stride-origin-verify';
const VIEWER_ADDRESS_HEADER = 'x-stride-viewer-address';

export interface ApiProps {
  table: ITable;
  userPool: IUserPool;
  config: StrideConfig;
  /** The bus on which the plans function asks for a roadmap (lib/roadmap.ts). */
  generationBus: IEventBus;
  /** The account mail function (lib/auth.ts), when the stack has an SES sender: it sends the account's notices. */
  accountMail?: IFunction;
}

/**
 * The REST API (stage `Prod`) built from the one route table in contract/routes.ts: a function per
 * route group and a Cognito authorizer on every method but the CORS preflights.
 */
export class Api extends Construct {
  readonly restApi: RestApi;
  readonly functions: Record<RouteGroup, StrideFunction>;
  /** The late sweeps: a deleted account's partition once more, and goal deletions cut short, a while after. */
  readonly accountSweeper?: StrideFunction;
  /** With WAF: what CloudFront must add to the API's requests (lib/web.ts). */
  readonly firewall?: { originVerifyHeader: string; originVerify: string; viewerAddressHeader: string };
  /** Where an account notice the mail function could not send lands after its retries (with an SES sender). */
  readonly noticeFailures?: Queue;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { table, userPool, config } = props;

    const functions = {} as Record<RouteGroup, StrideFunction>;
    const sweepers: [StrideFunction, { source: string; detailType: string }][] = [];
    let noticeFailures: Queue | undefined;
    for (const [group, def] of Object.entries(ROUTE_GROUPS) as [RouteGroup, (typeof ROUTE_GROUPS)[RouteGroup]][]) {
      const fn = new StrideFunction(this, `${group[0]!.toUpperCase()}${group.slice(1)}Function`, {
        entry: def.entry,
        ...(def.dataFiles && { dataFiles: def.dataFiles }),
        ...(def.companion && { companion: def.companion }),
        environment: {
          ...(config.devWebOrigin && { [ENV.allowedOrigins]: config.devWebOrigin }),
          [ENV.dailyGenerationQuota]: String(config.dailyGenerationQuota),
          [ENV.defaultPlan]: config.defaultPlan,
          [ENV.requestsPerMinute]: String(config.userRequestsPerMinute),
          [ENV.readsPerMinute]: String(config.userReadsPerMinute),
        },
      }).bindTable(table, def.tableAccess);
      if (def.startsGeneration) {
        // Its jobs and its review summaries' requests, and nothing else (decision 046); summaries only with a model to write them.
        fn.addEnvironment(ENV.generationMode, 'events').putsEvents(props.generationBus, GENERATION_EVENT, REVIEW_SUMMARY_EVENT);
        if (config.roadmapProvider !== 'builtin') fn.addEnvironment(ENV.reviewSummaries, 'on');
      }
      if (def.userPoolActions) {
        fn.addEnvironment(ENV.userPoolId, userPool.userPoolId);
        // Only the admin actions its routes call, on this pool (lambdas/functions.ts).
        fn.addToRolePolicy(new PolicyStatement({ actions: [...def.userPoolActions], resources: [userPool.userPoolArn] }));
      }
      if (def.sweepsLater) sweepers.push([fn, def.sweepsLater]);
      if (def.sendsMail && props.accountMail) noticeFailures = this.sendNoticesThrough(fn, props.accountMail, props.generationBus);
      functions[group] = fn;
    }
    this.functions = functions;
    this.accountSweeper = sweepers.length ? this.addLateSweeps(sweepers, props) : undefined;
    this.noticeFailures = noticeFailures;

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.restApi = new RestApi(this, 'RestApi', {
      restApiName: 'stride',
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: true,
      deployOptions: {
        stageName: 'Prod',
        throttlingRateLimit: config.throttleRateLimit,
        throttlingBurstLimit: config.throttleBurstLimit,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: MethodLoggingLevel.ERROR,
        tracingEnabled: true,
        methodOptions: Object.fromEntries(
          ROUTE_NAMES.filter((name) => ROUTES[name].auth === 'public').map((name) => [
            `${ROUTES[name].path}/${ROUTES[name].method}`,
            { throttlingRateLimit: PUBLIC_THROTTLE.rateLimit, throttlingBurstLimit: PUBLIC_THROTTLE.burstLimit },
          ]),
        ),
      },
      // The web app calls the API through CloudFront (same origin): no CORS at all, unless a
      // development origin is configured explicitly.
      ...(config.devWebOrigin && {
        defaultCorsPreflightOptions: {
          allowOrigins: [config.devWebOrigin],
          allowHeaders: [...CORS.allowHeaders],
          allowMethods: Cors.ALL_METHODS,
          maxAge: Duration.seconds(CORS.maxAgeSeconds),
        },
      }),
    });
    const authorizer = new CognitoUserPoolsAuthorizer(this, 'Authorizer', { cognitoUserPools: [userPool] });
    const validator = new RequestValidator(this, 'Validator', {
      restApi: this.restApi,
      validateRequestBody: true,
      validateRequestParameters: true,
    });
    for (const name of ROUTE_NAMES) {
      const route: RouteDef = ROUTES[name];
      const integration = new LambdaIntegration(functions[route.group]);
      const resource = this.restApi.root.resourceForPath(route.path);
      if (route.auth === 'user') {
        resource.addMethod(route.method, integration, {
          authorizer,
          authorizationType: AuthorizationType.COGNITO,
          requestValidator: validator,
        });
        continue;
      }
      const method = resource.addMethod(route.method, integration, {
        authorizationType: AuthorizationType.NONE,
        requestValidator: validator,
      });
      const why: string = PUBLIC_BECAUSE[name as keyof typeof PUBLIC_BECAUSE];
      if (!why) throw new Error(`Route ${name} is public: say why in PUBLIC_BECAUSE`);
      Validations.of(method).acknowledge(
        { id: 'AwsSolutions-APIG4', reason: why },
        { id: 'AwsSolutions-COG4', reason: `No Cognito token: ${why}` },
      );
    }

    if (config.enableWaf) {
      // Through CloudFront only: its origin adds a generated secret to each API request, and sets the
      // viewer's address as it saw it (lib/web.ts). A request straight to execute-api has neither, so
      // every rule below keys on what the caller cannot choose (decision 047).
      const originVerify = new Secret(this, 'OriginVerify', {
        description: 'Stride: proves an API request came through CloudFront',
        generateSecretString: { passwordLength: 48, excludePunctuation: true },
      });
      Validations.of(originVerify).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason: 'Read only by CloudFront and WAF at deploy (dynamic references); rotating it would need both redeployed together.',
      });
      this.firewall = {
        originVerifyHeader: ORIGIN_VERIFY_HEADER,
        originVerify: originVerify.secretValue.unsafeUnwrap(),
        viewerAddressHeader: VIEWER_ADDRESS_HEADER,
      };
      const perViewer = (limit: number, scopeDownStatement?: CfnWebACL.StatementProperty): CfnWebACL.StatementProperty => ({
        rateBasedStatement: {
          limit,
          evaluationWindowSec: 60,
          aggregateKeyType: 'FORWARDED_IP',
          // The header holds only CloudFront's event.viewer.ip; a request without it did not come through CloudFront.
          forwardedIpConfig: { headerName: VIEWER_ADDRESS_HEADER, fallbackBehavior: 'MATCH' },
          ...(scopeDownStatement && { scopeDownStatement }),
        },
      });
      const path = (positionalConstraint: 'CONTAINS' | 'ENDS_WITH', searchString: string): CfnWebACL.StatementProperty => ({
        byteMatchStatement: {
          fieldToMatch: { uriPath: {} },
          positionalConstraint,
          searchString,
          textTransformations: [{ priority: 0, type: 'NONE' }],
        },
      });
      const rule = (
        name: string,
        priority: number,
        statement: CfnWebACL.StatementProperty,
        responseCode: number,
      ): CfnWebACL.RuleProperty => ({
        name,
        priority,
        action: { block: { customResponse: { responseCode } } },
        statement,
        visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
      });
      const acl = new CfnWebACL(this, 'WebAcl', {
        scope: 'REGIONAL',
        defaultAction: { allow: {} },
        visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'stride-api', sampledRequestsEnabled: true },
        // The size rule reads bodies up to the API's own limit (the first 16 KB are WAF's base price).
        associationConfig: { requestBody: { API_GATEWAY: { defaultSizeInspectionLimit: 'KB_64' } } },
        rules: [
          rule(
            'ThroughCloudFrontOnly',
            0,
            {
              notStatement: {
                statement: {
                  byteMatchStatement: {
                    fieldToMatch: { singleHeader: { Name: ORIGIN_VERIFY_HEADER } },
                    positionalConstraint: 'EXACTLY',
                    searchString: originVerify.secretValue.unsafeUnwrap(),
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
              },
            },
            403,
          ),
          // The public links (a calendar feed, an unsubscribe), per viewer address, well under their
          // routes' own throttle: one client cannot use up a route everyone's links share.
          rule(
            'PublicLinksPerViewer',
            1,
            perViewer(PUBLIC_PER_VIEWER_PER_MINUTE, {
              orStatement: { statements: [path('CONTAINS', '/calendar-feed/'), path('CONTAINS', '/reminders/unsubscribe/')] },
            }),
            429,
          ),
          // Every request per viewer address, before the stage's shared throttle. Per verified user the
          // handlers count (store/account-guard.ts): WAF runs before the authorizer and cannot know who
          // a token's bearer is, and keying on the token's text would let a script send a new one each time.
          rule('PerViewerRate', 2, perViewer(2 * (config.userReadsPerMinute + config.userRequestsPerMinute)), 429),
          // A body over the API's own limit, except an import's, which the handler holds to its own cap.
          rule(
            'BodyOverLimit',
            3,
            {
              andStatement: {
                statements: [
                  { notStatement: { statement: path('ENDS_WITH', ROUTES['data.import'].path) } },
                  {
                    sizeConstraintStatement: {
                      fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
                      comparisonOperator: 'GT',
                      size: LIMITS.bodyBytes,
                      textTransformations: [{ priority: 0, type: 'NONE' }],
                    },
                  },
                ],
              },
            },
            413,
          ),
          ...['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'].map((name, i) => ({
            name,
            priority: i + 4,
            overrideAction: { none: {} },
            statement: {
              managedRuleGroupStatement: {
                vendorName: 'AWS',
                name,
                // Its 8 KB body rule would refuse imports; the size rule above holds bodies to Stride's own limits.
                ...(name === 'AWSManagedRulesCommonRuleSet' && {
                  ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
                }),
              },
            },
            visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
          })),
        ],
      });
      new CfnWebACLAssociation(this, 'WebAclAssociation', { webAclArn: acl.attrArn, resourceArn: this.restApi.deploymentStage.stageArn });
    } else {
      Validations.of(this.restApi.deploymentStage).acknowledge({
        id: 'AwsSolutions-APIG3',
        reason: 'WAF is off by default for cost (a web ACL is a monthly fee); set the context enableWaf=true to attach one.',
      });
    }
  }

  /**
   * The account's notices (a password changed, two-step verification on or off) go from `fn` through
   * the bus to the account mail function, which alone holds SES (decision 044); `fn` may put those and
   * no other events (decision 046). A notice the mail function cannot send is retried twice within an
   * hour by the asynchronous invocation, then lands in a queue of its own (Lambda's on-failure
   * destination: "Capturing records of Lambda asynchronous invocations", AWS Lambda developer guide),
   * as does one EventBridge could not hand over; the queue alarms (lib/monitoring.ts). Its records
   * name the account and the notice, never an address.
   */
  private sendNoticesThrough(fn: StrideFunction, accountMail: IFunction, bus: IEventBus): Queue {
    fn.putsEvents(bus, ACCOUNT_NOTICE_EVENT);
    const failures = new Queue(this, 'NoticeFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the failure destination of the account notices; it alarms, and its records are kept 14 days to be read.',
    });
    accountMail.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(1), onFailure: new SqsDestination(failures) });
    new Rule(this, 'AccountNotices', {
      eventBus: bus,
      eventPattern: { source: [ACCOUNT_NOTICE_EVENT.source], detailType: [ACCOUNT_NOTICE_EVENT.detailType] },
      targets: [new LambdaFunction(accountMail, { retryAttempts: 2, maxEventAge: Duration.hours(1), deadLetterQueue: failures })],
    });
    return failures;
  }

  /**
   * The late sweeps (lambdas/app/account/events.ts): the account deletion's function puts an
   * `AccountDeleted` event on the stack's bus, the goals function a `GoalDeletionBegun` one; a rule per
   * event hands it to a queue that delivers it LATE_SWEEP_DELAY_SECONDS later, after any function
   * admitted before has ended, and a small function sweeps the account's partition once more, or
   * finishes the goal deletions cut short (decision 070).
   */
  private addLateSweeps(sweepers: [StrideFunction, { source: string; detailType: string }][], props: ApiProps): StrideFunction {
    const queue = new Queue(this, 'AccountSweeps', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deliveryDelay: Duration.seconds(LATE_SWEEP_DELAY_SECONDS),
      retentionPeriod: Duration.days(4),
      visibilityTimeout: Duration.minutes(1),
    });
    for (const [fn, event] of sweepers) {
      fn.putsEvents(props.generationBus, event);
      new Rule(this, event.detailType, {
        eventBus: props.generationBus,
        eventPattern: { source: [event.source], detailType: [event.detailType] },
        targets: [new SqsQueue(queue)],
      });
    }
    const sweeper = new StrideFunction(this, 'AccountSweeper', {
      entry: SWEEP_ACCOUNT_ENTRY,
      timeout: Duration.seconds(30),
      memorySize: 256,
    }).bindTable(props.table, 'readWrite');
    sweeper.addEventSource(new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }));
    Validations.of(queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'A sweep that fails is reported back and delivered again until the message expires (4 days); sweeping twice is harmless.',
    });
    return sweeper;
  }
}
