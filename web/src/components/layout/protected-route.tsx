import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { hadSession, useAuth } from '@/lib/auth';
import { rememberReturnTo } from '@/lib/return-to';

/**
 * Protected routes: a spinner while the session loads, then the page or a replace-redirect. Only a
 * session that really ended is told it expired; a visitor who never signed in (or signed out) goes to
 * sign-in. Either way the page they asked for opens once they have signed in.
 */
export function ProtectedRoute() {
  const { status, signedOut, ended } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated') {
    if (!signedOut) rememberReturnTo(`${location.pathname}${location.search}`);
    // A session this page held that ended is told so even when its storage was cleared with it.
    return <Navigate to={signedOut || (!ended && !hadSession()) ? paths.signIn : paths.unauthorized} replace />;
  }
  return <Outlet />;
}
