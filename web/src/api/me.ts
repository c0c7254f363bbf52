import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@contract';
import { api } from '@/lib/api';
import { keys } from './keys';

export function useProfile() {
  return useQuery({ queryKey: keys.me, queryFn: () => api<{ profile: Profile }>('GET', '/me').then((r) => r.profile) });
}

export function useRenameProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<{ profile: Profile }>('PATCH', '/me', { name }).then((r) => r.profile),
    onSuccess: (profile) => client.setQueryData(keys.me, profile),
  });
}

export function deleteAccountData(): Promise<void> {
  return api<void>('DELETE', '/me');
}
