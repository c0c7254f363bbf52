import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Placement } from '../../contract';
import { ddb, isConditionFailed, tableName } from './dynamo';
import { goalKey } from './goal';

/**
 * Puts a goal's new calendar, whole (the calendar is one attribute of the goal item, contract/schedule.ts,
 * so no two days can share a date nor any day be left without one), if the goal is still ready and has
 * the completed days the calendar was computed from. False when it has not (a day completed meanwhile,
 * the goal being deleted): the caller reads it again.
 */
export async function putPlacement(userId: string, goalId: string, placement: Placement, completedDays: number): Promise<boolean> {
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
          ':completed': completedDays,
          ':now': new Date().toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
