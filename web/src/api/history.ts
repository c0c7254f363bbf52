import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryPage } from '@contract';
import { api } from '@/lib/api';
import { keys } from './keys';

/** Completed tasks, newest first; `filter` is '' (all), a goal id, or 'personal'. */
export function useHistory(filter: string) {
  return useInfiniteQuery({
    queryKey: keys.history(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filter) params.set('goalId', filter);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return api<HistoryPage>('GET', `/history${query ? `?${query}` : ''}`);
    },
    getNextPageParam: (last) => last.cursor,
  });
}
