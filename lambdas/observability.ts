import { createHash } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * Logs, metrics and traces of every Stride function, through Powertools for AWS Lambda (TypeScript).
 *
 * - Logs are JSON lines with the request id, the route and a hash of the user id — never an email, a
 *   token or a task's text. Locally (`POWERTOOLS_DEV`, set by the local runtime) they are indented.
 * - Metrics are CloudWatch embedded metric format lines in the `Stride` namespace, flushed at the end of
 *   each invocation (`observe`); the alarms and the dashboard (lib/monitoring.ts) read them by the
 *   names in `METRIC`. Off locally, where one process serves every request at once.
 * - Traces: deployed functions run with X-Ray active tracing; `observe` opens a subsegment per
 *   invocation and `traced()` captures an AWS SDK client's calls. Off outside Lambda.
 *
 * Deployed, the three packages come from Powertools' own Lambda layer (lib/stride-function.ts), so
 * they stay out of each function's bundle.
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
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE });
export const tracer = new Tracer({ serviceName: SERVICE });

/** A stable, non-reversible stand-in for a user id in logs: enough to follow one user's requests. */
export function userHash(userId: string): string {
  return createHash('sha256').update(`stride-user:${userId}`).digest('hex').slice(0, 16);
}

/**
 * What may be logged of a failed send (SES): its name and HTTP status. SES's messages can name the
 * addresses involved ("…failed the check in region …: ana@example.com"), so the message is left out.
 */
export function mailFailure(error: unknown): { name: string; status?: number } {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return { name: e?.name ?? 'Error', ...(e?.$metadata?.httpStatusCode && { status: e.$metadata.httpStatusCode }) };
}

/** Adds one to a count metric of this invocation (published when `observe` ends). */
export function count(name: (typeof METRIC)[keyof typeof METRIC], value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

export function milliseconds(name: typeof METRIC.generationDuration, value: number): void {
  metrics.addMetric(name, MetricUnit.Milliseconds, value);
}

/** A count with the route as its dimension, written at once (its dimensions are its own). */
export function countForRoute(name: typeof METRIC.http4xx | typeof METRIC.http5xx, route: string): void {
  const single = metrics.singleMetric();
  single.addDimension('route', route);
  single.addMetric(name, MetricUnit.Count, 1);
}

/** An AWS SDK v3 client whose calls appear as subsegments of the trace (unchanged when tracing is off). */
export function traced<C>(client: C): C {
  return tracer.captureAWSv3Client(client);
}

/**
 * Runs one invocation: the Lambda context on the logs, a `## name` subsegment on the trace (with the
 * cold start annotated and any error as metadata), and this invocation's metrics published at the end,
 * whatever the outcome.
 */
export async function observe<T>(name: string, context: Context | undefined, run: () => Promise<T>): Promise<T> {
  if (context) logger.addContext(context);
  const parent = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
  const segment = parent?.addNewSubsegment(`## ${name}`);
  if (segment) {
    tracer.setSegment(segment);
    tracer.annotateColdStart();
    tracer.addServiceNameAnnotation();
  }
  try {
    return await run();
  } catch (error) {
    if (segment) tracer.addErrorAsMetadata(error as Error);
    throw error;
  } finally {
    if (segment) {
      segment.close();
      tracer.setSegment(parent!);
    }
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  }
}
