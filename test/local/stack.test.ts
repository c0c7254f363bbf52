import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createSign } from 'node:crypto';
import { join } from 'node:path';
import {
  AssociateSoftwareTokenCommand,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
  VerifySoftwareTokenCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack, type LocalStack } from '../../local/stack';
import { totpCode } from '../../local/totp';
import { eventually } from '../support/eventually';
import { apiClient, cognitoClient, latestCode, signIn, signUpAndSignIn, type Tokens } from '../../local/users';

/**
 * The local runtime as a caller meets it: real cognito-local tokens, the gateway over HTTP, the same
 * handler modules on DynamoDB Local.
 */
let stack: LocalStack;
let dataDir: string;
let tokens: Tokens;
const user = { email: 'runner@example.test', password: 'Rita-runs-far-away', name: 'Rita Runner' };

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

/** A token signed with cognito-local's own key, as its tokens are, so only the claims under test differ. */
function sign(payload: Record<string, unknown>): string {
  const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const key = (JSON.parse(readFileSync(file, 'utf8')) as { pem: string }).pem;
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${part(payload)}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(key).toString('base64url')}`;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stride-stack-'));
  stack = await startLocalStack({ webPort: 0, apiPort: 0, cognitoPort: 0, dynamoPort: 0, dataDir, inMemory: true, log: () => {} });
  tokens = await signUpAndSignIn(stack, user);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('local Cognito', () => {
  it('mails the confirmation code to the outbox as a JSON line', () => {
    const lines = readFileSync(stack.outboxPath, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({
      to: user.email,
      subject: expect.any(String),
      code: expect.stringMatching(/^\d{6}$/),
      at: expect.any(String),
    });
  });

  it('issues ID tokens with the name claims and a verified email', () => {
    expect(claimsOf(tokens.idToken)).toMatchObject({
      email: user.email,
      email_verified: true,
      given_name: 'Rita',
      name: 'Rita Runner',
      token_use: 'id',
      iss: `${stack.cognitoUrl}/${stack.userPoolId}`,
    });
  });

  it('refreshes through GetTokensFromRefreshToken, as Amplify 6 does, and GlobalSignOut ends every session’s refresh', async () => {
    const client = cognitoClient(stack);
    const refresh = (token: string) => client.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken: token }));
    const refreshed = await refresh(tokens.refreshToken);
    expect(claimsOf(refreshed.AuthenticationResult!.IdToken!).sub).toBe(claimsOf(tokens.idToken).sub);
    const elsewhere = await signIn(stack, user.email, user.password);
    await expect(client.send(new GlobalSignOutCommand({ AccessToken: 'not.a.token' }))).rejects.toThrow();
    await expect(client.send(new GlobalSignOutCommand({ AccessToken: tokens.accessToken }))).resolves.toBeDefined();
    await expect(refresh(tokens.refreshToken)).rejects.toThrow();
    await expect(refresh(elsewhere.refreshToken)).rejects.toThrow();
    client.destroy();
  });

  it('refuses a wrong password', async () => {
    const client = cognitoClient(stack);
    await expect(
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: stack.clientId,
          AuthParameters: { USERNAME: user.email, PASSWORD: 'wrong-Passw0rd' },
        }),
      ),
    ).rejects.toThrow();
    client.destroy();
  });
});

describe('local gateway', () => {
  it('lists, creates, reads, toggles and deletes goals for a signed-in user', async () => {
    const api = apiClient(stack.apiUrl, tokens.idToken);
    expect((await api('GET', '/goals')).body).toEqual({ goals: [] });
    const created = await api('POST', '/goals', {
      category: 'skills',
      option: 'Coding',
      answers: { currentLevel: 'beginner', targetLevel: 'build a small web app', dailyMinutes: 30, weeks: 4 },
    });
    expect(created.status).toBe(202);
    const goal = await eventually(
      async () => (await api('GET', `/goals/${created.body.goal.id}`)).body.goal,
      (g) => g.status !== 'generating',
    );
    expect(goal.status).toBe('ready');
    const day = goal.weeks[0].days[0];
    for (const task of day.tasks)
      expect((await api('PUT', `/tasks/${goal.id}/${day.id}/${task.id}`, { completed: true })).status).toBe(200);
    const [summary] = (await api('GET', '/goals')).body.goals;
    expect(summary).toMatchObject({ id: goal.id, completedDays: 1, currentDay: { id: goal.weeks[0].days[1].id } });
    expect((await api('DELETE', `/goals/${goal.id}`)).status).toBe(204);
    expect((await api('GET', '/goals')).body.goals).toEqual([]);
  });

  it('answers 401 to a missing, tampered or access token without reaching a handler', async () => {
    expect((await fetch(`${stack.apiUrl}/goals`)).status).toBe(401);
    const [h, , s] = tokens.idToken.split('.');
    const claims = claimsOf(tokens.idToken);
    const forged = [h, Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url'), s].join('.');
    expect((await apiClient(stack.apiUrl, forged)('GET', '/goals')).status).toBe(401);
    expect((await apiClient(stack.apiUrl, tokens.accessToken)('GET', '/goals')).status).toBe(401);
    const res = await apiClient(stack.apiUrl, 'Bearer nonsense')('GET', '/goals');
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('serves the calendar feed without a token (its secret is the key), and only that route', async () => {
    const api = apiClient(stack.apiUrl, tokens.idToken);
    expect((await fetch(`${stack.apiUrl}/calendar-feed`)).status).toBe(401);
    const { path } = (await api('POST', '/calendar-feed')).body.feed;
    const res = await fetch(`${stack.apiUrl}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await res.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect((await fetch(`${stack.apiUrl}/calendar-feed/${'x'.repeat(32)}/stride.ics`)).status).toBe(404);
    expect((await api('DELETE', '/calendar-feed')).status).toBe(204);
  });

  it('refuses a correctly signed token that has expired, has no expiry or issue time, or is older than a day', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { exp: _exp, iat: _iat, ...rest } = claimsOf(tokens.idToken);
    const status = async (payload: Record<string, unknown>) => (await apiClient(stack.apiUrl, sign(payload))('GET', '/goals')).status;
    // The same signing works: a fresh token is accepted.
    expect(await status({ ...rest, iat: now, exp: now + 3600 })).toBe(200);
    expect(await status({ ...rest, iat: now - 7200, exp: now - 3600 })).toBe(401);
    expect(await status({ ...rest, iat: now })).toBe(401);
    expect(await status({ ...rest, exp: now + 3600 })).toBe(401);
    expect(await status({ ...rest, iat: now - 2 * 86_400, exp: now + 3600 })).toBe(401);
  });

  it('answers CORS preflights for the web origin only, and 404 for unknown routes', async () => {
    const ok = await fetch(`${stack.apiUrl}/goals`, {
      method: 'OPTIONS',
      headers: { Origin: stack.webUrl, 'Access-Control-Request-Method': 'POST' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(stack.webUrl);
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const other = await fetch(`${stack.apiUrl}/goals`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect((await apiClient(stack.apiUrl, tokens.idToken)('GET', '/nope')).status).toBe(404);
  });

  it('refuses DELETE /me from a session signed in long ago, and deletes nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const stale = sign({ ...claimsOf(tokens.idToken), auth_time: now - 3600, iat: now, exp: now + 3600 });
    const res = await apiClient(stack.apiUrl, stale)('DELETE', '/me');
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'REAUTH_REQUIRED', message: 'For your security, sign in again to delete your account.' });
    expect((await apiClient(stack.apiUrl, tokens.idToken)('GET', '/me')).status).toBe(200);
    await expect(signIn(stack, user.email, user.password)).resolves.toBeDefined();
  });

  it('changes the email only through the API after a recent sign-in: never with the user’s own token', async () => {
    const mover = { email: 'api.mover@example.test', password: 'Moving-by-the-api', name: 'Api Mover' };
    const session = await signUpAndSignIn(stack, mover);
    const client = cognitoClient(stack);
    // A stolen access token cannot change the email straight at Cognito; the name it may.
    await expect(
      client.send(
        new UpdateUserAttributesCommand({
          AccessToken: session.accessToken,
          UserAttributes: [{ Name: 'email', Value: 'thief@example.test' }],
        }),
      ),
    ).rejects.toThrow('A client attempted to write unauthorized attribute');
    await client.send(
      new UpdateUserAttributesCommand({ AccessToken: session.accessToken, UserAttributes: [{ Name: 'name', Value: 'Api M.' }] }),
    );

    // Nor through the API from a session signed in long ago.
    const now = Math.floor(Date.now() / 1000);
    const stale = sign({ ...claimsOf(session.idToken), auth_time: now - 3600, iat: now, exp: now + 3600 });
    const refused = await apiClient(stack.apiUrl, stale)('PUT', '/me/email', { email: 'thief@example.test' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'REAUTH_REQUIRED', message: 'For your security, sign in again to change your email.' });
    expect((await apiClient(stack.apiUrl, session.idToken)('PUT', '/me/email', { email: 'not an address' })).body.error).toMatchObject({
      code: 'VALIDATION',
      field: 'email',
    });

    // A fresh session: the code goes to the new address, the old one is told, and keeps the account until then.
    const next = 'api.mover.new@example.test';
    const changed = await apiClient(stack.apiUrl, session.idToken)('PUT', '/me/email', { email: next });
    expect(changed).toMatchObject({ status: 202, body: { pendingEmail: next } });
    const code = await latestCode(stack.outboxPath, next);
    const mail = readFileSync(stack.outboxPath, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(mail.filter((m) => m.to === mover.email && m.text).map((m) => m.subject)).toEqual(['Your Stride email is being changed']);
    await expect(signIn(stack, mover.email, mover.password)).resolves.toBeDefined();
    await client.send(new VerifyUserAttributeCommand({ AccessToken: session.accessToken, AttributeName: 'email', Code: code }));
    expect(claimsOf((await signIn(stack, next, mover.password)).idToken).email).toBe(next);
    client.destroy();
  });

  it('changes the password through the API with the session’s own token, and tells the account', async () => {
    const changer = { email: 'changer@example.test', password: 'Changing-it-today', name: 'Cho Changer' };
    const session = await signUpAndSignIn(stack, changer);
    const api = apiClient(stack.apiUrl, session.idToken);
    const next = 'A-much-newer-passphrase';
    const wrong = await api('PUT', '/me/password', {
      currentPassword: 'not-it-at-all',
      newPassword: next,
      accessToken: session.accessToken,
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: { field: 'currentPassword' } } });
    const weak = await api('PUT', '/me/password', {
      currentPassword: changer.password,
      newPassword: 'short',
      accessToken: session.accessToken,
    });
    expect(weak.body.error).toMatchObject({ code: 'VALIDATION', field: 'newPassword' });
    // Another account's token is not this session's.
    const other = await signUpAndSignIn(stack, { email: 'other.changer@example.test', password: 'Someone-else-entirely', name: 'O' });
    const foreign = await api('PUT', '/me/password', {
      currentPassword: changer.password,
      newPassword: next,
      accessToken: other.accessToken,
    });
    expect(foreign.body.error).toMatchObject({ field: 'accessToken' });

    // A device signed in with the old password, say the one whoever learnt it uses.
    const elsewhere = await signIn(stack, changer.email, changer.password);
    expect(
      (await api('PUT', '/me/password', { currentPassword: changer.password, newPassword: next, accessToken: session.accessToken })).status,
    ).toBe(204);
    await expect(signIn(stack, changer.email, changer.password)).rejects.toThrow();
    await expect(signIn(stack, changer.email, next)).resolves.toBeDefined();
    // The server signed every session out: neither this one nor the other device can renew its tokens.
    const client = cognitoClient(stack);
    const refresh = (token: string) => client.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken: token }));
    await expect(refresh(elsewhere.refreshToken)).rejects.toThrow();
    await expect(refresh(session.refreshToken)).rejects.toThrow();
    client.destroy();
    const notices = readFileSync(stack.outboxPath, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .filter((m) => m.to === changer.email && m.text);
    expect(notices.map((m) => m.subject)).toEqual(['Your Stride password was changed']);
    expect(notices[0].text).toContain('every device signed in to it was signed out');
  });

  it('turns two-step verification on and off through the API, off only after a recent sign-in, telling the account each time', async () => {
    const guarded = { email: 'guarded@example.test', password: 'Guarded-by-an-app', name: 'Gus Guarded' };
    const session = await signUpAndSignIn(stack, guarded);
    const api = apiClient(stack.apiUrl, session.idToken);
    const client = cognitoClient(stack);
    const notices = () =>
      readFileSync(stack.outboxPath, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .filter((m) => m.to === guarded.email && m.text)
        .map((m) => m.subject);
    // On needs an authenticator app verified with Cognito first.
    expect((await api('PUT', '/me/two-factor', { enabled: true })).body.error).toMatchObject({ code: 'VALIDATION', field: 'enabled' });
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: session.accessToken }));
    await client.send(new VerifySoftwareTokenCommand({ AccessToken: session.accessToken, UserCode: totpCode(SecretCode!) }));
    expect((await api('PUT', '/me/two-factor', { enabled: true })).status).toBe(204);
    expect(notices()).toEqual(['Two-step verification is on']);
    await expect(signIn(stack, guarded.email, guarded.password)).rejects.toThrow();

    const now = Math.floor(Date.now() / 1000);
    const stale = sign({ ...claimsOf(session.idToken), auth_time: now - 3600, iat: now, exp: now + 3600 });
    const refused = await apiClient(stack.apiUrl, stale)('PUT', '/me/two-factor', { enabled: false });
    expect(refused.body.error).toEqual({
      code: 'REAUTH_REQUIRED',
      message: 'For your security, sign in again to turn off two-step verification.',
    });
    expect((await api('PUT', '/me/two-factor', { enabled: false })).status).toBe(204);
    expect(notices()).toEqual(['Two-step verification is on', 'Two-step verification was turned off']);
    await expect(signIn(stack, guarded.email, guarded.password)).resolves.toBeDefined();
    client.destroy();
  });

  it('deletes the account for good with DELETE /me: no sign-in, no refresh, and its unexpired token can no longer write', async () => {
    const other = { email: 'leaver@example.test', password: 'Lee-leaves-for-good', name: 'Lee Leaver' };
    const theirs = await signUpAndSignIn(stack, other);
    const api = apiClient(stack.apiUrl, theirs.idToken);
    await api('POST', '/personal-tasks', { title: 'Pack boxes' });
    expect((await api('DELETE', '/me')).status).toBe(204);
    await expect(signIn(stack, other.email, other.password)).rejects.toThrow();
    await expect(
      cognitoClient(stack).send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken: theirs.refreshToken })),
    ).rejects.toThrow();

    // The ID token is still unexpired: every route refuses it, and nothing is written.
    for (const [method, path, body] of [
      ['PATCH', '/me', { name: 'Back Again' }],
      ['POST', '/personal-tasks', { title: 'One more' }],
      ['GET', '/me', undefined],
    ] as const) {
      const res = await api(method, path, body);
      expect({ method, path, status: res.status, body: res.body }).toEqual({
        method,
        path,
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'This account has been deleted.' } },
      });
    }
    const sub = claimsOf(theirs.idToken).sub as string;
    const { Items } = await DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: stack.dynamoUrl,
        region: stack.region,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    ).send(new ScanCommand({ TableName: stack.tableName }));
    // Only the account's counters remain, outside its partition: the deletion's mark on each counter
    // that refuses a deleted account (writes, reads, previews), and the count of DELETE /me (decision
    // 047), each gone with its TTL.
    const left = (Items ?? []).filter((item) => String(item.PK).includes(sub));
    expect(left.map((item) => `${item.PK} ${item.SK}`).sort()).toEqual([
      `ACCOUNT#${sub} DELETIONS`,
      `ACCOUNT#${sub} GUARD`,
      `ACCOUNT#${sub} PREVIEWS`,
      `ACCOUNT#${sub} READS`,
    ]);
    for (const item of left) expect(item.expiresAt).toEqual(expect.any(Number));
    // Sending the deletion again (as after a timeout) finishes it rather than failing.
    expect((await api('DELETE', '/me')).status).toBe(204);
    // The first user's data is untouched.
    expect((await apiClient(stack.apiUrl, tokens.idToken)('GET', '/me')).status).toBe(200);
  });
});

describe('web server', () => {
  it('serves /config.json pointing at the local pool and gateway', async () => {
    const config = await (await fetch(`${stack.webUrl.replace('localhost', '127.0.0.1')}/config.json`)).json();
    expect(config).toMatchObject({
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.clientId,
      userPoolEndpoint: stack.cognitoUrl,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiUrl: stack.apiUrl,
      googleEnabled: false,
    });
  });
});

describe('loopback only', () => {
  /** Listening TCP sockets from /proc/net/tcp and tcp6: address (hex, as the kernel writes it), port, inode. */
  const listening = () =>
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
      readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((cols) => cols[3] === '0A')
        .map((cols) => {
          const [address, port] = cols[1]!.split(':') as [string, string];
          return { address, port: parseInt(port, 16), inode: cols[9]! };
        }),
    );
  const LOOPBACK = new Set([
    '0100007F', // 127.0.0.1
    '0000000000000000FFFF00000100007F', // ::ffff:127.0.0.1
    '00000000000000000000000001000000', // ::1
  ]);

  it('binds every port the stack opens, DynamoDB Local’s included, to the loopback interface', () => {
    const ours = new Set(
      stack.pids.flatMap((pid) =>
        readdirSync(`/proc/${pid}/fd`)
          .map((fd) => {
            try {
              return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
            } catch {
              return undefined; // closed meanwhile
            }
          })
          .filter((inode): inode is string => !!inode),
      ),
    );
    const sockets = listening().filter((s) => ours.has(s.inode));
    const ports = [stack.webUrl, stack.apiUrl, stack.cognitoUrl, stack.dynamoUrl].map((url) => Number(new URL(url).port));
    expect(ports.every((port) => sockets.some((s) => s.port === port))).toBe(true);
    expect(sockets.filter((s) => !LOOPBACK.has(s.address))).toEqual([]);
  });

  it('answers the web app’s origin only: a page elsewhere cannot call cognito-local’s admin API or DynamoDB Local', async () => {
    const evil = 'https://evil.example';
    const listUsers = (origin: string) =>
      fetch(stack.cognitoUrl, {
        method: 'POST',
        headers: {
          Origin: origin,
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': 'AWSCognitoIdentityProviderService.ListUsers',
        },
        body: JSON.stringify({ UserPoolId: claimsOf(tokens.idToken).iss.split('/').pop() }),
      });
    const refused = await listUsers(evil);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(user.email);
    // The web app's own origin is answered (sign-in runs from the browser), and so is a caller with no origin.
    expect((await listUsers(stack.webUrl)).status).toBe(200);
    // DynamoDB Local: a browser's preflight from another origin gets no permission to send.
    const preflight = await fetch(stack.dynamoUrl, {
      method: 'OPTIONS',
      headers: { Origin: evil, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-amz-target' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).not.toBe(evil);
    expect(preflight.headers.get('access-control-allow-origin')).not.toBe('*');
  });
});

describe('starting', () => {
  it('says clearly which port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const { port } = blocker.address() as { port: number };
    await expect(startLocalStack({ webPort: port, dataDir, inMemory: true, log: () => {} })).rejects.toThrow(
      `Port ${port} (web app) is already in use. Stop whatever uses it, or set STRIDE_WEB_PORT to another port.`,
    );
    blocker.close();
  });
});
