import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportInput } from '../../contract/schemas';
import { isDayComplete } from '../domain/goals/progress';
import { ddb, putAll, tableName, transact, TransactionConditionsFailed } from './dynamo';
import { goalKey, goalsIndexPk, reviewKey, type GoalItem } from './goal';
import { historyPk, historySk } from './history-index';
import { personalTaskKey } from './personal-task';
import { slotRefused, takeGoalSlot, type Identity } from './profile';
import { roadmapToItems } from './roadmap-items';
import { taskToItem } from './task';

/**
 * The writes of an import (app/data/import.ts has its steps): into the caller's own partition only,
 * ids kept, so what is here already is found and skipped. Each goal is written roadmap first and goal
 * item last, in one transaction with its plan slot, so a goal shows only when whole.
 */

export type ImportedGoal = ImportInput['goals'][number];
export type ImportedTask = ImportInput['personalTasks'][number];

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

/** Imports one goal with its roadmap and reviews; false when it is here already (this request's or another's). */
export async function importGoal(identity: Identity, goal: ImportedGoal, now: string): Promise<boolean> {
  const { userId } = identity;
  if (await exists(goalKey(userId, goal.id))) return false;
  const { items, dayIds, doneDays } = goal.status === 'ready' ? importedItems(userId, goal) : { items: [], dayIds: [], doneDays: [] };
  const reviews = goal.status === 'ready' ? (goal.reviews ?? []) : [];
  await putAll([
    ...items,
    // A change still waiting is dropped with the adjusted plan it waits on, which no export holds.
    ...reviews.map(({ week, change, ...review }) => ({
      ...reviewKey(userId, goal.id, week),
      type: 'review',
      goalId: goal.id,
      week,
      ...review,
      ...(change && (change.kind === 'none' || change.outcome) && { change }),
    })),
  ]);
  try {
    await transact(userId, {
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

/** The items of imported personal tasks: ids kept, a completed one on the history index. */
export const importedTasksToItems = (userId: string, tasks: readonly ImportedTask[]) =>
  tasks.map((task) => ({
    ...personalTaskKey(userId, task.id),
    type: 'ptask',
    id: task.id,
    ...taskFields(task),
    ...historyOf(userId, task),
  }));

/** Of the file's goals and personal tasks, those not in the caller's account yet. */
export async function notHereYet(
  userId: string,
  data: Pick<ImportInput, 'goals' | 'personalTasks'>,
): Promise<{ goals: ImportedGoal[]; tasks: ImportedTask[] }> {
  const absent = async <T>(list: readonly T[], key: (t: T) => { PK: string; SK: string }) =>
    (await Promise.all(list.map(async (t) => ((await exists(key(t))) ? [] : [t])))).flat();
  const [goals, tasks] = await Promise.all([
    absent(data.goals, (g) => goalKey(userId, g.id)),
    absent(data.personalTasks, (t) => personalTaskKey(userId, t.id)),
  ]);
  return { goals, tasks };
}
