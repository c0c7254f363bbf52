import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './dynamo';
import { epochSeconds } from './quota';

/**
 * The mark a deleted account leaves, outside the user's partition so deleting that partition keeps
 * it: an ID token stays valid until it expires (an hour by default, a day at most), and while it does
 * the API refuses it (lambdas/handlers/http.ts), so a deleted account can neither read nor write.
 * It holds no personal data and expires itself once no token of the account can be valid.
 *
 *   tombstone  PK DELETED#{sub}  SK ACCOUNT  deletedAt, expiresAt
 */
export const tombstoneKey = (userId: string) => ({ PK: `DELETED#${userId}`, SK: 'ACCOUNT' });

/** Longer than any Cognito token can live (refresh tokens are revoked on deletion; ID tokens last ≤ 1 day). */
const KEEP_SECONDS = 7 * 24 * 60 * 60;

export async function leaveTombstone(userId: string, now = new Date()): Promise<void> {
  const deletedAt = now.toISOString();
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...tombstoneKey(userId), type: 'tombstone', deletedAt, expiresAt: epochSeconds(deletedAt) + KEEP_SECONDS },
    }),
  );
}

/** Whether the account was deleted (a strongly consistent read: a deletion a moment ago counts). */
export async function isDeleted(userId: string): Promise<boolean> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: tombstoneKey(userId), ConsistentRead: true }));
  return Item !== undefined;
}
