import { LIMITS } from '../../../contract';
import type { Curriculum } from '../curricula/schema';
import { fitsWeek, HORIZON_WEEKS, type PlanShape } from './shape';

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

/** The longest day a plan suggests as "at N minutes a day it fits": past two hours, say the pace of an hour every day. */
const LONGEST_SUGGESTED_DAY = 120;

export interface Schedule {
  dailyMinutes: number;
  /** Days a calendar week the person works on the goal. @default 5 */
  daysPerWeek: number;
}

/** The daily minutes (in steps of 5) that would bring `hours` within the horizon on this schedule, or undefined past the limit. */
function minutesToFit(hours: number, schedule: Schedule): number | undefined {
  const sessions = HORIZON_WEEKS * schedule.daysPerWeek;
  const minutes = Math.ceil((hours * 60) / sessions / 5) * 5;
  return minutes <= LIMITS.dailyMinutes.max ? Math.max(minutes, 5) : undefined;
}

/** For a target the curriculum does not teach: that it does not, what it covers, and what the plan aims at instead. */
export function outsideSentence(shape: PlanShape, curriculum: Curriculum): string {
  if (!shape.outside) return '';
  const instead = shape.target ? `, and aims at ${shape.target.name} (${shape.target.goal}) instead` : '';
  return `This plan does not teach ${shape.outside.topic}; for that, add a custom goal in your own words. It covers ${curriculum.covers}${instead}.`;
}

/** The sentences a plan's description starts with, and the preview shows. */
export function describeShape(shape: PlanShape, curriculum: Curriculum, schedule: Schedule): string {
  const days = schedule.daysPerWeek;
  const calendar = (planWeeks: number) => planWeeks;
  const length = formatDuration(calendar(shape.syllabus.length));
  // When a plan goes on past its milestone (study towards the next), the milestone comes before its end.
  const reachedIn = (rung: NonNullable<PlanShape['reached']>) => formatDuration(calendar(shape.syllabus.lastIndexOf(rung.week - 1) + 1));
  const weekly = formatMinutes(schedule.dailyMinutes * schedule.daysPerWeek);
  const pace = `${schedule.dailyMinutes} minutes a day, ${schedule.daysPerWeek} day${schedule.daysPerWeek === 1 ? '' : 's'} a week`;
  const sentences: string[] = [];
  const { target, reached, towards } = shape;
  if (!target) return '';
  if (shape.outside) sentences.push(outsideSentence(shape, curriculum));

  if (shape.passed) {
    sentences.push(`You are already past ${shape.passed.name} (${shape.passed.goal}), so this plan aims at the next milestone.`);
  }
  // Training that the week cannot hold is not promised: the plan trains for it if the time is found.
  const training = shape.hoursToTarget === undefined;
  const holds = fitsWeek(shape);
  const needed = Math.ceil(shape.peakNeed.minutes / days / 5) * 5;
  const peak = `its hardest week needs about ${formatMinutes(shape.peakNeed.minutes)} (its longest session, “${shape.peakNeed.session}”, takes ${formatMinutes(shape.peakNeed.sessionMinutes)}), and your days give ${formatMinutes(shape.weekMinutes)}`;
  if (training && !holds && reached) {
    sentences.push(
      `This plan trains for ${reached.name} (${reached.goal}) over ${reachedIn(reached)}, if you find the time: ${peak}. About ${needed} minutes a day would hold it; sessions are kept whole, never cut.`,
    );
  } else if (reached === target) {
    sentences.push(`This plan reaches ${target.name} (${target.goal}) in ${reachedIn(target)}, at ${pace} (${weekly} a week).`);
  }
  if (reached !== target) {
    if (!reached) {
      sentences.push(
        `At ${pace}, this plan works towards ${towards?.name ?? target.name} (${(towards ?? target).goal}) for ${length}; it does not reach it yet.`,
      );
    } else if (!training || holds) {
      sentences.push(`This plan reaches ${reached.name} (${reached.goal}) in ${reachedIn(reached)}, at ${pace} (${weekly} a week).`);
    }
    // Study goes on past its milestone until the plan's last week (shape.ts); training stops at its race.
    if (reached && towards && shape.hoursToTarget !== undefined)
      sentences.push(`Then it works towards ${towards.name} until its last week.`);
    if (shape.hoursToTarget !== undefined) {
      const hours = roundHours(shape.hoursToTarget);
      const fit = minutesToFit(shape.hoursToTarget, schedule);
      // A faster pace to offer: a day long enough to fit the horizon, else an hour every day, if that is faster.
      const faster =
        fit && fit <= LONGEST_SUGGESTED_DAY
          ? `, or within ${HORIZON_WEEKS} weeks at ${fit} minutes a day`
          : schedule.dailyMinutes * schedule.daysPerWeek < 60 * 7
            ? `, ${formatDuration(shape.hoursToTarget / 7)} at an hour every day`
            : '';
      sentences.push(
        `${!reached && (towards ?? target) === target ? 'That' : `${target.name} (${target.goal})`} takes about ${hours} hours of study from where you are: ${formatDuration(calendar(shape.weeksToTarget))} at this pace${faster}.`,
      );
    } else {
      sentences.push(
        `${target.name} (${target.goal}) takes about ${Math.round(shape.weeksToTarget)} weeks of training from where you are, more than one plan covers (half a year on your days): ` +
          (reached ? `reach ${reached.name} first, then set ${target.name} as your next goal.` : `start here, then set your next goal.`),
      );
    }
  }
  if (!holds && !(training && reached)) {
    sentences.push(
      `Its hardest week needs more than your days give: ${peak.replace(/^its hardest week needs /, '')}. Sessions are kept whole, so plan a longer day for them or add a day.`,
    );
  }
  return sentences.join(' ');
}

/**
 * When a plan's sessions take much less than the time given (short courses, fixed exercises that are
 * never stretched): how much of the day they use, so a longer day is not mistaken for more progress.
 */
export function fillSentence(
  weeks: readonly { days: readonly { tasks: readonly { estimatedMinutes?: number }[] }[] }[],
  dailyMinutes: number,
): string {
  const days = weeks.flatMap((w) => w.days);
  const used = days.reduce((n, d) => n + d.tasks.reduce((m, t) => m + (t.estimatedMinutes ?? 0), 0), 0) / Math.max(1, days.length);
  if (used >= dailyMinutes * 0.8) return '';
  return `Its days take about ${Math.round(used / 5) * 5 || 5} minutes on average, less than your ${dailyMinutes}: the rest of your time is free, and a shorter daily time gives the same plan.`;
}
