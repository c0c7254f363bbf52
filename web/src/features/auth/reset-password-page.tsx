import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { looksLikeEmail, useFieldErrors } from '@/components/ui/use-field-errors';
import { meetsPasswordPolicy, PASSWORD_RULE } from '@contract';
import { paths } from '@/config/paths';
import { authErrorMessage, confirmResetPassword, resetPassword } from '@/lib/auth';
import { AuthCard } from '@/components/layout/auth-card';

/** Forgot password / reset required: a code is mailed, then a new password is set with it. */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState((location.state as { email?: string } | null)?.email ?? '');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { fail, field, editing } = useFieldErrors<'email' | 'code' | 'password'>();

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return fail('email', 'Email Required', 'Please enter your email address');
    if (!looksLikeEmail(email.trim())) return fail('email', 'Check your email', 'Enter an email address like name@example.com');
    setBusy(true);
    try {
      await resetPassword({ username: email.trim() });
      setSent(true);
      toast({ title: 'Check your email', description: `We sent a reset code to ${email.trim()}.` });
    } catch (error) {
      fail('email', 'Error', authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return fail('code', 'Verification Code Required', 'Please enter the verification code sent to your email.');
    if (!password) return fail('password', 'Password Required', 'Please enter a new password');
    if (!meetsPasswordPolicy(password)) return fail('password', 'Password too weak', PASSWORD_RULE);
    setBusy(true);
    try {
      await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword: password });
      toast({ title: 'Password updated', description: 'Sign in with your new password.' });
      navigate(paths.password, { state: { email: email.trim() }, replace: true });
    } catch (error) {
      const name = (error as { name?: string }).name;
      fail(name === 'InvalidPasswordException' ? 'password' : 'code', 'Error', authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Reset your password"
      subtitle={sent ? 'Enter the code we emailed you and choose a new password.' : 'We will email you a code to reset it.'}
    >
      {!sent ? (
        <form onSubmit={send} className="flex flex-col gap-4" noValidate>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={editing('email', (e) => setEmail(e.target.value))}
            {...field('email')}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send code'}
          </Button>
        </form>
      ) : (
        <form onSubmit={confirm} className="flex flex-col gap-4" noValidate>
          <Field
            label="Reset code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={editing('code', (e) => setCode(e.target.value))}
            {...field('code')}
          />
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={editing('password', (e) => setPassword(e.target.value))}
            hint={PASSWORD_RULE}
            {...field('password')}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.signIn} className="text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
