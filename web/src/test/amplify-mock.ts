import { vi } from 'vitest';

/** A signed-in session for Amplify's auth module (Cognito cannot run inside jsdom). */
export const session = {
  // Signed in a moment ago (auth_time, in seconds), as after typing the password.
  claims: {
    sub: 'user-1',
    email: 'ana@example.test',
    given_name: 'Ana',
    name: 'Ana Lopez',
    auth_time: String(Math.floor(Date.now() / 1000)),
  } as Record<string, string>,
};

/** Makes the session's sign-in `seconds` old (for the checks that need a recent one). */
export const signedInAgo = (seconds: number) => {
  session.claims.auth_time = String(Math.floor(Date.now() / 1000) - seconds);
};

export const amplifyAuth = {
  fetchAuthSession: vi.fn(async () => ({
    tokens: { idToken: { payload: session.claims, toString: () => 'id-token' }, accessToken: { toString: () => 'access-token' } },
  })),
  signIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
  signUp: vi.fn(),
  confirmSignUp: vi.fn(),
  confirmSignIn: vi.fn(),
  resendSignUpCode: vi.fn(),
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
  signInWithRedirect: vi.fn(),
  updateUserAttributes: vi.fn(async () => ({})),
  updateUserAttribute: vi.fn(async () => ({ isUpdated: false, nextStep: { updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE' } })),
  confirmUserAttribute: vi.fn(async () => undefined),
  updatePassword: vi.fn(async () => undefined),
  fetchMFAPreference: vi.fn(async () => ({})),
  setUpTOTP: vi.fn(async () => ({
    sharedSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    getSetupUri: (app: string, account?: string) =>
      new URL(`otpauth://totp/${app}:${account ?? ''}?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=${app}`),
  })),
  verifyTOTPSetup: vi.fn(async () => undefined),
  updateMFAPreference: vi.fn(async () => undefined),
};
