import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, weekdayOf, WEEKDAY_NAMES, type HistorySummary } from '@contract';
import { useHistorySummary } from '@/api/history/get-history';
import { cn } from '@/components/ui/cn';
import { monthShort, monthYear, weekdayDayMonthYearLong } from '@/lib/dates';
import { plural } from '@/lib/plural';

/**
 * A year of completed tasks, a square a day (weeks across, Monday to Sunday down), loaded only with
 * History (decision 022). It is an ARIA grid: one Tab stop, arrows move a day or a week, Home and End
 * jump to the first and last day, and each day says its count; a table of months is its text
 * alternative.
 */

const LEVELS = ['bg-slate-100', 'bg-emerald-200', 'bg-emerald-400', 'bg-emerald-600', 'bg-emerald-800'];
const level = (count: number) => (count === 0 ? 0 : count === 1 ? 1 : count <= 3 ? 2 : count <= 5 ? 3 : 4);
const tasks = (n: number) => (n === 0 ? 'No tasks' : plural(n, 'task'));

interface Layout {
  /** weeks[w][d]: the date of weekday d (0 = Monday) of week w, or undefined outside the year. */
  weeks: (string | undefined)[][];
  dates: string[];
  counts: Map<string, number>;
}

export function layout(summary: HistorySummary): Layout {
  const counts = new Map(summary.days.map((d) => [d.date, d.count]));
  const dates: string[] = [];
  for (let d = summary.from; d <= summary.to; d = addDays(d, 1)) dates.push(d);
  const weeks: (string | undefined)[][] = [];
  const start = addDays(summary.from, -(weekdayOf(summary.from) - 1)); // the Monday of the first week
  for (let monday = start; monday <= summary.to; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((d) => (d >= summary.from && d <= summary.to ? d : undefined)));
  }
  return { weeks, dates, counts };
}

function MonthTable({ dates, counts }: Pick<Layout, 'dates' | 'counts'>) {
  const months = new Map<string, { tasks: number; days: number }>();
  for (const date of dates) {
    const count = counts.get(date) ?? 0;
    const month = months.get(date.slice(0, 7)) ?? { tasks: 0, days: 0 };
    months.set(date.slice(0, 7), { tasks: month.tasks + count, days: month.days + (count ? 1 : 0) });
  }
  return (
    <table className="mt-2 w-full max-w-md text-left text-sm">
      <caption className="sr-only">Completed tasks by month</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 font-medium">
            Month
          </th>
          <th scope="col" className="py-1 font-medium">
            Tasks
          </th>
          <th scope="col" className="py-1 font-medium">
            Days with a task
          </th>
        </tr>
      </thead>
      <tbody>
        {[...months].map(([month, m]) => (
          <tr key={month} className="border-t border-slate-100">
            <th scope="row" className="py-1 font-normal">
              {monthYear(`${month}-01`)}
            </th>
            <td className="py-1">{m.tasks}</td>
            <td className="py-1">{m.days}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Grid({ summary }: { summary: HistorySummary }) {
  const { weeks, dates, counts } = useMemo(() => layout(summary), [summary]);
  const [focused, setFocused] = useState(summary.to);
  const grid = useRef<HTMLTableElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen the year scrolls sideways: it opens on the newest weeks, as a phone reads it.
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [weeks]);
  const total = dates.reduce((n, d) => n + (counts.get(d) ?? 0), 0);
  const active = dates.filter((d) => counts.get(d)).length;

  const move = (e: KeyboardEvent) => {
    const step = { ArrowLeft: -7, ArrowRight: 7, ArrowUp: -1, ArrowDown: 1 }[e.key];
    let next: string | undefined;
    if (step) next = addDays(focused, step);
    if (e.key === 'Home') next = summary.from;
    if (e.key === 'End') next = summary.to;
    if (!next) return;
    e.preventDefault();
    if (next < summary.from || next > summary.to) return;
    setFocused(next);
    grid.current?.querySelector<HTMLElement>(`[data-date="${next}"]`)?.focus();
  };

  return (
    <>
      <p className="text-sm text-slate-600">
        {total ? `${tasks(total)} on ${plural(active, 'day')} in the last year.` : 'Nothing completed in the last year yet.'}
      </p>
      <p className="mt-1 text-xs text-slate-500 sm:hidden">Newest weeks first; scroll sideways for earlier months.</p>
      {/* The grid keeps its own width (a cell a day, labels on one line) and the box scrolls, rather than squeezing it. */}
      <div ref={scroller} className="mt-2 overflow-x-auto pb-1">
        <table
          ref={grid}
          role="grid"
          aria-label="Completed tasks per day, last 12 months"
          className="w-max border-separate border-spacing-[3px]"
          onKeyDown={move}
        >
          <thead aria-hidden>
            <tr>
              <td />
              {weeks.map((week, w) => {
                const first = week.find((d) => d?.endsWith('-01') || (w === 0 && d));
                // The first column names its month only when the next month starts at least 3 weeks on, so labels never overlap.
                const startsMonth =
                  first?.endsWith('-01') || (w === 0 && !weeks.slice(1, 3).some((x) => x.some((d) => d?.endsWith('-01'))));
                return (
                  // The label overhangs its one-cell column, nowrap, without widening it.
                  <td key={w} className="relative h-4 text-[10px] leading-none text-slate-600">
                    {first && startsMonth && <span className="absolute top-0 left-0 whitespace-nowrap">{monthShort(first)}</span>}
                  </td>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {WEEKDAY_NAMES.map((name, d) => (
              <tr key={name}>
                <th scope="row" className="pr-1 text-right text-[10px] leading-none font-normal whitespace-nowrap text-slate-600">
                  <span aria-hidden>{d % 2 === 0 ? name.slice(0, 3) : ''}</span>
                  <span className="sr-only">{name}</span>
                </th>
                {weeks.map((week, w) => {
                  const date = week[d];
                  if (!date) return <td key={w} role="gridcell" aria-hidden className="size-3 min-w-3" />;
                  const count = counts.get(date) ?? 0;
                  return (
                    <td
                      key={w}
                      role="gridcell"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={`${tasks(count)} on ${weekdayDayMonthYearLong(date)}`}
                      title={`${tasks(count)} on ${weekdayDayMonthYearLong(date)}`}
                      onFocus={() => setFocused(date)}
                      className={cn(
                        'size-3 min-w-3 rounded-sm outline-offset-1 focus-visible:outline-2 focus-visible:outline-brand-600',
                        LEVELS[level(count)],
                      )}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-700">
        {tasks(counts.get(focused) ?? 0)} on {weekdayDayMonthYearLong(focused)}
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 max-sm:min-h-11">Show as a table</summary>
        <MonthTable dates={dates} counts={counts} />
      </details>
    </>
  );
}

/** The heatmap of the History page, for `filter` as the History list has it ('' all, a goal id, 'personal'). */
export default function Heatmap({ filter }: { filter: string }) {
  const summary = useHistorySummary(filter);
  return (
    <section aria-labelledby="heatmap-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="heatmap-title" className="font-semibold">
        Your year
      </h2>
      {summary.isPending && <p className="mt-2 text-sm text-slate-600">Loading…</p>}
      {summary.isError && <p className="mt-2 text-sm text-red-700">Your year could not be loaded.</p>}
      {summary.isSuccess && <Grid summary={summary.data} />}
    </section>
  );
}
