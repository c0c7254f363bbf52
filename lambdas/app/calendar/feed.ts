import { planCalendar } from '../../domain/calendar/ics';
import { feedGoals, feedOwner } from '../../store/calendar';

/** The iCalendar text of the feed a secret names, or undefined for a secret that is not one (reset, off, never made). */
export async function calendarFeedText(secret: string, options: { now: Date; appUrl?: string }): Promise<string | undefined> {
  const userId = await feedOwner(secret);
  if (!userId) return undefined;
  return planCalendar(await feedGoals(userId), { now: options.now, ...(options.appUrl && { appUrl: options.appUrl }) });
}
