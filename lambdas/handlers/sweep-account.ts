import type { Context, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { lateSweep } from '../app/account/delete-data';
import { finishGoalDeletions } from '../app/goals/delete';
import { logger, observe } from '../observability';
import { GOAL_DELETION_EVENT } from '../../contract/events';

/**
 * The late sweeps (app/account/events.ts): its queue delivers the event a deletion put on the bus once
 * LATE_SWEEP_DELAY_SECONDS have passed — a deleted account's partition swept once more
 * (app/account/delete-data.ts), or a goal's deletion cut short finished (app/goals/delete.ts). A sweep that
 * fails is reported back and delivered again; sweeping twice is harmless.
 */
/** The rule puts the whole event on the queue: its detail type says which sweep, its detail names the account. */
const messageSchema = z.object({
  'detail-type': z.optional(z.string()),
  detail: z.object({ userId: z.string().check(z.minLength(1), z.maxLength(128)) }),
});

export function handler(event: SQSEvent, context?: Context): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  return observe(context, async () => {
    const failures: { itemIdentifier: string }[] = [];
    for (const message of event.Records) {
      let userId: string;
      let sweep: (userId: string) => Promise<number>;
      try {
        const parsed = messageSchema.parse(JSON.parse(message.body));
        userId = parsed.detail.userId;
        // Any other event is the account's sweep, which deletes nothing of an account not marked deleted.
        sweep = parsed['detail-type'] === GOAL_DELETION_EVENT.detailType ? finishGoalDeletions : lateSweep;
      } catch (error) {
        logger.error('Unreadable account sweep message', { messageId: message.messageId, error });
        continue;
      }
      try {
        await sweep(userId);
      } catch (error) {
        logger.error('Account sweep failed', { messageId: message.messageId, error });
        failures.push({ itemIdentifier: message.messageId });
      }
    }
    return { batchItemFailures: failures };
  });
}
