/**
 * `npm start`: builds the web app when its sources changed, starts the local stack, prints the URL.
 * Ctrl-C (or SIGTERM) stops everything.
 */
import './quiet';
import { join, resolve } from 'node:path';
import { JavaMissingError } from './dynamo';
import { PortInUseError } from './ports';
import { startLocalStack } from './stack';
import { buildWebIfStale } from './web-build';

const ROOT = resolve(__dirname, '..');

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number (1–65535), got "${raw}"`);
    process.exit(1);
  }
  return value;
}

async function main() {
  buildWebIfStale();
  const stack = await startLocalStack({
    webPort: port('STRIDE_WEB_PORT', 5173),
    apiPort: port('STRIDE_API_PORT', 3001),
    cognitoPort: port('STRIDE_COGNITO_PORT', 9229),
    dynamoPort: port('STRIDE_DYNAMO_PORT', 8000),
    dataDir: process.env.STRIDE_DATA_DIR ?? join(ROOT, '.data'),
    logRequests: process.env.STRIDE_LOG_REQUESTS === '1',
  });
  console.log(
    [
      '',
      `  Stride is running: ${stack.webUrl}`,
      '',
      `  API ${stack.apiUrl} · Cognito (cognito-local) ${stack.cognitoUrl} · DynamoDB Local ${stack.dynamoUrl}`,
      `  Data in ${stack.dataDir}; verification codes are printed here and written to ${stack.outboxPath}.`,
      '  Local only: cognito-local stores passwords in plain text in the data folder.',
      '  Demo data: run `npm run seed:demo` in another terminal. Stop with Ctrl-C.',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: Error) => {
  if (error instanceof PortInUseError || error instanceof JavaMissingError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
