import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { DEFAULT_BEDROCK_MODEL, outputLimit } from './model-limits';
import { twoPhaseProvider, withTimeout, type CallModel, type ModelCalls } from './two-phase';
import { InvalidRoadmapOutputError, type RoadmapProvider, type RoadmapRequest } from './types';

export interface BedrockModelOptions {
  modelId?: string;
  /** The model's output limit; from the table in model-limits.ts unless given. */
  maxOutputTokens?: number;
  client?: Pick<BedrockRuntimeClient, 'send'>;
  /** One call's time limit. @default 120000 */
  timeoutMs?: number;
}

export interface BedrockOptions extends BedrockModelOptions {
  weeks: (request: RoadmapRequest) => number | Promise<number>;
  /** Weeks asked for at the same time. @default 3 */
  concurrency?: number;
}

let sharedClient: BedrockRuntimeClient | undefined;

/**
 * Amazon Bedrock through the Converse API: each call forces one tool whose input schema is the JSON
 * Schema of the answer wanted, so the model answers with structured data rather than prose. Nova
 * models support forcing a named tool (Amazon Nova user guide, "Choosing a tool"); Nova 2's reasoning
 * is left off, as it is by default.
 */
export function bedrockModel(options: BedrockModelOptions): ModelCalls {
  const modelId = options.modelId ?? DEFAULT_BEDROCK_MODEL;
  const callModel: CallModel = async (call, signal) => {
    const client = options.client ?? (sharedClient ??= new BedrockRuntimeClient({}));
    const response = await client.send(
      new ConverseCommand({
        modelId,
        system: [{ text: call.system }],
        messages: [{ role: 'user', content: [{ text: call.user }] }],
        inferenceConfig: { maxTokens: call.maxTokens, temperature: 0.4 },
        toolConfig: {
          tools: [
            { toolSpec: { name: call.name, description: 'Save this part of the roadmap.', inputSchema: { json: call.schema as never } } },
          ],
          toolChoice: { tool: { name: call.name } },
        },
      }),
      { abortSignal: withTimeout(signal, options.timeoutMs) },
    );
    if (response.stopReason === 'max_tokens') throw new InvalidRoadmapOutputError('The AI’s answer was cut off');
    const toolUse = response.output?.message?.content?.find((block) => block.toolUse?.name === call.name)?.toolUse;
    if (!toolUse) throw new InvalidRoadmapOutputError('The AI did not answer with a roadmap');
    return toolUse.input;
  };
  return { name: `bedrock:${modelId}`, callModel, maxOutputTokens: options.maxOutputTokens ?? outputLimit(modelId) };
}

/** A roadmap in two phases (two-phase.ts) from Bedrock's model. */
export function bedrockProvider(options: BedrockOptions): RoadmapProvider {
  return twoPhaseProvider({ ...bedrockModel(options), weeks: options.weeks, concurrency: options.concurrency });
}
