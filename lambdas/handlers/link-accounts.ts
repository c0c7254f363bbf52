import { AdminLinkProviderForUserCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../cognito';

/**
 * The user pool's pre sign-up trigger, when Google sign-in is configured (decision 023): one person,
 * one account, whichever way they come in.
 *
 * - Google after a password: the Google identity is linked to the existing account
 *   (AdminLinkProviderForUser), if both sides have verified that email — never on an unverified one,
 *   which would hand the account to whoever typed the address. Cognito would still make a second user
 *   of this sign-up, so it is refused with a message that says the link is made: the next "Continue
 *   with Google" signs in to the existing account.
 * - A password after Google: Cognito cannot link an account to an external identity that already
 *   signed in, so the sign-up is refused, saying to continue with Google.
 *
 * Events and calls as documented: "Pre sign-up Lambda trigger" (triggerSource PreSignUp_SignUp,
 * PreSignUp_ExternalProvider; userName `Google_{sub}`), ListUsers with `Filter: email = "…"`, and
 * AdminLinkProviderForUser (DestinationUser `Cognito`/username, SourceUser provider/`Cognito_Subject`).
 */

export interface PreSignUpEvent {
  triggerSource: string;
  userPoolId: string;
  userName: string;
  request: { userAttributes: Record<string, string | undefined> };
  response: Record<string, unknown>;
}

export interface PoolUser {
  username: string;
  /** Made with a password in this pool (not by an external provider's sign-in). */
  native: boolean;
  emailVerified: boolean;
}

export interface LinkAccountsDeps {
  usersWithEmail(userPoolId: string, email: string): Promise<PoolUser[]>;
  link(userPoolId: string, username: string, provider: string, providerUserId: string): Promise<void>;
}

export const LINKED = 'Your Google account is now linked to your Stride account. Choose Continue with Google again to sign in.';
export const USE_GOOGLE = 'This email already signs in with Google. Choose Continue with Google to sign in.';

/** `Google_1234` → Google and 1234 (the provider's own names: Cognito writes them so). */
function externalIdentity(userName: string): { provider: string; id: string } | undefined {
  const at = userName.indexOf('_');
  if (at <= 0) return undefined;
  const provider = userName.slice(0, at);
  return { provider: provider.charAt(0).toUpperCase() + provider.slice(1), id: userName.slice(at + 1) };
}

/**
 * An email as accounts are matched on: trimmed, A–Z lower-cased and nothing else. Full Unicode case
 * rules would fold distinct addresses together (the Kelvin sign "K" lower-cases to "k"), letting a
 * look-alike address claim someone's account.
 */
export const matchableEmail = (email: string) => email.trim().replace(/[A-Z]/g, (c) => c.toLowerCase());

/** A ListUsers filter's quoted value, with `\` and `"` escaped as Cognito's ListUsers reference asks. */
export const filterValue = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;

export function linkAccountsHandler(deps: LinkAccountsDeps) {
  return async <E extends PreSignUpEvent>(event: E): Promise<E> => {
    const email = event.request.userAttributes.email && matchableEmail(event.request.userAttributes.email);
    if (!email) return event;
    if (event.triggerSource === 'PreSignUp_ExternalProvider') {
      const identity = externalIdentity(event.userName);
      if (!identity || event.request.userAttributes.email_verified !== 'true') return event;
      const existing = (await deps.usersWithEmail(event.userPoolId, email)).find((u) => u.native && u.emailVerified);
      if (!existing) return event;
      await deps.link(event.userPoolId, existing.username, identity.provider, identity.id);
      throw new Error(LINKED);
    }
    if (event.triggerSource === 'PreSignUp_SignUp') {
      if ((await deps.usersWithEmail(event.userPoolId, email)).some((u) => !u.native)) throw new Error(USE_GOOGLE);
    }
    return event;
  };
}

function deployedDeps(): LinkAccountsDeps {
  const cognito = cognitoClient();
  return {
    async usersWithEmail(userPoolId, email) {
      // https://docs.aws.amazon.com/cognito-user-identity-pools/latest/APIReference/API_ListUsers.html (Filter)
      const { Users = [] } = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = ${filterValue(email)}` }));
      return Users.map((u) => ({
        username: u.Username!,
        native: u.UserStatus !== 'EXTERNAL_PROVIDER',
        emailVerified: u.Attributes?.some((a) => a.Name === 'email_verified' && a.Value === 'true') ?? false,
      }));
    },
    async link(userPoolId, username, provider, providerUserId) {
      await cognito.send(
        new AdminLinkProviderForUserCommand({
          UserPoolId: userPoolId,
          DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: username },
          SourceUser: { ProviderName: provider, ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: providerUserId },
        }),
      );
    },
  };
}

let deployed: ReturnType<typeof linkAccountsHandler> | undefined;

export const handler = (event: PreSignUpEvent) => (deployed ??= linkAccountsHandler(deployedDeps()))(event);
