import { GENERATION_TIMING } from '../contract';
import type { Construct } from 'constructs';
import { DEFAULT_BEDROCK_MODEL } from '../lambdas/roadmap/model-limits';

/** Deployment settings, from `cdk.json` context (override with `-c key=value`); never from code edits. */
export interface StrideConfig {
  /** Cognito hosted-domain prefix; must be unique in the region. @default stride-<account id> */
  domainPrefix?: string;
  /** Google sign-in: the OAuth client id and the name of a Secrets Manager secret holding its secret. */
  googleClientId?: string;
  googleClientSecretName?: string;
  /** Roadmap provider of the generator function. @default bedrock */
  roadmapProvider: 'bedrock' | 'builtin' | 'openai';
  /** A model id or a cross-Region inference profile id. @default global.amazon.nova-2-lite-v1:0 */
  bedrockModelId: string;
  /** @default 10 */
  dailyGenerationQuota: number;
  /** Generations that may run at once (the generator's reserved concurrency). @default 10 */
  generatorConcurrency: number;
  /** Week summaries that may run at once (the summariser's reserved concurrency; decision 045). @default 2 */
  summaryConcurrency: number;
  /** Weeks one generation asks the model for at the same time. @default 3 */
  roadmapWeekConcurrency: number;
  /** How long one model call may take, in seconds: at most the provider's deadline. @default 120 */
  roadmapCallTimeoutSeconds: number;
  /** The plan new users start on: `pro` for a personal install everyone may use fully. @default free */
  defaultPlan: 'free' | 'pro';
  /**
   * API Gateway's throttling of the whole stage, shared by every user: sized for the install, far above
   * one user's share so that per-user limits act first. @default 500 requests/s, burst 1000
   */
  throttleRateLimit: number;
  throttleBurstLimit: number;
  /** API writes one user may make per minute (the handlers' check; decision 047). @default 300 */
  userRequestsPerMinute: number;
  /** API reads one user may make per minute, on a count of their own (decision 047). @default 600 */
  userReadsPerMinute: number;
  /** Attach an AWS WAF web ACL (managed rule groups) to the API. @default false (cost) */
  enableWaf: boolean;
  /**
   * A development web origin (e.g. http://localhost:5173) allowed as OAuth callback, sign-out URL and
   * CORS origin besides the deployed site. @default none: production trusts only its own origin
   */
  devWebOrigin?: string;
  supportEmail?: string;
  /**
   * Send Cognito's mail (codes, password resets) through Amazon SES from this verified address. Without
   * it Cognito's built-in mailer is used, which allows only a small number of emails a day per pool —
   * anyone signing up repeatedly can use it up. @default none
   */
  sesFromEmail?: string;
  /** The SES Region of `sesFromEmail`. @default the stack's Region */
  sesRegion?: string;
  /** The web build to deploy. @default web/dist */
  webDistPath: string;
  /** Subscribe this address to the alarms' SNS topic (lib/monitoring.ts). @default none: the topic has no subscriber */
  alarmEmail?: string;
  /**
   * The Bedrock charges guard: alarm when a day's estimated model charges pass this many US dollars,
   * estimated from the model's token counts at these list prices per million tokens. @default $5 a day;
   * Nova 2 Lite's prices ($0.33 in, $2.75 out; Amazon Bedrock pricing, on-demand)
   */
  bedrockDailyBudgetUsd: number;
  bedrockInputUsdPerMillionTokens: number;
  bedrockOutputUsdPerMillionTokens: number;
  /**
   * An AWS Budgets alert on the account's monthly costs, mailed to `alarmEmail` (which it needs): at 80%
   * and 100% of this many US dollars spent, and when the month's forecast passes it. `npm run bench --
   * cost` estimates a month. @default none: no budget
   */
  monthlyBudgetUsd?: number;
}

export function readConfig(scope: Construct): StrideConfig {
  const get = (key: string) => scope.node.tryGetContext(key) as unknown;
  const str = (key: string) => {
    const value = get(key);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const num = (key: string, fallback: number) => {
    const value = Number(get(key) ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`Context ${key} must be a positive number`);
    return value;
  };
  const whole = (key: string, fallback: number, min: number, max: number) => {
    const value = Number(get(key) ?? fallback);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`Context ${key} must be a whole number from ${min} to ${max}`);
    return value;
  };
  const plan = (value: string | undefined): StrideConfig['defaultPlan'] => {
    if (value === undefined || value === 'free' || value === 'pro') return value ?? 'free';
    throw new Error(`Context defaultPlan must be free or pro, got "${value}"`);
  };
  const email = (key: string) => {
    const value = str(key);
    if (value !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value))
      throw new Error(`Context ${key} must be an email address, got "${value}"`);
    return value;
  };
  const monthlyBudgetUsd = get('monthlyBudgetUsd') === undefined || get('monthlyBudgetUsd') === '' ? undefined : num('monthlyBudgetUsd', 0);
  const alarmEmail = email('alarmEmail');
  if (monthlyBudgetUsd !== undefined && !alarmEmail)
    throw new Error('Context monthlyBudgetUsd needs alarmEmail: the budget’s alerts are mailed there');
  const provider = str('roadmapProvider') ?? 'bedrock';
  if (!['bedrock', 'builtin', 'openai'].includes(provider)) throw new Error('Context roadmapProvider must be bedrock, builtin or openai');
  const googleClientId = str('googleClientId');
  const googleClientSecretName = str('googleClientSecretName');
  if (!!googleClientId !== !!googleClientSecretName) {
    throw new Error('Google sign-in needs both googleClientId and googleClientSecretName in context');
  }
  return {
    domainPrefix: str('domainPrefix'),
    googleClientId,
    googleClientSecretName,
    roadmapProvider: provider as StrideConfig['roadmapProvider'],
    bedrockModelId: str('bedrockModelId') ?? DEFAULT_BEDROCK_MODEL,
    dailyGenerationQuota: num('dailyGenerationQuota', 10),
    defaultPlan: plan(str('defaultPlan')),
    generatorConcurrency: num('generatorConcurrency', 10),
    summaryConcurrency: whole('summaryConcurrency', 2, 1, 10),
    roadmapWeekConcurrency: whole('roadmapWeekConcurrency', 3, 1, 10),
    roadmapCallTimeoutSeconds: whole('roadmapCallTimeoutSeconds', 120, 10, GENERATION_TIMING.providerDeadlineMs / 1000),
    throttleRateLimit: num('throttleRateLimit', 500),
    throttleBurstLimit: num('throttleBurstLimit', 1000),
    userRequestsPerMinute: num('userRequestsPerMinute', 300),
    userReadsPerMinute: num('userReadsPerMinute', 600),
    enableWaf: get('enableWaf') === true || get('enableWaf') === 'true',
    devWebOrigin: str('devWebOrigin'),
    supportEmail: str('supportEmail'),
    sesFromEmail: str('sesFromEmail'),
    sesRegion: str('sesRegion'),
    webDistPath: str('webDistPath') ?? 'web/dist',
    alarmEmail,
    bedrockDailyBudgetUsd: num('bedrockDailyBudgetUsd', 5),
    bedrockInputUsdPerMillionTokens: num('bedrockInputUsdPerMillionTokens', 0.33),
    bedrockOutputUsdPerMillionTokens: num('bedrockOutputUsdPerMillionTokens', 2.75),
    ...(monthlyBudgetUsd !== undefined && { monthlyBudgetUsd }),
  };
}
