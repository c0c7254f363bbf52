import type { Goal } from '../../../contract';
import { firstOpenWeek } from '../../domain/adjust/open-week';
import { newAttemptId, newTaskId } from '../../domain/ids';
import { proposeAdjustment } from '../../store/adjust';
import { repeatWeekDraft } from '../../domain/adjust/draft';
import type { AdjustmentItem, GoalItem } from '../../store/goal';

/**
 * A weekly review's "this week once more" (decision 036), proposed as an adjustment that is ready at
 * once: its draft is the plan's own weeks, so no provider is asked and no generation counted. Made
 * only when the week after the reviewed one has not begun and no other adjustment is waiting; false
 * (nothing written) when either stopped being true meanwhile. `read` is the goal as the review read it
 * (store/read-goal.ts readGoal): the write is conditioned on its days done being unchanged, and a week
 * begun since is refused on accept, as for any adjustment.
 */
export async function proposeRepeat(
  userId: string,
  goalId: string,
  review: { week: number; why: string },
  read: { goal: Goal; items: Record<string, unknown>[] },
  now = new Date(),
): Promise<boolean> {
  const { goal, items } = read;
  const item = items.find((i) => i.type === 'goal') as GoalItem;
  const fromWeek = review.week + 1;
  // The weeks from the one after it not begun (the reviewed week itself may have been missed whole).
  if (item.status !== 'ready' || firstOpenWeek(goal, new Set(item.doneDays ?? [])) > fromWeek) return false;
  const own = new Set(items.filter((i) => i.type === 'task' && !i.runId).map((i) => String(i.id)));
  const draft = repeatWeekDraft(goal.weeks ?? [], own, review.week, fromWeek, newTaskId);
  const adjustment: AdjustmentItem = {
    status: 'ready',
    request: {},
    fromWeek,
    startedAt: now.toISOString(),
    attemptId: newAttemptId(),
    review,
    generatedBy: 'review',
  };
  return proposeAdjustment(userId, goalId, adjustment, draft, item.completedDays);
}
