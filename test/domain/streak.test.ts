import { addDays } from '../../contract';
import { streakOf } from '../../lambdas/domain/history/streak';

/** Dates from `from`, `n` days on. */
const run = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
const days = (...lists: string[][]) => new Set(lists.flat());

describe('streaks that forgive (contract/streak.ts)', () => {
  it('counts days with something done, up to today, and today does not break it before it is over', () => {
    const done = days(run('2026-11-16', 7)); // Mon 16 … Sun 22
    const scheduled = days(run('2026-11-16', 14));
    expect(streakOf({ done, scheduled, today: '2026-11-22' })).toMatchObject({ current: 7, longest: 7 });
    expect(streakOf({ done, scheduled, today: '2026-11-23' })).toMatchObject({ current: 7, longest: 7, freezesLeft: 2, frozen: [] });
  });

  it('never breaks on a day off the schedule', () => {
    // Monday to Friday planned, the weekend off and nothing done on it.
    const scheduled = days(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23', '2026-11-24']);
    const done = days(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23']);
    expect(streakOf({ done, scheduled, today: '2026-11-23' })).toMatchObject({ current: 6, freezesLeft: 2 });
  });

  it('spends up to two freezes a month on missed scheduled days, shows them, then breaks', () => {
    const scheduled = days(run('2026-11-01', 30));
    const done = days(run('2026-11-01', 10), run('2026-11-12', 3), run('2026-11-16', 2));
    // Missed the 11th and the 15th: both frozen; the streak runs on (10 + 3 + 2 days done).
    expect(streakOf({ done, scheduled, today: '2026-11-17' })).toEqual({
      current: 15,
      longest: 15,
      freezesLeft: 0,
      frozen: ['2026-11-11', '2026-11-15'],
    });
    // A third miss in the month breaks it; the longest is kept.
    expect(streakOf({ done: days([...done], ['2026-11-19']), scheduled, today: '2026-11-19' })).toMatchObject({
      current: 1,
      longest: 15,
      freezesLeft: 0,
    });
  });

  it('gives each month its own two freezes', () => {
    const scheduled = days(run('2026-10-25', 14));
    const done = days(run('2026-10-25', 14).filter((d) => !['2026-10-28', '2026-10-30', '2026-11-02', '2026-11-04'].includes(d)));
    // Two misses in October, two in November: all four frozen.
    expect(streakOf({ done, scheduled, today: '2026-11-07' })).toEqual({
      current: 10,
      longest: 10,
      freezesLeft: 0,
      frozen: ['2026-11-02', '2026-11-04'],
    });
    expect(streakOf({ done, scheduled, today: '2026-11-03' })).toMatchObject({ current: 7, freezesLeft: 1, frozen: ['2026-11-02'] });
  });

  it('is zero with nothing done, and spends no freeze while there is no streak to keep', () => {
    expect(streakOf({ done: new Set(), scheduled: days(run('2026-11-01', 10)), today: '2026-11-10' })).toEqual({
      current: 0,
      longest: 0,
      freezesLeft: 2,
      frozen: [],
    });
    const done = days(['2026-11-08']);
    expect(streakOf({ done, scheduled: days(run('2026-11-01', 10)), today: '2026-11-08' })).toEqual({
      current: 1,
      longest: 1,
      freezesLeft: 2,
      frozen: [],
    });
  });
});
