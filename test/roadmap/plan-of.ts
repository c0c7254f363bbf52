import type { RoadmapPlan } from '../../lambdas/roadmap/generate';

/** A task as a test writes it: its title, or its title and description. */
export type TaskWords = string | [string, string?];

/**
 * A plan written by hand for the checks of scripts/roadmaps/metrics.ts: each week a list of days, each day
 * a list of tasks (15 minutes, easy; "Do it." where no description is given); titles "Week N: <title>".
 */
export const planOf = (...weeks: { title?: string; days: TaskWords[][] }[]): RoadmapPlan => ({
  title: 'P',
  description: '',
  weeks: weeks.map((w, k) => ({
    number: k + 1,
    title: `Week ${k + 1}: ${w.title ?? 'Practice'}`,
    description: '',
    days: w.days.map((tasks, d) => ({
      number: d + 1,
      title: `Day ${d + 1}`,
      tasks: tasks.map((task) => {
        const [title, description] = typeof task === 'string' ? [task] : task;
        return { title, description: description ?? 'Do it.', estimatedMinutes: 15, difficulty: 'easy' as const };
      }),
    })),
  })),
});

/** A week of the given days. */
export const weekOf = (...days: TaskWords[][]) => ({ days });
