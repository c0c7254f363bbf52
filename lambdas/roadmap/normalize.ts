import { normalizeTitle } from '../domain/titles';
import { ROADMAP_LIMITS, type RawRoadmap } from './schema';
import type { RoadmapPlan, RoadmapRequest, RoadmapTaskPlan } from './types';

/** Cuts text to `max` characters on a word boundary where possible, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Cuts a description to `max` characters at the end of its last whole sentence that fits, where that keeps
 * most of it (round 18's readers: "…; elsewhere your…"); else on a word boundary, as `truncate` does.
 */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const ends = [...clean.slice(0, max + 1).matchAll(/[.!?](?=\s)/g)].map((m) => m.index + 1);
  const end = ends.at(-1);
  return end !== undefined && end > max * 0.6 ? clean.slice(0, end) : truncate(clean, max);
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * Splits `budget` minutes over tasks in proportion to their estimates: whole minutes, at least the
 * minimum each, summing to the budget when it allows.
 */
export function fitMinutes(estimates: number[], budget: number): number[] {
  const min = ROADMAP_LIMITS.taskMinutes.min;
  const fits = (e: number) => Number.isInteger(e) && e >= min && e <= ROADMAP_LIMITS.taskMinutes.max;
  if (estimates.every(fits) && estimates.reduce((a, b) => a + b, 0) === budget) return estimates;
  const total = estimates.reduce((a, b) => a + b, 0) || estimates.length;
  const raw = estimates.map((e) => ((e || 1) / total) * budget);
  const fitted = raw.map((r) => clamp(Math.floor(r), min, ROADMAP_LIMITS.taskMinutes.max));
  let left = budget - fitted.reduce((a, b) => a + b, 0);
  // Hand the remaining minutes out one at a time, largest rounding loss first, to tasks below the cap.
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k++) {
    const open = order.filter(([, i]) => fitted[i]! < ROADMAP_LIMITS.taskMinutes.max);
    if (open.length === 0) break;
    fitted[open[k % open.length]![1]]!++;
    left--;
  }
  return fitted;
}

/**
 * Turns validated provider output into a plan the app can store: code numbers weeks and days,
 * fixes duplicated "Day N:"/"Week N:" prefixes, trims to the limits, drops repeated task titles
 * within a day and fits each day's minutes to the user's daily time.
 */
export function normalizeRoadmap(
  raw: RawRoadmap,
  request: RoadmapRequest,
  maxWeeks: number,
  options: { plansTime?: boolean } = {},
): RoadmapPlan {
  const L = ROADMAP_LIMITS;
  return {
    title: truncate(raw.title, L.title),
    description: truncateText(raw.description, L.description),
    weeks: raw.weeks.slice(0, maxWeeks).map((week, w) => ({
      number: w + 1,
      title: truncate(normalizeTitle('Week', w + 1, week.title), L.title),
      description: truncateText(week.description, L.description),
      days: week.days.slice(0, L.daysPerWeek.max).map((day, d) => {
        const seen = new Set<string>();
        const tasks = day.tasks
          .map((t) => ({ ...t, title: truncate(t.title, L.title) }))
          .filter((t) => {
            const key = t.title.toLowerCase();
            if (seen.has(key)) return false;
            seen.add(key);
            return true;
          })
          .slice(0, L.tasksPerDay.max);
        // A planner that fits the week's time itself (builtin: a long run whole on its day) keeps its
        // minutes; a model's are fitted to the daily time.
        const estimates = tasks.map((t) => t.estimatedMinutes ?? 0);
        const total = estimates.reduce((a, b) => a + b, 0);
        const keep = options.plansTime && estimates.every((e) => Number.isInteger(e) && e >= L.taskMinutes.min && e <= L.taskMinutes.max);
        const minutes = fitMinutes(estimates, keep ? total : Math.max(request.answers.dailyMinutes, tasks.length * L.taskMinutes.min));
        return {
          number: d + 1,
          title: truncate(normalizeTitle('Day', d + 1, day.title), L.title),
          tasks: tasks.map((t, i): RoadmapTaskPlan => ({
            title: t.title,
            description: truncateText(t.description, L.description),
            difficulty: t.difficulty,
            estimatedMinutes: minutes[i]!,
          })),
        };
      }),
    })),
  };
}
