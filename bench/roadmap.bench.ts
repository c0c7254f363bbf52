/** Time to generate and to store the largest builtin plan (26 weeks), and its size. */
import '../local/quiet';
import { performance } from 'node:perf_hooks';
import { startDynamo, ensureTable } from '../local/dynamo';
import { claimPort } from '../local/ports';
import { ENV } from '../lambdas/env';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function main() {
  const { builtinProvider, generateRoadmap } = await import('../lambdas/roadmap/generate');
  const request = {
    category: 'languages' as const,
    option: 'Spanish',
    answers: { currentLevel: 'beginner', targetLevel: 'C1', dailyMinutes: 480, weeks: 26 },
  };
  const times: number[] = [];
  let plan = await generateRoadmap(request, builtinProvider);
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    plan = await generateRoadmap(request, builtinProvider);
    times.push(performance.now() - t);
  }
  const days = plan.weeks.reduce((n, w) => n + w.days.length, 0);
  const tasks = plan.weeks.reduce((n, w) => n + w.days.reduce((m, d) => m + d.tasks.length, 0), 0);
  console.log(
    `largest builtin plan: ${plan.weeks.length} weeks, ${days} days, ${tasks} tasks, ${JSON.stringify(plan).length} bytes of JSON`,
  );
  console.log(`generate (builtin, 50 runs): p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms`);

  const dynamo = await startDynamo({ host: '127.0.0.1', port: await claimPort('127.0.0.1', 0, 'bench', '') });
  try {
    Object.assign(process.env, {
      [ENV.tableName]: 'bench',
      [ENV.dynamoEndpoint]: dynamo.endpoint,
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    await ensureTable(dynamo.endpoint, 'bench');
    // eslint-disable-next-line stride/no-restricted-dynamic-imports -- it measures the store itself: the writes of a goal and its roadmap.
    const store = { ...(await import('../lambdas/store/create-goal')), ...(await import('../lambdas/store/generation')) };
    const storeTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const identity = { userId: `bench-${i}`, email: 'b@example.test', name: 'Bench' };
      const created = await store.createGoal(
        identity,
        { category: 'languages', option: 'Spanish', answers: request.answers },
        { dailyQuota: 100 },
      );
      if (created.replayed) throw new Error('A new goal was expected');
      const t = performance.now();
      // What one generation run does to the table: claim the goal, store the roadmap, turn it ready.
      await store.claimGeneration(identity.userId, created.goal.id, { attemptId: created.attemptId, runId: `bench-run-${i}` });
      await store.saveRoadmap(identity.userId, created.goal.id, plan, { runId: `bench-run-${i}`, adoptTitle: true });
      storeTimes.push(performance.now() - t);
    }
    console.log(
      `store on DynamoDB Local (${days + plan.weeks.length + tasks} items, 5 runs): p50 ${percentile(storeTimes, 0.5).toFixed(0)} ms`,
    );
  } finally {
    await dynamo.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
