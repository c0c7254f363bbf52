/**
 * Each Lambda's bundle as the stack builds it (esbuild, minified, node24, CommonJS, AWS SDK included,
 * Powertools left to its layer — lib/stride-function.ts), beside the floor: a minimal handler that
 * reads one item through the DynamoDB document client, bundled the same way. Prints raw and gzip
 * size, the ratio to the floor (target ≤ 1.25×, decision 024), and for a function that exists to call
 * another AWS service, the ratio to the floor plus that service's client; then how long a fresh Node
 * takes to load the bundle (its module initialisation: a cold start's own cost) against the floor's,
 * target ≤ 1.3× (issue #27). The ratio is the median of paired runs — the function's load, then its
 * floor's, one after the other — so the machine's drift during the run cancels out of each pair.
 * Beside the wall time it prints the CPU time the load took (user and system, of the loading process),
 * and judges that: on a machine other sessions share, a load's wall time includes its waits for a core,
 * which moved the floor's ratio to itself to 1.3× (decision 239); a Lambda's initialisation runs alone.
 * `npm run bench -- cold-start` or `-- bundles` runs it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import {
  ACCOUNT_MAIL_ENTRY,
  GENERATION_FAILED_ENTRY,
  SWEEP_ACCOUNT_ENTRY,
  GENERATOR_ENTRY,
  LINK_ACCOUNTS_ENTRY,
  PLANNER_COMPANION,
  ROUTE_GROUPS,
  SEND_REMINDERS_ENTRY,
  SUMMARISE_REVIEW_ENTRY,
} from '../lambdas/functions';
import { ENV } from '../lambdas/env';
import { companionDefine, POWERTOOLS_PACKAGES, type Companion } from '../lib/stride-function';

const root = join(__dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'stride-bundles-'));
/** The one call a function exists to make to another service, as a minimal handler would make it. */
const CLIENTS = {
  cognito: `import { CognitoIdentityProviderClient, AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
export const other = () => new CognitoIdentityProviderClient({}).send(new AdminDeleteUserCommand({ UserPoolId: 'p', Username: 'u' }));`,
  bedrock: `import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
export const other = () => new BedrockRuntimeClient({}).send(new ConverseCommand({ modelId: 'm', messages: [] }));`,
  ses: `import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
export const other = () => new SESv2Client({}).send(new SendEmailCommand({ FromEmailAddress: 'a@b.c' }));`,
  eventbridge: `import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
export const other = () => new EventBridgeClient({}).send(new PutEventsCommand({ Entries: [] }));`,
};
type Client = keyof typeof CLIENTS;

/** The floor: one item read through the document client (plus, for a comparison, one other client's call). */
function floorEntry(client?: Client): string {
  const file = join(out, `floor${client ?? ''}.ts`);
  writeFileSync(
    file,
    `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => db.send(new GetCommand({ TableName: 'bench', Key: { PK: 'a', SK: 'b' } }));
${client ? CLIENTS[client] : ''}
`,
  );
  return file;
}

const entries: [name: string, entry: string, client?: Client, companion?: Companion][] = [
  ['(floor)', floorEntry()],
  ...Object.entries(ROUTE_GROUPS).map(
    ([g, d]) =>
      [g, join(root, d.entry), d.userPoolActions ? 'cognito' : d.startsGeneration ? 'eventbridge' : undefined, d.companion] as [
        string,
        string,
        Client | undefined,
        Companion | undefined,
      ],
  ),
  ['generator', join(root, GENERATOR_ENTRY), 'bedrock', PLANNER_COMPANION],
  ['reviewSummariser', join(root, SUMMARISE_REVIEW_ENTRY), 'bedrock'],
  ['generationFailed', join(root, GENERATION_FAILED_ENTRY)],
  ['accountSweeper', join(root, SWEEP_ACCOUNT_ENTRY)],
  ['accountMail', join(root, ACCOUNT_MAIL_ENTRY), 'cognito'],
  ['linkAccounts', join(root, LINK_ACCOUNTS_ENTRY), 'cognito'],
  ['sendReminders', join(root, SEND_REMINDERS_ENTRY), 'ses'],
];

const env = {
  ...process.env,
  [ENV.tableName]: 'bench',
  [ENV.userPoolClientId]: 'bench',
  [ENV.userPoolId]: 'eu-central-1_bench',
  AWS_REGION: 'eu-central-1',
  [ENV.generationMode]: 'inline',
  // The bundles require Powertools from the layer; here it comes from the project's node_modules.
  NODE_PATH: join(root, 'node_modules'),
};

/** A function's companion (lib/stride-function.ts) is left out of its bundle, as the stack builds it. */
function bundle(entry: string, file: string, companion?: Companion): Buffer {
  buildSync({
    define: companion && companionDefine(companion),
    entryPoints: [entry],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    external: [POWERTOOLS_PACKAGES],
    nodePaths: [join(root, 'node_modules')],
    outfile: file,
    logLevel: 'error',
  });
  return readFileSync(file);
}

const floor = bundle(floorEntry(), join(out, 'floor.js')).length;
const floorWith = Object.fromEntries(
  (Object.keys(CLIENTS) as Client[]).map((c) => [c, bundle(floorEntry(c), join(out, `floor-${c}.js`)).length]),
) as Record<Client, number>;

/** A fresh Node's time to load `files` in turn (their module initialisation), wall and CPU, in milliseconds. */
function loadOnce(name: string, ...files: string[]): { wall: number; cpu: number } {
  const run = spawnSync(
    process.execPath,
    [
      '-e',
      `const c=process.cpuUsage(),t=process.hrtime.bigint();${files.map((f) => `require(${JSON.stringify(f)});`).join('')}` +
        `const w=Number(process.hrtime.bigint()-t)/1e6,u=process.cpuUsage(c);console.log(w,(u.user+u.system)/1e3)`,
    ],
    { env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`${name} did not load: ${run.stderr}`);
  const [wall, cpu] = run.stdout.trim().split(' ').map(Number);
  return { wall: wall!, cpu: cpu! };
}

const PAIRS = 9;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** `file`'s load time (with `then` after it) and its ratio to `floorFile`'s, wall and CPU: medians over paired runs. */
function loadAgainst(name: string, file: string, floorFile: string, then?: string) {
  const loads: number[] = [];
  const ratios: number[] = [];
  const cpus: number[] = [];
  const cpuRatios: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const load = then ? loadOnce(name, file, then) : loadOnce(name, file);
    const floorLoad = loadOnce('floor', floorFile);
    loads.push(load.wall);
    ratios.push(load.wall / floorLoad.wall);
    cpus.push(load.cpu);
    cpuRatios.push(load.cpu / floorLoad.cpu);
  }
  return { load: median(loads), ratio: median(ratios), cpu: median(cpus), cpuRatio: median(cpuRatios) };
}

console.log(
  `function           raw KB   gzip KB   × floor   × floor with its client   cold load (median of ${PAIRS})   × floor (with its client, median of pairs)   CPU   × floor`,
);
const companions: string[] = [];
for (const [name, entry, client, companion] of entries) {
  const file = join(out, `${name.replace(/\W/g, '')}.js`);
  const code = bundle(entry, file, companion);
  const floorFile = join(out, client ? `floor-${client}.js` : 'floor.js');
  if (companion) {
    const companionFile = join(out, `${name}-${companion.file}`);
    const size = bundle(join(root, companion.entry), companionFile).length;
    // What a cold start whose first request needs the companion loads: the generator's every first plan (decision 273).
    const first = loadAgainst(name, file, floorFile, companionFile);
    companions.push(
      `${name}: ${companion.file} beside it, ${(size / 1024).toFixed(0)} KB, loaded on first use; ` +
        `with it ${((code.length + size) / 1024).toFixed(0)} KB, ${((code.length + size) / (client ? floorWith[client] : floor)).toFixed(2)}× the floor${client ? ` with ${client}` : ''}, ` +
        `loading in ${first.cpu.toFixed(0)} ms CPU, ${first.cpuRatio.toFixed(2)}× (wall ${first.ratio.toFixed(2)}×)`,
    );
  }
  const { load, ratio: loadRatio, cpu, cpuRatio } = loadAgainst(name, file, floorFile);
  const kb = (n: number) => (n / 1024).toFixed(0).padStart(6);
  const ratio = code.length / floor;
  const own = client ? code.length / floorWith[client] : undefined;
  const judged = own ?? ratio;
  console.log(
    `${name.padEnd(17)} ${kb(code.length)}   ${kb(gzipSync(code).length)}    ${ratio.toFixed(2)}×    ${(own ? `${own.toFixed(2)}× (${client})` : '').padEnd(22)}  ${load.toFixed(0).padStart(4)} ms                    ${`${loadRatio.toFixed(2)}×${client ? ` (${client})` : ''}`.padEnd(26)}${cpu.toFixed(0).padStart(4)} ms ${cpuRatio.toFixed(2)}×${judged > 1.25 ? '   size over 1.25×' : ''}${cpuRatio > 1.3 ? '   load over 1.3×' : ''}`,
  );
}
for (const line of companions) console.log(line);
rmSync(out, { recursive: true, force: true });
