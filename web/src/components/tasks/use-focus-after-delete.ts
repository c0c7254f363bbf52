import { useEffect, useRef, type RefObject } from 'react';
import type { Task } from '@contract';

/**
 * A deleted task's row is gone, and focus with it: it moves to the next task (or the one before, or
 * Add task) once the row has left the list. Call `deleting` as a task's delete starts.
 */
export function useFocusAfterDelete(tasks: readonly Task[], list: RefObject<HTMLElement | null>) {
  const pending = useRef<{ deleted: string; next: string } | undefined>(undefined);
  const deleting = (id: string) => {
    const at = tasks.findIndex((t) => t.id === id);
    pending.current = { deleted: id, next: (tasks[at + 1] ?? tasks[at - 1])?.id ?? 'add' };
  };
  useEffect(() => {
    const next = pending.current;
    if (!next || tasks.some((t) => t.id === next.deleted)) return; // wait until its row is gone
    pending.current = undefined;
    const target =
      next.next === 'add'
        ? list.current?.querySelector<HTMLElement>('[data-add-task]')
        : list.current?.querySelector<HTMLElement>(`[data-task="${next.next}"] input[type="checkbox"]`);
    target?.focus();
  }, [tasks, list]);
  return deleting;
}
