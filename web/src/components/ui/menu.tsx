import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  danger?: boolean;
}

/**
 * A small menu button (the WAI-ARIA menu button pattern): Enter, Space or a tap opens it on its first
 * item; arrows, Home and End move; Escape closes it and hands focus back; Tab or a tap elsewhere
 * closes it. No positioning library: the list opens under the button, aligned to its right edge.
 */
export function MenuButton({
  label,
  icon,
  items,
  className,
  opensEditor,
}: {
  label: string;
  icon: ReactNode;
  items: MenuItem[];
  className?: string;
  /** Marks the button as where focus returns when an editor it opened closes. */
  opensEditor?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = () => [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const go = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(all.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') setOpen(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  return (
    <div ref={root} className={cn('relative', className)} onKeyDown={open ? onKeyDown : undefined}>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        {...(opensEditor && { 'data-opens-editor': '' })}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
      >
        {icon}
      </button>
      {open && (
        <div
          id={id}
          role="menu"
          aria-label={label}
          className="absolute top-full right-0 z-20 mt-1 min-w-36 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
              className={cn(
                'flex min-h-11 w-full items-center gap-2 px-3 text-left text-sm hover:bg-slate-100 focus:bg-slate-100',
                item.danger ? 'text-red-700' : 'text-slate-800',
              )}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
