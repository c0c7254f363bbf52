import { updateProfileSchema } from '../../contract/schemas';
import { getProfile, updateProfileName } from '../store/profile';
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
});
