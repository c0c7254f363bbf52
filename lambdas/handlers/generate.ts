import type { Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { GENERATION_TIMING } from '../../contract';
import { runGeneration } from '../roadmap/run';
import { goalIdSchema } from '../../contract/schemas';

const jobSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  goalId: goalIdSchema,
  attemptId: z.string().check(z.minLength(1)),
  kind: z.optional(z.literal('adjust')),
});

/** Time the run keeps after the provider's deadline, to record the outcome. */
const FINISH_MS = 30_000;

/**
 * The generator function: invoked asynchronously (Event) by the goals function with
 * `{ userId, goalId, attemptId }`. The provider's deadline falls well before the function's timeout, so
 * a slow model ends in a failed goal with a reason, never in one left generating.
 */
export async function handler(event: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<void> {
  const job = jobSchema.parse(event);
  const left = context ? context.getRemainingTimeInMillis() - FINISH_MS : GENERATION_TIMING.providerDeadlineMs;
  await runGeneration(job, { deadlineMs: Math.max(1_000, Math.min(GENERATION_TIMING.providerDeadlineMs, left)) });
}
