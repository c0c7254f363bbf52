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
  /**
   * kg a session of the lift while linear progression lasts: [slow, fast]. This track trains the named lift
   * every session, so a press climbs 1 kg a session on fractional plates: about the weekly gain of Starting
   * Strength's and StrongLifts' 2.5 kg every other session, spread over every session.
   */
  linear: [number, number];
  /** kg a month after it: [slow, fast]. */
  monthly: [number, number];
  /**
   * The first work weight when the person gives no set: the bar, and the programme's rule for finding the
   * weight from it (StrongLifts 5×5: the empty bar, 40 kg on the deadlift with plates at the floor's height;
   * Starting Strength: warm-up sets from the empty bar, climbing until the bar slows).
   */
  bar: string;
}

const EMPTY_BAR =
  'the empty bar (20 kg; a 15 kg bar or a lighter technique bar if 5 clean reps with 20 kg are not there yet), then sets of 5 in small jumps until the bar slows: the last set that moved like the first is your first work weight (Starting Strength; StrongLifts 5×5 starts every lift on the empty bar)';
const LIFTS: LiftKind[] = [
  {
    name: 'deadlift',
    match: /\bdead ?lifts?\b/i,
    linear: [1.25, 5],
    monthly: [2.5, 5],
    bar: '40 kg — the bar with two 10 kg plates, which sets it at the floor height every deadlift starts from (StrongLifts 5×5; lighter bumper or technique plates at the same height if that is too heavy), then sets of 5 in small jumps until the bar slows: the last set that moved like the first is your first work weight',
  },
  { name: 'bench press', match: /\bbench(?:ing)?(?: press)?\b/i, linear: [0.5, 1], monthly: [1.25, 2.5], bar: EMPTY_BAR },
  {
    name: 'overhead press',
    match: /\b(?:overhead|military|shoulder|strict) press\b|\bohp\b/i,
    linear: [0.5, 1],
    monthly: [0.6, 1.25],
    bar: EMPTY_BAR,
  },
  { name: 'squat', match: /\b(?:back |front )?squats?\b/i, linear: [1.25, 2.5], monthly: [2.5, 5], bar: EMPTY_BAR },
];

/**
 * Who lifts, when they say it: a woman or a man, and their age. Practical Programming for Strength
 * Training (Rippetoe and Baker, 3rd ed.: the chapters on women and on masters) has women take smaller
 * jumps than men — about half on the presses and the squat — and lifters past 40 recover more slowly,
 * take smaller jumps and leave linear progression sooner. Stride sizes the steps by that advice: a
 * woman's half a young man's, three quarters past 40, two thirds past 50, half past 60 (the two
 * multiplied). Said, the range narrows to the person: their steps at the fast end, 70% of them at the slow.
 */
const SEX: Array<[RegExp, 'woman' | 'man']> = [
  [/\b(?:woman|female|lady|girl|mum|mom|wife|mother|she)\b|\b\d{2} ?f\b/i, 'woman'],
  [/\b(?:man|male|guy|bloke|dad|father|husband|he)\b|\b\d{2} ?m\b/i, 'man'],
];
const AGES = [
  /\b(?:i'm|i am|aged?|age:?)\s*(\d{2})\b(?! ?(?:kg|kgs|kilos?|lbs?|pounds|min|minutes|reps?|x|×|for))/i,
  /\b(\d{2})[- ]?(?:years?[- ]old|yrs?\b|yo\b|y\.o\.)/i,
  /\b(\d{2}) ?[fm]\b/i,
  /\b(?:woman|man|female|male|lady|guy)\b,?\s*(?:aged |of )?(\d{2})\b(?! ?(?:kg|kgs|kilos?|lbs?|pounds))/i,
  /\b(\d{2}),?\s*(?:a |an )?(?:woman|man|female|male|lady|guy)\b/i,
];
interface Lifter {
  sex?: 'woman' | 'man';
  age?: number;
}
function lifterIn(words: string): Lifter {
  const sex = SEX.find(([p]) => p.test(words))?.[1];
  const age = AGES.map((p) => p.exec(words)).find((m) => m && Number(m[1]) >= 14 && Number(m[1]) <= 90)?.[1];
  return { ...(sex && { sex }), ...(age && { age: Number(age) }) };
}
const stepShare = ({ sex, age }: Lifter) =>
  (sex === 'woman' ? 0.5 : 1) * (age === undefined || age < 40 ? 1 : age < 50 ? 0.75 : age < 60 ? 2 / 3 : 0.5);
/** "a 45-year-old woman", "a woman", "a lifter of 52". */
const whoSaid = ({ sex, age }: Lifter) => (sex ? `a ${age !== undefined ? `${age}-year-old ` : ''}${sex}` : `a lifter of ${age}`);

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
  /** The sessions' words (the curriculum's holes): `step` a session, "2.5 kg (5 lb)"; `first`, where the work sets start. */
  holes: { step: string; first?: string };
  /** Years of training said beside a set (decision 375): the plan starts on the weekly programme, never the novice's every-session step. */
  trained?: true;
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
  // Only another lift named with a number ("can bench 60 kg" → "deadlift 140 kg"): that number is not this lift's.
  if (!at && LIFTS.some((other) => other !== lift && other.match.test(text))) return undefined;
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

/**
 * Where a new lifter's test comes, said from the arithmetic (round 19: a bodyweight deadlift that linear
 * progression reaches in about three weeks was tested in week 15): the fives that make a single at the
 * goal likely (Epley's 5-rep weight), from the programme's first weight at the step a session, the fast
 * end at the full step and the slow one at the smaller. Past linear progression's weeks, unknown until
 * the 5s are.
 */
function whenFives(goal: number, lift: LiftKind, unit: string, [fast, slow]: [number, number], sessions: number): string {
  const start = lift.name === 'deadlift' ? (unit === 'lb' ? 95 : 40) : unit === 'lb' ? 45 : 20;
  const fives = round(goal / (1 + 5 / 30), unit === 'lb' ? 5 : 2.5);
  const weeksAt = (step: number) => Math.max(1, Math.ceil((fives - start) / (step * sessions)));
  const range: [number, number] = [weeksAt(fast), weeksAt(slow)];
  if (fives <= start || range[0] > LINEAR_WEEKS[0]) return 'how many weeks your number takes shows once you know your 5s.';
  return (
    `a single at ${kg(goal, unit)} is likely once your 5s reach about ${kg(fives, unit)} (Epley’s formula), ${weeksRange(range)} of linear progression from ${kg(start, unit)} — the slower end if sessions stall. ` +
    `Test the single at the session after your 5s reach it, with the coach or a spotter and safety bars, not at a fixed week: the weeks after it build on the number.`
  );
}

/**
 * A lifter who already trains (decision 359): "I squat 100 kg for 5 and bench 70 kg, train 3 years" towards a
 * deadlift number gives no deadlift, but is no novice. The plan does not start them at the bar and a novice's
 * 5 kg a session: week 1 tests the lift's own top set (RPE 8, two reps left: Helms, Cronin, Storey and Zourdos
 * 2016, the reps-in-reserve scale), and its Epley estimate sets the work weights; past the first months the
 * weekly programmes' few kilograms a month (Texas Method, 5/3/1) are the honest rate.
 */
const TRAINED = [
  /\b(?:train\w*|lift\w*|been lifting|powerlift\w*|in the gym|gym)\b[^.\n]{0,30}\b(?:\d{1,2}|a few|a couple of|several|two|three|four|five|six|ten) (?:years?|yrs?)\b/i,
  /\b(?:\d{1,2}|a few|a couple of|several|two|three|four|five|six|ten)\+? (?:years?|yrs?) (?:of )?(?:training|lifting|powerlifting|in the gym|strength training)\b/i,
  /\b(?:intermediate|advanced|experienced) (?:lifter|powerlifter)\b|\b(?:competed|compete|my last (?:meet|comp))\b/i,
];
function trainedIn(current: string, lift: LiftKind): boolean {
  if (TRAINED.some((r) => r.test(current))) return true;
  // Another lift said with a number: a lifter who knows their numbers, just not this one's.
  return LIFTS.some((other) => other !== lift && other.match.test(current) && new RegExp(WEIGHT, 'i').test(current));
}
const TRAINED_TEST = (lift: string) =>
  `You already train, so no start from the bar and no novice's step every session: week 1 tests your own ${lift}. ` +
  `Warm up from the bar in sets of 3, then work up to a top set of 5 that stops with about two reps left in it (RPE 8, the reps-in-reserve scale); ` +
  `its one-rep estimate (Epley’s formula: weight × (1 + 5 ÷ 30)) sets your work weights. A lifter past the first months adds a few kg a month on a weekly programme (Texas Method, Wendler’s 5/3/1), not 5 kg a session: ` +
  `how many weeks your number takes shows once you know that top set.`;
const TRAINED_FIRST =
  'Your work sets start at about 90% of the top set of 5 week 1 tested, not at the bar; add the step only while every rep moves like the first.';

const weeksRange = ([lo, hi]: [number, number]) => (lo === hi ? `about ${lo} weeks` : `about ${lo} to ${hi} weeks`);
const kg = (n: number, unit: string) => `${Number.isInteger(n) ? n : n.toFixed(1).replace(/\.0$/, '')} ${unit}`;

/**
 * What a barbell target asks and how long it honestly takes, from what the person lifts now: the first work
 * weight (from their set, else the bar and the programme's rule), the step, and the weeks. The lift is the
 * one the target names, else the one they name now; no lift named, no plan of numbers.
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
  const who = lifterIn(`${currentLevel}\n${targetLevel}`);
  const known = who.sex !== undefined || who.age !== undefined;
  const share = stepShare(who);
  // The step a session, as the plan's sessions say it: the named lift every session, its step sized to who lifts.
  // Loadable steps: pairs of fractional plates make 0.5 kg (1 lb) steps; a half rounds down.
  const stepKg = Math.max(0.5, Math.round((lift.linear[1] * share) / 0.5 - 0.01) * 0.5);
  const step = (i: 0 | 1) => (known || i ? stepKg : lift.linear[0]) * scale;
  const stepWords = `${kg(stepKg, 'kg')} (${kg(stepKg * 2, 'lb')})`;
  const weekly = `${kg(step(1), unit)} a session, ${sessions} sessions a week (${kg(step(1) * sessions, unit)} a week)`;
  const smaller = [who.sex === 'woman' && 'women', who.age !== undefined && who.age >= 40 && 'lifters past 40']
    .filter(Boolean)
    .join(' and ');
  const sized = !known
    ? ''
    : smaller
      ? ` For ${whoSaid(who)} the steps are smaller, as Practical Programming (Rippetoe and Baker) advises for ${smaller}.`
      : ` For ${whoSaid(who)}, the programmes’ own steps (Practical Programming sizes them down for women and lifters past 40).`;
  const multiple =
    goal?.multiple && !goal.weight ? ` ${goal.multiple} × bodyweight: tell the plan your bodyweight to have it in ${unit}.` : '';
  if (!goal?.weight || !now) {
    if (!now && trainedIn(currentLevel, lift)) {
      const aim = goal?.weight ? `${kg(goal.weight, unit)}. ` : '';
      return {
        lift: lift.name,
        holes: { step: stepWords, first: TRAINED_FIRST },
        say: `Your ${lift.name}: ${aim}${TRAINED_TEST(lift.name)} ${sized.trim()}${multiple}`.trim(),
      };
    }
    const aim = goal?.weight
      ? `${goal.multiple ? `${goal.multiple} × your bodyweight is ${kg(round(goal.weight, 0.5 * scale), unit)}` : kg(goal.weight, unit)}. `
      : '';
    return {
      lift: lift.name,
      holes: { step: stepWords },
      say: `Your ${lift.name}: ${aim}Your first work weight: ${lift.bar}. Then add ${weekly} while linear progression lasts (Starting Strength, StrongLifts 5×5); ${goal?.weight ? whenFives(goal.weight, lift, unit, [step(1), step(0)], sessions) : 'how many weeks your number takes shows once you know your 5s.'}${sized}${multiple}`,
    };
  }
  const oneRep = round(now.reps === 1 ? now.weight : now.weight * (1 + now.reps / 30), 0.5 * scale);
  // The first work sets a little under the 5 they lift now (Epley's 5-rep weight), so the first sessions climb before they grind.
  const first = round((oneRep / (1 + 5 / 30)) * 0.9, 2.5 * scale);
  const read =
    now.reps === 1
      ? `${lifted} for one rep`
      : `${lifted} for ${now.reps}${now.readReps ? '' : ' (read as sets of 5)'} is about ${kg(oneRep, unit)} for one rep (Epley’s formula)`;
  const target = goal.multiple
    ? `${goal.multiple} × your bodyweight, ${kg(round(goal.weight, 0.5 * scale), unit)},`
    : `${kg(goal.weight, unit)}`;
  const gap = goal.weight - oneRep;
  if (gap > 0 && TRAINED.some((r) => r.test(currentLevel)))
    return trainedLift(lift, unit, read, target, gap, first, known ? share : undefined, scale);
  if (gap <= 0)
    return {
      lift: lift.name,
      holes: { step: stepWords },
      say: `Your ${lift.name}: ${read}, so ${target} is within reach now. Test a single with a coach or a spotter and safety bars, then train on from it.`,
      weeks: [2, 4],
    };
  // Said who lifts: their own steps, and 70% of them as sessions stall; unsaid: a young man's steps down to half (a quarter of the deadlift's 5 kg).
  // The monthly gain after it is already a rate with stalls in it (5/3/1's few kg a month): sized, but not cut again.
  const rate = (i: 0 | 1, of: [number, number]) => (known ? of[1] * share : of[i]) * scale;
  const estimate = (i: 0 | 1): number => {
    const perWeek = (known ? step(1) * (i ? 1 : 0.7) : step(i)) * sessions;
    // Said who lifts, linear progression lasts one length at both ends, shorter past 40 (Practical Programming on masters).
    const linearWeeks = known ? (who.age !== undefined && who.age >= 40 ? 8 : 10) : LINEAR_WEEKS[i];
    if (gap <= perWeek * linearWeeks) return Math.ceil(gap / perWeek);
    return linearWeeks + Math.ceil(((gap - perWeek * linearWeeks) / rate(i, lift.monthly)) * WEEKS_A_MONTH);
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
    holes: {
      step: stepWords,
      first: `Your work sets started at ${kg(first, unit)}, a little under the 5 you lifted before the plan; each session adds the step to the last.`,
    },
    weeks,
    say:
      `Your ${lift.name}: ${read}; ${target} is ${kg(round(gap, 0.5 * scale), unit)} more. ` +
      `Your first work weight: ${kg(first, unit)} for ${lift.name === 'deadlift' ? '1 × 5' : '3 × 5'}, a little under the 5 you lift now, so the first sessions climb before they grind. ` +
      `Adding ${weekly} while linear progression lasts (Starting Strength, StrongLifts 5×5), then a few ${unit} a month on a weekly programme (Texas Method, 5/3/1), that is ${weeksRange(weeks)} of training — the slower end if sessions stall and reset${known ? '' : ', as they do for most people after the first months; said your sex and age, the range narrows'}; the plan adds a lighter week and the test.${sized}${beyond}`,
  };
}

/**
 * A lifter of years with a set said (decision 375): "lifted for three years, squat 150 kg for 5" towards 180 kg
 * is past linear progression, which lasts a few weeks to about three months (Starting Strength). The plan
 * starts on the weekly programme (the curriculum's `start` reads the same years) and the weeks are the
 * monthly rate's alone (Texas Method, Wendler's 5/3/1: a few kg a month), sized to who lifts when said.
 */
function trainedLift(
  lift: LiftKind,
  unit: string,
  read: string,
  target: string,
  gap: number,
  first: number,
  share: number | undefined,
  scale: number,
): LiftPlan {
  const rate = (i: 0 | 1) => (share === undefined ? lift.monthly[i] : lift.monthly[1] * share * (i ? 1 : 0.7)) * scale;
  const weeksAt = (i: 0 | 1) => Math.ceil((gap / rate(i)) * WEEKS_A_MONTH);
  const weeks: [number, number] = [Math.max(2, weeksAt(1)), Math.max(3, weeksAt(0))];
  const month = `${kg(rate(0), unit)} to ${kg(rate(1), unit)}`;
  const perWeek = Math.max(0.5, round(rate(1) / scale / WEEKS_A_MONTH, 0.5));
  const length =
    weeks[1] > LONGEST
      ? ' That is longer than one plan: this one runs the weekly pattern with its lighter weeks, and the same pattern carries on after it.'
      : weeks[1] < MIN_WEEKLY
        ? ` The plan takes ${MIN_WEEKLY} weeks all the same: the weekly pattern, a lighter week and the test — the number may come early; test it in the last week, not before.`
        : '';
  return {
    lift: lift.name,
    trained: true,
    holes: {
      // A week's share of the month, in loadable half-kilos: the intensity day's top set, "about 1 kg (2 lb) more than last week's".
      step: `${kg(perWeek, 'kg')} (${kg(perWeek * 2, 'lb')})`,
      first: `Your work sets started at ${kg(first, unit)}, a little under the 5 you lifted before the plan; the top set climbs a little each week.`,
    },
    weeks,
    say:
      `Your ${lift.name}: ${read}; ${target} is ${kg(round(gap, 0.5 * scale), unit)} more. ` +
      `You have trained for years, so no novice's step every session: the plan starts on a weekly programme (Texas Method, Wendler’s 5/3/1), a heavier top set each week from ${kg(first, unit)} for 5, with a lighter week and the test. ` +
      `Past linear progression a lifter adds about ${month} a month to this lift, so ${kg(round(gap, 0.5 * scale), unit)} is ${weeksRange(weeks)} of training.${length}`,
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
  // A lifter of years starts on the weekly rung (the curriculum's `start`): the plan is that rung alone, as long as the estimate.
  if (plan.trained)
    return { ...ladder, default: weekly.name, rungs: [form, linear, { ...weekly, weeks: Math.max(MIN_WEEKLY, slow), match: ['^'] }] };
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
