import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { LIMITS, type Subtask, type Task } from '@contract';
import { useUpdateTask } from '@/api/tasks/update-task';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { lengthProblem } from '@/components/ui/field';
import { plural } from '@/lib/plural';

/** A new step's id, made here so the step can be ticked before the server has answered. */
export const newStepId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 8);

/**
 * A broken-down task's checklist: each step ticked on its own, a count of those done, and — once every
 * step is done and the task is not — the offer to complete the task (never done for the user: completing
 * is the one act that enters History).
 */
export function TaskSteps({ task, onCompleted }: { task: Task; onCompleted?: () => void }) {
  const update = useUpdateTask(task.id);
  const id = useId();
  const steps = task.subtasks ?? [];
  if (!steps.length) return null;
  const ref = { taskId: task.id, goalId: task.goalId, dayId: task.dayId };
  const done = steps.filter((s) => s.done).length;
  const allDone = done === steps.length && !task.completed;
  const tick = (stepId: string, done: boolean) => update.mutate({ ref, step: { id: stepId, done } });

  return (
    <div className="mt-1.5">
      <p id={`${id}-count`} className="text-xs text-slate-500">
        {done} of {plural(steps.length, 'step')}
      </p>
      <ul aria-label={`Steps of ${task.title}`} aria-describedby={`${id}-count`} className="mt-0.5 flex flex-col">
        {steps.map((step) => (
          <li key={step.id} data-step className="flex items-start gap-1 sm:gap-2 sm:py-0.5">
            <Checkbox id={`${id}-${step.id}`} checked={step.done} onChange={(e) => tick(step.id, e.target.checked)} className="sm:size-5" />
            <label
              htmlFor={`${id}-${step.id}`}
              className={cn('py-3 text-sm text-slate-700 sm:py-0', step.done && 'text-slate-500 line-through')}
            >
              {step.title}
            </label>
          </li>
        ))}
      </ul>
      <div role="status" className="text-sm">
        {allDone && (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
            All steps done.
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                update.mutate({ ref, patch: { completed: true } });
                onCompleted?.();
              }}
            >
              Complete task
            </Button>
          </p>
        )}
      </div>
    </div>
  );
}

/** The task editor's steps: rename, remove, add (up to LIMITS.subtasks.max). Empty ones are dropped on save. */
export function StepsEditor({ steps, onChange }: { steps: Subtask[]; onChange: (steps: Subtask[]) => void }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-sm text-slate-600">Steps</legend>
      {steps.map((step, i) => {
        const problem = lengthProblem(step.title.trim(), LIMITS.title);
        return (
          <div key={step.id} className="flex flex-col gap-0.5">
            <div className="flex items-center gap-1">
              <label htmlFor={`${id}-${step.id}`} className="sr-only">
                Step {i + 1}
              </label>
              <input
                id={`${id}-${step.id}`}
                value={step.title}
                onChange={(e) => onChange(steps.map((s) => (s.id === step.id ? { ...s, title: e.target.value } : s)))}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-${step.id}-error` : undefined}
                className={cn('min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm', problem && 'border-red-500')}
              />
              <button
                type="button"
                onClick={() => onChange(steps.filter((s) => s.id !== step.id))}
                aria-label={`Remove step ${i + 1}`}
                className="grid size-11 place-items-center rounded text-slate-500 hover:bg-slate-200 sm:size-8"
              >
                <X className="size-4" aria-hidden />
              </button>
            </div>
            {problem && (
              <p id={`${id}-${step.id}-error`} className="text-xs text-red-600">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      {steps.length < LIMITS.subtasks.max && (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          onClick={() => onChange([...steps, { id: newStepId(), title: '', done: false }])}
        >
          <Plus className="size-4" aria-hidden /> Add step
        </Button>
      )}
    </fieldset>
  );
}

/** The steps to save: trimmed, empty ones dropped. */
export const cleanSteps = (steps: Subtask[]) => steps.map((s) => ({ ...s, title: s.title.trim() })).filter((s) => s.title);

export const stepsProblem = (steps: Subtask[]) => steps.some((s) => lengthProblem(s.title.trim(), LIMITS.title));
