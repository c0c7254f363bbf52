import { LIMITS } from '../../../contract';
import type { Curriculum } from '../curricula/schema';

/** A distance the person names: "40 km", "100 kilometres", "25 miles", "62.5 mi". */
const DISTANCE = /\b(\d{1,3}(?:[.,]\d{1,2})?) ?(km|kms|kilomet(?:re|er)s?|miles?|mi)\b/i;

/** Kilometres in a mile. */
const MILE = 1.609344;

/** The distance in km the words name, if any. */
export function distanceIn(words: string): number | undefined {
  const found = DISTANCE.exec(words);
  if (!found) return undefined;
  const n = Number(found[1]!.replace(',', '.'));
  return /^mi/i.test(found[2]!) ? n * MILE : n;
}

/**
 * A distance event's day at a pace the person can keep (decision 365): where the curriculum says the pace of a
 * person new to the event (`eventPace`, with its source) and the target names a distance, the last week's
 * event session takes that distance at that pace, in steps of 5 minutes, within a task's limit — 40 km at
 * 15 km an hour is 2 h 40 min, not the programme's 4 hours for a 100 km sportive.
 */
export function atTheirPace(curriculum: Curriculum, target: string): Curriculum {
  const km = curriculum.eventPace ? distanceIn(target) : undefined;
  if (!km || !curriculum.eventPace) return curriculum;
  const minutes = Math.ceil(((km / curriculum.eventPace.kmPerHour) * 60) / 5) * 5;
  const kept = Math.min(LIMITS.taskMinutes.max, Math.max(LIMITS.taskMinutes.min, minutes));
  const last = curriculum.weeks.at(-1)!;
  const paced = {
    ...last,
    days: last.days.map((day) => ({ ...day, tasks: day.tasks.map((task) => (task.whole ? { ...task, minutes: kept } : task)) })),
  };
  return { ...curriculum, weeks: [...curriculum.weeks.slice(0, -1), paced] };
}
