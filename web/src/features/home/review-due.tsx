import { useState } from 'react';
import { Link } from 'react-router';
import type { GoalSummary, WeekReview } from '@contract';
import { useWeekReviews } from '@/api/goals/week-reviews';
import { acknowledgement, changeText, ReviewQuestion } from '@/components/goals/week-review-question';
import { paths } from '@/config/paths';

const laterKey = (goalId: string, week: number) => `stride:review-later:${goalId}:${week}`;
/** Reviews left for later in this visit: where storage refuses (private mode), they are still left. */
const leftThisVisit = new Set<string>();
const isLater = (goalId: string, week: number) => {
  if (leftThisVisit.has(laterKey(goalId, week))) return true;
  try {
    return localStorage.getItem(laterKey(goalId, week)) === '1';
  } catch {
    return false;
  }
};

/**
 * Home's offer of a week's review, once a week of the goal has ended and was not answered: one tap
 * answers it here; "Later" leaves it to the goal page, where it waits. What the answer changed stays
 * in view until the card is closed.
 */
export function ReviewDue({ goal }: { goal: GoalSummary }) {
  const due = goal.reviewDue;
  // Read on each render, so the next week's review is offered even after this one was left for later.
  const [, remembered] = useState(0);
  const later = !!due && isLater(goal.id, due.week);
  const [answered, setAnswered] = useState<WeekReview>();
  // The week's numbers decide the question: a week with nothing done is asked what got in the way.
  const reviews = useWeekReviews(goal.id, { enabled: !!due && !later });
  const ended = reviews.data?.find((r) => r.week === due?.week);
  if (answered) {
    return (
      <div
        className="mt-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800"
        role="group"
        aria-label="Week in review"
      >
        <p role="status">
          {acknowledgement(answered)} {answered.change && changeText(answered.change)}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          {answered.change && answered.change.kind !== 'none' && (
            <Link to={paths.goal(goal.id)} className="font-medium text-brand-700 underline">
              See the new weeks
            </Link>
          )}
          <button type="button" className="text-slate-600 underline" onClick={() => setAnswered(undefined)}>
            Close
          </button>
        </div>
      </div>
    );
  }
  if (!due || later) return null;
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm" role="group" aria-label="Week in review">
      <p className="text-slate-700">
        Week {due.week} has ended.{' '}
        <Link to={paths.goal(goal.id)} className="underline">
          See how it went
        </Link>
      </p>
      <ReviewQuestion
        compact
        goalId={goal.id}
        week={due.week}
        nothingDone={!!ended && ended.planned.tasks > 0 && ended.done.tasks === 0}
        onSkip={() => {
          leftThisVisit.add(laterKey(goal.id, due.week));
          try {
            localStorage.setItem(laterKey(goal.id, due.week), '1');
          } catch {
            // Private mode: left for this visit only.
          }
          remembered((n) => n + 1);
        }}
        onAnswered={setAnswered}
      />
    </div>
  );
}
