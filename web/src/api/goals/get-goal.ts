import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalSummary } from '@contract';
import { api } from '@/lib/api';
import { keys } from '../keys';
import { generationPollInterval } from './generation-wait';

/** An adjusted plan being made is waited for as a roadmap being generated is. */
const waitedFor = (goal: Goal) =>
  goal.adjustment?.status === 'generating'
    ? { status: 'generating' as const, generationStartedAt: goal.adjustment.startedAt, createdAt: goal.createdAt }
    : goal;

/** One goal with its roadmap; polls, less and less often, while the roadmap (or an adjusted plan) is being generated. */
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
    refetchInterval: (query) => (query.state.data ? generationPollInterval([waitedFor(query.state.data)]) : false),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}
