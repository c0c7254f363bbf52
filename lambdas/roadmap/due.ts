import { deadlineOf } from './deadline';
import type { Curriculum } from './curricula/schema';

/** Weeks of pregnancy at the due date: about 40 from the first day of the last period (NHS, your pregnancy week by week). */
export const TERM_WEEKS = 40;

/**
 * Where a pregnancy's weeks start when the person names the due date rather than the week they are at
 * ("due in March", "my baby is due on 14 April"; decision 275): the weeks left to the date, taken from 40,
 * are the week of pregnancy now, and the curriculum's `due` says which of its weeks that is. A month
 * without a day is read at its middle. After the curriculum's own bands, so a week said ("20 weeks") wins.
 */
export function dueStarts(curriculum: Curriculum, words: readonly string[], today: string): Curriculum['start'] {
  const { due } = curriculum;
  if (!due) return [];
  const clause = words.map((w) => /\bdue\b[^.;\n]*/i.exec(w)?.[0]).find(Boolean);
  const date = clause && (deadlineOf(clause, today, undefined, 'now') ?? deadlineOf(clause, today));
  if (!date) return [];
  const now = TERM_WEEKS - Math.round((date.away + (date.month ? 14 : 0)) / 7);
  const week = Math.floor((now - due.from) / due.each) + 1;
  return [{ match: ['^'], week: Math.min(curriculum.weeks.length, Math.max(1, week)) }];
}
