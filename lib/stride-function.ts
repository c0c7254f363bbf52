import { Aws, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  type ILayerVersion,
  LayerVersion,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsVersions,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TableAccess } from '../lambdas/functions';
import { GSI1 } from '../lambdas/store/table';
import { ENV } from '../lambdas/env';

const ROOT = join(__dirname, '..');

export interface StrideFunctionProps {
  /** Module path from the repository root; it exports `handler`. */
  entry: string;
  environment?: Record<string, string>;
  /** @default 10 seconds */
  timeout?: Duration;
  /** @default 512 */
  memorySize?: number;
  /**
   * Data files shipped beside the bundle, not inside it (read at run time, so the code does not grow
   * with them): a folder from the repository root and the file pattern to copy from it.
   */
  dataFiles?: { folder: string; pattern: string };
  /**
   * A module built as a file of its own beside the bundle, for code only some requests need
   * (lambdas/roadmap/load-planner.ts): its entry from the repository root and the file's name. The
   * bundle's `process.env.STRIDE_COMPANION` becomes that name at bundling, so the bundle leaves the
   * module out and the function loads it on first use (decision 239).
   */
  companion?: Companion;
}

/** A module bundled as a file of its own beside a function's bundle (`StrideFunctionProps.companion`). */
export interface Companion {
  entry: string;
  file: string;
}

/** What a bundle's `process.env.STRIDE_COMPANION` is replaced with: its companion's file name. */
export const companionDefine = (companion: Companion) => ({ 'process.env.STRIDE_COMPANION': JSON.stringify(companion.file) });

const READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'];

/**
 * The runtime every Stride function deploys with. The deploy rehearsal runs the bundles on this major
 * (the `node` devDependency), and the suite and `npm start` run on it too (decision 065).
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;
/** esbuild's target for that runtime: the bundle's and its companion's. */
const BUNDLE_TARGET = 'node24';

/** The Powertools packages (lambdas/observability.ts): deployed from Powertools' own layer, not bundled. */
export const POWERTOOLS_PACKAGES = '@aws-lambda-powertools/*';

/**
 * Powertools' public Lambda layer of exactly the version package.json pins, one per stack. Its ARN is
 * read at deploy time from the SSM public parameter Powertools documents for each release
 * (`/aws/service/powertools/typescript/generic/all/<version>`, "Lambda layers" in its docs), so the
 * code that runs deployed is the code the tests ran.
 */
function powertoolsLayer(scope: Construct): ILayerVersion {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('PowertoolsLayer') as ILayerVersion | undefined;
  if (existing) return existing;
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const version = manifest.dependencies['@aws-lambda-powertools/logger'];
  if (!version || !/^\d+\.\d+\.\d+$/.test(version))
    throw new Error(`@aws-lambda-powertools/logger must be pinned to an exact version, got ${version}`);
  const arn = StringParameter.valueForStringParameter(stack, `/aws/service/powertools/typescript/generic/all/${version}`);
  return LayerVersion.fromLayerVersionArn(stack, 'PowertoolsLayer', arn);
}

/**
 * Every Stride Lambda: Node.js 24 on arm64, bundled by the local esbuild (minified, AWS SDK
 * included, Powertools from its layer, the Parameters and Secrets extension beside it), X-Ray active
 * tracing, its own log group, and a role that starts with nothing but writing its own logs and traces.
 */
export class StrideFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: StrideFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH });
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    super(scope, id, {
      entry: join(ROOT, props.entry),
      handler: 'handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      tracing: Tracing.ACTIVE,
      layers: [powertoolsLayer(scope)],
      // The AWS Parameters and Secrets Lambda extension, which the functions read the key of their logs'
      // user hash through (lambdas/observability.ts, decision 048): no Secrets Manager client bundled.
      paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103),
      environment: props.environment,
      depsLockFilePath: join(ROOT, 'package-lock.json'),
      projectRoot: ROOT,
      bundling: {
        minify: true,
        target: BUNDLE_TARGET,
        format: OutputFormat.CJS,
        // Bundle the AWS SDK too: a pinned, tree-shaken copy starts faster than the runtime's.
        externalModules: [POWERTOOLS_PACKAGES],
        forceDockerBundling: false,
        ...(props.companion && { define: companionDefine(props.companion) }),
        ...((props.dataFiles || props.companion) && {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (inputDir: string, outputDir: string) => [
              ...(props.dataFiles ? [`cp ${inputDir}/${props.dataFiles.folder}/${props.dataFiles.pattern} ${outputDir}/`] : []),
              // The companion is bundled as the function is: the same local esbuild, minified, target and format, the same external.
              ...(props.companion
                ? [
                    `${inputDir}/node_modules/.bin/esbuild ${inputDir}/${props.companion.entry} --bundle --minify --platform=node ` +
                      `--target=${BUNDLE_TARGET} --format=cjs '--external:${POWERTOOLS_PACKAGES}' --outfile=${outputDir}/${props.companion.file} --log-level=warning`,
                  ]
                : []),
            ],
          },
        }),
      },
    });
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }),
    );
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray trace segments and telemetry (added by active tracing): these two actions have no resource-level permissions.',
    });
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logGroup.node.id}${'*'}>:*]`,
      reason: 'Log streams of this function’s own log group are created at run time; the ARN suffix :* covers only them.',
    });
  }

  /** Least privilege on the single table: item actions on the table and its one named index, nothing else. */
  bindTable(table: ITable, access: TableAccess): this {
    this.addToRolePolicy(
      access === 'update'
        ? new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resources: [table.tableArn] })
        : new PolicyStatement({
            actions: access === 'read' ? READ : [...READ, ...WRITE],
            resources: [table.tableArn, `${table.tableArn}/index/${GSI1.name}`],
          }),
    );
    this.addEnvironment(ENV.tableName, table.tableName);
    return this;
  }

  /**
   * May put `events` on `bus`, and no other event (decision 046): `events:PutEvents` conditioned on
   * their source and detail types, so code running in this function cannot forge another function's
   * events. Every entry of a request must match (`ForAllValues`), and both keys must be present
   * (`Null`), as EventBridge's "Using IAM policy conditions" and its example policy "Send events to a
   * custom bus … only for events with a source … and a detail-type" have it:
   * https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-use-conditions.html
   */
  putsEvents(bus: IEventBus, ...events: { source: string; detailType: string }[]): this {
    const unique = (values: string[]) => [...new Set(values)];
    this.addEnvironment(ENV.generationBus, bus.eventBusName);
    this.addToRolePolicy(
      new PolicyStatement({
        actions: ['events:PutEvents'],
        resources: [bus.eventBusArn],
        conditions: {
          'ForAllValues:StringEquals': {
            'events:source': unique(events.map((e) => e.source)),
            'events:detail-type': unique(events.map((e) => e.detailType)),
          },
          Null: { 'events:source': 'false', 'events:detail-type': 'false' },
        },
      }),
    );
    return this;
  }

  /**
   * Sends Stride's mail (lambdas/app/mail.ts) from `fromEmail` through SES in `region`: the sender's
   * address and region in the environment, and SendEmail on that address's and its domain's identities
   * only.
   */
  sendsMailFrom(ses: { fromEmail: string; region: string }): this {
    const identity = (name: string) => `arn:${Aws.PARTITION}:ses:${ses.region}:${Aws.ACCOUNT_ID}:identity/${name}`;
    this.addEnvironment(ENV.sesFromEmail, ses.fromEmail).addEnvironment(ENV.sesRegion, ses.region);
    this.addToRolePolicy(
      new PolicyStatement({ actions: ['ses:SendEmail'], resources: [identity(ses.fromEmail), identity(ses.fromEmail.split('@')[1]!)] }),
    );
    return this;
  }
}
