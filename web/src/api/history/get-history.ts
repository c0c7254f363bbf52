import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keys } from '../keys';

/** Completed tasks, newest first; `filter` is '' (all), a goal id, or 'personal'. */
export function useHistory(filter: string) {
  return useInfiniteQuery({
    queryKey: keys.history(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api('history.list', { query: { goalId: filter, cursor: pageParam } }),
    getNextPageParam: (last) => last.cursor,
  });
}

/** Completed tasks per day over the last year, for the heatmap; `filter` as for useHistory. */
export function useHistorySummary(filter: string) {
  return useQuery({
    queryKey: [...keys.history(filter), 'summary'],
    queryFn: () => api('history.summary', { query: { goalId: filter } }),
  });
}
