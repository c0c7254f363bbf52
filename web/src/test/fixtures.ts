import type { GoalSummary, Schedule, Streak } from '@contract';

/** Every day of the week from 1 January 2026, in UTC. */
export const aSchedule: Schedule = { startDate: '2026-01-01', weekdays: [1, 2, 3, 4, 5, 6, 7], timeZone: 'UTC' };

/** A streak with nothing done yet. */
export const aStreak: Streak = { current: 0, longest: 0, freezesLeft: 2, frozen: [] };

/** Complete API shapes for mocked answers (the client checks every answer against its route's schema). */
export const aGoal = (extra: Partial<GoalSummary> = {}): GoalSummary => ({
  id: 'g1',
  title: 'Learn Spanish',
  description: '',
  category: 'languages',
  option: 'Spanish',
  status: 'ready',
  progress: 0,
  totalDays: 0,
  completedDays: 0,
  totalWeeks: 0,
  createdAt: '2026-01-01T00:00:00Z',
  schedule: aSchedule,
  behindDays: 0,
  ...extra,
});
