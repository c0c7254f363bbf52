import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toast } from '@/components/ui/toast';
import { editCaches, settle } from './task-cache';

interface GoalTaskRef {
  taskId: string;
  goalId: string;
  dayId: string;
}

/** Breaks a goal task into checklist steps; the steps show wherever the task does once the server answers. */
export function useBreakDownTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, goalId, dayId }: GoalTaskRef) =>
      api('tasks.breakdown', { params: { goalId, dayId, taskId } }).then((r) => r.task),
    onSuccess: (task, ref) => editCaches(client, ref, (tasks) => tasks.map((t) => (t.id === task.id ? { ...t, ...task } : t))),
    onError: () => toast({ variant: 'destructive', title: 'Could not break the task down', description: 'Please try again.' }),
    onSettled: (_data, _error, ref) => settle(client, ref),
  });
}
