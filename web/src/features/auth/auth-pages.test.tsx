import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amplifyAuth } from '@/test/amplify-mock';
import { expectLocation, renderRoute } from '@/test/render';
import { PasswordPage } from './password-page';
import { SignInPage } from './sign-in-page';
import { VerifyPage } from './verify-page';
import { holdSignUpPassword } from '@/lib/auth';

describe('sign-in page', () => {
  it('asks for an email before going on, then carries it to the password step', async () => {
    amplifyAuth.fetchAuthSession.mockRejectedValueOnce(new Error('signed out'));
    const { user } = renderRoute(<SignInPage />, { path: '/signin' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Stride' })).toBeInTheDocument();
    expect(screen.getByText('Unlock your potential with personalized goal-setting powered by AI.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    // Said at the field too, which takes focus; typing clears it.
    const field = screen.getByLabelText('Sign In');
    expect(field).toHaveAccessibleDescription('Please enter your email address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await user.type(field, 'ana');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('textbox', { description: 'Enter an email address like name@example.com' })).toBe(field);
    await user.clear(field);
    await user.type(screen.getByLabelText('Sign In'), 'ana@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectLocation('/auth/email-signin');
  });

  it('sends a signed-in visitor home', async () => {
    renderRoute(<SignInPage />, { path: '/signin' });
    await expectLocation('/');
  });
});

describe('password step', () => {
  const render = (variant: 'password' | 'email-signin') =>
    renderRoute(<PasswordPage variant={variant} />, { path: '/auth/password', state: { email: 'ana@example.test' } });

  it('requires a password, then signs in and goes home', async () => {
    amplifyAuth.signIn.mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const { user } = render('password');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Passw0rd1{Enter}');
    await expectLocation('/home');
    expect(amplifyAuth.signOut).toHaveBeenCalled();
    expect(amplifyAuth.signIn).toHaveBeenCalledWith({
      username: 'ana@example.test',
      password: 'Passw0rd1',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('shows a wrong password as an error toast and stays', async () => {
    amplifyAuth.signIn.mockRejectedValueOnce(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    const { user } = render('email-signin');
    await user.type(screen.getByLabelText('Password'), 'nope{Enter}');
    // In a toast and at the field: both say it.
    await waitFor(() => expect(screen.getAllByText('Incorrect email or password.')).toHaveLength(2));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Incorrect email or password.');
    await expectLocation('/auth/password');
  });

  it('sends an unknown user to sign-up with the email', async () => {
    amplifyAuth.signIn.mockRejectedValueOnce(Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' }));
    const { user } = render('password');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd1{Enter}');
    await expectLocation('/auth/signup');
  });

  it('asks an unconfirmed user for the mailed code', async () => {
    amplifyAuth.signIn.mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    const { user } = render('password');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd1{Enter}');
    await expectLocation('/auth/verify');
  });
});

describe('verify', () => {
  it('requires the code, confirms it and signs in', async () => {
    amplifyAuth.confirmSignUp.mockResolvedValueOnce({ isSignUpComplete: true });
    amplifyAuth.signIn.mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    holdSignUpPassword('ana@example.test', 'correct horse battery');
    const { user } = renderRoute(<VerifyPage />, { path: '/auth/verify', state: { email: 'ana@example.test' } });
    expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Verification Code Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Welcome to Stride, Ana!')).toBeInTheDocument();
    await expectLocation('/onboarding/goals');
    expect(amplifyAuth.confirmSignUp).toHaveBeenCalledWith({ username: 'ana@example.test', confirmationCode: '123456' });
    expect(amplifyAuth.signIn).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'ana@example.test', password: 'correct horse battery' }),
    );
  });
});

describe('returning from Google', () => {
  it('says a Google account was linked to the user’s own, in the trigger’s words, not as an error', async () => {
    const { CallbackPage } = await import('./callback-page');
    const description =
      'PreSignUp failed with error Your Google account is now linked to your Stride account. Choose Continue with Google again to sign in.';
    // The page reads the address the hosted login sent the browser back to.
    window.history.replaceState({}, '', `/auth/callback?error_description=${encodeURIComponent(description)}&error=invalid_request`);
    renderRoute(<CallbackPage />, { path: '/auth/callback' });
    window.history.replaceState({}, '', '/');
    expect(screen.getByRole('heading', { name: 'Accounts linked' })).toBeInTheDocument();
    expect(
      screen.getByText('Your Google account is now linked to your Stride account. Choose Continue with Google again to sign in.'),
    ).toBeInTheDocument();
  });
});
