import type { CurriculumTask } from '../curricula/schema';

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
 * `task` as `minutes` hold it (a multiple of 5, at least `SHORTEST`); the task itself when it fits.
 * Only a fixed session is shortened: a flexible one already takes the day's length (fitDay). A session
 * that moves the body (`moving`) is shortened as a coach would; any other (a draft, a practice) is
 * worked on for the day's minutes, the rest left for a day with more time.
 */
export function shortened(task: CurriculumTask, minutes: number, moving = true): CurriculumTask {
  const length = Math.max(SHORTEST, floor5(minutes));
  if (task.flex || length >= task.minutes) return task;
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
  } else if (durations.length === 1 && Number(durations[0]![1]) > work) {
    // One stretch of running ("25 min steady run"): as much of it as the day holds.
    const run = Math.max(5, floor5(work));
    title = `${label}${rest.replace(durations[0]![0], durations[0]![0].replace(durations[0]![1]!, String(run)))}`;
    lead = `Shortened to your ${length} minutes: ${walk}, ${run} minutes of the session, then walk easy to cool down.`;
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
