/**
 * Signing up and in against the local pool exactly as the web app does (SignUp, the mailed code
 * from the outbox, ConfirmSignUp, USER_PASSWORD_AUTH). Used by the demo seed, tests and benchmarks.
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { OutboxMessage } from './outbox';

export interface LocalPool {
  cognitoUrl: string;
  clientId: string;
  outboxPath: string;
  region?: string;
}

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export function cognitoClient(pool: LocalPool): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: pool.cognitoUrl,
    region: pool.region ?? 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** The newest code mailed to `email`, waiting briefly for it to arrive. */
export async function latestCode(outboxPath: string, email: string, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(outboxPath)) {
      const lines = readFileSync(outboxPath, 'utf8').trim().split('\n').filter(Boolean);
      const mine = lines.map((l) => JSON.parse(l) as OutboxMessage).filter((m) => m.to === email && m.code);
      if (mine.length) return mine[mine.length - 1]!.code!;
    }
    if (Date.now() > deadline) throw new Error(`No code was mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function signIn(pool: LocalPool, email: string, password: string): Promise<Tokens> {
  const client = cognitoClient(pool);
  try {
    const { AuthenticationResult: r } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: pool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return { idToken: r!.IdToken!, accessToken: r!.AccessToken!, refreshToken: r!.RefreshToken! };
  } finally {
    client.destroy();
  }
}

/** Signs up, confirms with the mailed code and signs in; an existing account is signed in. */
export async function signUpAndSignIn(pool: LocalPool, user: { email: string; password: string; name: string }): Promise<Tokens> {
  const client = cognitoClient(pool);
  try {
    await client.send(
      new SignUpCommand({
        ClientId: pool.clientId,
        Username: user.email,
        Password: user.password,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'given_name', Value: user.name.split(' ')[0]! },
          { Name: 'name', Value: user.name },
        ],
      }),
    );
    const code = await latestCode(pool.outboxPath, user.email);
    await client.send(new ConfirmSignUpCommand({ ClientId: pool.clientId, Username: user.email, ConfirmationCode: code }));
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
  } finally {
    client.destroy();
  }
  return signIn(pool, user.email, user.password);
}

/** A small fetch wrapper for the local API with the caller's ID token. */
export function apiClient(apiUrl: string, idToken: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a client for tools and tests, which read the JSON they asked for
  return async <T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { Authorization: idToken, ...(body !== undefined && { 'Content-Type': 'application/json' }), ...headers },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
  };
}
