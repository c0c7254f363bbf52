import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '../../local/stack';
import { apiClient, signIn, signUpAndSignIn } from '../../local/users';
import { eventually } from '../support/eventually';
import { AdminError, runAdmin } from '../../scripts/admin';

/** The admin CLI against a local stack, as an owner runs it: `npm run admin -- <command>`. */
let stack: LocalStack;
let dataDir: string;
const ada = { email: 'ada@example.test', password: 'Ada-counts-numbers', name: 'Ada Lovelace' };
const bob = { email: 'bob@example.test', password: 'Bob-builds-bridges', name: 'Bob Builder' };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stride-admin-'));
  stack = await startLocalStack({ webPort: 0, apiPort: 0, cognitoPort: 0, dynamoPort: 0, dataDir, inMemory: true, log: () => {} });
  const tokens = await signUpAndSignIn(stack, ada);
  await signUpAndSignIn(stack, bob);
  const api = apiClient(stack.apiUrl, tokens.idToken);
  const created = await api('POST', '/goals', {
    category: 'skills',
    option: 'Coding',
    answers: { currentLevel: 'beginner', targetLevel: 'a small web app', dailyMinutes: 30, weeks: 2 },
  });
  await eventually(
    async () => (await api('GET', `/goals/${created.body.goal.id}`)).body.goal.status,
    (s) => s !== 'generating',
  );
}, 90_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a command against the test's stack and answers what it printed. */
async function admin(...argv: string[]): Promise<string[]> {
  const lines: string[] = [];
  const port = (url: string) => new URL(url).port;
  await runAdmin(
    argv,
    { STRIDE_DATA_DIR: dataDir, STRIDE_DYNAMO_PORT: port(stack.dynamoUrl), STRIDE_COGNITO_PORT: port(stack.cognitoUrl) },
    (l) => lines.push(l),
  );
  return lines;
}

describe('npm run admin', () => {
  it('works on a machine with no AWS configuration, as a newcomer’s', async () => {
    // Run as the owner runs it, in a process of its own, with no region, keys or AWS config files
    // (asynchronously: the stack answers from this process).
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('AWS_')));
    const port = (url: string) => new URL(url).port;
    const { stdout: out } = await promisify(execFile)(
      join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx'),
      [join(__dirname, '..', '..', 'scripts', 'admin.ts'), 'users'],
      {
        env: {
          ...env,
          AWS_CONFIG_FILE: join(dataDir, 'no-aws-config'),
          AWS_SHARED_CREDENTIALS_FILE: join(dataDir, 'no-aws-credentials'),
          STRIDE_DATA_DIR: dataDir,
          STRIDE_DYNAMO_PORT: port(stack.dynamoUrl),
          STRIDE_COGNITO_PORT: port(stack.cognitoUrl),
        },
        encoding: 'utf8',
      },
    );
    expect(out.split('\n')[0]).toBe('email\tplan\tgoals\tcreated');
    expect(out).toContain('ada@example.test');
  });

  it('lists every account with its plan, goals and creation day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await admin('users')).toEqual([
      'email\tplan\tgoals\tcreated',
      `ada@example.test\tfree\t1\t${today}`,
      `bob@example.test\tfree\t0\t${today}`,
    ]);
  });

  it('sets a plan, which the account then has', async () => {
    expect(await admin('set-plan', 'ADA@example.test', 'pro')).toEqual(['ada@example.test is now on Pro.']);
    const tokens = await signIn(stack, ada.email, ada.password);
    expect((await apiClient(stack.apiUrl, tokens.idToken)('GET', '/me')).body.profile).toMatchObject({ plan: 'pro', goalLimit: null });
    await admin('set-plan', 'ada@example.test', 'free');
  });

  it('exports an account as the user’s own export', async () => {
    const [json] = await admin('export-user', 'ada@example.test');
    const data = JSON.parse(json!);
    expect(data).toMatchObject({ format: 'stride-export', version: 1, profile: { email: 'ada@example.test' } });
    expect(data.goals).toHaveLength(1);
    expect(data.goals[0].weeks.length).toBe(2);
  });

  it('deletes an account: its data and its sign-in', async () => {
    const [said] = await admin('delete-user', 'bob@example.test');
    expect(said).toMatch(/^Deleted bob@example\.test: \d+ items and the sign-in\.$/);
    await expect(signIn(stack, bob.email, bob.password)).rejects.toThrow();
    expect((await admin('users')).map((l) => l.split('\t')[0])).toEqual(['email', 'ada@example.test']);
  });

  it('says clearly what is wrong: an unknown email or command, no local stack, a stack it cannot read', async () => {
    await expect(admin('set-plan', 'nobody@example.test', 'pro')).rejects.toThrow(
      new AdminError('No account with the email nobody@example.test in the local stack.'),
    );
    await expect(admin('set-plan', 'ada@example.test', 'gold')).rejects.toThrow('set-plan needs an email and a plan: free or pro.');
    await expect(admin('promote', 'ada@example.test')).rejects.toThrow(/^Usage: npm run admin --/);
    await expect(runAdmin(['users'], { STRIDE_DATA_DIR: join(dataDir, 'nothing-here') }, () => {})).rejects.toThrow(
      /^No local Stride in .*nothing-here\. Start it with `npm start` first/,
    );
    await expect(runAdmin(['--stack', 'no-such-stack', 'users'], { ...process.env, AWS_REGION: 'eu-central-1' }, () => {})).rejects.toThrow(
      /^Could not read the stack "no-such-stack": /,
    );
  });
});
