import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/online';

/**
 * Says so while the device is offline. The app itself still opens (the service worker keeps its
 * shell), but nothing from the API is ever kept: what is on screen was loaded before the connection
 * went, and requests wait until it is back (TanStack Query pauses them). The bar sits at the foot of
 * the screen, clear of the header and its logo, with room kept for it below the page.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="contents">
      {!online && (
        <>
          <div aria-hidden className="h-12" />
          <p className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-2 bg-slate-800 px-4 py-2 text-center text-sm text-slate-50 shadow">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            You’re offline. Stride will load your tasks and save changes when you’re back online.
          </p>
        </>
      )}
    </div>
  );
}
