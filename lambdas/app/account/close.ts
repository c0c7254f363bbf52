import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { requireRecentSignIn, type Caller } from './security';
import { deleteAccountData } from './delete-data';

/** A user already deleted (by an earlier, interrupted attempt) is not an error here. */
async function ignoreGone(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}

/**
 * Deletes the account for good, after a recent sign-in: marked deleted first (no other request of it
 * is served after that) and all of its data deleted, then every session signed out (refresh tokens
 * revoked) and the Cognito user deleted. Each step may run again, so a deletion cut short is finished
 * by asking again.
 */
export async function closeAccount(
  pool: { cognito: CognitoIdentityProviderClient; userPoolId: string },
  caller: Caller,
  userId: string,
): Promise<void> {
  requireRecentSignIn(caller, 'delete your account');
  const user = { UserPoolId: pool.userPoolId, Username: caller.username };
  await deleteAccountData(userId); // marks the account deleted before it deletes anything
  await ignoreGone(pool.cognito.send(new AdminUserGlobalSignOutCommand(user)));
  await ignoreGone(pool.cognito.send(new AdminDeleteUserCommand(user)));
}
