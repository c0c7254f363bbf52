import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS, type ImportResult, type Plan } from '../../contract';
import type { ImportInput } from '../../contract/schemas';
import { LimitReachedError, PlanLimitError } from '../domain/errors';
import { isDayComplete } from '../domain/progress';
import { ddb, isConditionFailed, putAll, tableName, transact, TransactionConditionsFailed } from './dynamo';
import { goalKey, goalsIndexPk, type GoalItem } from './goal';
import { historyPk, historySk } from './history-index';
import { personalTaskKey } from './personal-task';
import { defaultPlan, goalLimit, profileKey, slotRefused, takeGoalSlot, type Identity } from './profile';
import { roadmapToItems } from './roadmap-items';
import { taskToItem } from './task';
import { userPk } from './user-key';

/**
 * Takes an export (contract/export.ts) back, into the caller's own partition only: the user id is the
 * token's, never the file's. Ids are kept, so a goal or task already here (imported before) is
 * skipped, and importing a file twice adds nothing the second time. Each goal is written roadmap
 * first and goal item last, in one transaction with its plan slot, so a goal shows only when whole,
 * and an import cut short is finished by sending it again.
 */

type ImportedGoal = ImportInput['goals'][number];
type ImportedTask = ImportInput['personalTasks'][number];

const REASON = 'This goal was imported without its roadmap. Retry to generate it.';

/** A completed task carries the history index, as a toggle would have put it. */
const historyOf = (userId: string, task: ImportedTask) =>
  task.completed && task.completedAt ? { GSI1PK: historyPk(userId), GSI1SK: historySk(task.completedAt, task.id) } : {};

const taskFields = (task: ImportedTask) => ({
  title: task.title,
  description: task.description,
  difficulty: task.difficulty,
  ...(task.estimatedMinutes !== undefined && { estimatedMinutes: task.estimatedMinutes }),
  completed: task.completed,
  ...(task.completed && task.completedAt && { completedAt: task.completedAt }),
  createdAt: task.createdAt,
  updatedAt: task.updatedAt,
  ...(task.subtasks?.length && { subtasks: task.subtasks }),
});

function importedItems(userId: string, goal: ImportedGoal) {
  const doneDays: string[] = [];
  const open = (tasks: ImportedGoal['weeks'][number]['days'][number]['tasks']) => tasks.filter((t) => !t.completed).length;
  const { items, dayIds } = roadmapToItems(userId, goal.id, goal.weeks, {
    day: (id, tasks) => {
      if (isDayComplete(open(tasks))) doneDays.push(id);
      return { openTasks: open(tasks) };
    },
    task: (task, id, order) => ({
      ...taskToItem(userId, goal.id, id, { id: task.id, ...taskFields(task), order }),
      ...taskFields(task),
      ...historyOf(userId, task),
      // The planner's tasks carry a run; the user's own do not (store/adjust.ts keeps those).
      ...(!task.addedByUser && { runId: 'import' }),
    }),
  });
  return { items, dayIds, doneDays };
}

function goalItemOf(userId: string, goal: ImportedGoal, dayIds: string[], doneDays: string[], now: string): GoalItem {
  const ready = goal.status === 'ready' && dayIds.length > 0;
  // Pinned dates only for days that exist, so the calendar stays consistent with the roadmap.
  const pinned = Object.fromEntries(Object.entries(goal.placement.pinned).filter(([id]) => dayIds.includes(id)));
  return {
    ...goalKey(userId, goal.id),
    type: 'goal',
    id: goal.id,
    title: goal.title,
    description: goal.description,
    category: goal.category,
    option: goal.option,
    answers: goal.answers,
    titleFromPlan: false,
    status: ready ? 'ready' : 'failed',
    ...(!ready && { failureReason: REASON }),
    ...(goal.generatedBy && { generatedBy: goal.generatedBy }),
    totalDays: dayIds.length,
    totalWeeks: ready ? goal.weeks.length : 0,
    completedDays: doneDays.length,
    dayIds,
    ...(doneDays.length && { doneDays: new Set(doneDays) }),
    schedule: { ...goal.schedule, weekdays: [...new Set(goal.schedule.weekdays)].sort((a, b) => a - b) },
    placement: { from: goal.placement.from, pinned },
    createdAt: goal.createdAt,
    updatedAt: now,
    GSI1PK: goalsIndexPk(userId),
    GSI1SK: `${goal.createdAt}#${goal.id}`,
  };
}

async function exists(key: { PK: string; SK: string }): Promise<boolean> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: key, ProjectionExpression: 'PK' }));
  return !!Item;
}

async function importGoal(identity: Identity, goal: ImportedGoal, now: string): Promise<boolean> {
  const { userId } = identity;
  if (await exists(goalKey(userId, goal.id))) return false;
  const { items, dayIds, doneDays } = goal.status === 'ready' ? importedItems(userId, goal) : { items: [], dayIds: [], doneDays: [] };
  await putAll(items);
  try {
    await transact({
      goal: {
        Put: {
          TableName: tableName(),
          Item: goalItemOf(userId, goal, dayIds, doneDays, now),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      planLimit: takeGoalSlot(identity, now),
    });
    return true;
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    if (error.has('goal')) return false; // imported at the same moment by another request
    throw slotRefused(error.old('planLimit'), 'import more');
  }
}

async function importPersonalTask(userId: string, task: ImportedTask): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...personalTaskKey(userId, task.id), type: 'ptask', id: task.id, ...taskFields(task), ...historyOf(userId, task) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function importUserData(identity: Identity, data: ImportInput): Promise<ImportResult> {
  const { userId } = identity;
  const now = new Date().toISOString();
  const { Count = 0 } = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': 'PTASK#' },
      Select: 'COUNT',
    }),
  );
  const newTasks = (await Promise.all(data.personalTasks.map((t) => exists(personalTaskKey(userId, t.id))))).filter((e) => !e).length;
  if (Count + newTasks > LIMITS.personalTasks) {
    throw new LimitReachedError(
      `You can keep at most ${LIMITS.personalTasks} personal tasks; with this import you would have ${Count + newTasks}.`,
    );
  }
  // The plan's room is checked before anything is written, so an import too big for it writes nothing.
  const fresh = (await Promise.all(data.goals.map((g) => exists(goalKey(userId, g.id))))).filter((e) => !e).length;
  const { Item: profile } = await ddb().send(new GetCommand({ TableName: tableName(), Key: profileKey(userId) }));
  const limit = goalLimit((profile?.plan as Plan | undefined) ?? defaultPlan()) ?? LIMITS.proGoals;
  const have = Number(profile?.goalCount ?? 0);
  if (have + fresh > limit) {
    throw limit === LIMITS.proGoals
      ? new LimitReachedError(`You can keep at most ${LIMITS.proGoals} goals; with this import you would have ${have + fresh}.`)
      : new PlanLimitError(
          `The Free plan includes ${limit} goal${limit === 1 ? '' : 's'}; this import would make ${have + fresh}. Delete a goal first, or import on a Pro account.`,
        );
  }
  const result: ImportResult = { goals: 0, personalTasks: 0, skipped: 0 };
  // One goal at a time, oldest first, so a plan limit stops the import at a whole goal.
  for (const goal of [...data.goals].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    if (await importGoal(identity, goal, now)) result.goals++;
    else result.skipped++;
  }
  for (const task of data.personalTasks) {
    if (await importPersonalTask(userId, task)) result.personalTasks++;
    else result.skipped++;
  }
  return result;
}
