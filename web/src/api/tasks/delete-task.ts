import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Task } from '@contract';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api';
import { keys } from '../keys';
import { addTask } from './add-task';
import { editCaches, rollback, settle, snapshot, type TaskRef } from './task-cache';
import { updateTask } from './update-task';

const deleteTask = ({ taskId, goalId, dayId }: TaskRef) =>
  goalId ? api('tasks.delete', { params: { goalId, dayId: dayId!, taskId } }) : api('personalTasks.delete', { params: { taskId } });

/**
 * Undo: the task comes back as it was — completed again if it was, so it is in History too. Plain
 * calls in order, not mutations of the deleted row, whose callbacks would never run once it is gone.
 */
async function restore(client: QueryClient, task: Task): Promise<void> {
  const ref = { goalId: task.goalId, dayId: task.dayId };
  try {
    const { task: restored } = await addTask(ref, { title: task.title, description: task.description, difficulty: task.difficulty });
    if (task.completed) await updateTask({ ...ref, taskId: restored.id }, { completed: true });
    toast({ title: 'Task restored', description: task.title });
  } catch {
    toast({ variant: 'destructive', title: 'Could not restore the task', description: 'Add it again, or try Undo once more.' });
  } finally {
    settle(client, ref);
    if (task.completed) void client.invalidateQueries({ queryKey: keys.me });
  }
}

/** Deletes a task, with Undo in the toast. */
export function useDeleteTask() {
  const client = useQueryClient();
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
        action: { label: 'Undo', onClick: () => void restore(client, task) },
      });
    },
    onError: (_error, _vars, context) => rollback(client, context?.saved),
    onSettled: (_data, _error, { task }) => settle(client, { goalId: task.goalId, dayId: task.dayId }),
  });
}
