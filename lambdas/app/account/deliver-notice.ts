import { noticeMail } from '../../domain/account/notices';
import type { Notice } from './events';
import type { Mail } from '../mail';

export interface NoticeDeps {
  /** The account's address as the pool has it now (AdminGetUser), or undefined for no such user. */
  currentEmail(userPoolId: string, username: string): Promise<string | undefined>;
  send(mail: Mail): Promise<void>;
  appUrl?: string;
}

/**
 * Sends a notice to the address the account has now, as fixed text (decision 046): whatever sent the
 * event chose neither. False when the pool has no such user (nothing is sent).
 */
export async function deliverNotice(notice: Notice, deps: NoticeDeps): Promise<boolean> {
  const to = await deps.currentEmail(notice.userPoolId, notice.username);
  if (!to) return false;
  await deps.send({ to, ...noticeMail(notice.notice, deps.appUrl) });
  return true;
}
