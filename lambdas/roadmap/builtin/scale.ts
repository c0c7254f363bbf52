import type { CurriculumTask, CurriculumWeek } from '../curricula/schema';
import {
  CHECK_TITLE,
  CONTINUED,
  dayName,
  headOf,
  LIGHT_KEEP,
  LIGHT_TITLE,
  PHRASE,
  PRACTICE_ROUND_DAY,
  sharesWord,
  wholeName,
} from './day-words';
import { sessionNeed } from './shape';

/**
 * A training session shortened to the time a day holds (#39 item 2, decision 080). A coach asks no
 * more than the person gives: when a week's sessions need more than its days, each is cut down to the
 * day's share, as a coach would write it — fewer rounds of a run/walk block, a shorter steady or long
 * run, else the session from its start for the minutes there are — with a shorter walk either side on
 * a short day. Its lengths are in steps of five, and its words say what it was in full.
 */

/** The shortest session worth going out for: a short walk either side and a few minutes of work. */
const SHORTEST = 10;

/** The longest task title a plan stores (ROADMAP_LIMITS), with room to spare. */
const TITLE_MAX = 110;

/** The longest timed trial: about as long as a 5K takes most runners who train for one. */
const TRIAL_MAX = 20;

const floor5 = (minutes: number) => Math.floor(minutes / 5) * 5;

/** Minutes of walking around the work: the programme's 5 minutes either side, or 2–3 on a short day. */
const warmOf = (minutes: number) => (minutes >= 25 ? 10 : 5);

/** A duration in a title: "25 min", "40 minutes", "30-minute". */
const DURATION = /(\d+)[ -]?(?:min|minutes?)\b/g;

/**
 * The original description's sentences that count nothing (minutes, rounds, kilometres): the
 * session's cues, true at any length ("slow down rather than stop"), and the person's pace (min/km).
 * A cue that the session's full length is reached is not true of its shortened one.
 */
const cues = (description: string) =>
  description
    .split(/(?<=[.!?])\s+/)
    .filter((s) => /min\/km/.test(s) || !/\d|×|\btwice\b|\breached\b/i.test(s))
    .join(' ');

/**
 * A long session a coach shortens to the person's week (decision 267): a long walk or ride, a day walk,
 * a back-to-back day. Marked `whole` (one go, never in sittings), it is still done shorter on a short week.
 */
export const LONG_SESSION = /^(?:Long(?:er)? (?:walk|ride)|Back[- ]to[- ]back|Day walk)\b/i;

/** Whether a session is done at its own length or not at all: a class, a lesson, a test, the walk itself. */
export const indivisible = (task: Pick<CurriculumTask, 'whole' | 'title'>) => !!task.whole && !LONG_SESSION.test(task.title);

/**
 * `task` as `minutes` hold it (a multiple of 5, at least `SHORTEST`); the task itself when it fits.
 * Only a fixed session is shortened: a flexible one already takes the day's length (fitDay), and one
 * done in one go (`whole`: a class, a lesson, a practice test) is kept whole, its day the longer one
 * (decision 222). A session that moves the body (`moving`) is shortened as a coach would; any other (a
 * draft, a practice) is worked on for the day's minutes, the rest left for a day with more time.
 */
export function shortened(task: CurriculumTask, minutes: number, moving = true): CurriculumTask {
  const length = Math.max(SHORTEST, floor5(minutes));
  if (task.flex || indivisible(task) || length >= task.minutes) return task;
  if (!moving) {
    const lead = `Shortened to your ${length} minutes: work on it for ${length} minutes and stop there; what is left waits for a day with more time.`;
    const full = `In full it takes about ${Math.round(task.minutes / 5) * 5} minutes.`;
    return { ...task, description: [lead, full, task.description].filter(Boolean).join(' '), minutes: length };
  }
  const warm = warmOf(length);
  const work = length - warm;
  const colon = task.title.indexOf(': ');
  const label = colon > 0 ? `${task.title.slice(0, colon)}: ` : '';
  const rest = colon > 0 ? task.title.slice(colon + 2) : task.title;
  const walk = warm === 10 ? 'a 5-minute brisk walk' : 'a short brisk walk (2–3 minutes)';
  const full = `In full it takes about ${Math.round(task.minutes / 5) * 5} minutes; your day holds ${length}.`;
  let title: string;
  let lead: string;
  let taken = length;
  if (LONG_SESSION.test(task.title)) {
    // A long walk or ride is the same session for less time: its pace, its kit and its ground kept.
    const named = `${label}${rest}, shortened to ${length} minutes`;
    const first = `${label}${rest.split(/,| —/)[0]}, shortened to ${length} minutes`;
    title =
      named.length <= TITLE_MAX
        ? named
        : first.length <= TITLE_MAX
          ? first
          : `${label}this week’s longer session, shortened to ${length} minutes`;
    lead = `Shortened to your ${length} minutes: the same session at the same easy pace, with what it carries, for as long as your day holds. The session in full: “${rest}”.`;
    return { ...task, title, description: [lead, full, cues(task.description)].filter(Boolean).join(' '), minutes: length };
  }
  const rounds = /(\d+) × \(([^)]+)\)/.exec(rest);
  const durations = [...rest.matchAll(DURATION)];
  const total = /^(\d+) minutes — (\d+) running\b/.exec(rest);
  if (rounds) {
    // A run/walk block repeated: fewer rounds, each as written (the programme's warm-up is 10 minutes).
    const n = Number(rounds[1]);
    const block = (task.minutes - 10) / n;
    const k = Math.min(n - 1, Math.max(1, Math.floor(work / block)));
    title = `${label}${rest.replace(rounds[0], `${k} × (${rounds[2]})`)}`;
    lead = `Shortened to your ${length} minutes: ${walk}, then ${k === 1 ? 'one round' : `${k} rounds`} of ${rounds[2]}, then walk easy to cool down.`;
  } else if (total) {
    // "Long run: 80 minutes — 70 running …": the run capped at the day's time, the walks either side kept.
    const running = Math.max(5, length - (Number(total[1]) - Number(total[2])));
    title = `${label}${rest.replace(total[0], `${length} minutes — ${running} running`)}`;
    lead = `Capped at your ${length} minutes: ${running} of them running, at the same easy effort.`;
  } else if (/(\d+) × (\d+) minutes/.test(rest)) {
    // Repeats of minutes ("2 × 10 minutes at a steady hard pace"): fewer of them, each no longer than the day holds.
    const [said, n, m] = /(\d+) × (\d+) minutes/.exec(rest)!;
    const k = Math.max(1, Math.min(Number(n), Math.floor(work / Number(m))));
    const each = Math.min(Number(m), Math.max(5, floor5(work / k)));
    // (One repeat has nothing between: "1 × 5 minutes at a steady hard pace", not "…, 5 easy between".)
    const between = k === 1 ? rest.replace(/,? \d+(?: minutes)? easy between\b/, '') : rest;
    title = `${label}${between.replace(said!, `${k} × ${each} minutes`)}`;
    lead = `Shortened to your ${length} minutes: ${walk}, then ${k === 1 ? 'one effort' : `${k} efforts`} of ${each} minutes, then easy to cool down.`;
  } else if (!durations.length && /\d+ × \d/.test(rest)) {
    // Strength work ("Sit-to-stands 3 × 10, step-ups 3 × 10 each leg"): fewer sets of each exercise, none left out.
    const share = length / task.minutes;
    title = `${label}${rest.replace(/(\d+) × (?=\d)/g, (_, n: string) => `${Math.max(1, Math.round(Number(n) * share))} × `)}`;
    lead = `Shortened to your ${length} minutes: fewer sets of the same exercises, with the same care over form.`;
  } else if (durations.length === 1 && Number(durations[0]![1]) > work) {
    // One stretch of running ("25 min steady run"): as much of it as the day holds.
    const run = Math.max(5, floor5(work));
    title = `${label}${rest.replace(durations[0]![0], durations[0]![0].replace(durations[0]![1]!, String(run)))}`;
    lead = `Shortened to your ${length} minutes: ${walk}, ${run} minutes of the session, then walk easy to cool down.`;
  } else if (durations.length === 1 && Number(durations[0]![1]) <= work) {
    // The session's own work fits the day ("20 minutes at threshold pace" on a 35-minute day): done whole, its
    // warm-up and cool-down shorter — never "the first 25 minutes of 20 minutes" (round 17's readers).
    title = `${label}${rest}`;
    lead = `Shortened to your ${length} minutes: ${walk}, the session’s ${durations[0]![1]} minutes whole, then walk easy to cool down.`;
  } else if (/\btime trial\b/i.test(task.title)) {
    // A time trial cut short at a distance is no trial: an all-out effort for a set time is one, and the
    // distance it covers rates the runner as a race does (Daniels' tables rate any distance run all-out).
    const run = Math.min(TRIAL_MAX, Math.max(5, floor5(work)));
    title = `${label}as far as you can in ${run} minutes, all-out at an even pace`;
    taken = run + warm;
    lead = `Shorter to fit your day: ${walk}, then as far as you can in ${run} minutes at an even, all-out effort, then walk easy. Note the distance: it sets your paces as a race would. The trial in full: “${rest}”.`;
  } else {
    // Anything else (a tempo, hills, a race): the session from its start, for the minutes there are.
    const run = Math.max(5, floor5(work));
    const whole = `${label}the first ${run} minutes of ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
    title = whole.length <= TITLE_MAX ? whole : `${label}the first ${run} minutes of this week’s session`;
    lead = `Shortened to your ${length} minutes: ${walk}, then the session from its start for ${run} minutes, then walk easy to cool down. The session in full: “${rest}”.`;
  }
  return { ...task, title, description: [lead, full, cues(task.description)].filter(Boolean).join(' '), minutes: taken };
}

/** A planned task as the plan stores it. */
export interface PlannedTask {
  title: string;
  description: string;
  difficulty: CurriculumTask['difficulty'];
  estimatedMinutes: number;
}

/** A planned day: its title and tasks, the week's milestone last on its closing day. */
export interface PlannedDay {
  number: number;
  title: string;
  tasks: PlannedTask[];
}

/** A task of the week that bears doing again, and where it was done: a day of this week, or last week's. */
interface Again {
  task: CurriculumTask;
  /** The day of this week it was done on; undefined for last week's work. */
  day?: number;
}

/** The shortest drill that bears a second round. */
const MIN_ROUND = 10;

/** The title of a day given only to this week's practice (a light day turned to practice), before what it practises. */

/**
 * The time a week's work leaves, used as a coach would (#39 item 2, decision 101): more practice of
 * the week's own skill, never filler. Each day with minutes to spare (the week as a whole never past
 * the person's time) takes a second round of a drill done that day, else of one done earlier in the
 * week, else a review of last week's material — only what its curriculum marks as bearing it
 * (`again`), so a rest day, a sleep window, a test or a set-up is never done twice. A day the week
 * had nothing for (a light day) becomes a day of that practice. A fixed drill longer than the time
 * there is is done for that time, and its title says so.
 *
 * `chosen[d]` are the curriculum's tasks of day `d`, `last` last week's. Returns the days, and whether
 * the week had anything that bears repeating.
 */
export function practiseInSpareTime(
  days: readonly PlannedDay[],
  chosen: readonly (readonly CurriculumTask[])[],
  last: readonly CurriculumTask[],
  {
    dailyMinutes,
    maxTasks,
    words,
    maxTitle,
    repeats = new Map(),
  }: {
    dailyMinutes: number;
    maxTasks: number;
    words: (text: string) => string;
    maxTitle: number;
    /** How often the plan has repeated each drill so far, by the name its rounds say: each repeat changes something else. */
    repeats?: Map<string, number>;
  },
): { days: PlannedDay[]; repeatable: boolean; drills: boolean } {
  const minutesOf = (day: PlannedDay) => day.tasks.reduce((n, t) => n + t.estimatedMinutes, 0);
  let left = dailyMinutes * days.length - days.reduce((n, d) => n + minutesOf(d), 0);
  // A day's main drills first: a five-minute warm-up or note is not what a second round is for.
  const rounds = chosen.map((tasks, d) =>
    tasks
      .filter((t) => t.again === 'round' && t.minutes >= MIN_ROUND && bearsRepeat(t))
      .sort((a, b) => b.minutes - a.minutes)
      .map((task): Again => ({ task, day: d })),
  );
  // Last week's in review: material learnt (`review`), not a drill done again a week later.
  const reviews = [...new Set(last)].filter((t) => t.again === 'review' && bearsRepeat(t)).map((task): Again => ({ task }));
  const repeatable = rounds.some((r) => r.length > 0) || reviews.length > 0;
  if (!repeatable) return { days: [...days], repeatable, drills: false };
  // Last week's material is reviewed once a week, not on each day ("from last week: review" seven times).
  const reviewed = new Set<CurriculumTask>();
  const out = days.map((day, d) => {
    // This day's drills first (a second round, the longest first), then the week's earlier days', then last week's.
    // (A task done over several days, in sittings, is one drill: it comes once.)
    const seen = new Set<CurriculumTask>();
    const candidates = [...rounds[d]!, ...rounds.slice(0, d).toReversed().flat(), ...reviews].filter(
      (a) => !seen.has(a.task) && !!seen.add(a.task) && !(a.day === undefined && reviewed.has(a.task)),
    );
    const light = day.title.endsWith(LIGHT_TITLE);
    const milestone = day.tasks.filter((t) => /^Milestone:/.test(t.title));
    const tasks = light ? [] : day.tasks.filter((t) => !milestone.includes(t));
    // A light day given practice is that practice only (and the week's check): its minutes go back to the week.
    const freed = light ? minutesOf(day) - minutesOf({ ...day, tasks: milestone }) : 0;
    if (!candidates.length || left + freed < 5) return day;
    let spare = Math.min(left + freed, dailyMinutes - (minutesOf(day) - freed));
    const added: PlannedTask[] = [];
    const from: Again[] = [];
    for (const again of candidates) {
      if (spare < 5 || tasks.length + added.length + milestone.length >= maxTasks) break;
      const minutes = Math.min(again.task.flex?.[1] ?? again.task.minutes, floor5(spare));
      // A round is at least half the drill and ten minutes, or none: a 30-minute study is not redone in 5
      // (round 10's readers), on a light day either.
      if (minutes < Math.max(MIN_ROUND, sessionNeed(again.task) / 2)) continue;
      // (Counted by the name a round says: three "Product sense: …" prompts are one "Product sense" to the reader.)
      const said = headOf(words(again.task.title));
      const round = roundOf(again, d, minutes, words, maxTitle, repeats.get(said) ?? 0);
      // A drill whose name cannot be said whole beside what changes is not repeated ("Read an exhibit with two series and, …").
      if (!round) continue;
      added.push(round);
      if (again.day === undefined) reviewed.add(again.task);
      if (again.day !== undefined) repeats.set(said, (repeats.get(said) ?? 0) + 1);
      from.push(again);
      spare -= minutes;
    }
    if (!added.length) return day;
    left += freed - added.reduce((n, t) => n + t.estimatedMinutes, 0);
    // A practice day is named by the drill it practises, so a week's practice days do not all read alike.
    const source = from[0]!.day === undefined ? 'last week’s work' : dayName(days[from[0]!.day]!.title);
    return {
      ...day,
      title: light ? day.title.replace(LIGHT_TITLE, `${PRACTICE_ROUND_DAY}: ${source}`) : day.title,
      tasks: [...tasks, ...added, ...milestone],
    };
  });
  // Every real round the week's days hold is taken: time still left is too short for another (a
  // shorter round is padding), so the week is short and the plan says why (`drills`, describe.ts).
  return { days: out, repeatable: false, drills: true };
}

/** A task that says which of a series it is: "Sleep diary: second entry", "Day 3 log". */
const COUNTED_ITSELF = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|last|final|\d+(st|nd|rd|th)|day \d+|week \d+)\b/i;

/** The least of a lesson's work that a later day takes on its own. */
const OWN_DAY = 10;

/**
 * A task said as done each day, which a light day may hold again (decision 280): its words say today,
 * tonight, each or every day, daily, or it is a diary, a journal, a tick or word cards reviewed ("Word
 * cards: 15 minutes") — not a task that merely names cards ("the van, leaflets, cards"), nor a log of a
 * session or a week ("Log this week's deep hours", "Review the night's log", "Write your chord list in
 * the log"), nor an entry that is not a diary's ("Compare the entry salary…"): those are done once.
 */
const SAID_DAILY =
  /\b(?:today|tonight|last night|this (?:morning|evening)|(?:each|every) (?:day|morning|evening|night)|daily|diary|journal|tick|flashcards?|after your anchor)\b|\bcards:|\b(?:word|vocab\w*|kanji|review\w*) cards\b/i;

/**
 * A task done once however daily its words: a daily task's first time ("Start the diary"), a choice of
 * one ("Choose the practice you will keep daily"), a week's own record ("Log this week's deep hours"), the
 * week's instruction ("Note your longest block of sleep each night this week"), a rule ("If you missed
 * yesterday, today is not optional") or a check of a daily thing ("Check your B12 is being taken every
 * day"): round 18's readers read them twice in a week, word for word.
 */
const DONE_ONCE =
  /^(?:start|make|set up|create|build|open|begin|choose|pick|decide|plan|compare|agree|if)\b|^(?:log|write|total|count)\b.*\b(?:this|the|last) week['’]s\b|\beach (?:day|night|morning|evening) this week\b|^check\b.*\bevery day\b/i;

/**
 * A study session said by its length that works through what is due ("{minutes} minutes: the error log's
 * newest entries, redone", "… only the flashcards and reviews due"): new each day, as a diary is.
 */
const DUE_SESSION = /^\{minutes\} minutes:.*\b(?:log|entry|entries|flashcards?|reviews?)\b/i;

/** A record kept over the weeks: a log, a diary or tracker entry, the day's tick, cards reviewed. */
const RECORD = /\b(?:log|diary|journal|entry|entries|tracker|tick|flashcards?|cards)\b/i;

/** Whether a task may stand on any of the week's days, once a day: said as daily, and not a first, a count or a one-off. */
export const daily = (title: string) =>
  (SAID_DAILY.test(title) || (DUE_SESSION.test(title) && !ONE_OFF.test(title))) && !DONE_ONCE.test(title) && !COUNTED_ITSELF.test(title);

/**
 * A light day still left after the week's practice (a curriculum that marks no drill: money, sleep,
 * habits) gets a real, small task of that week rather than nothing (round 10's readers): first what
 * the week's days could not hold (`extras`, each from the day it belongs to, once, in order), then the
 * week's own daily task again (its diary, today's entry, its tick, its cards), or the one the plan's weeks
 * before kept. Never a task done once (a salary compared, a week's hours logged, a list written: decision
 * 280), and never a task the week already holds unless it is said as daily. Never past the week's time: a
 * day takes one task its minutes hold, and the week as a whole stays within the person's days and a tenth.
 * Returns the days and the extras used, which the planner counts as done.
 */
export function lightDayWork(
  days: readonly PlannedDay[],
  extras: readonly { task: CurriculumTask; day: number }[],
  chosen: readonly (readonly CurriculumTask[])[],
  before: readonly CurriculumTask[],
  { dailyMinutes, words, rest }: { dailyMinutes: number; words: (text: string) => string; rest?: Rest },
): { days: PlannedDay[]; used: CurriculumTask[] } {
  const minutesOf = (day: PlannedDay) => day.tasks.reduce((n, t) => n + t.estimatedMinutes, 0);
  let left = Math.floor(dailyMinutes * days.length * 1.1) - days.reduce((n, d) => n + minutesOf(d), 0);
  const used: CurriculumTask[] = [];
  // The lessons a light day of this week has looked back at already: a second light day rests.
  const lookedBack = new Set<string>();
  // What the week holds, as the person reads it (its days and what its light days are given): a task done
  // once is not done again this week.
  const held = new Set(days.flatMap((x) => x.tasks.map((t) => t.title)));
  const out = days.map((day, d) => {
    if (!day.title.endsWith(LIGHT_TITLE)) return day;
    const milestone = day.tasks.filter((t) => /^Milestone:/.test(t.title));
    const room = Math.min(
      dailyMinutes - minutesOf({ ...day, tasks: milestone }),
      left + minutesOf(day) - minutesOf({ ...day, tasks: milestone }),
    );
    // A task whose title states its length ("15 minutes of exercise") is done at that length or not here.
    const length = (t: CurriculumTask) => {
      const minutes = t.flex ? Math.min(t.flex[1], Math.max(t.flex[0], floor5(room))) : t.minutes;
      return Math.max(minutes, ...[...t.title.matchAll(DURATION)].map((m) => Number(m[1])));
    };
    // This week's daily task done so far, else the one the plan kept before (a diary started earlier goes on).
    // (Not one that counts itself — "the second entry", "day 3" — nor one done once: decision 280.)
    // (Of the weeks before, a record kept — a diary, a tick, cards, a log — not an exercise of a past week.)
    const kept = [...before.filter((t) => RECORD.test(t.title)), ...chosen.slice(0, d).flat()].filter(
      (t) => daily(t.title) && t.title !== LIGHT_KEEP,
    );
    const fresh = (t: CurriculumTask) => daily(t.title) || !held.has(words(t.title.replace(/\{minutes\}/g, String(length(t)))));
    // (A short extra — a record of the step, breathing afterwards — belongs to its lesson's day, never a
    // later one; a diary or today's entry is kept on any day.)
    const extra = extras.find(
      (x) =>
        x.day < d &&
        !used.includes(x.task) &&
        (x.task.minutes >= OWN_DAY || daily(x.task.title)) &&
        length(x.task) <= room &&
        fresh(x.task),
    );
    const pick = extra?.task ?? [...kept].reverse().find((t) => length(t) <= room);
    // Nothing of the week to keep up: the day says what is true of it (decision 234), never "keep what
    // this week started" in a week that started no log, tracker or habit.
    if (!pick)
      return restDay(day, days.slice(0, d), lookedBack, rest && { title: words(rest.title), description: words(rest.description) });
    if (extra) used.push(extra.task);
    const minutes = length(pick);
    left -= minutes - (minutesOf(day) - minutesOf({ ...day, tasks: milestone }));
    const text = (t: string) => words(t.replace(/\{minutes\}/g, String(minutes)));
    const task: PlannedTask = {
      title: text(pick.title),
      description: text(pick.description),
      difficulty: pick.difficulty,
      estimatedMinutes: minutes,
    };
    held.add(task.title);
    // Named as the lesson it finishes ("Why it matters, continued") where it is of that lesson, else by
    // what it is, whole (round 18's readers: "Start the night log, continued" held the mood questions).
    const lesson = extra && dayName(days[extra.day]!.title);
    const name =
      lesson && (sharesWord(lesson, headOf(task.title)) || !wholeName(task.title))
        ? `${lesson}${CONTINUED}`
        : (wholeName(task.title) ?? shortName(task.title, '…'));
    return { ...day, title: day.title.replace(LIGHT_TITLE, name), tasks: [task, ...milestone] };
  });
  return { days: out, used };
}

/** A curriculum's own words for a rest day (a grief plan's, said kindly). */
type Rest = { title: string; description: string };

/**
 * Work that made something to look back at (#39 item 3, round 18's readers): a draft, a recording, a log, a
 * drawing — not a step taken ("When to see your GP", "Tell one person you trust", "Throw"), which has nothing
 * to reread or replay.
 */
const MADE =
  /^(?:(?:start|keep|fill in|add to) (?:a |the |your )?(?:\w+ )?(?:log|diary|journal)|draft|write|rewrite|revise|edit|outline|sketch|draw|paint|ink|record|film|shoot|photograph|design|build|compose)\b/i;

/** A round of a drill (`roundOf`): "Draft, again: one thing changed" is not a made thing of its own. */
const ROUND_SAID = /, (?:again|second round|from last week): /;

/** The title a light day with nothing of its week takes: it is a rest, and says so. */
export const REST_TITLE = 'Rest day';

/** A rest day's one task, where the week's work is on the person's other days. */
export const DAY_OFF: PlannedTask = {
  title: 'A day off the plan: this week’s work is on your other days',
  description: 'Nothing to do or tick today. Rest is part of the plan.',
  difficulty: 'easy',
  estimatedMinutes: 5,
};

/**
 * A light day with nothing of its week to keep up (no diary, tick or cards started): a look back at
 * the week's latest work that made something (a draft, a recording, a log), named whole, five minutes,
 * where no light day of the week has looked back yet; else a rest, said as one (decisions 234, 280,
 * 318). A day that holds the week's check is that check, with no rest task beside it.
 */
function restDay(day: PlannedDay, before: readonly PlannedDay[], lookedBack: Set<string>, rest?: Rest): PlannedDay {
  const keep = (t: PlannedTask) => t.title !== LIGHT_KEEP;
  if (!day.tasks.some((t) => !keep(t))) return day;
  const others = day.tasks.filter(keep).filter((t) => !/^Note one thing from this week’s work/.test(t.title));
  // (Its own words where the curriculum gives them: no look back at what a grieving person "would do differently".)
  if (rest) return { ...day, tasks: [{ ...rest, difficulty: 'easy', estimatedMinutes: 5 }, ...others] };
  const lessons = before.filter((d) => !d.title.endsWith(LIGHT_TITLE) && !d.title.endsWith(REST_TITLE));
  // The week's latest made thing, named by its title's head as the person did it, whole or not at all
  // (never "Look back at “Tell one person you trust how you”"). Its quotation marks aside.
  const made = lessons
    .flatMap((d) => d.tasks)
    .filter((t) => !/^Milestone:/.test(t.title) && !ROUND_SAID.test(t.title) && MADE.test(t.title))
    .map((t) => headOf(t.title.replace(/[“”]/g, '')))
    .filter((name) => name.split(/\s+/).length <= 8 && !PHRASE.test(name.split(/\s+/).at(-1)!));
  // (Once a week: a second look back in a week is filler, round 16's readers; that day rests and says so.)
  const name = !lookedBack.size ? made.at(-1) : undefined;
  if (name) {
    lookedBack.add(name);
    const back: PlannedTask = {
      title: `Look back at “${name}”: one line on what you would do differently`,
      description: `Nothing new today. Reread or replay what you made for “${name}” this week and write one line: what worked, and what you would change next time.`,
      difficulty: 'easy',
      estimatedMinutes: 5,
    };
    return { ...day, tasks: [back, ...others] };
  }
  // The week's check on this day is the day's work: no rest task beside it.
  if (others.length) return { ...day, tasks: others };
  const started = lessons.some((d) => d.tasks.some((t) => !/^Milestone:/.test(t.title)));
  const task: PlannedTask = started
    ? { ...DAY_OFF }
    : { ...DAY_OFF, title: 'A day off the plan: this week’s first lesson is on your next day' };
  return { ...day, title: day.title.replace(LIGHT_TITLE, REST_TITLE), tasks: [task] };
}

/**
 * A light day left holding the week's check (no drill of the week to practise) is the day of that
 * check: the check and a note on the week, not "nothing new" (decision 129).
 */
export function checkDays(days: readonly PlannedDay[]): PlannedDay[] {
  return days.map((day) =>
    day.title.endsWith(LIGHT_TITLE) && day.tasks.some((t) => /^Milestone:/.test(t.title))
      ? { ...day, title: day.title.replace(LIGHT_TITLE, CHECK_TITLE), tasks: day.tasks.filter((t) => t.title !== LIGHT_KEEP) }
      : day,
  );
}

/**
 * What changes when a drill comes round again in a week, as a teacher varies it (#39 item 5, round
 * 10's readers): the error the first attempt showed, then one condition harder, recorded, and with
 * fewer cues — in that order, the `n`th repeat of a drill taking the `n`th.
 */
const ROUND_CHANGES = [
  {
    change: 'the error you found',
    how: 'Start where the first attempt went wrong (mark it now if you did not), work that part until it is right, then do the whole once more.',
  },
  // (Never "against the clock": a ferment, a glaze or a proof is not hurried. Nor a generic list of
  // harder conditions, or "recorded" pasted on any drill: readers read them as padding.)
  {
    change: 'without the notes',
    how: 'Without the notes, the reference or the example this time: from memory first, then check against them.',
  },
] as const;

/**
 * What changes when work that makes something (a draft, a shoot, a sketch, a reading aloud) comes round
 * again (decision 234): it is not a drill with an error to find, so its round makes the thing again with
 * one change the first showed, or redoes its weakest part — true of a draft, 30 frames or a logo.
 */
const MAKING_CHANGES = [
  {
    change: 'one thing changed',
    how: 'Do it again, changing one thing the first go showed you, then put the two side by side: which is better, and why?',
  },
  {
    change: 'its weakest part',
    how: 'Go back to the weakest part of what you made (mark it now if you did not) and redo only that part.',
  },
] as const;

/**
 * What changes when a routine of the body comes round again (a stretch routine, mobility, yoga): it has no
 * error to find ("Stretch routine, again: the error you found", round 17's readers), so its round goes a little
 * further, or slower, within mild tension.
 */
const BODY_CHANGES = [
  {
    change: 'a little further',
    how: 'The same routine, each hold or set a little longer or deeper than last time where it felt easy; mild tension, never pain.',
  },
  {
    change: 'slower and steadier',
    how: 'The same routine, slower: a breath more in each hold or each movement, with the form you would show a coach.',
  },
] as const;

/** A routine of the body (stretches, mobility, yoga, pilates): its round goes further (`BODY_CHANGES`). */
const BODY = /^(?:stretch\w*|mobility|yoga|pilates)\b/i;

/** Work that makes a thing (a draft, a shoot, a design) rather than drills a skill: its round makes it again (`MAKING_CHANGES`). */
const MAKING =
  /^(?:draft|write|rewrite|revise|edit|pass \d|cull|free-write|outline|reverse-outline|shoot|photograph|film|record|design|build|compose)\b/i;

/**
 * A drill done from something read or looked at (notes, a score, a script, a reference, cards): only its
 * round can be done "without the notes" (round 18's readers: "Dynamics, again: without the notes" where
 * nothing is read). Another drill's rounds stop at the error it showed.
 */
const READ_FROM =
  /\b(?:(?:your|study|class|lecture|revision) notes|notes you|reference|example|model answer|score|sheet music|sheet|script|chart|cards?|flashcards?|word list|list|text|book|page|photo|tab|lyrics|recipe|checklist|prompts?)\b/i;

/** The changes a task's rounds go through, in turn: each once in a plan, never the same words twice (decision 234). */
const changesOf = (task: CurriculumTask) =>
  BODY.test(task.title)
    ? BODY_CHANGES
    : MAKING.test(task.title) || MAKING.test(task.title.replace(/^[^:]{1,30}:\s+/, ''))
      ? MAKING_CHANGES
      : READ_FROM.test(`${task.title} ${task.description}`)
        ? ROUND_CHANGES
        : ROUND_CHANGES.slice(0, 1);

/**
 * Whether a drill bears a second round as it stands (round 10's readers): not a task done in one go (a
 * shoot, a visit, a finished piece), not one whose point is that it is new each time (sight-reading, an
 * unseen passage, a mock or test), not a first, final or baseline attempt.
 */
const bearsRepeat = (task: CurriculumTask) => !task.whole && !ONE_OFF.test(task.title);
const ONE_OFF = /\b(?:sight-?read\w*|unseen|mock|test|exam|baseline|first|final|finished|finish|performance|perform)\b/i;

/**
 * A drill's short name: its title before a colon, a dash or a bracket, in at most seven words — a longer
 * one ends before a phrase rather than mid-phrase ("Add your 3 case studies", not "… to LinkedIn's").
 */
function shortName(title: string, cut = ''): string {
  const head = title.split(/:\s|\s[—–-]\s|\s\(|,\s/)[0]!.trim();
  const words = head.split(/\s+/);
  if (words.length <= 7) return head;
  const end = words.slice(0, 8).findLastIndex((w, i) => i >= 3 && PHRASE.test(w));
  return end > 0 ? words.slice(0, end).join(' ') : `${words.slice(0, 7).join(' ')}${cut}`;
}

/**
 * `again.task` once more for `minutes`: a second round of a day's drill, a drill of earlier in the week,
 * or last week's in review — in a short title of its own that says what changes this time, and how,
 * without the drill's description pasted again (the first time said it). `n`: how often the week
 * already repeated this drill.
 */
function roundOf(
  again: Again,
  day: number,
  minutes: number,
  words: (text: string) => string,
  maxTitle: number,
  n: number,
): PlannedTask | undefined {
  const { task } = again;
  const name = headOf(words(task.title.replace(/\{minutes\}/g, String(minutes))));
  // Each change once in a plan (decision 234): the same words again are filler, not practice (a reader
  // counted one task's "again: the error you found" 32 times in an interview plan).
  const changes = changesOf(task);
  if (again.day !== undefined && n >= changes.length) return undefined;
  const { change, how } = again.day === undefined ? REVIEW : changes[n]!;
  const which = again.day === undefined ? 'from last week' : again.day === day ? 'second round' : 'again';
  const tail = `, ${which}: ${change}`;
  // A name is said whole or the drill is not repeated: never cut mid-phrase.
  if (name.split(/\s+/).length > 8 || name.length + tail.length > maxTitle || PHRASE.test(name.split(/\s+/).at(-1)!)) return undefined;
  const title = `${name}${tail}`;
  const when = again.day === undefined ? 'last week' : again.day === day ? 'earlier today' : 'earlier this week';
  return {
    title,
    description: `${how} The drill is “${name}”, as you did it ${when}, for ${minutes} minutes.`,
    difficulty: task.difficulty,
    estimatedMinutes: minutes,
  };
}

/** Last week's work again. */
const REVIEW = {
  change: 'review',
  how: 'First from memory, then check it against your notes: what has slipped is what to practise.',
};

const DAY_COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/**
 * A milestone's count of days ("7 days of your habit", "Four nights cooked") on a week of fewer of the
 * person's days counts their days (round 10's readers: "four nights" on a three-day plan). A count past
 * seven runs over weeks and stays. A share of the calendar week ("five of the seven days, work days and
 * days off": sleep, kept every day whatever the plan's days) stays whole, and a share of days ("4 of 5
 * days") keeps its part of the person's days (round 17's reader: "at least five of the 4 days").
 */
export function countedDays(text: string, days: number): string {
  const COUNT = '([1-7]|one|two|three|four|five|six|seven)';
  const countOf = (n: string) => DAY_COUNTS[n.toLowerCase()] ?? Number(n);
  const unitOf = (unit: string, n: number) => {
    const one = unit.toLowerCase().replace(/s$/, '');
    return n === 1 ? one : `${one}s`;
  };
  return text
    .replace(
      new RegExp(`\\b${COUNT} of (the |your )?${COUNT} (nights?|days?|mornings?|evenings?)\\b`, 'gi'),
      (all, n: string, the: string | undefined, of: string, unit: string) => {
        const total = countOf(of);
        if (the?.trim().toLowerCase() === 'the' || total <= days) return all;
        const part = Math.max(1, Math.min(days, Math.round((countOf(n) * days) / total)));
        return `${part} of ${the ?? ''}${days} ${unitOf(unit, days)}`;
      },
    )
    .replace(
      new RegExp(`(?<!\\bof (?:the |your )?)\\b${COUNT} (nights?|days?|mornings?|evenings?)\\b`, 'gi'),
      (all, n: string, unit: string) => (countOf(n) <= days ? all : `${days} ${unitOf(unit, days)}`),
    );
}

/** A task's first two words of weight: what it is about, whatever follows ("One page of your book…"). */
const stemOf = (title: string) =>
  title
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .filter((w) => w.length >= 4 && !['your', 'this', 'that', 'with', 'again', 'today'].includes(w))
    .slice(0, 2)
    .join(' ');

/**
 * A week whose check says "every day" holds its daily task on every one of the person's days (round 10's
 * readers: "ticked every day" with days without it): the task most of the week's days hold is done first
 * on the days after it started that a lesson's second half left without it, while the day and the week
 * keep within the person's time (a tenth over); where they cannot, the check counts the days that hold it.
 */
export function everyDay(days: readonly PlannedDay[], dailyMinutes: number): PlannedDay[] {
  const check = days.flatMap((d) => d.tasks).find((t) => /^Milestone:/.test(t.title));
  const EVERY = /\bevery (day|night|evening|morning)(?: this week)?\b/i;
  if (!check || !EVERY.test(check.title)) return [...days];
  const own = (day: PlannedDay) => day.tasks.filter((t) => !/^Milestone:/.test(t.title));
  const minutesOf = (day: PlannedDay) => day.tasks.reduce((n, t) => n + t.estimatedMinutes, 0);
  const first = new Map<string, PlannedTask>();
  const held = new Map<string, number>();
  for (const day of days)
    for (const stem of new Set(
      own(day)
        .map((t) => stemOf(t.title))
        .filter(Boolean),
    )) {
      held.set(stem, (held.get(stem) ?? 0) + 1);
      if (!first.has(stem))
        first.set(
          stem,
          own(day).find((t) => stemOf(t.title) === stem)!,
        );
    }
  const [stem, most] = [...held].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (!stem || most * 2 < days.length || most === days.length) return [...days];
  const daily = first.get(stem)!;
  const holds = (day: PlannedDay) => own(day).some((t) => stemOf(t.title) === stem);
  const start = days.findIndex(holds);
  let left = Math.floor(dailyMinutes * days.length * 1.1) - days.reduce((n, d) => n + minutesOf(d), 0);
  const out = days.map((day, d) => {
    if (d < start || holds(day) || daily.estimatedMinutes > left || minutesOf(day) + daily.estimatedMinutes > dailyMinutes * 1.1)
      return day;
    left -= daily.estimatedMinutes;
    return { ...day, tasks: [{ ...daily }, ...day.tasks] };
  });
  const count = out.filter(holds).length;
  if (count === out.length) return out;
  // (Not every day could hold it: the check counts the days that do.)
  return out.map((day) => ({
    ...day,
    tasks: day.tasks.map((t) =>
      t === check ? { ...t, title: t.title.replace(EVERY, (_, unit: string) => `on ${count} ${unit}s of ${out.length}`) } : t,
    ),
  }));
}

/**
 * A lighter week's share of the week before it: a cutback (down) week is about 60–75% of the previous
 * week's volume, its runs shorter and fewer of them hard, on the same days (Pfitzinger and Douglas,
 * *Advanced Marathoning*, recovery weeks; Hal Higdon's step-back weeks). About 70% here.
 */
export const LIGHTER_SHARE = 0.7;

/** A run's quality session, which a lighter week keeps one of: a tempo, intervals, hills, race pace. */
const QUALITY = /^(?:tempo|intervals?|hills?|hill repeats|race pace|fartlek|threshold|sharpen)\b/i;

/** The shortest session a lighter week shortens: a shorter one is already light. */
export const LIGHTER_FROM = 20;

/** The shortest day a lighter week is made on: below it the day is light already, and 70% of it leaves no session. */
export const LIGHTER_DAY = 20;

/**
 * A lighter week of `week` (decision 249): on the same days, each session of 20 minutes or more at about
 * 70% of its time; its first hard session kept, shorter, and the others easy; the least of its extras
 * (priority 3 and below: a stretch, a check) left out. Each lightened session says so in its title, so the
 * week reads as the step back it is and not as the week before again.
 */
export function lighterWeek(week: CurriculumWeek): CurriculumWeek {
  let hard = 0;
  const lighten = (task: CurriculumTask): CurriculumTask => {
    if (task.minutes < LIGHTER_FROM) return task;
    const minutes = Math.max(SHORTEST, floor5(task.minutes * LIGHTER_SHARE));
    if (task.flex) {
      // A session that takes the day's length (an easy spin, a walk): its range at about 70% too.
      const [lo, hi] = task.flex;
      const flex: [number, number] = [Math.min(lo, minutes), Math.max(Math.min(lo, minutes), floor5(hi * LIGHTER_SHARE))];
      return { ...task, title: `${task.title} (lighter week)`, minutes, flex };
    }
    // (A session kept whole on a short day, a long ride, is shorter in a lighter week all the same.)
    const cut = { ...shortened({ ...task, whole: undefined }, minutes, true), ...(task.whole && { whole: true as const }) };
    const colon = task.title.indexOf(': ');
    const label = colon > 0 ? task.title.slice(0, colon) : task.title;
    // (Only a run's quality session turns easy: a strength day or a run/walk block is shortened as it is.)
    if (task.difficulty === 'hard' && QUALITY.test(task.title) && hard++ > 0) {
      // A second hard session of the week done easy: the same time out, none of its work.
      return {
        ...task,
        title: `Easy ${minutes - warmOf(minutes)} minutes at conversation pace, in place of “${label}” (lighter week)`,
        description: `A lighter week keeps one hard session; this one is easy. ${cues(task.description)}`.trim(),
        difficulty: 'easy',
        minutes,
      };
    }
    // (A hard session's cues are for its full length: "two minutes longer each" is not this week's.)
    const how =
      task.difficulty === 'hard'
        ? 'A lighter week keeps one hard session, shorter: warm up, do its work for the time there is, then cool down easy.'
        : `A lighter week: the same session, shorter, at the same effort. ${cues(task.description)}`;
    return { ...cut, title: `${cut.title} (lighter week)`, description: how.trim() };
  };
  return {
    ...week,
    milestone: {
      title: 'The lighter week done: every session, shorter and easy',
      description: 'Tick it when this week’s shorter sessions are done at an easy effort, with nothing added to make up the time.',
    },
    days: week.days.map((day) => ({
      ...day,
      tasks: day.tasks.flatMap((t, i) => (i === 0 || t.priority === 1 ? [lighten(t)] : t.priority >= 3 ? [] : [t])),
    })),
  };
}
