/**
 * Reading what people type about their level and target. They write "I can't even run 5k", "not
 * fluent at all, beginner", "idk", "a bit of python": what they deny must not be matched as what they
 * have (decision 028).
 */

/**
 * Where a clause turns: punctuation, and the words that start a contrast. A point between two digits is a
 * decimal ("squat 72.5 kg", "a 2.5 km swim"), not the end of a sentence (decision 382).
 */
export const CLAUSE = /(?:[,;!?\n()/]|\.(?!\d)|(?<!\d)\.)+|\s(?:but|though|although|however|yet|except)\s/;

/**
 * A denial: everything after it, to the end of its clause, is what the person does not have or want —
 * except a denial of a lapse, which is what they want: "never miss my pill", "without missing a day",
 * "don't forget my meds", "not skip a session" (never "don't break", "not fail": those deny the thing itself).
 */
const DENIAL =
  /\b(?:not|never|no|none|nothing|zero|cannot|can ?not|can'?t|couldn'?t|don'?t|doesn'?t|didn'?t|haven'?t|hasn'?t|hadn'?t|won'?t|isn'?t|aren'?t|wasn'?t|weren'?t|unable|without|nor)\b(?!\s+(?:(?:a|to|ever)\s+)?(?:miss|missing|forget|forgetting|skip|skipping)\b)/;

/**
 * The user's words, lower-cased, with each denied part of a clause taken out: "I can't even run 5k"
 * → "i", "not fluent at all, beginner" → "beginner", "I walk the dog, never run" → "i walk the dog".
 * Typographic apostrophes are read as plain ones.
 */
export function affirmed(words: string): string {
  return words
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .split(CLAUSE)
    .map((clause) => {
      const denial = DENIAL.exec(clause);
      return (denial ? clause.slice(0, denial.index) : clause).trim();
    })
    .filter(Boolean)
    .join(', ');
}

/** Whether any of the case-insensitive patterns matches the words. */
export function matchesAny(patterns: readonly string[], words: string): boolean {
  return patterns.some((pattern) => new RegExp(pattern, 'i').test(words));
}
