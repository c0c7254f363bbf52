import { dateIn, type HistoryItem } from '@contract';
import { weekdayLongDateOf } from '@/lib/dates';

/** A day's heading in History, in the user's time zone: "Wednesday 19 March 2025". */
export const dayHeading = (date: Date, timeZone?: string): string => weekdayLongDateOf(date, timeZone);

/** Completed tasks grouped by their local completion day: newest day first, newest first within a day. */
export function groupByDay(items: HistoryItem[], timeZone?: string): { key: string; heading: string; items: HistoryItem[] }[] {
  const sorted = [...items].filter((i) => i.completedAt).sort((a, b) => b.completedAt!.localeCompare(a.completedAt!));
  const groups = new Map<string, { key: string; heading: string; items: HistoryItem[] }>();
  for (const item of sorted) {
    const date = new Date(item.completedAt!);
    const key = dateIn(date, timeZone);
    if (!groups.has(key)) groups.set(key, { key, heading: dayHeading(date, timeZone), items: [] });
    groups.get(key)!.items.push(item);
  }
  return [...groups.values()];
}
