import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keys } from './keys';

export function useProfile() {
  return useQuery({ queryKey: keys.me, queryFn: () => api('me.get').then((r) => r.profile) });
}

export function useRenameProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api('me.update', { body: { name } }).then((r) => r.profile),
    onSuccess: (profile) => client.setQueryData(keys.me, profile),
  });
}

export function deleteAccountData(): Promise<void> {
  return api('me.delete');
}
