import * as z from 'zod/mini';
import { goalIdSchema } from '../../contract/schemas/base';

/**
 * A generation job, as the plans function starts it (dispatch.ts) and the generator and its failure
 * consumer receive it. Kept apart so that neither the generator nor the EventBridge client ends up in
 * a bundle that only needs to read a job.
 */
export const jobSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  goalId: goalIdSchema,
  /** The attempt this job belongs to: a job of an older attempt does nothing (store/generation.ts). */
  attemptId: z.string().check(z.minLength(1)),
  /** `adjust`: plan the goal's remaining weeks again (store/adjust.ts). @default the goal's roadmap */
  kind: z.optional(z.enum(['adjust'])),
});

export type GenerationJob = z.infer<typeof jobSchema>;

/** The EventBridge event that carries a job as its detail; the rule in lib/roadmap.ts matches source and type. */
export const GENERATION_EVENT = { source: 'stride.goals', detailType: 'GenerationRequested' } as const;

export const generationEventSchema = z.object({ detail: jobSchema });
