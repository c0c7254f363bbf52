import { Archive, ArchiveRestore, Trophy } from 'lucide-react';
import type { Goal } from '@contract';
import { useArchiveGoal, useRestoreGoal } from '@/api/goals/archive-goal';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { longDateOf } from '@/lib/dates';

/** Every day of the plan is done. */
export const isFinished = (goal: Pick<Goal, 'status' | 'totalDays' | 'completedDays'>) =>
  goal.status === 'ready' && goal.totalDays > 0 && goal.completedDays >= goal.totalDays;

/**
 * How a goal ends: the moment its last day is done, with the offer to archive it (it keeps its History
 * and frees the plan's slot), and, once archived, the way back. Shown on Home and on the goal page.
 */
export function GoalEnd({ goal }: { goal: Goal }) {
  const archive = useArchiveGoal(goal.id);
  const restore = useRestoreGoal(goal.id);
  const failed = (title: string) => (error: Error) => toast({ variant: 'destructive', title, description: error.message });

  if (goal.archivedAt) {
    return (
      <section aria-label="Archived" className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p>
          Archived on {longDateOf(goal.archivedAt)}. Its tasks stay in your History, and it no longer counts as one of your plan’s goals.
        </p>
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          disabled={restore.isPending}
          onClick={() =>
            restore.mutate(undefined, { onSuccess: () => toast({ title: 'Goal restored' }), onError: failed('Could not restore the goal') })
          }
        >
          <ArchiveRestore className="size-4" aria-hidden /> Restore
        </Button>
      </section>
    );
  }
  if (!isFinished(goal)) return null;
  return (
    <section aria-label="Goal complete" className="flex flex-col items-center gap-2 rounded-2xl bg-brand-50 px-4 py-6 text-center">
      <Trophy className="size-8 text-brand-600" aria-hidden />
      <p className="font-semibold text-brand-700">You finished “{goal.title}”</p>
      <p className="max-w-prose text-sm text-slate-700">
        {goal.totalDays === 1 ? 'The plan’s day is done.' : `All ${goal.totalDays} days of the plan are done.`} Archive it to keep it with
        its History and make room for your next goal.
      </p>
      <Button
        size="sm"
        disabled={archive.isPending}
        onClick={() =>
          archive.mutate(undefined, {
            onSuccess: () =>
              toast({ title: 'Goal archived', description: 'It is kept with its History; your plan has room for a new goal.' }),
            onError: failed('Could not archive the goal'),
          })
        }
      >
        <Archive className="size-4" aria-hidden /> Archive goal
      </Button>
    </section>
  );
}
