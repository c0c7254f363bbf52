import { useTaskSaveState } from '@/api/tasks/update-task';

/**
 * Beside a task: "Saving…" while an edit of it is on its way, "Saved" once the server keeps the last
 * one — what a person waits for before closing the tab (the page also asks, layout/use-unsaved-edits.ts).
 */
export function SaveState({ taskId }: { taskId: string }) {
  const state = useTaskSaveState(taskId);
  return (
    // A live region, not role="status": a page's own status (Home's "Day N complete") stays the one status.
    <span aria-live="polite" className="text-slate-500">
      {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Saved' : ''}
    </span>
  );
}
