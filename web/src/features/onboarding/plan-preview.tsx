import type { PlanPreview, PlanSuggestion } from '@contract';

/** "2 h 30 min", "45 min", "1 h". */
function weekly(minutes: number): string {
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  return [h && `${h} h`, m && `${m} min`].filter(Boolean).join(' ');
}

/** What a suggestion changes, as its button says it. */
function changeLabel(s: PlanSuggestion, daysPerWeek: number): string {
  switch (s.change) {
    case 'minutes':
      return `${s.dailyMinutes} minutes a day`;
    case 'days':
      return `${s.daysPerWeek} days a week (${s.daysPerWeek - daysPerWeek} more)`;
    case 'target':
      return `Aim at ${s.targetLevel} first`;
  }
}

/**
 * The questionnaire's last step shows the plan before it is made: how long it takes on the chosen days,
 * the milestone it reaches against the target, and the changes that would reach the target, each one
 * a click that changes the answer it names. Updates are announced politely, never moving focus.
 */
export function PlanPreviewPanel({
  preview,
  pending,
  failed,
  daysPerWeek,
  onSuggestion,
}: {
  preview: PlanPreview | undefined;
  pending: boolean;
  failed: boolean;
  daysPerWeek: number;
  onSuggestion: (s: PlanSuggestion) => void;
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
      {!preview && failed && <p className="text-slate-600">The preview is not available right now. You can still create your roadmap.</p>}
      {preview && (
        <div aria-live="polite" className="flex flex-col gap-3">
          {preview.warnings.map((warning) => (
            <p key={warning} role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
              {warning}
            </p>
          ))}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-500">Length</dt>
            <dd>
              about {preview.calendarWeeks} {preview.calendarWeeks === 1 ? 'week' : 'weeks'} on your days
            </dd>
            <dt className="text-slate-500">Each week</dt>
            <dd>{weekly(preview.weeklyMinutes)}</dd>
            {preview.target && (
              <>
                <dt className="text-slate-500">Reaches</dt>
                <dd>{preview.reaches ? `${preview.reaches.name} (${preview.reaches.goal})` : 'not yet the first milestone'}</dd>
                <dt className="text-slate-500">Your target</dt>
                <dd>
                  {preview.target.name} ({preview.target.goal}):{' '}
                  <strong className={preview.target.reached ? 'text-brand-700' : 'text-amber-700'}>
                    {preview.target.reached ? 'within this plan' : 'beyond this plan'}
                  </strong>
                </dd>
              </>
            )}
          </dl>
          <p className="text-slate-700">{preview.summary}</p>
          {preview.suggestions.length > 0 && (
            <div className="flex flex-col gap-2">
              <p className="font-medium">{preview.target ? `To get further towards ${preview.target.name}:` : 'To get further:'}</p>
              <ul className="flex flex-col gap-2">
                {preview.suggestions.map((s) => (
                  <li key={s.change}>
                    <button
                      type="button"
                      onClick={() => onSuggestion(s)}
                      className="w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <span className="font-medium text-brand-700">{changeLabel(s, daysPerWeek)}</span>
                      <span className="text-slate-600"> — {s.result}</span>
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
