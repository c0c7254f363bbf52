import { goalIdSchema } from '../../contract/schemas/base';
import {
  adjustPlanSchema,
  createGoalSchema,
  idempotencyKeySchema,
  weekNumberSchema,
  weekReviewAnswerSchema,
} from '../../contract/schemas/goals';
import { adjustGoal } from '../app/adjust/start';
import { createGoalAndPlan, previewGoalPlan, retryGoal } from '../app/goals/generation';
import { ENV, intEnv } from '../env';
import { httpHandler, parse } from './http';

/**
 * The routes that make a plan: each starts a generation or runs the planner, so this function carries
 * the generation bus's client and the curricula, and the goals function starts without them (decision 041).
 */

const dailyQuota = intEnv(ENV.dailyGenerationQuota, 10);

export const handler = httpHandler('plans', {
  /** 202: the goal exists in status `generating`; the roadmap follows asynchronously. */
  'goals.create': async ({ identity, body, headers }) => {
    const input = parse(createGoalSchema, body);
    const key = headers['idempotency-key'];
    const idempotencyKey = key === undefined ? undefined : parse(idempotencyKeySchema, key, 'Idempotency-Key');
    return { status: 202, body: { goal: await createGoalAndPlan(identity, input, { idempotencyKey, dailyQuota }) } };
  },

  /** What the plan for this POST /goals body will be: arithmetic only, nothing made or stored. */
  'goals.preview': async ({ body }) => ({ status: 200, body: await previewGoalPlan(parse(createGoalSchema, body)) }),

  'goals.retry': async ({ identity, params }) => ({
    status: 202,
    body: { goal: await retryGoal(identity.userId, parse(goalIdSchema, params.goalId, 'goalId'), dailyQuota) },
  }),

  /** 202: the remaining weeks are planned again in the background; the plan stays as it is until accepted. */
  'goals.adjust': async ({ identity, params, body }) => {
    const goalId = parse(goalIdSchema, params.goalId, 'goalId');
    return { status: 202, body: { goal: await adjustGoal(identity.userId, goalId, parse(adjustPlanSchema, body), dailyQuota) } };
  },

  'goals.review': async ({ identity, params, body }) => {
    const goalId = parse(goalIdSchema, params.goalId, 'goalId');
    const week = Number(parse(weekNumberSchema, params.week, 'week'));
    const answer = parse(weekReviewAnswerSchema, body);
    // The review's rules and the curricula they read load with the first answer, not every cold start.
    const { reviewWeek } = await import('../app/reviews/review-week');
    return { status: 200, body: { review: await reviewWeek(identity.userId, goalId, week, answer, dailyQuota) } };
  },
});
