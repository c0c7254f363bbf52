import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
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

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      toast({ variant: 'destructive', title: 'Email Required', description: 'Please enter your email address' });
      return;
    }
    setBusy(true);
    try {
      await resetPassword({ username: email.trim() });
      setSent(true);
      toast({ title: 'Check your email', description: `We sent a reset code to ${email.trim()}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: authErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      toast({
        variant: 'destructive',
        title: 'Verification Code Required',
        description: 'Please enter the verification code sent to your email.',
      });
      return;
    }
    if (!password) {
      toast({ variant: 'destructive', title: 'Password Required', description: 'Please enter a new password' });
      return;
    }
    setBusy(true);
    try {
      await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword: password });
      toast({ title: 'Password updated', description: 'Sign in with your new password.' });
      navigate(paths.password, { state: { email: email.trim() }, replace: true });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: authErrorMessage(error) });
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
          <Field label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
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
            onChange={(e) => setCode(e.target.value)}
          />
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint="At least 8 characters, with upper- and lower-case letters, a number and a symbol."
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
