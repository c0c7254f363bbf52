import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, mockApi, renderRoute } from '@/test/render';
import { CalendarFeedSettings } from './calendar-feed';

/** The answer that made a link: the only one that carries it. */
const feed = (token: string, createdAt = '2026-11-23T10:00:00Z') => ({ token, path: `/calendar-feed/${token}/stride.ics`, createdAt });
/** What GET answers once a link exists: that it is on, and since when. */
const on = { createdAt: '2026-11-20T10:00:00Z' };
const FIRST = 'a'.repeat(32);
const SECOND = 'b'.repeat(32);

describe('Settings → Calendar', () => {
  it('creates a private link, shows it to copy and to open in a calendar app', async () => {
    const { calls } = mockApi({
      'GET /calendar-feed': { body: { feed: null } },
      'POST /calendar-feed': { body: { feed: feed(FIRST) } },
    });
    const { user } = renderRoute(<CalendarFeedSettings />);
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    const url = `${API}/calendar-feed/${FIRST}/stride.ics`;
    expect(await screen.findByRole('textbox', { name: 'Calendar link' })).toHaveValue(url);
    expect(screen.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', url.replace('http:', 'webcal:'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows a link that exists but not its secret, resets it only after asking, and shows the new one', async () => {
    let current: object = on;
    const { calls } = mockApi({
      'GET /calendar-feed': () => ({ body: { feed: current } }),
      'POST /calendar-feed': () => {
        current = { createdAt: feed(SECOND).createdAt };
        return { body: { feed: feed(SECOND) } };
      },
    });
    const { user, queryClient } = renderRoute(<CalendarFeedSettings />);
    // Written in British English as every date of the app is, whatever the device's locale.
    expect(
      await screen.findByText(/^Your calendar link is on, made \d{1,2} November 2026\. Stride keeps only a fingerprint of it/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset the calendar link?' });
    expect(dialog).toHaveTextContent('The current link stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByText('New calendar link ready')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Calendar link' })).toHaveValue(`${API}/calendar-feed/${SECOND}/stride.ics`);
    // A later answer without the secret (a refetch) does not take the new link off the page.
    const gets = calls.filter((c) => c.method === 'GET').length;
    await queryClient.invalidateQueries({ queryKey: ['calendar-feed'] });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBe(gets + 1));
    expect(screen.getByRole('textbox', { name: 'Calendar link' })).toHaveValue(`${API}/calendar-feed/${SECOND}/stride.ics`);
    expect(screen.getByText(/It is shown this once/)).toBeInTheDocument();
  });

  it('turns the link off, and says so when a change fails', async () => {
    let failing = true;
    mockApi({
      'GET /calendar-feed': { body: { feed: on } },
      'DELETE /calendar-feed': () => (failing ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : { status: 204 }),
    });
    const { user } = renderRoute(<CalendarFeedSettings />);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The calendar link could not be changed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(/^Your calendar link is on/)).toBeInTheDocument();

    failing = false;
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Calendar link turned off')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create calendar link' })).toBeInTheDocument());
  });

  it('offers to try again when the link cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      'GET /calendar-feed': () =>
        ++calls === 1 ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : { body: { feed: null } },
    });
    const { user } = renderRoute(<CalendarFeedSettings />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).toBeInTheDocument();
  });
});
