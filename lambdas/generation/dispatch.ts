import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { ENV, optionalEnv } from '../env';

/**
 * Starts roadmap generation outside the request, so POST /goals answers at once and generation is
 * never bound by API Gateway's 29 s limit. Deployed (`lambda`): an Event invocation of the generator
 * function. Locally (`inline`): the same generator module, run in this process in the background.
 */
export interface GenerationJob {
  userId: string;
  goalId: string;
}

const mode = optionalEnv(ENV.generationMode) ?? 'inline';
const functionName = optionalEnv(ENV.generatorFunction);
const lambda = mode === 'lambda' ? new LambdaClient({}) : undefined;

if (mode !== 'inline' && mode !== 'lambda') throw new Error(`${ENV.generationMode} must be inline or lambda, got "${mode}"`);
if (mode === 'lambda' && !functionName) throw new Error(`${ENV.generatorFunction} is required when ${ENV.generationMode}=lambda`);

/** Jobs started inline and not yet finished; tests and the local runtime can wait for them. */
const running = new Set<Promise<void>>();

export async function startGeneration(job: GenerationJob): Promise<void> {
  if (lambda) {
    await lambda.send(
      new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: Buffer.from(JSON.stringify(job)) }),
    );
    return;
  }
  const { runGeneration } = await import('./run');
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runGeneration(job.userId, job.goalId))
    .catch((error) => console.error(JSON.stringify({ level: 'error', message: 'Inline generation crashed', error: String(error) })))
    .finally(() => running.delete(task));
  running.add(task);
}

/** Resolves when every inline generation started so far has finished. */
export async function generationsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
