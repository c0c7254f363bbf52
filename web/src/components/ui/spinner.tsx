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

/** A centred spinner with an optional title and line, for whole-screen loading states. */
export function LoadingScreen({ title, text }: { title?: string; text?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-6 text-center text-slate-600">
      <Spinner className="size-8 text-brand-600" label={title ?? 'Loading'} />
      {title && <p className="text-lg font-semibold text-slate-800">{title}</p>}
      {text && <p className="text-sm">{text}</p>}
    </div>
  );
}
