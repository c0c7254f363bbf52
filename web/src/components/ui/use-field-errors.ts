import { useId, useState } from 'react';
import { toast } from './toast';

/**
 * Validation errors where they happen: next to the field they concern (a Field's `error`, which sets
 * aria-invalid and aria-describedby), and in a toast as well, as the spec words them. The field in
 * error takes focus; typing in it clears its error.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const scope = useId(); // several forms share a page (Settings): each finds only its own fields

  /** Marks `field` with `message` and focuses it. */
  const mark = (field: F, message: string) => {
    setErrors({ [field]: message } as Partial<Record<F, string>>);
    document.querySelector<HTMLElement>(`[data-field="${scope}${field}"]`)?.focus();
  };

  /** Marks `field` with `message`, says so in a toast titled `title` too, and focuses it. */
  const fail = (field: F, title: string, message: string) => {
    mark(field, message);
    toast({ variant: 'destructive', title, description: message });
  };

  /** Props for the field: its error, and the hook's handle to focus it. */
  const field = (name: F) => ({ error: errors[name], 'data-field': `${scope}${name}` });

  /** Wraps a change handler: the field's error goes as soon as the user edits it. */
  const editing =
    <E>(name: F, onChange: (event: E) => void) =>
    (event: E) => {
      if (errors[name]) setErrors((all) => ({ ...all, [name]: undefined }));
      onChange(event);
    };

  return { errors, mark, fail, field, editing, reset: () => setErrors({}) };
}

/** A light check of an email address's shape (Cognito has the last word). */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
