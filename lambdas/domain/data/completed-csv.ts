import { dateIn, type StrideExport } from '../../../contract';

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
