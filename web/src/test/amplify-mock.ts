import { vi } from 'vitest';

/** A signed-in session for Amplify's auth module (Cognito cannot run inside jsdom). */
export const session = {
  claims: { sub: 'user-1', email: 'ana@example.test', given_name: 'Ana', name: 'Ana Lopez' } as Record<string, string>,
};

export const amplifyAuth = {
  fetchAuthSession: vi.fn(async () => ({ tokens: { idToken: { payload: session.claims, toString: () => 'id-token' } } })),
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
};
