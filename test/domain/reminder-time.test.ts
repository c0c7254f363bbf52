import { nextReminderRun, runHourOf, wallClockInstant } from '../../lambdas/domain/reminders/time';

describe('when a daily reminder is due', () => {
  it('finds the instant of an hour on a zone’s wall clock, either side of UTC and across clock changes', () => {
    expect(wallClockInstant('2026-11-23', 8, 'Europe/Berlin').toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(wallClockInstant('2026-07-01', 8, 'Europe/Berlin').toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(wallClockInstant('2026-11-23', 8, 'America/Los_Angeles').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(wallClockInstant('2026-11-23', 8, 'Pacific/Auckland').toISOString()).toBe('2026-11-22T19:00:00.000Z');
    // Berlin skips 02:00–03:00 on 29 March 2026: the first hour that exists.
    expect(wallClockInstant('2026-03-29', 2, 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('sends a half-hour zone’s reminder at the next full UTC hour, still within its hour', () => {
    const at = wallClockInstant('2026-11-23', 8, 'Asia/Kolkata'); // 02:30 UTC
    expect(at.toISOString()).toBe('2026-11-23T02:30:00.000Z');
    expect(runHourOf(at).toISOString()).toBe('2026-11-23T03:00:00.000Z'); // 08:30 in Kolkata
  });

  it('is today’s run while the hour has not passed and nothing was sent today, else tomorrow’s', () => {
    const zone = 'Europe/Berlin';
    expect(nextReminderRun(new Date('2026-11-23T05:10:00Z'), 8, zone).toISOString()).toBe('2026-11-23T07:00:00.000Z');
    // 08:40 in Berlin: still the hour, so today's (the next run picks it up).
    expect(nextReminderRun(new Date('2026-11-23T07:40:00Z'), 8, zone).toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(nextReminderRun(new Date('2026-11-23T08:10:00Z'), 8, zone).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(nextReminderRun(new Date('2026-11-23T05:10:00Z'), 8, zone, '2026-11-23').toISOString()).toBe('2026-11-24T07:00:00.000Z');
    // The night the clocks go back (25 October 2026), tomorrow's 08:00 is an hour later in UTC.
    expect(nextReminderRun(new Date('2026-10-24T07:10:00Z'), 8, zone, '2026-10-24').toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });
});
