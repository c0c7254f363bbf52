/**
 * Toasts: call `toast({...})` from anywhere; <Toaster/> (toaster.tsx, loaded after the first screen)
 * shows them with Radix. This module is only their list, so raising one costs the first screen nothing.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** An action button, e.g. Undo. */
  action?: { label: string; onClick: () => void };
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  /** When it was raised (ms): a toast belongs to the moment, and a later page does not inherit it. */
  at: number;
}

/** A toast raised this recently still belongs to the page a navigation leads to ("Account deleted"). */
export const CARRIES_OVER_MS = 1500;

const MAX_VISIBLE = 3;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [...items, { ...input, id, at: Date.now() }].slice(-MAX_VISIBLE);
  emit();
  return id;
}

/** Removes every toast (tests start each from none). */
export function clearToasts(): void {
  items = [];
  emit();
}

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toasts now on show. */
export const currentToasts = () => items;

/** Removes the toasts raised before the current page was reached. */
export function dismissEarlierThan(time: number): void {
  if (!items.some((t) => t.at < time)) return;
  items = items.filter((t) => t.at >= time);
  emit();
}
