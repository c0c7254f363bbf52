import type { Context, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { markCrashed } from '../app/goals/crashed-generation';
import { count, logger, METRIC, observe } from '../observability';
import { generationEventSchema, type GenerationJob as Job } from '../roadmap/job';

/**
 * The generator's on-failure destination, consumed (lib/roadmap.ts): an asynchronous invocation that
 * crashed or timed out before it could mark its goal — and failed again on its one retry — arrives here
 * as Lambda's destination record, and the goal (or the adjusted plan) it was making is marked failed
 * with a reason the user can act on, Retry. Only the attempt the record names is touched: a newer
 * attempt, or a goal that finished meanwhile, stays as it is.
 *
 * Record shape as documented ("Capturing records of Lambda asynchronous invocations"): requestContext
 * {requestId, functionArn, condition: RetriesExhausted | EventAgeExceeded, approximateInvokeCount},
 * requestPayload (what the function was invoked with: the rule's event, whose detail is the job),
 * responseContext, responsePayload. The rule's own dead-letter queue is this queue too, for an event
 * EventBridge could not hand to Lambda at all; its message is the event itself.
 */

const recordSchema = z.union([
  z.object({
    requestContext: z.optional(z.object({ condition: z.optional(z.string()) })),
    requestPayload: generationEventSchema,
  }),
  generationEventSchema,
]);

function jobOf(record: z.infer<typeof recordSchema>): { job: Job; condition?: string } {
  if ('requestPayload' in record) return { job: record.requestPayload.detail, condition: record.requestContext?.condition };
  return { job: record.detail, condition: 'NotDelivered' };
}

export { ADJUST_CRASHED, CRASHED } from '../app/goals/crashed-generation';

export function handler(event: SQSEvent, context?: Context): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  return observe(context, () => consume(event));
}

async function consume(event: SQSEvent): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  const failures: { itemIdentifier: string }[] = [];
  for (const message of event.Records) {
    let parsed: ReturnType<typeof jobOf>;
    try {
      parsed = jobOf(recordSchema.parse(JSON.parse(message.body)));
    } catch (error) {
      // Not a record of ours: it will not become one, so it is logged and let go rather than retried.
      logger.error('Unreadable generation failure record', { messageId: message.messageId, error });
      continue;
    }
    try {
      const marked = await markCrashed(parsed.job);
      if (marked && parsed.job.kind !== 'adjust') count(METRIC.generationFailed);
      logger.info('Generation failure recorded', { goalId: parsed.job.goalId, marked, condition: parsed.condition });
    } catch (error) {
      logger.error('Could not record a generation failure', { messageId: message.messageId, error });
      failures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures: failures };
}
