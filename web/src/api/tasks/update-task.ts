import { useIsMutating, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { Subtask, Task, UpdateTaskRequest } from '@contract';
import { api } from '@/lib/api';
import { keys } from '../keys';
import { editCaches, rollback, settle, snapshot, type TaskRef } from './task-cache';

/** What the web changes: its new steps always carry an id it made (task-steps.tsx), so they show and tick at once. */
export type TaskPatch = Omit<UpdateTaskRequest, 'subtasks'> & { subtasks?: Subtask[] };

/** An edit of one task: fields of it, or one of its steps ticked or unticked (a change of that step alone). */
export type TaskEdit = { ref: TaskRef; patch: TaskPatch } | { ref: TaskRef; step: { id: string; done: boolean } };

export const updateTask = ({ taskId, goalId, dayId }: TaskRef, patch: TaskPatch) =>
  goalId
    ? api('tasks.update', { params: { goalId, dayId: dayId!, taskId }, body: patch })
    : api('personalTasks.update', { params: { taskId }, body: patch });

const send = (edit: TaskEdit) => {
  if ('patch' in edit) return updateTask(edit.ref, edit.patch);
  const { taskId, goalId, dayId } = edit.ref;
  return api('tasks.step', { params: { goalId: goalId!, dayId: dayId!, taskId, stepId: edit.step.id }, body: { done: edit.step.done } });
};

/** Every task write's key starts with this; each task's own continue with its id. */
const TASK_WRITES = ['task-writes'] as const;
const writesOf = (taskId: string) => [...TASK_WRITES, taskId] as const;

/** The task as an edit leaves it, before the server has answered. */
function edited(task: Task, edit: TaskEdit, now: string): Task {
  if ('step' in edit) {
    const { id, done } = edit.step;
    return { ...task, updatedAt: now, subtasks: task.subtasks?.map((s) => (s.id === id ? { ...s, done } : s)) };
  }
  const { patch } = edit;
  return {
    ...task,
    ...patch,
    updatedAt: now,
    ...(patch.completed === true && { completedAt: task.completedAt ?? now }),
    ...(patch.completed === false && { completedAt: undefined }),
  };
}

/**
 * Toggles or edits one goal task or personal task, optimistically (decision 050). The edits of one task
 * go to the server one at a time, in the order they were made — an edit of its steps sends the whole
 * list, so two in flight could land out of order and the older win — while edits of other tasks go at
 * once. While later edits of the task wait, its answers are not shown (they would show it as before
 * them); the lists are read again once no task has an edit on its way.
 */
export function useUpdateTask(taskId: string) {
  const client = useQueryClient();
  const laterOfThisTask = () => client.isMutating({ mutationKey: writesOf(taskId) }) > 1;
  const laterOfAnyTask = () => client.isMutating({ mutationKey: TASK_WRITES }) > 1;
  return useMutation({
    mutationKey: writesOf(taskId),
    scope: { id: `task-writes:${taskId}` },
    mutationFn: send,
    onMutate: async (edit) => {
      const saved = await snapshot(client, edit.ref);
      const now = new Date().toISOString();
      editCaches(client, edit.ref, (tasks) => tasks.map((t) => (t.id === taskId ? edited(t, edit, now) : t)));
      return { saved };
    },
    onSuccess: ({ task }, { ref }) => {
      if (!laterOfThisTask()) editCaches(client, ref, (tasks) => tasks.map((t) => (t.id === task.id ? { ...t, ...task } : t)));
    },
    onError: (_error, _edit, context) => rollback(client, context?.saved),
    onSettled: (_data, _error, edit) => {
      // A refetch while another task's edit is on its way would show that task as it was before it.
      if (!laterOfAnyTask()) settle(client, edit.ref);
      // A completion can change the streak.
      if ('patch' in edit && edit.patch.completed !== undefined) void client.invalidateQueries({ queryKey: keys.me });
    },
  });
}

/**
 * Where one task's edits stand, as the person is told beside it: `saving` while one is on its way (or
 * waiting for the connection), `saved` once the last one is kept, `idle` before any in this visit.
 */
export function useTaskSaveState(taskId: string): 'idle' | 'saving' | 'saved' {
  const statuses = useMutationState({ filters: { mutationKey: writesOf(taskId) }, select: (m) => m.state.status });
  const last = statuses.at(-1);
  if (last === 'pending') return 'saving';
  return last === 'success' ? 'saved' : 'idle';
}

/** How many task edits are not yet kept by the server, across every task. */
export const useUnsavedTaskEdits = () => useIsMutating({ mutationKey: TASK_WRITES });
