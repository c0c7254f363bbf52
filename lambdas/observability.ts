import { createHash, createHmac } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Metrics } from '@aws-lambda-powertools/metrics';
import { ENV, optionalEnv } from './env';

/**
 * Logs, metrics and traces of every Stride function, through Powertools for AWS Lambda (TypeScript).
 *
 * - Logs are JSON lines with the request id, the route and a hash of the user id — never an email, a
 *   token or a task's text. Locally (`POWERTOOLS_DEV`, set by the local runtime) they are indented.
 * - Metrics are CloudWatch embedded metric format lines in the `Stride` namespace, flushed at the end of
 *   each invocation (`observe`), Powertools' Metrics loaded with the first; the alarms and the dashboard (lib/monitoring.ts) read them by the
 *   names in `METRIC`. Off locally, where one process serves every request at once.
 * - Traces: deployed functions run with Lambda's own X-Ray active tracing (each invocation's
 *   initialisation, invocation and overhead). Powertools' Tracer, which also recorded each AWS SDK call,
 *   is not loaded: it cost about 30 ms of every cold start, more than a third of the floor's whole start
 *   (docs/decisions/035).
 *
 * Deployed, the two packages come from Powertools' own Lambda layer (lib/stride-function.ts), so they
 * stay out of each function's bundle.
 */

export const SERVICE = 'stride';
export const METRICS_NAMESPACE = 'Stride';

export const METRIC = {
  goalsCreated: 'GoalsCreated',
  generationSucceeded: 'GenerationSucceeded',
  generationFailed: 'GenerationFailed',
  /** Milliseconds from claiming a generation to its roadmap stored. */
  generationDuration: 'GenerationDuration',
  taskCompletions: 'TaskCompletions',
  remindersSent: 'RemindersSent',
  /** Per route (dimension `route`, the route's name in contract/routes.ts). */
  http4xx: 'Http4xx',
  http5xx: 'Http5xx',
} as const;

export const logger = new Logger({ serviceName: SERVICE });

/** Deployed: the Secrets Manager secret holding the key of the user hash (decisions 038, 048). */
const logHashSecret = optionalEnv(ENV.logHashSecret);
let logHashKey: string | undefined;
let loadingKey: Promise<void> | undefined;

/**
 * Reads the key of the user hash once per container, at its first invocation (`observe`), through the
 * AWS Parameters and Secrets Lambda extension the stack adds to every function: a local HTTP call the
 * extension answers from its cache, so no Secrets Manager client is bundled and no cold start pays for
 * one. The key is in no function's configuration (`lambda:GetFunctionConfiguration` shows the secret's
 * ARN only). "Use Secrets Manager secrets in Lambda functions", AWS Lambda developer guide: GET
 * localhost:2773/secretsmanager/get?secretId=…, with the function's session token in
 * X-Aws-Parameters-Secrets-Token. A failed read is tried again at the next invocation.
 */
async function loadLogHashKey(): Promise<void> {
  if (!logHashSecret || logHashKey) return;
  loadingKey ??= (async () => {
    const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
    const answer = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(logHashSecret)}`, {
      headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
    });
    if (!answer.ok) throw new Error(`The Parameters and Secrets extension answered ${answer.status}`);
    const key = ((await answer.json()) as { SecretString?: string }).SecretString;
    if (!key) throw new Error('The log hash secret has no value');
    logHashKey = key;
  })().catch((error: unknown) => {
    loadingKey = undefined;
    logger.error('The key of the user hash could not be read: users are not named in this invocation’s logs', { error });
  });
  await loadingKey;
}

/**
 * A stable, non-reversible stand-in for a user id in logs: enough to follow one user's requests.
 * Deployed, an HMAC with the stack's own secret, so that knowing a user's id (it is in their tokens)
 * does not find their log lines; locally, where there is no secret to keep, a hash. Deployed and
 * without the key (it could not be read), no stand-in at all rather than an unkeyed one.
 */
export function userHash(userId: string): string {
  if (logHashSecret && !logHashKey) return 'no-key';
  const mac = logHashKey ? createHmac('sha256', logHashKey) : createHash('sha256');
  return mac.update(`stride-user:${userId}`).digest('hex').slice(0, 16);
}

/**
 * What may be logged of a failed send (SES): its name and HTTP status. SES's messages can name the
 * addresses involved ("…failed the check in region …: ana@example.com"), so the message is left out.
 */
export function mailFailure(error: unknown): { name: string; status?: number } {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return { name: e?.name ?? 'Error', ...(e?.$metadata?.httpStatusCode && { status: e.$metadata.httpStatusCode }) };
}

/** A metric of this invocation, kept until `observe` publishes them all at its end. */
interface PendingMetric {
  name: string;
  unit: 'Count' | 'Milliseconds';
  value: number;
  /** Written as a record of its own with this `route` dimension. */
  route?: string;
}
const pending: PendingMetric[] = [];

/** Adds one to a count metric of this invocation (published when `observe` ends). */
export function count(name: (typeof METRIC)[keyof typeof METRIC], value = 1): void {
  pending.push({ name, unit: 'Count', value });
}

export function milliseconds(name: typeof METRIC.generationDuration, value: number): void {
  pending.push({ name, unit: 'Milliseconds', value });
}

/** A count with the route as its dimension, in a record of its own (its dimensions are its own). */
export function countForRoute(name: typeof METRIC.http4xx | typeof METRIC.http5xx, route: string): void {
  pending.push({ name, unit: 'Count', value: 1, route });
}

/**
 * Publishes this invocation's metrics. Powertools' Metrics is loaded with the first of them, not at
 * every cold start: a read that answers 200 counts nothing (decision 035).
 */
let metrics: Metrics | undefined;
function publishMetrics(): void {
  if (!pending.length) return;
  // A lazy require, not import(): the bundle is CommonJS, and Powertools comes from its layer through
  // NODE_PATH, which an import() does not search (the deploy rehearsal caught it).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Metrics, MetricUnit } = require('@aws-lambda-powertools/metrics') as typeof import('@aws-lambda-powertools/metrics');
  metrics ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE });
  for (const m of pending.splice(0)) {
    if (!m.route) {
      metrics.addMetric(m.name, MetricUnit[m.unit], m.value);
      continue;
    }
    const single = metrics.singleMetric();
    single.addDimension('route', m.route);
    single.addMetric(m.name, MetricUnit[m.unit], m.value);
  }
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

/**
 * Runs one invocation: the Lambda context on the logs, the key of the user hash read (once per
 * container), and this invocation's metrics published at the end, whatever the outcome.
 */
export async function observe<T>(context: Context | undefined, run: () => Promise<T>): Promise<T> {
  if (context) logger.addContext(context);
  await loadLogHashKey();
  try {
    return await run();
  } finally {
    publishMetrics();
  }
}
