import { startDynamo } from '../../local/dynamo';
import { claimPort } from '../../local/ports';
import { ENV } from '../../lambdas/env';

/**
 * Starts one in-memory DynamoDB Local for the whole jest run, the same way `npm start` does; each test
 * file creates its own table (test/support/test-table.ts). Workers inherit the environment set here.
 */
export default async function globalSetup(): Promise<void> {
  const host = '127.0.0.1';
  const dynamo = await startDynamo({ host, port: await claimPort(host, 0, 'DynamoDB Local', 'a free port') });
  (globalThis as { __STOP_DYNAMO__?: () => Promise<void> }).__STOP_DYNAMO__ = dynamo.stop;
  process.env[ENV.dynamoEndpoint] = dynamo.endpoint;
  process.env.AWS_REGION ??= 'eu-central-1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  // Logs and metrics are asserted where they are the subject (test/handlers/observability.test.ts);
  // elsewhere their lines, mostly of failures the tests provoke, would only bury the test output.
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
}
