import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Task } from '@contract';
import { useAddTask } from '@/api/tasks/add-task';
import { Button } from '@/components/ui/button';
import { TaskForm } from './task-form';
import { TaskItem } from './task-item';
import { useFocusAfterDelete } from './use-focus-after-delete';

/**
 * A day's tasks (or the personal list) with toggling, inline editing, deleting and adding.
 * `onAllDone` hears the tick that completes the list, with the list as it is then.
 */
export function TaskList({
  tasks,
  goalId,
  dayId,
  emptyText = 'No tasks yet.',
  onAllDone,
  canAdd = true,
  label,
}: {
  tasks: Task[];
  goalId?: string;
  dayId?: string;
  emptyText?: string;
  onAllDone?: (tasks: Task[]) => void;
  /** Whether the list offers "Add task" (a list of what was done earlier does not). */
  canAdd?: boolean;
  label?: string;
}) {
  const [adding, setAdding] = useState(false);
  const add = useAddTask();
  const list = useRef<HTMLDivElement>(null);
  const deleting = useFocusAfterDelete(tasks, list);
  const ticked = (id: string) => {
    if (onAllDone && tasks.every((t) => t.id === id || t.completed)) {
      onAllDone(tasks.map((t) => (t.id === id ? { ...t, completed: true } : t)));
    }
  };
  return (
    <div ref={list}>
      {tasks.length === 0 && !adding && <p className="px-2 py-2 text-sm text-slate-500">{emptyText}</p>}
      <ul className="flex flex-col" aria-label={label}>
        {tasks.map((t) => (
          <TaskItem key={t.id} task={t} onTicked={() => ticked(t.id)} onDeleting={() => deleting(t.id)} />
        ))}
      </ul>
      {!canAdd ? null : adding ? (
        <TaskForm
          initial={{ title: '', description: '', difficulty: 'medium' }}
          submitLabel="Save"
          onCancel={() => setAdding(false)}
          onSubmit={(draft) => {
            add.mutate({ ref: { goalId, dayId }, input: draft });
            setAdding(false);
          }}
        />
      ) : (
        <Button variant="ghost" size="sm" className="mt-1" onClick={() => setAdding(true)} data-add-task>
          <Plus className="size-4" aria-hidden /> Add task
        </Button>
      )}
    </div>
  );
}
