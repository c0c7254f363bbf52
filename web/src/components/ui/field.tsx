import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 read-only:bg-slate-100';

interface Described {
  label: string;
  hint?: string;
  error?: string;
  /** The longest value the server takes: a count shows once the value nears it (typing is never cut off). */
  limit?: number;
}

/** How long `value` may be, as a person reads it; the message when it is longer. */
export function lengthProblem(value: string, limit: number): string | undefined {
  return value.length > limit ? `Keep it to ${limit} characters or fewer: this has ${value.length}.` : undefined;
}

/**
 * The label, the control and what describes it: its error (aria-invalid), its hint, and — near a
 * length limit — how many characters it has, all announced through aria-describedby.
 */
function Frame({
  id,
  label,
  hint,
  error,
  limit,
  length,
  className,
  control: render,
}: Described & { id: string; length: number; className?: string; control: (aria: Record<string, unknown>) => ReactNode }) {
  const counting = limit !== undefined && length >= limit * 0.8;
  const note = error ?? hint;
  const describedBy = [note && `${id}-note`, counting && `${id}-count`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {(note || counting) && (
        <div className="flex gap-3 text-xs">
          {note && (
            <p id={`${id}-note`} className={cn('flex-1', error ? 'text-red-600' : 'text-slate-500')}>
              {note}
            </p>
          )}
          {counting && (
            <p id={`${id}-count`} className={cn('ml-auto shrink-0', length > limit ? 'font-medium text-red-600' : 'text-slate-500')}>
              {length} / {limit}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

interface FieldProps extends Described, Omit<InputHTMLAttributes<HTMLInputElement>, 'maxLength'> {}

/** A labelled input, with its hint or error announced to assistive technology. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, hint, error, limit, className, id, ...props }, ref) {
  const auto = useId();
  return (
    <Frame
      id={id ?? auto}
      {...{ label, hint, error, limit, className }}
      length={String(props.value ?? '').length}
      control={(aria) => <input ref={ref} className={cn(control, error && 'border-red-500')} {...aria} {...props} />}
    />
  );
});

interface TextAreaProps extends Described, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> {}

export function TextArea({ label, hint, error, limit, id, className, ...props }: TextAreaProps) {
  const auto = useId();
  return (
    <Frame
      id={id ?? auto}
      {...{ label, hint, error, limit, className }}
      length={String(props.value ?? '').length}
      control={(aria) => <textarea className={cn(control, 'min-h-20', error && 'border-red-500')} {...aria} {...props} />}
    />
  );
}
