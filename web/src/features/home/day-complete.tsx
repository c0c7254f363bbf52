import { PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Day } from '@contract';
import { Button } from '@/components/ui/button';

/** How long "Day N complete" stays before the next day's tasks show. */
export const DAY_COMPLETE_MS = 2500;

const allDone = (day: Day | undefined) => !!day && day.tasks.length > 0 && day.tasks.every((t) => t.completed);

/**
 * The "Day N complete" moment of a goal's current day: `celebrate` starts it when the user ticks the
 * day's last task (not when a finished day merely loads), and it lasts DAY_COMPLETE_MS or until
 * dismissed. A tick that is rolled back (the same day, no longer all done) ends it at once.
 */
export function useDayComplete(day: Day | undefined) {
  const [completed, setCompleted] = useState<Day | null>(null);
  const rolledBack = !!completed && day?.id === completed.id && !allDone(day);

  useEffect(() => {
    if (!completed) return;
    const timer = setTimeout(() => setCompleted(null), DAY_COMPLETE_MS);
    return () => clearTimeout(timer);
  }, [completed]);

  return { completed: rolledBack ? null : completed, celebrate: setCompleted, dismiss: () => setCompleted(null) };
}

/** The moment itself: a short, still message (it only moves when the user allows motion). */
export function DayComplete({ day, lastDay, onContinue }: { day: Day; lastDay: boolean; onContinue: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-brand-50 px-4 py-6 text-center motion-safe:animate-pop">
      <PartyPopper className="size-8 text-brand-600" aria-hidden />
      <p className="font-semibold text-brand-700">Day {day.number} complete</p>
      <p className="text-sm text-slate-700">
        {lastDay
          ? 'That was the last day of your roadmap.'
          : day.tasks.length === 1
            ? 'Its task is done. Nice work.'
            : `All ${day.tasks.length} tasks done. Nice work.`}
      </p>
      {!lastDay && (
        <Button size="sm" variant="secondary" onClick={onContinue}>
          Show the next day
        </Button>
      )}
    </div>
  );
}
