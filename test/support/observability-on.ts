// Imported first by the tests whose subject is logs and metrics, before any module creates Powertools'
// logger and metrics (they read these once): the other suites switch both off (global-setup.ts).
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
export {};
