import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keys } from '../keys';

export function useProfile() {
  return useQuery({ queryKey: keys.me, queryFn: () => api('me.get').then((r) => r.profile) });
}
