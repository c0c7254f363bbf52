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
  /** Weeks with one day for each of the person's days (decision 055). */
  daysHeld: number;
  /** Weeks within the person's week and a tenth. */
  withinTime: number;
  /** Weeks using at least 80% of the person's week. */
  used: number;
  /** Weeks sharing 80% or more of their task titles with an earlier week. */
  repeating: number;
  /** Tasks that use something ("your checklist") no task before them made. */
  dangling: number;
  /** Milestones counting more of something ("12 pomodoros") than their week's tasks schedule. */
  uncountable: number;
  /** Tasks whose words carry a length a person would not write ("a 13-minute chat"). */
  oddLengths: number;
}

const tasksOf = (plan: RoadmapPlan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const minutesOf = (week: RoadmapPlan['weeks'][number]) => week.days.flatMap((d) => d.tasks).reduce((m, t) => m + t.estimatedMinutes, 0);
/** A week's task titles, its milestone aside, numbers blanked: the work it holds. */
const titlesOf = (week: RoadmapPlan['weeks'][number]) =>
  new Set(
    week.days.flatMap((d) => d.tasks.filter((t) => !/^milestone:/i.test(t.title)).map((t) => t.title.toLowerCase().replace(/\d+/g, '#'))),
  );

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

/** Things a task may use that an earlier task must make: "use your checklist", "compare the baseline". */
const USES =
  /\b(?:use|using|compare|check|update|review|follow|with|from|against|in|on) (?:your|the) (?:\d+-item |week-1 |first )?(checklist|categories|baseline|tracker|budget|template|pitch|story bank|spreadsheet|inventory|map|shot list|routine)\b/i;
/** A task makes a thing when it names it and says to make something (loosely: a check, not a parser). */
const MAKES = (thing: string) => ({
  test: (text: string) =>
    new RegExp(`\\b${thing.replace(/ /g, '\\s')}\\b`, 'i').test(text) &&
    /\b(make|write|create|set up|start|build|draw up|list|choose|pick|draft|plan|record|take|note|design|sketch|open)\b/i.test(text),
});

/** Tasks using something no task before them (in the plan, or earlier that day) made. */
export function danglingReferences(plan: RoadmapPlan): number {
  const tasks = tasksOf(plan);
  return tasks.filter((task, k) => {
    const used = USES.exec(`${task.title}. ${task.description}`);
    if (!used) return false;
    const thing = used[1]!.toLowerCase();
    return !tasks.slice(0, k + 1).some((t) => MAKES(thing).test(`${t.title}. ${t.description}`));
  }).length;
}

/** "Milestone: 12 complete pomodoros this week", "5 ticks", "3 chats": the things it counts, and how many (a night, which comes whatever the plan schedules, is not counted). */
const COUNTED =
  /\b(\d{1,2}) (?:complete |full |more |written |logged |daily |new |short |informational )?(pomodoros?|entries|sessions?|runs?|walks?|workouts?|applications?|conversations?|messages?|pages?|sketches|drawings|photos?|recordings?|chats?|calls?|coffees?|meals?|drafts?|studies|mocks?|lessons?|posts?|stories|answers?|ticks?|meetings?)\b/i;

/** Milestones counting more of a thing than their week's tasks schedule. */
export function uncountableMilestones(plan: RoadmapPlan): number {
  let count = 0;
  for (const week of plan.weeks) {
    const tasks = week.days.flatMap((d) => d.tasks);
    for (const milestone of tasks.filter((t) => /^milestone:/i.test(t.title))) {
      const counted = COUNTED.exec(milestone.title);
      if (!counted) continue;
      const stem = counted[2]!
        .toLowerCase()
        .replace(/(ies|es|s)$/, '')
        .slice(0, 6);
      // A photographer's "frames" are photos.
      const stems = stem === 'photo' ? ['photo', 'frame'] : [stem];
      const schedules = (t: (typeof tasks)[number]) => t !== milestone && stems.some((s) => t.title.toLowerCase().includes(s));
      const scheduled = tasks.filter(schedules).length;
      // A task may schedule several ("3 pomodoros"): count the number it names, or one.
      const named = tasks
        .filter(schedules)
        .reduce(
          (n, t) => n + Math.max(0, ...stems.map((s) => Number(new RegExp(`(\\d+) (?:\\w+ )?${s}`, 'i').exec(t.title)?.[1] ?? 1))),
          0,
        );
      if (Math.max(scheduled, named) < Number(counted[1])) count++;
    }
  }
  return count;
}

export function planMetrics(plan: RoadmapPlan, dailyMinutes: number, daysPerWeek = 5): PlanMetrics {
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
    daysHeld: plan.weeks.filter((w) => w.days.length === daysPerWeek).length / plan.weeks.length,
    withinTime: plan.weeks.filter((w) => minutesOf(w) <= dailyMinutes * daysPerWeek * 1.1).length / plan.weeks.length,
    used: plan.weeks.filter((w) => minutesOf(w) >= dailyMinutes * daysPerWeek * 0.8).length / plan.weeks.length,
    repeating:
      plan.weeks.filter((w, k) => {
        const mine = titlesOf(w);
        return plan.weeks.slice(0, k).some((earlier) => {
          const theirs = titlesOf(earlier);
          return [...mine].filter((t) => theirs.has(t)).length >= 0.8 * mine.size;
        });
      }).length / plan.weeks.length,
    dangling: danglingReferences(plan),
    uncountable: uncountableMilestones(plan),
    oddLengths:
      tasks.filter((t) =>
        [...`${t.title} ${t.description}`.matchAll(/\b(\d{1,3})[- ]minutes?\b/gi)].some((m) => Number(m[1]) > 5 && Number(m[1]) % 5 !== 0),
      ).length / tasks.length,
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
