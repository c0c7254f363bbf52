import { affirmed, matchesAny } from '../builtin/words';
import type { Curriculum } from './schema';

/**
 * Where a person starts in a curriculum, from what they say they can do: its start bands read against their
 * words. One reading for the plan's shape (builtin/shape.ts), the person's weeks (person.ts) and the language
 * readings (levels.ts), so the weeks, the chunks and the purpose's first can-dos start at the same week.
 */

/** The syllabus week (1-based) a band list points at for `words`, or undefined when none matches. */
export function bandWeek(bands: Curriculum['start'], words: string): number | undefined {
  return bands.find((band) => matchesAny(band.match, words))?.week;
}

/** The syllabus week where the person starts (0-based), from what they say they can do. */
export function startWeek(curriculum: Pick<Curriculum, 'start' | 'weeks'>, currentLevel: string): number {
  const total = curriculum.weeks.length;
  return Math.min(total, Math.max(1, bandWeek(curriculum.start, affirmed(currentLevel)) ?? 1)) - 1;
}
