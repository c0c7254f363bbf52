import { dayId, weekdayName, type Schedule } from '../../contract';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { dayDates } from '../../lambdas/domain/schedule/dates';

/**
 * A plan as plain text, for reading and reviewing content in a terminal. With a schedule, each day
 * says its weekday; `brief` gives a week a line: its days' sessions and the week's minutes.
 */
export function planText(
  plan: RoadmapPlan,
  { weeks, brief, schedule }: { weeks?: number[]; brief?: boolean; schedule?: Pick<Schedule, 'startDate' | 'weekdays'> } = {},
): string {
  const lines = [plan.title, plan.description, ''];
  const ids = plan.weeks.flatMap((w) => w.days.map((d) => dayId(w.number, d.number)));
  const dates = schedule ? dayDates(ids, schedule.weekdays, { from: schedule.startDate, pinned: {} }) : undefined;
  const on = (week: number, day: number) => {
    const date = dates?.get(dayId(week, day));
    return date ? `${weekdayName(date).slice(0, 3)} ` : '';
  };
  plan.weeks.forEach((week, w) => {
    if (weeks && !weeks.includes(w)) return;
    const minutes = week.days.reduce((n, d) => n + d.tasks.reduce((m, t) => m + (t.estimatedMinutes ?? 0), 0), 0);
    if (brief) {
      const days = week.days.map(
        (d) =>
          `${on(week.number, d.number)}${d.title.replace(/^Day \d+: /, '')} ${d.tasks.reduce((m, t) => m + (t.estimatedMinutes ?? 0), 0)}`,
      );
      lines.push(`${week.title} [${minutes} min]`, `  ${days.join(' | ')}`);
      return;
    }
    lines.push(`${week.title} [${minutes} min]`, `  ${week.description}`);
    for (const day of week.days) {
      lines.push(`  ${on(week.number, day.number)}${day.title}`);
      for (const task of day.tasks)
        lines.push(`    - ${task.title} (${task.estimatedMinutes} min, ${task.difficulty})`, `      ${task.description}`);
    }
    lines.push('');
  });
  return lines.join('\n');
}
