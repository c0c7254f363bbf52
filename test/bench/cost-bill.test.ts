import { bill, dominant, monthOf, NO_USAGE, tracesRecorded, type Usage } from '../../bench/cost/bill';
import { PRICES } from '../../bench/cost/prices';

/** The cost bench's arithmetic (bench/cost): prices with their sources, allowances, installs of many users. */
const prices = { input: 0.33, output: 2.75 };
const line = (usage: Partial<Usage>, name: string, freeTier: boolean) =>
  bill({ ...NO_USAGE, ...usage }, prices, freeTier).find((l) => l.name === name)!.usd;

describe('the cost bench’s bill', () => {
  it('keeps every price with the page it comes from and the day it was read', () => {
    for (const [name, price] of Object.entries(PRICES)) {
      expect({ name, source: price.source }).toEqual({ name, source: expect.stringMatching(/^https:\/\/aws\.amazon\.com\//) });
      expect(price.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(price.usd).toBeGreaterThan(0);
    }
  });

  it('charges past the always-free allowance only within the free tier', () => {
    // 400,000 GB-seconds are free: 500,000 bill 100,000 of them.
    expect(line({ lambdaGbSeconds: 500_000 }, 'Lambda', true)).toBeCloseTo(100_000 * PRICES.lambdaArmGbSeconds.usd, 6);
    expect(line({ lambdaGbSeconds: 500_000 }, 'Lambda', false)).toBeCloseTo(500_000 * PRICES.lambdaArmGbSeconds.usd, 6);
    expect(line({ activeUsers: 10_000 }, 'Cognito', true)).toBe(0);
    expect(line({ activeUsers: 10_001 }, 'Cognito', true)).toBeCloseTo(0.015, 6);
    expect(line({ alarms: 6 }, 'CloudWatch alarms, dashboard, metrics', true)).toBe(0);
    expect(line({ alarms: 54 }, 'CloudWatch alarms, dashboard, metrics', true)).toBeCloseTo(4.4, 6);
    // API Gateway's free tier is a 12-month offer: never counted.
    expect(line({ apiRequests: 1e6 }, 'API Gateway', true)).toBeCloseTo(3.5, 6);
  });

  it('prices the model’s tokens per million, with no free tier', () => {
    expect(line({ bedrockInputTokens: 1e6, bedrockOutputTokens: 1e6 }, 'Bedrock', true)).toBeCloseTo(3.08, 6);
  });

  it('records every request up to one a second, and 5% of the rest (X-Ray’s default sampling)', () => {
    expect(tracesRecorded(1000)).toBe(1000);
    const month = 30 * 86_400;
    expect(tracesRecorded(month + 1_000_000)).toBeCloseTo(month + 50_000, 6);
  });

  it('adds an install’s fixed costs once and a person’s month per user, and names the dearest line', () => {
    const fixed = { ...NO_USAGE, alarms: 6, secrets: 1 };
    const perUser = { ...NO_USAGE, activeUsers: 1, bedrockOutputTokens: 20_000 };
    const month = monthOf(fixed, perUser, 100);
    expect(month).toMatchObject({ alarms: 6, secrets: 1, activeUsers: 100, bedrockOutputTokens: 2_000_000 });
    expect(dominant(bill(month, prices, true)).name).toBe('Bedrock');
    expect(dominant(bill(monthOf(fixed, perUser, 1), prices, true)).name).toBe('Secrets Manager');
  });
});
