import type { PlanPreview, PlanSuggestion } from '@contract';
import { WEEKDAY_NAMES } from '@contract';

/** What a suggestion changes, as its button says it. */
function changeLabel(s: PlanSuggestion, weekdays: readonly number[]): string {
  switch (s.change) {
    case 'minutes':
      return `${s.dailyMinutes} minutes a day`;
    case 'days': {
      const added = s.weekdays.filter((d) => !weekdays.includes(d)).map((d) => WEEKDAY_NAMES[d - 1]!);
      return `${s.daysPerWeek} days a week (add ${added.join(' and ')})`;
    }
    case 'target':
      return `Aim at ${s.targetLevel} first`;
  }
}

/** A target the person typed, replaced by a suggestion: said, with the way back. */
export interface ChangedTarget {
  from: string;
  to: string;
}

/**
 * The questionnaire's last step shows the plan before it is made, from the one summary the goal's
 * description will also use: three short facts, a sentence of why, the details behind a disclosure,
 * and the changes that would reach the target, each planned exactly as it would be made. A suggestion
 * that changes the target says so and can be undone. Updates are announced politely, never moving focus.
 */
export function PlanPreviewPanel({
  preview,
  pending,
  failed,
  limited,
  weekdays,
  changedTarget,
  onSuggestion,
  onUndoTarget,
}: {
  preview: PlanPreview | undefined;
  pending: boolean;
  failed: boolean;
  /** The previews' own limit was reached. */
  limited: boolean;
  weekdays: readonly number[];
  changedTarget?: ChangedTarget;
  onSuggestion: (s: PlanSuggestion) => void;
  onUndoTarget: () => void;
}) {
  return (
    <section
      aria-labelledby="plan-preview-heading"
      aria-busy={pending}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm"
    >
      <h2 id="plan-preview-heading" className="text-base font-semibold">
        Your plan
      </h2>
      {!preview && pending && <p className="text-slate-600">Working out your plan…</p>}
      {limited ? (
        <p role="status" className="text-slate-700">
          The preview is resting for a minute after many changes; it will catch up. You can still create your roadmap.
        </p>
      ) : (
        !preview && failed && <p className="text-slate-600">The preview is not available right now. You can still create your roadmap.</p>
      )}
      {changedTarget && (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-white p-3">
          <span>
            Your target is now <strong>{changedTarget.to}</strong> (you wrote “{changedTarget.from}”).
          </span>
          <button
            type="button"
            onClick={onUndoTarget}
            className="min-h-11 rounded-lg px-3 font-medium text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Undo
          </button>
        </p>
      )}
      {preview && (
        <div aria-live="polite" className="flex flex-col gap-3">
          {preview.warnings.map((warning) => (
            <p key={warning} role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
              {warning}
            </p>
          ))}
          <ul aria-label="The plan in short" className="flex flex-col gap-1">
            {preview.facts.map((fact, i) => (
              <li key={fact} className={i === preview.facts.length - 1 && preview.target ? 'font-medium' : undefined}>
                <span
                  className={
                    i === preview.facts.length - 1 && preview.target
                      ? preview.target.reached
                        ? 'text-brand-700'
                        : 'text-amber-700'
                      : undefined
                  }
                >
                  {fact}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-slate-700">{preview.why}</p>
          {preview.details.length > 0 && (
            <details className="text-slate-700">
              <summary className="cursor-pointer font-medium text-brand-700">More about this plan</summary>
              {preview.details.map((d) => (
                <p key={d} className="mt-2">
                  {d}
                </p>
              ))}
            </details>
          )}
          {preview.suggestions.length > 0 && (
            <div className="flex flex-col gap-2">
              <p className="font-medium">{preview.target ? `To reach ${preview.target.name}, or get nearer:` : 'To get further:'}</p>
              <ul className="flex flex-col gap-2">
                {preview.suggestions.map((s) => (
                  <li key={s.change}>
                    <button
                      type="button"
                      onClick={() => onSuggestion(s)}
                      className="w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <span className="font-medium text-brand-700">{changeLabel(s, weekdays)}</span>
                      <span className="text-slate-600"> — {s.result}</span>
                      {s.change === 'target' && <span className="block text-xs text-slate-500">Changes your target; you can undo it.</span>}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
