import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amplifyAuth } from '@/test/amplify-mock';
import { expectLocation, renderRoute } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

describe('reset password', () => {
  it('mails a code, then sets the new password with it and returns to sign-in', async () => {
    amplifyAuth.resetPassword.mockResolvedValueOnce({
      isPasswordReset: false,
      nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' },
    });
    amplifyAuth.confirmResetPassword.mockResolvedValueOnce(undefined);
    const { user } = renderRoute(<ResetPasswordPage />, { path: '/auth/reset-password', state: { email: 'ana@example.test' } });
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a reset code to ana@example.test.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Verification Code Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reset code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'N3w-Password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await expectLocation('/auth/password');
    expect(amplifyAuth.confirmResetPassword).toHaveBeenCalledWith({
      username: 'ana@example.test',
      confirmationCode: '654321',
      newPassword: 'N3w-Password',
    });
  });

  it('shows a wrong code as an error', async () => {
    amplifyAuth.resetPassword.mockResolvedValueOnce({});
    amplifyAuth.confirmResetPassword.mockRejectedValueOnce(Object.assign(new Error('bad'), { name: 'CodeMismatchException' }));
    const { user } = renderRoute(<ResetPasswordPage />, { path: '/auth/reset-password', state: { email: 'ana@example.test' } });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Reset code'), '000000');
    await user.type(screen.getByLabelText('New password'), 'N3w-Password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    // Said at the code field (and in a toast): the field's description is the one that stays.
    await waitFor(() =>
      expect(screen.getByLabelText('Reset code')).toHaveAccessibleDescription('That code is not right. Check the email and try again.'),
    );
    expect(screen.getByLabelText('Reset code')).toHaveAttribute('aria-invalid', 'true');
  });
});
