import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { meetsPasswordPolicy, PASSWORD_RULE } from '@contract';
import { toast } from '@/components/ui/toast';
import { looksLikeEmail, useFieldErrors } from '@/components/ui/use-field-errors';
import { paths } from '@/config/paths';
import { AuthCard } from '@/components/layout/auth-card';
import { authErrorMessage, holdSignUpPassword, signInWithPassword, signUp, useAuth } from '@/lib/auth';
import { welcome } from '@/lib/welcome';

interface OnboardingState {
  email?: string;
  name?: string;
}

const useOnboardingState = () => (useLocation().state as OnboardingState | null) ?? {};

export function EmailStep() {
  const navigate = useNavigate();
  const [email, setEmail] = useState(useOnboardingState().email ?? '');
  const { fail, field, editing } = useFieldErrors<'email'>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return fail('email', 'Email Required', 'Please enter your email address');
    if (!looksLikeEmail(email.trim())) return fail('email', 'Check your email', 'Enter an email address like name@example.com');
    navigate(paths.onboardingName, { state: { email: email.trim() } });
  };
  return (
    <AuthCard title="Create your account" subtitle="Start with your email address.">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email..."
          value={email}
          onChange={editing('email', (e) => setEmail(e.target.value))}
          {...field('email')}
          autoFocus
        />
        <Button type="submit">Continue</Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.signIn} className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}

export function NameStep() {
  const navigate = useNavigate();
  const state = useOnboardingState();
  const [name, setName] = useState(state.name ?? '');
  const [error, setError] = useState<string>();
  if (!state.email) return <Navigate to={paths.onboardingEmail} replace />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError('Please enter your name');
      return;
    }
    navigate(paths.onboardingPassword, { state: { email: state.email, name: name.trim() } });
  };
  return (
    <AuthCard title="Hello there!" subtitle="What should we call you?">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label="Your name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={error} autoFocus />
        <Button type="submit">Continue</Button>
      </form>
    </AuthCard>
  );
}

export function PasswordStep() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const { email, name } = useOnboardingState();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const { fail, field, editing } = useFieldErrors<'password' | 'confirm'>();
  if (!email || !name) return <Navigate to={paths.signIn} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return fail('password', 'Password Required', 'Please enter a password.');
    if (password !== confirm) return fail('confirm', "Passwords don't match", 'Please make sure both passwords match.');
    if (!meetsPasswordPolicy(password)) return fail('password', 'Password too weak', PASSWORD_RULE);
    setBusy(true);
    try {
      const given = name.split(' ')[0]!;
      const result = await signUp({
        username: email,
        password,
        options: { userAttributes: { email, given_name: given, name, preferred_username: email } },
      });
      if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
        holdSignUpPassword(email, password);
        navigate(paths.verify, { state: { email } });
        return;
      }
      await signInWithPassword(email, password);
      await refresh();
      toast(welcome(given));
      navigate(paths.goals, { replace: true });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: authErrorMessage(error, 'An error occurred during sign up. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Secure your account!" subtitle={`Choose a password for ${email}.`}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label="Create password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={editing('password', (e) => setPassword(e.target.value))}
          hint={PASSWORD_RULE}
          {...field('password')}
          autoFocus
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={editing('confirm', (e) => setConfirm(e.target.value))}
          {...field('confirm')}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}

/** /auth/signup: the onboarding sign-up, with the email already known. */
export function SignUpRedirect() {
  const { email } = useOnboardingState();
  return <Navigate to={email ? paths.onboardingName : paths.onboardingEmail} state={{ email }} replace />;
}
