import type { Goal } from '../../../contract';
import { putArchived, putRestored } from '../../store/archive';
import type { Identity } from '../../store/profile';
import { getGoalWithRoadmap } from '../../store/read-goal';

/**
 * Archiving a goal (issue "Lifecycles that end well"): it keeps its roadmap and its History, leaves
 * Home, and gives its plan slot back — on the Free plan, room for the next goal. Restoring takes a slot
 * again, if the plan has one. Asking twice is answered with the goal as it is.
 */
export async function archiveGoal(userId: string, goalId: string, now = new Date()): Promise<Goal> {
  const at = now.toISOString();
  // No counted slot to give back (a profile from before goals were counted): archive it alone.
  if ((await putArchived(userId, goalId, at, { slot: true })) === 'no slot') await putArchived(userId, goalId, at, { slot: false });
  return getGoalWithRoadmap(userId, goalId);
}

export async function restoreGoal(identity: Identity, goalId: string, now = new Date()): Promise<Goal> {
  await putRestored(identity, goalId, now.toISOString());
  return getGoalWithRoadmap(identity.userId, goalId);
}
