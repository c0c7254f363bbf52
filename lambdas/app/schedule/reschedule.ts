import { todayIn, type Goal } from '../../../contract';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { rescheduleStart } from '../../domain/schedule/reschedule';
import { datesOf, getGoalItem, scheduleOf } from '../../store/goal';
import { getGoalWithRoadmap } from '../../store/read-goal';
import { putPlacement } from '../../store/reschedule';
import { rescheduled } from '../../domain/schedule/reschedule';

/**
 * "Reschedule from `from`" (default: today in the goal's time zone): every incomplete day moves onto
 * the schedule's weekdays from that date; completed days keep theirs, so a reschedule computed while
 * another lands is still right and the last one wins, whole. A day completed meanwhile makes it read
 * the goal again. The same request sent twice gives the same calendar.
 */
export async function rescheduleGoal(userId: string, goalId: string, from?: string, tries = 3): Promise<Goal> {
  const item = await getGoalItem(userId, goalId);
  if (!item || item.deleting) throw new NotFoundError('Goal not found');
  if (item.status !== 'ready') throw new ConflictError('Only a goal with a roadmap can be rescheduled.');
  const start = rescheduleStart(todayIn(scheduleOf(item).timeZone), from);
  const placement = rescheduled(datesOf(item), new Set(item.doneDays ?? []), start);
  if (!(await putPlacement(userId, goalId, placement, item.completedDays))) {
    if (tries <= 1) throw new ConflictError('The goal changed while it was being rescheduled. Please try again.');
    return rescheduleGoal(userId, goalId, from, tries - 1);
  }
  return getGoalWithRoadmap(userId, goalId);
}
