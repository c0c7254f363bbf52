/**
 * The environment every jest worker starts with: a region and stand-in credentials for the AWS SDK
 * (no test reaches AWS), and quiet logs and metrics. They are asserted where they are the subject
 * (test/handlers/observability.test.ts); elsewhere their lines, mostly of failures the tests provoke,
 * would only bury the test output.
 */
export default function quietEnv(): void {
  process.env.AWS_REGION ??= 'eu-central-1';
  // cognito-local (the local Cognito) bundles the v2 SDK, whose end-of-support notice is about cognito-local,
  // not Stride (which uses v3): nothing a test run can act on.
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
}
