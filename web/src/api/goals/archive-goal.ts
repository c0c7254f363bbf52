import { api } from '@/lib/api';
import { useGoalChange } from './goal-change';

/** Archives a goal: kept with its History, off Home, its plan slot given back. */
export const useArchiveGoal = (goalId: string) =>
  useGoalChange(goalId, () => api('goals.archive', { params: { goalId } }).then((r) => r.goal));

/** Brings an archived goal back, if the plan has room for it. */
export const useRestoreGoal = (goalId: string) =>
  useGoalChange(goalId, () => api('goals.restore', { params: { goalId } }).then((r) => r.goal));
