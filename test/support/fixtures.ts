import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { CreateGoalInput } from '../../contract/schemas';
import type { RoadmapToStore } from '../../lambdas/store/generation';
import type { TestUser } from './api';
import { ENV } from '../../lambdas/env';
import { guardKey } from '../../lambdas/store/account-guard';

/** A small hand-written roadmap: `weeks` × `days`, each day holding `tasks` exercises or the tasks named (`Long run 2.3`: week 2, day 3). */
export function samplePlan(weeks = 2, days = 3, tasks: number | readonly string[] = 3): RoadmapToStore {
  const named = typeof tasks === 'number' ? undefined : tasks;
  return {
    title: 'Sample plan',
    description: 'A plan written by the test',
    weeks: Array.from({ length: weeks }, (_, w) => ({
      number: w + 1,
      title: `Week ${w + 1}: Foundations ${w + 1}`,
      description: `What week ${w + 1} is about`,
      days: Array.from({ length: days }, (_, d) => ({
        number: d + 1,
        title: `Day ${d + 1}: Practice ${w + 1}.${d + 1}`,
        tasks: Array.from({ length: named?.length ?? (tasks as number) }, (_, t) => ({
          title: named ? `${named[t]} ${w + 1}.${d + 1}` : `Exercise ${w + 1}.${d + 1}.${t + 1}`,
          description: 'Do the exercise',
          difficulty: 'medium' as const,
          estimatedMinutes: 10,
        })),
      })),
    })),
  };
}

export const customGoalInput: CreateGoalInput = {
  category: 'custom',
  option: 'Custom',
  title: 'Run a 10k',
  description: 'Build up to running 10 km without stopping',
  answers: { currentLevel: 'I can run 2 km', targetLevel: '10 km in under an hour', dailyMinutes: 30 },
};

export const identityOf = (user: TestUser) => ({ userId: user.sub, email: user.email, name: user.name });

const doc = () =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env[ENV.dynamoEndpoint] }), {
    marshallOptions: { removeUndefinedValues: true },
  });

const GUARD_SK = guardKey('any').SK;

/**
 * Every item in the table (tests' tables are small), for asserting what was or was not written — less
 * the account guards, which count every request (store/account-guard.ts) and are not data.
 */
export async function scanTable(tableName = process.env[ENV.tableName]!): Promise<Record<string, any>[]> {
  const client = doc();
  const items: Record<string, any>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  client.destroy();
  // Every count of an account's requests is a guard: the write count and a route's own (a preview's).
  return items.filter((i) => !String(i.SK).startsWith(GUARD_SK)).sort((a, b) => `${a.PK}${a.SK}`.localeCompare(`${b.PK}${b.SK}`));
}

/**
 * A goal with its roadmap stored, written through the store as the generator would. Call after
 * createTestTable (the store reads its table from the environment when first imported).
 */
export async function storeReadyGoal(user: TestUser, plan = samplePlan(), input: CreateGoalInput = customGoalInput) {
  const { createGoal } = await import('../../lambdas/store/create-goal');
  const { claimGeneration, saveRoadmap } = await import('../../lambdas/store/generation');
  const created = await createGoal(identityOf(user), input, { dailyQuota: 100 });
  if (created.replayed) throw new Error('A new goal was expected');
  const claim = { attemptId: created.attemptId, runId: 'fixture-run' };
  if (!(await claimGeneration(user.sub, created.goal.id, claim))) throw new Error('The new goal could not be claimed');
  if (!(await saveRoadmap(user.sub, created.goal.id, plan, { runId: claim.runId, adoptTitle: false }))) throw new Error('Not saved');
  return created.goal;
}

/** A personal task completed at `at` (an ISO instant), entered in the history index as a toggle would. */
export async function storeCompletion(user: TestUser, at: string): Promise<void> {
  const { createPersonalTask, personalTaskKey } = await import('../../lambdas/store/personal-task');
  const { historyPk, historySk } = await import('../../lambdas/store/history-index');
  const task = await createPersonalTask(user.sub, { title: `Done at ${at}` });
  const client = doc();
  await client.send(
    new UpdateCommand({
      TableName: process.env[ENV.tableName]!,
      Key: personalTaskKey(user.sub, task.id),
      UpdateExpression: 'SET completed = :true, completedAt = :at, GSI1PK = :pk, GSI1SK = :sk',
      ExpressionAttributeValues: { ':true': true, ':at': at, ':pk': historyPk(user.sub), ':sk': historySk(at, task.id) },
    }),
  );
  client.destroy();
}
