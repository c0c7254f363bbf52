import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { authErrorMessage } from '@/lib/auth';

/**
 * The one way a Settings form runs its action: it is busy while the action runs, says what went wrong
 * (in words a person can act on) in a toast — or through `failed`, at the field it concerns — and tells
 * the caller whether it succeeded.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, failed?: (message: string, error: unknown) => void): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      const message = authErrorMessage(error);
      if (failed) failed(message, error);
      else toast({ variant: 'destructive', title: 'Error', description: message });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
