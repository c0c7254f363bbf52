import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@contract';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api';
import { useAddTask } from './add-task';
import { editCaches, rollback, settle, snapshot, type TaskRef } from './task-cache';
import { useUpdateTask } from './update-task';

const deleteTask = ({ taskId, goalId, dayId }: TaskRef) =>
  goalId ? api('tasks.delete', { params: { goalId, dayId: dayId!, taskId } }) : api('personalTasks.delete', { params: { taskId } });

/** Deletes a task, with Undo in the toast. */
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
              {
                ref: { goalId: task.goalId, dayId: task.dayId },
                input: { title: task.title, description: task.description, difficulty: task.difficulty },
              },
              {
                onSuccess: (restored) =>
                  task.completed &&
                  update.mutate({ ref: { taskId: restored.id, goalId: task.goalId, dayId: task.dayId }, patch: { completed: true } }),
              },
            ),
        },
      });
    },
    onError: (_error, _vars, context) => rollback(client, context?.saved),
    onSettled: (_data, _error, { task }) => settle(client, { goalId: task.goalId, dayId: task.dayId }),
  });
}
