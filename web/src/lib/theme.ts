import { useSyncExternalStore } from 'react';

/**
 * The colour theme: the system's (the default), or light or dark as chosen in Settings → Appearance,
 * remembered on this device. Applied as `data-theme` on <html>, which index.css's dark palette keys
 * on; while the choice is the system's, a change of the system setting applies at once.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

const KEY = 'stride.theme';
const listeners = new Set<() => void>();

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function themeChoice(): ThemeChoice {
  const stored = localStorage.getItem(KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function apply(): void {
  const choice = themeChoice();
  const dark = choice === 'dark' || (choice === 'system' && systemPrefersDark());
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

export function setThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, choice);
  apply();
  for (const notify of listeners) notify();
}

/** Called once, before the first render: applies the theme and follows the system's changes. */
export function startTheme(): void {
  apply();
  if (typeof window.matchMedia === 'function') window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', apply);
  // Another tab changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    apply();
    for (const notify of listeners) notify();
  });
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore((notify) => {
    listeners.add(notify);
    return () => listeners.delete(notify);
  }, themeChoice);
}
