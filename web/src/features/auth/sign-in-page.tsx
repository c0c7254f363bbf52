import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LoadingScreen } from '@/components/ui/spinner';
import { looksLikeEmail, useFieldErrors } from '@/components/ui/use-field-errors';
import { config } from '@/config/runtime-config';
import { paths } from '@/config/paths';
import { signInWithRedirect, useAuth } from '@/lib/auth';
import { AuthCard } from '@/components/layout/auth-card';

export function SignInPage() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { fail, field, editing } = useFieldErrors<'email'>();
  const googleEnabled = config().googleEnabled;

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') return <Navigate to={paths.root} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return fail('email', 'Email Required', 'Please enter your email address');
    if (!looksLikeEmail(email.trim())) return fail('email', 'Check your email', 'Enter an email address like name@example.com');
    navigate(paths.emailSignIn, { state: { email: email.trim() } });
  };

  return (
    <AuthCard title="Welcome to Stride" subtitle="Unlock your potential with personalized goal-setting powered by AI.">
      <Button
        variant="secondary"
        className="w-full"
        disabled={!googleEnabled}
        onClick={() => void signInWithRedirect({ provider: 'Google' })}
        aria-describedby={googleEnabled ? undefined : 'google-note'}
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden>
          <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8.1z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z" />
        </svg>
        Continue with Google
      </Button>
      {!googleEnabled && (
        <p id="google-note" className="mt-2 text-center text-xs text-slate-500">
          Google sign-in is not configured for this installation.
        </p>
      )}
      <div className="my-6 flex items-center gap-3 text-xs text-slate-500" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
      </div>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label="Sign In"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email..."
          value={email}
          onChange={editing('email', (e) => setEmail(e.target.value))}
          {...field('email')}
        />
        <Button type="submit" className="w-full">
          Sign In
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account yet?{' '}
        <Link to={paths.onboardingEmail} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Create
        </Link>
      </p>
      <p className="mt-6 text-center text-xs text-slate-500">
        By continuing you agree to Stride&apos;s Terms of Service and acknowledge its Privacy Policy.
      </p>
    </AuthCard>
  );
}
