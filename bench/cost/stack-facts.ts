import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { ROUTE_GROUPS } from '../../lambdas/functions';
import { StrideStack } from '../../lib/stride-stack';

const ROOT = join(__dirname, '..', '..');

/** What the synthesized stack says an install is billed for whoever uses it, and what each function is. */
export interface StackFacts {
  /** Memory size of each function, by the names the bench gives them (route groups and the background functions). */
  memoryMb: Record<string, number>;
  /** A fresh Node's time to start and load each function's bundle (median of 5): its cold start here. */
  initMs: Record<string, number>;
  /** Alarm metrics: what CloudWatch bills alarms by. */
  alarms: number;
  dashboards: number;
  secrets: number;
  /** One API Gateway access log line in the stage's format, with typical values. */
  accessLogLineBytes: number;
}

/** The template's logical id prefix of each function the bench names. */
const FUNCTIONS: Record<string, string> = {
  ...Object.fromEntries(Object.keys(ROUTE_GROUPS).map((g) => [g, `Api${g[0]!.toUpperCase()}${g.slice(1)}Function`])),
  generator: 'RoadmapGenerator',
  summariser: 'RoadmapReviewSummariser',
  sendReminders: 'RemindersSender',
};

/** Typical values of API Gateway's `$context` variables in an access log line. */
const CONTEXT_SAMPLE: Record<string, string> = {
  requestId: '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  'identity.sourceIp': '203.0.113.45',
  requestTime: '26/Nov/2026:07:45:12 +0000',
  httpMethod: 'GET',
  resourcePath: '/goals/{goalId}',
  status: '200',
  protocol: 'HTTP/1.1',
  responseLength: '2048',
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Synthesizes the stack as `cdk deploy` would (with an SES sender, so the reminders exist) and reads
 * its functions' memory sizes, its alarms, dashboards and secrets, and its access log format; then
 * starts each bundle of `used` in a fresh Node (this project's, the runtime's major) as the deploy
 * rehearsal does, its environment from the template and Powertools found through NODE_PATH, as the
 * layer provides it (here the project's node_modules, which hold the same pinned packages).
 */
export function stackFacts(used: string[], context: Record<string, unknown>): StackFacts {
  const projectContext = (JSON.parse(readFileSync(join(ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;
  const out = mkdtempSync(join(tmpdir(), 'stride-cost-'));
  try {
    const app = new App({ outdir: out, context: { ...projectContext, sesFromEmail: 'hello@stride.example', ...context } });
    new StrideStack(app, 'Stride', { env: { account: '123456789012', region: 'us-east-1' } });
    const assembly = app.synth();
    const resources = assembly.getStackByName('Stride').template.Resources as Record<string, { Type: string; Properties: any }>;
    const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
    const functionOf = (name: string) => {
      const found = ofType('AWS::Lambda::Function').find(([id]) => id.startsWith(FUNCTIONS[name]!));
      if (!found) throw new Error(`No function ${name} (${FUNCTIONS[name]}) in the template`);
      return found[1].Properties;
    };
    const memoryMb = Object.fromEntries(used.map((name) => [name, Number(functionOf(name).MemorySize ?? 128)]));
    const initMs = Object.fromEntries(
      used.map((name) => {
        const fn = functionOf(name);
        const bundle = join(assembly.directory, `asset.${String(fn.Code.S3Key).replace(/\.zip$/, '')}`, 'index.js');
        const env = Object.fromEntries(
          Object.entries((fn.Environment?.Variables ?? {}) as Record<string, unknown>).map(([k, v]) => [
            k,
            typeof v === 'string' ? v : 'stand-in',
          ]),
        );
        const loads = Array.from({ length: 5 }, () => {
          const run = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(bundle)});console.log(performance.now())`], {
            env: { PATH: process.env.PATH, NODE_PATH: join(ROOT, 'node_modules'), AWS_REGION: 'us-east-1', ...env },
            encoding: 'utf8',
          });
          if (run.status !== 0) throw new Error(`${name}'s bundle did not load: ${run.stderr}`);
          return Number(run.stdout.trim());
        });
        return [name, median(loads)];
      }),
    );
    const [stage] = ofType('AWS::ApiGateway::Stage');
    const format = String(stage![1].Properties.AccessLogSetting.Format);
    const accessLogLineBytes =
      Buffer.byteLength(format.replace(/\$context\.([\w.]+)/g, (_, name: string) => CONTEXT_SAMPLE[name] ?? '-')) + 1;
    return {
      memoryMb,
      initMs,
      // CloudWatch bills an alarm for each metric it watches: a metric-math alarm for every metric in it.
      alarms: ofType('AWS::CloudWatch::Alarm').reduce(
        (n, [, a]) =>
          n + (a.Properties.Metrics ? (a.Properties.Metrics as { MetricStat?: unknown }[]).filter((m) => m.MetricStat).length : 1),
        0,
      ),
      dashboards: ofType('AWS::CloudWatch::Dashboard').length,
      secrets: ofType('AWS::SecretsManager::Secret').length,
      accessLogLineBytes,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
