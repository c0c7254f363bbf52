import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateGoalRequest, GoalSummary } from '@contract';
import { api } from '@/lib/api';
import { keys } from './keys';

export function useGoals() {
  return useQuery({
    queryKey: keys.goals,
    queryFn: () => api('goals.list').then((r) => r.goals),
    // While a roadmap is being generated, look again until it is ready (or failed).
    refetchInterval: (query) => (query.state.data?.some((g) => g.status === 'generating') ? 1500 : false),
  });
}

/** One goal with its roadmap; polls while the roadmap is being generated. */
export function useGoal(goalId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: keys.goal(goalId),
    queryFn: async () => {
      const { goal } = await api('goals.get', { params: { goalId } });
      const listed = client.getQueryData<GoalSummary[]>(keys.goals)?.find((g) => g.id === goalId);
      if (listed && listed.status !== goal.status) void client.invalidateQueries({ queryKey: keys.goals, exact: true });
      return goal;
    },
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? 1000 : false),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useCreateGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateGoalRequest; idempotencyKey: string }) =>
      api('goals.create', { body, headers: { 'Idempotency-Key': idempotencyKey } }).then((r) => r.goal),
    onSuccess: (goal) => {
      client.setQueryData<GoalSummary[]>(keys.goals, (old) => (old?.some((g) => g.id === goal.id) ? old : [...(old ?? []), goal]));
      client.setQueryData(keys.goal(goal.id), goal);
      void client.invalidateQueries({ queryKey: keys.me });
    },
  });
}

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
