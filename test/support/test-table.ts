import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../../lambdas/store/table';
import { ENV } from '../../lambdas/env';

/** The app client id the handlers under test accept as an ID token's audience. */
export const TEST_CLIENT_ID = 'test-web-client';

/**
 * Creates a fresh table on the run's DynamoDB Local and points TABLE_NAME at it. Call before importing
 * any store or handler module (they read the environment once, at module scope).
 */
export async function createTestTable(): Promise<{ tableName: string; drop: () => Promise<void> }> {
  const endpoint = process.env[ENV.dynamoEndpoint];
  if (!endpoint) throw new Error('DYNAMODB_ENDPOINT is not set: run through jest (test/support/global-setup.ts)');
  const tableName = `stride-test-${randomUUID().slice(0, 8)}`;
  const client = new DynamoDBClient({ endpoint });
  await client.send(new CreateTableCommand(tableDefinition(tableName)));
  process.env[ENV.tableName] = tableName;
  process.env[ENV.userPoolClientId] = TEST_CLIENT_ID;
  return {
    tableName,
    drop: async () => {
      await client.send(new DeleteTableCommand({ TableName: tableName }));
      client.destroy();
    },
  };
}
