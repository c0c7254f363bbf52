import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '@contract';
import { api } from '@/lib/api';
import { keys } from '../keys';

export function useReminders() {
  return useQuery({ queryKey: keys.reminders, queryFn: () => api('reminders.get').then((r) => r.reminders) });
}

export function useSaveReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: Omit<ReminderSettings, 'nextAt'>) => (await api('reminders.update', { body: settings })).reminders,
    onSuccess: (reminders) => client.setQueryData(keys.reminders, reminders),
  });
}
