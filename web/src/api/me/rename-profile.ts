import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteResponse } from '@contract';
import { api } from '@/lib/api';
import { keys } from '../keys';

export function useRenameProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api('me.update', { body: { name } }).then((r) => r.profile),
    onSuccess: (profile) => client.setQueryData<RouteResponse<'me.get'>>(keys.me, (me) => me && { ...me, profile }),
  });
}
