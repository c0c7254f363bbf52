import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ENV, optionalEnv } from './env';

let client: CognitoIdentityProviderClient | undefined;

/**
 * The function's one client of the user pool's API — the account functions' admin calls and the
 * pool's triggers alike — made on first use, once per container; cognito-local's endpoint locally.
 * The endpoint is read then, not when this module loads: the local runtime loads the pool's triggers
 * before it knows cognito-local's address.
 */
export function cognitoClient(): CognitoIdentityProviderClient {
  if (!client) {
    const endpoint = optionalEnv(ENV.cognitoEndpoint);
    client = new CognitoIdentityProviderClient(endpoint ? { endpoint } : {});
  }
  return client;
}
