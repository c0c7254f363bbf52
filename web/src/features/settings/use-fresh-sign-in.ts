import { useLocation, useNavigate } from 'react-router';
import { RECENT_SIGN_IN_MS } from '@contract';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { signedInWithin, useAuth } from '@/lib/auth';
import { rememberReturnTo } from '@/lib/return-to';

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
  return { ensureFresh, askToSignIn };
}
