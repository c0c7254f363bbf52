import { deleteKeys, keysUnder } from './dynamo';
import { markAccountDeleted } from './account-guard';
import { userPk } from './user-key';

/**
 * Deletes every item under the user's partition — profile, goals and all beneath them, personal tasks,
 * counters — after marking the account deleted (store/account-guard.ts), so no request of the user is
 * served from then on.
 * A request that passed its check a moment before may still be writing during the first sweep, so the
 * partition is swept twice. Safe to run again: an interrupted deletion is finished by calling it anew.
 */
export async function deleteAllUserData(userId: string): Promise<number> {
  await markAccountDeleted(userId);
  let deleted = 0;
  for (let sweep = 0; sweep < 2; sweep++) {
    const keys = await keysUnder(userPk(userId));
    await deleteKeys(keys);
    deleted += keys.length;
  }
  return deleted;
}
