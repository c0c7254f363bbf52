import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import {
  categoryBySlug,
  DAILY_PRESETS,
  LIMITS,
  OPTION_EXAMPLES,
  optionBySlug,
  todayIn,
  WORKDAYS,
  type CategoryInfo,
  type CreateGoalRequest,
  type PlanSuggestion,
} from '@contract';
import { useCreateGoal } from '@/api/goals/create-goal';
import { usePlanPreview } from '@/api/goals/preview-plan';
import { Button } from '@/components/ui/button';
import { Field, lengthProblem, TextArea } from '@/components/ui/field';
import { useFieldErrors } from '@/components/ui/use-field-errors';
import { WeekdayPicker } from '@/components/ui/weekday-picker';
import { LiftTheLimit } from '@/components/goals/plan-limit';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api';
import { deviceTimeZone } from '@/lib/dates';
import { partsOf, partsProblem } from './parts';
import { PlanPreviewPanel, type ChangedTarget } from './plan-preview';
import { PlanReadingPanel } from './plan-reading';

type Step = 'about' | 'current' | 'target' | 'time' | 'when';
/** The answers a step asks for. */
type Answer = 'title' | 'description' | 'parts' | 'current' | 'target' | 'minutes' | 'startDate' | 'weekdays';

/** The two level questions: for a catalogue option with its own examples, for a custom goal in its own words. */
function question(step: 'current' | 'target', option: string, customTitle?: string): { label: string; placeholder: string } {
  if (customTitle !== undefined) {
    return step === 'current'
      ? { label: 'Where are you with it today?', placeholder: 'e.g. never tried, or I can do it slowly' }
      : { label: 'What does done look like?', placeholder: 'e.g. finish it once without help' };
  }
  const example = OPTION_EXAMPLES[option];
  return step === 'current'
    ? { label: `What is your current level in ${option}?`, placeholder: `e.g. ${example?.current ?? 'complete beginner'}` }
    : { label: `What level do you want to reach in ${option}?`, placeholder: `e.g. ${example?.target ?? 'confident on my own'}` };
}

/**
 * The questionnaire: current level, target level and daily time (a custom goal first asks what it
 * is). Finishing creates the goal and opens its page, where the roadmap appears once generated.
 */
export function QuestionnairePage() {
  const { category: slug = '', option: optionParam = '' } = useParams();
  const info = categoryBySlug(slug);
  const option = info && (info.id === 'custom' ? 'Custom' : optionBySlug(info.id, optionParam));
  if (!info || !option) return <Navigate to={paths.goals} replace />;
  return <Questionnaire info={info} slug={slug} option={option} />;
}

function Questionnaire({ info, slug, option }: { info: CategoryInfo; slug: string; option: string }) {
  const navigate = useNavigate();
  const create = useCreateGoal();
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const isCustom = info.id === 'custom';
  const steps: Step[] = isCustom ? ['about', 'current', 'target', 'time', 'when'] : ['current', 'target', 'time', 'when'];
  // The step lives in the history entry, so the browser's Back steps back through the questions (the
  // answers stay: the page is not left). An entry past a step whose answer is gone starts over.
  const location = useLocation();
  const stepIndex = Math.min((location.state as { step?: number } | null)?.step ?? 0, steps.length - 1);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [partsText, setPartsText] = useState('');
  const parts = partsOf(partsText);
  const [current, setCurrent] = useState('');
  const [target, setTarget] = useState('');
  // The track the person picked in the read-back; unset, the target's words choose it.
  const [track, setTrack] = useState<string>();
  const [preset, setPreset] = useState<number | 'custom'>(30);
  const [customMinutes, setCustomMinutes] = useState('');
  const [startDate, setStartDate] = useState(() => todayIn());
  const [weekdays, setWeekdays] = useState<number[]>(WORKDAYS);
  // A target a preview's suggestion put in place of the one typed, for saying so and undoing it.
  const [changedTarget, setChangedTarget] = useState<ChangedTarget>();
  const { errors, mark, field, editing, reset } = useFieldErrors<Answer>();
  const answeredStep = (st: Step) =>
    st === 'about'
      ? !!title.trim() && !!description.trim()
      : st === 'current'
        ? !!current.trim()
        : st === 'target'
          ? !!target.trim()
          : true;
  const index = steps.slice(0, stepIndex).every(answeredStep) ? stepIndex : 0;
  const setIndex = (next: number) => (next < index ? navigate(-1) : navigate(location.pathname, { state: { step: next } }));
  const step = steps[index]!;
  const back = isCustom ? paths.goals : paths.category(slug);

  const minutes = preset === 'custom' ? Number(customMinutes) : preset;

  /** The first answer of this step that cannot go on, and why. */
  const validate = (): [Answer, string] | undefined => {
    const check = (answer: Answer, value: string, empty: string, limit: number): [Answer, string] | undefined => {
      const problem = !value.trim() ? empty : lengthProblem(value.trim(), limit);
      return problem ? [answer, problem] : undefined;
    };
    if (step === 'about') {
      return (
        check('title', title, 'Please name your goal.', LIMITS.title) ??
        check('description', description, 'Please describe your goal in a sentence.', LIMITS.description) ??
        (partsProblem(parts) ? ['parts', partsProblem(parts)!] : undefined)
      );
    }
    if (step === 'current') return check('current', current, 'Please describe your current level.', LIMITS.answer);
    if (step === 'target') return check('target', target, 'Please describe the level you want to reach.', LIMITS.answer);
    if (step === 'time' && preset === 'custom') {
      if (!customMinutes.trim()) return ['minutes', 'Please enter how many minutes a day you have.'];
      if (!Number.isInteger(minutes) || minutes < LIMITS.dailyMinutes.min || minutes > LIMITS.dailyMinutes.max) {
        return ['minutes', `Enter a whole number of minutes from ${LIMITS.dailyMinutes.min} to ${LIMITS.dailyMinutes.max}.`];
      }
    }
    if (step === 'when') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return ['startDate', 'Choose the day you start.'];
      if (startDate < todayIn()) return ['startDate', 'Choose today or a day ahead.'];
      if (weekdays.length === 0) return ['weekdays', 'Choose at least one day of the week.'];
    }
    return undefined;
  };

  const body: CreateGoalRequest = {
    category: info.id,
    option,
    ...(isCustom && { title: title.trim(), description: description.trim() }),
    answers: {
      currentLevel: current.trim(),
      targetLevel: target.trim(),
      dailyMinutes: minutes,
      ...(isCustom && parts.length > 0 && { parts }),
      ...(track && { track }),
    },
    schedule: { startDate, weekdays: [...weekdays].sort((a, b) => a - b), timeZone: deviceTimeZone() },
  };
  // The plan before it is made, on the last step, as the days are chosen.
  const preview = usePlanPreview(body, step === 'when' && weekdays.length > 0);

  /** A preview's suggestion changes the answer it names; the preview then follows. */
  const apply = (s: PlanSuggestion) => {
    if (s.change === 'minutes') {
      const preset = DAILY_PRESETS.find((m) => m === s.dailyMinutes);
      setPreset(preset ?? 'custom');
      if (!preset) setCustomMinutes(String(s.dailyMinutes));
    } else if (s.change === 'days') {
      // The very days the preview planned on, so the plan made is the one it showed.
      setWeekdays(s.weekdays);
    } else {
      setChangedTarget({ from: changedTarget?.from ?? target, to: s.targetLevel });
      setTarget(s.targetLevel);
    }
  };
  const undoTarget = () => {
    if (changedTarget) setTarget(changedTarget.from);
    setChangedTarget(undefined);
  };

  /** A correction from the read-back writes the answers it names; the preview then follows. */
  const correct = (answers: { currentLevel?: string; targetLevel?: string; track?: string }) => {
    if (answers.currentLevel !== undefined) setCurrent(answers.currentLevel);
    if (answers.targetLevel !== undefined) setTarget(answers.targetLevel);
    if (answers.track !== undefined) setTrack(answers.track);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validate();
    if (problem) return mark(...problem);
    reset();
    if (index < steps.length - 1) {
      setIndex(index + 1);
      return;
    }
    create.mutate({ body, idempotencyKey }, { onSuccess: (goal) => navigate(paths.goal(goal.id), { replace: true }) });
  };

  // Each new step takes the keyboard's focus, so it never drops to the page: its field when it opens
  // on one (autoFocus), else its chosen option, else its heading.
  const form = useRef<HTMLFormElement>(null);
  const shown = useRef(index);
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    const box = form.current;
    const active = document.activeElement;
    if (!box || (active && box.contains(active) && active.matches('input, textarea, select'))) return;
    const target =
      box.querySelector<HTMLElement>('input[type="radio"]:checked') ??
      box.querySelector<HTMLElement>('input[type="radio"]') ??
      box.querySelector<HTMLElement>('[data-step-heading]');
    target?.focus();
  }, [index]);

  const apiError = create.error instanceof ApiError ? create.error : undefined;
  return (
    <section className="mx-auto max-w-xl">
      {index === 0 ? (
        <Link to={back} className="text-sm text-brand-700 hover:underline">
          ← Back
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => {
            reset();
            setIndex(index - 1);
          }}
          className="text-sm text-brand-700 hover:underline"
        >
          ← Back
        </button>
      )}
      <p className="mt-4 text-sm font-medium text-slate-500">
        {isCustom ? 'Custom goal' : option} · Step {index + 1} of {steps.length}
      </p>
      <form
        ref={form}
        onSubmit={submit}
        className="mt-4 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        noValidate
      >
        {step === 'about' && (
          <>
            <h1 className="text-xl font-semibold">What is your goal?</h1>
            <Field
              label="Goal title"
              value={title}
              limit={LIMITS.title}
              onChange={editing('title', (e) => setTitle(e.target.value))}
              {...field('title')}
              placeholder="e.g. Run a 10k"
              autoFocus
            />
            <TextArea
              label="Describe it in a sentence or two"
              value={description}
              limit={LIMITS.description}
              onChange={editing('description', (e) => setDescription(e.target.value))}
              {...field('description')}
            />
            <TextArea
              label="Its parts, in the order you will learn them (optional)"
              hint={`One per line or separated by commas, up to ${LIMITS.parts.max}. Each gets a week of practice; without them, week 1 helps you find them.`}
              rows={3}
              value={partsText}
              onChange={editing('parts', (e) => setPartsText(e.target.value))}
              {...field('parts')}
              placeholder="e.g. throwing one ball, the two-ball exchange, the three-ball cascade"
            />
          </>
        )}
        {(step === 'current' || step === 'target') &&
          (() => {
            const q = question(step, option, isCustom ? title : undefined);
            const [value, set] = step === 'current' ? [current, setCurrent] : [target, setTarget];
            return (
              <>
                <h1 className="text-xl font-semibold">{q.label}</h1>
                <Field
                  key={step}
                  label={step === 'current' ? 'Current level' : 'Target level'}
                  value={value}
                  limit={LIMITS.answer}
                  onChange={editing(step, (e) => set(e.target.value))}
                  {...field(step)}
                  placeholder={q.placeholder}
                  autoFocus
                />
              </>
            );
          })()}
        {step === 'time' && (
          <fieldset className="flex flex-col gap-3">
            <legend className="text-xl font-semibold">How much time can you spend each day?</legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {DAILY_PRESETS.map((m) => (
                <label
                  key={m}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name="time" checked={preset === m} onChange={() => setPreset(m)} />
                  {m === 60 ? '1 hour / day' : `${m} min / day`}
                </label>
              ))}
              <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name="time" checked={preset === 'custom'} onChange={() => setPreset('custom')} />
                Custom
              </label>
            </div>
            {preset === 'custom' && (
              <Field
                label="Minutes per day"
                type="number"
                inputMode="numeric"
                min={LIMITS.dailyMinutes.min}
                max={LIMITS.dailyMinutes.max}
                value={customMinutes}
                onChange={editing('minutes', (e) => setCustomMinutes(e.target.value))}
                {...field('minutes')}
                autoFocus
              />
            )}
          </fieldset>
        )}
        {step === 'when' && (
          <>
            <h1 data-step-heading tabIndex={-1} className="text-xl font-semibold outline-none">
              When will you work on it?
            </h1>
            <p className="-mt-2 text-sm text-slate-600">Stride puts each day of your plan on these days. You can move it later.</p>
            <Field
              label="Start on"
              type="date"
              min={todayIn()}
              value={startDate}
              onChange={editing('startDate', (e) => setStartDate(e.target.value))}
              {...field('startDate')}
            />
            <WeekdayPicker
              value={weekdays}
              onChange={editing('weekdays', setWeekdays)}
              error={errors.weekdays}
              errorId="weekdays-error"
              dataField={field('weekdays')['data-field']}
            />
            {weekdays.length > 0 && (
              <PlanPreviewPanel
                preview={preview.data}
                pending={preview.isFetching}
                failed={preview.isError}
                limited={preview.limited}
                weekdays={weekdays}
                {...(changedTarget?.to === target && { changedTarget })}
                onSuggestion={apply}
                onUndoTarget={undoTarget}
              />
            )}
            {weekdays.length > 0 && preview.data?.reading && <PlanReadingPanel reading={preview.data.reading} onCorrect={correct} />}
          </>
        )}
        {apiError && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p>{apiError.message}</p>
            {apiError.code === 'PLAN_LIMIT' && (
              <>
                <p className="mt-1">
                  <LiftTheLimit />
                </p>
                <Link to={`${paths.settings}#plans`} className="mt-1 inline-block font-medium underline">
                  See the plans
                </Link>
              </>
            )}
          </div>
        )}
        <Button type="submit" disabled={create.isPending}>
          {index < steps.length - 1 ? 'Next' : create.isPending ? 'Creating your roadmap...' : 'Create my roadmap'}
        </Button>
      </form>
    </section>
  );
}
