import type { Context } from 'aws-lambda';
import { GENERATION_TIMING } from '../../contract';
import { runGeneration } from '../app/goals/run-generation';
import { generationEventSchema } from '../roadmap/job';
import { observe } from '../observability';

/** Time the run keeps after the provider's deadline, to record the outcome. */
const FINISH_MS = 30_000;

/**
 * The generator function: invoked asynchronously by the rule on the plans function's
 * `GenerationRequested` events, whose detail is `{ userId, goalId, attemptId, kind? }`. The provider's
 * deadline falls well before the function's timeout, so a slow model ends in a failed goal with a
 * reason, never in one left generating.
 */
export async function handler(event: unknown, context?: Context): Promise<void> {
  const job = generationEventSchema.parse(event).detail;
  const left = context ? context.getRemainingTimeInMillis() - FINISH_MS : GENERATION_TIMING.providerDeadlineMs;
  await observe(context, () => runGeneration(job, { deadlineMs: Math.max(1_000, Math.min(GENERATION_TIMING.providerDeadlineMs, left)) }));
}
