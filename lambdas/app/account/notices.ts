import { type Notice } from './events';
import { putEvent } from '../bus';
import { ACCOUNT_NOTICE_EVENT } from '../../../contract/events';

/**
 * Hands an account notice to the account mail function through the stack's bus (lib/api.ts wires the
 * rule), which renders it, looks the address up and sends it through SES: the account function, which
 * any signed-in token reaches, holds no SES client and no permission to send (decision 044), and the
 * event says only whose account and which notice (decision 046). A module of its own, not in
 * deliver-notice.ts, so the function that sends does not bundle EventBridge's client too.
 */
export const busNotifier =
  (busName: string) =>
  (notice: Notice): Promise<void> =>
    putEvent(busName, ACCOUNT_NOTICE_EVENT, notice);
