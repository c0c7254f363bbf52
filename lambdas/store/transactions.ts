import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ddb, tableName } from './client';

export interface CancellationReason {
  code: string;
  /** The item as it was, for items sent with ReturnValuesOnConditionCheckFailure: 'ALL_OLD'. */
  item?: Record<string, unknown>;
}

/** Reasons of a cancelled transaction, one per item in request order; undefined for any other error. */
export function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => ({
    code: reason.Code ?? 'None',
    item: reason.Item ? unmarshall(reason.Item) : undefined,
  }));
}

export const conditionFailed = (reason: CancellationReason | undefined) => reason?.code === 'ConditionalCheckFailed';

/** Runs a Query to the end, page by page (1 MB each). */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ ...input, TableName: tableName, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/** BatchWrite in chunks of 25, retrying unprocessed items with backoff. */
export async function batchWrite(requests: WriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: WriteRequest[] = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(50 * 2 ** attempt, 2000)));
      if (attempt > 8) throw new Error(`BatchWrite left ${pending.length} items unprocessed`);
      const result = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = (result.UnprocessedItems?.[tableName] ?? []) as WriteRequest[];
    }
  }
}

export async function deleteKeys(keys: { PK: unknown; SK: unknown }[]): Promise<void> {
  await batchWrite(keys.map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } })));
}
