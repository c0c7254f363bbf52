import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
// eslint-disable-next-line no-restricted-imports -- it meters the requests sent through the store’s one client.
import { ddb } from '../../lambdas/store/dynamo';

/** One function invocation as Lambda would bill and log it. */
export interface Invocation {
  fn: string;
  wallMs: number;
  /** This process's CPU time during it: the part that slows down on a fraction of a vCPU. */
  cpuMs: number;
  /** Time spent in stand-ins that are not the function's own (the model's client). */
  excludedMs: number;
  /** Time the function would wait on a service that cannot run here (Bedrock). */
  waitMs: number;
  cold: boolean;
  readUnits: number;
  writeUnits: number;
  logBytes: number;
  logEvents: number;
  responseBytes: number;
}

const READS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);

const capacityOf = (consumed: unknown): number =>
  (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce(
    (n: number, c: { CapacityUnits?: number }) => n + (c.CapacityUnits ?? 0),
    0,
  );

/**
 * Runs the handlers as invocations: each gets its function's name, its wall and CPU time, the DynamoDB
 * capacity its requests consumed (every request asks for ReturnConsumedCapacity=TOTAL, and DynamoDB
 * Local answers with the units it would bill), and the bytes it logged (taken off stdout and stderr,
 * as Lambda sends them to CloudWatch Logs). A function is cold on its first invocation of a visit.
 */
export class Meter {
  readonly invocations: Invocation[] = [];
  /** The custom metrics the functions published (embedded metric format lines): name and dimensions. */
  readonly metrics = new Set<string>();
  private readonly current = new AsyncLocalStorage<Invocation>();
  private warm = new Set<string>();

  constructor() {
    ddb().middlewareStack.add(
      (next, context) => async (args) => {
        const invocation = this.current.getStore();
        if (!invocation) return next(args);
        (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
        const result = await next(args);
        const units = capacityOf((result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity);
        if (READS.has(context.commandName!)) invocation.readUnits += units;
        else invocation.writeUnits += units;
        return result;
      },
      { step: 'initialize', name: 'costBenchCapacity' },
    );
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream);
      stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
        const invocation = this.current.getStore();
        if (!invocation) return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
        const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        invocation.logBytes += Buffer.byteLength(text);
        const lines = text.split('\n').filter((line) => line.trim());
        invocation.logEvents += lines.length;
        for (const line of lines.filter((l) => l.includes('"_aws"'))) this.noteMetrics(line);
        return true;
      }) as typeof stream.write;
    }
  }

  private noteMetrics(line: string): void {
    const record = JSON.parse(line) as {
      _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
    } & Record<string, unknown>;
    for (const directive of record._aws.CloudWatchMetrics)
      for (const metric of directive.Metrics)
        for (const dimensions of directive.Dimensions)
          this.metrics.add([directive.Namespace, metric.Name, ...dimensions.map((d) => `${d}=${String(record[d])}`)].join(' '));
  }

  /** `fn`'s next invocation starts cold (a background function run hours or days after its last). */
  coldAgain(fn: string): void {
    this.warm.delete(fn);
  }

  /** A new visit: the functions it calls start cold (a personal install's environments idle out between visits). */
  newVisit(): void {
    this.warm.clear();
  }

  /** Runs `body` as one invocation of `fn`; `measure` lets it add what it waited on or answered. */
  async invoke<T>(fn: string, body: (invocation: Invocation) => Promise<T>): Promise<T> {
    const invocation: Invocation = {
      fn,
      wallMs: 0,
      cpuMs: 0,
      excludedMs: 0,
      waitMs: 0,
      cold: !this.warm.has(fn),
      readUnits: 0,
      writeUnits: 0,
      logBytes: 0,
      logEvents: 0,
      responseBytes: 0,
    };
    this.warm.add(fn);
    const cpu = process.cpuUsage();
    const started = performance.now();
    try {
      return await this.current.run(invocation, () => body(invocation));
    } finally {
      invocation.wallMs = performance.now() - started;
      const used = process.cpuUsage(cpu);
      invocation.cpuMs = (used.user + used.system) / 1000;
      this.invocations.push(invocation);
    }
  }
}
