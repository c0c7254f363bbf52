import { useState } from 'react';
import { deleteAccountData } from '@/api/me/delete-account';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useLogout } from '@/components/layout/use-logout';
import { useAuth } from '@/lib/auth';
import { useAction } from './use-action';
import { useFreshSignIn } from './use-fresh-sign-in';

/** Signing out (the wording the sidebar uses too), and — apart, in a danger zone — deleting the account, each behind a confirmation dialog. */
export function AccountActions() {
  const { signOut } = useAuth();
  const { logout, leave } = useLogout();
  const { busy, run } = useAction();
  const { whenFresh } = useFreshSignIn();
  const [dialog, setDialog] = useState<'logout' | 'delete' | null>(null);

  const deleteAccount = async () => {
    const done = await whenFresh('deleting your account', run, async () => {
      await deleteAccountData();
      await signOut().catch(() => undefined);
    });
    if (!done) return;
    toast({ title: 'Account deleted' });
    leave();
  };

  return (
    <>
      <div className="flex flex-wrap gap-3 py-4">
        <Button variant="secondary" onClick={() => setDialog('logout')}>
          Sign out
        </Button>
      </div>
      <div className="mb-4 rounded-xl border border-red-200 bg-red-50/50 p-4" role="group" aria-labelledby="danger-zone">
        <h3 id="danger-zone" className="font-semibold text-red-800">
          Danger zone
        </h3>
        <p className="mt-1 text-sm text-slate-700">Deleting your account removes your goals, tasks and history for good.</p>
        <Button className="mt-3" variant="danger" onClick={() => setDialog('delete')}>
          Delete Account
        </Button>
      </div>
      <ConfirmDialog
        open={dialog === 'logout'}
        onOpenChange={(o) => setDialog(o ? 'logout' : null)}
        title="Sign out?"
        description="You will need to sign in again to use Stride."
        confirmLabel="Sign out"
        onConfirm={logout}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(o) => setDialog(o ? 'delete' : null)}
        title="Delete your account?"
        description="This permanently deletes your account, your goals, tasks and history. This cannot be undone."
        confirmLabel={busy ? 'Deleting…' : 'Delete Account'}
        destructive
        busy={busy}
        onConfirm={deleteAccount}
      />
    </>
  );
}
