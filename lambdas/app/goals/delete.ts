import { NotFoundError } from '../../domain/errors';
import { logger, userHash } from '../../observability';
import { deleteGoalAndItems } from '../../store/delete-goal';
import { listGoalItems } from '../../store/goal';
import { sweepLater } from '../sweep-later';
import { GOAL_DELETION_EVENT } from '../../../contract/events';

/**
 * Deletes a goal and everything under it (store/delete-goal.ts). Its late sweep is asked for first, so
 * that a deletion cut short (the function timing out mid-way through a long roadmap) is finished by the
 * sweep, not by whichever request reads the goals next: reads never write (decision 070). If asking
 * fails, nothing has been deleted yet and the request can be sent again.
 */
export async function deleteGoal(userId: string, goalId: string): Promise<void> {
  await sweepLater(GOAL_DELETION_EVENT, userId, finishGoalDeletions);
  await deleteGoalAndItems(userId, goalId);
}

/**
 * The late sweep of a goal's deletion: every deletion of the account's goals that began and did not end
 * is run again (each step may be repeated). It only finishes what a request of the account began, so a
 * sweep event nobody should have sent deletes nothing (decision 046). Returns how many it finished.
 */
export async function finishGoalDeletions(userId: string): Promise<number> {
  let finished = 0;
  // Listed from the goals index (eventually consistent): a deletion begun a moment ago waits for the next sweep.
  const begun = (await listGoalItems(userId)).filter((g) => g.deleting).map((g) => g.id);
  for (const goalId of begun) {
    try {
      await deleteGoalAndItems(userId, goalId);
      finished += 1;
    } catch (error) {
      // Finished meanwhile by its own request: nothing left to do.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  if (finished) logger.info('Finished goal deletions that were cut short', { user: userHash(userId), finished });
  return finished;
}
