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

/** Every task edit shares this key and scope. */
const TASK_WRITES = ['task-writes'] as const;

/**
 * Toggles or edits a goal task or a personal task, optimistically. Edits go to the server one at a
 * time, in the order they were made: each sends a whole field (a task's step list), so two in flight
 * could land out of order and the older one win. While later edits wait, an answer or a refetch
 * would show the task as it was before them; only the last edit's answer is shown.
 */
export function useUpdateTask() {
  const client = useQueryClient();
  const later = () => client.isMutating({ mutationKey: TASK_WRITES }) > 1;
  return useMutation({
    mutationKey: TASK_WRITES,
    scope: { id: 'task-writes' },
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
    onSuccess: ({ task }, { ref }) => {
      if (!later()) editCaches(client, ref, (tasks) => tasks.map((t) => (t.id === task.id ? { ...t, ...task } : t)));
    },
    onError: (_error, _vars, context) => rollback(client, context?.saved),
    onSettled: (_data, _error, { ref, patch }) => {
      if (!later()) settle(client, ref);
      // A completion can change the streak.
      if (patch.completed !== undefined) void client.invalidateQueries({ queryKey: keys.me });
    },
  });
}
