import { deadlineOf } from './deadline';
import type { Curriculum } from './curricula/schema';

/** Weeks of pregnancy at the due date: about 40 from the first day of the last period (NHS, your pregnancy week by week). */
export const TERM_WEEKS = 40;

/**
 * The weeks of pregnancy said in words, wherever they are ("keep swimming, I am 24 weeks", "20 weeks gone"): not
 * a span ago or a rate, nor a span ahead ("due in 10 weeks", "until 36 weeks", "10 weeks to go").
 */
const WEEKS_SAID =
  /(?<!\b(?:due|in|until|till|for|at|by|to|within|next|last|another|up)\s)\b([1-4]?\d) ?(?:weeks?|wks?)\b(?! ago| a week| per| old| to go| left| away| until| till| more)/i;

/**
 * Where a pregnancy's weeks start when the person's words place her other than by the curriculum's bands, which
 * read where she says she is (decision 275): the weeks of pregnancy said in the target ("…, I am 24 weeks"), or a
 * due date instead ("due in March", "my baby is due on 14 April"), the weeks left to it taken from 40. The
 * curriculum's `due` says which of its weeks that is. A month without a day is read at its middle. After the
 * curriculum's own bands, so the weeks said where she is ("20 weeks") win.
 */
export function dueStarts(curriculum: Curriculum, words: readonly string[], today: string): Curriculum['start'] {
  const { due } = curriculum;
  if (!due) return [];
  const now = weeksSaid(words) ?? weeksFromDate(words, today);
  if (now === undefined) return [];
  const week = Math.floor((now - due.from) / due.each) + 1;
  return [{ match: ['^'], week: Math.min(curriculum.weeks.length, Math.max(1, week)) }];
}

const weeksSaid = (words: readonly string[]) => {
  const found = words.map((w) => WEEKS_SAID.exec(w)).find(Boolean);
  return found ? Number(found[1]) : undefined;
};

function weeksFromDate(words: readonly string[], today: string): number | undefined {
  const clause = words.map((w) => /\bdue\b[^.;\n]*/i.exec(w)?.[0]).find(Boolean);
  const date = clause && (deadlineOf(clause, today, undefined, 'now') ?? deadlineOf(clause, today));
  if (!date) return undefined;
  // A due month read as next year's ("due in November", said in November) is this one's: she is at term.
  const left = Math.round((date.away + (date.month ? 14 : 0)) / 7);
  return left > TERM_WEEKS ? TERM_WEEKS : TERM_WEEKS - left;
}
