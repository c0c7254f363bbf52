import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('ignores a close event that arrives late, after it was opened again (Escape pressed twice quickly)', () => {
    const onOpenChange = vi.fn();
    const dialog = (open: boolean) => (
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Discard your changes?"
        description=""
        confirmLabel="Discard"
        onConfirm={() => {}}
      />
    );
    const { rerender } = render(dialog(true));
    rerender(dialog(false));
    rerender(dialog(true));
    const element = screen.getByRole('alertdialog', { hidden: true }) as HTMLDialogElement;
    expect(element.open).toBe(true);
    onOpenChange.mockClear();
    // A browser queues the close event of dialog.close() as a task: here it lands after the reopening.
    act(() => void element.dispatchEvent(new Event('close')));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeVisible();
  });

  it('tells its owner of a close the browser made while it was open', () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog open onOpenChange={onOpenChange} title="Turn off?" description="" confirmLabel="Turn off" onConfirm={() => {}} />,
    );
    const element = screen.getByRole('alertdialog') as HTMLDialogElement;
    act(() => element.close());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
