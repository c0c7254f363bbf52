import { reminderSettingsSchema, updateProfileSchema } from '../../contract/schemas';
import { newestGoalZone } from '../store/goal';
import { getProfile, updateProfileName } from '../store/profile';
import { getReminders, setReminders } from '../store/reminder';
import { userStreak } from '../store/streak';
import { httpHandler, parse } from './http';

export const handler = httpHandler('me', {
  'me.get': async ({ identity }) => {
    const [profile, streak] = await Promise.all([getProfile(identity), userStreak(identity.userId)]);
    return { status: 200, body: { profile, streak } };
  },

  'me.update': async ({ identity, body }) => {
    const { name } = parse(updateProfileSchema, body);
    return { status: 200, body: { profile: await updateProfileName(identity, name) } };
  },

  /** Off until turned on; offered at 8:00 in the zone of the newest goal (the page sends the device's). */
  'reminders.get': async ({ identity }) => ({
    status: 200,
    body: { reminders: await getReminders(identity.userId, () => newestGoalZone(identity.userId)) },
  }),

  'reminders.update': async ({ identity, body }) => ({
    status: 200,
    body: { reminders: await setReminders(identity, parse(reminderSettingsSchema, body)) },
  }),
});
