import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keys } from '../keys';

/** Moves a goal's open days onto its schedule from today (or `from`); completed days stay. */
export function useRescheduleGoal(goalId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (from?: string) => api('goals.reschedule', { params: { goalId }, body: from ? { from } : {} }).then((r) => r.goal),
    onSuccess: (goal) => {
      client.setQueryData(keys.goal(goalId), goal);
      void client.invalidateQueries({ queryKey: keys.goals });
    },
  });
}
