import type { CurriculumWeek } from './schema';

/** A week with every text a person reads — its title, objective, milestone, days and tasks — passed through `fill`. */
export function rewordWeek(week: CurriculumWeek, fill: (text: string) => string): CurriculumWeek {
  return {
    ...week,
    title: fill(week.title),
    objective: fill(week.objective),
    milestone: { ...week.milestone, title: fill(week.milestone.title), description: fill(week.milestone.description) },
    days: week.days.map((day) => ({
      ...day,
      title: fill(day.title),
      tasks: day.tasks.map((t) => ({ ...t, title: fill(t.title), description: fill(t.description) })),
    })),
  };
}
