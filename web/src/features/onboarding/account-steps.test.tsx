import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amplifyAuth } from '@/test/amplify-mock';
import { expectLocation, renderRoute } from '@/test/render';
import { EmailStep, NameStep, PasswordStep } from './account-steps';

describe('onboarding account steps', () => {
  it('email: required, then carried to the name step', async () => {
    const { user } = renderRoute(<EmailStep />, { path: '/onboarding/email' });
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectLocation('/onboarding/name');
  });

  it('name: says hello and requires a name', async () => {
    const { user } = renderRoute(<NameStep />, { path: '/onboarding/name', state: { email: 'new@example.test' } });
    expect(screen.getByRole('heading', { name: 'Hello there!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Nia Novak');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectLocation('/onboarding/password');
  });

  it('password: without email and name, back to sign-in', async () => {
    renderRoute(<PasswordStep />, { path: '/onboarding/password' });
    await expectLocation('/signin');
  });

  it('password: must match and be strong, then signs up and asks for the mailed code', async () => {
    amplifyAuth.signUp.mockResolvedValueOnce({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    const { user } = renderRoute(<PasswordStep />, {
      path: '/onboarding/password',
      state: { email: 'new@example.test', name: 'Nia Novak' },
    });
    expect(screen.getByRole('heading', { name: 'Secure your account!' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Create password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse battery?');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Please make sure both passwords match.');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Create password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Create password'), 'password');
    await user.type(screen.getByLabelText('Confirm password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password too weak')).toBeInTheDocument();
    expect(screen.getByLabelText('Create password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm password')).not.toHaveAttribute('aria-invalid');
    expect(amplifyAuth.signUp).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Create password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Create password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await expectLocation('/auth/verify');
    // The password waits in memory for the code, never in the history entry's state.
    const { state } = screen.getByTestId('location').dataset;
    expect(JSON.parse(state!)).toEqual({ email: 'new@example.test' });
    expect(amplifyAuth.signUp).toHaveBeenCalledWith({
      username: 'new@example.test',
      password: 'correct horse battery',
      options: {
        userAttributes: { email: 'new@example.test', given_name: 'Nia', name: 'Nia Novak', preferred_username: 'new@example.test' },
      },
    });
  });

  it('password: a sign-up failure shows its message', async () => {
    amplifyAuth.signUp.mockRejectedValueOnce(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    const { user } = renderRoute(<PasswordStep />, {
      path: '/onboarding/password',
      state: { email: 'old@example.test', name: 'Old User' },
    });
    await user.type(screen.getByLabelText('Create password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
  });
});
