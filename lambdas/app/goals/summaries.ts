import type { GoalSummary } from '../../../contract';
import { listGoalItems } from '../../store/goal';
import { goalSummaries } from '../../store/read-goal';

/**
 * Home's and the sidebar's goals: one Query for the goal items, then each one's summary. A goal being
 * deleted reads as gone; a deletion cut short is the late sweep's to finish (app/goals/delete.ts), as
 * reads never write.
 */
export async function listGoalSummaries(userId: string, now = new Date()): Promise<GoalSummary[]> {
  const goals = (await listGoalItems(userId)).filter((g) => !g.deleting);
  return goalSummaries(userId, goals, now);
}
