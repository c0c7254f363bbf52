import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subtask, UpdateTaskRequest } from '@contract';
import { api } from '@/lib/api';
import { keys } from '../keys';
import { editCaches, rollback, settle, snapshot, type TaskRef } from './task-cache';

/** What the web changes: its new steps always carry an id it made (task-steps.tsx), so they show and tick at once. */
export type TaskPatch = Omit<UpdateTaskRequest, 'subtasks'> & { subtasks?: Subtask[] };

export const updateTask = ({ taskId, goalId, dayId }: TaskRef, patch: TaskPatch) =>
  goalId
    ? api('tasks.update', { params: { goalId, dayId: dayId!, taskId }, body: patch })
    : api('personalTasks.update', { params: { taskId }, body: patch });

/** Toggles or edits a goal task or a personal task, optimistically. */
export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, patch }: { ref: TaskRef; patch: TaskPatch }) => updateTask(ref, patch),
    onMutate: async ({ ref, patch }) => {
      const saved = await snapshot(client, ref);
      const now = new Date().toISOString();
      editCaches(client, ref, (tasks) =>
        tasks.map((t) =>
          t.id === ref.taskId
            ? {
                ...t,
                ...patch,
                updatedAt: now,
                ...(patch.completed === true && { completedAt: t.completedAt ?? now }),
                ...(patch.completed === false && { completedAt: undefined }),
              }
            : t,
        ),
      );
      return { saved };
    },
    onSuccess: ({ task }, { ref }) => editCaches(client, ref, (tasks) => tasks.map((t) => (t.id === task.id ? { ...t, ...task } : t))),
    onError: (_error, _vars, context) => rollback(client, context?.saved),
    onSettled: (_data, _error, { ref, patch }) => {
      settle(client, ref);
      // A completion can change the streak.
      if (patch.completed !== undefined) void client.invalidateQueries({ queryKey: keys.me });
    },
  });
}
