import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { newUser } from '../support/api';
import { createTestTable } from '../support/test-table';

/**
 * Write transactions on DynamoDB Local. A transaction cancelled because another write touched one of
 * its items at that moment (DynamoDB's TransactionConflict — the account's guard is written by every
 * write request) is sent again. DynamoDB Local does not make such conflicts on demand, so the first
 * answer is replaced by one: the rest runs on DynamoDB Local.
 */
let drop: () => Promise<void>;
let dynamo: typeof import('../../lambdas/store/dynamo');
let personal: typeof import('../../lambdas/store/personal-task');

beforeAll(async () => {
  ({ drop } = await createTestTable());
  dynamo = await import('../../lambdas/store/dynamo');
  personal = await import('../../lambdas/store/personal-task');
});
afterAll(() => drop());

const conflict = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });

describe('a write transaction', () => {
  it('is sent again when a concurrent write cancelled it, and then lands', async () => {
    const user = newUser();
    const client = dynamo.ddb();
    const real = client.send.bind(client);
    let conflicts = 0;
    const spy = jest.spyOn(client, 'send').mockImplementation((async (command: { constructor: { name: string } }) => {
      if (command.constructor.name === 'TransactWriteCommand' && conflicts < 2) {
        conflicts++;
        throw conflict();
      }
      return real(command as never);
    }) as never);
    try {
      const task = await personal.createPersonalTask(user.sub, { title: 'Lands after two conflicts' });
      expect(conflicts).toBe(2);
      expect((await personal.listPersonalTasks(user.sub)).map((t) => t.id)).toEqual([task.id]);
    } finally {
      spy.mockRestore();
    }
  });

  it('gives up after a few conflicts in a row, with the error DynamoDB gave', async () => {
    const client = dynamo.ddb();
    const spy = jest.spyOn(client, 'send').mockImplementation((async () => {
      throw conflict();
    }) as never);
    try {
      await expect(personal.createPersonalTask(newUser().sub, { title: 'Never lands' })).rejects.toBeInstanceOf(
        TransactionCanceledException,
      );
      expect(spy.mock.calls.length).toBeGreaterThanOrEqual(4);
    } finally {
      spy.mockRestore();
    }
  });
});
