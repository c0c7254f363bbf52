import { rewordWeek } from '../curricula/reword';
import type { Curriculum, CurriculumWeek } from '../curricula/schema';

/**
 * A custom goal's curriculum in the person's words: the parts they named ("the throw", "the exchange",
 * "the cascade") each get a week of practice with feedback, in the order given, with a full attempt at
 * the halfway mark. Without parts, week 1 asks them to find and rank their sub-skills, and the plan
 * practises the first two by rank.
 */

const UNNAMED = ['sub-skill #1', 'sub-skill #2'];

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

export function forParts(curriculum: Curriculum, named: readonly string[] = []): Curriculum {
  const first = curriculum.weeks.findIndex((w) => w.part === 'first');
  if (first < 0) return curriculum;
  const parts = named.length ? named : UNNAMED;
  const words = {
    parts: listWords(parts),
    first: parts[0]!,
    unit: named.length ? 'part' : 'sub-skill',
    units: named.length ? 'parts' : 'sub-skills',
  };
  const fill = (week: CurriculumWeek, extra: Record<string, string> = {}) => fillWeek(week, { ...words, ...extra }, named.length > 0);
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
