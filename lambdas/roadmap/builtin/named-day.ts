import { WEEKDAY_NAMES } from '../../../contract';
import type { CurriculumTask, CurriculumWeek } from '../curricula/schema';
import { namedWeekday } from '../deadline';
import { LIGHT_DAY, merge } from './place';
import { LIGHT_TITLE } from './day-words';

/**
 * An event named for its weekday (decision 287): Friday Night Magic, a Tuesday quiz, the Sunday league.
 * A week's day marked `event` (the store's night, the quiz, the match) falls on that weekday where the
 * person has it, the week's days before it leading to it and those after it following; where they do not
 * have it, their last day before it stands in (else their first after), and the event's session says so.
 */

type Day = CurriculumWeek['days'][number];

const NAMES = WEEKDAY_NAMES.map((d) => d.toLowerCase()).join('|');

/** What an event is called after its weekday: "Tuesday quiz", "Sunday league", "Thursday Commander night". */
const EVENT_AFTER_DAY = new RegExp(
  `\\b(${NAMES})s?(?:'s)?(?: (?:night|evening|morning|afternoon|lunchtime))? (?:magic|quiz|pub quiz|league|club|tournament|draft|commander|modern|pioneer|standard|meet-?up|jam|game night|games night|board games|match|fixture|parkrun|wedding|party|gig|concert|recital|service|mass|open mic)\\b`,
  'i',
);

/** The weekday (1 = Monday) an event is held on, and its name where the name says the day ("Friday Night Magic"). */
export interface HeldOn {
  day: number;
  said?: string;
}

/** The weekday an event in these words is named for or held on. */
export function eventWeekday(words: string): HeldOn | undefined {
  if (/\bFNM\b/.test(words)) return { day: 5, said: 'Friday Night Magic' };
  const named = EVENT_AFTER_DAY.exec(words);
  if (named) return { day: WEEKDAY_NAMES.findIndex((d) => d.toLowerCase() === named[1]!.toLowerCase()) + 1, said: named[0] };
  // "on Thursdays", "every Wednesday", "Sunday mornings": the event's day said outright.
  const day = namedWeekday(words);
  return day ? { day } : undefined;
}

/**
 * The slot (an index into `weekdays`) for an event on `day`: that weekday where the person has it, else
 * their last day before it in the week, else their first after it.
 */
export function slotFor(weekdays: readonly number[], day: number): number {
  const own = weekdays.indexOf(day);
  if (own >= 0) return own;
  const before = weekdays.filter((d) => d < day);
  return before.length ? weekdays.indexOf(before.at(-1)!) : 0;
}

/**
 * The week's placed days with its event day on `to`: the days before it in the curriculum on the person's
 * days before it (the last of them holding the rest where they are fewer), those after it likewise after
 * it, light days where there is room, and where no day is left on one side, that side's work joined to the
 * event's day (before it, or after it: "Log every match" the same night).
 */
export function onTheirDay(days: readonly Day[], at: number, to: number): Day[] {
  if (at < 0 || at === to) return [...days];
  const work = (list: readonly Day[]) => list.filter((d) => d.title !== LIGHT_TITLE);
  const before = work(days.slice(0, at));
  const after = work(days.slice(at + 1));
  const fit = (list: readonly Day[], room: number): { kept: Day[]; over: Day[] } => {
    if (room === 0) return { kept: [], over: [...list] };
    if (list.length <= room) return { kept: [...list, ...Array.from({ length: room - list.length }, () => LIGHT_DAY)], over: [] };
    return { kept: [...list.slice(0, room - 1), merge(list.slice(room - 1))], over: [] };
  };
  const lead = fit(before, to);
  const follow = fit(after, days.length - 1 - to);
  return [...lead.kept, merge([...lead.over, days[at]!, ...follow.over]), ...follow.kept];
}

/** The event's session, where the person's day stands in for the event's: "This is on a Friday (Friday Night Magic), not one of your days: do it that Friday, in place of this Thursday." */
export function standingIn(task: CurriculumTask, event: HeldOn, standIn: number): CurriculumTask {
  const day = WEEKDAY_NAMES[event.day - 1]!;
  const note = `This is on a ${day}${event.said ? ` (${event.said})` : ''}, not one of your days: do it that ${day}, in place of this ${WEEKDAY_NAMES[standIn - 1]}.`;
  return { ...task, description: `${note} ${task.description}` };
}
