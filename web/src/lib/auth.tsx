import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut as amplifySignOut, type SignInOutput } from 'aws-amplify/auth';

/**
 * The only door to Amplify: features use these, never `aws-amplify` itself (a lint rule enforces it),
 * so the auth library can be swapped or wrapped in one place. Changing the email or turning the second
 * factor on or off is not here: the API makes those changes, after checking the sign-in is recent.
 */
export {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  fetchMFAPreference,
  resendSignUpCode,
  resetPassword,
  signInWithRedirect,
  signOut as amplifySignOut,
  setUpTOTP,
  signUp,
  updateUserAttributes,
  verifyTOTPSetup,
  type SignInOutput,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@/config/runtime-config';
import { config } from '@/config/runtime-config';

/** The signed-in user, from the verified ID token's claims. */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  picture?: string;
  /**
   * Signs in with Google only (Cognito names such users after their provider, `Google_…`): their email
   * and password are Google's, and Cognito refuses to change them here.
   */
  federated: boolean;
}

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface AuthState {
  status: SessionStatus;
  /** True once the user signed out on purpose (protected routes then lead to sign-in, not "session expired"). */
  signedOut: boolean;
  /** True once a session this page held ended without a sign-out (expired, or cleared mid-use). */
  ended: boolean;
  user: User | null;
  /** Re-reads the session; `force` fetches new tokens (after a change of name or email). */
  refresh: (force?: boolean) => Promise<User | null>;
  /** Signs out; `everywhere` also ends every other session of the account (its refresh tokens are revoked). */
  signOut: (options?: { everywhere?: boolean }) => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function configureAuth(c: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: c.userPoolId,
        userPoolClientId: c.userPoolClientId,
        ...(c.userPoolEndpoint && { userPoolEndpoint: c.userPoolEndpoint }),
        loginWith: {
          email: true,
          ...(c.googleEnabled &&
            c.hostedDomain && {
              oauth: {
                domain: c.hostedDomain,
                scopes: ['openid', 'profile', 'email'],
                redirectSignIn: [c.redirectSignIn],
                redirectSignOut: [c.redirectSignOut],
                responseType: 'code' as const,
                providers: ['Google' as const],
              },
            }),
        },
      },
    },
  });
}

function userFromClaims(claims: Record<string, unknown>): User {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const firstName = str(claims.given_name) || str(claims.name).split(' ')[0] || '';
  const lastName = str(claims.family_name);
  const fullName = str(claims.name) || [firstName, lastName].filter(Boolean).join(' ');
  return {
    id: str(claims.sub),
    email: str(claims.email),
    firstName,
    lastName,
    fullName,
    ...(claims.picture ? { picture: str(claims.picture) } : {}),
    federated: /^google_/i.test(str(claims['cognito:username'])),
  };
}

/** The current ID token (refreshed by Amplify when needed), or undefined when signed out. */
export async function idToken(): Promise<string | undefined> {
  try {
    return (await fetchAuthSession()).tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

let unauthorizedListener: (() => void) | undefined;
/** Called by the API client on a 401: the session is over. */
export function onUnauthorized(): void {
  unauthorizedListener?.();
}

/** Signs out any existing session first (as the spec asks), then signs in with email and password. */
/**
 * Whether the user signed in (typed their password, or their code) within `ms`: the ID token's
 * `auth_time`, which a token refresh keeps. Sensitive changes ask for a fresh sign-in past it.
 */
export async function signedInWithin(ms: number): Promise<boolean> {
  const session = await fetchAuthSession();
  const authTime = Number(session.tokens?.idToken?.payload.auth_time);
  return Number.isFinite(authTime) && Date.now() - authTime * 1000 <= ms;
}

/** The session's access token, for the one API call that hands it to Cognito (a password change). */
export async function sessionAccessToken(): Promise<string> {
  const token = (await fetchAuthSession()).tokens?.accessToken?.toString();
  if (!token) throw new Error('Sign in to continue.');
  return token;
}

export async function signInWithPassword(email: string, password: string): Promise<SignInOutput> {
  await amplifySignOut().catch(() => undefined);
  return signIn({ username: email, password, options: { authFlowType: config().authFlowType } });
}

/**
 * The password typed at sign-up, kept in memory only until the mailed code confirms the account, so the
 * app can sign straight in. Never in history.state: browsers keep session history on disk and restore
 * it, password and all. A reload forgets it, and the user signs in by hand.
 */
let signUpPassword: { email: string; password: string } | undefined;

export function holdSignUpPassword(email: string, password: string): void {
  signUpPassword = { email, password };
}

/** The held password for `email`, once; afterwards it is gone. */
export function takeSignUpPassword(email: string): string | undefined {
  const held = signUpPassword?.email === email ? signUpPassword.password : undefined;
  signUpPassword = undefined;
  return held;
}

/** Set while this browser holds a session, cleared by signing out: an unauthenticated visit then means it expired. */
const HAD_SESSION = 'stride.hadSession';
export const hadSession = () => localStorage.getItem(HAD_SESSION) === '1';

export function AuthProvider({ children, onSessionEnded }: { children: ReactNode; onSessionEnded?: () => void }) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUser] = useState<User | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [ended, setEnded] = useState(false);
  // Held in this page: a session that goes is known to have ended even when its storage was cleared.
  const held = useRef(false);
  const endedRef = useRef(onSessionEnded);
  useEffect(() => {
    endedRef.current = onSessionEnded;
  }, [onSessionEnded]);
  const sessionGone = useCallback(() => {
    setUser(null);
    setStatus('unauthenticated');
    if (!held.current) return;
    held.current = false;
    setEnded(true);
    endedRef.current?.();
  }, []);

  const refresh = useCallback(
    async (force = false) => {
      try {
        const session = await fetchAuthSession({ forceRefresh: force });
        const claims = session.tokens?.idToken?.payload;
        if (!claims) throw new Error('no session');
        const next = userFromClaims(claims as Record<string, unknown>);
        localStorage.setItem(HAD_SESSION, '1');
        held.current = true;
        setUser(next);
        setStatus('authenticated');
        setSignedOut(false);
        setEnded(false);
        return next;
      } catch {
        sessionGone();
        return null;
      }
    },
    [sessionGone],
  );

  const signOut = useCallback(async (options?: { everywhere?: boolean }) => {
    held.current = false;
    setSignedOut(true);
    localStorage.removeItem(HAD_SESSION);
    // The offline shell's worker (public/sw.js) clears its caches and makes the shell again.
    navigator.serviceWorker?.controller?.postMessage({ type: 'signed-out' });
    try {
      await amplifySignOut({ global: !!options?.everywhere });
    } finally {
      setUser(null);
      setStatus('unauthenticated');
    }
  }, []);

  useEffect(() => {
    // Reads the stored session once at start; refresh sets state only after its await.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the rule cannot see the await
    void refresh();
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn' || payload.event === 'tokenRefresh' || payload.event === 'signInWithRedirect') void refresh();
      // Amplify says signedOut only for this app's own sign-outs (a sign-out, the one before a sign-in):
      // never a session that ended by itself, which is a failed refresh.
      if (payload.event === 'signedOut') {
        setUser(null);
        setStatus('unauthenticated');
      }
      if (payload.event === 'tokenRefresh_failure') sessionGone();
    });
    return stop;
  }, [refresh, sessionGone]);

  useEffect(() => {
    unauthorizedListener = () => {
      void amplifySignOut().catch(() => undefined);
      sessionGone();
    };
    return () => {
      unauthorizedListener = undefined;
    };
  }, [sessionGone]);

  const value = useMemo(() => ({ status, user, signedOut, ended, refresh, signOut }), [status, user, signedOut, ended, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}

/** Amplify's error names, as messages a person can act on. */
export function authErrorMessage(error: unknown, fallback = 'An error occurred. Please try again.'): string {
  const e = error as { name?: string; message?: string };
  switch (e?.name) {
    case 'NotAuthorizedException':
      return /disabled/i.test(e.message ?? '') ? e.message! : 'Incorrect email or password.';
    case 'InvalidPasswordException':
      return e.message || 'The password does not meet the requirements.';
    case 'UserNotFoundException':
      return 'User does not exist.';
    case 'UsernameExistsException':
      return 'An account with this email already exists.';
    case 'CodeMismatchException':
      return 'That code is not right. Check the email and try again.';
    case 'ExpiredCodeException':
      return 'That code has expired. Request a new one.';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'Too many attempts. Please wait a moment and try again.';
    case 'UserAlreadyAuthenticatedException':
      return 'There is already a signed in user.';
    default:
      return e?.message || fallback;
  }
}
