import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Task } from '../../contract';
import { ValidationError } from '../domain/errors';
import { ddb, queryAll, tableName } from './dynamo';
import { GSI1 } from './table';
import { taskFromItem } from './task';
import { historyPk } from './history-index';
import { userPk } from './user-key';

/**
 * Completed tasks, newest first, from the history index (store/history-index.ts). Filtering by goal
 * (or `personal`) happens in the Query's filter, so a page may take several reads to fill. The
 * history's pages, heatmap and streak are app/history/read.ts's.
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

/** The Query filter that keeps one goal's completions, or the personal tasks'. */
function goalFilter(goalId: string | undefined) {
  if (goalId === 'personal') return { FilterExpression: 'attribute_not_exists(goalId)' };
  if (goalId) return { FilterExpression: 'goalId = :goalId', goalValues: { ':goalId': goalId } };
  return {};
}

/**
 * When the user's tasks were completed (one goal's, or the personal tasks', with `goalId`), since
 * `since` if given: one Query of the history index reading only each completion's sort key.
 */
export async function completionTimes(userId: string, options: { goalId?: string; since?: string } = {}): Promise<string[]> {
  const filter = goalFilter(options.goalId);
  const items = await queryAll({
    IndexName: GSI1.name,
    KeyConditionExpression: options.since ? 'GSI1PK = :pk AND GSI1SK >= :since' : 'GSI1PK = :pk',
    ...(filter.FilterExpression && { FilterExpression: filter.FilterExpression }),
    ExpressionAttributeValues: { ':pk': historyPk(userId), ...(options.since && { ':since': options.since }), ...filter.goalValues },
    ProjectionExpression: 'GSI1SK',
  });
  // GSI1SK is `{completedAt}#{taskId}`.
  return items.map((item) => String(item.GSI1SK).split('#')[0]!);
}

/**
 * Reads of the index one request may make, and index entries each may look through when a goal's
 * filter leaves some out: a goal with no completions among thousands costs a page's reads, not a walk
 * of the whole index. The answer's cursor then continues where the reads stopped.
 */
const MAX_READS = 2;
const FILTERED_READ = 200;

/** A page of completed tasks, newest first (their goals' titles are app/history's to add). */
export async function historyPage(userId: string, query: HistoryQuery): Promise<{ tasks: Task[]; cursor?: string }> {
  const filter = goalFilter(query.goalId);
  const items: Record<string, unknown>[] = [];
  let startKey = query.cursor ? decodeCursor(userId, query.cursor) : undefined;
  for (let reads = 0; reads < MAX_READS && items.length < query.limit; reads++) {
    const page = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.name,
        KeyConditionExpression: 'GSI1PK = :pk',
        ...(filter.FilterExpression && { FilterExpression: filter.FilterExpression }),
        ExpressionAttributeValues: { ':pk': historyPk(userId), ...filter.goalValues },
        ScanIndexForward: false,
        // Unfiltered, every entry read is one to answer; filtered, a read looks through more of them.
        Limit: filter.FilterExpression ? FILTERED_READ : query.limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
    if (!startKey) break;
  }
  if (items.length > query.limit) {
    // A filtered read found more than the page holds: the next page starts after the last one answered.
    items.length = query.limit;
    const last = items.at(-1)!;
    startKey = { PK: last.PK, SK: last.SK, GSI1PK: last.GSI1PK, GSI1SK: last.GSI1SK };
  }

  return { tasks: items.map(taskFromItem), ...(startKey && { cursor: encodeCursor(startKey) }) };
}
