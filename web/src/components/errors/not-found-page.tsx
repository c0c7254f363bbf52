import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-xl font-semibold">Oops! Page not found</h1>
      <Link to={paths.home} className="mt-2 font-medium text-brand-700 underline">
        Return to Home
      </Link>
    </main>
  );
}
