import type { Context } from 'aws-lambda';
import { SUMMARY_TIMING } from '../../contract';
import { summariseReview } from '../app/reviews/summarise';
import { summaryEventSchema } from '../app/reviews/summary-job';
import { observe } from '../observability';

/** Time the run keeps after the model's deadline, to keep the summary. */
const FINISH_MS = 5_000;

/**
 * The review summariser (decision 045): invoked asynchronously by the rule on the plans function's
 * `ReviewSummaryRequested` events, with its own short timeout and reserved concurrency, so a flood of
 * review answers can neither hold the generator's slots nor run for a plan's minutes.
 */
export async function handler(event: unknown, context?: Context): Promise<void> {
  const job = summaryEventSchema.parse(event).detail;
  const left = context ? context.getRemainingTimeInMillis() - FINISH_MS : SUMMARY_TIMING.deadlineMs;
  await observe(context, () => summariseReview(job, { deadlineMs: Math.max(1_000, Math.min(SUMMARY_TIMING.deadlineMs, left)) }));
}
