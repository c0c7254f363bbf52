import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useFieldErrors } from '@/components/ui/use-field-errors';
import { paths } from '@/config/paths';
import { authErrorMessage, confirmSignUp, resendSignUpCode, signInWithPassword, takeSignUpPassword, useAuth } from '@/lib/auth';
import { AuthCard } from '@/components/layout/auth-card';
import { welcome } from '@/lib/welcome';

/** /auth/verify: the mailed code confirms the account; with the password at hand, sign in straight away. */
export function VerifyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const state = (location.state as { email?: string } | null) ?? {};
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { fail, field, editing } = useFieldErrors<'code'>();

  if (!state.email) return <Navigate to={paths.signIn} replace />;
  const email = state.email;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return fail('code', 'Verification Code Required', 'Please enter the verification code sent to your email.');
    setBusy(true);
    try {
      await confirmSignUp({ username: email, confirmationCode: code.trim() });
    } catch (error) {
      setBusy(false);
      return fail('code', 'Error', authErrorMessage(error));
    }
    const password = takeSignUpPassword(email);
    if (password) {
      try {
        const result = await signInWithPassword(email, password);
        if (result.isSignedIn) {
          const user = await refresh();
          toast(welcome(user?.firstName));
          navigate(paths.goals, { replace: true });
          return;
        }
      } catch {
        // fall through to a manual sign-in
      }
    }
    toast({ title: 'Email verified', description: 'Your email is verified. Please sign in.' });
    navigate(paths.password, { state: { email }, replace: true });
  };

  const resend = async () => {
    try {
      await resendSignUpCode({ username: email });
      toast({ title: 'Code sent', description: `We sent a new code to ${email}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: authErrorMessage(error) });
    }
  };

  return (
    <AuthCard
      title="Verify Your Email"
      subtitle={
        <>
          We sent a verification code to <strong>{email}</strong>. Enter it below.
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={editing('code', (e) => setCode(e.target.value))}
          {...field('code')}
          autoFocus
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify Email'}
        </Button>
      </form>
      <Button variant="ghost" className="mt-3 w-full" onClick={resend}>
        Resend code
      </Button>
    </AuthCard>
  );
}
