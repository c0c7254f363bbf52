import { describe, expect, it } from 'vitest';
import { GENERATION_TIMING } from '@contract';
import { generationPollInterval, isStuck } from './generation-wait';

const started = Date.parse('2026-11-23T10:00:00Z');
const goal = (status: 'generating' | 'ready' | 'failed', startedSecondsAgo: number, now: number) => ({
  status,
  createdAt: '2026-11-01T00:00:00Z',
  generationStartedAt: new Date(now - startedSecondsAgo * 1000).toISOString(),
});

describe('waiting for a roadmap', () => {
  it('looks again every second at first, then less and less often', () => {
    const now = started;
    expect(generationPollInterval([goal('generating', 2, now)], now)).toBe(1000);
    expect(generationPollInterval([goal('generating', 30, now)], now)).toBe(3000);
    expect(generationPollInterval([goal('generating', 120, now)], now)).toBe(10_000);
    // The goal that started most recently sets the pace.
    expect(generationPollInterval([goal('generating', 120, now), goal('generating', 2, now)], now)).toBe(1000);
  });

  it('stops looking once nothing is generating, or what is generating is stuck', () => {
    const now = started;
    const stuckSeconds = GENERATION_TIMING.stuckAfterMs / 1000 + 1;
    expect(generationPollInterval([goal('ready', 2, now), goal('failed', 2, now)], now)).toBe(false);
    expect(generationPollInterval([goal('generating', stuckSeconds, now)], now)).toBe(false);
    expect(isStuck(goal('generating', stuckSeconds, now), now)).toBe(true);
    expect(isStuck(goal('generating', 60, now), now)).toBe(false);
    expect(isStuck(goal('ready', stuckSeconds, now), now)).toBe(false);
  });
});
