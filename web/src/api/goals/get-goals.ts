import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keys } from '../keys';
import { generationPollInterval } from './generation-wait';

export function useGoals() {
  return useQuery({
    queryKey: keys.goals,
    queryFn: () => api('goals.list').then((r) => r.goals),
    // While a roadmap is being generated, look again until it is ready, failed or stuck.
    refetchInterval: (query) => (query.state.data ? generationPollInterval(query.state.data) : false),
  });
}
