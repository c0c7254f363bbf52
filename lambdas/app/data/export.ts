import {
  dayId,
  EXPORT_FORMAT,
  EXPORTED_GOAL_FIELDS,
  EXPORT_VERSION,
  type ExportedGoal,
  type ExportedTask,
  type ExportedWeek,
  type StrideExport,
  type Task,
} from '../../../contract';
import { completedCsv } from '../../domain/data/completed-csv';
import { assembleWeeks } from '../../domain/goals/weeks';
import { goalFromItem, listGoalItems, placementOf, type GoalItem } from '../../store/goal';
import { listPersonalTasks } from '../../store/personal-task';
import { getProfile, type Identity } from '../../store/profile';
import { readGoalRecord } from '../../store/read-goal';

/**
 * Everything of one user as one JSON document (contract/export.ts): profile, goals with their whole
 * roadmap and reviews, personal tasks, and the completions. Two Queries per goal, one for the personal tasks.
 */

function exportedTask(task: Task, addedByUser = false): ExportedTask {
  const { goalId: _goal, dayId: _day, ...rest } = task;
  return { ...rest, ...(addedByUser && { addedByUser: true as const }) };
}

/** The `keys` of `from` it has a value for: the export writes no empty fields. */
function picked<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.flatMap((k) => (from[k] === undefined ? [] : [[k, from[k]]]))) as Pick<T, K>;
}

async function exportedGoal(userId: string, item: GoalItem): Promise<ExportedGoal> {
  const { parts, addedByUser, reviews } = await readGoalRecord(userId, item);
  const weeks = assembleWeeks(parts).map((w): ExportedWeek => ({
    number: w.number,
    title: w.title,
    description: w.description,
    days: w.days.map((d) => ({ number: d.number, title: d.title, tasks: d.tasks.map((t) => exportedTask(t, addedByUser.has(t.id))) })),
  }));
  // The goal's fields as the API maps them (goalFromItem); the export adds what it keeps beside them,
  // and the answers as the item holds them (always there, where the API's Goal may leave them out).
  return {
    ...picked(goalFromItem(item), EXPORTED_GOAL_FIELDS),
    answers: item.answers,
    placement: placementOf(item),
    weeks,
    reviews,
  };
}

export async function exportUser(identity: Identity, now = new Date()): Promise<StrideExport> {
  const { userId } = identity;
  const [profile, goalItems, personal] = await Promise.all([getProfile(identity), listGoalItems(userId), listPersonalTasks(userId)]);
  const goals = await Promise.all(goalItems.filter((g) => !g.deleting).map((g) => exportedGoal(userId, g)));
  const completions = [
    ...goals.flatMap((g) =>
      g.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => ({ task: t, goalId: g.id, dayId: dayId(w.number, d.number) })))),
    ),
    ...personal.map((t) => ({ task: exportedTask(t), goalId: undefined, dayId: undefined })),
  ]
    .filter(({ task }) => task.completed && task.completedAt)
    .map(({ task, goalId }) => ({ taskId: task.id, ...(goalId && { goalId }), title: task.title, completedAt: task.completedAt! }))
    .sort((a, b) => b.completedAt.localeCompare(a.completedAt));
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: { name: profile.name, email: profile.email, plan: profile.plan, createdAt: profile.createdAt },
    goals,
    personalTasks: personal.map((t) => exportedTask(t)),
    completions,
  };
}

/** The completed tasks as CSV, dated in the person's own zone: that of their newest goal (goals are listed oldest first). */
export async function exportCompletedCsv(identity: Identity): Promise<string> {
  const data = await exportUser(identity);
  return completedCsv(data, data.goals.at(-1)?.schedule.timeZone ?? 'UTC');
}
