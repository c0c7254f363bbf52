import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { useAskBeforeLeavingUnsaved } from '@/components/layout/use-unsaved-edits';
import { paths } from '@/config/paths';
import { toast } from '@/components/ui/toast';
import { AuthProvider } from '@/lib/auth';

/** Radix's toasts load after the first screen; toasts raised before wait in their list (toast.tsx). */
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

export function createQueryClient(): QueryClient {
  // TanStack Query starts out online and learns otherwise only from an 'offline' event, which a page
  // loaded offline never gets: told at once, its requests wait for the connection (the page says so,
  // spinner.tsx) instead of failing after their retries.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        // 3 retries with exponential delay from 1 s, capped at 30 s; never on 4xx.
        retry: (count, error) =>
          !((error as { status?: number }).status! >= 400 && (error as { status?: number }).status! < 500) && count < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 10_000,
        refetchOnWindowFocus: true,
      },
    },
  });
}

/** Lives inside the query client's provider, whose edits it watches. */
function AskBeforeLeavingUnsaved() {
  useAskBeforeLeavingUnsaved();
  return null;
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const navigate = useNavigate();
  const sessionEnded = useCallback(() => {
    client.clear();
    toast({ variant: 'destructive', title: 'Your session has ended', description: 'Please sign in again to go on where you were.' });
    navigate(paths.unauthorized, { replace: true });
  }, [client, navigate]);
  return (
    <QueryClientProvider client={client}>
      <AuthProvider onSessionEnded={sessionEnded}>
        <AskBeforeLeavingUnsaved />
        {children}
        <OfflineBanner />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
