import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@contract';
import { config } from '@/config/runtime-config';
import { api } from '@/lib/api';
import { keys } from '../keys';

/** The user's calendar subscription, or null while it is off (its link only in the answer that made it). */
export function useCalendarFeed() {
  return useQuery({ queryKey: keys.calendarFeed, queryFn: () => api('calendar.get').then((r) => r.feed) });
}

/** Makes a new secret (the old one stops working at once) or turns the feed off. */
export function useChangeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'reset' | 'off'): Promise<CalendarFeed | null> =>
      change === 'reset' ? (await api('calendar.reset')).feed : (await api('calendar.delete'), null),
    onSuccess: (feed) => client.setQueryData(keys.calendarFeed, feed),
  });
}

/** The feed's full address, and the same for calendar apps that open `webcal:` links. */
export function feedUrls(feed: CalendarFeed & { path: string }): { https: string; webcal: string } {
  const https = new URL(`${config().apiUrl}${feed.path}`, window.location.origin).toString();
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
