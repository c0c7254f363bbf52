import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { meetsPasswordPolicy, PASSWORD_RULE } from '@contract';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useFieldErrors } from '@/components/ui/use-field-errors';
import { paths } from '@/config/paths';
import { changePassword } from '@/api/me/account-security';
import { useAuth } from '@/lib/auth';
import { ChangeButton, FormRow } from './form-row';
import { useAction } from './use-action';

/** Which field the server says a refused change concerns (VALIDATION with its field), if any. */
function refusedField(error: unknown): 'current' | 'next' | undefined {
  const field = (error as { field?: string }).field;
  return field === 'currentPassword' ? 'current' : field === 'newPassword' ? 'next' : undefined;
}

export function PasswordForm() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { busy, run } = useAction();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { fail, field, editing } = useFieldErrors<'current' | 'next'>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!current) return fail('current', 'Current password required', 'Enter your current password.');
    if (!next) return fail('next', 'Password Required', 'Please enter a new password');
    if (!meetsPasswordPolicy(next)) return fail('next', 'Password too weak', PASSWORD_RULE);
    // Through the API, which tells the account's address of the change.
    const done = await run(
      () => changePassword(current, next),
      (message, error) => {
        const where = refusedField(error);
        if (where) fail(where, 'Error', where === 'current' ? 'Your current password is not right.' : message);
        else toast({ variant: 'destructive', title: 'Error', description: message });
      },
    );
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
        onChange={editing('current', (e) => setCurrent(e.target.value))}
        {...field('current')}
      />
      <Field
        className="flex-1"
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={editing('next', (e) => setNext(e.target.value))}
        {...field('next')}
      />
      <ChangeButton changed={!!next} busy={busy}>
        Change Password
      </ChangeButton>
    </FormRow>
  );
}
