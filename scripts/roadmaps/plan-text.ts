import type { RoadmapPlan } from '../../lambdas/roadmap/generate';

/** A plan as plain text, for reading and reviewing content in a terminal. */
export function planText(plan: RoadmapPlan, { weeks }: { weeks?: number[] } = {}): string {
  const lines = [plan.title, plan.description, ''];
  plan.weeks.forEach((week, w) => {
    if (weeks && !weeks.includes(w)) return;
    lines.push(week.title, `  ${week.description}`);
    for (const day of week.days) {
      lines.push(`  ${day.title}`);
      for (const task of day.tasks)
        lines.push(`    - ${task.title} (${task.estimatedMinutes} min, ${task.difficulty})`, `      ${task.description}`);
    }
    lines.push('');
  });
  return lines.join('\n');
}
