import { rewordWeek } from '../curricula/reword';
import type { Curriculum, CurriculumWeek } from '../curricula/schema';
import { matchesAny } from './words';

/**
 * A custom goal's curriculum in the person's words: the parts they named ("the throw", "the exchange",
 * "the cascade") — on the questionnaire, or listed in their description — each get a week of practice
 * with feedback, in the order given, with a full attempt at the halfway mark. Without parts, week 1 asks
 * the teacher for them and scores them, and the plan practises the two weakest (round 10's readers:
 * "Sub-skill #1" read as a template's placeholder, decision 170).
 */

const UNNAMED = ['your weakest part', 'your second-weakest part'];

/** Verbs a goal's title opens with ("Sew a dress", "Solve cryptic crosswords"): said as an activity, "sewing a dress". */
const VERBS = new Set(
  'bake brew build carve cook crochet dance do draw embroider fix fold forage grow identify juggle knit make paint play read repair ride run sail sew sing skate solve speak swim throw tie type whistle write'.split(
    ' ',
  ),
);

/** "juggle" → "juggling", "knit" → "knitting", "make" → "making", "solve" → "solving". */
function gerund(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^e]e$/.test(verb) && verb.length > 2) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/**
 * The skill a custom goal's title names, as a teacher would say it in a task: "Learn calligraphy" →
 * "calligraphy", "Learn to juggle" → "juggling", "Sew a summer dress" → "sewing a summer dress". The
 * title itself, quoted, when it names no skill this can read.
 */
export function skillOf(title: string): string {
  const bare = title
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^(i (want|would like|'d like|’d like) to |finally |really )+/i, '');
  const learnt =
    /^(?:learn(?:ing)?|teach (?:myself|me)|get (?:better|good) at|improve(?: at| my)?|master|start|take up|pick up|try|get into)\s+(?<to>(?:how )?to\s+)?(?<rest>.+)$/i.exec(
      bare,
    );
  const rest = (learnt?.groups?.['rest'] ?? bare).replace(/^my\s+/i, 'your ');
  const [first = '', ...words] = rest.split(/\s+/);
  const verb = first.toLowerCase();
  if (learnt?.groups?.['to'] || VERBS.has(verb)) return [gerund(verb), ...words].join(' ');
  if (!rest || /\bgoal\b|\d{4}/i.test(rest)) return `“${title.trim()}”`;
  // "Calligraphy" reads "calligraphy" in a sentence; a name keeps its capital ("Rubik's cube", "BSL").
  return /^[A-Z][a-z]+$/.test(first) ? rest.charAt(0).toLowerCase() + rest.slice(1) : rest;
}

/**
 * The parts a description lists, in its order: "three parts: the grip, the stroke and the spacing",
 * "practise lettering, spacing and flourishes". Two to six short items after a colon or "such as",
 * "including", "like", "parts", "steps"; none where the list speaks of the person ("I'm 50 and a bit
 * clumsy"), so a description that says something else leaves the parts to the teacher.
 */
/** A part as a task names it: "grip" → "the grip"; "spacing", "the sleeper", "walk the dog" as said. */
const asPart = (item: string) => {
  const part = item.charAt(0).toLowerCase() + item.slice(1);
  return /\s|ing$|^(the|a|an)\b/i.test(part) ? part : `the ${part}`;
};

/** Where a list of parts may begin: after a colon, "such as", "parts", "practise"… */
const CUE =
  /(?::|\b(?:such as|including|like|namely|(?:parts|steps|skills|moves|stages|elements)(?: are| of it| being)?|work on|practi[sc]e|learn|master)\b)\s+/gi;

/** Words about learning a skill's parts, before a colon ("I want to learn:", "the moves I need:"). */
const LEARNING =
  /\b(learn\w*|practi[sc]\w*|master\w*|work on|parts?|skills?|moves?|steps?|tricks?|techniques?|stitch\w*|strokes?|hands?|sleights?)\b/i;

export const partsIn = (description = ''): string[] => itemsIn(description).map(asPart);

/** The parts a description lists, as written ("italic", "a round-off"): for a sentence that quotes them. */
export function itemsIn(description = ''): string[] {
  for (const clause of description.split(/[.;!?\n]+/)) {
    // Each cue in turn: "Learn gymnastics: a cartwheel, a round-off…" lists after its colon, not after "Learn".
    for (const cue of clause.matchAll(CUE)) {
      // A colon after words about the person lists their likes or fears, not parts ("Scents I like: lavender,
      // fig and cedar", "Things that scare me: deep water…"), unless those words are about learning.
      const head = clause.slice(0, cue.index);
      if (cue[0].startsWith(':') && /\b(i|me|my|we|us|our)\b/i.test(head) && !LEARNING.test(head)) continue;
      const items = clause
        .slice(cue.index + cue[0].length)
        .replace(/^(?:(?:such as|including|like|namely|are|being|of it)\s+|:\s*)+/i, '')
        // What the list is for is not a part: "italic and copperplate for wedding invitations".
        .replace(/\s+(?:for|by|before|in time for|so that)\s.*$/i, '')
        .split(/,\s*(?:and\s+|then\s+)?|\s+(?:and|then|&)\s+/i)
        .map((item) => item.trim())
        .filter(Boolean);
      const short = items.every((item) => /^[\p{L}'’-]+(\s+[\p{L}'’-]+){0,3}$/u.test(item));
      const personal = items.some((item) => /^(i|i'm|i’m|im|my|me|we|our|it|it's|it’s|to|a bit|very|quite|not|so|too)\b/i.test(item));
      if (items.length >= 2 && items.length <= 6 && short && !personal)
        return items.map((item) => item.charAt(0).toLowerCase() + item.slice(1));
    }
  }
  return [];
}

/**
 * What each week of a later part adds beside its new part, in turn (round 10: the part weeks read as
 * clones): the help taken away, then speed or length, then a new place, then an audience — the usual
 * order of making practice harder (Ericsson's deliberate practice; a teacher's "now without me").
 */
const STEPS = [
  {
    step: 'with less help',
    how: 'No notes, no hand-holds, no looking it up: your teacher or a friend only watches. Where it breaks is next week’s first drill.',
  },
  {
    step: 'a little faster or longer',
    how: 'A little quicker, or for longer, than feels comfortable, and still clean: slow down again the moment the form goes.',
  },
  {
    step: 'somewhere new',
    how: 'Another room, outdoors, other tools or with something going on around you: the skill should not depend on one place.',
  },
  {
    step: 'in front of someone',
    how: 'A friend, your family or the class watches a run-through; ask them what they noticed first.',
  },
];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "a, b and c" */
export const listWords = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The week with `{name}` holes filled and the tasks meant for the other case left out. */
function fillWeek(week: CurriculumWeek, words: Record<string, string>, named: boolean): CurriculumWeek {
  const { part: _part, ...rest } = week;
  const kept = {
    ...rest,
    days: week.days.map((day) => ({
      ...day,
      tasks: day.tasks.filter((t) => !t.when || (t.when === 'parts') === named).map(({ when: _when, ...t }) => t),
    })),
  };
  return rewordWeek(kept, (text) => text.replace(/\{(\w+)\}/g, (hole, key: string) => words[key] ?? hole));
}

/** The goal's own words the general scaffold speaks in: its title and description. */
export interface GoalWords {
  title?: string | undefined;
  description?: string | undefined;
}

export function forParts(curriculum: Curriculum, named: readonly string[] = [], goal: GoalWords = {}): Curriculum {
  const first = curriculum.weeks.findIndex((w) => w.part === 'first');
  if (first < 0) return curriculum;
  const own = named.length ? named : partsIn(goal.description);
  const parts = own.length ? own : UNNAMED;
  const words = {
    skill: goal.title ? skillOf(goal.title) : 'your skill',
    parts: listWords(parts),
    first: parts[0]!,
    unit: 'part',
    units: 'parts',
  };
  const fill = (week: CurriculumWeek, extra: Record<string, string> = {}) =>
    fillWeek(week, { ...words, Skill: capitalize(words.skill), ...extra }, own.length > 0);
  const [firstWeek, nextWeek, halfway] = curriculum.weeks.slice(first, first + 3);
  const partWeeks = parts.map((part, k) => {
    const { step, how } = STEPS[Math.max(0, k - 1) % STEPS.length]!;
    return fill(k === 0 ? firstWeek! : nextWeek!, { part, Part: capitalize(part), previous: parts[k - 1] ?? '', step, Stephow: how });
  });
  // The full attempt after half the parts: with two, after both (there is nothing whole to try before).
  const middle = Math.min(parts.length, Math.max(2, Math.ceil(parts.length / 2)));
  return {
    ...curriculum,
    weeks: [
      ...curriculum.weeks.slice(0, first).map((w) => fill(w)),
      ...partWeeks.slice(0, middle),
      fill(halfway!),
      ...partWeeks.slice(middle),
      ...curriculum.weeks.slice(first + 3).map((w) => fill(w)),
    ],
  };
}

/**
 * A growing plan with the person's own crops (decision 214): each crop's tasks are kept when their words
 * name it ("potatoes, beans and courgettes"), the default crops' when they name none of the curriculum's,
 * and the month the plan starts in says what the first weeks are for ("starting in winter: the plan, the
 * seed order and the ground"), six months on south of the equator. `today` is "YYYY-MM-DD".
 */
export function forCrops(curriculum: Curriculum, words: string, today: string): Curriculum {
  const { crops, seasons } = curriculum;
  if (!crops && !seasons) return curriculum;
  const named = (crops ?? []).filter((c) => matchesAny([c.match], words));
  const grown = new Set((named.length ? named : (crops ?? []).filter((c) => c.default)).map((c) => c.name));
  const weeks = curriculum.weeks.map((week) => ({
    ...week,
    days: week.days
      .map((day) => ({ ...day, tasks: day.tasks.filter((t) => !t.crop || grown.has(t.crop)).map(({ crop: _crop, ...t }) => t) }))
      .filter((day) => day.tasks.length > 0),
  }));
  const month = Number(today.slice(5, 7));
  const southern = !!seasons && matchesAny([seasons.southern], words);
  const northern = southern ? ((month + 5) % 12) + 1 : month;
  const season = seasons?.say.find((s) => s.months.includes(northern));
  return {
    ...curriculum,
    weeks,
    ...(season && { warnings: [...(curriculum.warnings ?? []), { match: ['^'], say: season.say }] }),
  };
}

/**
 * A part's own words as stems, for finding it in a plan: "the double lift" → "double", "lift"; "pockets" →
 * "pocket"; "parallel parking" → "parallel", "park". Articles and words of two letters are no part's own.
 */
const stems = (part: string) =>
  part
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w.length > 2 && !/^(the|and|an?|his|her|its|our|your|their)$/.test(w))
    .map((w) => (w.length > 5 ? w.replace(/(ing|es|s)$/, '') : w.replace(/s$/, '')));

/** The words for the parts a plan leaves out, one part or several: "it is … where it fits … its own", "they are … them … their own". */
const LEFT_WORDS = {
  one: { are: 'is', fit: 'it fits', them: 'it', their: 'its' },
  many: { are: 'are', fit: 'they fit', them: 'them', their: 'their' },
} as const;

/**
 * The parts a person named, said plainly on a kind of its own (a curriculum without part weeks: candles,
 * woodwork, card magic), which has no week to give each: the parts its weeks work on (a task, an objective
 * or a milestone names every word of it, holes filled) and those they do not, so "a cartwheel, a round-off and a
 * back walkover" or "italic and copperplate" is never silently dropped. Nothing when every part is in it.
 */
export function partsSaid(curriculum: Curriculum, named: readonly string[] = [], goal: GoalWords = {}): Curriculum {
  if (curriculum.option !== 'Custom' || curriculum.weeks.some((w) => w.part)) return curriculum;
  const own = named.length ? named : itemsIn(goal.description);
  if (!own.length) return curriculum;
  const words = curriculum.weeks
    .flatMap((w) => [w.title, w.objective, w.milestone.title, ...w.days.flatMap((d) => d.tasks.flatMap((t) => [t.title, t.description]))])
    .join('\n')
    .toLowerCase();
  // Every word of the part, each at a word's start: "parallel parking" in "parallel parking, parking in a bay".
  const inIt = (part: string) => stems(part).every((stem) => new RegExp(`\\b${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(words));
  const covered = own.filter(inIt);
  const left = own.filter((part) => !inIt(part));
  if (!left.length) return curriculum;
  const they = LEFT_WORDS[left.length > 1 ? 'many' : 'one'];
  const where = `where ${they.fit}, or plan ${they.them} as a goal of ${they.their} own once this one is done.`;
  const say = covered.length
    ? `You named ${listWords(own)}. This plan works on ${listWords(covered)} in its weeks; ${listWords(left)} ${they.are} not in them: ask your teacher ${where}`
    : `You named ${listWords(own)}: this plan’s weeks do not work on ${they.them} by name. Ask your teacher ${where}`;
  return { ...curriculum, warnings: [...(curriculum.warnings ?? []), { match: ['^'], say, about: 'named-parts' }] };
}
