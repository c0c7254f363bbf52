/**
 * The deployed default: Amazon Nova 2 Lite through the global cross-Region inference profile, which any
 * commercial Region may call (AWS, Amazon Nova 2 user guide, "Core inference": model ids
 * `global.amazon.nova-2-lite-v1:0` and `us.amazon.nova-2-lite-v1:0`). First-generation Nova Lite was
 * given an end-of-life "no sooner than 2025-12-04"; a Legacy model cannot be started by new customers
 * (Amazon Bedrock, "Model lifecycle"), which every new install is. Decision 014.
 */
export const DEFAULT_BEDROCK_MODEL = 'global.amazon.nova-2-lite-v1:0';

/** `global.amazon.nova-2-lite-v1:0` → the profile prefix `global` and the model `amazon.nova-2-lite-v1:0`. */
export function splitInferenceProfile(modelId: string): { profile?: string; model: string } {
  const match = /^(us|eu|apac|global|us-gov|ca|jp|au)\.(.+)$/.exec(modelId);
  return match ? { profile: match[1], model: match[2]! } : { model: modelId };
}

/**
 * Output-token limits of the models the README names, so no request asks a model for more than it
 * may answer (a request over the limit is refused, or the answer cut off). Checked against:
 * - Amazon Nova Micro, Lite and Pro (`amazon.nova-{micro,lite,pro}-v1:0`): 5,000 output tokens
 *   (AWS's Nova model cards, "max output 5K"; also listed so in public SDK model tables).
 * - Amazon Nova 2 Lite (`amazon.nova-2-lite-v1:0`, invoked through an inference profile such as
 *   `global.` or `us.`): 65,535 output tokens.
 * A model not in the table gets DEFAULT_OUTPUT_LIMIT, which every current chat model allows.
 */
export const OUTPUT_LIMITS: Record<string, number> = {
  'amazon.nova-micro-v1:0': 5000,
  'amazon.nova-lite-v1:0': 5000,
  'amazon.nova-pro-v1:0': 5000,
  'amazon.nova-2-lite-v1:0': 65535,
};

export const DEFAULT_OUTPUT_LIMIT = 4096;

/** The output limit of a model id, an inference profile's region prefix (`us.`, `eu.`, `global.`) ignored. */
export function outputLimit(modelId: string): number {
  return OUTPUT_LIMITS[splitInferenceProfile(modelId).model] ?? DEFAULT_OUTPUT_LIMIT;
}
