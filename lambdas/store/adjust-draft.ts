import {
  dayId,
  LIMITS,
  parseDayId,
  todayIn,
  weekId,
  type Placement,
  type Schedule,
  type PlannedTask,
  type PlannedWeek,
  type Week,
} from '../../contract';
import { datesOf, goalSk, placementOf, scheduleOf, type GoalItem } from './goal';
import { userPk } from './user-key';
import { dayDates } from '../domain/schedule/dates';
import { rescheduled } from '../domain/schedule/reschedule';

/**
 * The draft of an "Adjust plan" (store/adjust.ts) and what follows from it without touching the table:
 * its key, its encoding, the calendar it would give, and the preview the API shows.
 *
 *   draft  PK USER#{sub}  SK GOAL#{goalId}#ADJUST#{attemptId}  attemptId, plan (gzipped JSON)
 */

/** A proposed week as the draft holds it: task ids fixed when it was made, so applying it twice writes the same items. */
export type DraftWeek = PlannedWeek<PlannedTask & { id: string }>;

export const draftPrefix = (goalId: string) => `${goalSk(goalId)}#ADJUST#`;
export const draftKey = (userId: string, goalId: string, attemptId: string) => ({
  PK: userPk(userId),
  SK: `${draftPrefix(goalId)}${attemptId}`,
});

/** A 26-week plan as JSON can pass DynamoDB's 400 KB item limit; gzipped it is a fraction of it. */
// zlib loads with the first draft, not with every cold start of the functions that may read one.
export const encodeDraft = async (weeks: DraftWeek[]) => (await import('node:zlib')).gzipSync(JSON.stringify(weeks));
export const decodeDraft = async (plan: Uint8Array) =>
  JSON.parse((await import('node:zlib')).gunzipSync(plan).toString('utf8')) as DraftWeek[];

/**
 * The draft of a weekly review's "this week once more" (decision 036): the ended week's planned tasks
 * again as week `fromWeek`, then the weeks from `fromWeek` on, each one later (at the plan's limit of
 * weeks, its last week gives way). The user's own tasks
 * stay out of it (accepting carries them, as any adjustment does); nothing is ticked in the copy.
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
export function adjustedCalendar(item: GoalItem, weekdays: number[] | undefined): { schedule: Schedule; placement: Placement } {
  const schedule = scheduleOf(item);
  const placement = placementOf(item);
  const next = weekdays ? [...new Set(weekdays)].sort((a, b) => a - b) : schedule.weekdays;
  if (next.join() === schedule.weekdays.join()) return { schedule, placement };
  const today = todayIn(schedule.timeZone);
  const from = placement.from > today ? placement.from : today;
  return { schedule: { ...schedule, weekdays: next }, placement: rescheduled(datesOf(item), new Set(item.doneDays ?? []), from) };
}

export const keptDayIds = (item: GoalItem, fromWeek: number) => item.dayIds.filter((id) => parseDayId(id)!.week < fromWeek);
export const draftDayIds = (draft: DraftWeek[]) => draft.flatMap((w) => w.days.map((d) => dayId(w.number, d.number)));

/** The proposed weeks as the API shows them, each day dated as it would be once accepted. */
export function previewWeeks(item: GoalItem, draft: DraftWeek[]): Week[] {
  const { fromWeek, request } = item.adjustment!;
  const { schedule, placement } = adjustedCalendar(item, request.weekdays);
  const dates = dayDates([...keptDayIds(item, fromWeek), ...draftDayIds(draft)], schedule.weekdays, placement);
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
          createdAt: item.updatedAt,
          updatedAt: item.updatedAt,
          goalId: item.id,
          dayId: id,
        })),
      };
    }),
  }));
}
