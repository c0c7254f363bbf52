import { performance } from 'node:perf_hooks';
import type { ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { bedrockProvider } from '../../lambdas/roadmap/bedrock';
import { builtinProvider, type RoadmapProvider, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { shapeFor } from '../../lambdas/roadmap/plan-request';
import type { RawRoadmap } from '../../lambdas/roadmap/schema';

/**
 * Bedrock cannot run here, so the default model is stood in for (and said so): Stride's real Bedrock
 * provider (lambdas/roadmap/bedrock.ts) builds every Converse request it would send — the prompts, the
 * forced tool and its JSON Schema — and a stand-in client answers each from Stride's own planner's plan
 * for the same request, in the shape the tool asks for. What is counted is what Bedrock bills: the
 * request's tokens in, the answer's tokens out.
 *
 * - Tokens: Nova's tokenizer is not public; a token is taken as 4 characters (OpenAI's rule of thumb for
 *   English, "What are tokens and how to count them"), for the text, the tool's schema and the answer.
 * - Time the generator waits: 1 s to the first token with reasoning off (as Stride calls Nova 2) and
 *   235 output tokens a second (Artificial Analysis's figure for Nova 2.0 Lite, via aitoolrank.net,
 *   2026-03-26), the week calls overlapping as the provider runs them (3 at a time by default).
 */
export const CHARS_PER_TOKEN = 4;
export const MODEL_TIMING = { firstTokenMs: 1000, outputTokensPerSecond: 235 };

export interface ModelCall {
  name: string;
  inputTokens: number;
  outputTokens: number;
  /** How long Bedrock would take to answer it. */
  modelMs: number;
}

const tokens = (text: string) => Math.ceil(text.length / CHARS_PER_TOKEN);

/** The model's answer to `name`, the next of its kind, from the planner's plan of the same request. */
function answerFrom(plan: RawRoadmap, name: string, weekIndex: number): unknown {
  if (name === 'roadmap_outline')
    return {
      title: plan.title,
      description: plan.description,
      weeks: plan.weeks.map(({ title, description }) => ({ title, description })),
    };
  if (name === 'roadmap_week') {
    const week = plan.weeks[weekIndex]!;
    return {
      days: week.days.map((d) => ({
        title: d.title,
        tasks: d.tasks.map((t) => ({
          title: t.title,
          description: t.description,
          difficulty: t.difficulty,
          estimatedMinutes: t.estimatedMinutes ?? 30,
        })),
      })),
    };
  }
  // A week's review: one or two sentences (review-summary.ts allows 300 characters).
  return {
    summary:
      'A steady week: most of what was planned got done, and the hardest days were the ones skipped. Keep the same rhythm next week.',
  };
}

/**
 * A provider with the deployed default's behaviour and a stand-in model: records each call's tokens and
 * the time the generator would wait for them (`waitMs`: overlapping week calls counted once).
 */
export function modelStandIn(): RoadmapProvider & { calls: ModelCall[]; waitMs: number; ownMs: number; reset(): void } {
  let plan: RawRoadmap | undefined;
  let weekIndex = 0;
  const state = { calls: [] as ModelCall[], waitMs: 0, ownMs: 0 };
  /** The week calls of a generation in flight, each with when it would start and end on the model's clock. */
  let clock = 0;
  const lanes: number[] = [];
  const client = {
    async send(command: ConverseCommand) {
      const started = performance.now();
      const input = command.input;
      const name = input.toolConfig?.toolChoice && 'tool' in input.toolConfig.toolChoice ? input.toolConfig.toolChoice.tool!.name! : '';
      const asked = [
        ...(input.system ?? []).map((s) => ('text' in s ? s.text : '')),
        ...(input.messages ?? []).flatMap((m) => (m.content ?? []).map((c) => ('text' in c ? c.text : ''))),
        JSON.stringify(input.toolConfig),
      ].join('');
      const answer = answerFrom(plan!, name, name === 'roadmap_week' ? weekIndex++ : 0);
      const call: ModelCall = { name, inputTokens: tokens(asked), outputTokens: tokens(JSON.stringify(answer)), modelMs: 0 };
      call.modelMs = MODEL_TIMING.firstTokenMs + (call.outputTokens / MODEL_TIMING.outputTokensPerSecond) * 1000;
      state.calls.push(call);
      if (name === 'roadmap_week') {
        // The next free lane (the provider starts a week when one of its concurrent calls ends).
        const lane = lanes.indexOf(Math.min(...lanes));
        lanes[lane] = lanes[lane]! + call.modelMs;
        state.waitMs = clock + Math.max(...lanes);
      } else {
        clock = state.waitMs + call.modelMs;
        state.waitMs = clock;
      }
      state.ownMs += performance.now() - started;
      return {
        output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't1', name, input: answer } }] } },
        stopReason: 'tool_use',
      };
    },
  };
  const CONCURRENCY = 3;
  const provider = bedrockProvider({
    weeks: (request) => shapeFor(request).syllabus.length,
    client: client as never,
    concurrency: CONCURRENCY,
  });
  return Object.assign(state, {
    name: provider.name,
    plansTime: provider.plansTime,
    async generate(request: RoadmapRequest, signal?: AbortSignal) {
      const started = performance.now();
      plan = (await builtinProvider.generate(request)) as RawRoadmap;
      state.ownMs += performance.now() - started;
      weekIndex = 0;
      lanes.splice(0, lanes.length, ...Array<number>(CONCURRENCY).fill(0));
      return provider.generate(request, signal);
    },
    callModel: (call: Parameters<NonNullable<RoadmapProvider['callModel']>>[0], signal?: AbortSignal) => provider.callModel!(call, signal),
    reset() {
      state.calls = [];
      state.waitMs = 0;
      state.ownMs = 0;
      clock = 0;
    },
  });
}
