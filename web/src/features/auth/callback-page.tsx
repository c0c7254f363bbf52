import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { takeReturnTo } from '@/lib/return-to';
import { amplifySignOut as signOut, useAuth } from '@/lib/auth';
import { onRedirectSignIn } from '@/lib/oauth-callback';

/** Cognito prefixes what a sign-up trigger says (lambdas/handlers/link-accounts.ts); the user needs only the words. */
const triggerWords = (description: string) => description.replace(/^pre ?sign ?up failed with error /i, '').trim();

/** Where the hosted login returns after Google. Amplify exchanges the code; this page waits for it. */
export function CallbackPage() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [error, setError] = useState<string | null>(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('error') || params.get('error_description'))
      return triggerWords(params.get('error_description') || params.get('error') || 'Authentication failed');
    if (!params.get('code')) return 'No authorization code found in the callback URL';
    return null;
  });

  useEffect(() => {
    if (error) {
      const timer = setTimeout(() => {
        void signOut().catch(() => undefined);
        navigate(paths.signIn, { replace: true });
      }, 3000);
      return () => clearTimeout(timer);
    }
    return onRedirectSignIn({
      done: () => void refresh().then(() => navigate(takeReturnTo() ?? paths.root, { replace: true })),
      failed: setError,
    });
  }, [error, navigate, refresh]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      {error ? (
        <>
          {/* A Google account just linked to the user's own is good news, not an error. */}
          {/now linked/.test(error) ? (
            <h1 className="text-xl font-semibold text-brand-700">Accounts linked</h1>
          ) : (
            <h1 className="text-xl font-semibold text-red-700">Authentication Error</h1>
          )}
          <p className="text-slate-700">{error}</p>
          <p className="text-sm text-slate-500">Redirecting to sign-in page...</p>
        </>
      ) : (
        <>
          <Spinner className="size-8 text-brand-600" />
          <p className="text-slate-700">Completing authentication...</p>
        </>
      )}
    </main>
  );
}
