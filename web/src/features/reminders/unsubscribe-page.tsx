import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '@/components/layout/auth-card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { api, ApiError } from '@/lib/api';

type State = { step: 'working' } | { step: 'done' } | { step: 'failed'; message: string };

/**
 * Where a reminder's "Stop them with one click" link lands, signed in or not: the page turns the
 * reminders off as it opens (a link scanner that fetches the URL runs no script, so it cannot), and
 * says so.
 */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { step: 'working' } : { step: 'failed', message: 'This unsubscribe link is incomplete.' },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    api('reminders.unsubscribe', { params: { token } })
      .then(() => setState({ step: 'done' }))
      .catch((error: unknown) =>
        setState({
          step: 'failed',
          message: error instanceof ApiError && error.status === 404 ? 'This unsubscribe link is not valid.' : (error as Error).message,
        }),
      );
  }, [token]);

  if (state.step === 'working') {
    return (
      <AuthCard title="Stopping your reminders…" subtitle="One moment.">
        <div className="flex justify-center">
          <Spinner label="Stopping your reminders" />
        </div>
      </AuthCard>
    );
  }
  if (state.step === 'done') {
    return (
      <AuthCard title="You’re unsubscribed" subtitle="Stride won’t email you daily reminders any more.">
        <p className="text-sm text-slate-600">
          Changed your mind? Turn them back on in{' '}
          <Link to={paths.settings} className="font-medium text-brand-700 hover:underline">
            Settings
          </Link>
          .
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Your reminders were not changed" subtitle={state.message}>
      <p role="alert" className="text-sm text-slate-600">
        You can turn reminders off in{' '}
        <Link to={paths.settings} className="font-medium text-brand-700 hover:underline">
          Settings
        </Link>{' '}
        after signing in.
      </p>
    </AuthCard>
  );
}
