import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { looksLikeEmail, useFieldErrors } from '@/components/ui/use-field-errors';
import { changeEmail } from '@/api/me/account-security';
import { confirmUserAttribute, useAuth } from '@/lib/auth';
import { ChangeButton, FormRow } from './form-row';
import { useAction } from './use-action';
import { useFreshSignIn } from './use-fresh-sign-in';

/** Changing the email: the API asks Cognito to mail a code to the new address, confirmed in a dialog. */
export function EmailForm() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const { busy, run } = useAction();
  const { whenFresh } = useFreshSignIn();
  // What the user typed, until the new address is confirmed; otherwise the session's email.
  const [draft, setDraft] = useState<string | null>(null);
  const email = draft ?? user?.email ?? '';
  const [code, setCode] = useState('');
  const [confirming, setConfirming] = useState(false);
  const next = email.trim();
  const { fail, field, editing } = useFieldErrors<'email' | 'code'>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!next || next === user?.email) return;
    if (!looksLikeEmail(next)) return fail('email', 'Check your email', 'Enter an email address like name@example.com');
    // The server makes the change, after checking the sign-in is recent; the code goes to the new address.
    const done = await whenFresh(
      'changing your email',
      run,
      async () => {
        await changeEmail(next);
        setConfirming(true);
      },
      (message) => fail('email', 'Error', message),
    );
    if (done) toast({ title: 'Email update initiated', description: 'Please check your new email for verification' });
  };

  const confirm = async () => {
    if (!code.trim()) return fail('code', 'Verification Code Required', 'Please enter the verification code sent to your email.');
    const done = await run(
      async () => {
        await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
        setConfirming(false);
        setCode('');
      },
      (message) => fail('code', 'Error', message),
    );
    if (!done) return;
    // The account's sign-in changed: end every session, this one included.
    await signOut({ everywhere: true }).catch(() => undefined);
    toast({ title: 'Email updated', description: 'Your new email is verified. Sign in with it; your other devices were signed out.' });
    navigate(paths.signIn, { replace: true });
  };

  return (
    <>
      <FormRow onSubmit={submit}>
        <Field
          className="flex-1"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={editing('email', (e) => setDraft(e.target.value))}
          {...field('email')}
        />
        <ChangeButton changed={!!next && next !== user?.email} busy={busy}>
          Change Email
        </ChangeButton>
      </FormRow>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirm your new email"
        description={`Enter the code we sent to ${email}.`}
        confirmLabel="Confirm"
        onConfirm={confirm}
      >
        <Field
          className="mt-4"
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={editing('code', (e) => setCode(e.target.value))}
          {...field('code')}
        />
      </ConfirmDialog>
    </>
  );
}
