import type { Context } from 'aws-lambda';
import { ENV, requireEnv } from '../env';
import { sesSender } from '../app/mail';
import { logger, observe } from '../observability';
import { sendDueReminders, type Mailer } from '../app/reminders/send';

/**
 * The hourly run of the daily reminders (lib/reminders.ts: a scheduled rule invokes it at minute 0).
 * A run with an email that could not be sent fails, so Lambda retries it; the ones already sent are
 * not sent twice (store/reminder.ts).
 */

/** The reminder through SES, with the one-click unsubscribe headers mail clients act on (RFC 8058). */
function sesMailer(): Mailer {
  const send = sesSender();
  return {
    send: ({ oneClickUnsubscribeUrl, ...mail }) =>
      send({
        ...mail,
        headers: [
          { name: 'List-Unsubscribe', value: `<${oneClickUnsubscribeUrl}>` },
          { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
        ],
      }),
  };
}

let mailer: Mailer | undefined;

export async function handler(_event: unknown, context?: Context): Promise<void> {
  await observe(context, async () => {
    const result = await sendDueReminders(new Date(), (mailer ??= sesMailer()), {
      appUrl: requireEnv(ENV.appUrl),
      apiUrl: requireEnv(ENV.apiUrl),
    });
    logger.info('Reminder run', { ...result });
    if (result.failed) throw new Error(`${result.failed} of ${result.due} reminders could not be sent`);
  });
}
