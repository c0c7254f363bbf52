import { Duration, Validations } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Function as LambdaFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { METRIC, METRICS_NAMESPACE, SERVICE } from '../lambdas/observability';
import type { StrideConfig } from './config';

export interface MonitoringProps {
  api: RestApi;
  /** Every Stride function, by a name for its alarms. */
  functions: Record<string, IFunction>;
  table: Table;
  config: StrideConfig;
  /** Queues where work that failed for good lands (an account notice not sent), by a name for their alarms. */
  failureQueues?: Record<string, IQueue>;
}

/** The DynamoDB operations Stride's functions call (lambdas/store/*): the ones whose throttles and errors are graphed. */
const TABLE_OPERATIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'TransactWriteItems',
];

const FIVE_MINUTES = Duration.minutes(5);

/**
 * What the owner of an install is told and can look at: alarms on an SNS topic (with `alarmEmail`
 * subscribed when given) and one CloudWatch dashboard. Thresholds and their reasons:
 *
 * - API 5xx rate: more than 5 % of the stage's requests in 5 minutes (API Gateway's `5XXError`
 *   average is that rate).
 * - Lambda errors and throttles: any in 5 minutes, of any function in the account's Region (Lambda's
 *   aggregate metrics: an install is usually alone in its account). The API's handlers answer their
 *   own failures as 500s, so a Lambda error is a crash or a timeout; a throttle means a user waited.
 *   The dashboard's Errors graph names the function.
 * - Roadmap generation failures: 3 in 15 minutes (one can be a model's bad day for one user; three is
 *   the provider or the code).
 * - A failure queue (an account notice that could not be sent after its retries): any message in it.
 * - Bedrock charges: the day's estimated model charges, from Bedrock's own token counts for the
 *   configured model at the configured list prices, above `bedrockDailyBudgetUsd`.
 *
 * CloudWatch bills each metric an alarm watches, past ten a month (decision 066): one alarm per metric
 * of every function and of every table operation was 54 alarm metrics, most of a personal install's
 * bill; these are seven (six, and one for each failure queue). DynamoDB's throttles and system errors are graphed, not alarmed on: one that
 * fails a request reaches a user as a 500 or a crash, which the alarms above report.
 *
 * With `monthlyBudgetUsd`, an AWS Budgets cost budget on the whole account mails `alarmEmail` when the
 * month's actual costs pass 80% and 100% of it, and when AWS forecasts the month above it.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;
  readonly budget?: CfnBudget;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { api, table, config } = props;

    this.topic = new Topic(this, 'Alarms', { displayName: 'Stride alarms', enforceSSL: true });
    if (config.alarmEmail) this.topic.addSubscription(new EmailSubscription(config.alarmEmail));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names, metrics and thresholds, never user data; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key would cost every install a monthly fee (decision 025).',
    });

    const alarm = (
      name: string,
      metric: IMetric,
      threshold: number,
      description: string,
      operator = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    ) => {
      const created = new Alarm(this, name, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: operator,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      created.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(created);
      return created;
    };

    alarm(
      'Api5xxRate',
      api.metricServerError({ statistic: 'Average', period: FIVE_MINUTES }),
      0.05,
      'More than 5% of API requests failed on the server side in 5 minutes.',
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );
    alarm(
      'FunctionErrors',
      LambdaFunction.metricAllErrors({ statistic: 'Sum', period: FIVE_MINUTES }),
      1,
      'A Lambda function in this account and Region crashed or timed out: the dashboard’s Errors graph names it.',
    );
    alarm(
      'FunctionThrottles',
      LambdaFunction.metricAllThrottles({ statistic: 'Sum', period: FIVE_MINUTES }),
      1,
      'A Lambda function in this account and Region was throttled: a user or a generation waited.',
    );
    for (const [name, queue] of Object.entries(props.failureQueues ?? {})) {
      alarm(
        name,
        queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES }),
        1,
        `Work failed for good and waits in the ${name} queue: read its records, then purge it.`,
      );
    }
    alarm(
      'GenerationFailures',
      stride(METRIC.generationFailed, 'Sum', Duration.minutes(15)),
      3,
      'Three or more roadmap generations failed in 15 minutes: check the generator’s logs and the model.',
    );
    if (config.roadmapProvider === 'bedrock') {
      alarm(
        'BedrockDailyCharges',
        bedrockDailyCharges(config),
        config.bedrockDailyBudgetUsd,
        `Estimated Bedrock charges for ${config.bedrockModelId} passed $${config.bedrockDailyBudgetUsd} in a day.`,
        ComparisonOperator.GREATER_THAN_THRESHOLD,
      );
    }

    if (config.monthlyBudgetUsd !== undefined) this.budget = monthlyBudget(this, config.monthlyBudgetUsd, config.alarmEmail!);

    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.days(1) });
    const minute = Duration.minutes(1);
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API requests', left: [api.metricCount({ period: minute, statistic: 'Sum' })], width: 8 }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: ['p50', 'p90', 'p99'].map((p) => api.metricLatency({ period: minute, statistic: p, label: p })),
        width: 8,
      }),
      new GraphWidget({
        title: 'Errors',
        left: [
          api.metricClientError({ period: minute, statistic: 'Sum', label: 'API 4xx' }),
          api.metricServerError({ period: minute, statistic: 'Sum', label: 'API 5xx' }),
          ...Object.entries(props.functions).map(([name, fn]) =>
            fn.metricErrors({ period: minute, statistic: 'Sum', label: `${name} errors` }),
          ),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Roadmap generations',
        left: [stride(METRIC.generationSucceeded, 'Sum', minute, 'succeeded'), stride(METRIC.generationFailed, 'Sum', minute, 'failed')],
        right: ['p50', 'p99'].map((p) => stride(METRIC.generationDuration, p, minute, `duration ${p} (ms)`)),
        width: 8,
      }),
      new GraphWidget({
        title: 'Goals created and tasks completed',
        left: [stride(METRIC.goalsCreated, 'Sum', minute, 'goals created'), stride(METRIC.taskCompletions, 'Sum', minute, 'completions')],
        width: 8,
      }),
      new GraphWidget({
        title: 'Rejected and failed requests by route',
        left: [METRIC.http4xx, METRIC.http5xx].map(
          (name) =>
            new MathExpression({
              expression: `SEARCH('{${METRICS_NAMESPACE},route,service} MetricName="${name}"', 'Sum', 300)`,
              label: name,
              period: FIVE_MINUTES,
            }),
        ),
        width: 8,
      }),
      new GraphWidget({
        title: 'Throttles',
        left: [
          ...Object.entries(props.functions).map(([name, fn]) =>
            fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum', label: `${name} throttles` }),
          ),
          table.metricThrottledRequestsForOperations({
            operations: TABLE_OPERATIONS as never,
            period: FIVE_MINUTES,
            label: 'table throttles',
          }),
        ],
        width: 8,
      }),
      // Its own graph: the table's two sums over the same operations would share their metrics' ids in one.
      new GraphWidget({
        title: 'DynamoDB system errors',
        left: [
          table.metricSystemErrorsForOperations({
            operations: TABLE_OPERATIONS as never,
            period: FIVE_MINUTES,
            label: 'table system errors',
          }),
        ],
        width: 8,
      }),
      new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 }),
    );
  }
}

/** One of the functions' own metrics (lambdas/observability.ts), under the service dimension Powertools adds. */
function stride(name: string, statistic: string, period: Duration, label?: string): Metric {
  return new Metric({ namespace: METRICS_NAMESPACE, metricName: name, dimensionsMap: { service: SERVICE }, statistic, period, label });
}

/**
 * The day's estimated charges of the configured model, in US dollars: Bedrock's InputTokenCount and
 * OutputTokenCount (AWS/Bedrock, dimension ModelId — "Monitor bedrock-runtime inference using CloudWatch
 * metrics", Amazon Bedrock user guide) at the list prices per million tokens given in context.
 */
export function bedrockDailyCharges(
  config: Pick<StrideConfig, 'bedrockModelId' | 'bedrockInputUsdPerMillionTokens' | 'bedrockOutputUsdPerMillionTokens'>,
) {
  const tokens = (metricName: string) =>
    new Metric({
      namespace: 'AWS/Bedrock',
      metricName,
      dimensionsMap: { ModelId: config.bedrockModelId },
      statistic: 'Sum',
      period: Duration.days(1),
    });
  return new MathExpression({
    expression: `(input * ${config.bedrockInputUsdPerMillionTokens} + output * ${config.bedrockOutputUsdPerMillionTokens}) / 1000000`,
    usingMetrics: { input: tokens('InputTokenCount'), output: tokens('OutputTokenCount') },
    label: 'Estimated Bedrock charges (USD)',
    period: Duration.days(1),
  });
}

/**
 * A monthly cost budget on the account with its alerts mailed to `email` (AWS::Budgets::Budget: up to
 * ten notifications, thresholds in per cent of the limit, ACTUAL or FORECASTED; CloudFormation template
 * reference). The whole account's costs, not only the stack's: filtering by the stack's tag would need
 * that tag activated for cost allocation by hand first, and an install is usually alone in its account.
 * AWS sends budget alerts a few times a day, as its cost data is refreshed, so the daily Bedrock alarm
 * stays the quick guard.
 */
function monthlyBudget(scope: Construct, limitUsd: number, email: string): CfnBudget {
  const alert = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number): CfnBudget.NotificationWithSubscribersProperty => ({
    notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
    subscribers: [{ subscriptionType: 'EMAIL', address: email }],
  });
  return new CfnBudget(scope, 'MonthlyBudget', {
    budget: { budgetType: 'COST', timeUnit: 'MONTHLY', budgetLimit: { amount: limitUsd, unit: 'USD' } },
    notificationsWithSubscribers: [alert('ACTUAL', 80), alert('ACTUAL', 100), alert('FORECASTED', 100)],
  });
}
