import { parseDayId, type Goal } from '../../../contract';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { adjustedCalendar, draftDayIds, keptDayIds } from '../../domain/adjust/draft';
import { deleteDrafts, finishAccept, itemsFromWeek, markApplying, readDraft, replaceWeeks } from '../../store/adjust';
import { calendarOf, getGoalItem } from '../../store/goal';
import { getGoalWithRoadmap } from '../../store/read-goal';
import { markReviewOutcome } from '../../store/review';

/**
 * Puts the proposed weeks in place of the weeks from `fromWeek` on. Weeks before it, their days and
 * tasks are not touched; the user's own tasks in replaced weeks move to the same day of the new plan
 * (or its last day, when the plan got shorter). The goal is marked `applying` first, so that an
 * interrupted accept can be sent again and finish the job: every write is keyed by the draft (fixed
 * task ids), so repeating one writes the same items. Readers may see the old and new weeks mixed for
 * the moment it takes; the goal's counters are set last, from what is then complete. A review that
 * asked for the change is told it was accepted.
 */
export async function acceptAdjustment(userId: string, goalId: string): Promise<Goal> {
  const item = await getGoalItem(userId, goalId);
  if (!item || item.deleting) throw new NotFoundError('Goal not found');
  const adjustment = item.adjustment;
  // A second accept of the plan just accepted (a double click, two tabs) answers with the goal as it now is.
  if (!adjustment && item.accepted) return getGoalWithRoadmap(userId, goalId);
  if (!adjustment) throw new ConflictError('There is no adjusted plan to accept.');
  if (adjustment.status === 'generating') throw new ConflictError('The adjusted plan is still being prepared.');
  if (adjustment.status === 'failed') throw new ConflictError('The adjusted plan could not be made. Adjust again, or discard it.');
  const { fromWeek, attemptId } = adjustment;
  // Every item of the weeks being replaced, read once: whether they were begun, the user's own tasks
  // in them, and what to delete once the new weeks are written.
  const replaced = await itemsFromWeek(userId, goalId, fromWeek);

  if (adjustment.status === 'ready') {
    const begun =
      replaced.some((i) => i.type === 'task' && i.completed) || [...(item.doneDays ?? [])].some((id) => parseDayId(id)!.week >= fromWeek);
    if (begun) {
      throw new ConflictError(`Week ${fromWeek} has begun since this plan was made. Discard it and adjust again from where you are.`);
    }
    // Another accept or a discard got there first: answer as things now are.
    if (!(await markApplying(userId, goalId, attemptId))) return acceptAdjustment(userId, goalId);
  }
  const read = await readDraft(userId, goalId, attemptId);
  if (!read) {
    // Another accept of this plan finished while this one read it: its drafts are gone, its weeks in place.
    if ((await getGoalItem(userId, goalId))?.accepted === attemptId) return getGoalWithRoadmap(userId, goalId);
    throw new ConflictError('The adjusted plan is no longer available. Adjust again.');
  }
  const draft = read.weeks;
  // A catalogue goal's description is its plan's and is rewritten with it; a custom goal's is the person's.
  const description = item.category !== 'custom' ? read.description : undefined;

  const newDays = draftDayIds(draft);
  const lastNewDay = newDays.at(-1)!;
  await replaceWeeks(userId, goalId, attemptId, draft, replaced, (dayId) => (newDays.includes(dayId) ? dayId : lastNewDay));

  const { schedule, placement } = adjustedCalendar(calendarOf(item), adjustment.request.weekdays);
  const answers = {
    ...item.answers,
    ...(adjustment.request.dailyMinutes && { dailyMinutes: adjustment.request.dailyMinutes }),
    ...(adjustment.request.targetLevel && { targetLevel: adjustment.request.targetLevel }),
    weeks: fromWeek - 1 + draft.length,
  };
  // The goal as it is now: days completed or reopened since it was read above count.
  const current = await getGoalItem(userId, goalId);
  await finishAccept(userId, current, attemptId, [...keptDayIds(item.dayIds, fromWeek), ...newDays], {
    totalWeeks: fromWeek - 1 + draft.length,
    schedule,
    placement,
    answers,
    fromWeek,
    ...(description && { description }),
  });
  await deleteDrafts(userId, goalId);
  if (adjustment.review) await markReviewOutcome(userId, goalId, adjustment.review.week, 'accepted');
  return getGoalWithRoadmap(userId, goalId);
}
