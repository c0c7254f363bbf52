import {
  dateIn,
  dayId,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportedGoal,
  type ExportedReview,
  type ExportedTask,
  type ExportedWeek,
  type StrideExport,
  type Task,
} from '../../contract';
import { queryAll } from './dynamo';
import { goalSk, listGoalItems, placementOf, scheduleOf, type GoalItem } from './goal';
import { listPersonalTasks } from './personal-task';
import { getProfile, type Identity } from './profile';
import { assembleWeeks } from './read-goal';
import { userPk } from './user-key';

/**
 * Everything of one user as one JSON document (contract/export.ts): profile, goals with their whole
 * roadmap, personal tasks, and the completions. One Query per goal, one for the personal tasks.
 */

function exportedTask(task: Task, addedByUser = false): ExportedTask {
  const { goalId: _goal, dayId: _day, ...rest } = task;
  return { ...rest, ...(addedByUser && { addedByUser: true as const }) };
}

async function exportedGoal(userId: string, item: GoalItem): Promise<ExportedGoal> {
  const prefix = goalSk(item.id);
  const under = (part: string) =>
    item.status === 'ready'
      ? queryAll({
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': `${prefix}#${part}#` },
        })
      : Promise.resolve([]);
  const [items, reviewItems] = await Promise.all([under('W'), under('REVIEW')]);
  // A task the user added carries no generation run.
  const added = new Set(items.filter((i) => i.type === 'task' && !i.runId).map((i) => String(i.id)));
  const weeks = assembleWeeks(items).map((w): ExportedWeek => ({
    number: w.number,
    title: w.title,
    description: w.description,
    days: w.days.map((d) => ({ number: d.number, title: d.title, tasks: d.tasks.map((t) => exportedTask(t, added.has(t.id))) })),
  }));
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    category: item.category,
    option: item.option,
    status: item.status,
    createdAt: item.createdAt,
    ...(item.generatedBy && { generatedBy: item.generatedBy }),
    answers: item.answers,
    schedule: scheduleOf(item),
    placement: placementOf(item),
    weeks,
    reviews: reviewItems
      .map((r): ExportedReview => ({
        week: Number(r.week),
        feel: r.feel as ExportedReview['feel'],
        ...(r.note ? { note: String(r.note) } : {}),
        answeredAt: String(r.answeredAt),
        ...(r.change ? { change: r.change as ExportedReview['change'] } : {}),
        ...(r.summary ? { summary: String(r.summary) } : {}),
      }))
      .sort((a, b) => a.week - b.week),
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

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The completed tasks, oldest first: date (in `timeZone`), time, goal, task, description. */
export function completedCsv(data: StrideExport, timeZone: string): string {
  const titles = new Map(data.goals.map((g) => [g.id, g.title]));
  const tasks = new Map(
    [...data.goals.flatMap((g) => g.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks))), ...data.personalTasks].map((t) => [t.id, t]),
  );
  const rows = [...data.completions]
    .reverse()
    .map((c) =>
      [
        dateIn(new Date(c.completedAt), timeZone),
        c.completedAt,
        c.goalId ? (titles.get(c.goalId) ?? '') : 'Personal',
        c.title,
        tasks.get(c.taskId)?.description ?? '',
      ]
        .map(csvField)
        .join(','),
    );
  return ['date,completed_at,goal,task,description', ...rows].join('\r\n') + '\r\n';
}
