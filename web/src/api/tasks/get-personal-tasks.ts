import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keys } from '../keys';

export function usePersonalTasks() {
  return useQuery({ queryKey: keys.personalTasks, queryFn: () => api('personalTasks.list').then((r) => r.tasks) });
}
