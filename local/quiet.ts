// Imported first by the local entry points: cognito-local bundles the AWS SDK for JavaScript v2, whose
// maintenance-mode notice says nothing actionable about a local run. (The v3 SDK's Node-version notice
// does not appear: the project runs on its own Node 24, decision 065.)
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
// Powertools' development mode (lambdas/observability.ts): logs indented for reading on the console,
// metrics off — one process serves every request at once here, and nothing collects them.
process.env.POWERTOOLS_DEV ??= 'true';
export {};
