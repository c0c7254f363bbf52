import { useId, useState } from 'react';
import type { Feel, WeekReview as Review } from '@contract';
import { useAnswerReview, useWeekReviews } from '@/api/goals/week-reviews';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { plural } from '@/lib/plural';

const FEEL_LABELS: Record<Feel, string> = { easy: 'Too easy', right: 'About right', hard: 'Too hard' };

/** "4 of 6 tasks, 40 of 60 minutes, 1 of 3 days" */
const numbers = (r: Review) =>
  `${r.done.tasks} of ${plural(r.planned.tasks, 'task')}, ${r.done.minutes} of ${r.planned.minutes} minutes, ${r.done.days} of ${plural(r.planned.days, 'day')}`;

/**
 * The week in review: once a week has ended, what was planned and done, and one question — how did it
 * feel? — answered with one tap (a note is optional), or skipped and answered later. Earlier answers
 * are listed below it.
 */
export function WeekReviews({ goalId }: { goalId: string }) {
  const reviews = useWeekReviews(goalId);
  const [skipped, setSkipped] = useState<number>();
  const open = reviews.data?.find((r) => !r.answer && r.week !== skipped);
  const answered = reviews.data?.filter((r) => r.answer) ?? [];
  if (!reviews.data?.length) return null;
  return (
    <section className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="week-review">
      <h2 id="week-review" className="font-semibold">
        Week in review
      </h2>
      {open ? <ReviewQuestion goalId={goalId} review={open} onSkip={() => setSkipped(open.week)} /> : null}
      {answered.length > 0 && (
        <ul className="mt-3 flex flex-col gap-1 text-sm text-slate-600" aria-label="Your reviews">
          {answered.map((r) => (
            <li key={r.week}>
              <span className="font-medium text-slate-800">Week {r.week}</span>: {FEEL_LABELS[r.answer!.feel].toLowerCase()} — {numbers(r)}
              {r.answer!.note && <span className="block text-slate-500">“{r.answer!.note}”</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewQuestion({ goalId, review, onSkip }: { goalId: string; review: Review; onSkip: () => void }) {
  const answer = useAnswerReview(goalId);
  const [note, setNote] = useState('');
  const id = useId();
  const send = (feel: Feel) =>
    answer.mutate(
      { week: review.week, feel, note: note.trim() || undefined },
      { onSuccess: () => toast({ title: 'Thanks — noted', description: `Week ${review.week}: ${FEEL_LABELS[feel].toLowerCase()}.` }) },
    );
  return (
    <div className="mt-2">
      <p className="text-sm text-slate-700">
        {review.title.replace(/^Week \d+: /, `Week ${review.week}, `)} ended: {numbers(review)}.
        {review.milestone && (review.milestone.reached ? ' Milestone reached.' : ' Milestone not reached.')}
      </p>
      <fieldset className="mt-3" disabled={answer.isPending}>
        <legend className="text-sm font-medium">How did this week feel?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(Object.keys(FEEL_LABELS) as Feel[]).map((feel) => (
            <Button key={feel} variant="secondary" size="sm" onClick={() => send(feel)}>
              {FEEL_LABELS[feel]}
            </Button>
          ))}
          <Button variant="ghost" size="sm" onClick={onSkip}>
            Later
          </Button>
        </div>
        <label htmlFor={`${id}-note`} className="mt-3 block text-sm text-slate-600">
          A note (optional)
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          className="mt-1 min-h-14 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        />
      </fieldset>
      {answer.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {answer.error.message}
        </p>
      )}
    </div>
  );
}
