import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useFieldErrors } from '@/components/ui/use-field-errors';
import { paths } from '@/config/paths';
import { authErrorMessage, confirmSignIn, holdSignUpPassword, type SignInOutput, signInWithPassword, useAuth } from '@/lib/auth';
import { takeReturnTo } from '@/lib/return-to';
import { AuthCard } from '@/components/layout/auth-card';

type Phase = 'idle' | 'signing-in' | 'redirecting';

/**
 * Password sign-in: /auth/email-signin (after the sign-in page) and /auth/password ("Welcome Back").
 * Every next step Amplify can answer is handled: done, confirm sign-up, reset password, a TOTP code;
 * anything else is explained rather than left hanging.
 */
export function PasswordPage({ variant }: { variant: 'email-signin' | 'password' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const email = (location.state as { email?: string } | null)?.email ?? '';
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const { fail, field, editing } = useFieldErrors<'password' | 'code'>();

  if (!email) return <Navigate to={paths.signIn} replace />;

  const finish = async (output: SignInOutput) => {
    const step = output.nextStep.signInStep;
    if (output.isSignedIn || step === 'DONE') {
      setPhase('redirecting');
      await refresh();
      navigate(takeReturnTo() ?? paths.home, { replace: true });
      return;
    }
    setPhase('idle');
    switch (step) {
      case 'CONFIRM_SIGN_UP':
        holdSignUpPassword(email, password);
        navigate(paths.verify, { state: { email } });
        return;
      case 'RESET_PASSWORD':
        toast({ title: 'Password reset required', description: 'Choose a new password to continue.' });
        navigate(paths.resetPassword, { state: { email } });
        return;
      case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
        setTotp('');
        return;
      default:
        toast({
          variant: 'destructive',
          title: 'Error',
          description: `This sign-in step (${step}) is not supported yet. Please contact support.`,
        });
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (totp !== null) {
      if (!/^\d{6}$/.test(totp)) return fail('code', 'Code Required', 'Enter the 6-digit code from your authenticator app.');
      setPhase('signing-in');
      try {
        await finish(await confirmSignIn({ challengeResponse: totp }));
      } catch (error) {
        setPhase('idle');
        fail('code', 'Error', authErrorMessage(error));
      }
      return;
    }
    if (!password) return fail('password', 'Password Required', 'Please enter your password.');
    setPhase('signing-in');
    try {
      await finish(await signInWithPassword(email, password));
    } catch (error) {
      setPhase('idle');
      // cognito-local answers a wrong password with InvalidPasswordException; Cognito with NotAuthorized.
      const name = (error as { name?: string }).name;
      const message = name === 'InvalidPasswordException' ? 'Incorrect email or password.' : authErrorMessage(error);
      if (variant === 'password' && /User does not exist/i.test(message)) {
        navigate(paths.signUp, { state: { email } });
        return;
      }
      fail('password', 'Error', message);
    }
  };

  const label = phase === 'signing-in' ? 'Signing in...' : phase === 'redirecting' ? 'Redirecting...' : 'Sign In';
  return (
    <AuthCard
      title={variant === 'password' ? 'Welcome Back' : 'Sign in'}
      subtitle={variant === 'password' ? 'Enter your password to continue' : 'Enter your password to sign in to Stride.'}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label="Email" type="email" value={email} readOnly autoComplete="username" />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={editing('password', (e) => setPassword(e.target.value))}
          {...field('password')}
          autoFocus
          disabled={totp !== null}
        />
        {totp !== null && (
          <Field
            label="Authenticator code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={totp}
            onChange={editing('code', (e) => setTotp(e.target.value.replace(/\D/g, '').slice(0, 6)))}
            hint="Open your authenticator app and enter the 6-digit code."
            {...field('code')}
            autoFocus
          />
        )}
        <Button type="submit" className="w-full" disabled={phase !== 'idle'}>
          {label}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
        <Link to={paths.resetPassword} state={{ email }} className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
        {variant === 'password' ? (
          <Link to={paths.signUp} state={{ email }} className="font-medium text-brand-700 hover:underline">
            Sign up
          </Link>
        ) : (
          <Link to={paths.signIn} className="text-slate-600 hover:underline">
            Use another email
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
