import { accountMailHandler, maskEmail, type CustomMessageEvent, type Mail } from '../../lambdas/handlers/account-mail';
import { logger } from '../../lambdas/observability';

/**
 * The custom message trigger on its own. Cognito and SES cannot run here: the trigger's event follows
 * the shape documented for custom message triggers, and its two outside calls (the pool's current
 * email, sending) are stand-ins. The same handler runs against cognito-local in test/local/stack.test.ts.
 */
const event = (triggerSource: string, email = 'new.me@example.org'): CustomMessageEvent => ({
  triggerSource,
  userPoolId: 'eu-central-1_pool',
  userName: 'user-sub',
  request: { userAttributes: { email, sub: 'user-sub' } },
  response: { emailMessage: null, emailSubject: null },
});

function setup(currentEmail: string | undefined = 'old.me@example.com') {
  const sent: Mail[] = [];
  const handler = accountMailHandler({
    currentEmail: async () => currentEmail,
    send: async (mail) => void sent.push(mail),
    appUrl: 'https://stride.example',
  });
  return { sent, handler };
}

describe('email change notice (custom message trigger)', () => {
  it('tells the address the account has now, naming the new one only masked', async () => {
    const { sent, handler } = setup();
    const e = event('CustomMessage_UpdateUserAttribute');
    await expect(handler(e)).resolves.toBe(e); // Cognito's own code message is left as it is
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'old.me@example.com', subject: 'Your Stride email is being changed' });
    expect(sent[0]!.text).toContain('to n••@example.org');
    expect(sent[0]!.text).not.toContain('new.me');
    expect(sent[0]!.text).toContain('https://stride.example');
  });

  it('does not name an address when the event carries the old one', async () => {
    const { sent, handler } = setup();
    await handler(event('CustomMessage_UpdateUserAttribute', 'OLD.me@example.com'));
    expect(sent[0]!.text).toMatch(/asked to change its email\./);
  });

  it('sends nothing for sign-up, password reset, resend or MFA messages', async () => {
    const { sent, handler } = setup();
    for (const source of [
      'CustomMessage_SignUp',
      'CustomMessage_ForgotPassword',
      'CustomMessage_ResendCode',
      'CustomMessage_Authentication',
    ]) {
      await handler(event(source));
    }
    expect(sent).toEqual([]);
  });

  it('never blocks the change: a failed lookup or send still answers the event', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const failing = accountMailHandler({
      currentEmail: async () => 'old.me@example.com',
      send: async () => {
        throw Object.assign(new Error('Email address is not verified: old.me@example.com'), { name: 'MessageRejected' });
      },
    });
    const e = event('CustomMessage_UpdateUserAttribute');
    await expect(failing(e)).resolves.toBe(e);
    // Logged by name, without SES's message, which names the address.
    expect(error).toHaveBeenCalledWith('Email change notice not sent', { error: { name: 'MessageRejected' } });
    error.mockRestore();
  });

  it('masks addresses to their first letter and domain', () => {
    expect(maskEmail('ana@example.com')).toBe('a••@example.com');
    expect(maskEmail('not-an-address')).toBe('•••');
  });
});
