import { oneLine } from '../domain/reminders/mail';
import { ENV, optionalEnv, requireEnv } from '../env';

/** An email of Stride's own (a notice, a reminder), as the outbox and SES take it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (a reminder's List-Unsubscribe). */
  headers?: { name: string; value: string }[];
}

/**
 * Sends Stride's mail through SES v2 from the configured sender (`sesFromEmail`, in `sesRegion`). The
 * client is loaded and made with the first mail, not with every cold start: most requests send none.
 * SES v2 SendEmail, simple content with headers: https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_SendEmail.html
 */
export function sesSender(): (mail: Mail) => Promise<void> {
  const from = requireEnv(ENV.sesFromEmail);
  let ses: import('@aws-sdk/client-sesv2').SESv2Client | undefined;
  return async (mail) => {
    const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
    ses ??= new SESv2Client({ region: optionalEnv(ENV.sesRegion) ?? process.env.AWS_REGION });
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: `Stride <${from}>`,
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            // Whatever a subject or a header value holds, it goes out on one line.
            Subject: { Data: oneLine(mail.subject) },
            Body: { Text: { Data: mail.text } },
            ...(mail.headers?.length && { Headers: mail.headers.map((h) => ({ Name: h.name, Value: oneLine(h.value) })) }),
          },
        },
      }),
    );
  };
}
