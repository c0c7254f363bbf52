import { ENV, optionalEnv } from '../env';
import { logger } from '../observability';
import { GENERATION_EVENT, type GenerationJob } from '../roadmap/job';
import { putEvent } from './bus';
import { type SummaryJob } from './reviews/summary-job';
import { REVIEW_SUMMARY_EVENT } from '../../contract/events';

/**
 * Starts roadmap generation outside the request, so POST /goals answers at once and generation is
 * never bound by API Gateway's 29 s limit. Deployed (`events`): a `GenerationRequested` event on the
 * stack's bus, whose rule invokes the generator function asynchronously — so the function's retry,
 * event age and on-failure queue apply as to any asynchronous invocation (lib/roadmap.ts; decision 024
 * says why an event rather than a direct Invoke). Locally (`inline`): the runner the local runtime
 * registers — the same generator module — run in this process in the background. Keeping the
 * generator out of this module's imports keeps it (and the Bedrock client) out of the plans function.
 */

const mode = optionalEnv(ENV.generationMode) ?? 'inline';
const busName = optionalEnv(ENV.generationBus);

if (mode !== 'inline' && mode !== 'events') throw new Error(`${ENV.generationMode} must be inline or events, got "${mode}"`);
if (mode === 'events' && !busName) throw new Error(`${ENV.generationBus} is required when ${ENV.generationMode}=events`);
/** Jobs started inline and not yet finished; tests and the local runtime can wait for them. */
const running = new Set<Promise<void>>();

type Runner<J> = (job: J) => Promise<void>;
const inline: { generation?: Runner<GenerationJob>; summary?: Runner<SummaryJob> } = {};

/** Local runtime and tests: what `inline` mode runs (run-generation.ts's runGeneration). */
export function useInlineGeneration(runner: Runner<GenerationJob>): void {
  inline.generation = runner;
}

/** Local runtime and tests: what `inline` mode runs for a review's summary (summarise-review.ts). */
export function useInlineSummaries(runner: Runner<SummaryJob>): void {
  inline.summary = runner;
}

export async function startGeneration(job: GenerationJob): Promise<void> {
  if (mode === 'events') return putEvent(busName!, GENERATION_EVENT, job);
  runInline(inline.generation, job, 'useInlineGeneration');
}

/**
 * Asks for a week's summary (deployed: an event its own rule hands to the summariser function, whose
 * concurrency is its own, decision 045). Locally, without a summary runner, nothing is summed up.
 */
export async function startSummary(job: SummaryJob): Promise<void> {
  if (mode === 'events') return putEvent(busName!, REVIEW_SUMMARY_EVENT, job);
  if (inline.summary) runInline(inline.summary, job, 'useInlineSummaries');
}

function runInline<J extends { goalId: string }>(runner: Runner<J> | undefined, job: J, register: string): void {
  if (!runner) throw new Error(`${ENV.generationMode}=inline needs a runner: call ${register}() first`);
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runner(job))
    .catch((error) => logger.error('Inline generation crashed', { goalId: job.goalId, error }))
    .finally(() => running.delete(task));
  running.add(task);
}

/** Resolves when every inline generation started so far has finished. */
export async function generationsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
