import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { RECENT_SIGN_IN_MS } from '../../contract';
import { updateProfileSchema } from '../../contract/schemas';
import { ReauthRequiredError } from '../domain/errors';
import { ENV, optionalEnv } from '../env';
import { deleteAllUserData } from '../store/account';
import { getProfile, updateProfileName } from '../store/profile';
import { userStreak } from '../store/streak';
import { httpHandler, parse } from './http';

const userPoolId = optionalEnv(ENV.userPoolId);
const cognitoEndpoint = optionalEnv(ENV.cognitoEndpoint);
const cognito = new CognitoIdentityProviderClient(cognitoEndpoint ? { endpoint: cognitoEndpoint } : {});

/** A user already deleted (by an earlier, interrupted attempt) is not an error here. */
async function ignoreGone(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}

export const handler = httpHandler('me', {
  'me.get': async ({ identity }) => {
    const [profile, streak] = await Promise.all([getProfile(identity), userStreak(identity.userId)]);
    return { status: 200, body: { profile, streak } };
  },

  'me.update': async ({ identity, body }) => {
    const { name } = parse(updateProfileSchema, body);
    return { status: 200, body: { profile: await updateProfileName(identity, name) } };
  },

  /**
   * Deletes the account for good: marked deleted first (no other request of it is served after that)
   * and all of the caller's data deleted, then every session signed out (refresh tokens revoked) and the
   * Cognito user deleted.
   * Each step may run again, so a deletion cut short is finished by sending the request again.
   */
  'me.delete': async ({ identity, claims }) => {
    const signedInAt = Number(claims.auth_time) * 1000;
    if (!(Date.now() - signedInAt <= RECENT_SIGN_IN_MS)) {
      throw new ReauthRequiredError('For your security, sign in again to delete your account.');
    }
    if (!userPoolId) throw new Error(`${ENV.userPoolId} is not set: cannot delete the Cognito user`);
    const user = { UserPoolId: userPoolId, Username: claims['cognito:username'] ?? identity.userId };
    await deleteAllUserData(identity.userId); // marks the account deleted before it deletes anything
    await ignoreGone(cognito.send(new AdminUserGlobalSignOutCommand(user)));
    await ignoreGone(cognito.send(new AdminDeleteUserCommand(user)));
    return { status: 204 };
  },
});
