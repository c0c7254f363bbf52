import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { keys } from '../keys';

/** The device's time zone: the user's day, which completed personal tasks leave Home at the end of. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Open personal tasks and those completed today. */
export function usePersonalTasks() {
  return useQuery({
    queryKey: keys.personalTasks,
    queryFn: () => api('personalTasks.list', { query: { timeZone: timeZone() } }).then((r) => r.tasks),
  });
}

/** Personal tasks completed in the week before today, newest first; read only when asked for. */
export function useRecentPersonalTasks(enabled: boolean) {
  return useQuery({
    queryKey: keys.personalRecent,
    queryFn: () => api('personalTasks.list', { query: { view: 'recent', timeZone: timeZone() } }).then((r) => r.tasks),
    enabled,
  });
}
