import { Archive, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LIMITS, type Goal } from '@contract';
import { useArchiveGoal } from '@/api/goals/archive-goal';
import { useRenameGoal } from '@/api/goals/rename-goal';
import { Button } from '@/components/ui/button';
import { Field, lengthProblem } from '@/components/ui/field';
import { isFinished } from '@/components/goals/goal-end';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';

const iconButton = 'grid shrink-0 place-items-center rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 max-sm:size-11';

/**
 * The goal's name and description, with what can be done to the goal as a whole: rename it (any goal),
 * archive it (a plan with a roadmap, at any time — its History stays and Restore brings it back), and
 * delete it (asked first, by the page).
 */
export function GoalHeader({ goal, onDelete }: { goal: Goal; onDelete: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameGoal(goal.id);
  const archive = useArchiveGoal(goal.id);
  const [draft, setDraft] = useState(goal.title);
  const [error, setError] = useState<string>();
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (renaming || !returnFocus.current) return;
    returnFocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);
  const stop = () => {
    returnFocus.current = true;
    setRenaming(false);
    setError(undefined);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const title = draft.trim();
    const problem = !title ? 'Please name your goal.' : lengthProblem(title, LIMITS.title);
    if (problem) return setError(problem);
    if (title === goal.title) return stop();
    rename.mutate(title, {
      onSuccess: () => {
        stop();
        toast({ title: 'Goal renamed', description: title });
      },
      onError: (e) =>
        e instanceof ApiError && e.field === 'title'
          ? setError(e.message)
          : toast({ variant: 'destructive', title: 'Could not rename the goal', description: e.message }),
    });
  };
  // Archiving is offered here at any time; a finished plan offers it in its own moment (GoalEnd).
  const canArchive = goal.status === 'ready' && !goal.archivedAt && !isFinished(goal);

  if (renaming) {
    return (
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Rename goal">
        <Field
          className="flex-1"
          label="Goal name"
          value={draft}
          limit={LIMITS.title}
          error={error}
          autoFocus
          onChange={(e) => {
            setDraft(e.target.value);
            setError(undefined);
          }}
          onKeyDown={(e) => e.key === 'Escape' && stop()}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="ghost" onClick={stop}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold break-words">{goal.title}</h1>
        {goal.description && <p className="mt-1 text-slate-600">{goal.description}</p>}
      </div>
      <div className="flex shrink-0 gap-1">
        <button
          ref={renameButton}
          type="button"
          onClick={() => {
            setDraft(goal.title);
            setRenaming(true);
          }}
          aria-label="Rename goal"
          title="Rename"
          className={iconButton}
        >
          <Pencil className="size-5" aria-hidden />
        </button>
        {canArchive && (
          <button
            type="button"
            disabled={archive.isPending}
            onClick={() =>
              archive.mutate(undefined, {
                onSuccess: () =>
                  toast({ title: 'Goal archived', description: 'Its tasks stay in your History. Restore it from this page at any time.' }),
                onError: (e) => toast({ variant: 'destructive', title: 'Could not archive the goal', description: e.message }),
              })
            }
            aria-label="Archive goal"
            title="Archive"
            className={iconButton}
          >
            <Archive className="size-5" aria-hidden />
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          aria-label="Delete goal"
          title="Delete"
          className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
        >
          <Trash2 className="size-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}
