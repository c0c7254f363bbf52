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
  const now = at(nth);
  const reviewed = [...new Set([nth - 1, nth - 3].filter((k) => k >= 0).map(at))].filter((p) => p !== now);
  const tasks = grammar?.tasks ?? [];
  return {
    // Third, after the point and its words: spread over the days, it opens the second of two days, so a short day keeps it.
    tasks: [...tasks.slice(0, 2), now.task, ...tasks.slice(2)],
    review: [...(grammar?.review ?? []), ...reviewed.map((p) => p.review)],
    says: `${grammar?.says ?? ''}For your purpose: ${now.task.title}. `,
    points: grammar?.points ?? [],
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
  return { tasks, review, says, points: fresh.map((u) => u.point) };
}
