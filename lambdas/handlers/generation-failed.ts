import type { SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { goalIdSchema } from '../../contract/schemas';
import { ddb, isConditionFailed, tableName } from '../store/dynamo';
import { goalKey } from '../store/goal';

/**
 * The generator's on-failure destination, consumed (lib/roadmap.ts): an asynchronous invocation that
 * crashed or timed out before it could mark its goal — and failed again on its one retry — arrives here
 * as Lambda's destination record, and the goal (or the adjusted plan) it was making is marked failed
 * with a reason the user can act on, Retry. Only the attempt the record names is touched: a newer
 * attempt, or a goal that finished meanwhile, stays as it is.
 *
 * Record shape as documented ("Capturing records of Lambda asynchronous invocations"): requestContext
 * {requestId, functionArn, condition: RetriesExhausted | EventAgeExceeded, approximateInvokeCount},
 * requestPayload (the job), responseContext, responsePayload.
 */

const recordSchema = z.object({
  requestContext: z.optional(z.object({ condition: z.optional(z.string()) })),
  requestPayload: z.object({
    userId: z.string().check(z.minLength(1)),
    goalId: goalIdSchema,
    attemptId: z.string().check(z.minLength(1)),
    kind: z.optional(z.literal('adjust')),
  }),
});

export const CRASHED = 'The roadmap could not be generated: the generator stopped before it finished. Please try again.';
export const ADJUST_CRASHED = 'The plan could not be adjusted: the generator stopped before it finished. Please try again.';

async function markFailed(job: z.infer<typeof recordSchema>['requestPayload']): Promise<boolean> {
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

export async function handler(event: SQSEvent): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  const failures: { itemIdentifier: string }[] = [];
  for (const message of event.Records) {
    let parsed: z.infer<typeof recordSchema> | undefined;
    try {
      parsed = recordSchema.parse(JSON.parse(message.body));
    } catch (error) {
      // Not a record of ours: it will not become one, so it is logged and let go rather than retried.
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'Unreadable generation failure record',
          messageId: message.messageId,
          error: String(error),
        }),
      );
      continue;
    }
    try {
      const marked = await markFailed(parsed.requestPayload);
      console.info(
        JSON.stringify({
          level: 'info',
          message: 'Generation failure recorded',
          goalId: parsed.requestPayload.goalId,
          marked,
          condition: parsed.requestContext?.condition,
        }),
      );
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'Could not record a generation failure',
          messageId: message.messageId,
          error: String(error),
        }),
      );
      failures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures: failures };
}
