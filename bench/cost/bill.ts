import { PRICES, type Price } from './prices';

/** What one month of an install uses, in the units AWS bills. */
export interface Usage {
  lambdaRequests: number;
  lambdaGbSeconds: number;
  apiRequests: number;
  readUnits: number;
  writeUnits: number;
  storageGb: number;
  activeUsers: number;
  emails: number;
  customEvents: number;
  cdnGb: number;
  cdnRequests: number;
  s3Gets: number;
  logsGb: number;
  /** Requests and invocations X-Ray's sampling rule sees (each may start a trace). */
  traceable: number;
  alarms: number;
  dashboards: number;
  customMetrics: number;
  secrets: number;
  bedrockInputTokens: number;
  bedrockOutputTokens: number;
}

export const NO_USAGE: Usage = {
  lambdaRequests: 0,
  lambdaGbSeconds: 0,
  apiRequests: 0,
  readUnits: 0,
  writeUnits: 0,
  storageGb: 0,
  activeUsers: 0,
  emails: 0,
  customEvents: 0,
  cdnGb: 0,
  cdnRequests: 0,
  s3Gets: 0,
  logsGb: 0,
  traceable: 0,
  alarms: 0,
  dashboards: 0,
  customMetrics: 0,
  secrets: 0,
  bedrockInputTokens: 0,
  bedrockOutputTokens: 0,
};

/** An install's month: what the install costs whoever uses it (`fixed`) plus `users` times one person's month. */
export function monthOf(fixed: Usage, perUser: Usage, users: number): Usage {
  return Object.fromEntries((Object.keys(NO_USAGE) as (keyof Usage)[]).map((k) => [k, fixed[k] + users * perUser[k]])) as unknown as Usage;
}

const SECONDS_A_MONTH = 30 * 86_400;

/**
 * Traces X-Ray records of `requests` in a month under its default sampling rule: the first request
 * each second and 5% of the others ("Configuring sampling rules", AWS X-Ray developer guide), with the
 * requests spread evenly over the month (peaks only lower the count).
 */
export function tracesRecorded(requests: number): number {
  const reservoir = Math.min(requests, SECONDS_A_MONTH);
  return reservoir + 0.05 * (requests - reservoir);
}

export interface Line {
  name: string;
  /** US dollars a month. */
  usd: number;
}

/** Dollars for `amount` of `price`, less its always-free allowance when `freeTier`. */
function charge(price: Price, amount: number, freeTier: boolean): number {
  const billed = freeTier ? Math.max(0, amount - (price.free ?? 0)) : amount;
  return (billed / price.per) * price.usd;
}

/** The month's bill by service, at the given Bedrock prices per million tokens. */
export function bill(usage: Usage, bedrock: { input: number; output: number }, freeTier: boolean): Line[] {
  const p = PRICES;
  const c = (price: Price, amount: number) => charge(price, amount, freeTier);
  return [
    { name: 'Lambda', usd: c(p.lambdaRequests, usage.lambdaRequests) + c(p.lambdaArmGbSeconds, usage.lambdaGbSeconds) },
    { name: 'API Gateway', usd: c(p.apiGatewayRestRequests, usage.apiRequests) },
    {
      name: 'DynamoDB',
      usd: c(p.dynamoReadUnits, usage.readUnits) + c(p.dynamoWriteUnits, usage.writeUnits) + c(p.dynamoStorage, usage.storageGb),
    },
    { name: 'Cognito', usd: c(p.cognitoEssentialsMau, usage.activeUsers) },
    { name: 'SES', usd: c(p.sesMessages, usage.emails) },
    { name: 'EventBridge', usd: c(p.eventBridgeCustomEvents, usage.customEvents) },
    {
      name: 'CloudFront and S3',
      usd: c(p.cloudFrontTransferGb, usage.cdnGb) + c(p.cloudFrontRequests, usage.cdnRequests) + c(p.s3GetRequests, usage.s3Gets),
    },
    { name: 'CloudWatch Logs', usd: c(p.logsIngestedGb, usage.logsGb) },
    {
      name: 'CloudWatch alarms, dashboard, metrics',
      usd: c(p.alarms, usage.alarms) + c(p.dashboards, usage.dashboards) + c(p.customMetrics, usage.customMetrics),
    },
    { name: 'X-Ray', usd: c(p.xrayTraces, tracesRecorded(usage.traceable)) },
    { name: 'Secrets Manager', usd: c(p.secrets, usage.secrets) },
    {
      name: 'Bedrock',
      usd: (usage.bedrockInputTokens * bedrock.input + usage.bedrockOutputTokens * bedrock.output) / 1e6,
    },
  ];
}

/** The line that costs most. */
export const dominant = (lines: Line[]): Line => lines.reduce((a, b) => (b.usd > a.usd ? b : a));
