import * as z from 'zod/mini';
import { GENERATION_TIMING } from '../../contract';
import { loadPlanner } from './load-planner';
import { bounded, modelHeading, modelJsonSchema, modelTasks, ROADMAP_LIMITS, roadmapDaySchema, type RawRoadmap } from './schema';
import { InvalidRoadmapOutputError, type RoadmapProvider, type RoadmapRequest } from './types';

/**
 * Generation in two phases, so no answer is large: first the outline (each week's title and
 * description), then each week's days in a call of its own, a few at a time, each answer validated
 * and retried on its own. A 26-week plan of ~180 tasks would need far more output than models such as
 * Amazon Nova Lite allow in one answer (5K tokens); a week's days need about 1.5K.
 */

/** One structured call: the model must answer with JSON matching `schema` (a forced tool or a response format). */
export interface StructuredCall {
  name: 'roadmap_outline' | 'roadmap_week' | 'week_review';
  schema: Record<string, unknown>;
  system: string;
  user: string;
  maxTokens: number;
}

export type CallModel = (call: StructuredCall, signal?: AbortSignal) => Promise<unknown>;

/** One call's signal: the run's, and its own time limit. */
export const withTimeout = (signal: AbortSignal | undefined, timeoutMs = 120_000): AbortSignal => {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
};

/** Output tokens each call asks for at most (never more than the model allows). */
export const CALL_TOKENS = { outline: 2500, week: 3000 } as const;

/** Weeks generated at the same time, unless configured (a local server answering one request at a time wants 1). */
export const DEFAULT_CONCURRENCY = 3;

/**
 * How long the week calls may run before the weeks not yet written are taken from Stride's own plan:
 * the provider's deadline less the time a run needs to validate and save (lambdas/app/goals/run-generation.ts).
 */
export const WEEKS_BUDGET_MS = GENERATION_TIMING.providerDeadlineMs - 30_000;

const L = ROADMAP_LIMITS;
const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(400));

const outlineSchema = z.object({
  title: text,
  description: z._default(z.string().check(z.maxLength(4000)), ''),
  weeks: z.array(z.object({ title: text, description: z._default(z.string().check(z.maxLength(4000)), '') })).check(z.minLength(1)),
});
const weekSchema = z.object({ days: z.array(roadmapDaySchema).check(z.minLength(L.daysPerWeek.min)) });

// The JSON Schemas a model is given, built with the first call to one (modelJsonSchema, decision 239).
export const outlineJsonSchema = modelJsonSchema(() =>
  z.object({ ...modelHeading, weeks: z.array(z.object(modelHeading)).check(z.minLength(1), z.maxLength(L.weeks.max)) }),
);

export const weekJsonSchema = modelJsonSchema(() =>
  z.object({
    days: z
      .array(z.object({ title: bounded(L.title), tasks: modelTasks }))
      .check(z.minLength(L.daysPerWeek.min), z.maxLength(L.daysPerWeek.max)),
  }),
);

function parse<S extends z.ZodMiniType>(schema: S, output: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(output);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new InvalidRoadmapOutputError(`Invalid ${what} at ${issue.path.join('.') || 'root'}: ${issue.message}`);
}

/** Runs `attempt` and, when the answer was unusable (not when the service failed), once more. */
async function twice<T>(attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof InvalidRoadmapOutputError) || signal?.aborted) throw error;
    return attempt();
  }
}

async function mapLimit<T, R>(items: T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A model's calls: what bedrock.ts and openai.ts make of their service, with or without the planner. */
export interface ModelCalls {
  /** Shown as the provider's name, e.g. `bedrock:amazon.nova-lite-v1:0`. */
  name: string;
  callModel: CallModel;
  /** The model's output limit in tokens: no call asks for more. */
  maxOutputTokens: number;
}

export interface TwoPhaseOptions extends ModelCalls {
  /** The plan's length in weeks for a request. */
  weeks: (request: RoadmapRequest) => number | Promise<number>;
  /** Weeks asked for at the same time. @default DEFAULT_CONCURRENCY */
  concurrency?: number;
  /** Time for the week calls, from the start. @default WEEKS_BUDGET_MS */
  budgetMs?: number;
}

/** A model's calls, none asking for more than its output limit: the two-phase provider's and the summariser's alike. */
export const withinLimit =
  (model: ModelCalls): CallModel =>
  (call, signal) =>
    model.callModel({ ...call, maxTokens: Math.min(call.maxTokens, model.maxOutputTokens) }, signal);

export function twoPhaseProvider(options: TwoPhaseOptions): RoadmapProvider {
  const tokens = (wanted: number) => Math.min(wanted, options.maxOutputTokens);
  return {
    name: options.name,
    // Other structured calls (a week's review summary) go to the same model, within the same limit.
    callModel: withinLimit(options),
    async generate(request, signal): Promise<RawRoadmap> {
      const started = Date.now();
      // The prompts give the model Stride's own plan: the planner's (loaded on first use, decision 273).
      const { outlinePrompt, scaffoldFor, SYSTEM_PROMPT, userPrompt, weekPrompt } = await loadPlanner();
      const weeks = await options.weeks(request);
      const scaffold = scaffoldFor(request, weeks);
      const brief = userPrompt(request, weeks, scaffold);
      const outline = await twice(async () => {
        const answer = await options.callModel(
          {
            name: 'roadmap_outline',
            schema: outlineJsonSchema(),
            system: SYSTEM_PROMPT,
            user: outlinePrompt(brief, weeks, scaffold),
            maxTokens: tokens(CALL_TOKENS.outline),
          },
          signal,
        );
        return parse(outlineSchema, answer, 'outline');
      }, signal);
      const planned = outline.weeks.slice(0, weeks);
      const summary = planned.map((w, i) => `Week ${i + 1}: ${w.title} — ${w.description.slice(0, 160)}`).join('\n');
      // Weeks the time left cannot write are Stride's own (the scaffold the model was given), not a failure.
      const budget = AbortSignal.timeout(Math.max(0, (options.budgetMs ?? WEEKS_BUDGET_MS) - (Date.now() - started)));
      const stop = signal ? AbortSignal.any([signal, budget]) : budget;
      const written: (RawRoadmap['weeks'][number] | undefined)[] = [];
      const outOfTime = (error?: unknown) =>
        !!scaffold && budget.aborted && !signal?.aborted && (!error || !(error instanceof InvalidRoadmapOutputError));
      const days = await mapLimit(planned, options.concurrency ?? DEFAULT_CONCURRENCY, async (week, index) => {
        if (outOfTime()) return undefined;
        try {
          const result = await twice(async () => {
            const answer = await options.callModel(
              {
                name: 'roadmap_week',
                schema: weekJsonSchema(),
                system: SYSTEM_PROMPT,
                // The week before as the model wrote it when it is done (one at a time, always), else as planned.
                user: weekPrompt(
                  brief,
                  summary,
                  index,
                  week.title,
                  index > 0 ? (written[index - 1] ?? scaffold?.weeks[index - 1]) : undefined,
                  scaffold,
                ),
                maxTokens: tokens(CALL_TOKENS.week),
              },
              stop,
            );
            return parse(weekSchema, answer, `week ${index + 1}`).days;
          }, stop);
          written[index] = { title: week.title, description: week.description, days: result };
          return result;
        } catch (error) {
          if (outOfTime(error)) return undefined;
          throw error;
        }
      });
      const fallback = days.flatMap((d, i) => (d ? [] : [i + 1]));
      const listed = fallback.at(-1)! - fallback[0]! === fallback.length - 1 ? `${fallback[0]}–${fallback.at(-1)}` : fallback.join(', ');
      const note = !fallback.length
        ? ''
        : fallback.length === 1
          ? ` Week ${fallback[0]} follows Stride’s own plan: the AI had no time left for it.`
          : ` Weeks ${listed} follow Stride’s own plan: the AI had no time left for them.`;
      return {
        title: outline.title,
        description: `${outline.description}${note}`,
        weeks: planned.map((week, i) =>
          days[i] ? { title: week.title, description: week.description, days: days[i] } : scaffold!.weeks[i]!,
        ),
      };
    },
  };
}
