import type { Curriculum } from '../curricula/schema';
import { ROADMAP_LIMITS } from '../schema';

interface Task {
  title: string;
  description: string;
  difficulty: 'easy' | 'medium' | 'hard';
  estimatedMinutes: number;
}

interface Day {
  number: number;
  title: string;
  tasks: Task[];
}

/** A rest day's title (scale.ts `restDay`). */
const REST = /: Rest day$/;

/**
 * A record the method needs daily, on every day (decision 371). A sleep plan's efficiency is the diary's nights
 * averaged (CBT-I: a diary every morning, AASM; Spielman et al. 1987), yet its days held the entry on 4 of 7
 * mornings in week 1 and about once a week after. A day without the entry gets it first (the morning's log comes
 * before the day's work); where that takes the day past its minutes and a tenth, the day's longest task that is
 * not the record (one not naming its own minutes)
 * gives them, in fives, never below 5; a day where none can keeps its lessons, and the entry's own words say
 * it is kept every morning, the days between the plan's too.
 */
export function recordEveryDay(
  days: readonly Day[],
  record: NonNullable<Curriculum['record']>,
  dailyMinutes: number,
  fill: (text: string) => string,
): Day[] {
  const has = new RegExp(record.match, 'i');
  const entry: Task = {
    title: fill(record.task.title),
    description: fill(record.task.description),
    difficulty: record.task.difficulty,
    estimatedMinutes: record.task.minutes,
  };
  const minutesOf = (tasks: readonly Task[]) => tasks.reduce((n, t) => n + t.estimatedMinutes, 0);
  // The week's time, its days' minutes and a tenth: an entry that would take the week past it makes its own room.
  let spare = Math.floor(dailyMinutes * days.length * 1.1) - days.reduce((n, d) => n + minutesOf(d.tasks), 0);
  // (A task naming its own minutes, "15 minutes of worry time", keeps them.)
  const timed = (t: Task) => /\b\d+ ?(?:minutes?|min)\b/i.test(t.title);
  const longest = (pool: Task[]) =>
    pool.reduce<Task | undefined>((a, t) => (!a || t.estimatedMinutes > a.estimatedMinutes ? t : a), undefined);
  return days.map((day) => {
    // (A rest day holds only its rest, decision 318; two of the week's days merged on one keep one entry, the first.)
    if (REST.test(day.title)) return day;
    const first = day.tasks.findIndex((t) => has.test(t.title));
    if (first >= 0) return { ...day, tasks: day.tasks.filter((t, at) => at <= first || !has.test(t.title)) };
    // (Nor a day already at the plan's most tasks a day: the entry would push out its last, the week's check.)
    if (!day.tasks.length || day.tasks.length >= ROADMAP_LIMITS.tasksPerDay.max) return day;
    const tasks = [{ ...entry }, ...day.tasks.map((t) => ({ ...t }))];
    // Over the day's time (a day already long adds nothing) or the week's: the entry's minutes found in the day.
    const over = Math.min(entry.estimatedMinutes, minutesOf(tasks) - Math.max(Math.floor(dailyMinutes * 1.1), minutesOf(day.tasks)));
    const short = over > 0 || spare < entry.estimatedMinutes;
    const cut = short ? Math.ceil(Math.max(over, entry.estimatedMinutes - spare) / 5) * 5 : 0;
    const can = tasks.slice(1).filter((t) => t.estimatedMinutes - cut >= 5);
    const gives = longest(can.filter((t) => !timed(t)));
    // (A day that cannot make room keeps its lessons: the entry says it is kept on the days between too.)
    if (short && !gives) return day;
    if (short && gives) gives.estimatedMinutes -= cut;
    spare -= entry.estimatedMinutes - cut;
    return { ...day, tasks };
  });
}
