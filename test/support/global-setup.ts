import { startDynamoLocal } from './dynamo-local';

/**
 * Starts one in-memory DynamoDB Local for the whole jest run; each test file creates its own table
 * (test/support/test-table.ts). Workers inherit the environment set here.
 */
export default async function globalSetup(): Promise<void> {
  const { endpoint, process: child } = await startDynamoLocal();
  (globalThis as { __DYNAMO__?: typeof child }).__DYNAMO__ = child;
  process.env.DYNAMODB_ENDPOINT = endpoint;
  process.env.AWS_REGION ??= 'eu-central-1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
}
