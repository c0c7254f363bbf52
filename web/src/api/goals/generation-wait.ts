import { generationStuck, type Goal } from '@contract';

/** How long a goal has been generating, by the server's clock of when its attempt began. */
export function generatingFor(goal: Pick<Goal, 'generationStartedAt' | 'createdAt'>, now = Date.now()): number {
  const began = Date.parse(goal.generationStartedAt ?? goal.createdAt);
  return Number.isNaN(began) ? 0 : Math.max(0, now - began);
}

/** Past this a generating goal is stuck: the server accepts Retry, and the web stops asking. */
export const isStuck = (goal: Pick<Goal, 'status' | 'generationStartedAt' | 'createdAt'>, now = Date.now()) =>
  goal.status === 'generating' && generationStuck(goal.generationStartedAt ?? goal.createdAt, now);

/**
 * How soon to look again at goals being generated: every second at first (an offline plan is ready at
 * once, a model's in under a minute), then less and less often, and not at all once every one of them
 * is stuck. False when nothing is generating.
 */
export function generationPollInterval(goals: readonly Pick<Goal, 'status' | 'generationStartedAt' | 'createdAt'>[], now = Date.now()) {
  const waiting = goals.filter((g) => g.status === 'generating' && !isStuck(g, now));
  if (waiting.length === 0) return false;
  const newest = Math.min(...waiting.map((g) => generatingFor(g, now)));
  if (newest < 15_000) return 1_000;
  if (newest < 60_000) return 3_000;
  return 10_000;
}
