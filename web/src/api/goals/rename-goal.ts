import { api } from '@/lib/api';
import { useGoalChange } from './goal-change';

/** Gives a goal its person's own name; the goal page, the sidebar and Home follow. */
export const useRenameGoal = (goalId: string) =>
  useGoalChange(goalId, (title: string) => api('goals.rename', { params: { goalId }, body: { title } }).then((r) => r.goal));
