import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { cn } from './cn';
import { CARRIES_OVER_MS, currentToasts, dismissEarlierThan, dismissToast, subscribe } from './toast';

/**
 * Shows the toasts (toast.tsx) with Radix: auto-close that pauses while hovered or focused, swipe or
 * Escape to dismiss, F8 to reach them by keyboard.
 */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, currentToasts);
  const { pathname } = useLocation();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => dismissEarlierThan(Date.now() - CARRIES_OVER_MS), [pathname]);
  const closed = (id: number) => {
    dismissToast(id);
    // Radix pauses every toast's timer while focus is inside the viewport, and closing one with its
    // button leaves focus there: hand it back to the page so later toasts still close by themselves.
    if (viewport.current?.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
  };
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {list.map((t) => (
        <Toast.Root
          key={t.id}
          duration={t.duration}
          onOpenChange={(open) => !open && closed(t.id)}
          className={cn(
            'grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-xl border p-4 shadow-lg',
            t.variant === 'destructive' ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
          <Toast.Close aria-label="Close" className="row-span-2 rounded p-1 text-slate-500 hover:bg-slate-100">
            <X className="size-4" aria-hidden />
          </Toast.Close>
          {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          {t.action && (
            <Toast.Action altText={t.action.label} asChild>
              <button
                type="button"
                onClick={t.action.onClick}
                className="col-start-1 mt-2 justify-self-start rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-100"
              >
                {t.action.label}
              </button>
            </Toast.Action>
          )}
        </Toast.Root>
      ))}
      <Toast.Viewport ref={viewport} className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
