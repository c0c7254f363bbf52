/**
 * Whether the hours a person has up to their date reach what their target needs (decision 252): one rule for an
 * option language's plan (describe.ts) and a custom language's (curricula/language-tasks.ts), so the two say
 * the same of the same numbers. "Tight" is within 15% either way of the hours the level takes: a fortnight
 * missed in a term, a cold, a holiday.
 */
export type Reach = 'reachable' | 'tight' | 'not';

/** The share of the hours needed at or above which the date is reachable with time to spare. */
const SPARE = 1.15;
/** The share of the hours needed at or above which (and below `SPARE`) the date is tight. */
const SHORT = 0.85;

/** Reachable, tight or not: `by` the hours up to the date at the person's time, `need` the hours the target takes. */
export function reachBy(by: number, need: number): Reach {
  if (by >= need * SPARE) return 'reachable';
  if (by >= need * SHORT) return 'tight';
  return 'not';
}
