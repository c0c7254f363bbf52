import { LIMITS } from '../../../contract';
import type { Curriculum } from '../curricula/schema';
import { HORIZON_WEEKS, type PlanShape } from './shape';

/**
 * A plan's shape in plain words: what it reaches and when, and, when the target lies further, how long
 * that takes at this pace and at a longer daily time. The goal's description and the questionnaire's
 * preview both say it (decision 028).
 */

/** "45 minutes", "1 hour", "2 h 30 min". */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} minute${m === 1 ? '' : 's'}`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (!rest) return `${h} hour${h === 1 ? '' : 's'}`;
  return `${h} h ${rest} min`;
}

/** A calendar duration from weeks: "about 9 weeks", "about 10 months", "about a year and a half", "about 4 years". */
export function formatDuration(weeks: number): string {
  const w = Math.max(1, Math.round(weeks));
  if (w <= 26) return `about ${w} week${w === 1 ? '' : 's'}`;
  const months = Math.round(weeks / 4.345);
  if (months < 18) return `about ${months} months`;
  const halfYears = Math.round(weeks / 26);
  if (halfYears === 3) return 'about a year and a half';
  if (halfYears % 2 === 0) return `about ${halfYears / 2} years`;
  return `about ${Math.floor(halfYears / 2)}½ years`;
}

const roundHours = (hours: number) => (hours < 20 ? Math.round(hours) : Math.round(hours / 5) * 5);

export interface Schedule {
  dailyMinutes: number;
  /** Days a calendar week the person works on the goal. @default 5 */
  daysPerWeek: number;
}

/** Calendar weeks that `planWeeks` plan weeks of `daysPerPlanWeek` days take on this schedule. */
export const calendarWeeks = (planWeeks: number, daysPerPlanWeek: number, schedule: Schedule) =>
  (planWeeks * daysPerPlanWeek) / schedule.daysPerWeek;

/** The daily minutes (in steps of 5) that would bring `hours` within the horizon on this schedule, or undefined past the limit. */
export function minutesToFit(hours: number, schedule: Schedule): number | undefined {
  const minutes = Math.ceil((hours * 60) / (HORIZON_WEEKS * schedule.daysPerWeek) / 5) * 5;
  return minutes <= LIMITS.dailyMinutes.max ? Math.max(minutes, 5) : undefined;
}

/** The sentences a plan's description starts with, and the preview shows. */
export function describeShape(shape: PlanShape, curriculum: Curriculum, schedule: Schedule): string {
  const days = curriculum.weeks[shape.syllabus[0]!]!.days.length;
  const calendar = (planWeeks: number) => calendarWeeks(planWeeks, days, schedule);
  const length = formatDuration(calendar(shape.syllabus.length));
  // When a plan goes on past its milestone (study towards the next), the milestone comes before its end.
  const reachedIn = (rung: NonNullable<PlanShape['reached']>) => formatDuration(calendar(shape.syllabus.lastIndexOf(rung.week - 1) + 1));
  const weekly = formatMinutes(schedule.dailyMinutes * schedule.daysPerWeek);
  const pace = `${schedule.dailyMinutes} minutes a day, ${schedule.daysPerWeek} day${schedule.daysPerWeek === 1 ? '' : 's'} a week`;
  const sentences: string[] = [];
  const { target, reached, towards } = shape;
  if (!target) return '';

  if (reached === target) {
    sentences.push(`This plan reaches ${target.name} (${target.goal}) in ${reachedIn(target)}, at ${pace} (${weekly} a week).`);
  } else {
    sentences.push(
      reached
        ? `This plan reaches ${reached.name} (${reached.goal}) in ${reachedIn(reached)}, at ${pace} (${weekly} a week).`
        : `At ${pace}, this plan works towards ${towards?.name ?? target.name} (${(towards ?? target).goal}) for ${length}; it does not reach it yet.`,
    );
    if (reached && towards && shape.hoursToTarget !== undefined && towards !== target) {
      sentences.push(`Then it works towards ${towards.name} until its last week.`);
    } else if (reached && towards === target && shape.hoursToTarget !== undefined) {
      sentences.push(`Then it works towards ${target.name} until its last week.`);
    }
    if (shape.hoursToTarget !== undefined) {
      const hours = roundHours(shape.hoursToTarget);
      const fit = minutesToFit(shape.hoursToTarget, schedule);
      sentences.push(
        `${target.name} (${target.goal}) takes about ${hours} hours of study from where you are: ${formatDuration(calendar(shape.weeksToTarget))} at this pace` +
          (fit && fit <= 120
            ? `, or within ${HORIZON_WEEKS} weeks at ${fit} minutes a day.`
            : `, ${formatDuration(shape.hoursToTarget / 7)} at an hour every day.`),
      );
    } else {
      sentences.push(
        `${target.name} (${target.goal}) takes about ${Math.round(shape.weeksToTarget)} weeks of training from where you are, more than the ${HORIZON_WEEKS} weeks one plan covers: ` +
          (reached ? `reach ${reached.name} first, then set ${target.name} as your next goal.` : `start here, then set your next goal.`),
      );
    }
  }
  if (shape.peakNeed.minutes > shape.weekMinutes) {
    sentences.push(
      `Its hardest week needs about ${formatMinutes(shape.peakNeed.minutes)} (${shape.peakNeed.session}: ${formatMinutes(shape.peakNeed.sessionMinutes)}), more than the ${formatMinutes(shape.weekMinutes)} your days give: those sessions are kept whole, so plan a longer day for them or add a day.`,
    );
  }
  return sentences.join(' ');
}
