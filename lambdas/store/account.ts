import { deleteKeys, keysUnder } from './dynamo';
import { markAccountDeleted } from './account-guard';
import { forgetFeedLookup } from './calendar';
import { forgetUnsubscribeLink } from './reminder';
import { userPk } from './user-key';

/**
 * Deletes every item under the user's partition — profile, goals and all beneath them, personal tasks,
 * counters — after marking the account deleted (store/account-guard.ts), so no request of the user is
 * served from then on, and no write transaction of one admitted a moment before can land (each checks
 * the mark: store/dynamo.ts `transact`). What such a request wrote outside a transaction meanwhile (a
 * roadmap's items before its goal) is taken by the late sweep (app/account/delete-data.ts).
 * Safe to run again: an interrupted deletion is finished by calling it anew.
 */
export async function deleteAllUserData(userId: string): Promise<number> {
  await markAccountDeleted(userId);
  // The links' lookups live outside the partition (store/reminder.ts, store/calendar.ts).
  await Promise.all([forgetUnsubscribeLink(userId), forgetFeedLookup(userId)]);
  return sweepUserData(userId);
}

/** Deletes whatever is under the user's partition now; answers how many items it deleted. */
export async function sweepUserData(userId: string): Promise<number> {
  const keys = await keysUnder(userPk(userId));
  await deleteKeys(keys);
  return keys.length;
}
