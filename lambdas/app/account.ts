import type { Identity } from '../store/profile';
import { getProfile } from '../store/profile';
import { newestGoalZone } from '../store/goal';
import { getReminders } from '../store/reminder';
import { userStreak } from '../store/streak';

/**
 * The signed-in user's own account: profile, streak and reminder settings (decision 030: handlers
 * depend on use cases only). Changing email, password and two-factor is account-security.ts; deleting
 * the account, delete-account.ts.
 */
export type { Identity } from '../store/profile';
export { updateProfileName } from '../store/profile';
export { setReminders, unsubscribe } from '../store/reminder';

/** The profile (made on first sight) with the streak of days done. */
export async function profileAndStreak(identity: Identity) {
  const [profile, streak] = await Promise.all([getProfile(identity), userStreak(identity.userId)]);
  return { profile, streak };
}

/** Reminder settings: off until turned on, offered at 8:00 in the zone of the newest goal. */
export function remindersOf(userId: string) {
  return getReminders(userId, () => newestGoalZone(userId));
}
