import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '@/test/render';
import { UnsubscribePage } from './unsubscribe-page';

const page = <UnsubscribePage />;
const at = (route: string) => ({ path: '/unsubscribe', route });

describe('the unsubscribe link', () => {
  it('turns reminders off as the page opens, once, and says so', async () => {
    const { calls } = mockApi({ 'POST /reminders/unsubscribe/u-1.secret': { body: { unsubscribed: true } } });
    renderRoute(page, at('/unsubscribe?token=u-1.secret'));
    expect(await screen.findByRole('heading', { name: 'You’re unsubscribed' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('says plainly when the link is not valid, or incomplete', async () => {
    mockApi({
      'POST /reminders/unsubscribe/nope': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'This unsubscribe link is not valid.' } },
      },
    });
    const { unmount } = renderRoute(page, at('/unsubscribe?token=nope'));
    expect(await screen.findByRole('heading', { name: 'Your reminders were not changed' })).toBeInTheDocument();
    expect(screen.getByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    unmount();
    renderRoute(page, at('/unsubscribe'));
    expect(await screen.findByText('This unsubscribe link is incomplete.')).toBeInTheDocument();
  });
});
