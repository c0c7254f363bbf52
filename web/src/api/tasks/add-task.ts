import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskRequest, Task } from '@contract';
import { api } from '@/lib/api';
import { editCaches, rollback, settle, snapshot, type TaskRef } from './task-cache';

export const addTask = ({ goalId, dayId }: Omit<TaskRef, 'taskId'>, input: CreateTaskRequest) =>
  goalId ? api('tasks.create', { params: { goalId, dayId: dayId! }, body: input }) : api('personalTasks.create', { body: input });

/** Adds a task to a goal's day or to the personal list; it shows at once as a draft. */
export function useAddTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, input }: { ref: Omit<TaskRef, 'taskId'>; input: CreateTaskRequest }) => addTask(ref, input).then((r) => r.task),
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
