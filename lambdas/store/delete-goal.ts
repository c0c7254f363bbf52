import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { NotFoundError } from '../domain/errors';
import { ddb, deleteKeys, keysUnder, tableName, transact, TransactionConditionsFailed } from './dynamo';
import { getGoalItem, goalKey, goalSk } from './goal';
import { profileKey } from './profile';
import { userPk } from './user-key';

/** Deletes every item under the goal, then the goal itself, and frees its slot in the plan. */
export async function deleteGoal(userId: string, goalId: string): Promise<void> {
  if (!(await getGoalItem(userId, goalId))) throw new NotFoundError('Goal not found');
  await deleteKeys(await keysUnder(userPk(userId), `${goalSk(goalId)}#`));
  try {
    await transact({
      goal: { Delete: { TableName: tableName(), Key: goalKey(userId, goalId), ConditionExpression: 'attribute_exists(PK)' } },
      slot: {
        Update: {
          TableName: tableName(),
          Key: profileKey(userId),
          UpdateExpression: 'ADD goalCount :minusOne',
          ConditionExpression: 'goalCount > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        },
      },
    });
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    if (error.has('goal')) throw new NotFoundError('Goal not found'); // deleted concurrently
    // No counted slot to free (a profile written before counting existed): delete the goal alone.
    await ddb().send(new DeleteCommand({ TableName: tableName(), Key: goalKey(userId, goalId) }));
  }
}
