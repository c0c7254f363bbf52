import {
  AdminSetUserMFAPreferenceCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  AliasExistsException,
  ChangePasswordCommand,
  type CognitoIdentityProviderClient,
  InvalidParameterException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { RECENT_SIGN_IN_MS } from '../../../contract';
import { ConflictError, RateLimitedError, ReauthRequiredError, ValidationError } from '../../domain/errors';
import { ENV, optionalEnv } from '../../env';
import { cognitoClient } from '../../cognito';
import type { NoticeKind } from '../../domain/account/notices';
import { logger } from '../../observability';
import type { Notice } from './events';

/**
 * Changes of how an account signs in — its email, its second factor — made by the server with
 * Cognito's admin operations, after checking the sign-in is recent (the ID token's `auth_time`), never
 * on the browser's word alone: a stolen token from a session left open cannot take the account over.
 * The account's address is told of each (OWASP ASVS 4.0.3 V2.2.3); an email change is told by the
 * pool's custom message trigger (handlers/account-mail.ts), which Cognito calls whoever asks for it.
 */

export interface AccountDeps {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  /**
   * Hands a notice on — whose account and which notice, never an address or text (decision 046): to
   * the bus deployed, to the outbox locally; absent when no mailer is configured.
   */
  notify?: (notice: Notice) => Promise<void>;
}

/** Who is asking, from the verified token's claims. */
export interface Caller {
  /** Cognito's user name (`cognito:username`). */
  username: string;
  /** `auth_time`: when this session's sign-in happened, in seconds. */
  authTime: number;
}

/** The caller from the verified token's claims: Cognito's user name and the session's sign-in time. */
export const callerFrom = (identity: { userId: string }, claims: Record<string, string>): Caller => ({
  username: claims['cognito:username'] ?? identity.userId,
  authTime: Number(claims.auth_time),
});

/**
 * The user pool's admin client (cognito-local's endpoint locally) and the pool's id, from the
 * environment: made once per container, by the account's functions only.
 */
export function userPoolFromEnv(): { cognito: CognitoIdentityProviderClient; userPoolId: () => string } {
  const userPoolId = optionalEnv(ENV.userPoolId);
  return {
    cognito: cognitoClient(),
    userPoolId: () => {
      if (!userPoolId) throw new Error(`${ENV.userPoolId} is not set: cannot change the Cognito user`);
      return userPoolId;
    },
  };
}

/** Refuses a change when the session's sign-in is older than RECENT_SIGN_IN_MS, saying what needs it. */
export function requireRecentSignIn(caller: Caller, doing: string, now = Date.now()): void {
  if (!(now - caller.authTime * 1000 <= RECENT_SIGN_IN_MS)) {
    throw new ReauthRequiredError(`For your security, sign in again to ${doing}.`);
  }
}

/**
 * Asks Cognito to change the account's email: the pool keeps the old address until the code sent to
 * the new one is confirmed (`keepOriginal`), and its trigger tells the old address.
 */
export async function changeEmail(deps: AccountDeps, caller: Caller, email: string): Promise<{ pendingEmail: string }> {
  requireRecentSignIn(caller, 'change your email');
  try {
    await deps.cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: deps.userPoolId,
        Username: caller.username,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
  } catch (error) {
    if (error instanceof AliasExistsException || error instanceof UsernameExistsException) {
      throw new ConflictError('Another account already uses this email.', 'email');
    }
    if (error instanceof InvalidParameterException) throw new ValidationError(`email ${error.message}`, 'email');
    throw error;
  }
  return { pendingEmail: email };
}

/**
 * Turns the authenticator-app second factor on (once the browser has verified the app with Cognito) or
 * off. Off needs a recent sign-in: it is what an attacker with a stolen session would do first.
 */
export async function setTwoFactor(deps: AccountDeps, caller: Caller, enabled: boolean): Promise<void> {
  if (!enabled) requireRecentSignIn(caller, 'turn off two-step verification');
  try {
    await deps.cognito.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: deps.userPoolId,
        Username: caller.username,
        SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
      }),
    );
  } catch (error) {
    // Cognito turns it on only for an authenticator app this user has verified.
    if (error instanceof InvalidParameterException) {
      throw new ValidationError('Set up your authenticator app and enter its code first.', 'enabled');
    }
    throw error;
  }
  await tell(deps, caller, enabled ? 'twoFactorOn' : 'twoFactorOff');
}

/**
 * Changes the password with the session's own access token (Cognito's ChangePassword checks the
 * current one), signs every session of the account out at Cognito, then tells the account. The token
 * must be this caller's: a change is told to the account it was made on.
 *
 * ChangePassword alone leaves every refresh token valid, so a device signed in with the old password
 * would stay signed in for the refresh token's 30 days. AdminUserGlobalSignOut revokes them all, and
 * the access tokens for Cognito's own API; ID and access tokens already issued stay valid until they
 * expire, an hour at most (Cognito API reference, AdminUserGlobalSignOut).
 */
export async function changePassword(
  deps: AccountDeps,
  caller: Caller & { userId: string },
  change: { currentPassword: string; newPassword: string; accessToken: string },
): Promise<void> {
  if (tokenSubject(change.accessToken) !== caller.userId) {
    throw new ValidationError('accessToken is not this session’s access token', 'accessToken');
  }
  try {
    await deps.cognito.send(
      new ChangePasswordCommand({
        AccessToken: change.accessToken,
        PreviousPassword: change.currentPassword,
        ProposedPassword: change.newPassword,
      }),
    );
  } catch (error) {
    // cognito-local answers a wrong current password with InvalidPasswordException and no policy words.
    const { name, message = '' } = error as Error;
    if (name === 'InvalidPasswordException' && /conform|policy|previous|used|length/i.test(message)) {
      throw new ValidationError(`newPassword ${message}`, 'newPassword');
    }
    if (name === 'NotAuthorizedException' || name === 'InvalidPasswordException') {
      throw new ValidationError('currentPassword is not the account’s password', 'currentPassword');
    }
    if (name === 'LimitExceededException' || name === 'TooManyRequestsException') {
      throw new RateLimitedError('Too many attempts. Please wait a moment and try again.');
    }
    throw error;
  }
  await deps.cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: deps.userPoolId, Username: caller.username }));
  await tell(deps, caller, 'passwordChanged');
}

/** The `sub` of a JWT's payload, unverified (Cognito verifies the token when it is used). */
function tokenSubject(jwt: string): string | undefined {
  try {
    return (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string }).sub;
  } catch {
    return undefined;
  }
}

async function tell(deps: AccountDeps, caller: Caller, notice: NoticeKind): Promise<void> {
  if (!deps.notify) return;
  try {
    await deps.notify({ userPoolId: deps.userPoolId, username: caller.username, notice });
  } catch (error) {
    // The change is made; a notice that could not be handed on is logged (it names no address), not undone.
    logger.error('Account change notice not sent', { notice, error });
  }
}
