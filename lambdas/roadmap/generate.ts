import { ENV, intEnv, optionalEnv } from '../env';
import { DEFAULT_CONCURRENCY, withinLimit, type CallModel } from './two-phase';
import { bedrockModel, bedrockProvider } from './bedrock';
import { loadPlanner, type Planner } from './load-planner';
import { normalizeRoadmap } from './normalize';
import { openAiModel, openAiProvider } from './openai';
import { roadmapSchema, type RawRoadmap } from './schema';
import {
  InvalidRoadmapOutputError,
  ProviderCallError,
  RoadmapGenerationError,
  type RoadmapPlan,
  type RoadmapProvider,
  type RoadmapRequest,
} from './types';

export * from './types';
export { roadmapJsonSchema, roadmapSchema, ROADMAP_LIMITS } from './schema';
export { normalizeRoadmap } from './normalize';

// The planner (builtin/, curricula/, the prompts) is reached only through loadPlanner(): deployed, it is a
// file beside the generator's bundle, loaded with the first plan (decision 273). Its shape of a request
// and its default length are lambdas/roadmap/plan-request.ts's.

const weeksFor = async (request: RoadmapRequest) => (await loadPlanner()).shapeFor(request).syllabus.length;

/** The offline planner: deterministic, instant, no network. The local default. */
export const builtinProvider: RoadmapProvider = {
  name: 'builtin',
  plansTime: true,
  async generate(request) {
    return (await loadPlanner()).builtinPlan(request);
  },
};

/** The model the environment names (names in lambdas/env.ts), without the planner: none for the builtin planner. */
export function modelFromEnv(env: NodeJS.ProcessEnv = process.env): { name: string; callModel: CallModel } | undefined {
  const chosen = chosenFromEnv(env);
  if (chosen.name === 'builtin') return undefined;
  const model = chosen.name === 'bedrock' ? bedrockModel(chosen.bedrock) : openAiModel(chosen.openai);
  return { name: model.name, callModel: withinLimit(model) };
}

/** Chooses the provider from the environment (names in lambdas/env.ts); builtin unless configured. */
export function providerFromEnv(env: NodeJS.ProcessEnv = process.env): RoadmapProvider {
  const chosen = chosenFromEnv(env);
  if (chosen.name === 'builtin') return builtinProvider;
  return chosen.name === 'bedrock'
    ? bedrockProvider({ ...chosen.bedrock, weeks: weeksFor, ...chosen.calls })
    : openAiProvider({ ...chosen.openai, weeks: weeksFor, ...chosen.calls });
}

/** What the environment configures: the provider's name, its model's settings and its calls'. */
function chosenFromEnv(env: NodeJS.ProcessEnv) {
  const name = optionalEnv(ENV.roadmapProvider, env) ?? 'builtin';
  const calls = {
    concurrency: Math.max(1, intEnv(ENV.roadmapConcurrency, DEFAULT_CONCURRENCY, env)),
    timeoutMs: Math.max(1000, intEnv(ENV.roadmapCallTimeoutMs, 120_000, env)),
  };
  switch (name) {
    case 'builtin':
      return { name } as const;
    case 'bedrock':
      return { name, calls, bedrock: { modelId: optionalEnv(ENV.bedrockModelId, env), timeoutMs: calls.timeoutMs } } as const;
    case 'openai': {
      const baseUrl = optionalEnv(ENV.openaiBaseUrl, env);
      const model = optionalEnv(ENV.openaiModel, env);
      if (!baseUrl || !model) {
        throw new Error(`${ENV.roadmapProvider}=openai needs ${ENV.openaiBaseUrl} and ${ENV.openaiModel}`);
      }
      return { name, calls, openai: { baseUrl, model, apiKey: optionalEnv(ENV.openaiApiKey, env), timeoutMs: calls.timeoutMs } } as const;
    }
    default:
      throw new Error(`${ENV.roadmapProvider} must be builtin, bedrock or openai, got "${name}"`);
  }
}

/**
 * A plan week is the person's week: a day for each of their days (decision 055). A model's week with
 * more days loses the last ones; one with fewer takes the missing days from Stride's own plan for that
 * week, as a week the model had no time for does (two-phase.ts).
 */
function onTheirDays(raw: RawRoadmap, request: RoadmapRequest, planner: Planner): RawRoadmap {
  const days = planner.shapeFor(request).weekdays.length;
  if (raw.weeks.every((w) => w.days.length === days)) return raw;
  const own = raw.weeks.some((w) => w.days.length < days) ? planner.scaffoldFor(request, raw.weeks.length) : undefined;
  return {
    ...raw,
    weeks: raw.weeks.map((week, w) => ({
      ...week,
      days: [...week.days, ...(own?.weeks[w]?.days.slice(week.days.length) ?? [])].slice(0, days),
    })),
  };
}

/** Validates one answer of a provider; throws InvalidRoadmapOutputError when it is not a roadmap. */
function validate(output: unknown, request: RoadmapRequest, provider: RoadmapProvider, planner: Planner): RoadmapPlan {
  const parsed = roadmapSchema.safeParse(output);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InvalidRoadmapOutputError(`Invalid roadmap at ${issue.path.join('.') || 'root'}: ${issue.message}`);
  }
  const weeks = planner.shapeFor(request).syllabus.length;
  const plan = normalizeRoadmap(onTheirDays(parsed.data, request, planner), request, weeks, { plansTime: provider.plansTime });
  // Stride's planner is honest by construction; a model's answer is made so.
  return provider.plansTime ? plan : planner.honestPlan(plan, request);
}

const ATTEMPTS = 2;

/**
 * Whether a failed call may succeed if made again: an unusable answer (models vary), throttling, a
 * timeout or a server error may; a refusal (no access, a bad request, an unknown model) or the run's
 * own deadline will not, and asking again only spends the time the failure needs to be recorded.
 */
function worthRetrying(error: unknown): boolean {
  if (error instanceof InvalidRoadmapOutputError) return true;
  if (error instanceof ProviderCallError) return error.retryable;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
  if (status !== undefined) return status === 408 || status === 429 || status >= 500;
  // fetch's network failure is a TypeError with the socket's error as its cause; a bug's TypeError has none.
  return error instanceof TypeError && (error as { cause?: unknown }).cause !== undefined;
}

/**
 * Generates a roadmap: runs the provider, validates its answer against the one schema and normalises
 * it. A failure worth retrying is tried once more, within the deadline `signal` carries; then
 * RoadmapGenerationError with a reason fit for the user.
 */
export async function generateRoadmap(request: RoadmapRequest, provider: RoadmapProvider, signal?: AbortSignal): Promise<RoadmapPlan> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      const output = await provider.generate(request, signal);
      return validate(output, request, provider, await loadPlanner());
    } catch (error) {
      lastError = error;
      if (signal?.aborted || !worthRetrying(error)) break;
    }
  }
  const reason = signal?.aborted
    ? 'The roadmap took too long to generate. Please try again.'
    : lastError instanceof InvalidRoadmapOutputError
      ? 'The AI could not produce a valid roadmap. Please try again.'
      : 'The roadmap service is not reachable right now. Please try again in a moment.';
  throw new RoadmapGenerationError(reason, { cause: lastError });
}
