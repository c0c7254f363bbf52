import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { generationStuck, LIMITS, type AdjustPlanRequest, type Goal, type Pace, type Week } from '@contract';
import { useAcceptAdjustment, useAdjustGoal, useDiscardAdjustment } from '@/api/goals/adjust-goal';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useFieldErrors } from '@/components/ui/use-field-errors';
import { WeekdayPicker } from '@/components/ui/weekday-picker';
import { plural } from '@/lib/plural';

const PACE_LABELS: Record<Pace, { label: string; hint: string }> = {
  lighter: { label: 'Lighter', hint: 'More weeks, an easier climb' },
  same: { label: 'As is', hint: 'The same number of weeks' },
  harder: { label: 'Harder', hint: 'Fewer weeks, a steeper climb' },
};

const failed = (title: string) => (error: Error) => toast({ variant: 'destructive', title, description: error.message });

/** Minutes a week's days take, as "30 min a day" (or a range when its days differ). */
function minutesPerDay(week: Week): string {
  const totals = week.days.map((d) => d.tasks.reduce((n, t) => n + (t.estimatedMinutes ?? 0), 0)).filter(Boolean);
  const days = plural(week.days.length, 'day');
  if (!totals.length) return days;
  const [lo, hi] = [Math.min(...totals), Math.max(...totals)];
  return `${days} · ${lo === hi ? lo : `${lo}–${hi}`} min a day`;
}

/**
 * The goal page's "Adjust plan": a form for what to change, then — while the weeks not yet begun are
 * planned again — a wait, and finally the proposed weeks beside the current ones with Accept and Discard.
 */
export function AdjustPlan({ goal }: { goal: Goal }) {
  const [editing, setEditing] = useState(false);
  const adjustment = goal.adjustment;
  const discard = useDiscardAdjustment(goal.id);
  const accept = useAcceptAdjustment(goal.id);

  const discardButton = (
    <Button
      variant="secondary"
      disabled={discard.isPending || accept.isPending}
      onClick={() => discard.mutate(undefined, { onSuccess: () => toast({ title: 'Kept your current plan' }), onError: failed('Error') })}
    >
      Discard
    </Button>
  );

  if (editing || !adjustment) {
    return editing ? (
      <AdjustForm goal={goal} onDone={() => setEditing(false)} />
    ) : (
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <SlidersHorizontal className="size-4" aria-hidden /> Adjust plan
      </Button>
    );
  }

  if (adjustment.status === 'generating') {
    const stuck = generationStuck(adjustment.startedAt);
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="adjust-title">
        <h2 id="adjust-title" className="font-semibold">
          Adjusted plan
        </h2>
        <div role="status" className="mt-2 flex items-center gap-3 text-sm text-slate-700">
          {stuck ? (
            'Making the new plan is taking far longer than it should. Discard it and try again.'
          ) : (
            <>
              <Spinner className="size-5 text-brand-600" label="Planning" /> Planning week {adjustment.fromWeek} onwards again… Your current
              plan stays as it is until you accept the new one.
            </>
          )}
        </div>
        {stuck && <div className="mt-3">{discardButton}</div>}
      </section>
    );
  }

  if (adjustment.status === 'failed') {
    return (
      <section className="rounded-2xl border border-red-200 bg-red-50 p-4" aria-labelledby="adjust-title" role="alert">
        <h2 id="adjust-title" className="font-semibold text-red-800">
          The plan could not be adjusted
        </h2>
        <p className="mt-1 text-sm text-red-700">{adjustment.failureReason}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => setEditing(true)}>Adjust again</Button>
          {discardButton}
        </div>
      </section>
    );
  }

  const finish = () =>
    accept.mutate(undefined, {
      onSuccess: () => toast({ title: 'Plan updated', description: `From week ${adjustment.fromWeek} on, your plan is the new one.` }),
      onError: failed('Could not update the plan'),
    });

  if (adjustment.status === 'applying') {
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="adjust-title">
        <h2 id="adjust-title" className="font-semibold">
          Adjusted plan
        </h2>
        <p className="mt-2 text-sm text-slate-700">Your new plan was being put in place when it was interrupted.</p>
        <Button className="mt-3" disabled={accept.isPending} onClick={finish}>
          Finish updating the plan
        </Button>
      </section>
    );
  }

  const current = (goal.weeks ?? []).filter((w) => w.number >= adjustment.fromWeek);
  const proposed = adjustment.weeks ?? [];
  const unchanged = sameWeeks(current, proposed);
  return (
    <section className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm" aria-labelledby="adjust-title">
      <h2 id="adjust-title" className="font-semibold">
        {adjustment.review
          ? `After your review of week ${adjustment.review.week}: your plan from week ${adjustment.fromWeek}`
          : `Your plan from week ${adjustment.fromWeek}, adjusted`}
      </h2>
      {adjustment.review && <p className="mt-1 text-sm text-slate-800">{adjustment.review.why}</p>}
      <p className="mt-1 text-sm text-slate-600">
        {adjustment.fromWeek > 1
          ? `${adjustment.fromWeek === 2 ? 'Week 1' : `Weeks 1–${adjustment.fromWeek - 1}`}, which you have begun, stay as they are. `
          : 'You have not begun any week yet, so every week is planned again. '}
        Compare, then accept the new weeks or keep the ones you have.
      </p>
      {unchanged && (
        <p role="status" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {unchangedReason(adjustment.request)}
        </p>
      )}
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-700">Now · {plural(current.length, 'week')}</h3>
          <ol className="mt-2 flex flex-col gap-2" aria-label="Current weeks">
            {current.map((w) => (
              <li key={w.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-medium">{w.title}</p>
                <p className="text-slate-500">{minutesPerDay(w)}</p>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-brand-700">New · {plural(proposed.length, 'week')}</h3>
          <ol className="mt-2 flex flex-col gap-2" aria-label="New weeks">
            {proposed.map((w) => (
              <li key={w.id} className="rounded-lg border border-brand-200 bg-brand-50/40 p-3 text-sm">
                <details>
                  <summary className="cursor-pointer max-sm:min-h-11">
                    <span className="font-medium">{w.title}</span>
                    <span className="block text-slate-600">{minutesPerDay(w)}</span>
                  </summary>
                  <ol className="mt-2 flex flex-col gap-1.5">
                    {w.days.map((d) => (
                      <li key={d.id}>
                        <p className="font-medium text-slate-700">{d.title}</p>
                        <ul className="ml-4 list-disc text-slate-600">
                          {d.tasks.map((t) => (
                            <li key={t.id}>
                              {t.title}
                              {t.estimatedMinutes ? ` (${t.estimatedMinutes} min)` : ''}
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button disabled={accept.isPending || discard.isPending} onClick={finish}>
          {accept.isPending ? 'Updating…' : 'Accept new plan'}
        </Button>
        {discardButton}
      </div>
    </section>
  );
}

/** The fields of the form an error can name: the client's checks', and the API's (`field` of a 400). */
const ADJUST_FIELDS = ['dailyMinutes', 'targetLevel', 'weekdays'] as const;
type AdjustField = (typeof ADJUST_FIELDS)[number];

/** What to change: daily time, target, pace, weekdays. Only what differs from the plan is sent. */
function AdjustForm({ goal, onDone }: { goal: Goal; onDone: () => void }) {
  const id = useId();
  const adjust = useAdjustGoal(goal.id);
  const [minutes, setMinutes] = useState(String(goal.answers?.dailyMinutes ?? ''));
  const [target, setTarget] = useState(goal.answers?.targetLevel ?? '');
  const [pace, setPace] = useState<Pace>('same');
  const [weekdays, setWeekdays] = useState(goal.schedule.weekdays);
  const { mark, field, editing, errors } = useFieldErrors<AdjustField>();

  const request: AdjustPlanRequest = {};
  if (Number(minutes) !== goal.answers?.dailyMinutes) request.dailyMinutes = Number(minutes);
  if (target.trim() !== (goal.answers?.targetLevel ?? '').trim()) request.targetLevel = target.trim();
  if (pace !== 'same') request.pace = pace;
  if (weekdays.join() !== goal.schedule.weekdays.join()) request.weekdays = weekdays;
  const changed = Object.keys(request).length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const m = Number(minutes);
    if (!Number.isInteger(m) || m < LIMITS.dailyMinutes.min || m > LIMITS.dailyMinutes.max) {
      return mark('dailyMinutes', `Choose ${LIMITS.dailyMinutes.min} to ${LIMITS.dailyMinutes.max} minutes a day.`);
    }
    if (!target.trim()) return mark('targetLevel', 'Say where you want to get to.');
    if (!weekdays.length) return mark('weekdays', 'Choose at least one day of the week.');
    adjust.mutate(request, {
      onSuccess: onDone,
      onError: (err) => {
        const named = (err as { field?: string }).field?.split('.')[0];
        if (named && (ADJUST_FIELDS as readonly string[]).includes(named)) mark(named as AdjustField, err.message);
        else toast({ variant: 'destructive', title: 'Could not adjust the plan', description: err.message });
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      onKeyDown={(e) => e.key === 'Escape' && !changed && onDone()}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={`${id}-title`}
    >
      <div>
        <h2 id={`${id}-title`} className="font-semibold">
          Adjust plan
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Stride plans the weeks you have not begun again and shows them beside your plan. Nothing changes until you accept.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Minutes a day"
          type="number"
          inputMode="numeric"
          min={LIMITS.dailyMinutes.min}
          max={LIMITS.dailyMinutes.max}
          value={minutes}
          onChange={editing('dailyMinutes', (e: React.ChangeEvent<HTMLInputElement>) => setMinutes(e.target.value))}
          {...field('dailyMinutes')}
        />
        <Field
          label="Target"
          value={target}
          limit={LIMITS.answer}
          onChange={editing('targetLevel', (e: React.ChangeEvent<HTMLInputElement>) => setTarget(e.target.value))}
          {...field('targetLevel')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Pace</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {(Object.keys(PACE_LABELS) as Pace[]).map((p) => (
            <label
              key={p}
              className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name={`${id}-pace`} className="mt-1" checked={pace === p} onChange={() => setPace(p)} />
              <span className="text-sm">
                <span className="font-medium">{PACE_LABELS[p].label}</span>
                <span className="block text-slate-600">{PACE_LABELS[p].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <WeekdayPicker
        value={weekdays}
        onChange={editing('weekdays', setWeekdays)}
        error={errors.weekdays}
        errorId={`${id}-weekdays-error`}
        dataField={field('weekdays')['data-field']}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={!changed || adjust.isPending}>
          {adjust.isPending ? 'Starting…' : 'Make a new plan'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        {!changed && <p className="text-sm text-slate-500">Change something to plan again.</p>}
      </div>
    </form>
  );
}

/** The same weeks, days and tasks at the same minutes: an adjustment that changes nothing. */
function sameWeeks(a: readonly Week[], b: readonly Week[]): boolean {
  const shape = (weeks: readonly Week[]) =>
    JSON.stringify(weeks.map((w) => [w.title, w.days.map((d) => [d.title, d.tasks.map((t) => [t.title, t.estimatedMinutes])])]));
  return shape(a) === shape(b);
}

/** Why an adjustment left the weeks as they were, so "Accept" is not a puzzle. */
function unchangedReason(request: AdjustPlanRequest): string {
  return request.pace === 'harder' && !request.dailyMinutes && !request.targetLevel
    ? 'Nothing changes: this plan cannot honestly be packed tighter. It builds week by week, and skipping a week to go faster is how injuries and drop-outs happen. To get there sooner, add a day a week or choose a nearer target.'
    : 'Nothing changes: with these answers the plan is the same as the one you have.';
}
