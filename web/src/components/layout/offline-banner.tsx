import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';

function subscribe(notify: () => void) {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/**
 * Says so while the device is offline. The app itself still opens (the service worker keeps its
 * shell), but nothing from the API is ever kept: what is on screen was loaded before the connection
 * went, and requests wait until it is back (TanStack Query pauses them).
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  return (
    <div role="status" aria-live="polite" className="contents">
      {!online && (
        <p className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-2 bg-slate-800 px-4 py-2 text-center text-sm text-slate-50 shadow">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          You’re offline. Stride will load your tasks and save changes when you’re back online.
        </p>
      )}
    </div>
  );
}
