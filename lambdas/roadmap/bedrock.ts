import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { SYSTEM_PROMPT, userPrompt } from './prompt';
import { roadmapJsonSchema } from './schema';
import { InvalidRoadmapOutputError, type RoadmapProvider, type RoadmapRequest } from './types';

export const DEFAULT_BEDROCK_MODEL = 'amazon.nova-lite-v1:0';
const TOOL = 'save_roadmap';

export interface BedrockOptions {
  modelId?: string;
  /** Upper bound on the answer; a 26-week roadmap fits well within it. @default 12000 */
  maxTokens?: number;
  weeks: (request: RoadmapRequest) => number;
  client?: Pick<BedrockRuntimeClient, 'send'>;
}

let sharedClient: BedrockRuntimeClient | undefined;

/**
 * Amazon Bedrock through the Converse API, with one forced tool whose input schema is the roadmap's
 * JSON Schema, so the model answers with structured data rather than prose.
 */
export function bedrockProvider(options: BedrockOptions): RoadmapProvider {
  const modelId = options.modelId ?? DEFAULT_BEDROCK_MODEL;
  const maxTokens = options.maxTokens ?? 12000;
  return {
    name: `bedrock:${modelId}`,
    async generate(request, signal) {
      const client = options.client ?? (sharedClient ??= new BedrockRuntimeClient({}));
      const response = await client.send(
        new ConverseCommand({
          modelId,
          system: [{ text: SYSTEM_PROMPT }],
          messages: [{ role: 'user', content: [{ text: userPrompt(request, options.weeks(request)) }] }],
          inferenceConfig: { maxTokens, temperature: 0.4 },
          toolConfig: {
            tools: [
              {
                toolSpec: {
                  name: TOOL,
                  description: 'Save the roadmap for the user.',
                  inputSchema: { json: roadmapJsonSchema as never },
                },
              },
            ],
            toolChoice: { tool: { name: TOOL } },
          },
        }),
        { abortSignal: signal },
      );
      if (response.stopReason === 'max_tokens') throw new InvalidRoadmapOutputError('The AI’s answer was cut off');
      const toolUse = response.output?.message?.content?.find((block) => block.toolUse?.name === TOOL)?.toolUse;
      if (!toolUse) throw new InvalidRoadmapOutputError('The AI did not answer with a roadmap');
      return toolUse.input;
    },
  };
}
