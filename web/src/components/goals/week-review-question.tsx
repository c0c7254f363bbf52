import { useId, useState } from 'react';
import { FEEL_WORDS, IN_THE_WAY, LIMITS, type Feel, type WeekChange, type WeekReview } from '@contract';
import { useAnswerReview } from '@/api/goals/week-reviews';
import { Button } from '@/components/ui/button';

const HOW_IT_FELT = ['easy', 'right', 'hard'] as const satisfies readonly Feel[];
const label = (feel: Feel) => FEEL_WORDS[feel].charAt(0).toUpperCase() + FEEL_WORDS[feel].slice(1);

/** The answer said back, so the person knows it was heard: "Week 3: too hard — noted." */
export const acknowledgement = (review: WeekReview) => `Week ${review.week}: ${FEEL_WORDS[review.answer!.feel]} — noted.`;

/**
 * One question — how did this week feel? or, when nothing of it was done, what got in the way? —
 * answered with one tap, with an optional note, or left for later. Asked on the goal page under the
 * week's numbers and on Home when a week has ended.
 */
export function ReviewQuestion({
  goalId,
  week,
  onSkip,
  onAnswered,
  compact = false,
  nothingDone = false,
}: {
  goalId: string;
  week: number;
  /** Nothing of the week was done: ask what got in the way, not how it felt. */
  nothingDone?: boolean;
  onSkip: () => void;
  onAnswered: (review: WeekReview) => void;
  /** The note behind an "Add a note" button (Home, where several goals may ask at once). */
  compact?: boolean;
}) {
  const answer = useAnswerReview(goalId);
  const [note, setNote] = useState('');
  const [noting, setNoting] = useState(!compact);
  const id = useId();
  const send = (feel: Feel) => answer.mutate({ week, feel, note: note.trim() || undefined }, { onSuccess: onAnswered });
  return (
    <>
      <fieldset className="mt-3" disabled={answer.isPending}>
        <legend className="text-sm font-medium">{nothingDone ? 'What got in the way this week?' : 'How did this week feel?'}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(nothingDone ? IN_THE_WAY : HOW_IT_FELT).map((feel) => (
            <Button key={feel} variant="secondary" size="sm" onClick={() => send(feel)}>
              {label(feel)}
            </Button>
          ))}
          <Button variant="ghost" size="sm" onClick={onSkip}>
            Later
          </Button>
          {!noting && (
            <Button variant="ghost" size="sm" onClick={() => setNoting(true)}>
              Add a note
            </Button>
          )}
        </div>
        {noting && (
          <>
            <label htmlFor={`${id}-note`} className="mt-3 block text-sm text-slate-600">
              A note (optional)
            </label>
            <textarea
              id={`${id}-note`}
              value={note}
              maxLength={LIMITS.reviewNote}
              autoFocus={compact}
              onChange={(e) => setNote(e.target.value)}
              className="mt-1 min-h-14 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
            />
          </>
        )}
      </fieldset>
      {answer.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {answer.error.message}
        </p>
      )}
    </>
  );
}

const OUTCOME: Record<NonNullable<WeekChange['outcome']>, string> = { accepted: 'You took this change.', discarded: 'You kept your plan.' };

/** What a review changed in the plan, in the coach's words, and what the person did with it. */
export function changeText(change: WeekChange): string {
  if (change.kind === 'none' || !change.outcome) {
    return change.kind === 'none' ? change.why : `${change.why} The new weeks wait beside your plan on the goal page.`;
  }
  return `${change.why} ${OUTCOME[change.outcome]}`;
}
