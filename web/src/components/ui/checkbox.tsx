import { Check } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from './cn';

/**
 * A checkbox whose box is drawn to match the app, on a native input that stays the one control (its
 * label, keyboard and screen-reader behaviour are the browser's). The input covers a 44 × 44 px area on
 * phones — a finger's reach (WCAG 2.5.5) — and the box alone on larger screens.
 */
export function Checkbox({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <span className={cn('relative grid size-11 shrink-0 place-items-center sm:size-6', className)}>
      <input
        type="checkbox"
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-md disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none grid size-5 place-items-center rounded border-2 border-slate-400 bg-white text-transparent peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-disabled:opacity-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    </span>
  );
}
