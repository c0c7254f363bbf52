import { deleteDrafts, removeAdjustment } from '../../store/adjust';
import { markReviewOutcome } from '../../store/review';

/**
 * Drops an adjustment that is not being applied, and its draft; the current plan stays. With
 * `attemptId`, only that adjustment (the one its caller read): one started since is left alone. A
 * review that asked for the change is told it was discarded.
 */
export async function discardAdjustment(userId: string, goalId: string, attemptId?: string): Promise<void> {
  const { removed, review } = await removeAdjustment(userId, goalId, attemptId);
  if (!removed) return; // not the one read: nothing of it left to discard
  await deleteDrafts(userId, goalId, attemptId);
  if (review) await markReviewOutcome(userId, goalId, review.week, 'discarded');
}
