import type { AdjustPlanRequest, Goal } from '../../../contract';
import type { AdjustPlanInput } from '../../../contract/schemas';
import { firstOpenWeek } from '../../domain/adjust/open-week';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors';
import { newAttemptId } from '../../domain/ids';
import { beginAdjustment } from '../../store/adjust';
import { getGoalItem, scheduleOf, type AdjustmentItem, type GoalItem } from '../../store/goal';
import { getGoalWithRoadmap } from '../../store/read-goal';
import { startGeneration } from '../start-generation';

/**
 * "Adjust plan" (decision 021): the weeks not yet begun are planned again with new answers (daily
 * time, target, pace, weekdays), shown beside the current ones, and put in their place only when the
 * person accepts (accept.ts). The goal stays `ready` and usable throughout; the adjustment has its own
 * attempt and lease on the goal item (store/adjust.ts).
 */

const sameRequest = (item: GoalItem, input: AdjustPlanInput) =>
  (input.dailyMinutes ?? item.answers.dailyMinutes) === item.answers.dailyMinutes &&
  (input.targetLevel ?? item.answers.targetLevel).trim() === item.answers.targetLevel.trim() &&
  (input.pace ?? 'same') === 'same' &&
  (!input.weekdays || [...new Set(input.weekdays)].sort().join() === scheduleOf(item).weekdays.join());

/**
 * Starts an adjustment from the goal's first week not begun: set on the goal, with one generation
 * counted against the daily quota. The run is asked for by adjustGoal.
 */
export async function startAdjustment(
  userId: string,
  goalId: string,
  input: AdjustPlanInput,
  dailyQuota: number,
  options: { now?: Date; review?: AdjustmentItem['review'] } = {},
): Promise<{ goal: Goal; attemptId: string }> {
  const now = options.now ?? new Date();
  const item = await getGoalItem(userId, goalId);
  if (!item || item.deleting) throw new NotFoundError('Goal not found');
  if (item.status !== 'ready') throw new ConflictError('Only a goal with a roadmap can be adjusted.');
  if (sameRequest(item, input)) throw new ValidationError('Change the daily time, the target, the pace or the weekdays', 'body');
  const fromWeek = firstOpenWeek(await getGoalWithRoadmap(userId, goalId), new Set(item.doneDays ?? []));
  if (fromWeek > item.totalWeeks) {
    throw new ConflictError('Every week of this plan has begun, so there is nothing left to plan again.');
  }
  const attemptId = newAttemptId();
  const request: AdjustPlanRequest = {
    ...input,
    ...(input.targetLevel && { targetLevel: input.targetLevel.trim() }),
    ...(input.weekdays && { weekdays: [...new Set(input.weekdays)].sort((a, b) => a - b) }),
  };
  const adjustment: AdjustmentItem = {
    status: 'generating',
    request,
    fromWeek,
    startedAt: now.toISOString(),
    attemptId,
    ...(options.review && { review: options.review }),
  };
  await beginAdjustment(userId, goalId, adjustment, dailyQuota, now);
  return { goal: await getGoalWithRoadmap(userId, goalId), attemptId };
}

/**
 * Plans the weeks not yet begun again with new answers; the draft waits beside the plan for review.
 * `review` is set when a week's review asked for the change (app/reviews/review-week.ts).
 */
export async function adjustGoal(
  userId: string,
  goalId: string,
  input: AdjustPlanInput,
  dailyQuota: number,
  review?: { week: number; why: string },
): Promise<Goal> {
  const { goal, attemptId } = await startAdjustment(userId, goalId, input, dailyQuota, { review });
  await startGeneration({ userId, goalId, attemptId, kind: 'adjust' });
  return goal;
}
