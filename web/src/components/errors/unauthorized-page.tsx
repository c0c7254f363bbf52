import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/components/layout/auth-card';

export function UnauthorizedPage() {
  return (
    <AuthCard title="Your session has expired" subtitle="Please sign in again to continue using Stride">
      <Link
        to={paths.signIn}
        className="inline-flex w-full justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-brand-700"
      >
        Sign In
      </Link>
    </AuthCard>
  );
}
