import { api } from '@/lib/api';
import { sessionAccessToken } from '@/lib/auth';

/** Asks for the account's email to change: a code goes to the new address, to be confirmed with Cognito. */
export function changeEmail(email: string): Promise<{ pendingEmail: string }> {
  return api('me.email', { body: { email } });
}

/** Turns two-step verification on (after the authenticator app was verified) or off. */
export function setTwoFactor(enabled: boolean): Promise<void> {
  return api('me.twoFactor', { body: { enabled } });
}

/** Changes the password (Cognito checks the current one with this session's token) and tells the account. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  return api('me.password', { body: { currentPassword, newPassword, accessToken: await sessionAccessToken() } });
}
