import { goalIdSchema } from '../../contract/schemas/base';
import {
  adjustPlanSchema,
  createGoalSchema,
  idempotencyKeySchema,
  rescheduleSchema,
  weekNumberSchema,
  weekReviewAnswerSchema,
} from '../../contract/schemas/goals';
import { adjustGoal, createGoalAndPlan, retryGoal } from '../app/goal-generation';
import { ENV, intEnv } from '../env';
import {
  acceptAdjustment,
  archiveGoal,
  deleteGoal,
  discardAdjustment,
  getGoalWithRoadmap,
  listGoalSummaries,
  rescheduleGoal,
  restoreGoal,
  weekReviews,
} from '../app/goals';
import { httpHandler, parse } from './http';

const dailyQuota = intEnv(ENV.dailyGenerationQuota, 10);

export const handler = httpHandler('goals', {
  'goals.reviews': async ({ identity, params }) => ({
    status: 200,
    body: { reviews: await weekReviews(identity.userId, parse(goalIdSchema, params.goalId, 'goalId')) },
  }),

  'goals.review': async ({ identity, params, body }) => {
    const goalId = parse(goalIdSchema, params.goalId, 'goalId');
    const week = Number(parse(weekNumberSchema, params.week, 'week'));
    const answer = parse(weekReviewAnswerSchema, body);
    // The review's rules and the curricula they read load with the first answer, not every cold start.
    const { reviewWeek } = await import('../app/review-week');
    return { status: 200, body: { review: await reviewWeek(identity.userId, goalId, week, answer, dailyQuota) } };
  },

  'goals.list': async ({ identity }) => ({ status: 200, body: { goals: await listGoalSummaries(identity.userId) } }),

  /** 202: the goal exists in status `generating`; the roadmap follows asynchronously. */
  'goals.create': async ({ identity, body, headers }) => {
    const input = parse(createGoalSchema, body);
    const key = headers['idempotency-key'];
    const idempotencyKey = key === undefined ? undefined : parse(idempotencyKeySchema, key, 'Idempotency-Key');
    return { status: 202, body: { goal: await createGoalAndPlan(identity, input, { idempotencyKey, dailyQuota }) } };
  },

  /** What the plan for this POST /goals body will be: arithmetic only, nothing made or stored. */
  // The planner loads with the first preview, not with every cold start of the goals function.
  'goals.preview': async ({ body }) => {
    const { previewPlan } = await import('../roadmap/preview');
    return { status: 200, body: previewPlan(parse(createGoalSchema, body)) };
  },

  'goals.get': async ({ identity, params }) => ({
    status: 200,
    body: { goal: await getGoalWithRoadmap(identity.userId, parse(goalIdSchema, params.goalId, 'goalId')) },
  }),

  'goals.delete': async ({ identity, params }) => {
    await deleteGoal(identity.userId, parse(goalIdSchema, params.goalId, 'goalId'));
    return { status: 204 };
  },

  /** Moves the incomplete days onto the schedule from `from` (default today); completed days stay. */
  'goals.reschedule': async ({ identity, params, body }) => {
    const goalId = parse(goalIdSchema, params.goalId, 'goalId');
    const { from } = parse(rescheduleSchema, body ?? {});
    return { status: 200, body: { goal: await rescheduleGoal(identity.userId, goalId, from) } };
  },

  /** 202: the remaining weeks are planned again in the background; the plan stays as it is until accepted. */
  'goals.adjust': async ({ identity, params, body }) => {
    const goalId = parse(goalIdSchema, params.goalId, 'goalId');
    return { status: 202, body: { goal: await adjustGoal(identity.userId, goalId, parse(adjustPlanSchema, body), dailyQuota) } };
  },

  'goals.acceptAdjustment': async ({ identity, params }) => ({
    status: 200,
    body: { goal: await acceptAdjustment(identity.userId, parse(goalIdSchema, params.goalId, 'goalId')) },
  }),

  'goals.discardAdjustment': async ({ identity, params }) => {
    await discardAdjustment(identity.userId, parse(goalIdSchema, params.goalId, 'goalId'));
    return { status: 204 };
  },

  /** Archived: kept with its History, off Home, and its plan slot given back. */
  'goals.archive': async ({ identity, params }) => ({
    status: 200,
    body: { goal: await archiveGoal(identity.userId, parse(goalIdSchema, params.goalId, 'goalId')) },
  }),

  'goals.restore': async ({ identity, params }) => ({
    status: 200,
    body: { goal: await restoreGoal(identity, parse(goalIdSchema, params.goalId, 'goalId')) },
  }),

  'goals.retry': async ({ identity, params }) => ({
    status: 202,
    body: { goal: await retryGoal(identity.userId, parse(goalIdSchema, params.goalId, 'goalId'), dailyQuota) },
  }),
});
