import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS, type ImportResult, type Plan } from '../../contract';
import type { ImportInput } from '../../contract/schemas';
import { LimitReachedError, PlanLimitError } from '../domain/errors';
import { isDayComplete } from '../domain/progress';
import { assertAccountLive } from './account-guard';
import { ddb, putAll, tableName, transact, TransactionConditionsFailed } from './dynamo';
import { goalKey, goalsIndexPk, reviewSk, type GoalItem } from './goal';
import { historyPk, historySk } from './history-index';
import { countPersonalTasks, personalTaskKey, putPersonalTasks, takeBackPersonalTasks, TASKS_PER_WRITE } from './personal-task';
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
  const reviews = goal.status === 'ready' ? (goal.reviews ?? []) : [];
  await putAll([
    ...items,
    // A change still waiting is dropped with the adjusted plan it waits on, which no export holds.
    ...reviews.map(({ week, change, ...review }) => ({
      PK: userPk(userId),
      SK: reviewSk(goal.id, week),
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

/**
 * The personal tasks not here yet, written with their count against the cap, a transaction at a time:
 * imports at once cannot pass it. A task another request imports meanwhile is skipped.
 */
async function importPersonalTasks(userId: string, tasks: readonly ImportedTask[]): Promise<number> {
  const items = tasks.map((task) => ({
    ...personalTaskKey(userId, task.id),
    type: 'ptask',
    id: task.id,
    ...taskFields(task),
    ...historyOf(userId, task),
  }));
  const refused = (kept: number) =>
    new LimitReachedError(
      `You can keep at most ${LIMITS.personalTasks} personal tasks; you have ${kept}, and this import adds ${items.length}.`,
    );
  const written: string[] = [];
  for (let i = 0; i < items.length; i += TASKS_PER_WRITE) {
    await assertAccountLive(userId);
    let batch = items.slice(i, i + TASKS_PER_WRITE);
    while (batch.length) {
      try {
        await putPersonalTasks(userId, batch, refused);
        written.push(...batch.map((item) => item.id));
        break;
      } catch (error) {
        if (error instanceof LimitReachedError) {
          // Refused part-way (another import took the room meanwhile): what this one wrote goes too.
          await takeBackPersonalTasks(userId, written);
          throw error;
        }
        if (!(error instanceof TransactionConditionsFailed)) throw error;
        batch = batch.filter((item) => !error.has(`task:${item.id}`));
      }
    }
  }
  return written.length;
}

export async function importUserData(identity: Identity, data: ImportInput): Promise<ImportResult> {
  const { userId } = identity;
  const now = new Date().toISOString();
  const absent = async <T>(list: readonly T[], key: (t: T) => { PK: string; SK: string }) =>
    (await Promise.all(list.map(async (t) => ((await exists(key(t))) ? [] : [t])))).flat();
  const [goals, tasks, { Item: profile }] = await Promise.all([
    absent(data.goals, (g) => goalKey(userId, g.id)),
    absent(data.personalTasks, (t) => personalTaskKey(userId, t.id)),
    ddb().send(new GetCommand({ TableName: tableName(), Key: profileKey(userId) })),
  ]);
  // The caps are checked before anything is written, so an import too big for them writes nothing;
  // the writes count against them again, so imports at once cannot pass them either.
  const kept = (profile?.ptaskCount as number | undefined) ?? (await countPersonalTasks(userId));
  if (kept + tasks.length > LIMITS.personalTasks) {
    throw new LimitReachedError(
      `You can keep at most ${LIMITS.personalTasks} personal tasks; with this import you would have ${kept + tasks.length}.`,
    );
  }
  const limit = goalLimit((profile?.plan as Plan | undefined) ?? defaultPlan()) ?? LIMITS.proGoals;
  const have = Number(profile?.goalCount ?? 0);
  if (have + goals.length > limit) {
    throw limit === LIMITS.proGoals
      ? new LimitReachedError(`You can keep at most ${LIMITS.proGoals} goals; with this import you would have ${have + goals.length}.`)
      : new PlanLimitError(
          `The Free plan includes ${limit} goal${limit === 1 ? '' : 's'}; this import would make ${have + goals.length}. Delete a goal first, or import on a Pro account.`,
        );
  }
  const result: ImportResult = {
    goals: 0,
    personalTasks: 0,
    skipped: data.goals.length - goals.length + data.personalTasks.length - tasks.length,
  };
  // One goal at a time, oldest first, so a plan limit stops the import at a whole goal.
  for (const goal of [...goals].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    // A deletion meanwhile stops the import here (each goal's own transaction checks it too).
    await assertAccountLive(userId);
    if (await importGoal(identity, goal, now)) result.goals++;
    else result.skipped++;
  }
  result.personalTasks = await importPersonalTasks(userId, tasks);
  result.skipped += tasks.length - result.personalTasks;
  return result;
}
