import type { Curriculum, CurriculumWeek } from '../curricula/schema';
import { restsBetween } from './place';
import { coreOf } from './shape';

/** A long session's day: a long walk, ride or run, a day walk, back-to-back days. */
export const LONG_DAY = /\blong(?:er)? (?:walk|ride|run)\b|\bback[- ]to[- ]back\b|\bday walk\b|\bmountain day\b/i;

/**
 * An event's day a coach trains for with a long session grown towards it (decision 282): 90 minutes or more
 * (British Cycling's sportive guides and Hal Higdon's plans build the long ride or run from an hour or so to about
 * three quarters of the event's day), and more than two of the person's days.
 */
const EVENT_DAY = 90;

/** A plan towards an endurance event: the event's day, and the long sessions that build towards it. */
export interface Endurance {
  /** The minutes the event's day takes (the plan's last week's longest session). */
  event: number;
  /** The longest of the long sessions before it, in full, and the plan week (from 0) it falls in. */
  longest: { minutes: number; week: number };
  /** What the long session is called: "long ride", "long run", "long walk". */
  name: string;
}

/** The longest core task of a week's days, of those days `which` keeps. */
const longestIn = (week: CurriculumWeek, which: (title: string) => boolean = () => true) =>
  Math.max(
    0,
    ...week.days.flatMap((d) =>
      coreOf(d.tasks)
        .filter((t) => which(`${d.title}\n${t.title}`))
        .map((t) => t.minutes),
    ),
  );

/**
 * Whether a training plan works towards an endurance event whose day lasts far longer than the person's days (a
 * sportive, the Coast to Coast, a marathon, a long walk's stage): its long session is then grown whole towards the
 * event on one longer day a week, and said, rather than shortened to the days (decision 282).
 */
export function enduranceOf(curriculum: Curriculum, syllabus: readonly number[], dailyMinutes: number): Endurance | undefined {
  if (!restsBetween(curriculum) || syllabus.length < 2) return undefined;
  const last = curriculum.weeks[syllabus.at(-1)!]!;
  // (A mountain's day in parts, the climb and the descent, takes their sum: decision 392.)
  const parts = last.days.filter((d) => /\bmountain day\b/i.test(d.title)).map((d) => coreOf(d.tasks).reduce((n, t) => n + t.minutes, 0));
  const event = Math.max(longestIn(last), ...parts);
  const longs = syllabus.slice(0, -1).map((index) => longestIn(curriculum.weeks[index]!, (title) => LONG_DAY.test(title)));
  const minutes = Math.max(...longs);
  // (The event's day, or the long days before it where the last week is a taper: a multi-day walk's.)
  const longest = Math.max(event, minutes);
  if (longest < EVENT_DAY || longest <= dailyMinutes * 2 || minutes <= dailyMinutes * 1.1) return undefined;
  const week = longs.indexOf(minutes);
  // (Named by the day or its session, whichever says it: a day "Saturday" holding "Long ride: …" is the long ride.)
  const said = curriculum.weeks[syllabus[week]!]!.days.flatMap((d) =>
    coreOf(d.tasks)
      .filter((t) => t.minutes === minutes)
      .map((t) => `${d.title}\n${t.title}`),
  ).find((words) => LONG_DAY.test(words));
  const name = (LONG_DAY.exec(said ?? '')?.[0] ?? 'long session').toLowerCase();
  return { event, longest: { minutes, week }, name };
}
