import { ACCOUNT_NOTICE_EVENT } from './account-events';
import { putEvent } from './bus';
import type { Mail } from './mail';

/**
 * Hands an account notice to the account mail function through the stack's bus (lib/api.ts wires the
 * rule), which sends it through SES: the account function, which any signed-in token reaches, holds no
 * SES client and no permission to send (decision 044). A module of its own, not in mail.ts, so the
 * functions that send through SES do not bundle EventBridge's client too.
 */
export const busMailer =
  (busName: string) =>
  (mail: Mail): Promise<void> =>
    putEvent(busName, ACCOUNT_NOTICE_EVENT, mail);
