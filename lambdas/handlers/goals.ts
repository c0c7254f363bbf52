import { goalIdSchema } from '../../contract/schemas/base';
import { renameGoalSchema, rescheduleSchema } from '../../contract/schemas/goals';
import { deleteGoal } from '../app/goals/delete';
import { rescheduleGoal } from '../app/schedule/reschedule';
// Each a whole route on its own: one entity's read or conditional write, named in the lint rule (decision 073).
import { acceptAdjustment } from '../app/adjust/accept';
import { discardAdjustment } from '../app/adjust/discard';
import { archiveGoal, restoreGoal } from '../app/goals/archive';
import { listGoalSummaries } from '../app/goals/summaries';
import { weekReviews } from '../app/reviews/read';
import { renameGoal } from '../store/goal';
import { getGoalWithRoadmap } from '../store/read-goal';
import { httpHandler, parse } from './http';

/** Reading and managing goals; the routes that make a plan are the plans function's (handlers/plans.ts). */
export const handler = httpHandler('goals', {
  'goals.list': async ({ identity }) => ({ status: 200, body: { goals: await listGoalSummaries(identity.userId) } }),

  'goals.get': async ({ identity, params }) => ({
    status: 200,
    body: { goal: await getGoalWithRoadmap(identity.userId, parse(goalIdSchema, params.goalId, 'goalId')) },
  }),

  'goals.reviews': async ({ identity, params }) => ({
    status: 200,
    body: { reviews: await weekReviews(identity.userId, parse(goalIdSchema, params.goalId, 'goalId')) },
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

  'goals.acceptAdjustment': async ({ identity, params }) => ({
    status: 200,
    body: { goal: await acceptAdjustment(identity.userId, parse(goalIdSchema, params.goalId, 'goalId')) },
  }),

  'goals.discardAdjustment': async ({ identity, params }) => {
    await discardAdjustment(identity.userId, parse(goalIdSchema, params.goalId, 'goalId'));
    return { status: 204 };
  },

  /** Archived: kept with its History, off Home, and its plan slot given back. */
  'goals.rename': async ({ identity, params, body }) => ({
    status: 200,
    body: { goal: await renameGoal(identity.userId, parse(goalIdSchema, params.goalId, 'goalId'), parse(renameGoalSchema, body).title) },
  }),

  'goals.archive': async ({ identity, params }) => ({
    status: 200,
    body: { goal: await archiveGoal(identity.userId, parse(goalIdSchema, params.goalId, 'goalId')) },
  }),

  'goals.restore': async ({ identity, params }) => ({
    status: 200,
    body: { goal: await restoreGoal(identity, parse(goalIdSchema, params.goalId, 'goalId')) },
  }),
});
