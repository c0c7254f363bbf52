import type { RoadmapPlan } from '../../lambdas/roadmap/generate';

/**
 * Plan-quality figures (docs/decisions/013-plan-quality-metrics.md says why each one).
 * All are fractions from 0 to 1 over one plan's tasks, days or weeks.
 */
export interface PlanMetrics {
  /** Distinct task titles / tasks: a plan that repeats itself is a template. */
  distinct: number;
  /** Tasks whose title repeats the week's theme: the sign of a theme pasted into sentences. */
  themeEcho: number;
  /** Tasks that carry a quantity (minutes, reps, words, pages, amounts) in the title or description. */
  quantity: number;
  /**
   * Mean distance of a week's minutes from the week's time (the daily time × its days), as a fraction of
   * it: the week is the budget (decision 028), so a long run on one day and shorter days around it miss nothing.
   */
  minuteMiss: number;
  /** Tasks given fewer minutes than their title states ("Long run: 60 minutes" at 25): a session cut short. */
  cut: number;
}

const tasksOf = (plan: RoadmapPlan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));

/**
 * The length a task's title gives the task itself, if it gives one: a duration that opens the title,
 * perhaps after a label ("Long run: 60 minutes", "A 30-minute walk", "Listening: 14 minutes of…"), and
 * is not the length of something else ("the 20-minute rule", "screens off 60 minutes before bed",
 * "Awake about 20 minutes?"). A milestone checks a session done before; it states none of its own.
 */
export function statedMinutes(title: string): number | undefined {
  if (/^milestone:/i.test(title)) return undefined;
  const own =
    /^(?:[A-Z][\w' -]{0,30}: )?(?:\w+(?: \w+)? )?(\d{1,3})[- ]?(?:minutes?|mins?)\b(?![?]| (?:before|after|within|earlier|later|while|rule|blocks?|buffer|a day|per day))/i.exec(
      title,
    );
  return own ? Number(own[1]) : undefined;
}

/** The week's theme: its title without "Week N:", a trailing "(A1)" or "— again…". */
export function weekTheme(title: string): string {
  return title
    .replace(/^Week \d+:\s*/, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+—.*$/, '')
    .trim()
    .toLowerCase();
}

const NUMBER_WORDS = /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|fifty|hundred|twice|half)\b/i;
export const hasQuantity = (text: string) => /\d/.test(text) || NUMBER_WORDS.test(text);

export function planMetrics(plan: RoadmapPlan, dailyMinutes: number): PlanMetrics {
  const tasks = tasksOf(plan);
  const titles = tasks.map((t) => t.title.toLowerCase());
  let echoes = 0;
  for (const week of plan.weeks) {
    const theme = weekTheme(week.title);
    for (const day of week.days) for (const task of day.tasks) if (theme.length > 3 && task.title.toLowerCase().includes(theme)) echoes++;
  }
  const weekMiss = (week: RoadmapPlan['weeks'][number]) => {
    const budget = dailyMinutes * week.days.length;
    return Math.abs(week.days.flatMap((d) => d.tasks).reduce((m, t) => m + t.estimatedMinutes, 0) - budget) / budget;
  };
  return {
    distinct: new Set(titles).size / titles.length,
    themeEcho: echoes / tasks.length,
    quantity: tasks.filter((t) => hasQuantity(t.title) || hasQuantity(t.description)).length / tasks.length,
    minuteMiss: plan.weeks.reduce((n, w) => n + weekMiss(w), 0) / plan.weeks.length,
    cut: tasks.filter((t) => (statedMinutes(t.title) ?? 0) > t.estimatedMinutes).length / tasks.length,
  };
}

/**
 * Task wordings of a plan, with numbers and the week's theme blanked out, so a sentence template
 * filled with different themes counts as the same wording.
 */
function wordings(plan: RoadmapPlan): Set<string> {
  const out = new Set<string>();
  for (const week of plan.weeks) {
    const theme = weekTheme(week.title);
    for (const day of week.days) {
      for (const task of day.tasks) {
        const title = task.title.toLowerCase();
        out.add((theme.length > 3 ? title.split(theme).join('…') : title).replace(/\d+/g, '#'));
      }
    }
  }
  return out;
}

/** Shared task wordings of two plans / the smaller plan's wordings. */
export function overlap(a: RoadmapPlan, b: RoadmapPlan): number {
  const [sa, sb] = [wordings(a), wordings(b)];
  const shared = [...sa].filter((t) => sb.has(t)).length;
  return shared / Math.min(sa.size, sb.size);
}
