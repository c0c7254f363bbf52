// Imported first by the local entry points: the AWS SDKs' Node-version and end-of-support notices
// say nothing actionable about a local run. (cognito-local still bundles the v2 SDK.)
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
// Powertools' development mode (lambdas/observability.ts): logs indented for reading on the console,
// metrics off — one process serves every request at once here, and nothing collects them.
process.env.POWERTOOLS_DEV ??= 'true';
export {};
