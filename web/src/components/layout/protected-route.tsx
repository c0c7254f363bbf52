import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Protected routes: a spinner while the session loads, then the page or a replace-redirect. */
export function ProtectedRoute() {
  const { status, signedOut } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated') return <Navigate to={signedOut ? paths.signIn : paths.unauthorized} replace />;
  return <Outlet />;
}
