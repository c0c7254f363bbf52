import { ENV, intEnv, optionalEnv } from '../env';
import { DEFAULT_CONCURRENCY } from './two-phase';
import { bedrockProvider } from './bedrock';
import { planFromCurriculum } from './builtin/from-curriculum';
import { shapePlan, type PlanShape } from './builtin/shape';
import { curriculumFor } from './curricula/load';
import { keepHonest } from './honest';
import { normalizeRoadmap } from './normalize';
import { openAiProvider } from './openai';
import { roadmapSchema, type RawRoadmap } from './schema';
import { scaffoldFor } from './prompt';
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

/** The plan's shape for a request: where it starts, what it reaches, its length (builtin/shape.ts). */
export function shapeFor(request: RoadmapRequest): PlanShape {
  return shapePlan(curriculumFor(request), {
    ...request.answers,
    daysPerWeek: request.daysPerWeek,
    weekdays: request.weekdays,
    ...(request.startDate && { start: request.startDate }),
  });
}

/** Weeks a roadmap has when the user does not say: what their level, target and time make of the ladder. */
export function defaultWeeks(request: RoadmapRequest): number {
  return shapePlan(curriculumFor(request), {
    ...request.answers,
    weeks: undefined,
    daysPerWeek: request.daysPerWeek,
    weekdays: request.weekdays,
    ...(request.startDate && { start: request.startDate }),
  }).syllabus.length;
}

const weeksFor = (request: RoadmapRequest) => shapeFor(request).syllabus.length;

/** The offline planner: deterministic, instant, no network. The local default. */
export const builtinProvider: RoadmapProvider = {
  name: 'builtin',
  plansTime: true,
  async generate(request) {
    return planFromCurriculum(curriculumFor(request), request, shapeFor(request));
  },
};

/** Chooses the provider from the environment (names in lambdas/env.ts); builtin unless configured. */
export function providerFromEnv(env: NodeJS.ProcessEnv = process.env): RoadmapProvider {
  const name = optionalEnv(ENV.roadmapProvider, env) ?? 'builtin';
  const calls = {
    concurrency: Math.max(1, intEnv(ENV.roadmapConcurrency, DEFAULT_CONCURRENCY, env)),
    timeoutMs: Math.max(1000, intEnv(ENV.roadmapCallTimeoutMs, 120_000, env)),
  };
  switch (name) {
    case 'builtin':
      return builtinProvider;
    case 'bedrock':
      return bedrockProvider({ modelId: optionalEnv(ENV.bedrockModelId, env), weeks: weeksFor, ...calls });
    case 'openai': {
      const baseUrl = optionalEnv(ENV.openaiBaseUrl, env);
      const model = optionalEnv(ENV.openaiModel, env);
      if (!baseUrl || !model) {
        throw new Error(`${ENV.roadmapProvider}=openai needs ${ENV.openaiBaseUrl} and ${ENV.openaiModel}`);
      }
      return openAiProvider({ baseUrl, model, apiKey: optionalEnv(ENV.openaiApiKey, env), weeks: weeksFor, ...calls });
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
function onTheirDays(raw: RawRoadmap, request: RoadmapRequest): RawRoadmap {
  const days = shapeFor(request).weekdays.length;
  if (raw.weeks.every((w) => w.days.length === days)) return raw;
  const own = raw.weeks.some((w) => w.days.length < days) ? scaffoldFor(request, raw.weeks.length) : undefined;
  return {
    ...raw,
    weeks: raw.weeks.map((week, w) => ({
      ...week,
      days: [...week.days, ...(own?.weeks[w]?.days.slice(week.days.length) ?? [])].slice(0, days),
    })),
  };
}

/** Validates one answer of a provider; throws InvalidRoadmapOutputError when it is not a roadmap. */
function validate(output: unknown, request: RoadmapRequest, provider: RoadmapProvider): RoadmapPlan {
  const parsed = roadmapSchema.safeParse(output);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InvalidRoadmapOutputError(`Invalid roadmap at ${issue.path.join('.') || 'root'}: ${issue.message}`);
  }
  const plan = normalizeRoadmap(onTheirDays(parsed.data, request), request, weeksFor(request), { plansTime: provider.plansTime });
  // Stride's planner is honest by construction; a model's answer is made so.
  return provider.plansTime ? plan : keepHonest(plan, request, curriculumFor(request), shapeFor(request));
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
  return error instanceof TypeError; // fetch's network failure
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
      return validate(await provider.generate(request, signal), request, provider);
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
