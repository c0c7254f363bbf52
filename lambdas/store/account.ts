import { deleteKeys, keysUnder } from './dynamo';
import { userPk } from './user-key';

/**
 * The user's partition as a whole — profile, goals and all beneath them, personal tasks, counters —
 * which deleting an account sweeps (app/account/delete-data.ts has its steps).
 */

/** Deletes whatever is under the user's partition now; answers how many items it deleted. */
export async function sweepUserData(userId: string): Promise<number> {
  const keys = await keysUnder(userPk(userId));
  await deleteKeys(keys);
  return keys.length;
}
