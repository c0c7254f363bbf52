import { ENV } from '../../lambdas/env';

/**
 * The account's notices on their way (decision 044): the account function puts each on the bus, and
 * the account mail function sends what the rule delivers. EventBridge and SES cannot run here, so their
 * clients are replaced by recorders of the commands they are given, checked against the shapes their
 * API references document (PutEvents entries; SES v2 SendEmail's simple content). The deploy rehearsal
 * runs the same path from the bundles against a recording bus.
 */
const sent: { service: string; input: any }[] = [];
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
      sent.push({ service: 'ses', input: command.input });
      return { MessageId: 'm1' };
    };
  },
  SendEmailCommand: class {
    constructor(readonly input: unknown) {}
  },
}));

const notice = { to: 'ada@example.com', subject: 'Your Stride password was changed', text: 'If it was not you, …' };

beforeEach(() => (sent.length = 0));

it('puts a notice on the bus as an AccountNotice of stride.account, the mail itself its detail', async () => {
  const { busMailer } = await import('../../lambdas/app/account-notices');
  await busMailer('stride-bus')(notice);
  expect(sent).toEqual([
    {
      service: 'events',
      input: {
        Entries: [{ EventBusName: 'stride-bus', Source: 'stride.account', DetailType: 'AccountNotice', Detail: JSON.stringify(notice) }],
      },
    },
  ]);
});

it('sends a delivered notice through SES from the configured sender, and refuses one without an address', async () => {
  process.env[ENV.sesFromEmail] = 'hello@stride.example';
  const { handler } = await import('../../lambdas/handlers/account-mail');
  await handler({ source: 'stride.account', 'detail-type': 'AccountNotice', detail: notice });
  expect(sent).toEqual([
    {
      service: 'ses',
      input: {
        FromEmailAddress: 'Stride <hello@stride.example>',
        Destination: { ToAddresses: ['ada@example.com'] },
        Content: { Simple: { Subject: { Data: notice.subject }, Body: { Text: { Data: notice.text } } } },
      },
    },
  ]);
  await expect(handler({ source: 'stride.account', 'detail-type': 'AccountNotice', detail: { ...notice, to: 'nobody' } })).rejects.toThrow(
    'An account notice without a valid address, subject and text',
  );
  expect(sent).toHaveLength(1);
});
