import { ENV } from '../../lambdas/env';
import { logger } from '../../lambdas/observability';

/**
 * The account's notices on their way (decisions 044, 046): the account function puts each on the bus
 * naming only whose account and which notice, and the account mail function renders it, looks the
 * address up in the pool and sends it. EventBridge, Cognito and SES cannot run here, so their clients
 * are replaced by recorders of the commands they are given, checked against the shapes their API
 * references document (PutEvents entries; AdminGetUser; SES v2 SendEmail's simple content). The deploy
 * rehearsal runs the same path from the bundles against a recording bus.
 */
const sent: { service: string; input: any }[] = [];
/** The pool as the stand-in has it: user name → email. */
const pool: Record<string, string> = { 'ada-sub': 'ada@example.com' };
let sesRefuses: Error | undefined;
jest.mock('@aws-sdk/client-eventbridge', () => ({
  EventBridgeClient: class {
    send = async (command: { input: unknown }) => {
      sent.push({ service: 'events', input: command.input });
      return { FailedEntryCount: 0, Entries: [{ EventId: 'e1' }] };
    };
  },
  PutEventsCommand: class {
    constructor(readonly input: unknown) {}
  },
}));
jest.mock('@aws-sdk/client-sesv2', () => ({
  SESv2Client: class {
    send = async (command: { input: unknown }) => {
      if (sesRefuses) throw sesRefuses;
      sent.push({ service: 'ses', input: command.input });
      return { MessageId: 'm1' };
    };
  },
  SendEmailCommand: class {
    constructor(readonly input: unknown) {}
  },
}));
jest.mock('@aws-sdk/client-cognito-identity-provider', () => ({
  CognitoIdentityProviderClient: class {
    send = async (command: { input: { Username: string } }) => {
      const email = pool[command.input.Username];
      if (!email) throw Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
      return { UserAttributes: [{ Name: 'email', Value: email }] };
    };
  },
  AdminGetUserCommand: class {
    constructor(readonly input: unknown) {}
  },
}));

const notice = { userPoolId: 'eu-central-1_Pool1', username: 'ada-sub', notice: 'passwordChanged' };
const onTheBus = (detail: unknown) => ({ source: 'stride.account', 'detail-type': 'AccountNotice', detail });

beforeAll(() => {
  process.env[ENV.sesFromEmail] = 'hello@stride.example';
  process.env[ENV.appUrl] = 'https://stride.example';
});
beforeEach(() => {
  sent.length = 0;
  sesRefuses = undefined;
});

it('puts a notice on the bus as an AccountNotice of stride.account, naming the account and the notice only', async () => {
  const { busNotifier } = await import('../../lambdas/app/account/notices');
  await busNotifier('stride-bus')(notice as never);
  expect(sent).toEqual([
    {
      service: 'events',
      input: {
        Entries: [{ EventBusName: 'stride-bus', Source: 'stride.account', DetailType: 'AccountNotice', Detail: JSON.stringify(notice) }],
      },
    },
  ]);
});

it('sends the notice’s own text to the address the pool has for the account, from the configured sender', async () => {
  const { handler } = await import('../../lambdas/handlers/account-mail');
  await handler(onTheBus(notice));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    service: 'ses',
    input: {
      FromEmailAddress: 'Stride <hello@stride.example>',
      Destination: { ToAddresses: ['ada@example.com'] },
      Content: { Simple: { Subject: { Data: 'Your Stride password was changed' } } },
    },
  });
  expect(sent[0]!.input.Content.Simple.Body.Text.Data).toContain('every device signed in to it was signed out');
  expect(sent[0]!.input.Content.Simple.Body.Text.Data).toContain('sign in at https://stride.example and choose "Forgot password?"');
});

describe('a notice event nobody should have sent', () => {
  it('sends nothing when it carries its own address, subject or text: only the account and the notice are a notice', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const { handler } = await import('../../lambdas/handlers/account-mail');
    const forged = [
      { to: 'victim@example.org', subject: 'Your account is locked', text: 'Sign in at https://evil.example' },
      { ...notice, to: 'victim@example.org' },
      { ...notice, text: 'Click https://evil.example' },
      { ...notice, notice: 'yourPrizeIsWaiting' },
    ];
    for (const detail of forged) await expect(handler(onTheBus(detail))).resolves.toBeUndefined();
    expect(sent).toEqual([]);
    // Dropped with a line that names its fields, never what they hold.
    expect(JSON.stringify(error.mock.calls)).not.toMatch(/victim|evil/);
    error.mockRestore();
  });

  it('sends nothing for an account the pool does not have', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => {});
    const { handler } = await import('../../lambdas/handlers/account-mail');
    await handler(onTheBus({ ...notice, username: 'nobody' }));
    expect(sent).toEqual([]);
    warn.mockRestore();
  });
});

it('fails a notice SES refuses with an error, and a log line, that name no address: the retries and the failure queue keep no address either', async () => {
  const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
  sesRefuses = Object.assign(new Error('Email address is not verified. The following identities failed the check: ada@example.com'), {
    name: 'MessageRejected',
    $metadata: { httpStatusCode: 400 },
  });
  const { handler } = await import('../../lambdas/handlers/account-mail');
  const failure = await handler(onTheBus(notice)).catch((e: Error) => e);
  expect(failure).toBeInstanceOf(Error);
  expect((failure as Error).message).toBe('Account notice passwordChanged not sent: MessageRejected (400)');
  expect(error).toHaveBeenCalledWith('Account notice not sent', {
    notice: 'passwordChanged',
    error: { name: 'MessageRejected', status: 400 },
  });
  expect(JSON.stringify(error.mock.calls)).not.toContain('ada@');
  error.mockRestore();
});
