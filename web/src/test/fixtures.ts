import type { GoalSummary } from '@contract';

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
  ...extra,
});
