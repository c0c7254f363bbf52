import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal } from '@contract';
import { keys } from '../keys';

/**
 * A change to one goal that answers it as it now is (or nothing): the answer replaces the cached goal,
 * and the lists and the profile (its goal count) are read again.
 */
export function useGoalChange<V>(goalId: string, run: (vars: V) => Promise<Goal | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (goal) => {
      if (goal) client.setQueryData(keys.goal(goalId), goal);
      void client.invalidateQueries({ queryKey: keys.goal(goalId) });
      void client.invalidateQueries({ queryKey: keys.goals });
      void client.invalidateQueries({ queryKey: keys.me });
    },
  });
}
