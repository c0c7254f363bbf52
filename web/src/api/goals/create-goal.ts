import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGoalRequest, GoalSummary } from '@contract';
import { api } from '@/lib/api';
import { keys } from '../keys';

export function useCreateGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateGoalRequest; idempotencyKey: string }) =>
      api('goals.create', { body, headers: { 'Idempotency-Key': idempotencyKey } }).then((r) => r.goal),
    onSuccess: (goal) => {
      client.setQueryData<GoalSummary[]>(keys.goals, (old) =>
        old?.some((g) => g.id === goal.id) ? old : [...(old ?? []), { ...goal, behindDays: 0 }],
      );
      client.setQueryData(keys.goal(goal.id), goal);
      void client.invalidateQueries({ queryKey: keys.me });
    },
  });
}
