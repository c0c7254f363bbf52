import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { RECENT_SIGN_IN_MS } from '../../contract';
import { ReauthRequiredError } from '../domain/errors';
import { ENV, optionalEnv } from '../env';
import { traced } from '../observability';
import { deleteAllUserData } from '../store/account';
import { httpHandler } from './http';

/**
 * DELETE /me, in a function of its own: it is the only route that needs the Cognito client, which
 * would otherwise weigh on the cold start of GET /me, read on every page load (decision 024).
 */
const userPoolId = optionalEnv(ENV.userPoolId);
const cognitoEndpoint = optionalEnv(ENV.cognitoEndpoint);
const cognito = traced(new CognitoIdentityProviderClient(cognitoEndpoint ? { endpoint: cognitoEndpoint } : {}));

/** A user already deleted (by an earlier, interrupted attempt) is not an error here. */
async function ignoreGone(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}

export const handler = httpHandler('account', {
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
