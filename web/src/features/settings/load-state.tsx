import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';

/** A Settings section's data on its way ("Checking…"), or not come ("Your … could not be loaded", Try again). */
export function LoadState({ query, what }: { query: UseQueryResult; what: string }) {
  if (query.isPending) return <p className="mt-2 text-sm text-slate-600">Checking…</p>;
  if (!query.isError) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">Your {what} could not be loaded.</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  );
}
