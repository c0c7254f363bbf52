import { LIMITS, type Goal, type WeekChange, type WeekReview } from '../../../contract';
import { ENV, optionalEnv } from '../../env';
import type { WeekReviewAnswerInput } from '../../../contract/schemas';
import { ConflictError, QuotaExceededError } from '../../domain/errors';
import { weekRuling, type PlanKind, type WeekRuling } from '../../domain/reviews/week-rules';
import { loadPlanner } from '../../roadmap/load-planner';
import { discardAdjustment } from '../adjust/discard';
import { proposeRepeat } from './propose-repeat';
import type { GoalItem } from '../../store/goal';
import { readGoal } from '../../store/read-goal';
import { answerReview, askForSummary, saveReviewChange } from '../../store/review';
import { logger } from '../../observability';
import { adjustGoal } from '../adjust/start';
import { startSummary } from '../start-generation';
import { firstOpenWeek } from '../../domain/adjust/open-week';

/** Whether an AI provider sums reviews up (the stack sets it with a model configured; decision 045). */
const summaries = optionalEnv(ENV.reviewSummaries) === 'on';

/** How much longer a day a "faster" study plan asks for: a quarter of an hour (decision 036). */
const MORE_MINUTES = 15;

/**
 * Answers a week's review and shapes the weeks after it (decision 036): the answer is kept, the rules
 * (domain/reviews/week-rules.ts) rule on the week, and a change they ask for is proposed as an adjustment —
 * shown beside the plan, accepted or discarded there. A change that cannot be made (the next week has
 * begun, another adjustment is waiting, the day's plan changes are used up) is said instead. With an
 * AI provider configured, the week's summary follows in the background.
 */
export async function reviewWeek(
  userId: string,
  goalId: string,
  week: number,
  answer: WeekReviewAnswerInput,
  dailyQuota: number,
  now = new Date(),
): Promise<WeekReview> {
  const { goal, items } = await readGoal(userId, goalId);
  const { review, previous } = await answerReview(userId, { goal, items }, week, answer, now);
  if (review.change?.outcome === 'accepted') return review; // what it asked for is in the plan already
  const pending = goal.adjustment;
  const item = items.find((i) => i.type === 'goal') as GoalItem;
  // Answering again replaces this review's own proposal — that one, as read: a change started since
  // (in another tab) is left alone. Another change waiting is left alone too.
  const ownPending = pending?.review?.week === week && pending.status !== 'applying';
  if (ownPending) await discardAdjustment(userId, goalId, item.adjustment!.attemptId);

  const weekTasks = goal.weeks!.find((w) => w.number === week)!.days.flatMap((d) => d.tasks);
  const kind = (await loadPlanner()).planKind(goal);
  const ruling = weekRuling({ kind, review, tasks: weekTasks, previous });
  const change: WeekChange = await propose(ruling, {
    userId,
    goalId,
    week,
    dailyQuota,
    waiting: !!pending && !ownPending && pending.status !== 'failed',
    nextBegun: firstOpenWeek(goal, new Set(item.doneDays ?? [])) > week + 1,
    atMost: goal.totalWeeks >= LIMITS.weeks.max,
    dailyMinutes: item.answers.dailyMinutes,
    kind,
    read: { goal, items },
    now,
  });
  await saveReviewChange(userId, goalId, week, change);
  if (summaries) await summarise(userId, goalId, week, review.answer.answeredAt, dailyQuota, now);
  return { ...review, change };
}

/**
 * The AI provider sums the week up in the background (summarise-review.ts), asked at most once per
 * answer and counted as a generation (decision 045); without one the review reads as the rules wrote it.
 */
async function summarise(userId: string, goalId: string, week: number, answeredAt: string, dailyQuota: number, now: Date) {
  try {
    const asked = await askForSummary(userId, goalId, week, answeredAt, dailyQuota, now);
    if (asked === 'asked') await startSummary({ userId, goalId, week, answeredAt });
    else logger.info('Week summary not asked for', { goalId, week, why: asked });
  } catch (error) {
    logger.warn('Week summary not requested', { goalId, week, error });
  }
}

async function propose(
  ruling: WeekRuling,
  at: {
    userId: string;
    goalId: string;
    week: number;
    dailyQuota: number;
    waiting: boolean;
    nextBegun: boolean;
    atMost: boolean;
    dailyMinutes: number;
    kind: PlanKind;
    /** The goal as the review read it, which a repeat is built from. */
    read: { goal: Goal; items: Record<string, unknown>[] };
    now: Date;
  },
): Promise<WeekChange> {
  if (ruling.kind === 'none') return ruling;
  const unchanged = (why: string): WeekChange => ({ kind: 'none', why: `${ruling.why} ${why}` });
  if (at.waiting) return unchanged('An adjusted plan is already waiting on the goal page: accept or discard it first, then answer again.');

  if (ruling.kind === 'repeat') {
    if (at.nextBegun) return unchanged(`Week ${at.week + 1} has begun, so the plan goes on from where you are.`);
    // At the limit of weeks the last week gives way; a training plan's last week is its race, so it stays.
    if (at.atMost && at.kind === 'training') {
      return unchanged(
        `The plan already holds the ${LIMITS.weeks.max} weeks a plan can have and ends with its race, so it goes on as it is.`,
      );
    }
    const said = at.atMost
      ? { ...ruling, why: `${ruling.why} The plan keeps its ${LIMITS.weeks.max} weeks: its last week gives way.` }
      : ruling;
    const made = await proposeRepeat(at.userId, at.goalId, { week: at.week, why: said.why }, at.read, at.now);
    return made ? said : unchanged('The plan changed meanwhile, so it goes on as it is.');
  }

  const study = at.kind === 'language' || at.kind === 'study';
  if (study && at.dailyMinutes + MORE_MINUTES > LIMITS.dailyMinutes.max) {
    return unchanged(`Your days are already ${at.dailyMinutes} minutes, so the plan goes on as it is.`);
  }
  const said = study ? { ...ruling, why: `${ruling.why} This plan asks ${MORE_MINUTES} minutes more a day.` } : ruling;
  try {
    await adjustGoal(at.userId, at.goalId, study ? { dailyMinutes: at.dailyMinutes + MORE_MINUTES } : { pace: 'harder' }, at.dailyQuota, {
      week: at.week,
      why: said.why,
    });
    return said;
  } catch (error) {
    if (error instanceof QuotaExceededError) return unchanged('Today’s plan changes are used up: answer again tomorrow for it.');
    if (error instanceof ConflictError) return unchanged(error.message);
    throw error;
  }
}
