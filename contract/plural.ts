const english = new Intl.PluralRules('en');

/**
 * A count with its word in the plural form English gives it: "1 day", "2 days", "0 tasks", "1 item
 * was", "3 items were". One helper for the web and the mail, on Intl.PluralRules, so another language
 * is a change of rules and words, not of every caller.
 */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${english.select(n) === 'one' ? one : many}`;
