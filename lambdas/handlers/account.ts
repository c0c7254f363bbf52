import { changeEmailSchema, changePasswordSchema, twoFactorSchema } from '../../contract/schemas/account';
import { callerFrom, changeEmail, changePassword, setTwoFactor, userPoolFromEnv, type AccountDeps } from '../app/account/security';
import { ENV, optionalEnv } from '../env';
import { busNotifier } from '../app/account/notices';
import { httpHandler, parse } from './http';

/**
 * How the account signs in — its email, its password, its second factor — in a function of its own:
 * they need the Cognito client, which would otherwise weigh on the cold start of GET /me, read on
 * every page load (decision 024); their notices go through the bus to the mail function. Deleting the account is another function's
 * (handlers/account-deletion.ts), so neither holds the other's permissions (decision 042).
 */
const pool = userPoolFromEnv();

/**
 * Notices go to the account mail function through the bus when the stack has an SES sender (it renders
 * and sends them; decisions 044, 046); locally, local/stack.ts hands in its own delivery to the outbox.
 */
const noticeBus = optionalEnv(ENV.generationBus);
let notify: AccountDeps['notify'] = noticeBus ? busNotifier(noticeBus) : undefined;
export const useAccountNotifier = (deliver: NonNullable<AccountDeps['notify']>) => (notify = deliver);

const deps = (): AccountDeps => ({ cognito: pool.cognito, userPoolId: pool.userPoolId(), notify });

export const handler = httpHandler('account', {
  'me.email': async ({ identity, claims, body }) => {
    const { email } = parse(changeEmailSchema, body);
    return { status: 202, body: await changeEmail(deps(), callerFrom(identity, claims), email) };
  },

  'me.password': async ({ identity, claims, body }) => {
    await changePassword(deps(), { ...callerFrom(identity, claims), userId: identity.userId }, parse(changePasswordSchema, body));
    return { status: 204 };
  },

  'me.twoFactor': async ({ identity, claims, body }) => {
    const { enabled } = parse(twoFactorSchema, body);
    await setTwoFactor(deps(), callerFrom(identity, claims), enabled);
    return { status: 204 };
  },
});
