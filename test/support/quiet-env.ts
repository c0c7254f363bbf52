/**
 * The environment every jest worker starts with: a region and stand-in credentials for the AWS SDK
 * (no test reaches AWS), and quiet logs and metrics. They are asserted where they are the subject
 * (test/handlers/observability.test.ts); elsewhere their lines, mostly of failures the tests provoke,
 * would only bury the test output.
 */
export default function quietEnv(): void {
  process.env.AWS_REGION ??= 'eu-central-1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
}
