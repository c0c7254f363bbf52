import { EllipsisVertical, ListChecks, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Difficulty, Task } from '@contract';
import { useBreakDownTask } from '@/api/tasks/break-down-task';
import { useDeleteTask } from '@/api/tasks/delete-task';
import { useUpdateTask } from '@/api/tasks/update-task';
import { Checkbox } from '@/components/ui/checkbox';
import { MenuButton } from '@/components/ui/menu';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { sameSteps, TaskForm } from './task-form';
import { SaveState } from './save-state';
import { TaskSteps } from './task-steps';

const badge: Record<Difficulty, string> = {
  easy: 'bg-emerald-50 text-emerald-700',
  medium: 'bg-amber-50 text-amber-700',
  hard: 'bg-rose-50 text-rose-700',
};

/** One thing a task row offers: in the phone's menu and as a button on larger screens. */
interface TaskAction {
  key: 'edit' | 'breakDown' | 'delete';
  label: string;
  icon: LucideIcon;
  danger?: boolean;
  /** Opens the editor, so focus comes back to it when the editor closes. */
  opensEditor?: boolean;
  /** Running now: its button waits. */
  busy?: boolean;
  hint?: string;
}

/** A task with its checkbox, details, steps and actions; edited in place. */
export function TaskItem({ task, onTicked, onDeleting }: { task: Task; onTicked?: () => void; onDeleting?: () => void }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTask(task.id);
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

  // Each action once, for the phone's menu and the larger screen's buttons alike.
  const actions: TaskAction[] = [
    { key: 'edit', label: 'Edit', icon: Pencil, opensEditor: true },
    ...(canBreakDown
      ? [{ key: 'breakDown', label: 'Break down', icon: ListChecks, busy: breakDown.isPending, hint: 'Break into steps' } as const]
      : []),
    { key: 'delete', label: 'Delete', icon: Trash2, danger: true },
  ];
  const perform: Record<TaskAction['key'], () => void> = { edit: () => setEditing(true), breakDown: startBreakDown, delete: deleteTask };

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
          <SaveState taskId={task.id} />
        </div>
        {breakDown.isPending ? (
          <p className="mt-1.5 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4 text-brand-600" label="Breaking down" /> Breaking it into steps…
          </p>
        ) : (
          <TaskSteps task={task} onCompleted={onTicked} />
        )}
      </div>
      {/* Phones: one menu within a thumb's reach; larger screens: the same actions as buttons, shown on hover or focus. */}
      {!pending && (
        <MenuButton
          opensEditor
          className="sm:hidden"
          label={`Actions for ${task.title}`}
          icon={<EllipsisVertical className="size-5" aria-hidden />}
          items={actions.map(({ key, label, icon: Icon, danger }) => ({
            label,
            icon: <Icon className="size-4" aria-hidden />,
            // eslint-disable-next-line react-hooks/refs -- the menu calls it on a click, not while rendering
            onSelect: perform[key],
            ...(danger && { danger }),
          }))}
        />
      )}
      <div className="hidden gap-1 sm:flex sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
        {actions.map(({ key, label, icon: Icon, danger, opensEditor, busy, hint }) => (
          <button
            key={key}
            type="button"
            disabled={pending || busy}
            onClick={perform[key]}
            {...(opensEditor && { 'data-opens-editor': true })}
            aria-label={`${label} ${task.title}`}
            title={hint}
            className={cn('rounded p-1.5 text-slate-500', danger ? 'hover:bg-red-100 hover:text-red-700' : 'hover:bg-slate-200')}
          >
            <Icon className="size-4" aria-hidden />
          </button>
        ))}
      </div>
    </li>
  );
}
