import { aStreak } from '@/test/fixtures';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amplifyAuth, session, signedInAgo } from '@/test/amplify-mock';
import { expectLocation, mockApi, renderRoute } from '@/test/render';
import { SettingsPage } from './settings-page';

const profile = {
  id: 'user-1',
  email: 'ana@example.test',
  name: 'Ana Lopez',
  plan: 'free',
  goalCount: 1,
  goalLimit: 1,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('Settings', () => {
  it('highlights Change Name only when the name differs, and saves it', async () => {
    const { calls } = mockApi({
      'GET /me': { body: { profile, streak: aStreak } },
      'PATCH /me': { body: { profile: { ...profile, name: 'Ana María Lopez' } } },
    });
    const { user } = renderRoute(<SettingsPage />);
    const field = await screen.findByLabelText('Full Name');
    await waitFor(() => expect(field).toHaveValue('Ana Lopez'));
    const button = screen.getByRole('button', { name: 'Change Name' });
    expect(button).toHaveClass('bg-white');
    await user.clear(field);
    await user.type(field, 'Ana María Lopez');
    expect(button).toHaveClass('bg-brand-600');
    await user.click(button);
    expect(await screen.findByText('Name updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Ana María Lopez' });
    expect(amplifyAuth.updateUserAttributes).toHaveBeenCalledWith({ userAttributes: { name: 'Ana María Lopez', given_name: 'Ana' } });
  });

  it('asks for the current and a strong new password before changing it, at the fields', async () => {
    const { calls } = mockApi({ 'GET /me': { body: { profile, streak: aStreak } } });
    const { user } = renderRoute(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Enter your current password.');
    await user.type(screen.getByLabelText('Current Password'), 'old enough password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('Please enter a new password');
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(/At least 12 characters/);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('says a wrong current password at its field', async () => {
    mockApi({
      'GET /me': { body: { profile, streak: aStreak } },
      'PUT /me/password': {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'currentPassword is not the account’s password', field: 'currentPassword' } },
      },
    });
    const { user } = renderRoute(<SettingsPage />);
    await user.type(await screen.findByLabelText('Current Password'), 'not my password');
    await user.type(screen.getByLabelText('New Password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Your current password is not right.'),
    );
    expect(screen.getByLabelText('Current Password')).toHaveFocus();
    expect(amplifyAuth.signOut).not.toHaveBeenCalled();
  });

  it('changes the password through the API, then signs out everywhere so that sessions with the old one end', async () => {
    const { calls } = mockApi({ 'GET /me': { body: { profile, streak: aStreak } }, 'PUT /me/password': { status: 204 } });
    const { user } = renderRoute(<SettingsPage />);
    await user.type(await screen.findByLabelText('Current Password'), 'old enough password');
    await user.type(screen.getByLabelText('New Password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Sign in with your new password. Your other devices were signed out.')).toBeInTheDocument();
    // With this session's access token, which Cognito's ChangePassword takes.
    expect(calls.find((c) => c.path === '/me/password')?.body).toEqual({
      currentPassword: 'old enough password',
      newPassword: 'a brand new passphrase',
      accessToken: 'access-token',
    });
    expect(amplifyAuth.signOut).toHaveBeenCalledWith({ global: true });
    await expectLocation('/signin');
  });

  it('changes the email through the API, confirms it with the mailed code, then signs out everywhere', async () => {
    const { calls } = mockApi({
      'GET /me': { body: { profile, streak: aStreak } },
      'PUT /me/email': { status: 202, body: { pendingEmail: 'new@example.test' } },
    });
    const { user } = renderRoute(<SettingsPage />);
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue('ana@example.test')); // the session's email, once it has loaded
    await user.clear(email);
    await user.type(email, 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    const dialog = await screen.findByRole('alertdialog');
    // Never with the user's own token at Cognito: the server makes the change after checking the sign-in.
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([['/me/email', { email: 'new@example.test' }]]);
    expect(amplifyAuth.updateUserAttribute).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Verification code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Your new email is verified\. Sign in with it/)).toBeInTheDocument();
    expect(amplifyAuth.confirmUserAttribute).toHaveBeenCalledWith({ userAttributeKey: 'email', confirmationCode: '654321' });
    expect(amplifyAuth.signOut).toHaveBeenCalledWith({ global: true });
    await expectLocation('/signin');
  });

  it('shows the plans with the current one, and signs out through a dialog', async () => {
    mockApi({ 'GET /me': { body: { profile, streak: aStreak } } });
    const { user } = renderRoute(<SettingsPage />);
    expect(await screen.findByText('Current plan')).toBeInTheDocument();
    expect(screen.getByText('$6.99 / month, billed annually')).toBeInTheDocument();
    // No payment flow is promised: the card says how the install's owner grants Pro.
    expect(screen.queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Pro, with unlimited goals, is granted by whoever runs this install/)).toHaveTextContent('-c defaultPlan=pro');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sign out?');
    await user.click(screen.getAllByRole('button', { name: 'Sign out' }).at(-1)!);
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    await expectLocation('/signin');
  });

  it('deletes the account and all data after confirming', async () => {
    const { calls } = mockApi({ 'GET /me': { body: { profile, streak: aStreak } }, 'DELETE /me': { status: 204 } });
    const { user } = renderRoute(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete Account' }).at(-1)!);
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/me')).toBe(true);
    await expectLocation('/signin');
  });
});

describe('two-factor authentication', () => {
  it('turns on with the key and one code from the authenticator app', async () => {
    const { calls } = mockApi({ 'GET /me': { body: { profile, streak: aStreak } }, 'PUT /me/two-factor': { status: 204 } });
    const { user } = renderRoute(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('link', { name: 'open it in the app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\/Stride:ana@example\.test\?secret=/),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('Enter the 6-digit code your authenticator app shows.')).toBeInTheDocument();
    expect(amplifyAuth.verifyTOTPSetup).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('6-digit code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('Two-factor authentication is on')).toBeInTheDocument();
    expect(amplifyAuth.verifyTOTPSetup).toHaveBeenCalledWith({ code: '123456' });
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([['/me/two-factor', { enabled: true }]]);
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('turns off after a recent sign-in, and asks for a fresh sign-in otherwise', async () => {
    const { calls } = mockApi({ 'GET /me': { body: { profile, streak: aStreak } }, 'PUT /me/two-factor': { status: 204 } });
    amplifyAuth.fetchMFAPreference.mockResolvedValue({ enabled: ['TOTP'], preferred: 'TOTP' } as never);
    signedInAgo(60);
    const { user } = renderRoute(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([['/me/two-factor', { enabled: false }]]);
    expect(amplifyAuth.updateMFAPreference).not.toHaveBeenCalled();
    cleanup();

    calls.length = 0;
    signedInAgo(3600);
    const again = renderRoute(<SettingsPage />);
    await again.user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Sign in again to continue')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(amplifyAuth.signOut).toHaveBeenCalled();
    await expectLocation('/signin');
    signedInAgo(0);
  });
});

describe('sensitive changes after a long-open session', () => {
  it('ask for a fresh sign-in before changing the email or deleting the account, and change nothing', async () => {
    const { calls } = mockApi({ 'GET /me': { body: { profile, streak: aStreak } } });
    signedInAgo(3600);
    try {
      const { user } = renderRoute(<SettingsPage />);
      const email = await screen.findByLabelText('Email');
      await waitFor(() => expect(email).toHaveValue('ana@example.test'));
      await user.clear(email);
      await user.type(email, 'new@example.test');
      await user.click(screen.getByRole('button', { name: 'Change Email' }));
      expect(await screen.findByText('For your security, changing your email needs a recent sign-in.')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
      await expectLocation('/signin');
      cleanup();

      const again = renderRoute(<SettingsPage />);
      await again.user.click(await screen.findByRole('button', { name: 'Delete Account' }));
      await again.user.click(screen.getAllByRole('button', { name: 'Delete Account' }).at(-1)!);
      expect(await screen.findByText('For your security, deleting your account needs a recent sign-in.')).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
      expect(amplifyAuth.signOut).toHaveBeenCalled();
    } finally {
      signedInAgo(0);
    }
  });

  it('also follow the server when it finds the sign-in too old', async () => {
    const reauth = (what: string) => ({
      status: 403,
      body: { error: { code: 'REAUTH_REQUIRED', message: `For your security, sign in again to ${what}.` } },
    });
    const { calls } = mockApi({
      'GET /me': { body: { profile, streak: aStreak } },
      'DELETE /me': reauth('delete your account'),
      'PUT /me/email': reauth('change your email'),
    });
    const { user } = renderRoute(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete Account' }).at(-1)!);
    expect(await screen.findByText('For your security, deleting your account needs a recent sign-in.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await expectLocation('/signin');
    cleanup();

    const again = renderRoute(<SettingsPage />);
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue('ana@example.test'));
    await again.user.clear(email);
    await again.user.type(email, 'new@example.test');
    await again.user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText('For your security, changing your email needs a recent sign-in.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
  it('tells a Google-only user their email, password and two-step verification are Google’s, and offers no forms for them', async () => {
    session.claims['cognito:username'] = 'Google_1098765';
    try {
      mockApi({ 'GET /me': { body: { profile, streak: aStreak } } });
      renderRoute(<SettingsPage />);
      expect(
        await screen.findByText(/You sign in with Google, so your email address, password and two-step verification are managed/),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Change Email' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Two-factor authentication' })).not.toBeInTheDocument();
    } finally {
      delete session.claims['cognito:username'];
    }
  });
});
