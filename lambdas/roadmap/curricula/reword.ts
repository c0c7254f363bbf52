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
      tasks: day.tasks.map((t) => ({
        ...t,
        title: fill(t.title),
        description: fill(t.description),
        ...(t.short && { short: { ...t.short, title: fill(t.short.title), description: fill(t.short.description) } }),
      })),
    })),
    // The week as kept and in its short forms (decisions 211, 234) reads in the same words.
    ...(week.kept && { kept: rewordAs(week.kept, fill) }),
    // So do its steps on (decision 258): a step names the session it changes as the person's week reads it (decision 263).
    ...(week.progress && {
      progress: week.progress.map((step) => ({
        say: fill(step.say),
        tasks: step.tasks.map((t) => ({ of: fill(t.of), title: fill(t.title) })),
      })),
    }),
    ...(week.short && { short: rewordAs(week.short, fill) }),
  };
}

function rewordAs<T extends { objective?: string; milestone?: { title: string; description: string }; reaches?: string }>(
  as: T,
  fill: (text: string) => string,
): T {
  return {
    ...as,
    ...(as.objective !== undefined && { objective: fill(as.objective) }),
    ...(as.milestone && { milestone: { ...as.milestone, title: fill(as.milestone.title), description: fill(as.milestone.description) } }),
    ...(as.reaches !== undefined && { reaches: fill(as.reaches) }),
  };
}
