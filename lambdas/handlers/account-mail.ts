import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { noticeSchema } from '../app/account/events';
import { deliverNotice } from '../app/account/deliver-notice';
import { sesSender, type Mail } from '../app/mail';
import { cognitoClient } from '../cognito';
import { ENV, optionalEnv } from '../env';
import { logger, mailFailure } from '../observability';
import { ACCOUNT_NOTICE_EVENT } from '../../contract/events';

/**
 * Cognito's custom message trigger. Cognito's own messages (codes, links) pass through unchanged; when
 * someone asks to change an account's email, the address the account has now is told so (OWASP ASVS
 * 4.0.3 V2.2.3: notify after a change of authentication details), and can act if it was not them.
 *
 * The pool keeps the original email until the new one is verified (`keepOriginal`), so at this moment
 * the user's current email is the old one. It is read from the pool itself (AdminGetUser) rather than
 * from the event, whose documentation does not say which of the two addresses it carries:
 * https://docs.aws.amazon.com/cognito/latest/developerguide/user-pool-lambda-custom-message.html
 *
 * Deployed only with an SES sender (`sesFromEmail`): Cognito's default mailer sends Cognito's messages,
 * nothing else. Locally, local/cognito.ts runs the same handler with the outbox as its mailer. It also
 * sends the account function's notices (a password changed, two-step verification on or off), which
 * reach it through the bus (decision 044) naming only whose account and which notice (decision 046).
 */

/** The trigger's event, as far as Stride reads it; everything else is passed back untouched. */
export interface CustomMessageEvent {
  triggerSource: string;
  userPoolId: string;
  userName: string;
  request: { userAttributes: Record<string, string | undefined> };
  response: Record<string, unknown>;
}

export type { Mail };

export interface AccountMailDeps {
  /** The account's email as the pool has it now. */
  currentEmail(userPoolId: string, userName: string): Promise<string | undefined>;
  send(mail: Mail): Promise<void>;
  appUrl?: string;
}

/** "ana@example.com" → "a••@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}••@${email.slice(at + 1)}`;
}

export function emailChangeNotice(oldEmail: string, newEmail: string | undefined, appUrl?: string): Mail {
  const to = newEmail && newEmail.toLowerCase() !== oldEmail.toLowerCase() ? ` to ${maskEmail(newEmail)}` : '';
  return {
    to: oldEmail,
    subject: 'Your Stride email is being changed',
    text: [
      `Someone signed in to your Stride account asked to change its email${to}.`,
      'If it was you, there is nothing to do: the change is made once the new address is confirmed.',
      `If it was not you, sign in${appUrl ? ` at ${appUrl}` : ''} and choose "Forgot password?" to set a new password now, then turn on two-step verification in Settings.`,
      'Your account keeps this address until the new one is confirmed.',
    ].join('\n\n'),
  };
}

export function accountMailHandler(deps: AccountMailDeps) {
  return async <E extends CustomMessageEvent>(event: E): Promise<E> => {
    // Only an email or phone change sends this message, and Stride's pool has no phone numbers.
    if (event.triggerSource !== 'CustomMessage_UpdateUserAttribute') return event;
    try {
      const oldEmail = await deps.currentEmail(event.userPoolId, event.userName);
      if (oldEmail) await deps.send(emailChangeNotice(oldEmail, event.request.userAttributes.email, deps.appUrl));
    } catch (error) {
      // The notice must never stop the user's own change (Cognito would not send the code).
      logger.error('Email change notice not sent', { error: mailFailure(error) });
    }
    return event;
  };
}

/** The one SES sender of the function, for the trigger's notice and the account's alike (made on first use). */
let ses: ((mail: Mail) => Promise<void>) | undefined;
const sendMail = (mail: Mail) => (ses ??= sesSender())(mail);

const cognito = cognitoClient;

/** The account's address as the pool has it now; undefined when the pool has no such user. */
async function currentEmail(userPoolId: string, userName: string): Promise<string | undefined> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: userName }));
    return user.UserAttributes?.find((a) => a.Name === 'email')?.Value;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

const deployedDeps = (): AccountMailDeps => ({ appUrl: optionalEnv(ENV.appUrl), currentEmail, send: sendMail });

/** An account notice from the account function, as the bus's rule delivers it (decision 044). */
export interface NoticeEvent {
  source: string;
  'detail-type': string;
  detail: unknown;
}

const isNotice = (event: CustomMessageEvent | NoticeEvent): event is NoticeEvent =>
  (event as NoticeEvent)['detail-type'] === ACCOUNT_NOTICE_EVENT.detailType &&
  (event as NoticeEvent).source === ACCOUNT_NOTICE_EVENT.source;

let deployed: ReturnType<typeof accountMailHandler> | undefined;

/**
 * The pool's trigger, and the sender of the account function's notices. A notice names whose account
 * and which notice; anything else (an address, a subject, a text) makes it no notice, and it is
 * dropped unsent. A notice that cannot be sent throws an error that names no address, so the
 * asynchronous invocation retries it, and after the retries it lands in the failure queue, which
 * alarms (lib/api.ts).
 */
export async function handler(event: CustomMessageEvent | NoticeEvent) {
  if (!isNotice(event)) return (deployed ??= accountMailHandler(deployedDeps()))(event);
  const notice = noticeSchema.safeParse(event.detail);
  if (!notice.success) {
    logger.error('Not an account notice: dropped unsent', { fields: Object.keys((event.detail as object) ?? {}).slice(0, 10) });
    return;
  }
  try {
    const sent = await deliverNotice(notice.data, deployedDeps());
    if (!sent) logger.warn('Account notice for no such user: nothing sent', { notice: notice.data.notice });
  } catch (error) {
    // SES's and Cognito's messages can name the address: logged and rethrown by name only.
    const failure = mailFailure(error);
    logger.error('Account notice not sent', { notice: notice.data.notice, error: failure });
    // No `cause`: the cause's message is what must not travel into the retries' logs and the failure queue.
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`Account notice ${notice.data.notice} not sent: ${failure.name}${failure.status ? ` (${failure.status})` : ''}`);
  }
}
