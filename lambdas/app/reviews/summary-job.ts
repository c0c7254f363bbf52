import * as z from 'zod/mini';
import { goalIdSchema } from '../../../contract/schemas/base';

/**
 * A request to sum up one answer of a week's review with the AI provider (decision 045), as the plans
 * function puts it on the bus and the summariser function receives it. Kept apart from the summariser,
 * so the plans function bundles the event's shape and not the model's client.
 */
export const summaryJobSchema = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(128)),
  goalId: goalIdSchema,
  week: z.number().check(z.int(), z.minimum(1), z.maximum(26)),
  /** The answer this summary is of: a summary of an answer since replaced is not kept. */
  answeredAt: z.iso.datetime(),
});

export type SummaryJob = z.infer<typeof summaryJobSchema>;

export const summaryEventSchema = z.object({ detail: summaryJobSchema });
