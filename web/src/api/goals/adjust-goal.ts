import type { AdjustPlanRequest } from '@contract';
import { api } from '@/lib/api';
import { useGoalChange } from './goal-change';

/** Starts planning the weeks not yet begun again; the new plan follows in the background. */
export const useAdjustGoal = (goalId: string) =>
  useGoalChange(goalId, (request: AdjustPlanRequest) => api('goals.adjust', { params: { goalId }, body: request }).then((r) => r.goal));

/** Puts the proposed weeks in place of the current ones. */
export const useAcceptAdjustment = (goalId: string) =>
  useGoalChange(goalId, () => api('goals.acceptAdjustment', { params: { goalId } }).then((r) => r.goal));

/** Keeps the current plan and drops the proposed one. */
export const useDiscardAdjustment = (goalId: string) =>
  useGoalChange(goalId, () => api('goals.discardAdjustment', { params: { goalId } }).then(() => undefined));
