// Imported first by the cost bench: the functions log as they do deployed — Powertools' JSON lines at its
// default level and the metrics' embedded-format lines — so the bench weighs what CloudWatch would ingest
// (local/quiet.ts turns both into the local console's form otherwise).
process.env.POWERTOOLS_DEV = 'false';
export {};
