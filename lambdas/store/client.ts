import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENV, optionalEnv, requireEnv } from '../env';

/** One client per module instance (per Lambda container), never per request. */
export const tableName = requireEnv(ENV.tableName);

const endpoint = optionalEnv(ENV.dynamoEndpoint);

export const ddbClient = new DynamoDBClient(endpoint ? { endpoint } : {});

export const ddb = DynamoDBDocumentClient.from(ddbClient, {
  marshallOptions: { removeUndefinedValues: true },
});
