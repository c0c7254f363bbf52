import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ENV, optionalEnv } from './env';

const endpoint = optionalEnv(ENV.cognitoEndpoint);
let client: CognitoIdentityProviderClient | undefined;

/**
 * The function's one client of the user pool's API — the account functions' admin calls and the
 * pool's triggers alike — made on first use, once per container; cognito-local's endpoint locally.
 */
export const cognitoClient = (): CognitoIdentityProviderClient =>
  (client ??= new CognitoIdentityProviderClient(endpoint ? { endpoint } : {}));
