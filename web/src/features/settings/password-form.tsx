import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { updatePassword, useAuth } from '@/lib/auth';
import { ChangeButton, FormRow } from './form-row';
import { useAction } from './use-action';

export function PasswordForm() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { busy, run } = useAction();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!next) {
      setError('Please enter a new password');
      return;
    }
    setError(undefined);
    const done = await run(() => updatePassword({ oldPassword: current, newPassword: next }));
    if (!done) return;
    // Whoever knew the old password may hold a session: end them all, this one included.
    await signOut({ everywhere: true }).catch(() => undefined);
    toast({ title: 'Password updated', description: 'Sign in with your new password. Your other devices were signed out.' });
    navigate(paths.signIn, { replace: true });
  };

  return (
    <FormRow onSubmit={submit}>
      <Field
        className="flex-1"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <Field
        className="flex-1"
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={error}
      />
      <ChangeButton changed={!!next} busy={busy}>
        Change Password
      </ChangeButton>
    </FormRow>
  );
}
