import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, rescheduled, todayIn, type Goal } from '../../contract';
import { ConflictError, NotFoundError, ValidationError } from '../domain/errors';
import { ddb, isConditionFailed, tableName } from './dynamo';
import { datesOf, getGoalItem, goalKey, scheduleOf } from './goal';
import { getGoalWithRoadmap } from './read-goal';

/** How far ahead a plan may be moved. */
const MAX_AHEAD_DAYS = 366;

/**
 * "Reschedule from `from`" (default: today in the goal's time zone): every incomplete day moves onto
 * the schedule's weekdays from that date; completed days keep theirs. The whole calendar is one
 * attribute of the goal item (contract/schedule.ts), so this is one write, and no two days can share a
 * date nor any day be left without one. A reschedule never moves a completed day, so one computed
 * while another lands is still right: the last one wins, whole. It applies only to the completed days
 * it was computed from (a day completed meanwhile makes it read again). The same request sent twice
 * gives the same calendar.
 */
export async function rescheduleGoal(userId: string, goalId: string, from?: string, tries = 3): Promise<Goal> {
  const item = await getGoalItem(userId, goalId);
  if (!item || item.deleting) throw new NotFoundError('Goal not found');
  if (item.status !== 'ready') throw new ConflictError('Only a goal with a roadmap can be rescheduled.');
  const today = todayIn(scheduleOf(item).timeZone);
  const start = from ?? today;
  // A day's slack either way of "today" covers a device a time zone away from the goal's.
  if (start < addDays(today, -1)) throw new ValidationError('from cannot be in the past', 'from');
  if (start > addDays(today, MAX_AHEAD_DAYS)) throw new ValidationError('from must be within a year from today', 'from');

  const placement = rescheduled(datesOf(item), new Set(item.doneDays ?? []), start);
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression: 'SET placement = :placement, updatedAt = :now',
        ConditionExpression: '#status = :ready AND completedDays = :completed AND attribute_not_exists(deleting)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':placement': placement,
          ':ready': 'ready',
          ':completed': item.completedDays,
          ':now': new Date().toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error) || tries <= 1) throw error;
    return rescheduleGoal(userId, goalId, from, tries - 1);
  }
  return getGoalWithRoadmap(userId, goalId);
}
