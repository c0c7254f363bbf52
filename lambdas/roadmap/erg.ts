/**
 * A rowing machine's numbers (decision 303): the person's own 2k, or their split, read and said as the monitor
 * shows them. A 2,000 m time over four is the average split, the time for 500 m; Concept2's pace calculator turns
 * a split into watts, watts = 2.80 ÷ (seconds per metre)³, so a faster split asks for the cube of its speed in
 * power ("Concept2 pace calculator", concept2.com). The split the goal asks is its 2k time over four; how much more
 * power than today's is said, never a promise of how many weeks it takes: the week-4 and week-8 tests show it.
 */

export interface ErgPlan {
  /** The sentence for the plan's description. */
  say: string;
  /** The curriculum's holes: `{split}` today's 2k split, `{goalsplit}` the split the goal asks. */
  holes: Record<string, string>;
}

/** "8:10", "7:45.3", "1:56": seconds. */
const clockIn = (m: RegExpExecArray | null) => (m ? Number(m[1]) * 60 + Number(m[2]) + Number(m[3] ?? 0) / 10 : undefined);
/** A clock time, never a time of day ("2k at 6:30am"). */
const TIME = String.raw`(\d{1,2}):([0-5]\d)(?:\.(\d))?(?!\s?[ap]\.?m\b)`;
const TWO_K = String.raw`(?:\b2 ?k(?:m)?\b|\b2,?000 ?m(?:etres?|eters?)?\b|\btwo k\b)`;

/** A 2k's time in the words: "2k in about 8:10", "8:10 2k", "sub-7:45 2k", "2k under 8 minutes". */
function twoKIn(words: string): number | undefined {
  const after = clockIn(new RegExp(`${TWO_K}[^\\d\\n]{0,25}${TIME}`, 'i').exec(words));
  if (after !== undefined) return after;
  const before = clockIn(new RegExp(`${TIME}[^\\d\\n]{0,12}${TWO_K}`, 'i').exec(words));
  if (before !== undefined) return before;
  // (Its seconds too: "2k in 7 min 30" is 7:30.)
  const minutes = new RegExp(
    `${TWO_K}[^\\d\\n]{0,25}\\b(\\d{1,2}) ?(?:min(?:ute)?s?|m)\\b(?: ?(\\d{1,2})\\b(?! ?(?:min|m\\b)))?|\\b(?:sub|under|below)[- ]?(\\d{1,2})\\b[^\\d\\n]{0,16}${TWO_K}`,
    'i',
  ).exec(words);
  return minutes ? Number(minutes[1] ?? minutes[3]) * 60 + Number(minutes[2] ?? 0) : undefined;
}

/** A split said on its own: "2:05 split", "split of 2:05", "2:05/500m", "1:59 pace". Its 2k is four of it. */
function splitIn(words: string): number | undefined {
  const split =
    clockIn(new RegExp(`${TIME}\\s*(?:/ ?500 ?m?\\b|(?:per|a) 500 ?m\\b|splits?\\b|pace\\b)`, 'i').exec(words)) ??
    clockIn(new RegExp(`\\b(?:splits?|pace) (?:is |of |at )?(?:around |about )?${TIME}`, 'i').exec(words));
  return split === undefined ? undefined : split * 4;
}

/** A 2k's time between 5 and 15 minutes, or nothing. */
const within = (t: number | undefined) => (t !== undefined && t >= 300 && t <= 900 ? t : undefined);

/**
 * A 2k's time, from a split or a 2k: the split first, being the more particular reading ("my 2k split is 2:05" is a
 * split said beside "2k", not a 2:05 2k), each reader's answer kept only if it is a 2k's time.
 */
const timeOf = (words: string) => within(splitIn(words)) ?? within(twoKIn(words));

const clock = (seconds: number, tenths = true) => {
  const s = tenths ? Math.round(seconds * 10) / 10 : Math.round(seconds);
  const whole = Math.floor(s);
  const rest = `${String(whole % 60).padStart(2, '0')}${tenths ? `.${Math.round((s - whole) * 10)}` : ''}`;
  return `${Math.floor(whole / 60)}:${rest}`;
};
/** The time as the person would say it: "8:10", "7:45". */
const said = (seconds: number) => clock(seconds, !Number.isInteger(seconds));
/** Concept2's pace calculator: watts from a split (seconds per 500 m). */
export const wattsOf = (split: number) => 2.8 / (split / 500) ** 3;

/**
 * What a rowing target's numbers ask, from the person's own 2k or split: today's split, the goal's, their watts and
 * the difference. Undefined when neither the current nor the target words give a 2k time.
 */
export function ergFor(currentWords: string, targetWords: string): ErgPlan | undefined {
  const now = timeOf(currentWords);
  const goal = timeOf(targetWords);
  if (now === undefined && goal === undefined) return undefined;
  const splitNow = now === undefined ? undefined : now / 4;
  const splitGoal = goal === undefined ? undefined : goal / 4;
  const watts = (split: number) => Math.round(wattsOf(split));
  const holes: Record<string, string> = {
    ...(splitNow !== undefined && { split: `${clock(splitNow)}/500 m (your ${said(now!)} 2k)` }),
    ...(splitGoal !== undefined && { goalsplit: `${clock(splitGoal)}/500 m (a ${said(goal!)} 2k)` }),
  };
  const aim =
    splitGoal === undefined ? '' : `A ${said(goal!)} 2k is ${clock(splitGoal)} per 500 m on the monitor, about ${watts(splitGoal)} watts.`;
  const from = splitNow === undefined ? '' : ` Your ${said(now!)} is ${clock(splitNow)} per 500 m, about ${watts(splitNow)} watts`;
  const more =
    splitNow !== undefined && splitGoal !== undefined ? Math.round((wattsOf(splitGoal) / wattsOf(splitNow) - 1) * 100) : undefined;
  const gap =
    more === undefined
      ? splitNow === undefined
        ? ' Your first 2k test, in week 1, sets the splits you train at.'
        : '.'
      : more <= 0
        ? `: the goal is within what you row today, so the plan holds it and the week-8 test aims a little faster.`
        : `: the goal asks for ${more}% more power (Concept2’s pace calculator: watts = 2.80 ÷ pace³, the pace in seconds a metre). The week-4 and week-8 tests show how far the block has brought you; a next block trains at the splits they give.`;
  return { holes, say: `${aim}${from}${gap}`.trim() };
}

/** A distance rowed for time (decision 328): its metres as the rower says them. */
const DISTANCES: readonly [RegExp, number, string][] = [
  [/\bhalf[- ]marathon\b|\b21(?:\.1)? ?km?\b|\b21,?097 ?m\b/i, 21097, 'half marathon'],
  [/\b(?:10 ?km?|10,?000 ?m(?:etres?|eters?)?)(?!\w)/i, 10000, '10,000 m'],
  [/\b(?:6 ?km?|6,?000 ?m(?:etres?|eters?)?)(?!\w)/i, 6000, '6,000 m'],
  [/\b(?:5 ?km?|5,?000 ?m(?:etres?|eters?)?)(?!\w)/i, 5000, '5,000 m'],
];
/** "20:00", "1:45:00", "19:30.5": seconds, never a time of day. */
const LONG_TIME = String.raw`(?:(\d):)?(\d{1,2}):([0-5]\d)(?:\.\d)?(?!\s?[ap]\.?m\b)`;
const longClock = (m: RegExpExecArray | null, at: number) =>
  m ? Number(m[at] ?? 0) * 3600 + Number(m[at + 1]) * 60 + Number(m[at + 2]) : undefined;
/** A time over an hour as the monitor shows it: "1:45:00"; under, as the person says it: "20:00". */
const hms = (seconds: number) =>
  seconds >= 3600 ? `${Math.floor(seconds / 3600)}:${clock(seconds % 3600, false).padStart(5, '0')}` : said(seconds);

/** A time said for the distance: "sub-20 5k", "5k in 21:30", "a 1:45:00 half marathon", "10k under 45 minutes". */
function timeFor(words: string, distance: RegExp): number | undefined {
  const d = `(?:${distance.source})`;
  const after = longClock(new RegExp(`${d}[^\\d\\n]{0,20}${LONG_TIME}`, 'i').exec(words), 1);
  if (after !== undefined) return after;
  const before = longClock(new RegExp(`${LONG_TIME}[^\\d\\n]{0,12}${d}`, 'i').exec(words), 1);
  if (before !== undefined) return before;
  const minutes = new RegExp(
    `${d}[^\\d\\n]{0,20}\\b(\\d{1,3}) ?(?:min(?:ute)?s?)\\b|\\b(?:sub|under|below)[- ]?(\\d{1,3})\\b(?:[- ]?min(?:ute)?s?)?[^\\d\\n]{0,12}${d}`,
    'i',
  ).exec(words);
  return minutes ? Number(minutes[1] ?? minutes[2]) * 60 : undefined;
}

/**
 * A distance's goal time in the target, as the monitor shows it: the split it asks (its time over its 500 m's) and
 * the watts by Concept2's pace calculator. Undefined when the target names no distance with a time, or a split
 * outside 1:20–3:30 (not a rowing time).
 */
export function ergAtDistance(targetWords: string): ErgPlan | undefined {
  for (const [distance, metres, name] of DISTANCES) {
    if (!distance.test(targetWords)) continue;
    const time = timeFor(targetWords, distance);
    if (time === undefined) return undefined;
    const split = time / (metres / 500);
    if (split < 80 || split > 210) return undefined;
    const at = `${clock(split)}/500 m`;
    return {
      holes: { eventsplit: `${at}, the split a ${hms(time)} ${name} asks` },
      say: `A ${hms(time)} ${name} is ${clock(split)} per 500 m on the monitor, about ${Math.round(wattsOf(split))} watts (Concept2’s pace calculator): the pieces aim at it, and your steady test shows how far it is from today.`,
    };
  }
  return undefined;
}
