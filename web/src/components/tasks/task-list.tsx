import { EllipsisVertical, ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DIFFICULTIES, LIMITS, type Difficulty, type Subtask, type Task } from '@contract';
import { useAddTask } from '@/api/tasks/add-task';
import { useBreakDownTask } from '@/api/tasks/break-down-task';
import { useDeleteTask } from '@/api/tasks/delete-task';
import { useUpdateTask } from '@/api/tasks/update-task';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MenuButton } from '@/components/ui/menu';
import { cn } from '@/components/ui/cn';
import { lengthProblem } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { cleanSteps, StepsEditor, stepsProblem, TaskSteps } from './task-steps';

const badge: Record<Difficulty, string> = {
  easy: 'bg-emerald-50 text-emerald-700',
  medium: 'bg-amber-50 text-amber-700',
  hard: 'bg-rose-50 text-rose-700',
};

interface Draft {
  title: string;
  description: string;
  difficulty: Difficulty;
  /** A broken-down task's steps, edited with the task. */
  steps?: Subtask[];
}

const sameSteps = (a: Subtask[] = [], b: Subtask[] = []) => JSON.stringify(cleanSteps(a)) === JSON.stringify(cleanSteps(b));

function TaskForm({
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

function TaskItem({ task, onTicked, onDeleting }: { task: Task; onTicked?: () => void; onDeleting?: () => void }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const breakDown = useBreakDownTask();
  const ref = { taskId: task.id, goalId: task.goalId, dayId: task.dayId };
  // A goal task without steps can be broken down; a personal task has no steps.
  const canBreakDown = !!task.goalId && !!task.dayId && !task.subtasks?.length;
  // The action goes away once there are steps, so focus moves on to the first of them once they show.
  const focusSteps = useRef(false);
  const startBreakDown = () => {
    if (!task.goalId || !task.dayId) return;
    focusSteps.current = true;
    breakDown.mutate({ taskId: task.id, goalId: task.goalId, dayId: task.dayId }, { onError: () => (focusSteps.current = false) });
  };
  const row = useRef<HTMLLIElement>(null);
  const stepCount = task.subtasks?.length ?? 0;
  const stepsShown = stepCount > 0 && !breakDown.isPending;
  useEffect(() => {
    if (!focusSteps.current || !stepsShown) return;
    focusSteps.current = false;
    row.current?.querySelector<HTMLInputElement>('[data-step] input')?.focus();
  }, [stepsShown]);
  const deleteTask = () => {
    onDeleting?.();
    remove.mutate({ task });
  };
  const pending = task.id.startsWith('pending-');
  const checkboxId = useId();
  const returnFocus = useRef(false);
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  // Closing the editor hands focus back to what opened it: the task's Edit button, or its menu on a phone.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    const openers = [...(row.current?.querySelectorAll<HTMLElement>('[data-opens-editor]') ?? [])];
    (openers.find((el) => el.offsetParent !== null) ?? openers.at(-1))?.focus();
  }, [editing]);

  if (editing) {
    return (
      <li>
        <TaskForm
          initial={{ title: task.title, description: task.description, difficulty: task.difficulty, steps: task.subtasks }}
          submitLabel="Save"
          closeOnOutsideClick
          onCancel={stopEditing}
          onSubmit={({ steps, ...fields }) => {
            update.mutate({ ref, patch: sameSteps(steps, task.subtasks) ? fields : { ...fields, subtasks: steps } });
            stopEditing();
          }}
        />
      </li>
    );
  }
  return (
    <li ref={row} data-task={task.id} className="group flex items-start gap-1 rounded-lg py-0.5 hover:bg-slate-50 sm:gap-3 sm:px-2 sm:py-2">
      <Checkbox
        id={checkboxId}
        checked={task.completed}
        disabled={pending}
        onChange={(e) => {
          update.mutate({ ref, patch: { completed: e.target.checked } });
          if (e.target.checked) onTicked?.();
        }}
      />
      <div className="min-w-0 flex-1 py-2.5 sm:py-0.5">
        <label htmlFor={checkboxId} className={cn('block text-sm font-medium', task.completed && 'text-slate-500 line-through')}>
          {task.title}
        </label>
        {task.description && (
          <p className={cn('text-sm text-slate-600', task.completed && 'text-slate-500 line-through')}>{task.description}</p>
        )}
        <div className="mt-1 flex gap-2 text-xs">
          <span className={cn('rounded px-1.5 py-0.5 font-medium capitalize', badge[task.difficulty])}>{task.difficulty}</span>
          {task.estimatedMinutes && <span className="text-slate-500">{task.estimatedMinutes} min</span>}
        </div>
        {breakDown.isPending ? (
          <p className="mt-1.5 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4 text-brand-600" label="Breaking down" /> Breaking it into steps…
          </p>
        ) : (
          <TaskSteps task={task} onCompleted={onTicked} />
        )}
      </div>
      {/* Phones: one menu within a thumb's reach; larger screens: the two actions, shown on hover or focus. */}
      {!pending && (
        <MenuButton
          opensEditor
          className="sm:hidden"
          label={`Actions for ${task.title}`}
          icon={<EllipsisVertical className="size-5" aria-hidden />}
          items={[
            { label: 'Edit', icon: <Pencil className="size-4" aria-hidden />, onSelect: () => setEditing(true) },
            ...(canBreakDown
              ? [{ label: 'Break down', icon: <ListChecks className="size-4" aria-hidden />, onSelect: startBreakDown }]
              : []),
            { label: 'Delete', icon: <Trash2 className="size-4" aria-hidden />, onSelect: deleteTask, danger: true },
          ]}
        />
      )}
      <div className="hidden gap-1 sm:flex sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
        <button
          type="button"
          disabled={pending}
          onClick={() => setEditing(true)}
          data-opens-editor
          aria-label={`Edit ${task.title}`}
          className="rounded p-1.5 text-slate-500 hover:bg-slate-200"
        >
          <Pencil className="size-4" aria-hidden />
        </button>
        {canBreakDown && (
          <button
            type="button"
            disabled={pending || breakDown.isPending}
            onClick={startBreakDown}
            aria-label={`Break down ${task.title}`}
            title="Break into steps"
            className="rounded p-1.5 text-slate-500 hover:bg-slate-200"
          >
            <ListChecks className="size-4" aria-hidden />
          </button>
        )}
        <button
          type="button"
          disabled={pending}
          onClick={deleteTask}
          aria-label={`Delete ${task.title}`}
          className="rounded p-1.5 text-slate-500 hover:bg-red-100 hover:text-red-700"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}

/**
 * A day's tasks (or the personal list) with toggling, inline editing, deleting and adding.
 * `onAllDone` hears the tick that completes the list, with the list as it is then.
 */
export function TaskList({
  tasks,
  goalId,
  dayId,
  emptyText = 'No tasks yet.',
  onAllDone,
  canAdd = true,
  label,
}: {
  tasks: Task[];
  goalId?: string;
  dayId?: string;
  emptyText?: string;
  onAllDone?: (tasks: Task[]) => void;
  /** Whether the list offers "Add task" (a list of what was done earlier does not). */
  canAdd?: boolean;
  label?: string;
}) {
  const [adding, setAdding] = useState(false);
  const add = useAddTask();
  const list = useRef<HTMLDivElement>(null);
  // A deleted task's row is gone, and focus with it: it moves to the next task (or the one before, or Add task).
  const focusAfterDelete = useRef<{ deleted: string; next: string } | undefined>(undefined);
  const deleting = (id: string) => {
    const at = tasks.findIndex((t) => t.id === id);
    focusAfterDelete.current = { deleted: id, next: (tasks[at + 1] ?? tasks[at - 1])?.id ?? 'add' };
  };
  useEffect(() => {
    const pending = focusAfterDelete.current;
    if (!pending || tasks.some((t) => t.id === pending.deleted)) return; // wait until its row is gone
    focusAfterDelete.current = undefined;
    const target =
      pending.next === 'add'
        ? list.current?.querySelector<HTMLElement>('[data-add-task]')
        : list.current?.querySelector<HTMLElement>(`[data-task="${pending.next}"] input[type="checkbox"]`);
    target?.focus();
  }, [tasks]);
  const ticked = (id: string) => {
    if (onAllDone && tasks.every((t) => t.id === id || t.completed)) {
      onAllDone(tasks.map((t) => (t.id === id ? { ...t, completed: true } : t)));
    }
  };
  return (
    <div ref={list}>
      {tasks.length === 0 && !adding && <p className="px-2 py-2 text-sm text-slate-500">{emptyText}</p>}
      <ul className="flex flex-col" aria-label={label}>
        {tasks.map((t) => (
          <TaskItem key={t.id} task={t} onTicked={() => ticked(t.id)} onDeleting={() => deleting(t.id)} />
        ))}
      </ul>
      {!canAdd ? null : adding ? (
        <TaskForm
          initial={{ title: '', description: '', difficulty: 'medium' }}
          submitLabel="Save"
          onCancel={() => setAdding(false)}
          onSubmit={(draft) => {
            add.mutate({ ref: { goalId, dayId }, input: draft });
            setAdding(false);
          }}
        />
      ) : (
        <Button variant="ghost" size="sm" className="mt-1" onClick={() => setAdding(true)} data-add-task>
          <Plus className="size-4" aria-hidden /> Add task
        </Button>
      )}
    </div>
  );
}
