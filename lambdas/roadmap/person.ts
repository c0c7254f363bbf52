import { CATALOG, todayIn, type Category } from '../../contract';
import { affirmed, CLAUSE, matchesAny } from './builtin/words';
import { warningsFor, weekdaysOf } from './builtin/shape';
import { isHabitPlan } from './builtin/habit-days';
import { movesTheBody } from './builtin/place';
import type { Curriculum, CurriculumTask, CurriculumWeek, Hole } from './curricula/schema';
import { personTables, type ConstraintData, type PersonTables, type SessionKind } from './curricula/person';
import { theCameraNow } from './camera';
import { titleOf } from './title';
import { rewordWeek } from './curricula/reword';
import { startWeek } from './curricula/start';
import { firstNamed, forLanguage, isCustomLanguage, isLanguagePlan, LANGUAGE_HOLES, VARIETY, withTripFirst } from './levels';
import { withCustomLanguage, withLanguageTask } from './curricula/language-tasks';
import { withExamLadder, withWatched } from './curricula/language-seen';
import { pacesFor, raceIn, type Paces } from './paces';
import { ergAtDistance, ergFor } from './erg';
import { pushPaceFor } from './push-pace';
import { ladderForLift, liftFor } from './loads';
import { pieceDistance } from './pieces';
import { savingFor } from './money';
import { COUNTRY_NAMES, countryOf, nationOf, servicesOf } from './locale';
import { isYoung } from './age';
import { dueStarts } from './due';
import { firstPlanDay } from './deadline';

/**
 * The person's words in the weeks (issue #36): what they say of themselves — pain, ADHD, burnout, a
 * layoff, shyness — changes tasks in every week where it matters, not only the header; the specifics
 * they name (the bakery, the camera, the piece, the role) are written into the tasks that speak of them
 * (a curriculum's `holes`); and the level their words mean is read on the CEFR ladder (levels.ts).
 */

export interface PersonRequest {
  category?: Category;
  option: string;
  title?: string;
  description?: string;
  answers: { currentLevel: string; targetLevel: string; dailyMinutes?: number; parts?: readonly string[]; track?: string };
  daysPerWeek?: number;
  /** The person's weekdays as a plan week meets them (the generator's request). */
  weekdays?: readonly number[];
  /** The schedule's start, "YYYY-MM-DD" (the generator's request): the plan's weeks run from the first of their days on or after it. */
  startDate?: string;
  /** The goal's schedule (a preview's request), its start as `startDate`. */
  schedule?: { weekdays: readonly number[]; startDate?: string };
}

/** The plan's first day (decision 228): the first of the person's days on or after its start, else `today`. */
export function firstDayOf(request: Pick<PersonRequest, 'weekdays' | 'startDate' | 'schedule' | 'daysPerWeek'>, today: string): string {
  const start = request.startDate ?? request.schedule?.startDate;
  if (!start) return today;
  return firstPlanDay(start, weekdaysOf({ weekdays: request.weekdays ?? request.schedule?.weekdays, daysPerWeek: request.daysPerWeek }));
}

type Task = Omit<CurriculumTask, 'priority'>;

/** What a constraint says and adds to the weeks: its own, or the words for a curriculum's kind of session (`on`). */
interface Words {
  /** Said first in the plan and the preview, as a warning is. */
  say: string;
  /** Opens the plan's first day. */
  first?: Task;
  /** One a week, in turn, on each week's first day, kept however short the day. */
  weekly?: Task[];
  /** Each week's sessions (every day's first task) are done this way. */
  session?: (week: number, minutes?: number) => string;
}

/** Something the person says of themselves (curricula/_person.json), with its patterns compiled. */
interface Constraint extends Words {
  id: string;
  /** As the read-back names it. */
  name: string;
  match: string[];
  written?: string[];
  /** The options it applies to at all, said and worked in; @default said everywhere, worked in `in` */
  options?: string[];
  except?: string[];
  /** How many of its weekly tasks a week takes: two where the tasks are the target's own work (a debt, a partner). */
  perWeek?: number;
  /** Its words tell of the tasks it adds: unsaid where a curriculum handles it. */
  saysTasks?: true;
  /** Rewrites of the weeks' titles and objectives. */
  weeks?: [RegExp, string][];
  /** No task longer than the person's minutes a day (decision 409). */
  envelope?: true;
  /** The kinds of plan it applies to at all (`sessionKind`): hearing loss in a language plan only. */
  plans?: SessionKind[];
  /** Its ways with the curriculum's own tasks: the first whose pattern a task's words match rewrites it and adds its sentence. */
  adapt?: Array<{ match: RegExp; rewrite: Array<[RegExp, string]>; add?: string }>;
  /** Where it changes the weeks (categories); @default every category */
  in?: string[];
  over?: string[];
  /** What is set aside before its patterns read the words: someone else's, a healed past (ownWords). */
  aside: readonly RegExp[];
  /** Foods left out of every task: swaps first, then "chicken or chickpeas" → "chickpeas", then out of lists. */
  foods?: { avoid?: string; swaps: Array<[RegExp, string]> };
  /** Its words for a curriculum whose sessions its own would contradict. */
  on: Partial<Record<SessionKind, Words>>;
}

type WordsData = Partial<Pick<ConstraintData, 'say' | 'first' | 'weekly' | 'session'>>;

/** A constraint's words as the plan uses them: shared tasks by name looked up, the session's growing blocks worked out. */
function constraintWords(data: WordsData, tables: PersonTables): Partial<Words> {
  const taskOf = (t: NonNullable<ConstraintData['first']>): Task => {
    const written = typeof t === 'string' ? tables.tasks[t] : t;
    if (!written) throw new Error(`No shared task "${String(t)}" in _person.json`);
    const { title, description, minutes = 5, flex } = written;
    return { title, description, minutes, difficulty: 'easy', ...(flex && { flex }) };
  };
  const { session } = data;
  return {
    ...(data.say && { say: data.say }),
    ...(data.first !== undefined && { first: data.first === null ? undefined : taskOf(data.first) }),
    ...(data.weekly && { weekly: data.weekly.map(taskOf) }),
    ...(session !== undefined && {
      session:
        session === null
          ? undefined
          : (week: number, minutes = Infinity) => {
              const b = session.blocks;
              // Never a block longer than the session it is said in (a 20-minute night is not read to a 25-minute timer).
              const grown = b ? Math.min(b.max, b.from + b.step * Math.floor(week / b.every), minutes) : 0;
              // Blocks with a break "between them" are at most half the session, and said only where two of the
              // first size fit: no "10-minute blocks" on a 10-minute task (decision 330).
              const between = /\bbetween them\b/.test(session.say);
              const block = b && between ? Math.min(grown, Math.floor(minutes / 2 / 5) * 5) : grown;
              if (between && b && block < b.from) return '';
              return session.say.replace(/\{block\}/g, String(block));
            },
    }),
  };
}

let read: readonly Constraint[] | undefined;

/** A clause, and where it turns back to the person ("…and my knee hurts", "…so I walk", "…was born I have had"). */
const CLAUSES = new RegExp(`(${CLAUSE.source})`, 'i');
const TURN = /(?=\b(?:and|so|but) (?:i|i'm|i've|me|my)\b|\bi(?:'ve| have| had|'m| am| get| got| keep| still)\b)/i;

/**
 * The words a constraint reads: the text without what its `aside` lists set apart (someone else's, a
 * healed past). An aside runs to the end of its clause at most, and stops where the words turn back to
 * the person: "I used to run marathons but my knee hurts now" keeps the knee.
 */
function ownWords(text: string, aside: readonly RegExp[]): string {
  const setAside = (piece: string) => aside.reduce((out, pattern) => out.replace(pattern, ' '), piece);
  return text
    .replace(/[’‘`´]/g, "'")
    .split(CLAUSES)
    .map((part, i) => (i % 2 ? part : part.split(TURN).map(setAside).join('')))
    .join('');
}

/** The constraints of _person.json, compiled once, on first use. */
function allConstraints(): readonly Constraint[] {
  const tables = personTables();
  const swap = ({ from, to }: { from: string; to: string }): [RegExp, string] => [new RegExp(from, 'g'), to];
  const asideOf = (name: string) => {
    const list = tables.aside[name];
    if (!list) throw new Error(`No aside list "${name}" in _person.json`);
    return list.map((p) => new RegExp(p, 'gi'));
  };
  read ??= tables.constraints.map(({ foods, on, first, weekly, session, aside, adapt, weeks, ...c }): Constraint => ({
    ...c,
    ...(weeks && { weeks: weeks.map(({ from, to }): [RegExp, string] => [new RegExp(from, 'gi'), to]) }),
    ...(adapt && {
      adapt: adapt.map((a) => ({
        match: new RegExp(a.match, 'i'),
        rewrite: (a.rewrite ?? []).map(({ from, to }): [RegExp, string] => [new RegExp(from, 'gi'), to]),
        add: a.add,
      })),
    }),
    aside: (aside ?? []).flatMap(asideOf),
    ...constraintWords({ first, weekly, session }, tables),
    ...(foods && {
      foods: {
        ...(foods.avoid && { avoid: foods.avoid.replace(/\{(\w+)\}/g, (hole, name: string) => tables.foods[name] ?? hole) }),
        swaps: (foods.swaps ?? []).flatMap((s) => (typeof s === 'string' ? (tables.swaps[s] ?? []) : [s]).map(swap)),
      },
    }),
    on: Object.fromEntries(Object.entries(on ?? {}).map(([kind, words]) => [kind, constraintWords(words, tables)])),
  }));
  return read;
}

const wordsOf = (request: Pick<PersonRequest, 'title' | 'description' | 'answers'>) => [
  request.title ?? '',
  request.description ?? '',
  request.answers.currentLevel,
  request.answers.targetLevel,
];

/** The words a one-click correction of the start writes (reading.ts): "Already reached: 5K". */
export const alreadyReached = (milestone: string) => `Already reached: ${milestone}`;

const escape = (text: string) => text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Start bands for the read-back's corrections: "Already reached: 5K" starts after the 5K's last week. */
function milestoneStarts(curriculum: Curriculum): Curriculum['start'] {
  const rungs = curriculum.ladder?.rungs ?? [];
  return rungs
    .filter((r) => r.week < curriculum.weeks.length)
    .map((r) => ({ match: [`^${escape(alreadyReached(r.name))}\\b`], week: r.week + 1 }));
}

/**
 * A target that is a milestone's name, as the read-back's corrections and the preview's suggestions
 * write it, means that milestone, even where a higher one's patterns match its words ("30-minute walks"
 * holds "30 min", the 5K's).
 */
function readLadder(curriculum: Curriculum, targetLevel: string): Curriculum['ladder'] {
  const ladder = curriculum.ladder;
  const named = ladder?.rungs.findIndex((r) => r.name.toLowerCase() === targetLevel.trim().toLowerCase()) ?? -1;
  if (!ladder || named < 0) return undefined;
  return { ...ladder, rungs: ladder.rungs.map((r, i) => (i > named ? { ...r, match: ['(?!)'] } : r)) };
}

type ConstraintRequest = Pick<PersonRequest, 'title' | 'description' | 'answers'> & { option?: string };

/**
 * What the person said of themselves that the plan works in (on their option, where a constraint names its
 * options; in the kind of plan it names, where it names one: hearing loss in a language plan, not a run).
 */
export function constraintsOf(request: ConstraintRequest, curriculum?: Curriculum): Constraint[] {
  const all = wordsOf(request).join('\n');
  const kind = curriculum && sessionKind(curriculum, request.answers.targetLevel);
  const found = allConstraints().filter((c) => {
    if (c.plans && !(kind && c.plans.includes(kind))) return false;
    if (c.options && request.option && !c.options.includes(request.option)) return false;
    if (request.option && c.except?.includes(request.option)) return false;
    // A constraint reads what the person says of themselves now: "my son has ADHD" or "fully healed" is set aside.
    const own = ownWords(all, c.aside);
    return matchesAny(c.match, affirmed(own)) || matchesAny(c.written ?? [], own.toLowerCase());
  });
  return found.filter((c) => !found.some((other) => other.over?.includes(c.id)));
}

/** The constraints' names, for the read-back and the AI's brief. */
export const constraintNames = (request: ConstraintRequest, curriculum?: Curriculum) =>
  constraintsOf(request, curriculum).map((c) => c.name);

/**
 * A task's words without the foods the person leaves out: the constraint's own swaps first (a fish
 * task becomes an omega-3 one), then a choice loses its left-out side ("chicken or chickpeas" →
 * "chickpeas") and a list its left-out items ("beans, eggs, fish, tofu" → "beans, eggs, tofu").
 */
function withoutFoods(text: string, constraints: readonly Constraint[]): string {
  return constraints.reduce((out, { foods }) => {
    if (!foods) return out;
    const swapped = (foods.swaps ?? []).reduce((t, [from, to]) => t.replace(from, to), out);
    if (!foods.avoid) return swapped;
    const item = `(?:${foods.avoid})`;
    return swapped
      .replace(new RegExp(`\\b${item} or ([\\w-]+)`, 'gi'), '$1')
      .replace(new RegExp(`\\b([\\w-]+) or ${item}\\b`, 'gi'), '$1')
      .replace(new RegExp(`\\b${item}, `, 'gi'), '')
      .replace(new RegExp(`, ${item}\\b`, 'gi'), '');
  }, text);
}

/** The person's week in words, for a target set from it (`{weekhours}`): "20 minutes", "2 hours", "3½ hours". */
function weekTime(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const halves = Math.round(minutes / 30);
  const whole = Math.floor(halves / 2);
  return `${whole}${halves % 2 ? '½' : ''} hour${halves === 2 ? '' : 's'}`;
}

/** The curriculum's `{holes}` as this person's words fill them: "your DSLR", "your bakery". */
export function specificsOf(curriculum: Curriculum, request: PersonRequest): Record<string, string> {
  // A camera hole reads the camera they shoot with now, not the first device named (camera.ts).
  const own = curriculum.holes?.some((h) => h.name === 'camera') ? theCameraNow : (text: string) => text;
  const words = own(wordsOf(request).join('\n'));
  const target = own(request.answers.targetLevel);
  const days = request.daysPerWeek ?? request.schedule?.weekdays.length ?? 5;
  const said = wordsOf(request).join('\n');
  // The country their words place them in chooses its services and figures (locale.ts); `{country}` names it.
  const country = countryOf(said);
  // A young person is sent to the help that serves them, not an adult's (age.ts, decision 253).
  const young = isYoung(said);
  const filled: Record<string, string> = {
    days: String(days),
    weekhours: weekTime((request.answers.dailyMinutes ?? 30) * days),
    country: country ? COUNTRY_NAMES[country] : 'your country',
    // In the UK, the nation's own help where it is not England's (decision 272).
    ...servicesOf(country, young, nationOf(said)),
  };
  // The target first: "faces are fine" → "convincing hands" draws hands, whatever the level names.
  // A habit plan's target naming two or three habits is read a part at a time (`habitsTogether`): each part is the target's.
  const parts = isHabitPlan(curriculum) ? target.split(HABIT_PARTS).filter((part) => part.trim()) : [];
  const applies = (read: Hole['read'][number], text: string) =>
    !(read.country && !(country && read.country.includes(country))) &&
    !(read.target && text !== target && !parts.includes(text)) &&
    !(read.young && !young);
  // A read without a match (a country's own word) found in the target gives way to a read before it that
  // matches their other words ("Berlin" before the eurozone's own, decision 279).
  const earlier = (hole: Hole, at: number) =>
    hole.read.slice(0, at).some((read) => read.match !== undefined && applies(read, words) && new RegExp(read.match, 'i').test(words));
  const heard = (hole: Hole, text: string) =>
    hole.read.flatMap((read, at) => {
      if (!applies(read, text)) return [];
      if (read.match === undefined && text === target && earlier(hole, at)) return [];
      const found = read.match === undefined ? [] : new RegExp(read.match, 'i').exec(text);
      const named = (found?.[1] ?? '').trim().replace(/[.!?]+$/, '');
      // A function, so that "$&" or "$'" in what the person typed stays as typed.
      return found ? [read.say.replace(/\$1/g, () => (read.title ? titleOf(named) : named))] : [];
    })[0];
  // A custom language's own holes read the language learnt: the one named first, a language spoken well set aside.
  const learnt = (hole: Hole) =>
    isCustomLanguage(curriculum) && LANGUAGE_HOLES.includes(hole.name) ? firstNamed(hole.read, words) : undefined;
  for (const hole of curriculum.holes ?? []) filled[hole.name] = learnt(hole) ?? heard(hole, target) ?? heard(hole, words) ?? hole.default;
  const together = habitsTogether(curriculum.holes ?? [], parts, heard);
  // A rule set by the clock ("no snacks after 9 pm") is the evening's cue: the habit hangs on it (decision 371).
  const rule = parts.map(habitRule).find((r) => r?.at);
  const evening = (h: Hole) => h.name === 'anchor' && (filled.anchor === h.default || filled.anchor === 'get into bed');
  const anchor: Record<string, string> = rule?.at && curriculum.holes?.some(evening) ? { anchor: ruleAnchor(rule.at, said, target) } : {};
  return { ...filled, ...together, ...anchor };
}

/** Where a target naming several habits divides: "stretch and drink water every day, even on shift days". */
const HABIT_PARTS = /\s*(?:[,;+&]|\band\b|\bplus\b|\bas well as\b|\bthen\b)\s*/i;

/** How each hole says two or three habits' words together; the holes not named here keep the first habit read. */
const TOGETHER: Record<string, (said: string[]) => string> = {
  habit: (said) => listed(said, ' and '),
  // "2 minutes of meditation: sit, count 10 breaths, twice" without its how (the set-up says it), so "then" starts the next habit.
  tiny: (said) => said.map((words) => words.replace(/: .+$/, '')).join(', then '),
  grown: (said) => listed(said, ' and '),
  half: (said) => listed(said, ' and '),
  guide: (said) => listed(said, ', and '),
  friction: (said) => listed(said, ', and '),
  snag: (said) => said.join(' '),
};

/** "A and B", "A, B and C"; "A, and B" where a part has a comma of its own ("half your teeth flossed, the back ones first"). */
const listed = (said: string[], last: string) =>
  said.length < 2
    ? said.join('')
    : `${said.slice(0, -1).join(', ')}${said.some((words) => words.includes(',')) ? ', and ' : last}${said.at(-1)}`;

/**
 * Two or three habits named in one target ("stretch and drink water every day", "read and journal before bed",
 * decision 344): each part of the target that names a habit of its own fills the holes for that habit, and the
 * holes say them together, in the order named — "stretching and drinking water", the tiny version "one stretch
 * held for 30 seconds…, then one glass of water", stacked on one anchor (Clear, *Atomic Habits*: habit stacking;
 * Fogg, *Tiny Habits*). One habit named, or the same one twice, changes nothing.
 */
function habitsTogether(holes: Hole[], parts: string[], heard: (hole: Hole, text: string) => string | undefined): Record<string, string> {
  const habit = holes.find((h) => h.name === 'habit');
  if (!habit) return {};
  const named = parts.flatMap((part) => {
    const said = heard(habit, part) ?? habitRule(part)?.habit ?? habitSaid(part)?.habit;
    return said ? [{ part, said }] : [];
  });
  const each = named.filter((n, at) => named.findIndex((m) => m.said === n.said) === at).slice(0, 3);
  // One habit the track has no words for ("draw for 20 minutes a day") is still the plan's habit, in its own words (decision 361).
  const alone = each.length === 1 && !heard(habit, each[0].part) ? habitAlone(each[0].part) : undefined;
  if (each.length < 2) return alone ?? {};
  // Each habit's own holes: what its part of the target says, or none (`half of {grown}` filled with its own grown).
  const own = each.map(
    ({ part }) =>
      (heard(habit, part) ? undefined : (habitRule(part) ?? habitSaid(part))) ??
      holes.reduce<Record<string, string | undefined>>((said, hole) => {
        const own = (words: string | undefined) => words?.replace(/\{(\w+)\}/g, (h, key: string) => said[key] ?? h);
        const grown = hole.default.includes('{') ? own(hole.default) : undefined;
        said[hole.name] = own(heard(hole, part)) ?? (grown && !grown.includes('{') ? grown : undefined);
        return said;
      }, {}),
  );
  // A habit whose part says nothing for a hole (stretching has no snag of its own) leaves it to the others.
  return Object.fromEntries(
    Object.entries(TOGETHER).flatMap(([name, join]) => {
      const said = own.flatMap((o) => o[name] ?? []).filter((words, at, all) => all.indexOf(words) === at);
      return said.length ? [[name, join(said)]] : [];
    }),
  );
}

/** The verbs a habit the named track does not know opens with ("eat", "tidy", "call"), each with its -ing form. */
const HABIT_VERBS =
  /^(?:to |i will |i want to |i'?d like to )?(eat|cook|take|go|get|tidy|clean|wash|brush|pray|call|ring|text|plan|prep|pack|practi[sc]e|study|learn|write|wake|stand|sit|do|water|feed|play|listen|sing|run|swim|cycle|lift|spend|put|make|keep|check|review|log|track|hug|leave|switch|turn|empty|open|lay|set|stop|draw|sketch|paint|knit|sew|code|declutter)\b\s*(.*)$/i;

/** "every day, even on shift days": the how often a part ends with, said by the plan's own days. */
const HOW_OFTEN = /\s*\b(?:every|each|a|per) (?:single )?(?:day|morning|evening|night|weekday|week)\b.*$|\s*\b(?:daily|nightly)\b.*$/i;

/** How long a habit lasts, as a part of the target says it: "for 15 minutes", "20 mins", "half an hour", "an hour". */
const LASTS = /\s*\b(?:for )?(?:(\d{1,3}) ?(?:-| )?(?:minutes?|mins?)\b|half an hour\b|an hour\b|1 hour\b)/i;

/** "eat" → "eating", "tidy" → "tidying", "run" → "running", "plan" → "planning". */
const ing = (verb: string): string => {
  const v = verb.toLowerCase();
  if (/^(?:run|swim|sit|get|put|stop|plan|prep|set|jog|knit)$/.test(v)) return `${v}${v.at(-1)}ing`;
  if (/[^e]e$/.test(v) && !/^(?:be|see)$/.test(v)) return `${v.slice(0, -1)}ing`;
  return `${v}ing`;
};

/**
 * A habit the named track has no words for, from its part of the target ("eat a proper lunch", "tidy the kitchen
 * for 10 minutes", "call my mum"): its own name, a 2-minute start (Clear, *Atomic Habits*: the two-minute rule) and
 * its full version in the person's words, beside the habit the track knows. A part that opens with no verb ("even
 * on shift days") names no habit.
 */
function habitSaid(part: string): Record<string, string> | undefined {
  const found = HABIT_VERBS.exec(part.trim().replace(/[.!?]+$/, ''));
  const rest = found?.[2]
    .replace(HOW_OFTEN, '')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bmyself\b/gi, 'yourself')
    .trim();
  if (
    !found ||
    !rest ||
    /^(?:it|this|that|them|these|going|better|worse|more|less|up|on|off|back|there|started|used|done|right)\b/i.test(rest)
  )
    return undefined;
  // "for 20 minutes", "half an hour": the time they named is what the habit grows to, half of it the week before.
  const minutes = LASTS.exec(rest);
  const long = minutes ? (minutes[1] ? Number(minutes[1]) : /half/i.test(minutes[0]) ? 30 : 60) : undefined;
  const what = rest.replace(LASTS, '').trim();
  const doing = `${ing(found[1])}${what ? ` ${what}` : ''}`;
  if (long && long > 4)
    return {
      habit: doing,
      tiny: `the first 2 minutes of ${doing}`,
      grown: `${doing} for ${long} minutes`,
      half: `${doing} for ${Math.ceil(long / 2)} minutes`,
    };
  return { habit: doing, tiny: `the first 2 minutes of ${doing}`, grown: doing, half: `${doing}, half of it` };
}

/** "no snacks after 9 pm", "no phone before 7am", "stop snacking after 9pm", "no coffee on weekdays": a stop set by the clock or the week. */
const CLOCK_RULE =
  /^(?:to |i will |i want to |i'?d like to )?(?:no|not?|never|don'?t|avoid|stop(?:ping)?)\s+(?:(?:eating|having|using|drinking|checking|looking at)\s+)?(?:any\s+)?(?:my\s+)?(.+?)\s+((?:after|past|before)\s+(\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d\d|(?:[1-9]|1[0-2])\b|midnight|noon|dinner|tea|bed(?:time)?)|on (?:weekdays|weeknights|work ?days|school nights))(.*)$/i;

/** What the rule stops, said for its own kind: food's kitchen closed, caffeine's last cup, a screen's charger. */
const RULE_KINDS: readonly { kind: RegExp; instead: string; friction: string; guide: string; food?: boolean }[] = [
  {
    kind: /snack|biscuit|crisps|sweets|chocolate|food|eat|grazing|fridge|kitchen|takeaway/i,
    instead: 'the kitchen closed, a cup of herbal tea or water instead',
    friction: 'the snacks out of the room where you sit, a flask of herbal tea by the sofa',
    guide: 'what you will have instead when the kitchen closes: a herbal tea, a glass of water, or your teeth brushed',
    food: true,
  },
  {
    kind: /coffee|caffeine|tea\b|cola|coke|energy drinks?/i,
    instead: 'decaf, herbal tea or water from then on',
    friction: 'decaf or herbal tea in the cupboard, where the coffee was',
    guide: 'a decaf or herbal tea you like, bought',
  },
  {
    kind: /phone|screens?|scroll|social media|instagram|tiktok|youtube|email|laptop|netflix|tv|gaming|games/i,
    instead: 'the phone on its charger in another room from then on',
    friction: 'the charger moved to another room and an alarm set for the time',
    guide: 'a charger in another room and an alarm clock',
  },
];

/**
 * A stop the person sets by the clock or the week ("no snacks after 9 pm", "stop snacking after 9pm", "no phone
 * before 7am", decision 371): the rule is kept from day one, not a count stepped down; the tiny version is the rule
 * with what goes in its place (Clear, *Atomic Habits*: make the old habit invisible and hard). Its words are the person's.
 */
function habitRule(part: string): Record<string, string> | undefined {
  const found = CLOCK_RULE.exec(part.trim().replace(/[.!?]+$/, ''));
  if (
    !found ||
    /\b(?:alcohol|booze|beers?|wine|drink(?:s|ing)?|vodka|spirits|pints?|smok\w*|vap\w*|cigarettes?|gambl\w*|bet(?:s|ting)?)\b/i.test(
      found[1],
    )
  )
    return undefined;
  const what = found[1].replace(/^snacking$/i, 'snacks').replace(/\bmy\b/gi, 'your');
  const when = found[2]
    .replace(/\s+/g, ' ')
    .replace(/(\d)\s*(am|pm)\b/i, '$1 $2')
    .replace(/^(after|past|before) (\d{1,2})$/i, '$1 $2 pm');
  const rule = `no ${what} ${when}`;
  const kind = RULE_KINDS.find((k) => k.kind.test(what));
  const instead = kind?.instead ?? `something else in its place from then on`;
  const at = /^(?:after|past) /i.test(when) && /\d/.test(found[3] ?? '') ? when.replace(/^(?:after|past) /i, '') : undefined;
  return {
    habit: rule,
    tiny: `${rule}: ${instead}`,
    // A rule is not halved: week 2's and week 3's versions are the rule, kept.
    grown: rule,
    half: rule,
    // What goes in its place, said on the days beside another habit's tiny version (which keeps only its words before ":").
    snag: `No ${what} ${when}: ${instead}. A rule kept from day one, not counted down: a slip is one evening, and the next starts with the rule again.`,
    ...(kind ? { friction: kind.friction, guide: kind.guide } : {}),
    ...(at ? { at: kind?.food ? `food ${at}` : at } : {}),
  };
}

/** The evening's cue for a rule that starts at a time: the programme they watch where the TV is theirs, else an alarm. */
const ruleAnchor = (at: string, said: string, target: string): string => {
  const time = at.replace(/^food /, '');
  // (A habit done away from the sofa, a walk or the gym, hangs on the alarm, not the programme.)
  const out = /\b(?:walk\w*|run|running|jog\w*|gym|swim\w*|cycl\w*)\b/i.test(target);
  return at.startsWith('food ') && !out && /\b(?:tv|telly|television|netflix|sofa|couch)\b/i.test(said)
    ? `sit down for the ${time} programme`
    : `hear my ${time} alarm`;
};

/** A habit the track does not know, alone in the target: its words, and its set-up said by its own verb ("what drawing needs"). */
function habitAlone(part: string): Record<string, string> | undefined {
  const rule = habitRule(part);
  if (rule) return Object.fromEntries(Object.entries(rule).filter(([name]) => name !== 'at'));
  const said = habitSaid(part);
  const verb = HABIT_VERBS.exec(part.trim())?.[1];
  if (!said || !verb) return said;
  const needs = `what ${ing(verb)} needs`;
  return {
    ...said,
    guide: `${needs}, in one place`,
    swap: `Put ${needs} where your anchor happens, in sight`,
    friction: `${needs} laid out where your anchor happens, ready to start`,
  };
}

/**
 * `{camera}` as the person's words fill it; `{Camera}` the same, capitalised, to open a sentence. A
 * hole's words may hold another hole (a task hole whose default names `{camera}`): filled in turn, a
 * few levels deep at most.
 */
const fillText = (text: string, words: Record<string, string>, depth = 3): string =>
  text.replace(/\{(\w+)\}(['’]s\b)?/g, (hole, key: string, owns: string | undefined) => {
    const found = words[key] ?? words[key.toLowerCase()];
    if (found === undefined) return hole;
    const said = depth > 0 ? fillText(found, words, depth - 1) : found;
    const cased = key === key.toLowerCase() ? said : said.charAt(0).toUpperCase() + said.slice(1);
    return owns ? possessive(cased, owns.charAt(0)) : cased;
  });

/**
 * "your report" → "your report’s", and a plural the person's words filled → "your reports’", not "your reports’s"
 * ("reports", "invoices"; "class", "bus", "analysis", "maths", "physics", "news" are not plurals, and a name,
 * "Ecology Letters", is one thing: they keep their "’s").
 */
const possessive = (words: string, apostrophe: string): string =>
  /\b\p{Ll}[\p{L}-]*s$/u.test(words) && !/(?:ss|us|is|ics|\bmaths|\bnews|series|species)$/i.test(words)
    ? `${words}${apostrophe}`
    : `${words}${apostrophe}s`;

/** The curriculum's own holes as this person's words fill them, without the country's services and words. */
const holesFilled = (curriculum: Curriculum, words: Record<string, string>): Record<string, string> =>
  Object.fromEntries((curriculum.holes ?? []).map((h) => [h.name, words[h.name] ?? h.default]));

/**
 * A curriculum's practice in the person's words: its tasks, checks and topics may name its own holes (decision 266).
 * Every part a constraint's way rewrites (`adaptedPractice`) has its holes filled, a level's own and purpose's tasks too.
 */
function practiceInWords(practice: NonNullable<Curriculum['practice']>, own: Record<string, string>): NonNullable<Curriculum['practice']> {
  return adaptedPractice(practice, (t) => ({ ...t, title: fillText(t.title, own), description: fillText(t.description, own) }));
}

/**
 * A constraint's tasks and words without the foods another constraint leaves out: a vegan's protein sources for a
 * person with a nut allergy, cholesterol's "oily fish" meal for a vegetarian (decision 411). A list of foods to
 * avoid (pregnancy's, a kidney diet's) is kept whole.
 */
function dietOf(constraint: Constraint, all: readonly Constraint[]): Constraint {
  const others = all.filter((c) => c !== constraint && c.foods);
  if (!others.length) return constraint;
  const keep = (text: string) => /\b(avoid|unless cooked|limit|cut down)\b/i.test(text);
  const reword = (t: Task): Task =>
    keep(t.title) || keep(t.description)
      ? t
      : { ...t, title: withoutFoods(t.title, others), description: withoutFoods(t.description, others) };
  return {
    ...constraint,
    say: keep(constraint.say) ? constraint.say : withoutFoods(constraint.say, others),
    ...(constraint.first && { first: reword(constraint.first) }),
    ...(constraint.weekly && { weekly: constraint.weekly.map(reword) }),
  };
}

/** A constraint's tasks in the person's words: their country's services (`{debtadvice}`, locale.ts) and the curriculum's holes. */
function inWords(constraint: Constraint, words: Record<string, string>): Constraint {
  const fill = (t: Task): Task => ({ ...t, title: fillText(t.title, words), description: fillText(t.description, words) });
  return {
    ...constraint,
    ...(constraint.first && { first: fill(constraint.first) }),
    ...(constraint.weekly && { weekly: constraint.weekly.map(fill) }),
  };
}

/** The week's place in a turn of `length`, for weeks before the start too (index below 0). */
const turnOf = (index: number, length: number) => ((index % length) + length) % length;

/** A week with the constraints worked in: the first day's opening task, the week's turn of tasks, the sessions' way of working. */
function adaptWeek(
  week: CurriculumWeek,
  index: number,
  first: number,
  constraints: readonly Constraint[],
  dailyMinutes = Infinity,
): CurriculumWeek {
  const opening = index === first ? constraints.flatMap((c) => (c.first ? [{ ...c.first, priority: 1, opens: true as const }] : [])) : [];
  // A week's turn: the first of each constraint opens the week; a second (`perWeek`) goes mid-week, on its own day.
  const turn = constraints.flatMap((c) => {
    const n = Math.min(c.perWeek ?? 1, c.weekly?.length ?? 0);
    return Array.from({ length: n }, (_, k) => ({ ...c.weekly![turnOf((index - first) * n + k, c.weekly!.length)]!, priority: 1, k }));
  });
  const opens = turn.filter((t) => t.k === 0).map(({ k: _, ...t }) => ({ ...t, opens: true as const }));
  const later = turn.filter((t) => t.k > 0).map(({ k: _, ...t }) => t);
  const middle = Math.floor(week.days.length / 2);
  // An energy envelope: a long sitting is cut to the day's minutes, never grown past them (decision 409).
  const envelope = Number.isFinite(dailyMinutes) && constraints.some((c) => c.envelope);
  // Below the envelope, not at it: the day's reset and notes fit beside the block.
  const cap = Math.max(10, dailyMinutes - 10);
  const within = <T extends { minutes: number; flex?: [number, number] }>(t: T): T =>
    t.minutes <= cap && (!t.flex || t.flex[1] <= cap)
      ? t
      : { ...t, minutes: Math.min(t.minutes, cap), ...(t.flex && { flex: [Math.min(t.flex[0], cap), Math.min(t.flex[1], cap)] }) };
  const retitled = (text: string) =>
    constraints.reduce((out, c) => (c.weeks ?? []).reduce((o, [from, to]) => o.replace(from, to), out), text);
  const ways = (minutes: number) =>
    constraints.flatMap((c) => (c.session ? [c.session(Math.max(0, index - first), minutes)] : [])).filter(Boolean);
  return {
    ...week,
    title: retitled(week.title),
    objective: retitled(week.objective),
    days: week.days.map((day, d) => {
      const [session, ...rest] = envelope ? day.tasks.map(within) : day.tasks;
      const titled = envelope && day.title ? { ...day, title: retitled(day.title) } : day;
      // A session that sets its own block ("Deep-work block: 90 minutes", pomodoros) keeps it: no short-block line over it (decision 361).
      const way = OWN_BLOCK.test(session!.title) ? [] : ways(Math.min(session!.minutes, dailyMinutes));
      const done =
        way.length && session!.minutes > 10 ? { ...session!, description: `${session!.description} ${way.join(' ')}` } : session!;
      if (d === 0) return { ...titled, tasks: [done, ...opening, ...rest, ...opens] };
      if (d !== middle || !later.length) return { ...titled, tasks: [done, ...rest] };
      // A lesson holding the person's own tasks is never left out of a short week (decision 211).
      const { optional: _optional, ...kept } = titled;
      return { ...kept, tasks: [done, ...rest, ...later] };
    }),
  };
}

/** A session whose title sets its own timed block ("Deep-work block: 60 minutes", "A 45-minute focus block", pomodoros) or measures one. */
const OWN_BLOCK = /\bdeep(?:[- ]work)? blocks?\b|\bpomodoros?\b|\b\d+ minutes on\b|\b\d+-minute (?:\w+ )?block\b|\bfocus baseline\b/i;

/** The variety's line after the purpose's and the work's (the newspaper, the family): what the plan is for comes first. */
function varietyLast(curriculum: Curriculum): Curriculum {
  const warnings = curriculum.warnings ?? [];
  const variety = warnings.filter((w) => w.about === VARIETY);
  return variety.length ? { ...curriculum, warnings: [...warnings.filter((w) => w.about !== VARIETY), ...variety] } : curriculum;
}

/**
 * The curriculum as this person's plan uses it: the levels their words mean, the specifics they name in
 * the tasks, and what they say of themselves in the weeks (a professional first, the week's turn of
 * adapted tasks, the sessions' way of working), said first as warnings are.
 */
export function forPerson(curriculum: Curriculum, request: PersonRequest, today = todayIn('UTC')): Curriculum {
  const { targetLevel: aim, currentLevel: now = '' } = request.answers;
  // What they watch as listening, and an exam's ladder for a beginner (decision 284).
  // The person's own task (a stand-up, a letter, a trip, an exam's papers) as the spine of a language plan's practice.
  const days = request.daysPerWeek ?? request.schedule?.weekdays.length ?? 5;
  const { targetLevel, currentLevel, dailyMinutes = 30 } = request.answers;
  // A trip too near for A1 takes the trip's week of lessons first (decision 292).
  const language = withExamLadder(
    withWatched(
      withTripFirst(forLanguage(curriculum, wordsOf(request).join('\n'), aim, now), aim, dailyMinutes, days, now, today),
      aim,
      now,
    ),
    aim,
    now,
  );
  // A running time goal, or a recent race, gives the sessions their paces.
  const paces = runs(language) ? pacesFor(currentLevel, targetLevel) : undefined;
  // Where the person starts: a milestone they have passed, a race they have run, else the curriculum's bands. The
  // weeks, and a language task’s chunks in them, start from the same week.
  const starts = [
    ...milestoneStarts(language),
    ...raceStarts(language, paces && currentLevel, targetLevel),
    // A pregnancy's weeks at the plan's first day, which may be weeks from today.
    ...dueStarts(language, [currentLevel, targetLevel], today, firstDayOf(request, today)),
  ];
  const first = startWeek({ ...language, start: starts }, currentLevel);
  // A language the catalogue has no option for (the Custom course) reads the same purposes, level and hours (decision 252).
  const leveled = withCustomLanguage(
    varietyLast(withLanguageTask(language, targetLevel, dailyMinutes, days, first, currentLevel)),
    wordsOf(request).join('\n'),
    targetLevel,
    currentLevel,
    dailyMinutes,
    days,
  );
  const words = specificsOf(leveled, request);
  // Each constraint in the words that fit this curriculum's sessions: no "low-impact" over a runner's intervals.
  const kind = sessionKind(leveled, targetLevel);
  const found = constraintsOf(request, leveled).map((c) => ({ ...c, ...(kind && c.on[kind]) }));
  // Each one's words and tasks kept inside the diet the others name (decision 411).
  const mine = found.map((c) => dietOf(c, found));
  // A curriculum that already works a constraint into its weeks (low impact for pain, the burnout track) gets nothing more.
  const constraints = mine
    .filter((c) => (!c.in || !request.category || c.in.includes(request.category)) && !leveled.handles?.some((h) => h === c.id))
    .map((c) => inWords(c, words));
  // A constraint the curriculum already answers in its own warnings ("You mention pain or an injury") is said once.
  const own = warningsFor(leveled, ...wordsOf(request));
  // Unless its words were written for this kind of plan: then they replace the curriculum's general ones.
  const topic = (say: string) => say.split(':')[0]!;
  const fits = mine.filter((c) => kind && c.on[kind]?.say).map((c) => topic(c.say));
  // A constraint whose words tell of the tasks it adds says nothing where the curriculum handles it (it adds none).
  const handled = (c: Constraint) => !!c.saysTasks && !!leveled.handles?.some((h) => h === c.id);
  const said = mine
    .filter((c) => !handled(c))
    .filter((c) => fits.includes(topic(c.say)) || !own.some((w) => w.startsWith(topic(c.say))))
    .map((c) => ({ match: ['^'], say: fillText(c.say, words) }));
  // A barbell lift at a weight: its numbers read, the weeks they honestly take said, and the ladder fitted to them.
  const lift = leveled.holes?.some((h) => h.name === 'lift')
    ? liftFor(request.answers.currentLevel, request.answers.targetLevel, request.daysPerWeek ?? request.schedule?.weekdays.length ?? 3)
    : undefined;
  if (lift) {
    said.push({ match: ['^'], say: lift.say });
    Object.assign(words, lift.holes);
  }
  // A rowing machine's 2k: today's split and the goal's, from the person's own times (decision 303).
  const erg = leveled.holes?.some((h) => h.name === 'goalsplit')
    ? ergFor(request.answers.currentLevel, request.answers.targetLevel)
    : undefined;
  if (erg) {
    said.push({ match: ['^'], say: erg.say });
    Object.assign(words, erg.holes);
  }
  // A wheelchair racer's goal pace and today's, from their own times (decision 398).
  const push = leveled.holes?.some((h) => h.name === 'goalpace')
    ? pushPaceFor(request.answers.currentLevel, request.answers.targetLevel)
    : undefined;
  if (push) {
    if (push.say) said.push({ match: ['^'], say: push.say });
    Object.assign(words, push.holes);
  }
  // A distance rowed for a time ("a sub-20 5k on the erg"): the split it asks, and its watts (decision 328).
  const eventErg = leveled.holes?.some((h) => h.name === 'eventsplit') ? ergAtDistance(request.answers.targetLevel) : undefined;
  if (eventErg) {
    said.push({ match: ['^'], say: eventErg.say });
    Object.assign(words, eventErg.holes);
  }
  // A saving goal's amounts: the person's own figures in the tasks and, for the example, in the description.
  const saving = leveled.holes?.some((h) => h.name === 'sum')
    ? savingFor(request.answers.currentLevel, request.answers.targetLevel, todayIn('UTC'), request.description)
    : undefined;
  if (saving) Object.assign(words, saving.holes);
  if (saving?.reached) said.push({ match: ['^'], say: saving.say });
  const read = readLadder(leveled, request.answers.targetLevel);
  const ladder = lift && leveled.ladder && !read ? ladderForLift(leveled.ladder, lift) : read;
  if (paces) said.push({ match: ['^'], say: paces.say });
  // A named piece far above the player is years away, and said to be: the weeks work on an arrangement of it.
  const far = words.piece ? pieceDistance(request.answers.currentLevel, request.answers.targetLevel) : undefined;
  if (far) {
    said.push({ match: ['^'], say: far.say });
    words.piece = `${words.piece} (an arrangement at your level)`;
  }
  const aimed = far && (ladder ?? leveled.ladder);
  // A constraint's ways with the curriculum's own tasks (a listening task with its transcript open), in the plan's language.
  const ways = <T extends Worded>(t: T): T => adapted(t, constraints, words.language ?? leveled.option);
  const personWeek = (week: Curriculum['weeks'][number], i: number) =>
    withPaces(
      adaptWeek(
        adaptedWeek(
          rewordWeek(week, (text) => withoutFoods(fillText(text, words), constraints)),
          ways,
        ),
        i,
        first,
        constraints,
        dailyMinutes,
      ),
      paces,
    );
  const practice =
    // (The person's country's words too: a topic's hole may name `{emergency}` or `{urgentline}`.)
    leveled.practice && leveled.holes?.length
      ? practiceInWords(leveled.practice, { ...words, ...holesFilled(leveled, words) })
      : leveled.practice;
  return {
    ...leveled,
    start: starts,
    // What the target takes beyond the weeks in this person's words too (their country's figures).
    ...(leveled.longer && { longer: leveled.longer.map((l) => ({ ...l, say: fillText(l.say, words) })) }),
    // Its safety note too: where it sends the person for help is theirs (`{selfrefer}`, `{crisis}`; decision 253).
    ...(leveled.safety && { safety: fillText(leveled.safety, words) }),
    // The daily record's words are theirs as the weeks' are (a menopause diary's ninth field, decision 371).
    ...(leveled.record && {
      record: {
        ...leveled.record,
        task: {
          ...leveled.record.task,
          title: fillText(leveled.record.task.title, words),
          description: fillText(leveled.record.task.description, words),
        },
      },
    }),
    ...(saving && { longer: saving.reached ? [] : [{ match: ['^'], say: saving.say }] }),
    ...(ladder && { ladder }),
    // The last rung becomes the arrangement; a ladder that defaults to it keeps defaulting to it, renamed.
    ...(aimed && {
      ladder: {
        ...aimed,
        ...(aimed.default === aimed.rungs.at(-1)?.name && { default: far.rung.name }),
        rungs: aimed.rungs.map((r, i, all) => (i === all.length - 1 ? { ...r, ...far.rung } : r)),
      },
    }),
    // The curriculum's own warnings in this person's words too ("Cantonese takes…").
    ...((said.length || leveled.warnings) && {
      warnings: [
        ...(leveled.warnings ?? [])
          .filter((w) => !said.some((s) => s.say === w.say) && !fits.includes(topic(w.say)))
          .map((w) => ({ ...w, say: fillText(w.say, words) })),
        ...said,
      ],
    }),
    // Its practice too: a practice topic or check may name the curriculum's own holes (`{period}`: a monthly report's month).
    // And a constraint's ways with its tasks (decision 271).
    ...(practice && { practice: adaptedPractice(practice, ways) }),
    weeks: leveled.weeks.map((week, i) => personWeek(week, i)),
    // The weeks between a programme and a later event (decisions 228, 249), in the person's words as its last week is.
    ...(leveled.between && { between: leveled.between.map((week) => personWeek(week, leveled.weeks.length - 1)) }),
  };
}

type Worded = { title: string; description: string };

/**
 * A task as a constraint's ways have it (`adapt` in _person.json, decision 271): for each constraint, the first
 * of its ways whose pattern the task's words match (most specific first) rewrites its title and description and adds its sentence,
 * `{language}` the plan's language. A task no way matches is as it was.
 */
function adapted<T extends Worded>(task: T, constraints: readonly Constraint[], language: string): T {
  const byWay = (t: T, way: NonNullable<Constraint['adapt']>[number]): T => {
    if (!way.match.test(`${t.title}\n${t.description}`)) return t;
    const rewrite = (text: string) =>
      way.rewrite.reduce((out, [from, to]) => out.replace(from, to.replaceAll('{language}', language)), text);
    const add = way.add?.replaceAll('{language}', language);
    const description = rewrite(t.description);
    return { ...t, title: rewrite(t.title), description: add && !description.includes(add) ? `${description} ${add}` : description };
  };
  // The first way whose pattern the task's words match: the ways are ordered most specific first (an exam's listening before any listening).
  return constraints.reduce((t, c) => {
    const way = c.adapt?.find((a) => a.match.test(`${t.title}\n${t.description}`));
    return way ? byWay(t, way) : t;
  }, task);
}

/** A week's tasks, their short forms and its milestones as `way` has them. */
function adaptedWeek(week: CurriculumWeek, way: <T extends Worded>(t: T) => T): CurriculumWeek {
  return {
    ...week,
    milestone: way(week.milestone),
    days: week.days.map((day) => ({
      ...day,
      tasks: day.tasks.map((t) => ({ ...way(t), ...(t.short && { short: way(t.short) }) })),
    })),
    ...(week.kept?.milestone && { kept: { ...week.kept, milestone: way(week.kept.milestone) } }),
    ...(week.short?.milestone && { short: { ...week.short, milestone: way(week.short.milestone) } }),
  };
}

/** A practice's tasks, daily task, milestone, finale and its levels' own and purpose's tasks as `way` has them. */
function adaptedPractice(
  practice: NonNullable<Curriculum['practice']>,
  way: <T extends Worded>(t: T) => T,
): NonNullable<Curriculum['practice']> {
  return {
    ...practice,
    // What its weeks practise, said in each practice week ("{kit}'s documentation"): its holes filled too.
    ...(practice.kinds && { kinds: way({ title: practice.kinds, description: '' }).title }),
    tasks: practice.tasks.map(way),
    ...(practice.daily && { daily: way(practice.daily) }),
    ...(practice.steps && { steps: practice.steps.map(way) }),
    milestone: way(practice.milestone),
    ...(practice.finale && { finale: way(practice.finale) }),
    ...(practice.themes && {
      themes: {
        ...practice.themes,
        levels: practice.themes.levels.map((level) => ({
          ...level,
          ...(level.tasks && { tasks: level.tasks.map(way) }),
          // Its themes too, which name the week and fill its tasks ("a scene without subtitles"): rewritten, nothing added.
          topics: level.topics.map((topic) => way({ title: topic, description: '' }).title),
          // The person's own work a week (a series' scenes, a talk's parts), with its review.
          ...(level.purpose && { purpose: level.purpose.map((p) => ({ task: way(p.task), review: way(p.review) })) }),
        })),
      },
    }),
  };
}

/** The catalogue's category of a curriculum's option ("hobbies", "health"…). */
const categoryOf = (curriculum: Curriculum) => CATALOG.find((c) => c.options.includes(curriculum.option))?.id ?? '';

/** A target of reading: "read 20 pages every night", "finish a book a month", "read for 20 minutes before bed" — not the news, music or e-mail. */
const READS_BOOKS =
  /\b(?:read(?:ing)?\b(?! (?:music|sheet music|the news|news|e-?mails?|messages|notes|tabs?)\b)|finish(?:ing)?\b[^.;!?\n]{0,40}\b(?:books?|novels?))/i;

/** The catalogue's languages: their plans are `language` plans. */

/**
 * What a curriculum's sessions are, where a constraint's own words would contradict them: `speed`
 * (running with intervals, tempo or race pace), `training` (other sessions that move the body),
 * `practice` (a hobby practised with the hands: an instrument, a pen, a camera), `still` (a health plan
 * that does not train the body: sleep, mood, food), `language` (a language plan, the catalogue's or a custom one),
 * `reading` (a habit plan whose sessions are reading a book: "read 20 pages every night", decision 286), `habit` (another
 * named daily habit, its tiny version first: journaling, flossing, meditation, decision 330). Elsewhere a
 * constraint's own words serve.
 */
function sessionKind(curriculum: Curriculum, target = ''): SessionKind | undefined {
  // A language plan: the catalogue's languages and the custom language course.
  if (isLanguagePlan(curriculum)) return 'language';
  // Reading books as the target, where the plan's sessions are the target's own habit in its words (a habit of reading nights).
  if (READS_BOOKS.test(target) && curriculum.holes?.some((h) => h.name === 'habit')) return 'reading';
  // Any other named daily habit, done whole at its small size (decision 330).
  if (isHabitPlan(curriculum)) return 'habit';
  if (movesTheBody(curriculum)) {
    const fast = curriculum.weeks.some((w) => w.days.some((d) => d.tasks.some((t) => /^(Intervals?|Tempo|Race pace)\b/i.test(t.title))));
    return fast ? 'speed' : 'training';
  }
  const category = categoryOf(curriculum);
  return category === 'hobbies' ? 'practice' : category === 'health' ? 'still' : undefined;
}

/**
 * A race run in a time ("parkrun in 28:30") starts the plan past that distance's milestone, wherever the
 * other words point; but a time goal at a distance already run ("a half under 1:55" after a half) trains
 * that distance's own block again, at the paces the race gives, rather than the next distance's.
 */
function raceStarts(curriculum: Curriculum, currentLevel: string | undefined, targetLevel: string): Curriculum['start'] {
  if (currentLevel === undefined) return [];
  const rungs = curriculum.ladder?.rungs ?? [];
  const rungOf = (race: { name: string } | undefined) => race && rungs.findIndex((r) => r.name.toLowerCase() === race.name.toLowerCase());
  const ran = rungOf(raceIn(currentLevel));
  const past = ran !== undefined && ran >= 0 ? rungs[ran]!.week + 1 : startWeek(curriculum, currentLevel) + 1;
  const goal = rungOf(raceIn(targetLevel));
  if (goal !== undefined && goal >= 0 && past > rungs[goal]!.week) return [{ match: ['^'], week: goal ? rungs[goal - 1]!.week + 1 : 1 }];
  return ran !== undefined && ran >= 0 && past <= curriculum.weeks.length ? [{ match: ['^'], week: past }] : [];
}

/** A curriculum of runs: easy, long and tempo runs to give paces to. */
const runs = (curriculum: Curriculum) =>
  curriculum.weeks.some((w) => w.days.some((d) => d.tasks.some((t) => /^(Easy|Long) run\b/.test(t.title))));

/** Each run with the pace its kind is run at: easy and long runs easy, tempo at threshold, intervals at interval pace, race-pace blocks at the goal's. */
function withPaces(week: CurriculumWeek, paces: Paces | undefined): CurriculumWeek {
  if (!paces) return week;
  const paceOf = (title: string) =>
    /^(Easy|Long) run\b/.test(title)
      ? `easy pace, ${paces.easy}`
      : /\btempo\b/i.test(title)
        ? `tempo (threshold) pace, ${paces.threshold}`
        : /^intervals?\b/i.test(title)
          ? `interval pace, ${paces.interval}`
          : /(race|marathon|half-marathon)[- ]pace|^Steady run\b/i.test(title)
            ? `${paces.race === paces.goal ? 'goal' : 'race'} pace, ${paces.race ?? paces.marathon}`
            : undefined;
  return {
    ...week,
    days: week.days.map((day) => ({
      ...day,
      tasks: day.tasks.map((t) => {
        const pace = paceOf(t.title);
        return pace ? { ...t, description: `${t.description} Your ${pace}.` } : t;
      }),
    })),
  };
}
