import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { GENERATION_TIMING, SUMMARY_TIMING } from '../contract';
import { ENV } from '../lambdas/env';
import { splitInferenceProfile } from '../lambdas/roadmap/model-limits';
import { GENERATION_EVENT } from '../lambdas/roadmap/job';
import { CURRICULA_FILES, GENERATION_FAILED_ENTRY, GENERATOR_ENTRY, PLANNER_COMPANION, SUMMARISE_REVIEW_ENTRY } from '../lambdas/functions';
import type { StrideConfig } from './config';
import { StrideFunction } from './stride-function';
import { REVIEW_SUMMARY_EVENT } from '../contract/events';

export interface RoadmapProps {
  table: ITable;
  config: StrideConfig;
}

/**
 * Roadmap generation: the plans function puts a `GenerationRequested` event on this construct's bus,
 * and its rule invokes the generator function asynchronously (never behind the API) with it; the
 * generator may call the one configured Bedrock model. Decision 024: an event rather than a direct
 * Invoke keeps the Lambda client out of the plans function.
 */
export class Roadmap extends Construct {
  readonly generator: StrideFunction;
  /** Where the plans function asks for a roadmap; only the generation rule listens. */
  readonly bus: EventBus;
  /** Where an invocation that crashed or timed out twice lands; its consumer marks the goal failed. */
  readonly failures: Queue;
  readonly failureConsumer: StrideFunction;
  /** Sums up a week's review with the model (decision 045): its own deadline and concurrency, apart from the generator's. */
  readonly summariser: StrideFunction;

  constructor(scope: Construct, id: string, props: RoadmapProps) {
    super(scope, id);
    const { config } = props;
    this.generator = new StrideFunction(this, 'Generator', {
      entry: GENERATOR_ENTRY,
      timeout: Duration.millis(GENERATION_TIMING.functionTimeoutMs),
      memorySize: 1024,
      // The planner beside the bundle, loaded with the first plan; the curricula beside both (decision 273).
      dataFiles: CURRICULA_FILES,
      companion: PLANNER_COMPANION,
      environment: {
        [ENV.roadmapProvider]: config.roadmapProvider,
        [ENV.bedrockModelId]: config.bedrockModelId,
        [ENV.roadmapConcurrency]: String(config.roadmapWeekConcurrency),
        [ENV.roadmapCallTimeoutMs]: String(config.roadmapCallTimeoutSeconds * 1000),
      },
    }).bindTable(props.table, 'readWrite');
    // A burst of generations cannot run up a model bill: at most this many at once (the rest wait in Lambda's queue).
    (this.generator.node.defaultChild as CfnFunction).reservedConcurrentExecutions = config.generatorConcurrency;

    // A run that crashed or timed out has not marked its goal; after one retry its event goes here, and
    // the consumer marks the goal failed with a reason (lambdas/handlers/generation-failed.ts).
    this.failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      visibilityTimeout: Duration.minutes(1),
    });
    this.generator.configureAsyncInvoke({
      retryAttempts: 1,
      maxEventAge: Duration.minutes(15),
      onFailure: new SqsDestination(this.failures),
    });

    this.bus = new EventBus(this, 'Bus');
    new Rule(this, 'GenerationRequested', {
      eventBus: this.bus,
      eventPattern: { source: [GENERATION_EVENT.source], detailType: [GENERATION_EVENT.detailType] },
      // EventBridge hands the event to Lambda's asynchronous queue (the retry and destination above
      // then apply); an event it cannot hand over at all lands in the same queue.
      targets: [
        new LambdaFunction(this.generator, {
          retryAttempts: 4,
          maxEventAge: Duration.minutes(15),
          deadLetterQueue: this.failures,
        }),
      ],
    });

    this.failureConsumer = new StrideFunction(this, 'FailureConsumer', {
      entry: GENERATION_FAILED_ENTRY,
      timeout: Duration.seconds(30),
      memorySize: 256,
    }).bindTable(props.table, 'readWrite');
    this.failureConsumer.addEventSource(new SqsEventSource(this.failures, { batchSize: 10, reportBatchItemFailures: true }));
    Validations.of(this.failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter destination of the generator; its consumer reports failed records back, and they are kept 14 days.',
    });

    // A week's summary is one short model call, read later: a function of its own, so a flood of
    // review answers can neither hold the generator's reserved slots nor run for a plan's minutes. It
    // is not retried (a review reads as the rules wrote it without one), and one waiting longer than
    // a few minutes is dropped.
    this.summariser = new StrideFunction(this, 'ReviewSummariser', {
      entry: SUMMARISE_REVIEW_ENTRY,
      timeout: Duration.millis(SUMMARY_TIMING.functionTimeoutMs),
      memorySize: 256,
      environment: {
        [ENV.roadmapProvider]: config.roadmapProvider,
        [ENV.bedrockModelId]: config.bedrockModelId,
        [ENV.roadmapCallTimeoutMs]: String(SUMMARY_TIMING.deadlineMs),
      },
    }).bindTable(props.table, 'readWrite');
    (this.summariser.node.defaultChild as CfnFunction).reservedConcurrentExecutions = config.summaryConcurrency;
    this.summariser.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(5) });
    new Rule(this, 'ReviewSummaryRequested', {
      eventBus: this.bus,
      eventPattern: { source: [REVIEW_SUMMARY_EVENT.source], detailType: [REVIEW_SUMMARY_EVENT.detailType] },
      targets: [new LambdaFunction(this.summariser, { retryAttempts: 2, maxEventAge: Duration.minutes(5) })],
    });

    if (config.roadmapProvider === 'bedrock') {
      const { partition, region, account } = Stack.of(this);
      const { profile, model } = splitInferenceProfile(config.bedrockModelId);
      for (const fn of [this.generator, this.summariser]) {
        for (const statement of bedrockInvokeStatements(config.bedrockModelId, { partition, region, account }))
          fn.addToRolePolicy(statement);
        if (!profile) continue;
        Validations.of(fn.role!).acknowledge({
          // cdk-nag names an unresolved partition by its pseudo parameter.
          id: `AwsSolutions-IAM5[Resource::arn:${Token.isUnresolved(partition) ? '<AWS::Partition>' : partition}:bedrock:*::foundation-model/${model}]`,
          reason:
            'The one configured model in whichever Region its inference profile routes a call to, and only through that profile (bedrock:InferenceProfileArn condition).',
        });
      }
    }
  }
}

/**
 * Permission to invoke one model and nothing else. A foundation-model id is granted in the stack's
 * Region. A cross-Region inference profile (`global.…`, `us.…`) routes each call to the model in one of
 * its destination Regions, so it needs the profile itself plus the model in any Region — and, for a
 * global profile, the Region-less model ARN — but only when reached through that profile
 * (`bedrock:InferenceProfileArn`). AWS, Amazon Bedrock user guide: "Prerequisites for inference
 * profiles" and "Global cross-Region inference".
 */
export function bedrockInvokeStatements(modelId: string, at: { partition: string; region: string; account: string }): PolicyStatement[] {
  const { profile, model } = splitInferenceProfile(modelId);
  const arn = (region: string, account: string, resource: string) => `arn:${at.partition}:bedrock:${region}:${account}:${resource}`;
  if (!profile)
    return [new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [arn(at.region, '', `foundation-model/${model}`)] })];
  const profileArn = arn(at.region, at.account, `inference-profile/${modelId}`);
  return [
    new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [profileArn] }),
    new PolicyStatement({
      actions: ['bedrock:InvokeModel'],
      resources: [arn('*', '', `foundation-model/${model}`), ...(profile === 'global' ? [arn('', '', `foundation-model/${model}`)] : [])],
      conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
    }),
  ];
}
