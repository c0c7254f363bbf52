import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export function FormRow({ children, onSubmit }: { children: ReactNode; onSubmit: (e: FormEvent) => void }) {
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-3 border-b border-slate-100 py-4 last:border-0 sm:flex-row sm:items-end"
      noValidate
    >
      {children}
    </form>
  );
}

/** A change button, highlighted only when its value differs from the original. */
export function ChangeButton({ changed, busy, children }: { changed: boolean; busy?: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant={changed ? 'primary' : 'secondary'}
      disabled={busy}
      className={cn('shrink-0', !changed && 'text-slate-500')}
    >
      {children}
    </Button>
  );
}
