import { addDays, type Streak } from '../../../contract';

/**
 * Streaks that forgive (issue "Progress you can see"): a streak counts the days on which something was
 * completed, back to the last scheduled day that went by with nothing done. Days off the schedule never
 * break it; two freezes a calendar month are spent, automatically, on missed scheduled days while a
 * streak runs. Today does not break it before it is over. Pure, so the server computes it and tests
 * pin it down.
 */
export const FREEZES_PER_MONTH = 2;

export interface StreakDays {
  /** Local dates ("YYYY-MM-DD") on which at least one task was completed. */
  done: ReadonlySet<string>;
  /** Local dates some plan day is scheduled on. */
  scheduled: ReadonlySet<string>;
  today: string;
}

const month = (date: string) => date.slice(0, 7);

export function streakOf({ done, scheduled, today }: StreakDays): Streak {
  const first = [...done].filter((d) => d <= today).sort()[0];
  const used = new Map<string, string[]>();
  let current = 0;
  let longest = 0;
  for (let date = first ?? today; first && date <= today; date = addDays(date, 1)) {
    if (done.has(date)) {
      current++;
      longest = Math.max(longest, current);
    } else if (date === today || !scheduled.has(date) || current === 0) {
      // Today is not over; a day off never counts; with no streak there is nothing to keep.
    } else if ((used.get(month(date))?.length ?? 0) < FREEZES_PER_MONTH) {
      used.set(month(date), [...(used.get(month(date)) ?? []), date]);
    } else {
      current = 0;
    }
  }
  const frozen = used.get(month(today)) ?? [];
  return { current, longest, freezesLeft: FREEZES_PER_MONTH - frozen.length, frozen };
}
