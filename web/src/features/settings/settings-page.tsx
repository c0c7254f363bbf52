import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { confirmUserAttribute, updatePassword, updateUserAttribute, updateUserAttributes } from 'aws-amplify/auth';
import { deleteAccountData, useProfile, useRenameProfile } from '@/api/me';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { authErrorMessage, useAuth } from '@/lib/auth';

const failed = (error: unknown) => toast({ variant: 'destructive', title: 'Error', description: authErrorMessage(error) });

function Row({ children, onSubmit }: { children: React.ReactNode; onSubmit: (e: FormEvent) => void }) {
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 border-b border-slate-100 py-4 last:border-0 sm:flex-row sm:items-end" noValidate>
      {children}
    </form>
  );
}

/** A change button, highlighted only when its value differs from the original. */
function ChangeButton({ changed, busy, children }: { changed: boolean; busy?: boolean; children: React.ReactNode }) {
  return (
    <Button type="submit" variant={changed ? 'primary' : 'secondary'} disabled={busy} className={cn('shrink-0', !changed && 'text-slate-500')}>
      {children}
    </Button>
  );
}

export function SettingsPage() {
  const { user, refresh, signOut } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  const profile = useProfile();
  const rename = useRenameProfile();
  const originalName = user?.fullName ?? '';
  const [name, setName] = useState(originalName);
  const [email, setEmail] = useState(user?.email ?? '');
  const [emailCode, setEmailCode] = useState('');
  const [confirmingEmail, setConfirmingEmail] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [dialog, setDialog] = useState<'logout' | 'delete' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => setName(originalName), [originalName]);
  useEffect(() => setEmail(user?.email ?? ''), [user?.email]);

  const changeName = async (e: FormEvent) => {
    e.preventDefault();
    const next = name.trim();
    if (!next || next === originalName) return;
    setBusy('name');
    try {
      await updateUserAttributes({ userAttributes: { name: next, given_name: next.split(' ')[0]! } });
      await rename.mutateAsync(next);
      await refresh(true);
      toast({ title: 'Name updated' });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const changeEmail = async (e: FormEvent) => {
    e.preventDefault();
    const next = email.trim();
    if (!next || next === user?.email) return;
    setBusy('email');
    try {
      const result = await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: next } });
      if (result.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE') setConfirmingEmail(true);
      toast({ title: 'Email update initiated', description: 'Please check your new email for verification' });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const confirmEmail = async () => {
    if (!emailCode.trim()) {
      toast({ variant: 'destructive', title: 'Verification Code Required', description: 'Please enter the verification code sent to your email.' });
      return;
    }
    try {
      await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: emailCode.trim() });
      setConfirmingEmail(false);
      setEmailCode('');
      await refresh(true);
      toast({ title: 'Email updated', description: 'Your new email is verified.' });
    } catch (error) {
      failed(error);
    }
  };

  const changePassword = async (e: FormEvent) => {
    e.preventDefault();
    if (!newPassword) {
      setPasswordError('Please enter a new password');
      return;
    }
    setPasswordError(undefined);
    setBusy('password');
    try {
      await updatePassword({ oldPassword: currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      toast({ title: 'Password updated' });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const logout = async () => {
    try {
      await signOut();
      client.clear();
      toast({ title: 'Logged out', description: 'You have been logged out successfully.' });
      navigate(paths.signIn, { replace: true });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to log out. Please try again.' });
    }
  };

  const deleteAccount = async () => {
    setBusy('delete');
    try {
      await deleteAccountData();
      await signOut().catch(() => undefined);
      client.clear();
      toast({ title: 'Account deleted' });
      navigate(paths.signIn, { replace: true });
    } catch (error) {
      setBusy(null);
      failed(error);
    }
  };

  const plan = profile.data?.plan ?? 'free';
  return (
    <div>
      <h1 className="text-2xl font-bold">Settings</h1>
      <section className="mt-6 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm" aria-labelledby="personal-info">
        <h2 id="personal-info" className="pt-4 font-semibold">Personal Information</h2>
        <Row onSubmit={changeName}>
          <Field className="flex-1" label="Full Name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          <ChangeButton changed={!!name.trim() && name.trim() !== originalName} busy={busy === 'name'}>Change Name</ChangeButton>
        </Row>
        <Row onSubmit={changeEmail}>
          <Field className="flex-1" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <ChangeButton changed={!!email.trim() && email.trim() !== user?.email} busy={busy === 'email'}>Change Email</ChangeButton>
        </Row>
        <Row onSubmit={changePassword}>
          <Field className="flex-1" label="Current Password" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} />
          <Field className="flex-1" label="New Password" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} error={passwordError} />
          <ChangeButton changed={!!newPassword} busy={busy === 'password'}>Change Password</ChangeButton>
        </Row>
        <div className="flex flex-wrap gap-3 py-4">
          <Button variant="secondary" onClick={() => setDialog('logout')}>Logout</Button>
          <Button variant="danger" onClick={() => setDialog('delete')}>Delete Account</Button>
        </div>
      </section>

      <section id="plans" className="mt-6" aria-labelledby="plans-title">
        <h2 id="plans-title" className="font-semibold">Plans &amp; Billing</h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {[
            { id: 'free', name: 'Free', price: '$0', features: ['Set and track 1 goal', 'AI-generated roadmap', 'Daily task overview', 'Basic progress tracking'] },
            { id: 'pro', name: 'Pro', price: '$6.99 / month, billed annually', features: ['Unlimited goals', 'Early access to new features'] },
          ].map((p) => (
            <article key={p.id} className={cn('rounded-2xl border bg-white p-4 shadow-sm', plan === p.id ? 'border-brand-600' : 'border-slate-200')}>
              <div className="flex items-center justify-between">
                <h3 className="font-semibold">{p.name}</h3>
                {plan === p.id && <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-700">Current plan</span>}
              </div>
              <p className="mt-1 text-sm text-slate-600">{p.price}</p>
              <ul className="mt-3 list-inside list-disc text-sm text-slate-700">
                {p.features.map((f) => <li key={f}>{f}</li>)}
              </ul>
              {p.id === 'pro' && plan !== 'pro' && (
                <Button className="mt-4 w-full" disabled aria-describedby="pro-note">Upgrade to Pro</Button>
              )}
              {p.id === 'pro' && plan !== 'pro' && <p id="pro-note" className="mt-2 text-xs text-slate-500">Payments are not available yet.</p>}
            </article>
          ))}
        </div>
      </section>

      <ConfirmDialog open={confirmingEmail} onOpenChange={setConfirmingEmail} title="Confirm your new email" description={`Enter the code we sent to ${email}.`} confirmLabel="Confirm" onConfirm={confirmEmail}>
        <Field className="mt-4" label="Verification code" inputMode="numeric" autoComplete="one-time-code" value={emailCode} onChange={(e) => setEmailCode(e.target.value)} />
      </ConfirmDialog>
      <ConfirmDialog open={dialog === 'logout'} onOpenChange={(o) => setDialog(o ? 'logout' : null)} title="Log out?" description="You will need to sign in again to use Stride." confirmLabel="Logout" onConfirm={logout} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(o) => setDialog(o ? 'delete' : null)}
        title="Delete your account?"
        description="This permanently deletes your account, your goals, tasks and history. This cannot be undone."
        confirmLabel={busy === 'delete' ? 'Deleting…' : 'Delete Account'}
        destructive
        busy={busy === 'delete'}
        onConfirm={deleteAccount}
      />
    </div>
  );
}
