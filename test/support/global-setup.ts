import { startDynamo } from '../../local/dynamo';
import { claimPort } from '../../local/ports';
import { ENV } from '../../lambdas/env';
import quietEnv from './quiet-env';

/**
 * Starts one in-memory DynamoDB Local for the whole jest run, the same way `npm start` does; each test
 * file creates its own table (test/support/test-table.ts). Workers inherit the environment set here.
 */
export default async function globalSetup(): Promise<void> {
  const host = '127.0.0.1';
  const dynamo = await startDynamo({ host, port: await claimPort(host, 0, 'DynamoDB Local', 'a free port') });
  (globalThis as { __STOP_DYNAMO__?: () => Promise<void> }).__STOP_DYNAMO__ = dynamo.stop;
  process.env[ENV.dynamoEndpoint] = dynamo.endpoint;
  quietEnv();
}
