// Imported first by the benchmarks that run the handlers in process: one log line per request or
// generated roadmap would bury the figures (Powertools reads the level once, when its logger is made).
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
export {};
