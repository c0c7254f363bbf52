import { AdminDeleteUserCommand, CognitoIdentityProviderClient, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { updateProfileSchema } from '../../contract/schemas';
import { ENV, optionalEnv } from '../env';
import { deleteAllUserData } from '../store/account';
import { getProfile, updateProfileName } from '../store/profile';
import { httpHandler, parse } from './http';

const userPoolId = optionalEnv(ENV.userPoolId);
const cognitoEndpoint = optionalEnv(ENV.cognitoEndpoint);
const cognito = new CognitoIdentityProviderClient(cognitoEndpoint ? { endpoint: cognitoEndpoint } : {});

export const handler = httpHandler('me', {
  'me.get': async ({ identity }) => ({ status: 200, body: { profile: await getProfile(identity) } }),

  'me.update': async ({ identity, body }) => {
    const { name } = parse(updateProfileSchema, body);
    return { status: 200, body: { profile: await updateProfileName(identity, name) } };
  },

  /** Deletes all of the caller's data, then the Cognito user, so nothing is left to sign in to. */
  'me.delete': async ({ identity, claims }) => {
    await deleteAllUserData(identity.userId);
    if (!userPoolId) throw new Error(`${ENV.userPoolId} is not set: cannot delete the Cognito user`);
    try {
      await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: claims['cognito:username'] ?? identity.userId }));
    } catch (error) {
      if (!(error instanceof UserNotFoundException)) throw error;
    }
    return { status: 204 };
  },
});
