import { addDays, todayIn, type Goal } from '@contract';
import { dayMonthYear } from '@/lib/dates';

/**
 * The goal page's progress over time: tasks done per week against those planned, and when the user
 * would finish at the pace of their last four weeks — once two weeks of activity give a pace. Loaded with the goal page only (decision 022);
 * a table, so the figures are there for every reader, with the bars drawn in its cells.
 */

const PACE_WINDOW_DAYS = 28;

/** The date each completed day was finished: the date its last task was done. */
function finishedDates(goal: Goal): string[] {
  return (goal.weeks ?? [])
    .flatMap((w) => w.days)
    .filter((d) => d.isCompleted && d.tasks.length)
    .map((d) =>
      d.tasks
        .map((t) => t.completedAt ?? '')
        .sort()
        .at(-1)!
        .slice(0, 10),
    )
    .filter(Boolean);
}

/** A pace is read only after this much real activity: the first day done at least two weeks ago. */
export const PACE_AFTER_DAYS = 14;

/**
 * Completed days a week over the last four weeks (or since the first day was done, when that is
 * nearer): a day counts on the date its last task was done. Undefined before two weeks of activity — a
 * first day's pace says nothing yet, and a forecast from it discourages.
 */
export function pace(goal: Goal, today: string): number | undefined {
  const dates = finishedDates(goal);
  const first = dates.toSorted()[0];
  if (!first || first > addDays(today, -PACE_AFTER_DAYS)) return undefined;
  const since = addDays(today, -PACE_WINDOW_DAYS);
  const window = first > since ? daysBetween(first, today) : PACE_WINDOW_DAYS;
  return (dates.filter((date) => date > since).length * 7) / window;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A pace as a person says it: "about a day a week", "about 3 days a week", "less than a day a week". */
export function paceWords(perWeek: number): string {
  if (perWeek < 0.75) return 'less than a day a week';
  const days = Math.round(perWeek);
  return days === 1 ? 'about a day a week' : `about ${days} days a week`;
}

/** When the remaining days would be done at `perWeek` days a week, from `today`. */
export function projectedFinish(remainingDays: number, perWeek: number, today: string): string | undefined {
  if (perWeek <= 0) return undefined;
  return addDays(today, Math.ceil((remainingDays / perWeek) * 7));
}

export default function ProgressChart({ goal }: { goal: Goal }) {
  const weeks = goal.weeks ?? [];
  const today = todayIn(goal.schedule.timeZone);
  const perWeek = pace(goal, today);
  const remaining = goal.totalDays - goal.completedDays;
  const finish = perWeek === undefined ? undefined : projectedFinish(remaining, perWeek, today);
  const planned = weeks.flatMap((w) => w.days).at(-1)?.date;
  const forecast = () => {
    if (remaining === 0) return 'Every day of this plan is done.';
    if (perWeek === undefined) return 'After two weeks of days done, this says when you would finish at your pace.';
    if (!finish) return 'No day was finished in the last four weeks. When you pick it up again, this says when you would finish.';
    const ends = planned ? ` The plan ends ${dayMonthYear(planned)}.` : '';
    const behind = planned && finish > planned ? ' Each extra day a week brings it nearer.' : '';
    return `At your pace — ${paceWords(perWeek)} lately — you would finish around ${dayMonthYear(finish)}.${ends}${behind}`;
  };

  return (
    <section aria-labelledby="progress-chart-title" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="progress-chart-title" className="font-semibold">
        Week by week
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="projection">
        {forecast()}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Tasks done per week, against those planned</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="w-20 py-1 font-medium">
              Week
            </th>
            <th scope="col" className="py-1 font-medium">
              Done of planned
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => {
            const tasks = week.days.flatMap((d) => d.tasks);
            const done = tasks.filter((t) => t.completed).length;
            const share = tasks.length ? done / tasks.length : 0;
            return (
              <tr key={week.id}>
                <th scope="row" className="py-1 font-normal text-slate-700">
                  Week {week.number}
                </th>
                <td className="py-1">
                  <div className="flex items-center gap-2">
                    <div aria-hidden className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100">
                      <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.round(share * 100)}%` }} />
                    </div>
                    <span className="w-24 shrink-0 text-right text-slate-700">
                      {done} of {tasks.length}
                    </span>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
