import { reminderSettingsSchema, updateProfileSchema } from '../../contract/schemas/account';
import { profileAndStreak, remindersOf } from '../app/account/profile';
import { updateProfileName } from '../store/profile';
import { setReminders } from '../store/reminder';
import { httpHandler, parse } from './http';

export const handler = httpHandler('me', {
  'me.get': async ({ identity }) => ({ status: 200, body: await profileAndStreak(identity) }),

  'me.update': async ({ identity, body }) => {
    const { name } = parse(updateProfileSchema, body);
    return { status: 200, body: { profile: await updateProfileName(identity, name) } };
  },

  /** Off until turned on; offered at 8:00 in the zone of the newest goal (the page sends the device's). */
  'reminders.get': async ({ identity }) => ({
    status: 200,
    body: { reminders: await remindersOf(identity.userId) },
  }),

  'reminders.update': async ({ identity, body }) => ({
    status: 200,
    body: { reminders: await setReminders(identity, parse(reminderSettingsSchema, body)) },
  }),
});
