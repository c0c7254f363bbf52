import { dateIn } from '../../../contract';

/** The local dates ("YYYY-MM-DD", in `timeZone`) of these completion instants, each as often as it occurs. */
export const completionDates = (instants: readonly string[], timeZone: string) => instants.map((at) => dateIn(new Date(at), timeZone));

/** Completions per local date from `from` to `to` (both included), oldest first, only dates with any. */
export function completionsPerDay(dates: readonly string[], from: string, to: string): { date: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const date of dates) if (date >= from && date <= to) counts.set(date, (counts.get(date) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count }));
}
