import type { Goal } from '../../../contract';
import { planCalendar } from '../../domain/calendar/ics';
import { isAccountDeleted } from '../../store/account-guard';
import { feedCandidate, isFeedSecret } from '../../store/calendar';
import { listGoalItems } from '../../store/goal';
import { getGoalWithRoadmap } from '../../store/read-goal';

/** The iCalendar text of the feed a secret names, or undefined for a secret that is not one (reset, off, never made). */
export async function calendarFeedText(secret: string, options: { now: Date; appUrl?: string }): Promise<string | undefined> {
  const userId = await feedOwner(secret);
  if (!userId) return undefined;
  return planCalendar(await feedGoals(userId), { now: options.now, ...(options.appUrl && { appUrl: options.appUrl }) });
}

/**
 * Whose feed a secret opens, or undefined: not one of ours, reset or turned off since, or the account
 * is being deleted.
 */
async function feedOwner(secret: string): Promise<string | undefined> {
  const userId = await feedCandidate(secret);
  if (!userId) return undefined;
  const [opens, deleted] = await Promise.all([isFeedSecret(userId, secret), isAccountDeleted(userId)]);
  return opens && !deleted ? userId : undefined;
}

/** What the feed lists: every ready goal with its dated days and tasks. */
async function feedGoals(userId: string): Promise<Goal[]> {
  const ready = (await listGoalItems(userId)).filter((g) => g.status === 'ready' && !g.deleting);
  return Promise.all(ready.map((g) => getGoalWithRoadmap(userId, g.id)));
}
