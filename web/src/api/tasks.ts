import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateTaskRequest, Goal, GoalSummary, Task, UpdateTaskRequest } from '@contract';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api';
import { keys } from './keys';

/**
 * Task reads and writes for goal tasks and personal tasks alike. Writes are optimistic: every cache
 * that shows the task (Home's goal summaries, the goal page, the personal list) changes at once and is
 * rolled back, with the spec's toast, if the server refuses.
 */

/** A goal task has goalId and dayId; a personal task has neither. */
export interface TaskRef {
  taskId: string;
  goalId?: string;
  dayId?: string;
}

export function usePersonalTasks() {
  return useQuery({ queryKey: keys.personalTasks, queryFn: () => api('personalTasks.list').then((r) => r.tasks) });
}

const updateTask = ({ taskId, goalId, dayId }: TaskRef, patch: UpdateTaskRequest) =>
  goalId
    ? api('tasks.update', { params: { goalId, dayId: dayId!, taskId }, body: patch })
    : api('personalTasks.update', { params: { taskId }, body: patch });

const deleteTask = ({ taskId, goalId, dayId }: TaskRef) =>
  goalId ? api('tasks.delete', { params: { goalId, dayId: dayId!, taskId } }) : api('personalTasks.delete', { params: { taskId } });

const addTask = ({ goalId, dayId }: Omit<TaskRef, 'taskId'>, input: CreateTaskRequest) =>
  goalId ? api('tasks.create', { params: { goalId, dayId: dayId! }, body: input }) : api('personalTasks.create', { body: input });

type TaskMap = (tasks: Task[]) => Task[];

/** Applies `map` to the task list of the day (or the personal list) in every cache that holds it. */
function editCaches(client: QueryClient, ref: Omit<TaskRef, 'taskId'>, map: TaskMap) {
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
  client.setQueryData<Goal>(keys.goal(ref.goalId), (old) =>
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

const affected = (ref: Omit<TaskRef, 'taskId'>) =>
  ref.goalId ? [keys.goals, keys.goal(ref.goalId)] : [keys.personalTasks];

async function snapshot(client: QueryClient, ref: Omit<TaskRef, 'taskId'>) {
  const queryKeys = affected(ref);
  await Promise.all(queryKeys.map((queryKey) => client.cancelQueries({ queryKey })));
  return queryKeys.map((queryKey) => [queryKey, client.getQueryData(queryKey)] as const);
}

function rollback(client: QueryClient, saved: (readonly [readonly unknown[], unknown])[] | undefined) {
  saved?.forEach(([queryKey, data]) => client.setQueryData(queryKey, data));
  toast({ variant: 'destructive', title: 'Failed to update task', description: 'Something went wrong, but we are already working on it!' });
}

function settle(client: QueryClient, ref: Omit<TaskRef, 'taskId'>) {
  for (const queryKey of affected(ref)) void client.invalidateQueries({ queryKey });
  void client.invalidateQueries({ queryKey: keys.historyAll });
}

export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, patch }: { ref: TaskRef; patch: UpdateTaskRequest }) => updateTask(ref, patch),
    onMutate: async ({ ref, patch }) => {
      const saved = await snapshot(client, ref);
      const now = new Date().toISOString();
      editCaches(client, ref, (tasks) =>
        tasks.map((t) =>
          t.id === ref.taskId
            ? { ...t, ...patch, updatedAt: now, ...(patch.completed === true && { completedAt: t.completedAt ?? now }), ...(patch.completed === false && { completedAt: undefined }) }
            : t,
        ),
      );
      return { saved };
    },
    onSuccess: ({ task }, { ref }) => editCaches(client, ref, (tasks) => tasks.map((t) => (t.id === task.id ? { ...t, ...task } : t))),
    onError: (_error, _vars, context) => rollback(client, context?.saved),
    onSettled: (_data, _error, { ref }) => settle(client, ref),
  });
}

export function useAddTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, input }: { ref: Omit<TaskRef, 'taskId'>; input: CreateTaskRequest }) =>
      addTask(ref, input).then((r) => r.task),
    onMutate: async ({ ref, input }) => {
      const saved = await snapshot(client, ref);
      const now = new Date().toISOString();
      const draft: Task = {
        id: `pending-${now}`,
        title: input.title,
        description: input.description ?? '',
        difficulty: input.difficulty ?? 'medium',
        completed: false,
        createdAt: now,
        updatedAt: now,
        ...(ref.goalId && { goalId: ref.goalId, dayId: ref.dayId }),
      };
      editCaches(client, ref, (tasks) => [...tasks, draft]);
      return { saved, draftId: draft.id };
    },
    onSuccess: (task, { ref }, context) => editCaches(client, ref, (tasks) => tasks.map((t) => (t.id === context?.draftId ? task : t))),
    onError: (_error, _vars, context) => rollback(client, context?.saved),
    onSettled: (_data, _error, { ref }) => settle(client, ref),
  });
}

export function useDeleteTask() {
  const client = useQueryClient();
  const add = useAddTask();
  const update = useUpdateTask();
  return useMutation({
    mutationFn: ({ task }: { task: Task }) => deleteTask({ taskId: task.id, goalId: task.goalId, dayId: task.dayId }),
    onMutate: async ({ task }) => {
      const ref = { goalId: task.goalId, dayId: task.dayId };
      const saved = await snapshot(client, ref);
      editCaches(client, ref, (tasks) => tasks.filter((t) => t.id !== task.id));
      return { saved };
    },
    onSuccess: (_data, { task }) => {
      toast({
        title: 'Task deleted',
        description: task.title,
        action: {
          label: 'Undo',
          onClick: () =>
            add.mutate(
              { ref: { goalId: task.goalId, dayId: task.dayId }, input: { title: task.title, description: task.description, difficulty: task.difficulty } },
              { onSuccess: (restored) => task.completed && update.mutate({ ref: { taskId: restored.id, goalId: task.goalId, dayId: task.dayId }, patch: { completed: true } }) },
            ),
        },
      });
    },
    onError: (_error, _vars, context) => rollback(client, context?.saved),
    onSettled: (_data, _error, { task }) => settle(client, { goalId: task.goalId, dayId: task.dayId }),
  });
}
