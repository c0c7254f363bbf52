import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ENV, optionalEnv, requireEnv } from '../env';
import { UnauthorizedError } from '../domain/errors';
import { guardKey } from './user-key';

/**
 * The DynamoDB plumbing every store module shares: the one client (created once per Lambda container,
 * on first use, never per request), paginated queries, batch writes, the `SET` builder, the condition-failed check,
 * and transactions whose failures are reported by item name rather than by position.
 */
let table: { name: string; client: DynamoDBDocumentClient } | undefined;

/**
 * The table's name and client, read from the environment on first use (so key builders and types can
 * be imported before it is set, by tests and tools) and kept for the container's life.
 */
function theTable() {
  if (!table) {
    const endpoint = optionalEnv(ENV.dynamoEndpoint);
    const client = new DynamoDBClient(endpoint ? { endpoint } : {});
    // The SDK's logger middleware copies every response through its sensitive-data filter for a logger
    // this client is never given (each item of a Query, every request): the functions log for
    // themselves, so it goes (decision 040).
    client.middlewareStack.remove('loggerMiddleware');
    table = {
      name: requireEnv(ENV.tableName),
      client: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
    };
  }
  return table;
}

export const tableName = () => theTable().name;
export const ddb = () => theTable().client;

export type Key = { PK: string; SK: string };

/** Runs a Query to the end, page by page (1 MB each). */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** The keys of every item in `pk` whose sort key begins with `prefix` (all of them without one). */
export async function keysUnder(pk: string, prefix?: string): Promise<Key[]> {
  return (await queryAll({
    KeyConditionExpression: prefix ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
    ExpressionAttributeValues: { ':pk': pk, ...(prefix && { ':prefix': prefix }) },
    ProjectionExpression: 'PK, SK',
  })) as Key[];
}

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/** BatchWrite in chunks of 25, retrying unprocessed items with backoff. */
export async function batchWrite(requests: WriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: WriteRequest[] = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(50 * 2 ** attempt, 2000)));
      if (attempt > 8) throw new Error(`BatchWrite left ${pending.length} items unprocessed`);
      const result = await ddb().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
    }
  }
}

export async function putAll(items: Record<string, unknown>[]): Promise<void> {
  await batchWrite(items.map((Item) => ({ PutRequest: { Item } })));
}

export async function deleteKeys(keys: Key[]): Promise<void> {
  await batchWrite(keys.map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } })));
}

/** Parts of an update expression: `SET` clauses with their placeholder names and values. */
export interface UpdateParts {
  sets: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** `SET #field = :field` for each defined field of `fields`, added to `parts` (or to new parts). */
export function setFields(fields: Record<string, unknown>, parts: UpdateParts = { sets: [], names: {}, values: {} }): UpdateParts {
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.names[`#${field}`] = field;
    parts.values[`:${field}`] = value;
    parts.sets.push(`#${field} = :${field}`);
  }
  return parts;
}

/** The expression attribute names of `parts`, or nothing when there are none (DynamoDB refuses an empty map). */
export const namesOf = (parts: UpdateParts) => (Object.keys(parts.names).length ? { ExpressionAttributeNames: parts.names } : {});

/** Whether a single-item write failed its condition. */
export const isConditionFailed = (error: unknown) => (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

/**
 * The item a refused conditional write returns (`ReturnValuesOnConditionCheckFailure: ALL_OLD`): the
 * exception carries it in DynamoDB's own format, which the document client leaves as it is.
 */
export function refusedItem<T>(error: unknown): T | undefined {
  const raw = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
  return raw && (unmarshall(raw) as T);
}

const ACCOUNT_GUARD = 'account guard';

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];
export type { TransactItem };

/** A transaction cancelled because conditions failed: which named items failed, and their old values. */
export class TransactionConditionsFailed extends Error {
  constructor(
    /** The failed items' names, each with the item as it was when it was sent with ALL_OLD (else undefined). */
    readonly failed: ReadonlyMap<string, Record<string, unknown> | undefined>,
  ) {
    super(`Transaction conditions failed: ${[...failed.keys()].join(', ')}`);
    this.name = 'TransactionConditionsFailed';
  }

  has(name: string): boolean {
    return this.failed.has(name);
  }

  /** The old item of a failed, ALL_OLD item; undefined when it did not exist (or was not asked for). */
  old(name: string): Record<string, unknown> | undefined {
    return this.failed.get(name);
  }
}

/** A transaction holds at most 100 items (DynamoDB's limit); one of them is the account's guard. */
export const TRANSACTION_ITEMS = 99;

/**
 * Runs one TransactWriteItems over named items (undefined ones are left out) for the account `userId`,
 * checking in the same transaction that the account was not deleted meanwhile (its guard, outside its
 * partition): a request admitted a moment before a deletion cannot write after the deletion's sweep.
 * A deleted account is an UnauthorizedError; when other conditions fail it throws
 * TransactionConditionsFailed naming them; any other cancellation or error is rethrown.
 */
export async function transact(userId: string, items: Record<string, TransactItem | undefined>): Promise<void> {
  const guard: TransactItem = {
    ConditionCheck: { TableName: tableName(), Key: guardKey(userId), ConditionExpression: 'attribute_not_exists(deletedAt)' },
  };
  const named = [
    ...Object.entries(items).filter((e): e is [string, TransactItem] => e[1] !== undefined),
    [ACCOUNT_GUARD, guard] as [string, TransactItem],
  ];
  for (let attempt = 0; ; attempt++) {
    try {
      await ddb().send(new TransactWriteCommand({ TransactItems: named.map(([, item]) => item) }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      // Another write to one of its items at the same moment — the account's guard is written by every
      // write request — cancels a transaction without anything being wrong: it is sent again.
      const conflictOnly =
        reasons.some((r) => r.Code === 'TransactionConflict') && !reasons.some((r) => r.Code === 'ConditionalCheckFailed');
      if (conflictOnly && attempt < CONFLICT_RETRIES) {
        await new Promise((r) => setTimeout(r, 20 * 2 ** attempt + Math.random() * 20));
        continue;
      }
      const failed = new Map<string, Record<string, unknown> | undefined>();
      reasons.forEach((reason, i) => {
        if (reason.Code === 'ConditionalCheckFailed') failed.set(named[i]![0], reason.Item ? unmarshall(reason.Item) : undefined);
      });
      if (failed.size === 0) throw error;
      if (failed.has(ACCOUNT_GUARD)) throw new UnauthorizedError('This account has been deleted.');
      throw new TransactionConditionsFailed(failed);
    }
  }
}

/** How often a transaction cancelled only by a concurrent write is sent again. */
const CONFLICT_RETRIES = 3;
