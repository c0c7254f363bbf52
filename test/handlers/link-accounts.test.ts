import {
  filterValue,
  LINKED,
  linkAccountsHandler,
  matchableEmail,
  USE_GOOGLE,
  type PoolUser,
  type PreSignUpEvent,
} from '../../lambdas/handlers/link-accounts';

/**
 * The pre sign-up trigger with the user pool stood in for: Google sign-in cannot run here, and
 * cognito-local has no external providers. The events are shaped as Cognito's documentation gives them.
 */
function pool(users: PoolUser[]) {
  const links: { username: string; provider: string; id: string }[] = [];
  const lookups: string[] = [];
  const handler = linkAccountsHandler({
    usersWithEmail: async (_pool, email) => {
      lookups.push(email);
      return users;
    },
    link: async (_pool, username, provider, id) => {
      links.push({ username, provider, id });
    },
  });
  return { handler, links, lookups };
}

const event = (triggerSource: string, userName: string, attributes: Record<string, string>): PreSignUpEvent => ({
  triggerSource,
  userPoolId: 'eu-central-1_pool',
  userName,
  request: { userAttributes: attributes },
  response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
});

const ada: PoolUser = { username: 'ada-sub', native: true, emailVerified: true };

describe('linking Google and password accounts (pre sign-up)', () => {
  it('links a Google sign-in to the password account of the same verified email, and says to sign in again', async () => {
    const { handler, links, lookups } = pool([ada]);
    const google = event('PreSignUp_ExternalProvider', 'Google_1098765', { email: 'Ada@Example.org', email_verified: 'true' });
    await expect(handler(google)).rejects.toThrow(LINKED);
    expect(links).toEqual([{ username: 'ada-sub', provider: 'Google', id: '1098765' }]);
    expect(lookups).toEqual(['ada@example.org']);
  });

  it('never links on an address either side has not verified', async () => {
    const unverifiedGoogle = pool([ada]);
    const e = event('PreSignUp_ExternalProvider', 'Google_1098765', { email: 'ada@example.org', email_verified: 'false' });
    await expect(unverifiedGoogle.handler(e)).resolves.toBe(e);
    expect(unverifiedGoogle.links).toEqual([]);

    const unverifiedAccount = pool([{ ...ada, emailVerified: false }]);
    const verified = event('PreSignUp_ExternalProvider', 'Google_1098765', { email: 'ada@example.org', email_verified: 'true' });
    await expect(unverifiedAccount.handler(verified)).resolves.toBe(verified);
    expect(unverifiedAccount.links).toEqual([]);
  });

  it('lets a first Google sign-in through when no password account has the email', async () => {
    const { handler, links } = pool([]);
    const e = event('PreSignUp_ExternalProvider', 'Google_42', { email: 'new@example.org', email_verified: 'true' });
    await expect(handler(e)).resolves.toBe(e);
    expect(links).toEqual([]);
  });

  it('refuses a password sign-up with an email that signs in with Google, and lets others through', async () => {
    const googleOnly = pool([{ username: 'Google_42', native: false, emailVerified: true }]);
    await expect(googleOnly.handler(event('PreSignUp_SignUp', 'new-sub', { email: 'grace@example.org' }))).rejects.toThrow(USE_GOOGLE);
    const fresh = pool([]);
    const e = event('PreSignUp_SignUp', 'new-sub', { email: 'grace@example.org' });
    await expect(fresh.handler(e)).resolves.toBe(e);
    // An admin-created user is left alone.
    const admin = event('PreSignUp_AdminCreateUser', 'x', { email: 'grace@example.org' });
    await expect(googleOnly.handler(admin)).resolves.toBe(admin);
  });
});

describe('matching an email to accounts', () => {
  it('lower-cases A–Z only, so a look-alike address (the Kelvin sign for K) is never folded into another', async () => {
    expect(matchableEmail('  Ada.Lovelace@Example.TEST ')).toBe('ada.lovelace@example.test');
    const kelvin = '\u212Aate@example.test'; // "Kate" written with the Kelvin sign
    expect(matchableEmail(kelvin)).not.toBe('kate@example.test');
    const { handler, lookups } = pool([]);
    await handler(event('PreSignUp_SignUp', 'new-sub', { email: kelvin }));
    expect(lookups).toEqual([kelvin]);
  });

  it('escapes a backslash and a double quote in the ListUsers filter, as Cognito asks', () => {
    expect(filterValue('ada@example.test')).toBe('"ada@example.test"');
    expect(filterValue('a"b\\c@example.test')).toBe('"a\\"b\\\\c@example.test"');
  });
});
