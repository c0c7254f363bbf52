import { callerFrom, userPoolFromEnv } from '../app/account/security';
import { closeAccount } from '../app/account/close';
import { httpHandler } from './http';

/**
 * DELETE /me in a function of its own: the only one that may delete a Cognito user and schedule the
 * late sweep of a deleted account; it sends no mail (decision 042).
 */
const pool = userPoolFromEnv();

export const handler = httpHandler('accountDeletion', {
  'me.delete': async ({ identity, claims }) => {
    await closeAccount({ cognito: pool.cognito, userPoolId: pool.userPoolId() }, callerFrom(identity, claims), identity.userId);
    return { status: 204 };
  },
});
