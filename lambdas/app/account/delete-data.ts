import { logger, userHash } from '../../observability';
import { sweepUserData } from '../../store/account';
import { isAccountDeleted, markAccountDeleted } from '../../store/account-guard';
import { forgetFeedLookup } from '../../store/calendar';
import { forgetUnsubscribeLink } from '../../store/reminder';
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
 * Deletes every item under the user's partition after marking the account deleted (store/account-guard.ts),
 * so no request of the user is served from then on, and no write transaction of one admitted a moment
 * before can land (each checks the mark: store/dynamo.ts `transact`). What such a request wrote outside
 * a transaction meanwhile (a roadmap's items before its goal) is taken by the late sweep.
 * Safe to run again: an interrupted deletion is finished by calling it anew. Answers the items deleted.
 */
export async function deleteAllUserData(userId: string): Promise<number> {
  await markAccountDeleted(userId);
  // The links' lookups live outside the partition (store/reminder.ts, store/calendar.ts).
  await Promise.all([forgetUnsubscribeLink(userId), forgetFeedLookup(userId)]);
  return sweepUserData(userId);
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
