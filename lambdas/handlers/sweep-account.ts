import type { Context, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { lateSweep } from '../app/delete-account';
import { logger, observe } from '../observability';

/**
 * The late sweep of a deleted account (app/delete-account.ts): its queue delivers the event the
 * deletion put on the bus once LATE_SWEEP_DELAY_SECONDS (app/account-events.ts) have passed. A sweep that fails is reported back and
 * delivered again; sweeping twice is harmless.
 */
/** The rule puts the whole event on the queue: its detail names the account. */
const messageSchema = z.object({ detail: z.object({ userId: z.string().check(z.minLength(1), z.maxLength(128)) }) });

export function handler(event: SQSEvent, context?: Context): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  return observe(context, async () => {
    const failures: { itemIdentifier: string }[] = [];
    for (const message of event.Records) {
      let userId: string;
      try {
        ({ userId } = messageSchema.parse(JSON.parse(message.body)).detail);
      } catch (error) {
        logger.error('Unreadable account sweep message', { messageId: message.messageId, error });
        continue;
      }
      try {
        await lateSweep(userId);
      } catch (error) {
        logger.error('Account sweep failed', { messageId: message.messageId, error });
        failures.push({ itemIdentifier: message.messageId });
      }
    }
    return { batchItemFailures: failures };
  });
}
