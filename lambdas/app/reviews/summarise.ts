import { SUMMARY_TIMING } from '../../../contract';
import { logger, userHash } from '../../observability';
import { modelFromEnv } from '../../roadmap/generate';
import type { RoadmapProvider } from '../../roadmap/types';
import { reviewSummaryCall, summaryOf } from '../../roadmap/review-summary';
import { saveReviewSummary } from '../../store/review';
import { reviewsOfGoal } from './read';
import type { SummaryJob } from './summary-job';

/**
 * The model the environment names, only its calls and not the planner (decision 273): read once, as the module
 * loads (STYLE: configuration fails fast, so a misconfigured model says so at start, not on every summary); none
 * for the builtin planner. The module is loaded once the environment is set: by the summariser's Lambda at
 * its start, and by the local stack after it has set the provider (local/stack.ts imports it then).
 */
const defaultModel: Pick<RoadmapProvider, 'name' | 'callModel'> | undefined = modelFromEnv();

export interface SummaryOptions {
  provider?: Pick<RoadmapProvider, 'name' | 'callModel'>;
  /** How long the model may take. @default SUMMARY_TIMING.deadlineMs */
  deadlineMs?: number;
}

/**
 * A week's review summed up by the AI provider (decisions 036, 045): the answer the job names is read,
 * phrased, and the summary kept only if the review was not answered again meanwhile. The request was
 * counted against the day's quota when it was made (store/review.ts); any failure leaves the review as
 * the rules wrote it, and nothing is retried.
 */
export async function summariseReview(job: SummaryJob, options: SummaryOptions = {}): Promise<void> {
  const provider = options.provider ?? defaultModel;
  if (!provider?.callModel) return;
  const log = { goalId: job.goalId, week: job.week, user: userHash(job.userId) };
  try {
    const { goal, reviews } = await reviewsOfGoal(job.userId, job.goalId);
    const review = reviews.find((r) => r.week === job.week);
    if (review?.answer?.answeredAt !== job.answeredAt || !review.change) {
      logger.info('Week summary skipped: the answer it was asked for is no longer the review’s', log);
      return;
    }
    const answer = await provider.callModel(
      reviewSummaryCall(goal.title, review, review.change),
      AbortSignal.timeout(options.deadlineMs ?? SUMMARY_TIMING.deadlineMs),
    );
    const summary = summaryOf(answer);
    if (!summary) {
      logger.warn('The AI’s week summary was not usable', log);
      return;
    }
    const kept = await saveReviewSummary(job.userId, job.goalId, job.week, summary, job.answeredAt);
    logger.info('Week review summarised', { ...log, kept, provider: provider.name });
  } catch (error) {
    logger.warn('Week review not summarised', { ...log, error });
  }
}
