import * as z from 'zod/mini';
import { runGeneration } from '../roadmap/run';
import { goalIdSchema } from '../../contract/schemas';

const jobSchema = z.object({ userId: z.string().check(z.minLength(1)), goalId: goalIdSchema });

/** The generator function: invoked asynchronously (Event) by the goals function with `{ userId, goalId }`. */
export async function handler(event: unknown): Promise<void> {
  const job = jobSchema.parse(event);
  await runGeneration(job.userId, job.goalId);
}
