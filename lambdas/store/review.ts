import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SUMMARY_TIMING, todayIn, type Feel, type Goal, type WeekChange, type WeekReview } from '../../contract';
import { ConflictError, NotFoundError } from '../domain/errors';
import { reviewOf, reviewsOf, type ReviewAnswer, type ReviewGiven } from '../domain/reviews/week-review';
import { ddb, isConditionFailed, tableName, transact, TransactionConditionsFailed } from './dynamo';
import { goalKey, reviewKey } from './goal';
import { countGeneration } from './quota';

/**
 * The week in review's items (issue #28): how each ended week felt to the person (its numbers are
 * domain/reviews/week-review.ts's). Answers are kept beside the goal's roadmap, so deleting the goal
 * removes them.
 *
 *   review  PK USER#{sub}  SK GOAL#{goalId}#REVIEW#{nn}  feel, note?, answeredAt, change?, summary?, summaryAskedAt?
 *
 * `summaryAskedAt` is when the AI was last asked to sum the review up (decision 045): at most once per
 * answer, and not again for SUMMARY_TIMING.againAfterMs however often the week is answered.
 */

/** The answers among a goal's items (read with it: store/read-goal.ts), by week. */
export function answersFromItems(items: Record<string, unknown>[]): Map<number, ReviewGiven> {
  return new Map(
    items
      .filter((i) => i.type === 'review')
      .map((i) => [
        Number(i.week),
        {
          answer: { feel: i.feel as Feel, ...(i.note ? { note: String(i.note) } : {}), answeredAt: String(i.answeredAt) },
          ...(i.change ? { change: i.change as WeekChange } : {}),
          ...(i.summary ? { summary: String(i.summary) } : {}),
        },
      ]),
  );
}

/**
 * Records how an ended week felt (answering again replaces the answer: a review can be given late, or
 * changed; what it changed stays until the use case rules again). A week that has not ended is a 409;
 * a week the plan does not have, a 404. `read` is the goal and its items as the use case read them
 * (store/read-goal.ts readGoal); the write holds only while the goal is still there. Answers the review
 * with the week before beside it, when it has ended (the rules read both).
 */
export async function answerReview(
  userId: string,
  read: { goal: Goal; items: Record<string, unknown>[] },
  week: number,
  answer: { feel: Feel; note?: string },
  now = new Date(),
): Promise<{ review: WeekReview & { answer: ReviewAnswer }; previous?: WeekReview }> {
  const { goal, items } = read;
  const goalId = goal.id;
  const planned = goal.weeks?.find((w) => w.number === week);
  if (!planned) throw new NotFoundError('This plan has no such week.');
  const saved: ReviewAnswer = { feel: answer.feel, ...(answer.note && { note: answer.note }), answeredAt: now.toISOString() };
  // A new answer keeps what the last one changed (the use case rules again) and drops its summary.
  const earlier = answersFromItems(items).get(week)?.change;
  const review = reviewOf(planned, todayIn(goal.schedule?.timeZone, now), { answer: saved, ...(earlier && { change: earlier }) });
  if (!review) throw new ConflictError('This week has not ended yet: it can be reviewed once its last day has passed.');
  // Written only while the goal is there and not being deleted: a deletion racing the answer leaves
  // no review behind it (the deletion marks the goal first, then sweeps what is under it).
  const noteSet = saved.note ? ', note = :note' : '';
  try {
    await transact(userId, {
      goal: {
        ConditionCheck: {
          TableName: tableName(),
          Key: goalKey(userId, goalId),
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleting)',
        },
      },
      review: {
        Update: {
          TableName: tableName(),
          Key: reviewKey(userId, goalId, week),
          // What the last answer changed stays (the use case rules again); its summary goes.
          UpdateExpression: `SET #type = :type, goalId = :goalId, week = :week, feel = :feel, answeredAt = :at${noteSet} REMOVE summary${noteSet ? '' : ', note'}`,
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':type': 'review',
            ':goalId': goalId,
            ':week': week,
            ':feel': saved.feel,
            ':at': saved.answeredAt,
            ...(saved.note && { ':note': saved.note }),
          },
        },
      },
    });
  } catch (error) {
    if (error instanceof TransactionConditionsFailed && error.has('goal')) throw new NotFoundError('Goal not found');
    throw error;
  }
  const previous = reviewsOf(goal, answersFromItems(items), now).find((r) => r.week === week - 1);
  return { review: review as WeekReview & { answer: ReviewAnswer }, ...(previous && { previous }) };
}

/**
 * Takes the one request for an AI summary of this answer (decision 045), in one transaction with its
 * count against the day's generation quota: `asked` when it may be sent; `recently` when the week was
 * summed up (or asked to be) within SUMMARY_TIMING.againAfterMs, or the answer changed meanwhile;
 * `quota` when the day's generations are used up. Only `asked` writes anything.
 */
export async function askForSummary(
  userId: string,
  goalId: string,
  week: number,
  answeredAt: string,
  dailyQuota: number,
  now = new Date(),
): Promise<'asked' | 'recently' | 'quota'> {
  const at = now.toISOString();
  try {
    await transact(userId, {
      review: {
        Update: {
          TableName: tableName(),
          Key: reviewKey(userId, goalId, week),
          UpdateExpression: 'SET summaryAskedAt = :now',
          ConditionExpression:
            'attribute_exists(PK) AND answeredAt = :answeredAt AND (attribute_not_exists(summaryAskedAt) OR summaryAskedAt <= :before)',
          ExpressionAttributeValues: {
            ':now': at,
            ':answeredAt': answeredAt,
            ':before': new Date(now.getTime() - SUMMARY_TIMING.againAfterMs).toISOString(),
          },
        },
      },
      quota: countGeneration(userId, at, dailyQuota),
    });
    return 'asked';
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    return error.has('review') ? 'recently' : 'quota';
  }
}

/** What a review changed (decision 036), kept with its answer. */
export async function saveReviewChange(userId: string, goalId: string, week: number, change: WeekChange): Promise<void> {
  await updateReview(userId, goalId, week, 'SET change = :change', { ':change': change });
}

/** The AI's summary of a review, kept only if the answer it read is still the review's (not answered again since). */
export async function saveReviewSummary(
  userId: string,
  goalId: string,
  week: number,
  summary: string,
  answeredAt: string,
): Promise<boolean> {
  return updateReview(
    userId,
    goalId,
    week,
    'SET summary = :summary',
    { ':summary': summary, ':answeredAt': answeredAt },
    'answeredAt = :answeredAt',
  );
}

/** A review's proposed change was accepted or discarded (store/adjust.ts). */
export async function markReviewOutcome(userId: string, goalId: string, week: number, outcome: 'accepted' | 'discarded'): Promise<void> {
  await updateReview(userId, goalId, week, 'SET change.outcome = :outcome', { ':outcome': outcome }, 'attribute_exists(change)');
}

async function updateReview(
  userId: string,
  goalId: string,
  week: number,
  set: string,
  values: Record<string, unknown>,
  also?: string,
): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewKey(userId, goalId, week),
        UpdateExpression: set,
        // Never re-creates a review deleted with its goal meanwhile.
        ConditionExpression: ['attribute_exists(PK)', ...(also ? [also] : [])].join(' AND '),
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return false;
  }
}
