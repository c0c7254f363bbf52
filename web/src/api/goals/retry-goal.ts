import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keys } from '../keys';

export function useRetryGoal(goalId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('goals.retry', { params: { goalId } }).then((r) => r.goal),
    onSuccess: (goal) => {
      client.setQueryData(keys.goal(goalId), goal);
      void client.invalidateQueries({ queryKey: keys.goals });
    },
  });
}
