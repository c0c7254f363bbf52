import {
  dayId,
  LIMITS,
  parseDayId,
  todayIn,
  weekId,
  type Placement,
  type PlannedTask,
  type PlannedWeek,
  type Schedule,
  type Week,
} from '../../../contract';
import { dayDates } from '../schedule/dates';
import { rescheduled } from '../schedule/reschedule';

/**
 * What follows from an "Adjust plan"'s draft (decision 021) without touching the table: the calendar
 * it would give, the preview the API shows, and a review's "this week once more" (decision 036).
 * store/adjust-draft.ts keeps the draft's key and encoding.
 */

/** A proposed week as the draft holds it: task ids fixed when it was made, so applying it twice writes the same items. */
export type DraftWeek = PlannedWeek<PlannedTask & { id: string }>;

/** A goal's calendar as the rules read it: its days in order, the complete ones, its schedule and where its days stand. */
export interface PlanCalendar {
  dayIds: readonly string[];
  doneDays: ReadonlySet<string>;
  schedule: Schedule;
  placement: Placement;
}

/**
 * The draft of a weekly review's "this week once more" (decision 036): the ended week's planned tasks
 * again as week `fromWeek`, then the weeks from `fromWeek` on, each one later (at the plan's limit of
 * weeks, its last week gives way). The user's own tasks stay out of it (accepting carries them, as any
 * adjustment does); nothing is ticked in the copy.
 */
export function repeatWeekDraft(
  weeks: readonly Week[],
  own: ReadonlySet<string>,
  week: number,
  fromWeek: number,
  taskId: () => string,
): DraftWeek[] {
  const theme = (title: string) => title.replace(/^Week \d+:\s*/, '');
  const copy = (w: Week, number: number, title: string, description: string): DraftWeek => ({
    number,
    title,
    description,
    days: w.days.map((d) => ({
      number: d.number,
      title: d.title,
      tasks: d.tasks
        .filter((t) => !own.has(t.id))
        .map((t) => ({
          id: taskId(),
          title: t.title,
          description: t.description,
          difficulty: t.difficulty,
          ...(t.estimatedMinutes !== undefined && { estimatedMinutes: t.estimatedMinutes }),
        })),
    })),
  });
  const source = weeks.find((w) => w.number === week)!;
  const draft = [
    copy(
      source,
      fromWeek,
      `Week ${fromWeek}: ${theme(source.title)}, once more`,
      `Week ${week} once more before the plan moves on. ${source.description}`,
    ),
    ...weeks
      .filter((w) => w.number >= fromWeek)
      .map((w) => copy(w, w.number + 1, `Week ${w.number + 1}: ${theme(w.title)}`, w.description)),
  ];
  // A plan holds at most LIMITS.weeks.max weeks: at the limit, its last week gives way.
  return draft.slice(0, Math.max(1, LIMITS.weeks.max - (fromWeek - 1)));
}

/** The schedule and placement after an adjustment: a weekday change lets every open day flow again from today. */
export function adjustedCalendar(plan: PlanCalendar, weekdays: number[] | undefined): { schedule: Schedule; placement: Placement } {
  const { schedule, placement } = plan;
  const next = weekdays ? [...new Set(weekdays)].sort((a, b) => a - b) : schedule.weekdays;
  if (next.join() === schedule.weekdays.join()) return { schedule, placement };
  const today = todayIn(schedule.timeZone);
  const from = placement.from > today ? placement.from : today;
  const dates = dayDates(plan.dayIds, schedule.weekdays, placement);
  return { schedule: { ...schedule, weekdays: next }, placement: rescheduled(dates, plan.doneDays, from) };
}

/** The days of the weeks an adjustment from `fromWeek` keeps. */
export const keptDayIds = (dayIds: readonly string[], fromWeek: number) => dayIds.filter((id) => parseDayId(id)!.week < fromWeek);
export const draftDayIds = (draft: DraftWeek[]) => draft.flatMap((w) => w.days.map((d) => dayId(w.number, d.number)));

/**
 * The proposed weeks as the API shows them, each day dated as it would be once accepted; each task
 * dated as the goal was last changed (`at`).
 */
export function previewWeeks(
  plan: PlanCalendar,
  adjustment: { fromWeek: number; request: { weekdays?: number[] } },
  draft: DraftWeek[],
  goal: { id: string; at: string },
): Week[] {
  const { schedule, placement } = adjustedCalendar(plan, adjustment.request.weekdays);
  const dates = dayDates([...keptDayIds(plan.dayIds, adjustment.fromWeek), ...draftDayIds(draft)], schedule.weekdays, placement);
  return draft.map((w) => ({
    id: weekId(w.number),
    number: w.number,
    title: w.title,
    description: w.description,
    days: w.days.map((d) => {
      const id = dayId(w.number, d.number);
      const date = dates.get(id);
      return {
        id,
        number: d.number,
        title: d.title,
        isCompleted: false,
        ...(date && { date }),
        tasks: d.tasks.map((t) => ({
          ...t,
          completed: false,
          createdAt: goal.at,
          updatedAt: goal.at,
          goalId: goal.id,
          dayId: id,
        })),
      };
    }),
  }));
}
