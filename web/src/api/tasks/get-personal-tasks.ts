import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deviceTimeZone } from '@/lib/dates';
import { keys } from '../keys';

/** Open personal tasks and those completed today: today in this device's time zone, the user's day. */
export function usePersonalTasks() {
  return useQuery({
    queryKey: keys.personalTasks,
    queryFn: () => api('personalTasks.list', { query: { timeZone: deviceTimeZone() } }).then((r) => r.tasks),
  });
}

/** Personal tasks completed in the week before today, newest first; read only when asked for. */
export function useRecentPersonalTasks(enabled: boolean) {
  return useQuery({
    queryKey: keys.personalRecent,
    queryFn: () => api('personalTasks.list', { query: { view: 'recent', timeZone: deviceTimeZone() } }).then((r) => r.tasks),
    enabled,
  });
}
