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
  return OUTPUT_LIMITS[modelId.replace(/^(us|eu|apac|global|us-gov|ca|jp|au)\./, '')] ?? DEFAULT_OUTPUT_LIMIT;
}
