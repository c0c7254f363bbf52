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
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { ENV } from '../lambdas/env';
import { CORS, ROUTE_NAMES, ROUTES, type RouteDef, type RouteGroup } from '../contract';
import { ROUTE_GROUPS, SWEEP_ACCOUNT_ENTRY } from '../lambdas/functions';
import { ACCOUNT_DELETED_EVENT, ACCOUNT_NOTICE_EVENT, LATE_SWEEP_DELAY_SECONDS } from '../lambdas/app/account-events';
import type { StrideConfig } from './config';
import { StrideFunction } from './stride-function';

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

/** Per client address, a minute: requests that carry no token (the public routes, and anything forged). */
const ANONYMOUS_PER_MINUTE = 60;

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
  /** Sweeps a deleted account's partition once more, a while after the deletion. */
  readonly accountSweeper?: StrideFunction;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { table, userPool, config } = props;

    const functions = {} as Record<RouteGroup, StrideFunction>;
    let sweeper: StrideFunction | undefined;
    for (const [group, def] of Object.entries(ROUTE_GROUPS) as [RouteGroup, (typeof ROUTE_GROUPS)[RouteGroup]][]) {
      const fn = new StrideFunction(this, `${group[0]!.toUpperCase()}${group.slice(1)}Function`, {
        entry: def.entry,
        ...(def.dataFiles && { dataFiles: def.dataFiles }),
        environment: {
          ...(config.devWebOrigin && { [ENV.allowedOrigins]: config.devWebOrigin }),
          [ENV.dailyGenerationQuota]: String(config.dailyGenerationQuota),
          [ENV.defaultPlan]: config.defaultPlan,
          [ENV.requestsPerMinute]: String(config.userRequestsPerMinute),
        },
      }).bindTable(table, def.tableAccess);
      if (def.startsGeneration) {
        fn.addEnvironment(ENV.generationMode, 'events').addEnvironment(ENV.generationBus, props.generationBus.eventBusName);
        props.generationBus.grantPutEventsTo(fn);
      }
      if (def.userPoolActions) {
        fn.addEnvironment(ENV.userPoolId, userPool.userPoolId);
        // Only the admin actions its routes call, on this pool (lambdas/functions.ts).
        fn.addToRolePolicy(new PolicyStatement({ actions: [...def.userPoolActions], resources: [userPool.userPoolArn] }));
      }
      if (def.sweepsLater) sweeper = this.addLateSweep(fn, props);
      if (def.sendsMail && props.accountMail) this.sendNoticesThrough(fn, props.accountMail, props.generationBus);
      functions[group] = fn;
    }
    this.functions = functions;
    this.accountSweeper = sweeper;

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
      const acl = new CfnWebACL(this, 'WebAcl', {
        scope: 'REGIONAL',
        defaultAction: { allow: {} },
        visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'stride-api', sampledRequestsEnabled: true },
        rules: [
          // Per signed-in user, before API Gateway's shared throttle: one script is stopped here and
          // cannot use up the stage's capacity for everyone. Twice the handlers' own per-user limit, as
          // it also counts requests they refuse.
          {
            name: 'PerUserRate',
            priority: 0,
            action: { block: { customResponse: { responseCode: 429 } } },
            statement: {
              rateBasedStatement: {
                limit: 2 * config.userRequestsPerMinute,
                evaluationWindowSec: 60,
                aggregateKeyType: 'CUSTOM_KEYS',
                customKeys: [{ header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } }],
              },
            },
            visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'PerUserRate', sampledRequestsEnabled: true },
          },
          // Per client, for requests without a token, which the rule above cannot tell apart. The API is
          // reached through CloudFront, so the client is the first address of X-Forwarded-For: enough to
          // stop a plain flood, not one that forges the header (each public route's own throttle holds then).
          {
            name: 'AnonymousRate',
            priority: 1,
            action: { block: { customResponse: { responseCode: 429 } } },
            statement: {
              rateBasedStatement: {
                limit: ANONYMOUS_PER_MINUTE,
                evaluationWindowSec: 60,
                aggregateKeyType: 'FORWARDED_IP',
                forwardedIpConfig: { headerName: 'X-Forwarded-For', fallbackBehavior: 'MATCH' },
                scopeDownStatement: {
                  notStatement: {
                    statement: {
                      sizeConstraintStatement: {
                        fieldToMatch: { singleHeader: { Name: 'authorization' } },
                        comparisonOperator: 'GT',
                        size: 0,
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                  },
                },
              },
            },
            visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'AnonymousRate', sampledRequestsEnabled: true },
          },
          ...['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'].map((name, i) => ({
            name,
            priority: i + 2,
            overrideAction: { none: {} },
            statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
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
   * The late sweep of a deleted account (lambdas/app/delete-account.ts): the account function puts an
   * `AccountDeleted` event on the stack's bus; a rule hands it to a queue that delivers it
   * LATE_SWEEP_DELAY_SECONDS later, after any function admitted before the deletion has ended, and a
   * small function sweeps the account's partition once more.
   */
  /**
   * The account's notices (a password changed, two-step verification off) go from `fn` through the bus
   * to the account mail function, which alone holds SES (decision 044); a notice it cannot send is
   * retried by the asynchronous invocation, twice, within an hour.
   */
  private sendNoticesThrough(fn: StrideFunction, accountMail: IFunction, bus: IEventBus): void {
    fn.addEnvironment(ENV.generationBus, bus.eventBusName);
    bus.grantPutEventsTo(fn);
    new Rule(this, 'AccountNotices', {
      eventBus: bus,
      eventPattern: { source: [ACCOUNT_NOTICE_EVENT.source], detailType: [ACCOUNT_NOTICE_EVENT.detailType] },
      targets: [new LambdaFunction(accountMail, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });
  }

  private addLateSweep(account: StrideFunction, props: ApiProps): StrideFunction {
    account.addEnvironment(ENV.generationBus, props.generationBus.eventBusName);
    props.generationBus.grantPutEventsTo(account);
    const queue = new Queue(this, 'AccountSweeps', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deliveryDelay: Duration.seconds(LATE_SWEEP_DELAY_SECONDS),
      retentionPeriod: Duration.days(4),
      visibilityTimeout: Duration.minutes(1),
    });
    new Rule(this, 'AccountDeleted', {
      eventBus: props.generationBus,
      eventPattern: { source: [ACCOUNT_DELETED_EVENT.source], detailType: [ACCOUNT_DELETED_EVENT.detailType] },
      targets: [new SqsQueue(queue)],
    });
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
