import { useLocation, useNavigate } from 'react-router';
import { RECENT_SIGN_IN_MS } from '@contract';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { signedInWithin, useAuth } from '@/lib/auth';
import { rememberReturnTo } from '@/lib/return-to';
import type { useAction } from './use-action';

/**
 * Sensitive changes need a recent sign-in (RECENT_SIGN_IN_MS): someone at an unlocked, long-open
 * session should not be able to take the account over. `ensureFresh` answers true when the sign-in is
 * recent; otherwise it says why, signs out and opens the sign-in page (which asks for the password, and
 * the second factor when it is on), and answers false. Signing in brings the user back to this page.
 */
export function useFreshSignIn() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const askToSignIn = async (why: string) => {
    rememberReturnTo(pathname);
    toast({ title: 'Sign in again to continue', description: `For your security, ${why} needs a recent sign-in.` });
    navigate(paths.signIn, { replace: true });
    await signOut().catch(() => undefined);
  };
  const ensureFresh = async (why: string): Promise<boolean> => {
    if (await signedInWithin(RECENT_SIGN_IN_MS)) return true;
    await askToSignIn(why);
    return false;
  };
  /**
   * Runs a change the server checks too, through `run` (useAction): a fresh sign-in first, and when the
   * server still finds it too old (its clock, not this device's: REAUTH_REQUIRED), the sign-in page.
   * True when the change was made.
   */
  const whenFresh = async (why: string, run: Run, change: () => Promise<void>, failed?: Failed): Promise<boolean> => {
    if (!(await ensureFresh(why))) return false;
    let stale = false;
    const done = await run(async () => {
      try {
        await change();
      } catch (error) {
        if ((error as { code?: string }).code !== 'REAUTH_REQUIRED') throw error;
        stale = true;
      }
    }, failed);
    if (!stale) return done;
    await askToSignIn(why);
    return false;
  };
  return { ensureFresh, askToSignIn, whenFresh };
}

type Run = ReturnType<typeof useAction>['run'];
type Failed = Parameters<Run>[1];
