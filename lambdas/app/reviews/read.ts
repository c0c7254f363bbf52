import type { Goal, WeekReview } from '../../../contract';
import { reviewsOf } from '../../domain/reviews/week-review';
import { readGoal } from '../../store/read-goal';
import { answersFromItems } from '../../store/review';

/** The goal and its ended weeks, newest first, each with its answer once given: one Query reads both. */
export async function reviewsOfGoal(userId: string, goalId: string, now = new Date()): Promise<{ goal: Goal; reviews: WeekReview[] }> {
  const { goal, items } = await readGoal(userId, goalId);
  return { goal, reviews: reviewsOf(goal, answersFromItems(items), now) };
}

/** The goal's ended weeks, newest first, each with its answer once given. */
export async function weekReviews(userId: string, goalId: string, now = new Date()): Promise<WeekReview[]> {
  return (await reviewsOfGoal(userId, goalId, now)).reviews;
}
