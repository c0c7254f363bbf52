import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { Goal } from '@contract';
import { useDeleteGoal } from '@/api/goals/delete-goal';
import { useGoal } from '@/api/goals/get-goal';
import { isStuck } from '@/api/goals/generation-wait';
import { useRetryGoal } from '@/api/goals/retry-goal';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageTitle } from '@/components/ui/page-title';
import { ProgressBar } from '@/components/ui/progress';
import { LoadingScreen, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { weekdayDayMonth } from '@/lib/dates';
import { plural } from '@/lib/plural';
import { paths } from '@/config/paths';
import { GoalEnd, isFinished } from '@/components/goals/goal-end';
import { TaskList } from '@/components/tasks/task-list';
import { AdjustPlan } from './adjust-plan';
import { GoalHeader } from './goal-header';
import { WeekReviews } from './week-review';

/** Charts load with the goal page only, outside the first visit's JavaScript. */
const ProgressChart = lazy(() => import('./progress-chart'));

function currentWeekNumber(goal: Goal): number {
  const weeks = goal.weeks ?? [];
  return (weeks.find((w) => w.days.some((d) => !d.isCompleted)) ?? weeks[weeks.length - 1])?.number ?? 1;
}

function Roadmap({ goal }: { goal: Goal }) {
  const current = currentWeekNumber(goal);
  return (
    <ol className="mt-6 flex flex-col gap-3">
      {goal.weeks?.map((week) => (
        <li key={week.id}>
          <Collapsible.Root defaultOpen={week.number === current} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <Collapsible.Trigger className="group flex w-full items-center justify-between gap-3 p-4 text-left">
              <span className="font-semibold">{week.title}</span>
              <span className="flex items-center gap-2 text-sm text-slate-500">
                {week.days.filter((d) => d.isCompleted).length}/{plural(week.days.length, 'day')}
                <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
              </span>
            </Collapsible.Trigger>
            <Collapsible.Content className="border-t border-slate-100 px-4 pb-4">
              <p className="mt-3 text-sm text-slate-600">{week.description}</p>
              <ol className="mt-3 flex flex-col gap-2">
                {week.days.map((day) => (
                  <li key={day.id}>
                    <Collapsible.Root className="rounded-xl border border-slate-100">
                      <Collapsible.Trigger className="group flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm max-sm:min-h-11">
                        <span className={day.isCompleted ? 'text-slate-500' : 'font-medium'}>
                          {day.isCompleted && <span aria-label="Completed">✓ </span>}
                          {day.title}
                        </span>
                        <span className="ml-auto flex shrink-0 items-center gap-2 text-xs text-slate-500">
                          {day.date && <time dateTime={day.date}>{weekdayDayMonth(day.date)}</time>}
                          <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
                        </span>
                      </Collapsible.Trigger>
                      <Collapsible.Content className="px-2 pb-2">
                        <TaskList tasks={day.tasks} goalId={goal.id} dayId={day.id} />
                      </Collapsible.Content>
                    </Collapsible.Root>
                  </li>
                ))}
              </ol>
            </Collapsible.Content>
          </Collapsible.Root>
        </li>
      ))}
    </ol>
  );
}

/** A goal's address that leads nowhere (deleted, mistyped, another person's) goes Home, saying why. */
function GoalNotFound({ missing }: { missing: boolean }) {
  useEffect(() => {
    toast(
      missing
        ? { variant: 'destructive', title: 'Goal not found', description: 'It may have been deleted. Your goals are listed on Home.' }
        : { variant: 'destructive', title: 'The goal could not be loaded', description: 'Please try again in a moment.' },
    );
  }, [missing]);
  return <Navigate to={paths.home} replace />;
}

export function GoalPage() {
  const { goalId: raw = '' } = useParams();
  const goalId = decodeURIComponent(raw).replace(/^goal#/i, '');
  const navigate = useNavigate();
  const goal = useGoal(goalId);
  const retry = useRetryGoal(goalId);
  const remove = useDeleteGoal();
  const [confirming, setConfirming] = useState(false);

  if (!goalId) return <Navigate to={paths.root} replace />;
  if (goal.isPending) return <LoadingScreen title="Loading goal details..." text="If nothing appears, the goal might not exist." />;
  if (goal.isError) return <GoalNotFound missing={goal.error instanceof ApiError && goal.error.status === 404} />;
  const g = goal.data;
  const weeks = g.weeks?.length ?? g.totalWeeks;

  return (
    <div>
      <PageTitle title={g.title} />
      <GoalHeader goal={g} onDelete={() => setConfirming(true)} />

      {g.status === 'generating' && !isStuck(g) && (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 text-center" role="status">
          <Spinner className="size-8 text-brand-600" label="Generating" />
          <p className="text-lg font-semibold">Generating your roadmap…</p>
          <p className="text-sm text-slate-600">Stride is planning your weeks, days and tasks. This usually takes a few seconds.</p>
        </div>
      )}
      {(g.status === 'failed' || isStuck(g)) && (
        <div className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6" role="alert">
          <p className="font-semibold text-red-800">
            {g.status === 'failed' ? 'The roadmap could not be generated.' : 'Generating this roadmap is taking far longer than it should.'}
          </p>
          <p className="mt-1 text-sm text-red-700">
            {g.status === 'failed' ? g.failureReason : 'Something went wrong on the way. Retry to start it over.'}
          </p>
          <Button
            className="mt-4"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(undefined, { onError: (e) => toast({ variant: 'destructive', title: 'Error', description: e.message }) })
            }
          >
            {retry.isPending ? 'Retrying…' : 'Retry'}
          </Button>
        </div>
      )}
      {g.status === 'ready' && (
        <>
          {(g.archivedAt || isFinished(g)) && (
            <div className="mt-6">
              <GoalEnd goal={g} />
            </div>
          )}
          <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-baseline justify-between">
              <h2 className="font-semibold">Goal Progress</h2>
              <span className="text-sm text-slate-600">
                Week {currentWeekNumber(g)} / {weeks}
              </span>
            </div>
            <div className="mt-3">
              <ProgressBar value={g.progress} label="Goal progress" />
            </div>
            <p className="mt-2 text-sm text-slate-600">{g.progress}% completed</p>
          </section>
          <Suspense fallback={null}>
            <ProgressChart goal={g} />
          </Suspense>
          <WeekReviews goalId={g.id} />
          <div className="mt-4">
            <AdjustPlan goal={g} />
          </div>
          {g.category === 'custom' && g.generatedBy === 'builtin' && (
            <p className="mt-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
              This plan was made offline. It structures your practice — define done, a baseline, focused practice with feedback, checkpoints
              — but it does not know the field of your goal. Connecting an AI model to Stride (the README explains how) makes plans for
              custom goals specific.
            </p>
          )}
          <Roadmap goal={g} />
        </>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Are you sure?"
        description="This action cannot be undone. This will permanently delete your goal and remove all associated tasks and progress, including its completed tasks in your History."
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete Goal'}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(g.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Goal deleted', description: `"${g.title}" and its tasks were deleted.` });
              navigate(paths.root, { replace: true });
            },
            onError: (e) => toast({ variant: 'destructive', title: 'Error', description: e.message }),
          })
        }
      />
    </div>
  );
}
