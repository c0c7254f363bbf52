/**
 * The whole product on one machine: DynamoDB Local, cognito-local, the local gateway and the web
 * server, wired as the AWS stack wires their counterparts. `npm start` runs it with the defaults;
 * tests, benchmarks and end-to-end journeys start isolated copies on free ports.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  type ExplicitAuthFlowsType,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ENV } from '../lambdas/env';
import { startCognito } from './cognito';
import { ensureTable, startDynamo } from './dynamo';
import { startGateway } from './gateway';
import { Outbox } from './outbox';
import { claimPort } from './ports';
import { authRedirects, PASSWORD_POLICY, type WebConfig } from '../contract';
import { startWebServer } from './web-server';

export interface LocalStackOptions {
  /** Ports; 0 picks a free one. Defaults: web 5173, API 3001, Cognito 9229, DynamoDB 8000. */
  webPort?: number;
  apiPort?: number;
  cognitoPort?: number;
  dynamoPort?: number;
  /** Where data, the outbox and the local pool's ids live. @default .data */
  dataDir?: string;
  /** Keep DynamoDB's data in memory only (tests). */
  inMemory?: boolean;
  /** The web build to serve. @default web/dist */
  webDist?: string;
  /** Roadmap provider for generation; see lambdas/env.ts. @default builtin */
  roadmapProvider?: string;
  /** Receives log lines (outbox mail, requests); default console.log. */
  log?: (line: string) => void;
  logRequests?: boolean;
  supportEmail?: string;
}

export interface LocalStack {
  webUrl: string;
  apiUrl: string;
  cognitoUrl: string;
  dynamoUrl: string;
  region: string;
  userPoolId: string;
  clientId: string;
  tableName: string;
  dataDir: string;
  outboxPath: string;
  /** The processes serving it: this one (web, gateway, cognito-local) and DynamoDB Local's Java. */
  pids: number[];
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const REGION = 'eu-central-1';
export const TABLE_NAME = 'stride';
const ROOT = resolve(__dirname, '..');

interface PoolIds {
  userPoolId: string;
  clientId: string;
}

/** The local pool and app client: created on first start, remembered in the data folder. */
async function ensurePool(cognitoUrl: string, dataDir: string): Promise<PoolIds> {
  const file = join(dataDir, 'local-pool.json');
  const client = new CognitoIdentityProviderClient({
    endpoint: cognitoUrl,
    region: REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    if (existsSync(file)) {
      const ids = JSON.parse(readFileSync(file, 'utf8')) as PoolIds;
      try {
        await client.send(new DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.clientId }));
        // A pool made before the client's write attributes were set gets them now.
        await client.send(new UpdateUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.clientId, ...WEB_CLIENT }));
        return ids;
      } catch {
        // the pool is gone (its data folder was removed): create a new one
      }
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'stride-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        MfaConfiguration: 'OPTIONAL',
        // As the deployed pool (keepOriginal): the old email stays until the new one is verified.
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireLowercase: PASSWORD_POLICY.requireLowercase,
            RequireUppercase: PASSWORD_POLICY.requireUppercase,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: PASSWORD_POLICY.requireSymbols,
          },
        },
      }),
    );
    const userPoolId = pool.UserPool!.Id!;
    const app = await client.send(new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ...WEB_CLIENT }));
    const ids = { userPoolId, clientId: app.UserPoolClient!.ClientId! };
    writeFileSync(file, `${JSON.stringify(ids, null, 2)}\n`);
    return ids;
  } finally {
    client.destroy();
  }
}

/**
 * The web app's client, as the deployed one (lib/auth.ts): a signed-in user may write their name with
 * their own token, never their email, which the API changes after a recent sign-in.
 */
const WEB_CLIENT = {
  ClientName: 'stride-web',
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as ExplicitAuthFlowsType[],
  WriteAttributes: ['name', 'given_name', 'family_name'],
};

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.dataDir ?? '.data');
  mkdirSync(dataDir, { recursive: true });

  const [webPort, apiPort, cognitoPort, dynamoPort] = [
    await claimPort(HOST, options.webPort ?? 5173, 'web app', 'STRIDE_WEB_PORT'),
    await claimPort(HOST, options.apiPort ?? 3001, 'API gateway', 'STRIDE_API_PORT'),
    await claimPort(HOST, options.cognitoPort ?? 9229, 'cognito-local', 'STRIDE_COGNITO_PORT'),
    await claimPort(HOST, options.dynamoPort ?? 8000, 'DynamoDB Local', 'STRIDE_DYNAMO_PORT'),
  ];

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
    stops.length = 0;
  };
  try {
    const dynamo = await startDynamo({ host: HOST, port: dynamoPort, ...(!options.inMemory && { dataDir }) });
    stops.push(dynamo.stop);
    await ensureTable(dynamo.endpoint, TABLE_NAME);

    const outbox = new Outbox(join(dataDir, 'outbox.log'), log);
    const webOrigins = [`http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`];
    const cognito = await startCognito({
      host: HOST,
      port: cognitoPort,
      dataDir,
      outbox,
      appUrl: `http://localhost:${webPort}`,
      allowedOrigins: webOrigins,
    });
    stops.push(cognito.stop);
    const pool = await ensurePool(cognito.url, dataDir);

    const provider = options.roadmapProvider ?? process.env[ENV.roadmapProvider] ?? 'builtin';
    // The handlers read their configuration once, from the environment, as they do in Lambda.
    Object.assign(process.env, {
      [ENV.tableName]: TABLE_NAME,
      [ENV.dynamoEndpoint]: dynamo.endpoint,
      [ENV.userPoolId]: pool.userPoolId,
      [ENV.userPoolClientId]: pool.clientId,
      [ENV.cognitoEndpoint]: cognito.url,
      [ENV.generationMode]: 'inline',
      [ENV.appUrl]: `http://localhost:${webPort}`,
      [ENV.roadmapProvider]: provider,
      // A week's review is summed up by the model when there is one (decision 045).
      [ENV.reviewSummaries]: provider === 'builtin' ? 'off' : 'on',
      AWS_REGION: process.env.AWS_REGION ?? REGION,
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    });

    // The handlers' inline generation runs the generator module in this process.
    // Notices of account changes (lambdas/app/account/security.ts) go to the outbox, as SES would send
    // them, rendered and addressed as the account mail function does it deployed (decision 046).
    const { useAccountNotifier } = await import('../lambdas/handlers/account');
    const { deliverNotice } = await import('../lambdas/app/account/deliver-notice');
    const admin = new CognitoIdentityProviderClient({ endpoint: cognito.url, region: REGION });
    stops.push(async () => admin.destroy());
    useAccountNotifier(async (notice) => {
      await deliverNotice(notice, {
        appUrl: `http://localhost:${webPort}`,
        currentEmail: async (UserPoolId, Username) =>
          (await admin.send(new AdminGetUserCommand({ UserPoolId, Username }))).UserAttributes?.find((a) => a.Name === 'email')?.Value,
        send: async (mail) => outbox.send(mail),
      });
    });
    const { useInlineGeneration, useInlineSummaries } = await import('../lambdas/app/start-generation');
    const { runGeneration } = await import('../lambdas/app/goals/run-generation');
    const { summariseReview } = await import('../lambdas/app/reviews/summarise');
    useInlineGeneration((job) => runGeneration(job));
    useInlineSummaries((job) => summariseReview(job));

    const gateway = await startGateway({
      host: HOST,
      port: apiPort,
      issuer: `${cognito.url}/${pool.userPoolId}`,
      clientId: pool.clientId,
      allowedOrigins: webOrigins,
      ...(options.logRequests && { log }),
    });
    stops.push(gateway.stop);

    const config = (origin: string): WebConfig => ({
      region: REGION,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.clientId,
      userPoolEndpoint: cognito.url,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiUrl: gateway.url,
      googleEnabled: false,
      remindersEnabled: true,
      ...authRedirects(origin),
      supportEmail: options.supportEmail ?? 'support@stride.local',
    });
    // The hourly run of the daily reminders, locally: the same sender, writing to the outbox. It looks
    // every minute (STRIDE_REMINDER_INTERVAL_MS), so a reminder set for this hour goes within one.
    process.env[ENV.apiUrl] = gateway.url;
    const { sendDueReminders } = await import('../lambdas/app/reminders/send');
    const reminderLinks = { appUrl: `http://localhost:${webPort}`, apiUrl: gateway.url };
    const reminders = setInterval(
      () =>
        void sendDueReminders(new Date(), { send: async (mail) => outbox.send(mail) }, reminderLinks).catch((error: unknown) =>
          log(`Reminder run failed: ${String(error)}`),
        ),
      Number(process.env.STRIDE_REMINDER_INTERVAL_MS ?? 60_000),
    );
    reminders.unref();
    stops.push(async () => clearInterval(reminders));

    const web = await startWebServer({
      host: HOST,
      port: webPort,
      distDir: options.webDist ?? join(ROOT, 'web', 'dist'),
      config,
      connectOrigins: [gateway.url, cognito.url],
    });
    stops.push(web.stop);

    return {
      webUrl: web.url,
      apiUrl: gateway.url,
      cognitoUrl: cognito.url,
      dynamoUrl: dynamo.endpoint,
      pids: [process.pid, dynamo.pid],
      region: REGION,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      tableName: TABLE_NAME,
      dataDir,
      outboxPath: outbox.path,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
