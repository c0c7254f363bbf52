import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { changeEmailSchema, changePasswordSchema, twoFactorSchema } from '../../contract/schemas/account';
import { changeEmail, changePassword, requireRecentSignIn, setTwoFactor, type AccountDeps, type Caller } from '../app/account-security';
import { ENV, optionalEnv } from '../env';
import { sesSender, type Mail } from '../app/mail';
import { deleteAccountData } from '../app/delete-account';
import { httpHandler, parse } from './http';

/**
 * The account's own changes — deleting it, its email, its second factor — in a function of its own:
 * they are the only routes that need the Cognito client, which would otherwise weigh on the cold start
 * of GET /me, read on every page load (decision 024).
 */
const userPoolId = optionalEnv(ENV.userPoolId);
const cognitoEndpoint = optionalEnv(ENV.cognitoEndpoint);
const cognito = new CognitoIdentityProviderClient(cognitoEndpoint ? { endpoint: cognitoEndpoint } : {});

/** Notices go out through SES when a sender is configured; locally, local/stack.ts hands the outbox in. */
let notify: AccountDeps['notify'] = optionalEnv(ENV.sesFromEmail) ? sesSender() : undefined;
export const useAccountMailer = (send: (mail: Mail) => Promise<void>) => (notify = send);

function deps(): AccountDeps {
  if (!userPoolId) throw new Error(`${ENV.userPoolId} is not set: cannot change the Cognito user`);
  return { cognito, userPoolId, notify, appUrl: optionalEnv(ENV.appUrl) };
}

const callerOf = (identity: { userId: string }, claims: Record<string, string>): Caller => ({
  username: claims['cognito:username'] ?? identity.userId,
  authTime: Number(claims.auth_time),
});

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
    const caller = callerOf(identity, claims);
    requireRecentSignIn(caller, 'delete your account');
    const user = { UserPoolId: deps().userPoolId, Username: caller.username };
    await deleteAccountData(identity.userId); // marks the account deleted before it deletes anything
    await ignoreGone(cognito.send(new AdminUserGlobalSignOutCommand(user)));
    await ignoreGone(cognito.send(new AdminDeleteUserCommand(user)));
    return { status: 204 };
  },

  'me.email': async ({ identity, claims, body }) => {
    const { email } = parse(changeEmailSchema, body);
    return { status: 202, body: await changeEmail(deps(), callerOf(identity, claims), email) };
  },

  'me.password': async ({ identity, claims, body }) => {
    await changePassword(deps(), { ...callerOf(identity, claims), userId: identity.userId }, parse(changePasswordSchema, body));
    return { status: 204 };
  },

  'me.twoFactor': async ({ identity, claims, body }) => {
    const { enabled } = parse(twoFactorSchema, body);
    await setTwoFactor(deps(), callerOf(identity, claims), enabled);
    return { status: 204 };
  },
});
