import { addDays, anOrA, LIMITS, plural, weekdayName, weekdayOf } from '../../../contract';
import type { Curriculum, Rung } from '../curricula/schema';
import { fitsWeek, holdsMost, HORIZON_WEEKS, isLeadWeek, onItsDay, trainsForIt, type PlanShape } from './shape';
import { restsBetween } from './place';
import { enduranceOf } from './endurance';
import { reachBy, type Reach } from './reach';

/** A session that is a race: the words a running programme names its last one with. */
const RACE = /\brace\b|parkrun|\b(5|10) ?k\b|marathon|time trial/i;

/**
 * A plan's shape in plain words: what it reaches and when, and, when the target lies further, how long
 * that takes at this pace and at a longer daily time. The goal's description and the questionnaire's
 * preview both say it (decision 028).
 */

/** "45 minutes", "1 hour", "2 h 30 min". */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return plural(m, 'minute');
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (!rest) return plural(h, 'hour');
  return `${h} h ${rest} min`;
}

/** A calendar duration from weeks: "about 9 weeks", "about 10 months", "about a year and a half", "about 4 years". */
export function formatDuration(weeks: number): string {
  const w = Math.max(1, Math.round(weeks));
  if (w <= 26) return `about ${plural(w, 'week')}`;
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

/**
 * A plan in a few words, one truth for the preview and the goal's description (#41): three short
 * facts (its length in the person's weeks, the week's time and its longest session, what it reaches),
 * one sentence of why, and the details behind them.
 */
export interface ShapeSummary {
  /** Whether the target is reached within the plan, on a week the person's days hold. */
  done: boolean;
  /** The milestone the plan honestly reaches: undefined when none, or when a training week asks more than the days give. */
  reaches?: Rung;
  facts: string[];
  why: string;
  details: string[];
}

/** The summary of a plan's shape on a schedule (`describeShape` is its sentences in a row). */
export function summarizeShape(shape: PlanShape, curriculum: Curriculum, schedule: Schedule): ShapeSummary {
  const days = schedule.daysPerWeek;
  const weeks = shape.syllabus.length;
  // When a plan goes on past its milestone (study towards the next), the milestone comes before its end.
  const reachedIn = (rung: Rung) => formatDuration(shape.syllabus.lastIndexOf(rung.week - 1) + 1);
  const weekly = formatMinutes(schedule.dailyMinutes * days);
  const pace = `${schedule.dailyMinutes} minutes a day, ${plural(days, 'day')} a week`;
  const { target, reached, towards } = shape;
  // Training on a ladder of weeks; a curriculum with no ladder (a short course) has no target and ends above.
  const training = shape.hoursToTarget === undefined && !!curriculum.ladder && curriculum.ladder.basis === 'weeks';
  // Only training that moves the body is shortened to the days (decision 080); a piece, a portrait or a
  // story keeps its sessions whole, spread over the weeks they need, a longer day for one done in one go (129).
  const shortens = training && restsBetween(curriculum);
  const holds = fitsWeek(shape);
  const needed = Math.ceil(shape.peakNeed.minutes / days / 5) * 5;
  const longest = `longest session ${formatMinutes(shape.peakNeed.sessionMinutes)}`;
  // Towards an endurance event, the long session grows whole on one longer day, said (decision 282).
  const endurance = shortens && !holds ? enduranceOf(curriculum, shape.syllabus, schedule.dailyMinutes) : undefined;
  const facts = [
    `${plural(weeks, 'week')} on your ${days === 7 ? 'seven days' : plural(days, 'day')}`,
    holds
      ? `${weekly} a week, ${longest}`
      : endurance
        ? `${weekly} a week and one longer day for the ${endurance.name} (up to ${formatMinutes(endurance.longest.minutes)})`
        : shortens
          ? `${weekly} a week, sessions shortened to your days (the longest takes ${formatMinutes(shape.peakNeed.sessionMinutes)} in full)`
          : `up to ${formatMinutes(shape.peakNeed.minutes)} in its hardest week (you give ${weekly}), ${longest}`,
  ];
  if (!target) {
    return {
      done: true,
      facts,
      why: `This plan takes ${formatDuration(weeks)} at ${formatMinutes(schedule.dailyMinutes * days)} a week.`,
      details: [],
    };
  }
  const details: string[] = [];
  if (shape.outside) details.push(outsideSentence(shape, curriculum));
  if (shape.passed)
    details.push(`You are already past ${shape.passed.name} (${shape.passed.goal}), so this plan aims at the next milestone.`);
  const peak = `its hardest week needs about ${formatMinutes(shape.peakNeed.minutes)} (its longest session, “${shape.peakNeed.session}”, takes ${formatMinutes(shape.peakNeed.sessionMinutes)}), and your days give ${formatMinutes(shape.weekMinutes)}`;
  // Training that the week cannot hold is not promised: the plan trains for it if the time is found.
  // Training shortened by more than a little does not reach its milestone; a little, it does, and says so.
  const shortOfTime = shortens && !holds && !!reached && !holdsMost(shape);
  const done = reached === target && !shortOfTime;
  const weeklyMinutes = schedule.dailyMinutes * days;
  const longDay = endurance
    ? `${endurance.event >= endurance.longest.minutes ? ` Your event's day takes about ${formatMinutes(endurance.event)}, far longer than your ${schedule.dailyMinutes} minutes a day, so the` : ' The'} ${endurance.name} is not shortened: it grows week by week towards the event on one longer day (the weekend, where you have it), to ${formatMinutes(endurance.longest.minutes)} in week ${endurance.longest.week + 1}, more than your days give; the other sessions are kept to your ${schedule.dailyMinutes} minutes.` +
      (endurance.longest.minutes > weeklyMinutes
        ? ` Your ${weekly} a week cannot hold that ${endurance.name}: your event needs ${endurance.event >= endurance.longest.minutes ? `about ${formatMinutes(endurance.event)} on its day and ` : ''}a longer day each week before it, so find that time or choose a shorter event.`
        : '')
    : '';
  let why: string;
  // What the plan reaches: the last of the short facts, with the date's verdict beside it where there is one.
  let reaches: string;
  if (shortOfTime && endurance) {
    reaches = `Towards ${reached.name}, with one longer day a week`;
    why = `This plan follows the weeks towards ${reached.name} (${reached.goal}) over ${reachedIn(reached)}.${longDay}`;
  } else if (shortOfTime) {
    reaches = `Towards ${reached.name}; about ${needed} minutes a day reaches it`;
    why = `This plan follows the weeks towards ${reached.name} (${reached.goal}) over ${reachedIn(reached)}, with each session shortened to your days: ${peak}. Shortened, the sessions build towards ${reached.name} without reaching it; about ${needed} minutes a day would hold them whole.`;
  } else if (reached) {
    reaches = done ? `Reaches ${target.name}` : `Reaches ${reached.name}; ${target.name} takes longer`;
    why = `This plan reaches ${reached.name} (${reached.goal}) in ${reachedIn(reached)}, at ${pace} (${weekly} a week).`;
  } else {
    const aim = towards ?? target;
    reaches = `Works towards ${aim.name}`;
    why = `At ${pace}, this plan works towards ${aim.name} (${aim.goal}) for ${formatDuration(weeks)}; it does not reach it yet.`;
  }
  if (reached !== target) {
    // Study goes on past its milestone until the plan's last week (shape.ts); training stops at its race.
    if (reached && towards && !training) details.push(`Then it works towards ${towards.name} until its last week.`);
    if (!training) {
      const hours = roundHours(shape.hoursToTarget!);
      const fit = minutesToFit(shape.hoursToTarget!, schedule);
      // A faster pace to offer: a day long enough to fit the horizon, else an hour every day, if that is faster.
      const faster =
        fit && fit <= LONGEST_SUGGESTED_DAY
          ? `, or within ${HORIZON_WEEKS} weeks at ${fit} minutes a day`
          : schedule.dailyMinutes * days < 60 * 7
            ? `, ${formatDuration(shape.hoursToTarget! / 7)} at an hour every day`
            : '';
      details.push(
        `${!reached && (towards ?? target) === target ? 'That' : `${target.name} (${target.goal})`} takes about ${hours} hours of study from where you are: ${formatDuration(shape.weeksToTarget)} at this pace${faster}.`,
      );
    } else if (shape.deadline?.fit !== 'too near' /* the date's sentence says why, and how long */) {
      details.push(
        `${target.name} (${target.goal}) takes about ${Math.round(shape.weeksToTarget)} weeks of training from where you are, more than one plan covers (half a year on your days): ` +
          (reached ? `reach ${reached.name} first, then set ${target.name} as your next goal.` : `start here, then set your next goal.`),
      );
    }
  }
  const race = shape.raceNeed;
  if (training && race && race.minutes > shape.weekMinutes * 1.1 && (holds || !shortOfTime)) {
    // A programme's last session is a race only where it is one: a walk's day stage or a push-up test is not.
    const [week, session] = RACE.test(race.session) ? ['race week', 'the race'] : ['last week', 'its final session'];
    details.push(
      `Its ${week} needs about ${formatMinutes(race.minutes)}: ${session}, “${race.session}”, takes ${formatMinutes(race.sessionMinutes)} and is kept whole, so keep that day free.`,
    );
  }
  const date = dateSaid(shape, schedule, curriculum);
  if (date.text) details.push(date.text);
  // The date's verdict beside what the plan reaches (decision 252): "Works towards B2; by “in May”: tight".
  facts.push(date.reach && shape.deadline ? `${reaches}; by “${shape.deadline.said}”: ${REACH_SAID[date.reach]}` : reaches);
  if (!holds && !shortOfTime && endurance) {
    details.push(longDay.trim());
  } else if (!holds && !shortOfTime && shortens) {
    details.push(
      `Its longest weeks' sessions are shortened a little to your days: ${peak.replace(/^its hardest week needs /, 'in full, its hardest week needs ')}.`,
    );
  } else if (!holds && !shortOfTime) {
    details.push(
      `Its hardest week needs more than your days give: ${peak.replace(/^its hardest week needs /, '')}. Sessions are kept whole, so plan a longer day for them or add a day.`,
    );
  }
  return { done, ...(reached && !shortOfTime && { reaches: reached }), facts, why, details };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Monday 13 April": a date as the plan says it. */
export const longDate = (date: string) => `${weekdayName(date)} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** "one", "five", "12": a plan's length as a person says it before "-week plan". */
const WEEK_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/**
 * The date the person named, in their words, and what the plan does about it (issue #36, decision
 * 190). Study: whether the target is reachable by then at their time ("Your date, “in 10 weeks”, is
 * about 10 weeks away: … A2 needs about 190 from where you are — not by then; …"). A programme that
 * keeps what matters most: "Your interview is next week: this is a one-week plan of what matters
 * most, your interview in its last week; the full plan takes about 5 weeks." Training too near to do
 * safely is said plainly; a date after the plan, that the plan finishes before it.
 */
export function deadlineSentence(shape: PlanShape, schedule: Schedule, curriculum?: Curriculum, fill = (text: string) => text): string {
  return dateSaid(shape, schedule, curriculum, fill).text;
}

/**
 * The plan week (1-based) holding the curriculum's event day where weeks follow it (a wedding shot, then its
 * cull and handover): in a syllabus week spread over several plan weeks, the part its place among the days falls in.
 */
function eventWeek(shape: PlanShape, curriculum?: Curriculum): number | undefined {
  const first = curriculum ? shape.syllabus.findIndex((s) => curriculum.weeks[s]?.days.some((d) => d.event)) : -1;
  if (!curriculum || first < 0) return undefined;
  const { days } = curriculum.weeks[shape.syllabus[first]!]!;
  const parts = shape.syllabus.filter((s) => s === shape.syllabus[first]).length;
  const week = first + 1 + Math.floor((days.findIndex((d) => d.event) * parts) / days.length);
  return week < shape.syllabus.length ? week : undefined;
}

/** The date's verdict as a short fact says it. */
const REACH_SAID: Record<Reach, string> = { reachable: 'reachable', tight: 'tight', not: 'not by then' };

/** The date's sentence (`deadlineSentence`), with its verdict where it gives one: a study target by the person's date. */
function dateSaid(
  shape: PlanShape,
  schedule: Schedule,
  curriculum?: Curriculum,
  fill = (text: string) => text,
): { text: string; reach?: Reach } {
  const said = dateSaidOf(shape, schedule, curriculum, fill);
  // An exam session too near to enter, read as next year's (deadline.ts, decision 405): said why, first.
  const session = shape.deadline?.session;
  return session && said.text
    ? {
        ...said,
        text: `This year’s ${session} session is under four weeks away, and its registration closes weeks to months before it: the plan reads your date as next year’s session (if you are entered for this one, say “I’m registered” and it ends on it). ${said.text}`,
      }
    : said;
}

function dateSaidOf(
  shape: PlanShape,
  schedule: Schedule,
  curriculum?: Curriculum,
  fill = (text: string) => text,
): { text: string; reach?: Reach } {
  const { deadline, target } = shape;
  if (!deadline) return { text: '' };
  const weeks = shape.syllabus.length;
  const head = deadline.event ? `${yourEvent(deadline.event, true)} is ${deadline.said}` : `Your date, “${deadline.said}”,`;
  const is = deadline.event ? ',' : ' is';
  const length = weeks <= 12 ? `${WEEK_WORDS[weeks]}-week` : `${weeks}-week`;
  const training = !!curriculum && trainsForIt(curriculum);
  // A month and no day, for training or a tour (decision 245): the week it takes, and how to make it exact.
  const inMonth = !!deadline.month && training;
  const monthWeek = inMonth
    ? ` Not knowing the day, the plan takes the week of ${longDate(deadline.date)} as its week: give the date (“on 12 ${MONTHS[Number(deadline.date.slice(5, 7)) - 1]}”) and it ends in the week of that day.`
    : '';
  if (deadline.fit === 'held' && !curriculum?.practice)
    return { text: `${heldSentence(shape, `${head}${is} ${formatDuration(deadline.away / 7)} away`, length, training)}${monthWeek}` };
  // An event after the plan: when to start it so the event's week holds its date, said plainly (decisions 228, 245).
  // The week with the event's own day (a wedding shot, then its weeks of cull and handover) is that week, not the last (decision 346).
  const anchor = eventWeek(shape, curriculum) ?? weeks;
  const start = addDays(deadline.date, -7 * (anchor - 1));
  const startOn = `the week of ${longDate(addDays(start, 1 - weekdayOf(start)))}`;
  // (The event's day by the person's word, else the curriculum's: "week 7, with “The night”,".)
  const day = curriculum?.weeks[shape.syllabus[anchor - 1] ?? -1]?.days.find((d) => d.event)?.title;
  const named = deadline.event ? yourEvent(deadline.event) : day && !/\{/.test(day) ? `“${day}”` : 'the day';
  const holds = anchor < weeks ? `week ${anchor}, with ${named},` : 'its last week';
  const toHave = `To have ${holds} in the week of the day`;
  // A month is its first whole week (deadline.ts): "is the first week of August (from Monday 2 August)".
  const month = MONTHS[Number(deadline.date.slice(5, 7)) - 1];
  const holdsDate = deadline.firstWeek
    ? `is the first week of ${month} (from ${longDate(deadline.date)})`
    : `holds ${longDate(deadline.date)}`;
  // An event in a month or on a day, not a date to be done by ("by May"): the plan is started so that its week holds it (decision 365).
  const onIt = onItsDay(deadline) || (!!deadline.month && !/^(?:by|before|until|till)\b/i.test(deadline.said));
  // Started later only where the plan holds the day itself (a race, a speech, a shoot on the trip): a thing made for it
  // (invitations, a portrait given as a present) is finished before it, with time to post or frame it (round 20's reading).
  const holdsEvent = !!curriculum && shape.syllabus.some((s) => curriculum.weeks[s]?.days.some((d) => d.event));
  // Study on a ladder of hours, practice between: started now, its practice kept up until the date (decision 365).
  if (deadline.fit === 'after' && onIt && shape.hoursToTarget !== undefined && curriculum?.practice) {
    const gap = Math.max(1, deadline.weeks - weeks);
    const rehearsed = deadline.event ? `${yourEvent(deadline.event)}'s words aloud twice a week, ` : '';
    return {
      text: `${head}${is} ${formatDuration(deadline.away / 7)} away: this ${length} plan ends about ${plural(gap, 'week')} before it. Start it now, as the hours count more than the date; from its last week until then, keep its practice going at your time (${rehearsed}a lesson's review and new words each week), and in the fortnight before it, go through it all in full, aloud${deadline.horizon ? ', what you will need first to begin with' : ', as on the day'}.`,
    };
  }
  if (deadline.fit === 'after' && (deadline.day || deadline.month) && onIt && deadline.weeks > HORIZON_WEEKS)
    return {
      text: deadline.month
        ? `${head}${is} ${formatDuration(deadline.away / 7)} away, further than a plan runs (${HORIZON_WEEKS} weeks): this ${length} plan would finish months before it. Start it in ${startOn}, so that ${holds} ${holdsDate}; until then, keep up what you do now. With the day (“on 12 ${month}”) the plan can ${anchor < weeks ? 'hold it in that week' : 'end in that week'}.`
        : `${head}${is} ${formatDuration(deadline.away / 7)} away, further than a plan runs (${HORIZON_WEEKS} weeks): this ${length} plan finishes before it. ${toHave}, start it in ${startOn}, ${plural(anchor < weeks ? anchor - 1 : weeks, 'week')} before it; until then, keep up what you do now.`,
    };
  // (A project on a ladder of hours, its event on its day, finishes before it as a programme does: decision 249.)
  if (deadline.fit === 'after' && (shape.hoursToTarget === undefined || (!curriculum?.practice && onItsDay(deadline))))
    return {
      text: `${head}${is} ${formatDuration(deadline.away / 7)} away: this ${length} plan finishes before it.${onIt && (training || holdsEvent) ? ` Start it in ${startOn}, so that ${holds} ${holdsDate}; until then, keep up what you do now.` : ''}`,
    };
  if (deadline.fit === 'too near') {
    const aim = target ? `${target.name} (${target.goal})` : 'what you asked for';
    const by = shape.reached ? `, reaching ${shape.reached.name} by then` : '';
    return {
      text: `${head}${is} too near to train for safely: ${aim} takes ${formatDuration(shape.weeksToTarget)} of training from where you are, and building up faster risks injury. This plan is the first ${plural(weeks, 'week')} of that training${by}; set ${target?.name ?? 'it'} for a later date as your next goal.`,
    };
  }
  if (target && shape.hoursToTarget !== undefined && deadline.fit !== 'kept') {
    const weekly = schedule.dailyMinutes * schedule.daysPerWeek;
    const by = (weekly / 60) * deadline.weeks;
    const need = shape.hoursToTarget;
    const minutes = Math.ceil((need * 60) / (deadline.weeks * schedule.daysPerWeek) / 5) * 5;
    const verdict = dateVerdict(shape, curriculum, need, by, minutes);
    const first = deadline.purposes.length ? ` Its weeks until then put ${deadline.purposes.join(' and ')} first.` : '';
    const past = weeks - deadline.weeks;
    const ends =
      curriculum?.wholeGoal && past > 0
        ? ` This plan holds all of ${target.name}, not half of it: it runs ${plural(past, 'week')} past your date.`
        : deadline.weeks < HORIZON_WEEKS && weeks >= deadline.weeks
          ? ' The plan ends on that date; then set your next goal.'
          : '';
    const yours = deadline.event ? `${yourEvent(deadline.event, true)}, “${deadline.said}”,` : `Your date, “${deadline.said}”,`;
    return {
      text: `${yours} is ${formatDuration(deadline.away / 7)} away: at your time that is about ${roundHours(by)} hours of study, and ${target.name} needs about ${roundHours(need)} from where you are — ${verdict.text}.${first}${ends}`,
      reach: verdict.kind,
    };
  }
  const last = deadline.event ? `${yourEvent(deadline.event)} in its last week` : 'ending in the week of your date';
  if (deadline.compressed)
    return { text: `${head}${deadline.event ? '' : ' comes first'}: ${compressedSaid(deadline.compressed, schedule, deadline, fill)}` };
  return {
    text: `${head}${deadline.event ? '' : ' comes first'}: this is ${anOrA(weeks).toLowerCase()} ${length} plan of what matters most, ${last}; the full plan takes ${formatDuration(deadline.natural)}.${leftOutWeeks(shape)}`,
  };
}

/**
 * A one-off compressed into the days before it (decision 376), said plainly: the days it has, what it puts
 * first, and what those days cannot hold, named, with what to do about it.
 */
function compressedSaid(
  { days, dropped }: { days: number; dropped: string[] },
  schedule: Schedule,
  deadline: NonNullable<PlanShape['deadline']>,
  fill: (text: string) => string,
): string {
  const its = deadline.event ? yourEvent(deadline.event) : 'the day';
  // (A one-off's whole programme at the person's minutes, said as why the days hold only its core.)
  const full = `at your minutes its whole programme would take ${formatDuration(deadline.natural)}, so these days hold what matters most`;
  const yours = days === 1 ? 'your one day' : `each of your ${plural(days, 'day')}`;
  const onDays = days
    ? `this plan uses ${yours} before it, the work that matters most first and ${its} on its day; ${full}.`
    : `there is none of your days before it, so this plan is ${its} itself; ${full}.`;
  if (!dropped.length) return onDays;
  const named = dropped.slice(0, 3).map((t) => `“${fill(t)}”`);
  const more = dropped.length > 3 ? ` and ${plural(dropped.length - 3, 'more task')}` : '';
  const list = named.length > 1 && !more ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : `${named.join(', ')}${more}`;
  return `${onDays} ${days ? `${plural(days, 'day')} of ${schedule.dailyMinutes} minutes cannot` : 'It cannot'} hold ${list}: do them on a day with more time, or ask someone to help with them.`;
}

/**
 * Whether a study target is reachable by the person's date, said plainly (decision 252; reach.ts `reachBy`):
 * "reachable at your time" with the hours to spare; "tight" within 15% either way of the hours the level takes
 * (a fortnight missed in a term, a cold, a holiday), with what makes it safe; else "not by then at your time", how
 * long it takes at this pace and the level the hours up to the date reach — from the same ladder's hours the plan
 * counts (Cambridge's guided learning hours scaled by the FSI's category, or the exam's own, as the ladder cites them).
 */
function dateVerdict(
  shape: PlanShape,
  curriculum: Curriculum | undefined,
  need: number,
  by: number,
  minutes: number,
): { kind: Reach; text: string } {
  const faster = minutes <= LONGEST_SUGGESTED_DAY ? `about ${minutes} minutes a day would reach it` : undefined;
  const kind = reachBy(by, need);
  if (kind === 'reachable')
    return { kind, text: `reachable at your time, with about ${roundHours(by - need)} hours to spare for weeks missed and a last review` };
  // Tight with the hours in hand, or a little short of them.
  if (kind === 'tight' && by >= need)
    return { kind, text: 'tight: reachable at your time only if few sessions are missed, so keep every one and a week or two in hand' };
  if (kind === 'tight')
    return { kind, text: `tight: about ${roundHours(need - by)} hours short at your time${faster ? `; ${faster}` : ''}` };
  const rungs = curriculum?.ladder?.basis === 'hours' ? curriculum.ladder.rungs : [];
  const first = Math.min(...shape.syllabus);
  let sum = 0;
  let reached: Rung | undefined;
  for (const [k, rung] of rungs.entries()) {
    const from = Math.max(first, k === 0 ? 0 : rungs[k - 1]!.week);
    if (rung.week - from <= 0 || rung.hours === undefined) continue;
    sum += (rung.hours * (rung.week - from)) / (rung.week - (k === 0 ? 0 : rungs[k - 1]!.week));
    if (sum > by) break;
    reached = rung;
  }
  const next = rungs[reached ? rungs.indexOf(reached) + 1 : rungs.findIndex((r) => r.week - 1 >= first)];
  const then = reached
    ? `; by then you can reach ${reached.name} (${reached.goal})`
    : next && next !== shape.target
      ? `; by then you are part of the way to ${next.name}`
      : '';
  return {
    kind,
    text: `not by then at your time: it takes ${formatDuration(shape.weeksToTarget)} at this pace${then}; ${faster ?? `not even at ${LONGEST_SUGGESTED_DAY / 60} hours a day`}`,
  };
}

/** The person's event as the plan says it: "your wedding", or someone else's or anyone's, "her 60th birthday", "the funeral". */
export function yourEvent(event: string, start = false): string {
  const said = /^(?:his|her|their|the) /.test(event) ? event : `your ${event}`;
  return start ? said.charAt(0).toUpperCase() + said.slice(1) : said;
}

/**
 * The programme's weeks a plan kept short for a date leaves out, by name (decision 228): "It leaves out
 * “A structure, and a draft written for the ear”; what the weeks kept rely on from it is done in them."
 */
function leftOutWeeks(shape: PlanShape): string {
  const { syllabus } = shape;
  const from = Math.min(...syllabus);
  const to = Math.max(...syllabus);
  const out = Array.from({ length: to - from + 1 }, (_, k) => from + k).filter((i) => !syllabus.includes(i));
  const titles = out.map((i) => shape.weeks?.[i]?.title).filter((t): t is string => !!t && !/\{/.test(t));
  if (!titles.length || titles.length !== out.length) return '';
  const list =
    titles.length > 1
      ? `${titles
          .slice(0, -1)
          .map((t) => `“${t}”`)
          .join(', ')} and “${titles.at(-1)}”`
      : `“${titles[0]}”`;
  return ` It leaves out ${list}; what the weeks kept rely on from ${titles.length > 1 ? 'them' : 'it'} is done in them.`;
}

/**
 * An event further off than the programme, the plan held to its week (decision 228): what fills the time
 * between, said as a coach would — training's build-up given the extra weeks, its last weeks leading into
 * the day; a programme's work done early, the week between repeated, and its last week in the event's.
 */
function heldSentence(shape: PlanShape, head: string, length: string, training: boolean): string {
  const { deadline, syllabus } = shape;
  const natural = formatDuration(deadline!.natural);
  const event = deadline!.event ? yourEvent(deadline!.event) : 'the day';
  if (training) {
    // Where the extra weeks went (decision 245): a base first, the build's weeks twice, a lighter week every few.
    const base = shape.base ? `a base of ${formatDuration(shape.base)} from the programme's earlier weeks first, then ` : '';
    const cuts = shape.cutbacks?.length
      ? `, with a lighter week every three or four (${shape.cutbacks.length > 1 ? 'weeks' : 'week'} ${weekList(shape.cutbacks.map((w) => w + 1))})`
      : '';
    return `${head}: this ${length} plan ends in that week${deadline!.event ? `, with ${event} on its day` : ''}. The training takes ${natural} on its own; the extra time goes to ${base}its weeks of building, the early ones repeated first${cuts}, so the load rises gently, and its last weeks lead into the day.`;
  }
  const last = syllabus.at(-1)!;
  // A light lead-in, then the programme's last two weeks whole before the date (decision 397).
  if (shape.leadIn) {
    const lead = shape.leadIn;
    const late = [...new Set(syllabus.slice(lead))].filter((i) => shape.between === undefined || i < shape.between);
    const names = late.flatMap((i) => {
      const words = shape.weeks?.[i]?.title;
      return words && !/\{/.test(words) ? [`“${words}”`] : [];
    });
    // (Half a year off, the weeks between still come after the cards, each its own.)
    const kept = shape.between === undefined ? [] : [...new Set(syllabus.filter((i) => i >= shape.between! && !isLeadWeek(shape, i)))];
    const keptNames = kept
      .slice(0, 3)
      .flatMap((i) => (shape.weeks?.[i]?.title && !/\{/.test(shape.weeks[i]!.title) ? [`“${shape.weeks[i]!.title}”`] : []));
    const between = kept.length
      ? `, with a week of its own each${keptNames.length ? ` (${keptNames.join(', ')}${kept.length > keptNames.length ? ' and more' : ''})` : ''} between them`
      : '';
    return `${head}: this ${length} plan ends in that week. The programme takes ${natural} on its own, so ${lead > 1 ? `weeks 1–${lead} are` : 'week 1 is'} a light start, one or two short sessions a week and the rest of the week free (the stories gathered, people asked, a first outline left to rest), and its last weeks${names.length ? `, ${names.join(' and ')},` : ''} run whole just before it${between}.`;
  }
  const filler = [...syllabus].reverse().find((i, _, all) => i !== last && all.indexOf(i) !== all.lastIndexOf(i));
  const title = (i: number | undefined) => {
    const words = i === undefined ? undefined : shape.weeks?.[i]?.title;
    return words && !/\{/.test(words) ? `“${words}”` : undefined;
  };
  // The curriculum's weeks between, each its own (decision 249): the first few named, in turn.
  const own = shape.between === undefined ? [] : [...new Set(syllabus.filter((i) => i >= shape.between!))];
  const named = own.slice(0, 3).flatMap((i) => title(i) ?? []);
  const between = own.length
    ? `a week of its own each${named.length ? ` (${named.join(', ')}${own.length > named.length ? ' and more' : ''})` : ''}`
    : title(filler);
  const end = title(last);
  return `${head}: this ${length} plan ends in that week. The programme takes ${natural} on its own: its early work is done first${between ? `, then ${between} until the last weeks` : ''}${end ? `, and ${end} in the weeks just before it` : ', and its last week in the week of the day'}, so what must be fresh is fresh.`;
}

/** The sentences a plan's description starts with: what the target asks that the plan does not teach, why, and the details. */
export function describeShape(shape: PlanShape, curriculum: Curriculum, schedule: Schedule): string {
  if (!shape.target) return '';
  const { why, details } = summarizeShape(shape, curriculum, schedule);
  // What was asked for and not taught, or already passed, comes before what the plan does instead.
  const first = details.filter((d) => d === outsideSentence(shape, curriculum) || d.startsWith('You are already past'));
  return [...first, why, ...details.filter((d) => !first.includes(d))].join(' ');
}

/** Week numbers as a reader says them: "3", "3 and 5", "3–6 and 9". */
export function weekList(numbers: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j++;
    runs.push(j === i ? `${numbers[i]}` : j === i + 1 ? `${numbers[i]}, ${numbers[j]}` : `${numbers[i]}–${numbers[j]}`);
    i = j + 1;
  }
  return runs.length > 1 ? `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}` : (runs[0] ?? '');
}

/**
 * Why a week uses less of the person's time (decision 188): `once`, its work bears no more (a sleep
 * window, a habit's tiny start, a log of the day — nothing in it marked to do again, decision 101);
 * `rounds`, its drills had their real second rounds and what is left is too short for another (decision 173).
 */
export type ShortBecause = 'once' | 'rounds';

/**
 * How much of the person's time the plan uses, when not most of it. Weeks short for a reason are named
 * once, with their reason in true words (`ShortBecause`); otherwise, when the days average under four
 * fifths of the time, that the rest is free.
 */
export function fillSentence(
  weeks: readonly { days: readonly { tasks: readonly { title: string; estimatedMinutes?: number }[] }[] }[],
  dailyMinutes: number,
  onPurpose: readonly number[] = [],
  rounded: readonly number[] = [],
  target = '',
): string {
  const longest = (numbers: readonly number[]) =>
    numbers
      .flatMap((n) => weeks[n - 1]!.days.flatMap((d) => d.tasks))
      .filter((t) => !/^Milestone:/.test(t.title))
      .sort((a, b) => (b.estimatedMinutes ?? 0) - (a.estimatedMinutes ?? 0))[0];
  const which = (numbers: readonly number[]) => (numbers.length === 1 ? `Week ${numbers[0]} uses` : `Weeks ${weekList(numbers)} use`);
  const its = (numbers: readonly number[]) => (numbers.length === 1 ? 'its' : 'their');
  const said: string[] = [];
  if (onPurpose.length) {
    const example = longest(onPurpose.slice(0, 1));
    const such = example ? ` (such as “${example.title}”)` : '';
    const used = onPurpose.flatMap((n) => weeks[n - 1]!.days).map((d) => d.tasks.reduce((m, t) => m + (t.estimatedMinutes ?? 0), 0));
    said.push(
      needsPractice(target, Math.max(0, ...used))
        ? // Not "more of it would not help" where the target is work that grows with time (round 18's readers:
          // "3 hours of focused writing each morning" on 160 of 600 minutes): the plan holds what it holds, plainly.
          `${which(onPurpose)} less of your time than you gave: ${its(onPurpose)} work${such} is all this plan holds for ${onPurpose.length === 1 ? 'it' : 'them'}, and your target asks for more practice than that. Give the rest of your time to the target itself: “${target.trim()}”.`
        : `${which(onPurpose)} less of your time than you gave, on purpose: ${its(onPurpose)} work${such} is done once a day, and more of it would not help. The rest of that time is free.`,
    );
  }
  if (rounded.length) {
    // Not "more would not help": the material is done, and a round in the minutes left would be padding.
    const example = longest(rounded.slice(0, 1));
    const such = example ? ` (such as “${example.title}”)` : '';
    said.push(
      `${which(rounded)} less of your time than you gave: ${its(rounded)} material${such} is done in less than that, with a second round where a day had room for a real one, and what is left is too short for another. The rest of that time is free, or for more of the week’s practice if you want it.`,
    );
  }
  if (said.length) return said.join(' ');
  const days = weeks.flatMap((w) => w.days);
  const used = days.reduce((n, d) => n + d.tasks.reduce((m, t) => m + (t.estimatedMinutes ?? 0), 0), 0) / Math.max(1, days.length);
  if (used >= dailyMinutes * 0.8) return '';
  return `Its days take about ${Math.round(used / 5) * 5 || 5} minutes on average, less than your ${dailyMinutes}: the rest of your time is free, and a shorter daily time gives the same plan.`;
}

/** Work that grows with the time given to it: writing, drawing, a comic, a portrait, a piece, a query, tattoo flash. */
const PRACTISED =
  /\b(?:writ(?:e|es|ing)|draft\w*|draw(?:s|ing)?|paint\w*|sketch\w*|illustrat\w*|comic|novel|manuscript|chapter|thesis|portraits?|flash sheets?|tattoo (?:flash|portfolio|artist|apprentice\w*)|art (?:school|foundation|college)|foundation (?:course|diploma)|(?:ba|bfa|bdes|mfa) in (?:fine art|art|illustration|animation|design|fashion|graphic design)|compos\w*|songs?|practi[cs]\w*|quer(?:y|ies))\b/i;

/** A length of time the target asks for: "3 hours", "an hour", "90 minutes", "2h". */
const ASKED = /\b(\d+(?:\.\d+)?|an?|one|two|three|four|five|six)[ -]?(hours?|hrs?|h|minutes?|mins?)\b/gi;
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * Whether a target needs more of the person's time than short weeks use (decision 318): its words name
 * work that grows with practice (writing, drawing, a comic, a query), or a length of time longer than the
 * longest day those weeks hold ("3 hours of focused writing each morning").
 */
export function needsPractice(target: string, longestDay: number): boolean {
  if (PRACTISED.test(target)) return true;
  return [...target.matchAll(ASKED)].some(([, n, unit]) => {
    const count = COUNT_WORDS[n!.toLowerCase()] ?? Number(n);
    return (/^h/i.test(unit!) ? count * 60 : count) > longestDay;
  });
}

/**
 * The weeks a plan's description names as using less of the person's time, with why ("Weeks 3–5 and
 * 8 use less of your time than you gave, on purpose: …"; "Week 4 uses less of your time than you gave: …").
 */
export function explainedWeeks(description: string): Set<number> {
  const out = new Set<number>();
  const said = [...description.matchAll(/\bWeeks? ([\d–, and]+?) uses? less of your time than you gave\b/g)];
  for (const part of said.flatMap((m) => m[1]!.split(/,\s*|\s+and\s+/))) {
    const [from, to = from] = part.split('–').map(Number);
    for (let w = from!; w <= to!; w++) out.add(w);
  }
  return out;
}
