import { addDays, todayIn, type HistoryItem, type HistoryPage, type HistorySummary, type Streak } from '../../../contract';
import { completionDates, completionsPerDay } from '../../domain/history/days';
import { streakOf } from '../../domain/history/streak';
import { datesOf, goalTitles, listGoalItems, newestGoalZone, userZone } from '../../store/goal';
import { completionTimes, historyPage, type HistoryQuery } from '../../store/history';

/**
 * What the user has done, read from the history index (store/history.ts) and the goals: the pages of
 * completed tasks, the year's heatmap and the streak. Dates are the user's, in the time zone of their
 * newest goal (UTC without one).
 */

/** A page of completed tasks, newest first, each of a goal with that goal's title. */
export async function listHistory(userId: string, query: HistoryQuery): Promise<HistoryPage> {
  const { tasks, cursor } = await historyPage(userId, query);
  const titles = tasks.some((t) => t.goalId) ? await goalTitles(userId) : new Map<string, string>();
  const items = tasks.map((task): HistoryItem => {
    const goalTitle = task.goalId ? titles.get(task.goalId) : undefined;
    return goalTitle ? { ...task, goalTitle } : task;
  });
  return { items, ...(cursor && { cursor }) };
}

/** Completed tasks per day over the last year (the heatmap), of one goal or of all. */
export async function historySummary(userId: string, goalId?: string, now = new Date()): Promise<HistorySummary> {
  const timeZone = await newestGoalZone(userId);
  const to = todayIn(timeZone, now);
  const from = addDays(to, -364);
  // A day's margin either side of UTC: the zone's own dates are cut by completionsPerDay.
  const instants = await completionTimes(userId, { since: addDays(from, -1), ...(goalId && { goalId }) });
  return { from, to, timeZone, days: completionsPerDay(completionDates(instants, timeZone), from, to) };
}

/**
 * The user's streak (domain/history/streak.ts counts it), from the history index and the goal items —
 * no scan: the completion times come from one Query of the index, the scheduled dates from each goal's
 * placement.
 */
export async function userStreak(userId: string, now = new Date()): Promise<Streak> {
  const [goals, instants] = await Promise.all([listGoalItems(userId), completionTimes(userId)]);
  const planned = goals.filter((g) => g.status === 'ready' && !g.deleting);
  const timeZone = userZone(goals);
  const scheduled = new Set(planned.flatMap((g) => [...datesOf(g).values()]));
  return streakOf({ done: new Set(completionDates(instants, timeZone)), scheduled, today: todayIn(timeZone, now) });
}
