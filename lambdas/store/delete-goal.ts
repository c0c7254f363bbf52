import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NotFoundError } from '../domain/errors';
import { ddb, deleteKeys, isConditionFailed, keysUnder, tableName, transact, TransactionConditionsFailed } from './dynamo';
import { goalKey, goalSk } from './goal';
import { releaseGoalSlot } from './profile';
import { userPk } from './user-key';

/**
 * Deletes every item under the goal, then the goal itself, and frees its slot in the plan. The goal is
 * marked `deleting` first: from then on it reads as gone and no generation run may write to it. Cut
 * short (a timeout mid-way), it is run again, from the start, by the late sweep (app/goals/delete.ts):
 * every step may be repeated.
 */
export async function deleteGoalAndItems(userId: string, goalId: string): Promise<void> {
  let archived: boolean;
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression: 'SET deleting = :true',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true },
        ReturnValues: 'ALL_NEW',
      }),
    );
    archived = Boolean(Attributes?.archivedAt);
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFoundError('Goal not found');
    throw error;
  }
  await deleteKeys(await keysUnder(userPk(userId), `${goalSk(goalId)}#`));
  try {
    await transact(userId, {
      goal: { Delete: { TableName: tableName(), Key: goalKey(userId, goalId), ConditionExpression: 'attribute_exists(PK)' } },
      // An archived goal gave its slot back when it was archived.
      slot: archived ? undefined : releaseGoalSlot(userId),
    });
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    if (error.has('goal')) throw new NotFoundError('Goal not found'); // deleted concurrently
    // No counted slot to free (a profile written before counting existed): delete the goal alone.
    await ddb().send(new DeleteCommand({ TableName: tableName(), Key: goalKey(userId, goalId) }));
  }
}
