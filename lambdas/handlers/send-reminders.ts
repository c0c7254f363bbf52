import type { Context } from 'aws-lambda';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ENV, optionalEnv, requireEnv } from '../env';
import { logger, observe } from '../observability';
import { sendDueReminders, type Mailer } from '../app/send-reminders';

/**
 * The hourly run of the daily reminders (lib/reminders.ts: a scheduled rule invokes it at minute 0).
 * A run with an email that could not be sent fails, so Lambda retries it; the ones already sent are
 * not sent twice (store/reminder.ts).
 */
function sesMailer(): Mailer {
  const from = requireEnv(ENV.sesFromEmail);
  const ses = new SESv2Client({ region: optionalEnv(ENV.sesRegion) ?? process.env.AWS_REGION });
  return {
    async send(mail) {
      // SES v2 SendEmail, simple content with headers: https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_SendEmail.html
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: `Stride <${from}>`,
          Destination: { ToAddresses: [mail.to] },
          Content: {
            Simple: {
              Subject: { Data: mail.subject },
              Body: { Text: { Data: mail.text } },
              Headers: [
                { Name: 'List-Unsubscribe', Value: `<${mail.oneClickUnsubscribeUrl}>` },
                { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
              ],
            },
          },
        }),
      );
    },
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
