import { deleteKeys, keysUnder } from './dynamo';
import { userPk } from './user-key';

/** Deletes every item under the user's partition: profile, goals and all beneath them, personal tasks. */
export async function deleteAllUserData(userId: string): Promise<number> {
  const keys = await keysUnder(userPk(userId));
  await deleteKeys(keys);
  return keys.length;
}
