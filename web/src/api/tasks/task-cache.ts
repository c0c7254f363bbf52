import type { QueryClient } from '@tanstack/react-query';
import type { Goal, GoalSummary, Task } from '@contract';
import { toast } from '@/components/ui/toast';
import { keys } from '../keys';

/**
 * The optimistic-update helpers every task write uses: every cache that shows a task (Home's goal
 * summaries, the goal page, the personal list) changes at once, and is rolled back, with the spec's
 * toast, if the server refuses.
 */

/** A goal task has goalId and dayId; a personal task has neither. */
export interface TaskRef {
  taskId: string;
  goalId?: string;
  dayId?: string;
}

type TaskMap = (tasks: Task[]) => Task[];

/** Applies `map` to the task list of the day (or the personal list) in every cache that holds it. */
export function editCaches(client: QueryClient, ref: Omit<TaskRef, 'taskId'>, map: TaskMap) {
  if (!ref.goalId) {
    client.setQueryData<Task[]>(keys.personalTasks, (old) => old && map(old));
    return;
  }
  client.setQueryData<GoalSummary[]>(keys.goals, (old) =>
    old?.map((g) => {
      const day = g.currentDay;
      return g.id === ref.goalId && day && day.id === ref.dayId ? { ...g, currentDay: { ...day, tasks: map(day.tasks) } } : g;
    }),
  );
  client.setQueryData<Goal>(
    keys.goal(ref.goalId),
    (old) =>
      old && {
        ...old,
        weeks: old.weeks?.map((w) => ({
          ...w,
          days: w.days.map((d) => {
            if (d.id !== ref.dayId) return d;
            const tasks = map(d.tasks);
            return { ...d, tasks, isCompleted: tasks.every((t) => t.completed) };
          }),
        })),
      },
  );
}

export const affected = (ref: Omit<TaskRef, 'taskId'>) => (ref.goalId ? [keys.goals, keys.goal(ref.goalId)] : [keys.personalTasks]);

export async function snapshot(client: QueryClient, ref: Omit<TaskRef, 'taskId'>) {
  const queryKeys = affected(ref);
  await Promise.all(queryKeys.map((queryKey) => client.cancelQueries({ queryKey })));
  return queryKeys.map((queryKey) => [queryKey, client.getQueryData(queryKey)] as const);
}

export function rollback(client: QueryClient, saved: (readonly [readonly unknown[], unknown])[] | undefined) {
  saved?.forEach(([queryKey, data]) => client.setQueryData(queryKey, data));
  toast({ variant: 'destructive', title: 'Failed to update task', description: 'Something went wrong, but we are already working on it!' });
}

export function settle(client: QueryClient, ref: Omit<TaskRef, 'taskId'>) {
  for (const queryKey of affected(ref)) void client.invalidateQueries({ queryKey });
  void client.invalidateQueries({ queryKey: keys.historyAll });
}
