import { lazy, Suspense, useState } from 'react';
import type { HistoryItem } from '@contract';
import { useGoals } from '@/api/goals/get-goals';
import { useHistory } from '@/api/history/get-history';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadingScreen } from '@/components/ui/spinner';
import { groupByDay } from './group-by-day';

/** The heatmap loads only with History, outside the first visit's JavaScript. */
const Heatmap = lazy(() => import('./heatmap'));

function label(item: HistoryItem): string {
  if (!item.goalId) return 'Personal Task';
  return item.goalTitle ?? 'Unknown Goal';
}

export function HistoryPage() {
  const [filter, setFilter] = useState('');
  const goals = useGoals();
  const history = useHistory(filter);
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  const groups = groupByDay(items);

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">History</h1>
        <div className="flex max-w-full min-w-0 flex-col gap-1">
          <label htmlFor="history-filter" className="text-sm font-medium text-slate-700">
            Show
          </label>
          <select
            id="history-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className="w-full max-w-xs truncate rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm max-sm:min-h-11"
          >
            <option value="">All Tasks</option>
            {goals.data?.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
            <option value="personal">Personal Tasks</option>
          </select>
        </div>
      </div>
      <Suspense fallback={<p className="mt-6 text-sm text-slate-600">Loading your year…</p>}>
        <Heatmap filter={filter} />
      </Suspense>
      {history.isPending && <LoadingScreen title="Loading history…" />}
      {history.isError && <LoadFailed what="Your history" onRetry={() => void history.refetch()} className="mt-6" />}
      {history.isSuccess && groups.length === 0 && (
        <p className="mt-10 text-center text-slate-500">
          {/* The server looks through part of a long history per request; older entries may still match. */}
          {history.hasNextPage ? 'None among your most recent completed tasks.' : 'No completed tasks found.'}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-6">
        {groups.map((group) => (
          <section key={group.key} aria-label={group.heading}>
            <h2 className="text-sm font-semibold text-slate-500">{group.heading}</h2>
            <ul className="mt-2 flex flex-col gap-2">
              {group.items.map((item) => (
                <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
                  <p className="font-medium text-slate-500 line-through">{item.title}</p>
                  {item.description && <p className="text-sm text-slate-500 line-through">{item.description}</p>}
                  <span className="mt-1 inline-block rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                    {label(item)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {history.hasNextPage && (
        <div className="mt-6 text-center">
          <Button variant="secondary" disabled={history.isFetchingNextPage} onClick={() => history.fetchNextPage()}>
            {history.isFetchingNextPage ? 'Loading…' : groups.length === 0 ? 'Look further back' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
