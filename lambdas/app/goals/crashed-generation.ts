import type { GenerationJob } from '../../roadmap/job';
import { failAttempt } from '../../store/attempt';

export const CRASHED = 'The roadmap could not be generated: the generator stopped before it finished. Please try again.';
export const ADJUST_CRASHED = 'The plan could not be adjusted: the generator stopped before it finished. Please try again.';

/**
 * A job whose run crashed or timed out (handlers/generation-failed.ts): its attempt is failed if it is
 * still generating, with a reason the user can act on (Retry); a newer attempt, or a goal that
 * finished, stays as it is. True when it was marked.
 */
export async function markCrashed(job: GenerationJob): Promise<boolean> {
  return job.kind === 'adjust'
    ? failAttempt('adjustment', job.userId, job.goalId, { attemptId: job.attemptId }, ADJUST_CRASHED)
    : failAttempt('roadmap', job.userId, job.goalId, { attemptId: job.attemptId }, CRASHED);
}
