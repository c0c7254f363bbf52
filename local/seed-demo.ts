/**
 * `npm run seed:demo`, against a running `npm start`: a demo account on the Pro plan with two goals
 * (a Java learning path and a muscle-building plan), their first days completed, and personal tasks.
 * Demo data comes only from here; the app has no special accounts. Re-running is harmless.
 */
import './quiet';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Goal, GoalSummary, Task } from '../contract';
import { ENV } from '../lambdas/env';
import { historySk } from '../lambdas/store/history-index';
import { taskKey } from '../lambdas/store/task';
import { TABLE_NAME } from './stack';
import { apiClient, signUpAndSignIn } from './users';

const DEMO = { email: 'demo@stride.local', password: 'Stride-Demo1', name: 'Demo Learner' };
const GOALS = [
  {
    category: 'custom',
    option: 'Custom',
    title: 'Java Learning Path',
    description: 'Go from Java basics to building and testing a small REST service.',
    answers: { currentLevel: 'I know some Python', targetLevel: 'Build a Spring Boot REST API', dailyMinutes: 45, weeks: 8 },
  },
  {
    category: 'custom',
    option: 'Custom',
    title: 'Muscle Building Plan',
    description: 'Three strength sessions a week with progressive overload and enough protein.',
    answers: {
      currentLevel: 'I train irregularly',
      targetLevel: 'Train 3 times a week and add 5 kg lean mass',
      dailyMinutes: 60,
      weeks: 12,
    },
  },
];
const PERSONAL = ['Book a physio check-up', 'Buy a gym padlock', 'Read one chapter of Effective Java'];

/** Moves a completion `daysAgo` days back (the API always stamps now). */
async function backdate(userId: string, goalId: string, dayId: string, taskId: string, daysAgo: number) {
  if (daysAgo === 0) return;
  const at = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000 - Math.floor(Math.random() * 3_600_000)).toISOString();
  const { ddb, tableName } = await import('../lambdas/store/dynamo');
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: taskKey(userId, goalId, dayId, taskId),
      UpdateExpression: 'SET completedAt = :at, GSI1SK = :sk',
      ConditionExpression: 'completed = :true',
      ExpressionAttributeValues: { ':at': at, ':sk': historySk(at, taskId), ':true': true },
    }),
  );
}

async function main() {
  const root = resolve(__dirname, '..');
  const dataDir = resolve(process.env.STRIDE_DATA_DIR ?? join(root, '.data'));
  const poolFile = join(dataDir, 'local-pool.json');
  if (!existsSync(poolFile)) throw new Error(`No local stack data in ${dataDir}: start the app with \`npm start\` first.`);
  const { clientId } = JSON.parse(readFileSync(poolFile, 'utf8')) as { clientId: string };
  const cognitoUrl = `http://127.0.0.1:${process.env.STRIDE_COGNITO_PORT ?? 9229}`;
  const apiUrl = `http://127.0.0.1:${process.env.STRIDE_API_PORT ?? 3001}`;
  const dynamoUrl = `http://127.0.0.1:${process.env.STRIDE_DYNAMO_PORT ?? 8000}`;

  const tokens = await signUpAndSignIn({ cognitoUrl, clientId, outboxPath: join(dataDir, 'outbox.log') }, DEMO).catch((error: Error) => {
    throw new Error(`Could not reach the local stack (${error.message}). Is \`npm start\` running?`);
  });
  const api = apiClient(apiUrl, tokens.idToken);
  const { profile } = (await api<{ profile: { id: string } }>('GET', '/me')).body;

  // The store modules below reach the running stack's table, as its handlers do.
  Object.assign(process.env, {
    [ENV.tableName]: TABLE_NAME,
    [ENV.dynamoEndpoint]: dynamoUrl,
    AWS_REGION: process.env.AWS_REGION ?? 'eu-central-1',
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
  // The Pro plan lets the demo hold two goals. Payment is not wired, so the plan is set directly.
  await api('PATCH', '/me', { name: DEMO.name });
  const { setPlan } = await import('../lambdas/store/profile');
  await setPlan(profile.id, 'pro');

  const existing = (await api<{ goals: GoalSummary[] }>('GET', '/goals')).body.goals;
  for (const [index, input] of GOALS.entries()) {
    if (existing.some((g) => g.title === input.title)) continue;
    const created = await api<{ goal: Goal }>('POST', '/goals', input, { 'Idempotency-Key': `demo-seed-goal-${index}` });
    if (created.status !== 202) throw new Error(`Creating "${input.title}" failed: ${JSON.stringify(created.body)}`);
    let goal: Goal | undefined;
    for (let i = 0; i < 100 && goal?.status !== 'ready'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      goal = (await api<{ goal: Goal }>('GET', `/goals/${created.body.goal.id}`)).body.goal;
      if (goal.status === 'failed') throw new Error(`Generating "${input.title}" failed: ${goal.failureReason}`);
    }
    // Complete the first days (two for the first goal, one for the second) and half of the next one,
    // dated one day apart up to today, so History has several days to show.
    const days = goal!.weeks![0]!.days;
    const fullDays = index === 0 ? 2 : 1;
    for (const [d, day] of days.slice(0, fullDays + 1).entries()) {
      const tasks = d < fullDays ? day.tasks : day.tasks.slice(0, Math.ceil(day.tasks.length / 2));
      for (const task of tasks) {
        await api('PUT', `/tasks/${goal!.id}/${day.id}/${task.id}`, { completed: true });
        await backdate(profile.id, goal!.id, day.id, task.id, fullDays - d);
      }
    }
    console.log(`Created goal "${input.title}" with ${goal!.totalDays} days.`);
  }

  const personal = (await api<{ tasks: Task[] }>('GET', '/personal-tasks')).body.tasks;
  for (const [i, title] of PERSONAL.entries()) {
    if (personal.some((t) => t.title === title)) continue;
    const { task } = (await api<{ task: Task }>('POST', '/personal-tasks', { title })).body;
    if (i === 0) await api('PUT', `/personal-tasks/${task.id}`, { completed: true });
  }

  console.log(`\nDemo account ready. Sign in with:\n  email:    ${DEMO.email}\n  password: ${DEMO.password}\n`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
