import * as z from 'zod/mini';
import { SYSTEM_PROMPT, userPrompt } from './prompt';
import { bounded, modelTasks, ROADMAP_LIMITS, roadmapDaySchema, type RawRoadmap } from './schema';
import { InvalidRoadmapOutputError, type RoadmapProvider, type RoadmapRequest } from './types';

/**
 * Generation in two phases, so no answer is large: first the outline (each week's title and
 * description), then each week's days in a call of its own, a few at a time, each answer validated
 * and retried on its own. A 26-week plan of ~180 tasks would need far more output than models such as
 * Amazon Nova Lite allow in one answer (5K tokens); a week's days need about 1.5K.
 */

/** One structured call: the model must answer with JSON matching `schema` (a forced tool or a response format). */
export interface StructuredCall {
  name: 'roadmap_outline' | 'roadmap_week';
  schema: Record<string, unknown>;
  system: string;
  user: string;
  maxTokens: number;
}

export type CallModel = (call: StructuredCall, signal?: AbortSignal) => Promise<unknown>;

/** Output tokens each call asks for at most (never more than the model allows). */
export const CALL_TOKENS = { outline: 2500, week: 3000 } as const;

/** Weeks generated at the same time. */
const PARALLEL_WEEKS = 3;

const L = ROADMAP_LIMITS;
const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(400));

const outlineSchema = z.object({
  title: text,
  description: z._default(z.string().check(z.maxLength(4000)), ''),
  weeks: z.array(z.object({ title: text, description: z._default(z.string().check(z.maxLength(4000)), '') })).check(z.minLength(1)),
});
const weekSchema = z.object({ days: z.array(roadmapDaySchema).check(z.minLength(L.daysPerWeek.min)) });

export const outlineJsonSchema = z.toJSONSchema(
  z.object({
    title: bounded(L.title),
    description: bounded(L.description),
    weeks: z
      .array(z.object({ title: bounded(L.title), description: bounded(L.description) }))
      .check(z.minLength(1), z.maxLength(L.weeks.max)),
  }),
  { target: 'draft-7' },
) as Record<string, unknown>;

export const weekJsonSchema = z.toJSONSchema(
  z.object({
    days: z
      .array(z.object({ title: bounded(L.title), tasks: modelTasks }))
      .check(z.minLength(L.daysPerWeek.min), z.maxLength(L.daysPerWeek.max)),
  }),
  { target: 'draft-7' },
) as Record<string, unknown>;

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

export interface TwoPhaseOptions {
  /** Shown as the provider's name, e.g. `bedrock:amazon.nova-lite-v1:0`. */
  name: string;
  callModel: CallModel;
  /** The model's output limit in tokens: no call asks for more. */
  maxOutputTokens: number;
  weeks: (request: RoadmapRequest) => number;
}

export function twoPhaseProvider(options: TwoPhaseOptions): RoadmapProvider {
  const tokens = (wanted: number) => Math.min(wanted, options.maxOutputTokens);
  return {
    name: options.name,
    async generate(request, signal): Promise<RawRoadmap> {
      const weeks = options.weeks(request);
      const brief = userPrompt(request, weeks);
      const outline = await twice(async () => {
        const answer = await options.callModel(
          {
            name: 'roadmap_outline',
            schema: outlineJsonSchema,
            system: SYSTEM_PROMPT,
            user: `${brief}\n\nFirst, only the outline: the plan's title and description, and for each of the ${weeks} weeks its "Week N: theme" title and a description that names the week's concrete objective.`,
            maxTokens: tokens(CALL_TOKENS.outline),
          },
          signal,
        );
        return parse(outlineSchema, answer, 'outline');
      }, signal);
      const planned = outline.weeks.slice(0, weeks);
      const summary = planned.map((w, i) => `Week ${i + 1}: ${w.title} — ${w.description}`).join('\n');
      const days = await mapLimit(planned, PARALLEL_WEEKS, (week, index) =>
        twice(async () => {
          const answer = await options.callModel(
            {
              name: 'roadmap_week',
              schema: weekJsonSchema,
              system: SYSTEM_PROMPT,
              user: `${brief}\n\nThe plan's outline:\n${summary}\n\nNow write only week ${index + 1}, "${week.title}": its 5 days, each with concrete tasks that fit the daily time.`,
              maxTokens: tokens(CALL_TOKENS.week),
            },
            signal,
          );
          return parse(weekSchema, answer, `week ${index + 1}`).days;
        }, signal),
      );
      return {
        title: outline.title,
        description: outline.description,
        weeks: planned.map((week, i) => ({ title: week.title, description: week.description, days: days[i]! })),
      };
    },
  };
}
