import { useEffect } from 'react';
import { useUnsavedTaskEdits } from '@/api/tasks/update-task';

/**
 * While an edit of a task is not yet kept by the server, leaving or reloading the page asks first: the
 * browser's own "Leave site?" question, the only one a page may ask then. Moving within the app keeps
 * the edit going, so it is not asked there.
 */
export function useAskBeforeLeavingUnsaved(): void {
  const unsaved = useUnsavedTaskEdits() > 0;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
