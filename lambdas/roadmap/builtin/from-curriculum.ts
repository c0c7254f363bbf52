import { DIFFICULTIES, type Difficulty } from '../../../contract';
import type { Curriculum, CurriculumTask } from '../curricula/schema';
import type { RawRoadmap } from '../schema';
import { fitMinutes } from '../normalize';
import { ROADMAP_LIMITS } from '../schema';
import type { RoadmapRequest } from '../types';

/**
 * A roadmap from an option's curriculum: the syllabus weeks from where the user is to where they want
 * to be, fitted to the plan's length (weeks are sampled when the plan is shorter, and repeated to
 * consolidate when it is longer — as Couch to 5K says, repeat a week until you are ready), and each
 * day's tasks chosen by priority to fill the user's daily time.
 */

/** The syllabus week a band list points at for `words` (1-based), or undefined when none matches. */
export function bandWeek(bands: Curriculum['start'], words: string): number | undefined {
  return bands.find((band) => band.match.some((pattern) => new RegExp(pattern, 'i').test(words)))?.week;
}

/** Which syllabus week (0-based) each plan week follows. */
export function syllabusWeeks(first: number, last: number, weeks: number): number[] {
  const span = last - first + 1;
  if (weeks >= span) return Array.from({ length: weeks }, (_, i) => first + Math.floor((i * span) / weeks));
  if (weeks === 1) return [last];
  return Array.from({ length: weeks }, (_, i) => first + Math.round((i * (span - 1)) / (weeks - 1)));
}

/** How many tasks a day of `dailyMinutes` can hold: about 10 minutes each, at least one. */
export const taskRoom = (dailyMinutes: number) => Math.max(1, Math.floor(dailyMinutes / 10));

/**
 * The day's tasks for a daily time: the first task always, then the others by priority (the day's
 * core first) while their minutes fit and the day has room, keeping `reserve` minutes and one place
 * free for the week's milestone when asked. A flexible task counts at its shortest, since it shrinks to
 * make room for the others; a fixed one at its full length. The first task is the day's session: when
 * the day is long enough for all of it, it counts whole, so extras never cut it short (a coach keeps
 * the 30-minute walk of a 30-minute day and drops the stretch, not the other way round).
 */
export function chooseTasks(tasks: readonly CurriculumTask[], dailyMinutes: number, reserve = 0): CurriculumTask[] {
  const budget = dailyMinutes * 1.1 - reserve;
  const room = taskRoom(dailyMinutes) - (reserve ? 1 : 0);
  // A flexible task can shrink to make room, so it counts at its shortest; fitDay then shares the time.
  const cost = (t: CurriculumTask) => t.flex?.[0] ?? t.minutes;
  const [head, ...rest] = tasks;
  const chosen = new Set<CurriculumTask>([head!]);
  // (On a milestone's day it keeps all the day but the milestone's minutes.)
  let used = head!.minutes <= dailyMinutes ? Math.min(head!.minutes, dailyMinutes - reserve) : cost(head!);
  for (const task of [...rest].sort((a, b) => a.priority - b.priority)) {
    if (chosen.size >= room || used + cost(task) > budget) continue;
    chosen.add(task);
    used += cost(task);
  }
  // Keep the curriculum's own order within the day.
  return tasks.filter((t) => chosen.has(t));
}

/**
 * Whole minutes for each chosen task so the day adds up to `budget`: tasks with a `flex` range stretch
 * or shrink within it first (all by the same share of their room), so a fixed task keeps the minutes its
 * quantities assume; only when the ranges cannot absorb the difference are all minutes scaled.
 */
export function fitDay(tasks: readonly CurriculumTask[], budget: number): number[] {
  const nominal = tasks.reduce((n, t) => n + t.minutes, 0);
  const range = (t: CurriculumTask) => t.flex ?? [t.minutes, t.minutes];
  const lo = tasks.reduce((n, t) => n + range(t)[0], 0);
  const hi = tasks.reduce((n, t) => n + range(t)[1], 0);
  const goal = Math.min(hi, Math.max(lo, budget));
  const share = goal >= nominal ? (goal - nominal) / (hi - nominal || 1) : (goal - nominal) / (nominal - lo || 1);
  const raw = tasks.map((t) => t.minutes + share * (goal >= nominal ? range(t)[1] - t.minutes : t.minutes - range(t)[0]));
  const minutes = raw.map(Math.floor);
  // Whole minutes: hand what rounding lost to the flexible tasks with the largest remainders.
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (let left = goal - minutes.reduce((a, b) => a + b, 0), k = 0; left > 0 && k < order.length; k++, left--) minutes[order[k]![1]]!++;
  return goal === budget ? minutes : fitMinutes(minutes, budget);
}

/** `{minutes}` in a flexible task's text is the length the day gave it. */
const showMinutes = (text: string, minutes: number) => text.replace(/\{minutes\}/g, String(minutes));

/** Says so when a day is too short for a session that cannot shrink that far, instead of pretending it fits. */
function shortened(task: CurriculumTask, minutes: number): string {
  const shortest = task.flex?.[0] ?? task.minutes;
  return minutes < shortest ? ` Written for ${shortest} minutes: in your ${minutes}, do the first part and stop there.` : '';
}

/** Minutes a milestone takes: a check, not a session. */
const MILESTONE_MINUTES = 5;

const rank = (d: Difficulty) => DIFFICULTIES.indexOf(d);

/** The syllabus weeks (0-based, inclusive) from the user's level to their target. */
export function syllabusSpan(curriculum: Curriculum, request: RoadmapRequest): { first: number; last: number } {
  const total = curriculum.weeks.length;
  const first = Math.min(total, bandWeek(curriculum.start, request.answers.currentLevel) ?? 1) - 1;
  const last = Math.max(first, Math.min(total, bandWeek(curriculum.end, request.answers.targetLevel) ?? total) - 1);
  return { first, last };
}

/**
 * The custom-goal curriculum speaks of the user's goal in their own words: `{goal}`, `{current}` and
 * `{target}` are the title and the levels they gave. Catalogue curricula have no holes.
 */
function wordsOf(request: RoadmapRequest): (text: string) => string {
  const words: Record<string, string> = {
    goal: request.title ?? request.option,
    current: request.answers.currentLevel,
    target: request.answers.targetLevel,
  };
  return (text) => text.replace(/\{(goal|current|target)\}/g, (_, key: string) => words[key]!);
}

export function planFromCurriculum(curriculum: Curriculum, request: RoadmapRequest, weeks: number): RawRoadmap {
  const { currentLevel, targetLevel, dailyMinutes } = request.answers;
  const fill = wordsOf(request);
  const { first, last } = syllabusSpan(curriculum, request);
  const plan = syllabusWeeks(first, last, weeks);

  const planWeeks = plan.map((index, w) => {
    const week = curriculum.weeks[index]!;
    const repeat = plan.slice(0, w).filter((i) => i === index).length;
    const hardest = week.days
      .flatMap((d) => d.tasks)
      .reduce((h, t) => (rank(t.difficulty) > rank(h) ? t.difficulty : h), 'easy' as Difficulty);
    const days = week.days.map((day, d) => {
      const closing = d === week.days.length - 1;
      // The milestone closes the week whenever the day has room for a second task.
      const milestone = closing && taskRoom(dailyMinutes) >= 2;
      const reserve = milestone ? MILESTONE_MINUTES : 0;
      const chosen = chooseTasks(day.tasks, dailyMinutes, reserve);
      const budget = Math.max(dailyMinutes, (chosen.length + (milestone ? 1 : 0)) * ROADMAP_LIMITS.taskMinutes.min) - reserve;
      const minutes = fitDay(chosen, budget);
      const tasks = chosen.map((t, i) => ({
        title: showMinutes(fill(t.title), minutes[i]!),
        description: showMinutes(fill(t.description), minutes[i]!) + shortened(t, minutes[i]!),
        difficulty: t.difficulty,
        estimatedMinutes: minutes[i]!,
      }));
      if (milestone) {
        tasks.push({
          title: `Milestone: ${fill(week.milestone.title)}`,
          description: fill(week.milestone.description),
          difficulty: hardest,
          estimatedMinutes: MILESTONE_MINUTES,
        });
      }
      return { number: d + 1, title: `Day ${d + 1}: ${day.title}`, tasks };
    });
    const again = repeat ? ' — again, to consolidate' : '';
    return {
      number: w + 1,
      title: `Week ${w + 1}: ${fill(week.title)}${again}`,
      description: repeat
        ? `Repeat of the week before, to make it feel easy before moving on. Goal: ${fill(week.objective)}`
        : `Goal: ${fill(week.objective)}`,
      days,
    };
  });

  const safety = curriculum.safety ? ` ${curriculum.safety}` : '';
  return {
    title:
      request.category === 'custom'
        ? (request.title ?? 'My goal')
        : request.category === 'languages'
          ? `Learn ${request.option}`
          : request.option,
    description: `A ${weeks}-week plan from “${currentLevel}” to “${targetLevel}”, about ${dailyMinutes} minutes a day.${safety}`,
    weeks: planWeeks,
  };
}
