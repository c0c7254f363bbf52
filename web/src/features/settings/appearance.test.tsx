import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTheme } from '@/lib/theme';
import { Appearance } from './appearance';

/** The device's colour-scheme setting, as matchMedia reports it (jsdom has none of its own). */
function systemDark(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = { matches: dark, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: vi.fn() };
  window.matchMedia = vi.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      query.matches = next;
      for (const l of listeners) l();
    },
  };
}

const theme = () => document.documentElement.dataset.theme;

afterEach(() => localStorage.clear());

describe('Settings → Appearance', () => {
  it('follows the device by default, also when the device changes', () => {
    const device = systemDark(true);
    startTheme();
    render(<Appearance />);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(theme()).toBe('dark');
    device.change(false);
    expect(theme()).toBe('light');
  });

  it('applies a chosen theme at once, keeps it over the device’s, and remembers it', async () => {
    const device = systemDark(false);
    startTheme();
    render(<Appearance />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(theme()).toBe('dark');
    expect(localStorage.getItem('stride.theme')).toBe('dark');
    device.change(false);
    expect(theme()).toBe('dark');

    // By keyboard: the arrow keys move through the group.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(theme()).toBe('light');

    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem('stride.theme')).toBeNull();
    device.change(true);
    expect(theme()).toBe('dark');
  });
});
