import 'aws-amplify/auth/enable-oauth-listener';
import { Hub } from 'aws-amplify/utils';

/**
 * Listens for the end of a hosted-UI (Google) sign-in on the callback page: Amplify exchanges the code
 * and reports success or failure. Loaded only with that page. Returns the function that stops listening.
 */
export function onRedirectSignIn(handlers: { done: () => void; failed: (message: string) => void }): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signInWithRedirect') handlers.done();
    if (payload.event === 'signInWithRedirect_failure') {
      handlers.failed((payload.data as { error?: Error } | undefined)?.error?.message ?? 'Authentication failed');
    }
  });
}
