const english = new Intl.PluralRules('en');

/**
 * A count with its word in the plural form English gives it: "1 day", "2 days", "0 tasks", "1 item
 * was", "3 items were". One helper for the web and the mail, on Intl.PluralRules, so another language
 * is a change of rules and words, not of every caller.
 */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${english.select(n) === 'one' ? one : many}`;

/** "A" or "An" before a number written in digits, as it is said: "An 8-week plan", "An 11-week plan", "A 12-week plan". */
export const anOrA = (n: number): 'A' | 'An' => (/^(8\d*|11|18)(\.|$)/.test(String(n)) ? 'An' : 'A');
