import { logger, userHash } from '../../observability';
import { deleteAllUserData, sweepUserData } from '../../store/account';
import { isAccountDeleted } from '../../store/account-guard';
import { sweepLater } from '../sweep-later';
import { ACCOUNT_DELETED_EVENT } from '../../../contract/events';

/**
 * A deletion wins every race. The account is marked deleted and its partition swept; every write
 * transaction checks the mark, so nothing admitted before can commit after. Writes outside a
 * transaction (a roadmap's items, put before the goal that shows them) may still land for as long as
 * a function admitted before the mark can run, so the partition is swept once more after that
 * (account-events.ts): deployed, through the bus and a delaying queue; locally, on a timer.
 */
export async function deleteAccountData(userId: string): Promise<void> {
  await deleteAllUserData(userId);
  await sweepLater(ACCOUNT_DELETED_EVENT, userId, lateSweep);
}

/**
 * The late sweep itself: whatever a request in flight wrote after the first one is deleted — of an
 * account marked deleted only. A sweep event naming a live account (forged, or sent in error) deletes
 * nothing (decision 046).
 */
export async function lateSweep(userId: string): Promise<number> {
  if (!(await isAccountDeleted(userId))) {
    logger.error('Late sweep refused: the account is not marked deleted', { user: userHash(userId) });
    return 0;
  }
  const deleted = await sweepUserData(userId);
  if (deleted) logger.info('Late sweep of a deleted account found items', { user: userHash(userId), deleted });
  return deleted;
}
