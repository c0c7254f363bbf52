import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { ENV, optionalEnv } from '../env';

/**
 * Starts roadmap generation outside the request, so POST /goals answers at once and generation is
 * never bound by API Gateway's 29 s limit. Deployed (`lambda`): an Event invocation of the generator
 * function. Locally (`inline`): the runner the local runtime registers — the same generator module —
 * run in this process in the background. Keeping the generator out of this module's imports keeps it
 * (and the Bedrock client) out of the goals function's bundle.
 */
export interface GenerationJob {
  userId: string;
  goalId: string;
  /** The attempt this job belongs to: a job of an older attempt does nothing (store/save-roadmap.ts). */
  attemptId: string;
  /** `adjust`: plan the goal's remaining weeks again (store/adjust.ts). @default the goal's roadmap */
  kind?: 'adjust';
}

const mode = optionalEnv(ENV.generationMode) ?? 'inline';
const functionName = optionalEnv(ENV.generatorFunction);
const lambda = mode === 'lambda' ? new LambdaClient({}) : undefined;

if (mode !== 'inline' && mode !== 'lambda') throw new Error(`${ENV.generationMode} must be inline or lambda, got "${mode}"`);
if (mode === 'lambda' && !functionName) throw new Error(`${ENV.generatorFunction} is required when ${ENV.generationMode}=lambda`);

/** Jobs started inline and not yet finished; tests and the local runtime can wait for them. */
const running = new Set<Promise<void>>();

type Runner = (job: GenerationJob) => Promise<void>;
let inlineRunner: Runner | undefined;

/** Local runtime and tests: what `inline` mode runs (lambdas/roadmap/run.ts's runGeneration). */
export function useInlineGeneration(runner: Runner): void {
  inlineRunner = runner;
}

export async function startGeneration(job: GenerationJob): Promise<void> {
  if (lambda) {
    await lambda.send(
      new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: Buffer.from(JSON.stringify(job)) }),
    );
    return;
  }
  const runner = inlineRunner;
  if (!runner) throw new Error(`${ENV.generationMode}=inline needs a runner: call useInlineGeneration() first`);
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runner(job))
    .catch((error) => console.error(JSON.stringify({ level: 'error', message: 'Inline generation crashed', error: String(error) })))
    .finally(() => running.delete(task));
  running.add(task);
}

/** Resolves when every inline generation started so far has finished. */
export async function generationsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
