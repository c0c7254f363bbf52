import type { Context, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailed, tableName } from '../store/dynamo';
import { goalKey } from '../store/goal';
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

export const CRASHED = 'The roadmap could not be generated: the generator stopped before it finished. Please try again.';
export const ADJUST_CRASHED = 'The plan could not be adjusted: the generator stopped before it finished. Please try again.';

async function markFailed(job: Job): Promise<boolean> {
  const adjust = job.kind === 'adjust';
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(job.userId, job.goalId),
        UpdateExpression: adjust
          ? 'SET adjustment.#s = :failed, adjustment.failureReason = :reason REMOVE adjustment.leaseRun, adjustment.leaseUntil'
          : 'SET #s = :failed, failureReason = :reason, updatedAt = :now REMOVE leaseRun, leaseUntil',
        ConditionExpression: adjust
          ? 'adjustment.attemptId = :attempt AND adjustment.#s = :generating'
          : 'attemptId = :attempt AND #s = :generating AND attribute_not_exists(deleting)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':generating': 'generating',
          ':attempt': job.attemptId,
          ':reason': adjust ? ADJUST_CRASHED : CRASHED,
          ...(!adjust && { ':now': new Date().toISOString() }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false; // finished, retried or deleted meanwhile
    throw error;
  }
}

export function handler(event: SQSEvent, context?: Context): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  return observe('generation-failed', context, () => consume(event));
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
      const marked = await markFailed(parsed.job);
      if (marked && parsed.job.kind !== 'adjust') count(METRIC.generationFailed);
      logger.info('Generation failure recorded', { goalId: parsed.job.goalId, marked, condition: parsed.condition });
    } catch (error) {
      logger.error('Could not record a generation failure', { messageId: message.messageId, error });
      failures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures: failures };
}
