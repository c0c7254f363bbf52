import type { Goal, PlanPreview } from '../../../contract';
import type { CreateGoalInput } from '../../../contract/schemas';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { count, METRIC } from '../../observability';
import { createGoal } from '../../store/create-goal';
import { getGoalItem, goalFromItem } from '../../store/goal';
import type { Identity } from '../../store/profile';
import { isStuck, startRetry } from '../../store/generation';
import { startGeneration } from '../start-generation';
import { loadPlanner } from '../../roadmap/load-planner';

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
  const replay = await replayedGoal(identity.userId, created.goalId);
  if (!replay.stuck) return replay.goal;
  return retryGoal(identity.userId, replay.goal.id, options.dailyQuota);
}

/** The goal a replayed create request made, and whether it is stuck generating. */
export async function replayedGoal(userId: string, goalId: string, now = new Date()): Promise<{ goal: Goal; stuck: boolean }> {
  const existing = await getGoalItem(userId, goalId);
  if (!existing) throw new ConflictError('This request was already used for a goal that has since been deleted.');
  return { goal: goalFromItem(existing), stuck: isStuck(existing, now) };
}

/** Generates a failed goal, or one stuck generating, again: a new attempt. */
export async function retryGoal(userId: string, goalId: string, dailyQuota: number): Promise<Goal> {
  const attemptId = await startRetry(userId, goalId, dailyQuota);
  // The goal as the new attempt left it (a transaction answers no item): a consistent read, or an
  // eventually consistent one could answer the goal as it was before, still "failed".
  const item = await getGoalItem(userId, goalId, true);
  if (!item) throw new NotFoundError('Goal not found');
  await startGeneration({ userId, goalId, attemptId });
  return goalFromItem(item);
}

/**
 * What the plan for a POST /goals body will be: the planner's arithmetic, nothing made or stored. The
 * planner and its curricula load with the first preview, not with every cold start of the plans function.
 */
export async function previewGoalPlan(input: CreateGoalInput): Promise<PlanPreview> {
  return (await loadPlanner()).previewPlan(input);
}
