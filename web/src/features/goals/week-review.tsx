import { useState } from 'react';
import type { WeekReview as Review } from '@contract';
import { useWeekReviews } from '@/api/goals/week-reviews';
import { acknowledgement, changeText, ReviewQuestion } from '@/components/goals/week-review-question';
import { FEEL_WORDS } from '@contract';
import { toast } from '@/components/ui/toast';
import { plural } from '@/lib/plural';

/** "4 of 6 tasks, 40 of 60 minutes, 1 of 3 days" */
const numbers = (r: Review) =>
  `${r.done.tasks} of ${plural(r.planned.tasks, 'task')}, ${r.done.minutes} of ${r.planned.minutes} minutes, ${r.done.days} of ${plural(r.planned.days, 'day')}`;

/**
 * The week in review: once a week has ended, what was planned and done, and one question — how did it
 * feel? — answered with one tap (a note is optional), or skipped and answered later. What the answer
 * changes in the plan is said at once (an adjusted plan to accept or discard appears above); earlier
 * answers are listed below with what each changed.
 */
export function WeekReviews({ goalId }: { goalId: string }) {
  const reviews = useWeekReviews(goalId);
  const [skipped, setSkipped] = useState<number>();
  const [said, setSaid] = useState('');
  const open = reviews.data?.find((r) => !r.answer && r.week !== skipped);
  const answered = reviews.data?.filter((r) => r.answer) ?? [];
  if (!reviews.data?.length) return null;
  return (
    <section className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="week-review">
      <h2 id="week-review" className="font-semibold">
        Week in review
      </h2>
      {open ? (
        <div className="mt-2">
          <p className="text-sm text-slate-700">
            {open.title.replace(/^Week \d+: /, `Week ${open.week}, `)} ended: {numbers(open)}.
            {open.milestone && (open.milestone.reached ? ' Milestone reached.' : ' Milestone not reached.')}
          </p>
          <ReviewQuestion
            goalId={goalId}
            week={open.week}
            nothingDone={open.planned.tasks > 0 && open.done.tasks === 0}
            onSkip={() => setSkipped(open.week)}
            onAnswered={(review) => {
              toast({ title: 'Thanks — noted', description: acknowledgement(review) });
              setSaid(review.change ? `${acknowledgement(review)} ${changeText(review.change)}` : acknowledgement(review));
            }}
          />
        </div>
      ) : null}
      {/* Always in the page, so that screen readers hear what the answer changed. */}
      <p role="status" className={said ? 'mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800' : 'sr-only'}>
        {said}
      </p>
      {answered.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2 text-sm text-slate-600" aria-label="Your reviews">
          {answered.map((r) => (
            <li key={r.week}>
              <span className="font-medium text-slate-800">Week {r.week}</span>: {FEEL_WORDS[r.answer!.feel]} — {numbers(r)}
              {r.answer!.note && <span className="block text-slate-500">“{r.answer!.note}”</span>}
              {r.summary && <span className="block text-slate-700">{r.summary}</span>}
              {r.change && r.change.kind !== 'none' && <span className="block text-slate-700">{changeText(r.change)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
