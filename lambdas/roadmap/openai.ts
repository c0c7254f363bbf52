import { DEFAULT_OUTPUT_LIMIT } from './model-limits';
import { twoPhaseProvider, withTimeout, type CallModel, type ModelCalls } from './two-phase';
import { InvalidRoadmapOutputError, ProviderCallError, type RoadmapProvider, type RoadmapRequest } from './types';

export interface OpenAiModelOptions {
  /** e.g. http://127.0.0.1:11434/v1 (Ollama), https://api.openai.com/v1 */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** One call's time limit. @default 120000 */
  timeoutMs?: number;
  /** The model's output limit in tokens. @default 4096 */
  maxOutputTokens?: number;
}

export interface OpenAiOptions extends OpenAiModelOptions {
  /** Weeks asked for at the same time. @default 3 */
  concurrency?: number;
  /** Time for the week calls before the rest come from Stride's own plan. @default WEEKS_BUDGET_MS */
  budgetMs?: number;
  weeks: (request: RoadmapRequest) => number | Promise<number>;
}

/** Removes a Markdown code fence some models put around JSON. */
function unfence(text: string): string {
  const match = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return match ? match[1]! : text;
}

/**
 * Any OpenAI-compatible `/chat/completions` endpoint (Ollama, llama.cpp server, vLLM, OpenAI), asked
 * for JSON that follows the schema of each part (outline, then each week).
 */
export function openAiModel(options: OpenAiModelOptions): ModelCalls {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const callModel: CallModel = async (call, signal) => {
    const response = await fetch(url, {
      method: 'POST',
      signal: withTimeout(signal, options.timeoutMs),
      headers: {
        'Content-Type': 'application/json',
        ...(options.apiKey && { Authorization: `Bearer ${options.apiKey}` }),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0.4,
        max_tokens: call.maxTokens,
        response_format: { type: 'json_schema', json_schema: { name: call.name, schema: call.schema } },
        messages: [
          { role: 'system', content: `${call.system} Reply with JSON only.` },
          { role: 'user', content: call.user },
        ],
      }),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
      throw new ProviderCallError(`The AI endpoint answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`, retryable);
    }
    const body = (await response.json().catch(() => undefined)) as
      { choices?: { message?: { content?: string }; finish_reason?: string }[] } | undefined;
    const choice = body?.choices?.[0];
    if (choice?.finish_reason === 'length') throw new InvalidRoadmapOutputError('The AI’s answer was cut off');
    const content = choice?.message?.content;
    if (!content) throw new InvalidRoadmapOutputError('The AI answered without content');
    try {
      return JSON.parse(unfence(content));
    } catch (error) {
      throw new InvalidRoadmapOutputError('The AI answered with malformed JSON', { cause: error });
    }
  };
  return { name: `openai:${options.model}`, callModel, maxOutputTokens: options.maxOutputTokens ?? DEFAULT_OUTPUT_LIMIT };
}

/** A roadmap in two phases (two-phase.ts) from an OpenAI-compatible endpoint's model. */
export function openAiProvider(options: OpenAiOptions): RoadmapProvider {
  return twoPhaseProvider({ ...openAiModel(options), weeks: options.weeks, concurrency: options.concurrency, budgetMs: options.budgetMs });
}
