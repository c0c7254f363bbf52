import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { addDays, todayIn, weekdayName, weekdayOf, type GoalSummary, type Task } from '@contract';
import { useRescheduleGoal } from '@/api/goals/reschedule-goal';
import { toast } from '@/components/ui/toast';
import { isStuck } from '@/api/goals/generation-wait';
import { useGoals } from '@/api/goals/get-goals';
import { usePersonalTasks, useRecentPersonalTasks } from '@/api/tasks/get-personal-tasks';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { ProgressBar } from '@/components/ui/progress';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { GoalEnd, isFinished } from '@/components/goals/goal-end';
import { goalLabels } from '@/components/goals/goal-labels';
import { StreakBadge } from '@/components/streak-badge';
import { TaskList } from '@/components/tasks/task-list';
import { useAuth } from '@/lib/auth';
import { weekdayDayMonthLong } from '@/lib/dates';
import { DayComplete, useDayComplete } from './day-complete';
import { ReviewDue } from './review-due';
import { plural } from '@/lib/plural';

const count = (tasks: Task[]) => `${tasks.filter((t) => t.completed).length}/${tasks.length}`;

function Section({ title, counter, children }: { title: string; counter: string; children: React.ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="flex items-baseline gap-2 text-lg font-semibold">
        {title}{' '}
        <span className="text-sm font-normal text-slate-500" aria-label={`${counter} completed`}>
          {counter}
        </span>
      </h2>
      <div className="mt-3 flex flex-col gap-4">{children}</div>
    </section>
  );
}

function TodayProgress({ goal, tasks }: { goal: GoalSummary; tasks: Task[] }) {
  const done = tasks.filter((t) => t.completed).length;
  return (
    <div className="mt-3 flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <span className="text-sm font-medium text-slate-700">Today</span>
        <div className="flex-1">
          <ProgressBar value={tasks.length ? (done / tasks.length) * 100 : 0} label={`Today's tasks of ${goal.title}`} />
        </div>
        <span className="text-sm font-medium whitespace-nowrap text-slate-700">
          {done} of {plural(tasks.length, 'task')}
        </span>
      </div>
      <p className="text-xs text-slate-500">
        Roadmap {goal.progress}% · {goal.completedDays} of {plural(goal.totalDays, 'day')} done
      </p>
    </div>
  );
}

/** "Tuesday" within the coming week, "Tuesday 8 December" further out. */
function whenIs(date: string, today: string): string {
  if (date === addDays(today, 1)) return 'tomorrow';
  return date <= addDays(today, 6) ? weekdayName(date) : weekdayDayMonthLong(date);
}

/** Why a goal shows no tasks today, and when its next day is. */
function waitingText(goal: GoalSummary, dayNumber: number, date: string, today: string): string {
  const when = whenIs(date, today);
  if (goal.completedDays === 0) return `Your plan starts ${when === 'tomorrow' ? when : `on ${when}`}.`;
  const label = goal.schedule.weekdays.includes(weekdayOf(today)) ? 'Done for today' : 'Rest day';
  return `${label} — next: Day ${dayNumber}, ${when}.`;
}

/** Behind the schedule: said plainly, with one way forward. */
function Behind({ goal }: { goal: GoalSummary }) {
  const reschedule = useRescheduleGoal(goal.id);
  const n = goal.behindDays;
  return (
    <div
      className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      role="group"
      aria-label="Behind schedule"
    >
      <p>
        {n === 1 ? 'One planned day went by' : `${n} planned days went by`} without being finished. That happens: move what is left so that
        it starts today.
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        disabled={reschedule.isPending}
        onClick={() =>
          reschedule.mutate(undefined, {
            onSuccess: () => toast({ title: 'Plan moved', description: 'Your next day is today. Days you finished stay where they were.' }),
            onError: (e) => toast({ variant: 'destructive', title: 'Error', description: e.message }),
          })
        }
      >
        {reschedule.isPending ? 'Moving your plan…' : 'Reschedule from today'}
      </Button>
    </div>
  );
}

const NONE: Task[] = [];

function GoalCard({ goal, label, onShown }: { goal: GoalSummary; label: string; onShown: (goalId: string, tasks: Task[]) => void }) {
  const day = goal.currentDay;
  const { completed, celebrate, dismiss } = useDayComplete(day);
  const [early, setEarly] = useState<string | null>(null);
  const today = todayIn(goal.schedule.timeZone);
  // The next day is not due yet: a rest day, or today's day already done.
  const waiting = goal.status === 'ready' && !!day && !day.isCompleted && !!day.date && day.date > today && early !== day.id;
  // The tasks this card shows as today's, for Home's count: the day just completed while its moment
  // lasts (the server already answers the next day), none while the next day is not due.
  const shown = completed?.tasks ?? (goal.status === 'ready' && day && !waiting ? day.tasks : NONE);
  useEffect(() => onShown(goal.id, shown), [goal.id, shown, onShown]);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <h3 className="line-clamp-2 font-semibold" title={label}>
          <Link to={paths.goal(goal.id)} className="hover:underline">
            {label}
          </Link>
        </h3>
        {goal.currentWeek && day && (
          <p className="text-sm text-slate-600">
            {goal.currentWeek.title} · Day {day.number}
          </p>
        )}
      </div>
      {goal.status === 'ready' && goal.behindDays > 0 && <Behind goal={goal} />}
      {goal.status === 'ready' && <ReviewDue goal={goal} />}
      {goal.status === 'ready' && day && !waiting && <TodayProgress goal={goal} tasks={completed?.tasks ?? day.tasks} />}
      {/* Always in the page, so that screen readers hear it change. */}
      <p role="status" className="sr-only">
        {completed ? `Day ${completed.number} complete` : ''}
      </p>
      <div className="mt-3">
        {goal.status === 'generating' && !isStuck(goal) && <p className="text-sm text-slate-600">Generating your roadmap…</p>}
        {(goal.status === 'failed' || isStuck(goal)) && (
          <p className="text-sm text-red-700">
            {goal.status === 'failed'
              ? 'The roadmap could not be generated.'
              : 'Generating this roadmap is taking far longer than it should.'}{' '}
            <Link to={paths.goal(goal.id)} className="underline">
              Open the goal to retry
            </Link>
          </p>
        )}
        {completed ? (
          <DayComplete day={completed} lastDay={goal.completedDays >= goal.totalDays - 1} onContinue={dismiss} />
        ) : isFinished(goal) ? (
          <GoalEnd goal={goal} />
        ) : waiting ? (
          <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
            <p>{waitingText(goal, day.number, day.date!, today)}</p>
            <Button size="sm" variant="ghost" className="mt-1" onClick={() => setEarly(day.id)}>
              Start Day {day.number} now
            </Button>
          </div>
        ) : (
          goal.status === 'ready' &&
          day && <TaskList tasks={day.tasks} goalId={goal.id} dayId={day.id} onAllDone={(tasks) => celebrate({ ...day, tasks })} />
        )}
      </div>
    </article>
  );
}

/**
 * Personal tasks completed before today leave the list (they are in History); the last week's are a
 * click away, and unticking one brings it back.
 */
function EarlierDone() {
  const [open, setOpen] = useState(false);
  const recent = useRecentPersonalTasks(open);
  return (
    <details className="mt-2 border-t border-slate-100 pt-2" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer px-2 text-sm font-medium text-slate-600 max-sm:min-h-11">Completed earlier this week</summary>
      {recent.isPending && open && <p className="px-2 py-2 text-sm text-slate-500">Loading…</p>}
      {recent.isError && <p className="px-2 py-2 text-sm text-red-700">These could not be loaded.</p>}
      {recent.isSuccess && (
        <TaskList tasks={recent.data} canAdd={false} label="Completed earlier this week" emptyText="Nothing completed earlier this week." />
      )}
    </details>
  );
}

/**
 * "Welcome back" only to someone who has been here before: the first Home this user opens in this
 * browser says "Welcome". Remembered per user in localStorage, and only after it was shown.
 */
function useReturning(userId: string | undefined): boolean {
  const key = `stride.seenHome.${userId}`;
  const read = () => !!userId && localStorage.getItem(key) !== null;
  // As it was when this user first showed here (the session may load after the first render).
  const [seen, setSeen] = useState(() => ({ userId, returning: read() }));
  if (seen.userId !== userId) setSeen({ userId, returning: read() });
  useEffect(() => {
    if (userId) localStorage.setItem(key, '1');
  }, [key, userId]);
  return seen.userId === userId ? seen.returning : read();
}

export function HomePage() {
  const { user } = useAuth();
  const returning = useReturning(user?.id);
  const goals = useGoals();
  const personal = usePersonalTasks();
  // What each goal's card shows as today's tasks, so that the count beside "Goal tasks" agrees with it.
  const [shown, setShown] = useState<Record<string, Task[]>>({});
  const onShown = useCallback(
    (goalId: string, tasks: Task[]) => setShown((now) => (now[goalId] === tasks ? now : { ...now, [goalId]: tasks })),
    [],
  );

  if (goals.isPending || personal.isPending) {
    return <LoadingScreen title="Loading Your Tasks" text="Stay focused, your tasks are on their way!" />;
  }
  // Archived goals rest in the sidebar and History, not on Home.
  const active = (goals.data ?? []).filter((g) => !g.archivedAt);
  const goalTasks = active.flatMap((g) => shown[g.id] ?? g.currentDay?.tasks ?? []);
  const labels = goalLabels(active);
  return (
    <div>
      <h1 className="text-2xl font-bold">
        {returning ? 'Welcome back' : 'Welcome'}, {user?.firstName || 'Guest'}
      </h1>
      <p className="mt-1 text-slate-600">Here is what today holds.</p>
      <StreakBadge />

      <Section title="Personal Tasks" counter={count(personal.data ?? [])}>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          {personal.isError ? (
            <LoadFailed what="Your personal tasks" onRetry={() => void personal.refetch()} className="text-sm" />
          ) : (
            <TaskList tasks={personal.data ?? []} emptyText="Nothing here yet. Add a task for today." />
          )}
          <EarlierDone />
        </div>
      </Section>

      <Section title="Goal tasks" counter={count(goalTasks)}>
        {goals.isError && <LoadFailed what="Your goals" onRetry={() => void goals.refetch()} className="text-sm" />}
        {goals.isSuccess && active.length === 0 && (
          <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-center">
            <p className="text-slate-700">{goals.data.length ? 'Every goal you had is archived.' : 'You have no goals yet.'}</p>
            <Link
              to={paths.goals}
              className="mt-3 inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 max-sm:min-h-11"
            >
              {goals.data.length ? 'Set a new goal' : 'Set your first goal'}
            </Link>
          </div>
        )}
        {active.map((goal) => (
          <GoalCard key={goal.id} goal={goal} label={labels.get(goal.id)!} onShown={onShown} />
        ))}
      </Section>
    </div>
  );
}
