import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/online';
import { cn } from './cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn('inline-block size-5 animate-spin rounded-full border-2 border-current border-t-transparent', className)}
    />
  );
}

/**
 * A centred spinner with an optional title and line, for whole-screen loading states. Offline, nothing
 * would come: it says so instead of spinning, and what was waited for loads once the connection is back
 * (TanStack Query resumes its paused requests).
 */
export function LoadingScreen({ title, text }: { title?: string; text?: string }) {
  const online = useOnline();
  if (!online) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-6 text-center text-slate-600">
        <WifiOff className="size-8 text-slate-500" aria-hidden />
        <p className="text-lg font-semibold text-slate-800">No connection</p>
        <p className="max-w-prose text-sm">
          This page loads as soon as you’re back online. Nothing from before is kept on this device, so nothing out of date is shown.
        </p>
      </div>
    );
  }
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-6 text-center text-slate-600">
      <Spinner className="size-8 text-brand-600" label={title ?? 'Loading'} />
      {title && <p className="text-lg font-semibold text-slate-800">{title}</p>}
      {text && <p className="text-sm">{text}</p>}
    </div>
  );
}
