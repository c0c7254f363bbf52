import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DIFFICULTIES, LIMITS, type Difficulty, type Subtask } from '@contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/components/ui/cn';
import { lengthProblem } from '@/components/ui/field';
import { cleanSteps, StepsEditor, stepsProblem } from './task-steps';

/** What the task form edits: a new task, or one being edited (with its steps, when broken down). */
export interface Draft {
  title: string;
  description: string;
  difficulty: Difficulty;
  /** A broken-down task's steps, edited with the task. */
  steps?: Subtask[];
}

export const sameSteps = (a: Subtask[] = [], b: Subtask[] = []) => JSON.stringify(cleanSteps(a)) === JSON.stringify(cleanSteps(b));

/** Adds or edits a task inline; Escape closes it, asking first when something was changed. */
export function TaskForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  closeOnOutsideClick,
}: {
  initial: Draft;
  submitLabel: string;
  onSubmit: (draft: Draft) => void;
  onCancel: () => void;
  closeOnOutsideClick?: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const id = useId();
  const changed =
    draft.title !== initial.title ||
    draft.description !== initial.description ||
    draft.difficulty !== initial.difficulty ||
    !sameSteps(draft.steps, initial.steps);
  // Too long is said at once, at the field, and never cut off mid-word.
  const titleProblem = lengthProblem(draft.title.trim(), LIMITS.title);
  const descriptionProblem = lengthProblem(draft.description.trim(), LIMITS.description);
  const invalidSteps = !!draft.steps && stepsProblem(draft.steps);

  useEffect(() => {
    if (!closeOnOutsideClick) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node) && !changed) onCancel();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [changed, closeOnOutsideClick, onCancel]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.title.trim() || titleProblem || descriptionProblem || invalidSteps) return;
    onSubmit({ ...draft, title: draft.title.trim(), description: draft.description.trim(), steps: draft.steps && cleanSteps(draft.steps) });
  };

  return (
    <>
      <form
        ref={ref}
        onSubmit={submit}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || askingToDiscard) return;
          // Escape closes an untouched form at once; edits are not thrown away without asking.
          e.preventDefault();
          if (changed) setAskingToDiscard(true);
          else onCancel();
        }}
        className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50/40 p-3"
      >
        <label htmlFor={`${id}-title`} className="sr-only">
          Task title
        </label>
        <input
          id={`${id}-title`}
          autoFocus
          value={draft.title}
          placeholder="Task title"
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? `${id}-title-error` : undefined}
          className={cn('rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm', titleProblem && 'border-red-500')}
        />
        {titleProblem && (
          <p id={`${id}-title-error`} className="text-xs text-red-600">
            {titleProblem}
          </p>
        )}
        <label htmlFor={`${id}-description`} className="sr-only">
          Description
        </label>
        <textarea
          id={`${id}-description`}
          value={draft.description}
          placeholder="Description (optional)"
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          aria-invalid={descriptionProblem ? true : undefined}
          aria-describedby={descriptionProblem ? `${id}-description-error` : undefined}
          className={cn('min-h-14 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm', descriptionProblem && 'border-red-500')}
        />
        {descriptionProblem && (
          <p id={`${id}-description-error`} className="text-xs text-red-600">
            {descriptionProblem}
          </p>
        )}
        {draft.steps && <StepsEditor steps={draft.steps} onChange={(steps) => setDraft({ ...draft, steps })} />}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-difficulty`} className="text-sm text-slate-600">
            Difficulty
          </label>
          <select
            id={`${id}-difficulty`}
            value={draft.difficulty}
            onChange={(e) => setDraft({ ...draft, difficulty: e.target.value as Difficulty })}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
          >
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {d[0]!.toUpperCase() + d.slice(1)}
              </option>
            ))}
          </select>
          <span className="ml-auto flex gap-2">
            <Button size="sm" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button size="sm" type="submit" disabled={!draft.title.trim() || !!titleProblem || !!descriptionProblem || invalidSteps}>
              {submitLabel}
            </Button>
          </span>
        </div>
      </form>
      <ConfirmDialog
        open={askingToDiscard}
        onOpenChange={setAskingToDiscard}
        title="Discard your changes?"
        description="What you changed in this task will be lost."
        confirmLabel="Discard"
        destructive
        onConfirm={() => {
          setAskingToDiscard(false);
          onCancel();
        }}
      />
    </>
  );
}
