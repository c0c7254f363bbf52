import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keys } from '../keys';

export function useGoals() {
  return useQuery({
    queryKey: keys.goals,
    queryFn: () => api('goals.list').then((r) => r.goals),
    // While a roadmap is being generated, look again until it is ready (or failed).
    refetchInterval: (query) => (query.state.data?.some((g) => g.status === 'generating') ? 1500 : false),
  });
}
