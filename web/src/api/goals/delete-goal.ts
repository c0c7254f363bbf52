import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoalSummary } from '@contract';
import { api } from '@/lib/api';
import { keys } from '../keys';

export function useDeleteGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (goalId: string) => api('goals.delete', { params: { goalId } }),
    onSuccess: (_, goalId) => {
      client.setQueryData<GoalSummary[]>(keys.goals, (old) => old?.filter((g) => g.id !== goalId));
      client.removeQueries({ queryKey: keys.goal(goalId) });
      void client.invalidateQueries({ queryKey: keys.historyAll });
      void client.invalidateQueries({ queryKey: keys.me });
    },
  });
}
