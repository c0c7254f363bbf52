import { Flame, Snowflake } from 'lucide-react';
import { useStreak } from '@/api/me/get-profile';
import { cn } from '@/components/ui/cn';
import { dayMonth } from '@/lib/dates';
import { plural } from '@/lib/plural';

/**
 * The user's streak: days in a row with something done, where days off never count against it and up
 * to two missed days a month are forgiven (freezes). `compact` is the sidebar's one line.
 */
export function StreakBadge({ compact }: { compact?: boolean }) {
  const streak = useStreak();
  if (!streak.data) return null;
  const { current, longest, freezesLeft, frozen } = streak.data;
  const days = `${current}-day streak`;
  if (compact) {
    return (
      <p className="flex items-center gap-2 px-3 text-sm text-slate-700">
        <Flame className={cn('size-4', current ? 'text-orange-600' : 'text-slate-400')} aria-hidden />
        {current ? days : 'No streak yet'}
      </p>
    );
  }
  return (
    <section
      aria-label="Streak"
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl border border-orange-200 bg-orange-50 px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-orange-900">
        <Flame className="size-5 text-orange-600" aria-hidden />
        {current ? days : 'Complete a task today to start a streak'}
      </p>
      {longest > 0 && <p className="text-orange-900">Best: {plural(longest, 'day')}</p>}
      <p className="flex items-center gap-1.5 text-orange-900">
        <Snowflake className="size-4" aria-hidden />
        {plural(freezesLeft, 'freeze')} left this month
        {frozen.length > 0 && ` · used on ${frozen.map(dayMonth).join(' and ')}`}
      </p>
    </section>
  );
}
