import type { Curriculum, CurriculumTask, Unit } from './schema';

/**
 * What a week of practice at a level teaches from its inventory (#39 item 3, decision 083): the next
 * grammar points with their words or characters and can-do statements, and earlier points in review.
 */
export interface UnitWeek {
  /** The week's new material in teaching order: each new point, its words, its can-do. */
  tasks: CurriculumTask[];
  /** Earlier points in review, for the end of the week beside its other practice. */
  review: CurriculumTask[];
  /** For the week's description: "New this week: て-form: join two actions; kanji 51–60." */
  says: string;
  /** The grammar points the week introduces (none once the inventory is done). */
  points: string[];
  /** The situation the week's first new point is worked on, where a domain paired it (levels.ts `onSpine`): the week's theme. */
  theme?: string;
  /** The inventory's index of the week's first unit (after it: where its units would go on), which a task's parts are aligned with. */
  first: number;
}

/** The practice level a rung belongs to. */
const levelOf = (curriculum: Curriculum, rung: string) => curriculum.practice?.themes?.levels.find((l) => l.rungs.includes(rung));

/** The inventory of the level a rung belongs to, if its curriculum has one. */
export const inventoryOf = (curriculum: Curriculum, rung: string) => levelOf(curriculum, rung)?.inventory;

/**
 * The `nth` (0-based) week of practice at `rung` of the `weeks` the plan gives it: the next units of
 * its inventory in order — as many a week as cover the inventory within those weeks, one at least —
 * with the points of a week and of three weeks before in review, as spaced repetition spaces them.
 * Once the inventory is done, every week reviews two earlier points in turn, so the themes that follow
 * still recycle the level's grammar. The person's purpose at the level (levels.ts `withPurpose`) brings
 * its next task every week, after the week's new point and its words, with its tasks of a week and three
 * weeks before in review. Undefined without an inventory or a purpose.
 */
export function unitWeek(curriculum: Curriculum, rung: string, nth: number, weeks: number): UnitWeek | undefined {
  const grammar = grammarWeek(curriculum, rung, nth, weeks);
  const purpose = levelOf(curriculum, rung)?.purpose;
  if (!purpose?.length) return grammar;
  const at = (k: number) => purpose[k % purpose.length]!;
  // The person's own task (language-tasks.ts: it has a finale) has a part for each unit, its words and can-do: where
  // two or more units share a week, each brings its own part, so the week's parts are the units' and none comes back
  // the next week as its theme. Any other purpose brings one of its tasks a week.
  const pace = grammar && grammar.points.length > 1 && curriculum.practice?.finale ? grammar.points.length : 1;
  const first = pace > 1 ? grammar!.first : nth;
  const now = [...new Set(Array.from({ length: pace }, (_, j) => at(first + j)))];
  const reviewed = [...new Set([first - pace, first - 3 * pace].filter((k) => k >= 0).map(at))].filter((p) => !now.includes(p));
  const tasks = grammar?.tasks ?? [];
  // Each unit's three tasks (the point, its words, its can-do): its part third, after the point and its words.
  const per = pace > 1 ? tasks.length / pace : tasks.length;
  const placed =
    pace > 1
      ? now.flatMap((p, j) => [...tasks.slice(j * per, j * per + 2), p.task, ...tasks.slice(j * per + 2, (j + 1) * per)])
      : // Spread over the days, it opens the second of two days, so a short day keeps it.
        [...tasks.slice(0, 2), now[0]!.task, ...tasks.slice(2)];
  return {
    tasks: placed,
    review: [...(grammar?.review ?? []), ...reviewed.map((p) => p.review)],
    says: `${grammar?.says ?? ''}For your purpose: ${now[0]!.task.title}${now.length > 1 ? `, then ${now.length - 1} more of its parts` : ''}. `,
    points: grammar?.points ?? [],
    ...(grammar?.theme && { theme: grammar.theme }),
    first,
  };
}

/** A week of the level's grammar inventory (above), or undefined without one. */
function grammarWeek(curriculum: Curriculum, rung: string, nth: number, weeks: number): UnitWeek | undefined {
  const inventory = inventoryOf(curriculum, rung);
  const teach = curriculum.practice?.units;
  if (!inventory || !teach) return undefined;
  const { units } = inventory;
  const pace = Math.max(1, Math.ceil(units.length / Math.max(1, weeks)));
  const from = nth * pace;
  const fresh = units.slice(from, from + pace);
  const taught = Math.ceil(units.length / pace);
  const reviewed = fresh.length
    ? [from - pace, from - 3 * pace].filter((i) => i >= 0).map((i) => units[i]!)
    : [0, 1].map((k) => units[(2 * (nth - taught) + k) % units.length]!);
  const fill = (task: CurriculumTask, unit: Unit, review?: Unit): CurriculumTask => {
    const words = (text: string) =>
      text
        .replaceAll('{point}', unit.point)
        .replaceAll('{example}', unit.example)
        .replaceAll('{words}', unit.words)
        .replaceAll('{can}', unit.can)
        .replaceAll('{review}', review?.point ?? '')
        .replaceAll('{reviewExample}', review?.example ?? '');
    return { ...task, title: words(task.title), description: words(task.description) };
  };
  const tasks = fresh.flatMap((u) => [fill(teach.learn, u), fill(teach.words, u), fill(teach.use, u)]);
  const review = [...new Set(reviewed)].map((u) => fill(teach.review, u, u));
  const says = fresh.length
    ? `New this week: ${fresh.map((u) => u.point).join('; ')}. `
    : `Review this week: ${[...new Set(reviewed)].map((u) => u.point).join('; ')}. `;
  return {
    tasks,
    review,
    says,
    points: fresh.map((u) => u.point),
    ...(fresh[0]?.theme && { theme: fresh[0].theme }),
    first: fresh.length ? from : units.length + (nth - taught),
  };
}
