import { Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { ENV } from '../lambdas/env';
import { GENERATOR_ENTRY } from '../lambdas/routes';
import type { StrideConfig } from './config';
import { StrideFunction } from './stride-function';

export interface RoadmapProps {
  table: ITable;
  config: StrideConfig;
}

/**
 * Roadmap generation: the asynchronous generator function (invoked with `{userId, goalId}` by the
 * goals function, never behind the API) and its permission to call the one configured Bedrock model.
 */
export class Roadmap extends Construct {
  readonly generator: StrideFunction;

  constructor(scope: Construct, id: string, props: RoadmapProps) {
    super(scope, id);
    const { config } = props;
    this.generator = new StrideFunction(this, 'Generator', {
      entry: GENERATOR_ENTRY,
      timeout: Duration.minutes(5),
      memorySize: 1024,
      // Each option's curriculum, read when that option is asked for (lambdas/roadmap/curricula/load.ts).
      dataFiles: { folder: 'lambdas/roadmap/curricula', pattern: '*.json' },
      environment: {
        [ENV.roadmapProvider]: config.roadmapProvider,
        [ENV.bedrockModelId]: config.bedrockModelId,
      },
    }).bindTable(props.table, 'readWrite');
    if (config.roadmapProvider === 'bedrock') {
      this.generator.addToRolePolicy(
        new PolicyStatement({
          actions: ['bedrock:InvokeModel'],
          resources: [`arn:${Stack.of(this).partition}:bedrock:${Stack.of(this).region}::foundation-model/${config.bedrockModelId}`],
        }),
      );
    }
  }
}
