/**
 * What AWS charges for each thing a Stride install uses: US East (N. Virginia) list prices in US dollars,
 * on-demand, each with where it was read and when. Other Regions differ by a few per cent to a third
 * (eu-central-1 is dearer for Lambda and API Gateway). `free` is the allowance every account keeps each
 * month, for ever ("always free"); the 12-month offers (API Gateway's million calls, SES's 3,000 messages)
 * are left out: accounts opened since 2025-07-15 get Free Tier credits instead of them (the API Gateway
 * pricing page), so an owner cannot count on them.
 *
 * AWS's own pricing pages draw their rate tables in the browser, so their stored text often has no
 * figures; where that is so, `source` names the page and `via` the public transcription the figure was
 * read from. A figure found in none of the stored sources says so in `note`.
 */
export interface Price {
  /** US dollars for `per` units. */
  usd: number;
  per: number;
  unit: string;
  /** Units each month that are not charged, for ever. */
  free?: number;
  source: string;
  via?: string;
  /** When the figure was read. */
  read: string;
  note?: string;
}

const LAMBDA = 'https://aws.amazon.com/lambda/pricing/';
const CLOUDWATCH = 'https://aws.amazon.com/cloudwatch/pricing/';

export const PRICES = {
  lambdaRequests: {
    usd: 0.2,
    per: 1e6,
    unit: 'requests',
    free: 1e6,
    source: LAMBDA,
    via: 'api-evangelist/aws-lambda plans (free tier: "one million requests and 400,000 GB-seconds per month")',
    read: '2026-11-26',
  },
  lambdaArmGbSeconds: {
    usd: 0.0000133334,
    per: 1,
    unit: 'GB-seconds (arm64)',
    free: 400_000,
    source: LAMBDA,
    via: 'artillery lib/platform/aws-lambda/prices.js (base arm64 1333340e-10 per GB-s)',
    read: '2026-11-26',
    note: 'The INIT phase of on-demand functions is billed as duration since 2025-08-01 (AWS Compute Blog); not found in the stored sources, so cold starts are counted in full.',
  },
  apiGatewayRestRequests: {
    usd: 3.5,
    per: 1e6,
    unit: 'REST API requests (first 333 million)',
    source: 'https://aws.amazon.com/api-gateway/pricing/',
    via: 'api-evangelist/aws-api-gateway plans ("$3.50 per million (first tier)")',
    read: '2026-11-26',
    note: 'Its free tier (one million calls a month) lasts 12 months and only for accounts opened before 2025-07-15.',
  },
  dynamoReadUnits: {
    usd: 0.125,
    per: 1e6,
    unit: 'read request units (on-demand)',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    via: 'Airbyte, "Amazon DynamoDB Pricing" (2025-07-21): after the 50% cut of 2024-11-01',
    read: '2026-11-26',
  },
  dynamoWriteUnits: {
    usd: 0.625,
    per: 1e6,
    unit: 'write request units (on-demand)',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    via: 'Airbyte, "Amazon DynamoDB Pricing" (2025-07-21)',
    read: '2026-11-26',
  },
  dynamoStorage: {
    usd: 0.25,
    per: 1,
    unit: 'GB-months stored',
    free: 25,
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    read: '2026-11-26',
    note: 'The rate ($0.25) and the 25 GB always free are not in the stored text of the page: the figures AWS listed in 2025.',
  },
  cognitoEssentialsMau: {
    usd: 0.015,
    per: 1,
    unit: 'monthly active users (Essentials plan)',
    free: 10_000,
    source: 'https://aws.amazon.com/cognito/pricing/',
    via: 'api-evangelist/amazon-cognito plans ("free tier of 10,000 monthly active user (MAU) per month per account")',
    read: '2026-11-26',
  },
  sesMessages: {
    usd: 0.1,
    per: 1000,
    unit: 'emails sent',
    source: 'https://aws.amazon.com/ses/pricing/',
    read: '2026-11-26',
    note: 'Not in the stored sources: the rate AWS listed in 2025 ($0.10 per 1,000 outbound messages). Its free tier (3,000 a month) lasts 12 months.',
  },
  eventBridgeCustomEvents: {
    usd: 1,
    per: 1e6,
    unit: 'custom events published',
    source: 'https://aws.amazon.com/eventbridge/pricing/',
    read: '2026-11-26',
    note: 'Not in the stored sources: the rate AWS listed in 2025. The hourly schedule rule’s own events are AWS events, which are not charged.',
  },
  cloudFrontTransferGb: {
    usd: 0.085,
    per: 1,
    unit: 'GB to viewers (North America, Europe)',
    free: 1024,
    source: 'https://aws.amazon.com/cloudfront/pricing/',
    read: '2026-11-26',
    note: 'Not in the stored sources: the pay-as-you-go rate AWS listed in 2025, with 1 TB a month always free.',
  },
  cloudFrontRequests: {
    usd: 0.01,
    per: 10_000,
    unit: 'HTTPS requests',
    free: 10e6,
    source: 'https://aws.amazon.com/cloudfront/pricing/',
    read: '2026-11-26',
    note: 'Not in the stored sources: the rate AWS listed in 2025, with 10 million requests a month always free.',
  },
  s3GetRequests: {
    usd: 0.0004,
    per: 1000,
    unit: 'GET requests (CloudFront to the bucket)',
    source: 'https://aws.amazon.com/s3/pricing/',
    read: '2026-11-26',
    note: 'Not in the stored sources: the S3 Standard rate AWS listed in 2025. Transfer from S3 to CloudFront is not charged.',
  },
  logsIngestedGb: {
    usd: 0.5,
    per: 1,
    unit: 'GB of logs ingested',
    free: 5,
    source: CLOUDWATCH,
    read: '2026-11-26',
    note: 'Not in the stored sources: the standard ingestion rate AWS listed in 2025 (Lambda’s logs are tiered from it), 5 GB a month always free.',
  },
  xrayTraces: {
    usd: 5,
    per: 1e6,
    unit: 'traces recorded',
    free: 100_000,
    source: 'https://aws.amazon.com/xray/pricing/',
    read: '2026-11-26',
    note: 'Not in the stored sources: the rate AWS listed in 2025, with 100,000 traces a month always free.',
  },
  alarms: {
    usd: 0.1,
    per: 1,
    unit: 'alarm metrics a month (standard resolution; a metric-math alarm counts each metric it uses)',
    free: 10,
    source: CLOUDWATCH,
    via: 'c3x.dev, "aws_cloudwatch_metric_alarm cost estimation" ($0.10 per standard alarm-month)',
    read: '2026-11-26',
    note: 'The unit "per alarm metric" and the 10 always free are the page as AWS listed it in 2025; not in the stored sources.',
  },
  dashboards: {
    usd: 3,
    per: 1,
    unit: 'dashboards a month',
    free: 3,
    source: CLOUDWATCH,
    read: '2026-11-26',
    note: 'Not in the stored sources: the rate AWS listed in 2025, 3 dashboards always free.',
  },
  customMetrics: {
    usd: 0.3,
    per: 1,
    unit: 'custom metrics a month',
    free: 10,
    source: CLOUDWATCH,
    read: '2026-11-26',
    note: 'Not in the stored sources: the rate AWS listed in 2025 (first 10,000 metrics), 10 always free; prorated by the hour a metric is published.',
  },
  secrets: {
    usd: 0.4,
    per: 1,
    unit: 'secrets a month',
    source: 'https://aws.amazon.com/secrets-manager/pricing/',
    read: '2026-11-26',
    note: 'Not in the stored sources: the rate AWS listed in 2025.',
  },
} satisfies Record<string, Price>;

/**
 * The default model's prices per million tokens: Stride's own configuration (lib/config.ts), the
 * figures the Bedrock charges alarm uses, so the estimate and the alarm agree.
 */
export const BEDROCK_SOURCE = {
  source: 'https://aws.amazon.com/bedrock/pricing/',
  via: 'Nova 2 Lite through a US (geographic) inference profile: $0.33 in, $2.75 out per million tokens (a public Bedrock price table, read 2026-11-26); OpenRouter lists the model at $0.30 and $2.50',
  read: '2026-11-26',
};
