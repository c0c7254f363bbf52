import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustPlanRequest, Goal } from '@contract';
import { api } from '@/lib/api';
import { keys } from '../keys';

/** Every change to an adjustment answers (or implies) the goal as it now is: it replaces the cached one. */
function useGoalChange<V>(goalId: string, run: (vars: V) => Promise<Goal | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (goal) => {
      if (goal) client.setQueryData(keys.goal(goalId), goal);
      void client.invalidateQueries({ queryKey: keys.goal(goalId) });
      void client.invalidateQueries({ queryKey: keys.goals });
    },
  });
}

/** Starts planning the weeks not yet begun again; the new plan follows in the background. */
export const useAdjustGoal = (goalId: string) =>
  useGoalChange(goalId, (request: AdjustPlanRequest) => api('goals.adjust', { params: { goalId }, body: request }).then((r) => r.goal));

/** Puts the proposed weeks in place of the current ones. */
export const useAcceptAdjustment = (goalId: string) =>
  useGoalChange(goalId, () => api('goals.acceptAdjustment', { params: { goalId } }).then((r) => r.goal));

/** Keeps the current plan and drops the proposed one. */
export const useDiscardAdjustment = (goalId: string) =>
  useGoalChange(goalId, () => api('goals.discardAdjustment', { params: { goalId } }).then(() => undefined));
