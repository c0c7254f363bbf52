import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { authErrorMessage } from '@/lib/auth';

/**
 * The one way a Settings form runs its action: it is busy while the action runs, says what went wrong
 * in a toast (in words a person can act on), and tells the caller whether it succeeded.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: authErrorMessage(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
