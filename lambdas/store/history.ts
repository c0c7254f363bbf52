import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryItem, HistoryPage } from '../../contract';
import { ValidationError } from '../domain/errors';
import { ddb, tableName } from './dynamo';
import { goalTitles } from './goal';
import { GSI1 } from './table';
import { taskFromItem } from './task';
import { historyPk } from './history-index';
import { userPk } from './user-key';

/**
 * Completed tasks, newest first, from the history index (store/history-index.ts). Filtering by goal
 * (or `personal`) happens in the Query's filter, so a page may take several reads to fill.
 */

export interface HistoryQuery {
  goalId?: string;
  cursor?: string;
  limit: number;
}

function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(userId: string, cursor: string): Record<string, unknown> {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const keys = Object.keys(key).sort().join(',');
    // Only a key of the caller's own history partition can be a start key.
    if (keys === 'GSI1PK,GSI1SK,PK,SK' && key.GSI1PK === historyPk(userId) && key.PK === userPk(userId)) {
      return key;
    }
  } catch {
    // fall through
  }
  throw new ValidationError('is not a valid cursor', 'cursor');
}

export async function listHistory(userId: string, query: HistoryQuery): Promise<HistoryPage> {
  const filter =
    query.goalId === 'personal'
      ? { FilterExpression: 'attribute_not_exists(goalId)' }
      : query.goalId
        ? { FilterExpression: 'goalId = :goalId', goalValues: { ':goalId': query.goalId } }
        : {};
  const items: Record<string, unknown>[] = [];
  let startKey = query.cursor ? decodeCursor(userId, query.cursor) : undefined;
  do {
    const page = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.name,
        KeyConditionExpression: 'GSI1PK = :pk',
        ...(filter.FilterExpression && { FilterExpression: filter.FilterExpression }),
        ExpressionAttributeValues: { ':pk': historyPk(userId), ...filter.goalValues },
        ScanIndexForward: false,
        Limit: query.limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < query.limit);

  const titles = items.some((i) => i.goalId) ? await goalTitles(userId) : new Map<string, string>();
  const historyItems: HistoryItem[] = items.map((item) => {
    const task = taskFromItem(item);
    const goalTitle = task.goalId ? titles.get(task.goalId) : undefined;
    return goalTitle ? { ...task, goalTitle } : task;
  });
  return { items: historyItems, ...(startKey && { cursor: encodeCursor(startKey) }) };
}
