/**
 * Running paces for a time goal (issue #36): from a recent race or the goal's own time, by two named
 * methods. Riegel's formula predicts a time over another distance, T2 = T1 × (D2 / D1)^1.06 (Peter
 * Riegel, "Athletic records and human endurance", American Scientist 1981). Daniels and Gilbert's
 * VDOT (Oxygen Power, 1979; Daniels' Running Formula) rates a race by the oxygen cost of its speed,
 * VO2 = −4.60 + 0.182258 v + 0.000104 v² (v in m/min), over the share of VO2max held for its
 * duration, 0.8 + 0.1894393 e^(−0.012778 t) + 0.2989558 e^(−0.1932605 t) (t in minutes); training
 * paces are speeds at shares of it: easy about 62–70%, marathon about 80%, threshold about 88%, interval
 * about 98% (the pace held for 10 to 12 minutes of racing, Daniels' "I" pace for repeats of 2–5 minutes).
 */

const DISTANCES: { match: RegExp; metres: number; name: string }[] = [
  { match: /\bhalf[- ]?mara|\bhalf\b|21(\.1)? ?k/i, metres: 21097.5, name: 'half marathon' },
  { match: /mara?th?on|42(\.2)? ?k/i, metres: 42195, name: 'marathon' },
  { match: /\b10 ?k(m)?\b|10,?000 ?m/i, metres: 10000, name: '10K' },
  { match: /\b5 ?k(m)?\b|parkrun/i, metres: 5000, name: '5K' },
];

/** "4 hours", "3:45", "1:55:30", "under 25 minutes", "sub-50", "3h30": minutes, or undefined. */
export function timeIn(words: string): number | undefined {
  const hms = /\b(\d{1,2}):(\d{2})(?::(\d{2}))?\b/.exec(words);
  if (hms) {
    const [a, b, c] = [Number(hms[1]), Number(hms[2]), hms[3] === undefined ? undefined : Number(hms[3])];
    // "1:55" for a half is hours and minutes; "24:30" for a 5K minutes and seconds.
    return c !== undefined ? a * 60 + b + c / 60 : a < 6 ? a * 60 + b : a + b / 60;
  }
  const hm = /\b(\d{1,2}) ?h(?:ours?|rs?)?\.? ?(\d{1,2})?(?: ?m(?:in(?:utes)?)?)?\b/i.exec(words);
  if (hm) return Number(hm[1]) * 60 + Number(hm[2] ?? 0);
  // "In 10 weeks" is a date (deadline.ts), not a time.
  const m = /\b(?:sub|under|in|below)[- ]?(\d{2,3}) ?(?:min(?:utes)?|m)?\b(?! ?(?:days?|weeks?|fortnights?|months?|years?)\b)/i.exec(words);
  return m ? Number(m[1]) : undefined;
}

/** The race distance the words name, without a time ("a half marathon"). */
export const distanceOf = (words: string) => DISTANCES.find((d) => d.match.test(words));

/** A race the words name with its time ("a half in 1:55", "parkrun in 28:30"), if any. */
export const raceIn = (words: string) => race(words);

const race = (words: string) => {
  const distance = DISTANCES.find((d) => d.match.test(words));
  const minutes = timeIn(words);
  return distance && minutes ? { ...distance, minutes } : undefined;
};

/** Riegel: the time over `metres` from a race of `from`. */
export const riegel = (from: { metres: number; minutes: number }, metres: number) => from.minutes * (metres / from.metres) ** 1.06;

/** Daniels–Gilbert VDOT of a race. */
export function vdot({ metres, minutes }: { metres: number; minutes: number }): number {
  const v = metres / minutes;
  const vo2 = -4.6 + 0.182258 * v + 0.000104 * v * v;
  const share = 0.8 + 0.1894393 * Math.exp(-0.012778 * minutes) + 0.2989558 * Math.exp(-0.1932605 * minutes);
  return vo2 / share;
}

/** Minutes per km at a share of VDOT (the speed whose oxygen cost is that share). */
function paceAt(level: number, share: number): number {
  const vo2 = level * share;
  const v = (-0.182258 + Math.sqrt(0.182258 ** 2 + 4 * 0.000104 * (vo2 + 4.6))) / (2 * 0.000104);
  return 1000 / v;
}

/** Minutes a km as a clock: 6 → "6:00". */
export const clock = (minutesPerKm: number) => {
  const s = Math.round(minutesPerKm * 60);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
const duration = (minutes: number) => {
  const s = Math.round(minutes * 60);
  const h = Math.floor(s / 3600);
  const rest = `${String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, '0')}:${String(s % 60).padStart(2, '0')}`;
  return h ? `${h}:${rest}` : rest;
};

export interface Paces {
  /** The sentence for the plan's description and the preview. */
  say: string;
  easy: string;
  marathon: string;
  threshold: string;
  interval: string;
  goal?: string;
  /** Race-pace work: the goal's pace, or, when the goal is more than a block away, the pace a block can reach. */
  race?: string;
}

/** The time over `metres` that a VDOT predicts: the inverse of `vdot`, by bisection (it rises with speed). */
function timeAt(level: number, metres: number): number {
  let [fast, slow] = [metres / 600, metres / 50];
  for (let i = 0; i < 60; i++) {
    const mid = (fast + slow) / 2;
    if (vdot({ metres, minutes: mid }) > level) fast = mid;
    else slow = mid;
  }
  return (fast + slow) / 2;
}

/**
 * What one training block honestly brings. Daniels raises training paces by about one VDOT point every
 * 4 to 6 weeks of steady training, and only when a race shows it (Daniels' Running Formula, "Training
 * runs and intensities"); so an 8-week block brings one or two points, and a goal further away takes
 * more blocks, each ending in a race that sets the next one's paces.
 */
const BLOCK_VDOT = 2;
const BLOCK_WEEKS = 8;

/**
 * Paces for a running time goal. Daniels sets training paces from the runner's current fitness — a
 * recent race — and raises them only when a later race shows the gain; so a recent race the person
 * names sets them, and the goal's own time (a marathon in under 4 hours) only when no race is named,
 * with a time trial asked for. With a race and a goal both, Riegel says what the race predicts for the
 * goal's distance, and the goal's VDOT says how far it lies. Undefined when the words name no time.
 */
export function pacesFor(currentLevel: string, targetLevel: string): Paces | undefined {
  const goal = race(targetLevel);
  const recent = race(currentLevel);
  const basis = recent ?? goal;
  if (!basis) return undefined;
  const level = vdot(basis);
  const aimed = goal && recent ? vdot(goal) : undefined;
  const [easyFrom, easyTo] = [paceAt(level, 0.7), paceAt(level, 0.62)];
  const paces = {
    easy: `${clock(easyFrom)}–${clock(easyTo)} min/km`,
    marathon: `${clock(paceAt(level, 0.8))} min/km`,
    threshold: `${clock(paceAt(level, 0.88))} min/km`,
    interval: `${clock(paceAt(level, 0.98))} min/km`,
    ...(goal && { goal: `${clock(goal.minutes / (goal.metres / 1000))} min/km` }),
  };
  const predicted =
    goal && recent && recent.metres !== goal.metres
      ? ` Your ${recent.name} in ${duration(recent.minutes)} predicts about ${duration(riegel(recent, goal.metres))} for the ${goal.name} (Riegel’s formula)${riegel(recent, goal.metres) > goal.minutes ? ', so the goal asks for more than your race shows today: train at these paces and retest' : ''}.`
      : '';
  const aim = goal ? `A ${goal.name} in ${duration(goal.minutes)} is ${paces.goal} on average.` : '';
  const from = recent ? `from your ${recent.name}` : 'from the goal’s time';
  const gap = aimed === undefined ? 0 : Math.round(aimed) - Math.round(level);
  const blocks = Math.ceil(gap / BLOCK_VDOT);
  const after =
    aimed !== undefined && gap > BLOCK_VDOT
      ? ` The goal is VDOT ${Math.round(aimed)}, ${gap} points above your race: more than one block. A block of ${BLOCK_WEEKS} to 12 weeks brings one or two points (Daniels raises paces by about one every 4 to 6 weeks), about ${duration(timeAt(level + BLOCK_VDOT, goal!.metres))} for the ${goal!.name}; race or time-trial at its end, train at the paces it shows, and expect about ${blocks} blocks (${blocks * BLOCK_WEEKS} weeks or more) to the goal.`
      : aimed !== undefined && Math.round(aimed) > Math.round(level)
        ? ` The goal is VDOT ${Math.round(aimed)}: raise these paces only when a race or time trial shows the gain.`
        : recent
          ? ''
          : ` Paces are best set from a race: run a ${goal!.metres > 10000 ? '5K or 10K' : goal!.name} time trial in the first weeks and train at its paces.`;
  const reach = gap > BLOCK_VDOT ? timeAt(level + BLOCK_VDOT, goal!.metres) : goal?.minutes;
  return {
    ...paces,
    ...(goal && reach !== undefined && { race: `${clock(reach / (goal.metres / 1000))} min/km` }),
    say: `${aim}${predicted} Your training paces (Daniels’ VDOT ${Math.round(level)}, ${from}): easy and long runs ${paces.easy}, marathon pace ${paces.marathon}, tempo (threshold) ${paces.threshold}, intervals ${paces.interval}.${after}`.trim(),
  };
}
