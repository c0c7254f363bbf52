import { daysBetween, deadlineOf } from './deadline';
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
 * Where a pregnancy's weeks start, counted at the plan's first day (`first`, decision 228), not today: a plan that
 * starts three weeks from now starts three weeks further on. A curriculum without `due` keeps its bands. Its bands
 * read where she says she is today (decision 275) and move on by the weeks until the plan starts, from her weeks
 * said where they fall in the band, else from the band's first. After them, where no band reads her: the weeks of
 * pregnancy said in the target ("…, I am 24 weeks"), or a due date instead ("due in March", "my baby is due on 14
 * April"), the weeks from the plan's first day to it taken from 40. The curriculum's `due` says which of its weeks
 * that is. A month without a day is read at its middle.
 */
export function dueStarts(curriculum: Curriculum, words: readonly string[], today: string, first = today): Curriculum['start'] {
  const { due } = curriculum;
  if (!due) return curriculum.start;
  const ahead = Math.max(0, daysBetween(today, first));
  const weekOf = (stage: number) => Math.min(curriculum.weeks.length, Math.max(1, Math.floor((stage - due.from) / due.each) + 1));
  const said = weeksSaid(words);
  // The first band ("up to 15 weeks") has no first week of its own to count on from: it stays.
  const bands = curriculum.start.map((band) => {
    if (!ahead || band.week < 2) return band;
    const from = due.from + (band.week - 1) * due.each;
    const stage = said !== undefined && said >= from && said < from + due.each ? said : from;
    return { ...band, week: weekOf(stage + Math.floor(ahead / 7)) };
  });
  const now = said === undefined ? weeksFromDate(words, today, ahead) : said + Math.floor(ahead / 7);
  return now === undefined ? bands : [...bands, { match: ['^'], week: weekOf(now) }];
}

const weeksSaid = (words: readonly string[]) => {
  const found = words.map((w) => WEEKS_SAID.exec(w)).find(Boolean);
  return found ? Number(found[1]) : undefined;
};

/** The weeks of pregnancy at the plan's first day, `ahead` days from today, from a due date said. */
function weeksFromDate(words: readonly string[], today: string, ahead: number): number | undefined {
  const clause = words.map((w) => /\bdue\b[^.;\n]*/i.exec(w)?.[0]).find(Boolean);
  const date = clause && (deadlineOf(clause, today, undefined, 'now') ?? deadlineOf(clause, today));
  if (!date) return undefined;
  // A due month read as next year's ("due in November", said in November) is this one's: she is at term.
  const left = Math.round((date.away - ahead + (date.month ? 14 : 0)) / 7);
  return left > TERM_WEEKS ? TERM_WEEKS : TERM_WEEKS - left;
}
