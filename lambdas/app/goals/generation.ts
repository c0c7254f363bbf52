import type { Goal, PlanPreview } from '../../../contract';
import type { CreateGoalInput } from '../../../contract/schemas';
import { count, METRIC } from '../../observability';
import { createGoal } from '../../store/create-goal';
import type { Identity } from '../../store/profile';
import { startRetry } from '../../store/generation';
import { startGeneration } from '../start-generation';

/**
 * The use cases that start a generation attempt (store/attempt.ts): each stores the attempt, then asks
 * for the run (start-generation.ts), and answers the goal at once; the roadmap follows.
 */

/**
 * Creates a goal and starts its roadmap. The same request sent again (its Idempotency-Key) answers the
 * goal it made; if that goal never became ready, it starts it over.
 */
export async function createGoalAndPlan(
  identity: Identity,
  input: CreateGoalInput,
  options: { idempotencyKey?: string; dailyQuota: number },
): Promise<Goal> {
  const created = await createGoal(identity, input, options);
  if (!created.replayed) {
    count(METRIC.goalsCreated);
    await startGeneration({ userId: identity.userId, goalId: created.goal.id, attemptId: created.attemptId });
    return created.goal;
  }
  if (!created.stuck) return created.goal;
  return retryGoal(identity.userId, created.goal.id, options.dailyQuota);
}

/** Generates a failed goal, or one stuck generating, again: a new attempt. */
export async function retryGoal(userId: string, goalId: string, dailyQuota: number): Promise<Goal> {
  const { goal, attemptId } = await startRetry(userId, goalId, dailyQuota);
  await startGeneration({ userId, goalId, attemptId });
  return goal;
}

/**
 * What the plan for a POST /goals body will be: the planner's arithmetic, nothing made or stored. The
 * planner and its curricula load with the first preview, not with every cold start of the plans function.
 */
export async function previewGoalPlan(input: CreateGoalInput): Promise<PlanPreview> {
  const { previewPlan } = await import('../../roadmap/preview');
  return previewPlan(input);
}
