import type { Ladder } from './curricula/schema';

/**
 * A barbell target's numbers (issue #36, decision 118): "squat 100 kg" from "60 kg for 5", or "deadlift
 * 1.5 × bodyweight", read and said with the time it honestly takes. A set of several reps is rated by
 * Epley's formula, one-rep max = weight × (1 + reps / 30) (B. Epley, Boyd Epley Workout, 1985; as NSCA
 * Essentials of Strength Training and Conditioning tabulates it). A novice adds weight every session while
 * linear progression lasts — Starting Strength (Rippetoe) and StrongLifts 5×5: about 2.5 kg a session on
 * the squat, up to 5 kg early on the deadlift, 1.25–2.5 kg on the presses, for some weeks to about three
 * months — then weekly or monthly programmes (the Texas Method, Wendler's 5/3/1) add a few kilograms a
 * month. The slow end of each range assumes half the sessions stall and reset (Starting Strength's 10%
 * reset), a shorter linear phase and the smaller monthly gain.
 */

interface LiftKind {
  name: string;
  match: RegExp;
  /** kg a session of the lift while linear progression lasts: [slow, fast]. */
  linear: [number, number];
  /** Sessions of the lift in three sessions a week: the presses alternate (Starting Strength's A and B). */
  perWeek: number;
  /** kg a month after it: [slow, fast]. */
  monthly: [number, number];
}

const LIFTS: LiftKind[] = [
  { name: 'deadlift', match: /\bdead ?lifts?\b/i, linear: [1.25, 5], perWeek: 3, monthly: [2.5, 5] },
  { name: 'bench press', match: /\bbench(?:ing)?(?: press)?\b/i, linear: [1.25, 2.5], perWeek: 1.5, monthly: [1.25, 2.5] },
  {
    name: 'overhead press',
    match: /\b(?:overhead|military|shoulder|strict) press\b|\bohp\b/i,
    linear: [0.6, 1.25],
    perWeek: 1.5,
    monthly: [0.6, 1.25],
  },
  { name: 'squat', match: /\b(?:back |front )?squats?\b/i, linear: [1.25, 2.5], perWeek: 3, monthly: [2.5, 5] },
];

/** Weeks of linear progression, [slow, fast]: a few weeks to about three months (Starting Strength). */
const LINEAR_WEEKS: [number, number] = [8, 12];
const WEEKS_A_MONTH = 4.345;
/** The longest plan Stride makes (builtin/shape.ts): half a year. */
const LONGEST = 26;

const UNIT = String.raw`(kg|kgs|kilos?|lbs?|pounds)`;
const NUMBER = String.raw`(\d{2,3}(?:\.\d+)?)`;
const BODYWEIGHT = new RegExp(
  String.raw`${NUMBER} ?${UNIT} ?(?:body ?weight|bw)\b|\b(?:i weigh|weighing|body ?weight(?: is| of)?|bw)\s*(?:about |around |roughly )?${NUMBER} ?${UNIT}`,
  'i',
);

export interface LiftPlan {
  lift: string;
  /** The sentence for the plan's description and the preview. */
  say: string;
  /** Weeks of training the target honestly takes, [fast, slow]; undefined when there was no number to read. */
  weeks?: [number, number];
}

const unitOf = (u: string) => (/^(lb|pound)/i.test(u) ? 'lb' : 'kg');
const round = (n: number, step: number) => Math.round(n / step) * step;

/** The person's bodyweight, if they give it: "80 kg bodyweight", "I weigh 176 lb". */
function bodyweightIn(words: string): { kg: number; unit: string } | undefined {
  const found = BODYWEIGHT.exec(words);
  if (!found) return undefined;
  const [n, u] = found[1] ? [found[1], found[2]!] : [found[3]!, found[4]!];
  return { kg: Number(n), unit: unitOf(u) };
}

/** The weight and reps the person lifts now: "60 kg for 5", "3x5 at 60kg", "100 kg max"; reps default to 5. */
function setIn(words: string, lift: LiftKind): { weight: number; reps: number; unit: string; readReps: boolean } | undefined {
  const text = words.replace(BODYWEIGHT, ' ');
  // The number after the lift's own name first, where several lifts are named.
  const at = lift.match.exec(text);
  const from = at ? text.slice(at.index) : text;
  const weight = new RegExp(String.raw`${NUMBER} ?${UNIT}?(?! ?(?:reps?|times|x\s*\d|sets?)\b)`, 'i');
  const candidates = [from, text];
  for (const t of candidates) {
    const sets = new RegExp(String.raw`\b\d\s*[x×]\s*(\d{1,2})\s*(?:at|@|with|of)\s*${NUMBER} ?${UNIT}?`, 'i').exec(t);
    if (sets) return { weight: Number(sets[2]), reps: Number(sets[1]), unit: unitOf(sets[3] ?? 'kg'), readReps: true };
    const w = weight.exec(t);
    if (!w) continue;
    const after = t.slice(w.index + w[0].length);
    const reps =
      /^\s*(?:kg|lbs?)?\s*(?:x|×|for|for sets of|for reps of)\s*(\d{1,2})\b/i.exec(after) ??
      /^[^,.\n]{0,12}\b(\d{1,2}) ?reps?\b/i.exec(after);
    const max = /^\s*(?:kg|lbs?)?\s*(?:max|1 ?rm|one rep|for (?:one|a single|1)\b)/i.test(after);
    return { weight: Number(w[1]), reps: reps ? Number(reps[1]) : max ? 1 : 5, unit: unitOf(w[2] ?? 'kg'), readReps: !!reps || max };
  }
  return undefined;
}

/** The target's one-rep weight: "100 kg", or a multiple of bodyweight ("1.5 × bodyweight", "double bodyweight"). */
function goalIn(
  target: string,
  bodyweight: { kg: number; unit: string } | undefined,
): { weight?: number; multiple?: number; unit: string } | undefined {
  const multiple = /\b(\d(?:\.\d+)?|one and a half|double|twice)\s*(?:x|×|times)?\s*(?:my\s*)?(?:body ?weight|bw)\b/i.exec(target);
  if (multiple) {
    const m = /^(double|twice)$/i.test(multiple[1]!) ? 2 : /half/i.test(multiple[1]!) ? 1.5 : Number(multiple[1]);
    return { multiple: m, ...(bodyweight && { weight: m * bodyweight.kg }), unit: bodyweight?.unit ?? 'kg' };
  }
  const w = new RegExp(String.raw`${NUMBER} ?${UNIT}`, 'i').exec(target);
  return w ? { weight: Number(w[1]), unit: unitOf(w[2]!) } : undefined;
}

const weeksRange = ([lo, hi]: [number, number]) => (lo === hi ? `about ${lo} weeks` : `about ${lo} to ${hi} weeks`);
const kg = (n: number, unit: string) => `${Number.isInteger(n) ? n : n.toFixed(1).replace(/\.0$/, '')} ${unit}`;

/**
 * What a barbell target asks and how long it honestly takes, from what the person lifts now. The lift
 * is the one the target names, else the one they name now; no lift named, no plan of numbers.
 */
export function liftFor(currentLevel: string, targetLevel: string, daysPerWeek: number): LiftPlan | undefined {
  const lift = LIFTS.find((l) => l.match.test(targetLevel)) ?? LIFTS.find((l) => l.match.test(currentLevel));
  if (!lift) return undefined;
  const body = bodyweightIn(`${currentLevel}\n${targetLevel}`);
  const goal = goalIn(targetLevel, body);
  const now = setIn(currentLevel, lift);
  const unit = goal?.unit ?? now?.unit ?? 'kg';
  // Pounds are about twice the number of kilograms: the steps double with them.
  const scale = unit === 'lb' ? 2 : 1;
  const sessions = Math.min(Math.max(daysPerWeek, 2), 3);
  const multiple =
    goal?.multiple && !goal.weight ? ` ${goal.multiple} × bodyweight: tell the plan your bodyweight to have it in ${unit}.` : '';
  if (!goal?.weight || !now) {
    const aim = goal?.weight
      ? `${goal.multiple ? `${goal.multiple} × your bodyweight is ${kg(round(goal.weight, 0.5 * scale), unit)}` : kg(goal.weight, unit)}; `
      : '';
    return {
      lift: lift.name,
      say: `Your ${lift.name}: ${aim}the first weeks find the weight you lift for 5 clean reps, then add ${kg(lift.linear[1] * scale, unit)} a session while linear progression lasts (Starting Strength, StrongLifts 5×5); how many weeks your number takes shows once you know your 5s.${multiple}`,
    };
  }
  const oneRep = round(now.reps === 1 ? now.weight : now.weight * (1 + now.reps / 30), 0.5 * scale);
  const read =
    now.reps === 1
      ? `${kg(now.weight, unit)} for one rep`
      : `${kg(now.weight, unit)} for ${now.reps}${now.readReps ? '' : ' (read as sets of 5)'} is about ${kg(oneRep, unit)} for one rep (Epley’s formula)`;
  const target = goal.multiple
    ? `${goal.multiple} × your bodyweight is ${kg(round(goal.weight, 0.5 * scale), unit)}`
    : `${kg(goal.weight, unit)}`;
  const gap = goal.weight - oneRep;
  if (gap <= 0)
    return {
      lift: lift.name,
      say: `Your ${lift.name}: ${read}, so ${target} is within reach now. Test a single with a coach or a spotter and safety bars, then train on from it.`,
      weeks: [2, 4],
    };
  const estimate = (i: 0 | 1): number => {
    const perWeek = (lift.linear[i] * scale * lift.perWeek * sessions) / 3;
    const linearWeeks = LINEAR_WEEKS[i];
    if (gap <= perWeek * linearWeeks) return Math.ceil(gap / perWeek);
    return linearWeeks + Math.ceil(((gap - perWeek * linearWeeks) / (lift.monthly[i] * scale)) * WEEKS_A_MONTH);
  };
  const weeks: [number, number] = [Math.max(2, estimate(1)), Math.max(3, estimate(0))];
  const beyond =
    weeks[1] > LONGEST
      ? ` That is longer than one plan: this one takes you through linear progression and into weekly progression, and the same weekly pattern carries on after it.`
      : '';
  return {
    lift: lift.name,
    weeks,
    say:
      `Your ${lift.name}: ${read}; ${target} is ${kg(round(gap, 0.5 * scale), unit)} more. ` +
      `Adding ${kg(lift.linear[1] * scale, unit)} a session of it${lift.perWeek < 3 ? ' (the presses take turns)' : ''}, ${sessions} sessions a week, while linear progression lasts (Starting Strength, StrongLifts 5×5), then a few ${unit} a month on a weekly programme (Texas Method, 5/3/1), that is ${weeksRange(weeks)} of training — the slower end if sessions stall and reset, as they do for most people after the first months; the plan adds a lighter week and the test.${beyond}`,
  };
}

/**
 * The barbell ladder fitted to the estimate: the plan aims at the weekly rung, whose last week tests the
 * number; the linear rung (the second) takes the weeks linear progression gives, and the weekly rung (the
 * third: harder weeks, a deload and the test) the rest, at least its own five weeks, within half a year.
 */
export function ladderForLift(ladder: Ladder, plan: LiftPlan): Ladder {
  if (!plan.weeks || ladder.rungs.length < 3) return ladder;
  const [form, linear, weekly] = ladder.rungs as [Ladder['rungs'][number], Ladder['rungs'][number], Ladder['rungs'][number]];
  const slow = Math.min(plan.weeks[1], LONGEST);
  const linearWeeks = Math.min(Math.max(3, slow - 2), LINEAR_WEEKS[1] - 2);
  const weeklyWeeks = Math.max(5, slow - linearWeeks - 2);
  return {
    ...ladder,
    default: weekly.name,
    rungs: [form, { ...linear, weeks: linearWeeks }, { ...weekly, weeks: weeklyWeeks, match: ['[^]'] }],
  };
}
