import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
  busy?: boolean;
  children?: ReactNode;
}

/**
 * A modal question with Cancel and one confirming action, on the native <dialog>: the browser makes
 * the page behind it inert, traps focus and closes it on Escape, with no injected styles (the
 * Content-Security-Policy allows none; see docs/decisions/008-native-dialog.md).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive,
  busy,
  children,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Focus goes back to where it was when the dialog opened (the field being edited, the button that
  // asked), whichever way it closes — as browsers that implement it do, and the rest do not.
  // It is noted while rendering the opening (React's pattern for state that follows a prop), before
  // the dialog's own button takes focus.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(document.activeElement as HTMLElement | null);
  }
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      opener?.focus();
    }
  }, [open, opener]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(e) => {
        e.preventDefault();
        onOpenChange(false);
      }}
      // A close the browser made (a form's method="dialog", the close watcher) is told to the owner. A
      // close event arrives a task after dialog.close(): one from an earlier close, landing after the
      // dialog was opened again (Escape pressed twice quickly), finds it open and is ignored.
      onClose={() => open && !ref.current?.open && onOpenChange(false)}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div id={descriptionId} className="mt-2 text-sm text-slate-600">
            {description}
          </div>
          {children}
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)} autoFocus>
              Cancel
            </Button>
            <Button variant={destructive ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
