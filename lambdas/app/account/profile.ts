import type { Identity } from '../../store/profile';
import { getProfile } from '../../store/profile';
import { newestGoalZone } from '../../store/goal';
import { getReminders } from '../../store/reminder';
import { userStreak } from '../history/read';

/**
 * The signed-in user's own account: profile with streak, and reminder settings, each read from more
 * than one entity. Changing email, password and two-factor is account-security.ts; deleting the
 * account, delete-account.ts; a change of one entity is the route's store call (decision 073).
 */

/** The profile (made on first sight) with the streak of days done. */
export async function profileAndStreak(identity: Identity) {
  const [profile, streak] = await Promise.all([getProfile(identity), userStreak(identity.userId)]);
  return { profile, streak };
}

/** Reminder settings: off until turned on, offered at 8:00 in the zone of the newest goal. */
export function remindersOf(userId: string) {
  return getReminders(userId, () => newestGoalZone(userId));
}
