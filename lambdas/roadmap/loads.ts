import type { Ladder } from './curricula/schema';

/**
 * A barbell target's numbers (issue #36, decision 118): "squat 100 kg" from "60 kg for 5", or "deadlift
 * 1.5 × bodyweight", read and said with the time it honestly takes. A set of several reps is rated by
 * Epley's formula, one-rep max = weight × (1 + reps / 30) (B. Epley, Boyd Epley Workout, 1985; as NSCA
 * Essentials of Strength Training and Conditioning tabulates it). A novice adds weight every session while
 * linear progression lasts — Starting Strength (Rippetoe) and StrongLifts 5×5: about 2.5 kg a session on
 * the squat, up to 5 kg early on the deadlift, 1.25–2.5 kg on the presses, for some weeks to about three
 * months — then weekly or monthly programmes (the Texas Method, Wendler's 5/3/1) add a few kilograms a
 * month. The slow end of each range assumes a smaller step (half the fast one, a quarter on the deadlift) as sessions stall and reset (Starting Strength's 10%
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
/** The fewest weeks of each rung: linear progression long enough to hold the form under a climbing bar, and the weekly rung's own five (its weeks, the deload and the test). */
const MIN_LINEAR = 3;
const MIN_WEEKLY = 5;
/** The longest plan Stride makes (builtin/shape.ts): half a year. */
const LONGEST = 26;

const UNIT = String.raw`(kg|kgs|kilos?|lbs?|pounds)`;
const NUMBER = String.raw`(\d{2,3}(?:\.\d+)?)`;
const WEIGHT = String.raw`${NUMBER} ?${UNIT}\b`;
/** Who the person is, said beside their bodyweight: "woman, 65 kg", "65 kg, woman", "34, female, 60 kg". */
const WHO = String.raw`(?:woman|man|guy|girl|lady|female|male|mum|mom|dad)`;
/** The ways people give their bodyweight, each with its number and unit as groups 1 and 2. */
const BODYWEIGHTS = [
  String.raw`${WEIGHT} ?(?:body ?weight|bw)\b`,
  String.raw`\b(?:i weigh|weighing|weigh in at|my weight is|weight:?|body ?weight(?: is| of|:)?|bw:?)\s*(?:about |around |roughly |just under |just over )?${WEIGHT}`,
  String.raw`\b${WHO}\b[,\s]*(?:(?:aged )?\d{2}(?: ?(?:years old|yo|y\.o\.))?[,\s]+)?(?:at |and )?${WEIGHT}`,
  String.raw`(?<!\b(?:squat|dead ?lift|bench|press|ohp|at|@|x)\w*\s*)${WEIGHT},? (?:(?:and )?(?:a |an )?(?:\d{2}(?:-year-old)? )?${WHO}\b)`,
  // "at 143 lb" opening a clause is the person's weight; "3x5 at 60 kg" is a set, and keeps its sets before it.
  String.raw`(?:^|[,;(]\s*|\b(?:i'm|i am|me)\s+)at ${WEIGHT}`,
].map((source) => new RegExp(source, 'i'));

export interface LiftPlan {
  lift: string;
  /** The sentence for the plan's description and the preview. */
  say: string;
  /** Weeks of training the target honestly takes, [fast, slow]; undefined when there was no number to read. */
  weeks?: [number, number];
}

type Unit = 'kg' | 'lb';
/** A bodyweight as the person gave it, and the words that gave it (which are not a lift's weight). */
interface Bodyweight {
  amount: number;
  unit: Unit;
  said: string;
}
const unitOf = (u: string): Unit => (/^(lb|pound)/i.test(u) ? 'lb' : 'kg');
const round = (n: number, step: number) => Math.round(n / step) * step;
/** Pounds in a kilogram (the international avoirdupois pound, 0.45359237 kg exactly). */
const LB_PER_KG = 2.20462;
/** A weight in another unit: "135 lb" is 61.2 kg. */
const inUnit = (amount: number, from: Unit, to: Unit) => (from === to ? amount : from === 'lb' ? amount / LB_PER_KG : amount * LB_PER_KG);

/** The person's bodyweight, if they give it: "80 kg bodyweight", "I weigh 176 lb", "woman, 65 kg", "at 143 lb". */
function bodyweightIn(words: string): Bodyweight | undefined {
  for (const pattern of BODYWEIGHTS) {
    const found = pattern.exec(words);
    if (found) return { amount: Number(found[1]), unit: unitOf(found[2]!), said: found[0] };
  }
  return undefined;
}

/**
 * The weight and reps the person lifts now: "60 kg for 5", "3x5 at 60kg", "80kg 3x8", "100 kg max",
 * "70 x 5"; reps default to 5. A number with a unit is the weight; one without only where reps follow
 * it ("70 x 5", "70 for 5"), never an age or a time ("I'm 35", "lifting 18 months"). No unit: undefined.
 */
function setIn(
  words: string,
  lift: LiftKind,
  body: Bodyweight | undefined,
): { weight: number; reps: number; unit?: Unit; readReps: boolean } | undefined {
  const text = body ? words.replace(body.said, ' ') : words;
  // The number after the lift's own name first, where several lifts are named.
  const at = lift.match.exec(text);
  const candidates = at ? [text.slice(at.index), text] : [text];
  const sets = new RegExp(String.raw`\b\d\s*[x×]\s*(\d{1,2})\s*(?:(?:at|@|with|of)\s*${NUMBER} ?${UNIT}?|${WEIGHT})`, 'i');
  const withUnit = new RegExp(WEIGHT, 'i');
  const bare = new RegExp(
    String.raw`\b${NUMBER}(?=\s*(?:x|×|for)\s*\d{1,2}\b(?!\s*(?:kg|kgs|kilos?|lbs?|pounds|min|minutes|seconds|s|m|km)\b))`,
    'i',
  );
  for (const t of candidates) {
    const s = sets.exec(t);
    if (s) {
      const [weight, unit] = s[2] ? [s[2], s[3]] : [s[4]!, s[5]];
      return { weight: Number(weight), reps: Number(s[1]), ...(unit && { unit: unitOf(unit) }), readReps: true };
    }
    const w = withUnit.exec(t) ?? bare.exec(t);
    if (!w) continue;
    const after = t.slice(w.index + w[0].length);
    const reps =
      /^\s*(?:x|×|for|for sets of|for reps of)\s*(\d{1,2})\b/i.exec(after) ??
      /^\s*\d\s*[x×]\s*(\d{1,2})\b/i.exec(after) ??
      /^[^,.\n]{0,12}\b(\d{1,2}) ?reps?\b/i.exec(after);
    const max = /^\s*(?:max|1 ?rm|one rep|for (?:one|a single|1)\b)/i.test(after);
    return {
      weight: Number(w[1]),
      reps: reps ? Number(reps[1]) : max ? 1 : 5,
      ...(w[2] && { unit: unitOf(w[2]) }),
      readReps: !!reps || max,
    };
  }
  return undefined;
}

/** The target's one-rep weight: "100 kg", or a multiple of bodyweight ("1.5 × bodyweight", "double bodyweight"). */
function goalIn(
  target: string,
  bodyweight: Bodyweight | undefined,
  /** The unit the person lifts in, which a multiple of bodyweight is said in. */
  lifted: Unit | undefined,
): { weight?: number; multiple?: number; unit: Unit } | undefined {
  const multiple = /\b(\d(?:\.\d+)?|one and a half|double|twice)\s*(?:x|×|times)?\s*(?:my\s*)?(?:body ?weight|bw)\b/i.exec(target);
  if (multiple) {
    const m = /^(double|twice)$/i.test(multiple[1]!) ? 2 : /half/i.test(multiple[1]!) ? 1.5 : Number(multiple[1]);
    const unit = lifted ?? bodyweight?.unit ?? 'kg';
    return { multiple: m, ...(bodyweight && { weight: m * inUnit(bodyweight.amount, bodyweight.unit, unit) }), unit };
  }
  const w = new RegExp(WEIGHT, 'i').exec(target.replace(bodyweight?.said ?? '\0', ' '));
  return w ? { weight: Number(w[1]), unit: unitOf(w[2]!) } : undefined;
}

const weeksRange = ([lo, hi]: [number, number]) => (lo === hi ? `about ${lo} weeks` : `about ${lo} to ${hi} weeks`);
const kg = (n: number, unit: string) => `${Number.isInteger(n) ? n : n.toFixed(1).replace(/\.0$/, '')} ${unit}`;

/**
 * What a barbell target asks and how long it honestly takes, from what the person lifts now. The lift
 * is the one the target names, else the one they name now; no lift named, no plan of numbers.
 */
export function liftFor(currentWords: string, targetWords: string, daysPerWeek: number): LiftPlan | undefined {
  const [currentLevel, targetLevel] = [currentWords, targetWords].map((words) => words.replace(/[’‘`´]/g, "'")) as [string, string];
  const lift = LIFTS.find((l) => l.match.test(targetLevel)) ?? LIFTS.find((l) => l.match.test(currentLevel));
  if (!lift) return undefined;
  const body = bodyweightIn(`${currentLevel}\n${targetLevel}`);
  const set = setIn(currentLevel, lift, body);
  const goal = goalIn(targetLevel, body, set?.unit);
  const unit = goal?.unit ?? set?.unit ?? 'kg';
  // Every number in the goal's unit: "135 lb for 5" towards "bench 100 kg" is 61 kg for 5. A number said without a unit is in it.
  const said = set?.unit ?? unit;
  const now = set && { ...set, weight: inUnit(set.weight, said, unit) };
  const lifted = now ? `${kg(set.weight, said)}${said === unit ? '' : ` (${kg(round(now.weight, 0.5), unit)})`}` : '';
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
      ? `${lifted} for one rep`
      : `${lifted} for ${now.reps}${now.readReps ? '' : ' (read as sets of 5)'} is about ${kg(oneRep, unit)} for one rep (Epley’s formula)`;
  const target = goal.multiple
    ? `${goal.multiple} × your bodyweight, ${kg(round(goal.weight, 0.5 * scale), unit)},`
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
      : weeks[1] < MIN_LINEAR + MIN_WEEKLY
        ? ` The plan takes ${MIN_LINEAR + MIN_WEEKLY} weeks all the same: ${MIN_LINEAR} of linear progression to settle the form under a climbing bar, then ${MIN_WEEKLY} of weekly progression with its lighter week and the test — the number may come early; test it in the last week, not before.`
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
  // The plan from the linear rung on is as long as the slow estimate: the form rung's own weeks come before it.
  const formWeeks = form.weeks ?? 1;
  const linearWeeks = Math.min(Math.max(MIN_LINEAR, slow - formWeeks - MIN_WEEKLY), LINEAR_WEEKS[1] - 2);
  const weeklyWeeks = Math.max(MIN_WEEKLY, slow - formWeeks - linearWeeks);
  return {
    ...ladder,
    default: weekly.name,
    rungs: [form, { ...linear, weeks: linearWeeks }, { ...weekly, weeks: weeklyWeeks, match: ['^'] }],
  };
}
