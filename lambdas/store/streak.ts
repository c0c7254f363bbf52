import { dateIn, todayIn, type Streak } from '../../contract';
import { queryAll } from './dynamo';
import { datesOf, listGoalItems, userZone } from './goal';
import { historyPk } from './history-index';
import { GSI1 } from './table';
import { streakOf } from '../domain/history/streak';

/**
 * The user's streak (domain/history/streak.ts counts it), from the history index and the goal
 * items — no scan: the completion times come from one Query of the index (only their sort keys), the
 * scheduled dates from each goal's placement. Dates are the user's, in the time zone of their newest
 * goal (UTC without one).
 */
export async function userStreak(userId: string, now = new Date()): Promise<Streak> {
  const [goals, completions] = await Promise.all([
    listGoalItems(userId),
    queryAll({
      IndexName: GSI1.name,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': historyPk(userId) },
      ProjectionExpression: 'GSI1SK',
    }),
  ]);
  const planned = goals.filter((g) => g.status === 'ready' && !g.deleting);
  const timeZone = userZone(goals);
  const scheduled = new Set(planned.flatMap((g) => [...datesOf(g).values()]));
  // GSI1SK is `{completedAt}#{taskId}`.
  const done = new Set(completions.map((c) => dateIn(new Date(String(c.GSI1SK).split('#')[0]!), timeZone)));
  return streakOf({ done, scheduled, today: todayIn(timeZone, now) });
}
