/**
 * Every environment variable the backend reads, in one place. The CDK stack sets them on each
 * function; the local gateway and the tests set them in-process before importing a handler.
 */
export const ENV = {
  /** The single table's name. Required. */
  tableName: 'TABLE_NAME',
  /** DynamoDB endpoint override (DynamoDB Local). Unset when deployed. */
  dynamoEndpoint: 'DYNAMODB_ENDPOINT',
  /** Cognito user pool id, for DELETE /me. */
  userPoolId: 'USER_POOL_ID',
  /** The web app client's id: the audience (`aud`) every ID token the API accepts must name. Required by the API's functions. */
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** Cognito endpoint override (cognito-local). Unset when deployed. */
  cognitoEndpoint: 'COGNITO_ENDPOINT',
  /** How POST /goals starts generation: `events` (an event on GENERATION_BUS_NAME, deployed) or `inline` (local). */
  generationMode: 'GENERATION_MODE',
  /** The event bus whose rule invokes the generator, when GENERATION_MODE=events. */
  generationBus: 'GENERATION_BUS_NAME',
  /** The queue of late sweeps of deleted accounts (app/account/delete-data.ts). Unset locally: a timer sweeps. */
  accountSweepQueueUrl: 'ACCOUNT_SWEEP_QUEUE_URL',
  /**
   * The Secrets Manager secret (its ARN) holding the key of the user hash in logs (observability.ts,
   * decision 048): read at run time, so a log line cannot be tied to a user by hashing an id, and the
   * key is in no function's configuration. Unset locally: the hash is then unkeyed.
   */
  logHashSecret: 'LOG_HASH_SECRET',
  /** Roadmap provider: builtin (default) | bedrock | openai. */
  roadmapProvider: 'ROADMAP_PROVIDER',
  /** Bedrock model id. */
  bedrockModelId: 'BEDROCK_MODEL_ID',
  /** OpenAI-compatible endpoint: base URL (…/v1), model and key. */
  openaiBaseUrl: 'OPENAI_BASE_URL',
  openaiModel: 'OPENAI_MODEL',
  openaiApiKey: 'OPENAI_API_KEY',
  /** `on` when an AI provider sums up each week's review (decision 045); the stack sets it with a model. @default off */
  reviewSummaries: 'REVIEW_SUMMARIES',
  /** Weeks an AI provider writes at the same time (1 for a local server that answers one request at a time). @default 3 */
  roadmapConcurrency: 'ROADMAP_CONCURRENCY',
  /** How long one AI call may take, in milliseconds. @default 120000 */
  roadmapCallTimeoutMs: 'ROADMAP_CALL_TIMEOUT_MS',
  /** Web origins allowed to call the API (comma-separated, or *). Unset: no CORS headers (the local gateway adds its own). */
  allowedOrigins: 'ALLOWED_ORIGINS',
  /** Roadmap generations a user may start per UTC day. @default 10 */
  dailyGenerationQuota: 'DAILY_GENERATION_QUOTA',
  /** The plan a new user starts on: free (default) or pro (context defaultPlan). */
  defaultPlan: 'DEFAULT_PLAN',
  /** API writes (and reads as costly, the export) one user may make per minute (store/account-guard.ts). @default 300 */
  requestsPerMinute: 'REQUESTS_PER_MINUTE',
  /** API reads one user may make per minute (decision 047). @default 600 */
  readsPerMinute: 'READS_PER_MINUTE',
  /** The verified SES sender of Stride's own mail (the email-change notice). */
  sesFromEmail: 'SES_FROM_EMAIL',
  /** The SES Region of SES_FROM_EMAIL. @default the function's Region */
  sesRegion: 'SES_REGION',
  /** The web app's address, for links in mail. */
  appUrl: 'APP_URL',
  /** The API's address (…/Prod), for the reminders' one-click unsubscribe header. */
  apiUrl: 'API_URL',
} as const;

/** Reads a required variable, failing with a message that names it. */
export function requireEnv(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function optionalEnv(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env[name];
  return value ? value : undefined;
}

export function intEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Environment variable ${name} must be a whole number, got "${raw}"`);
  return value;
}
