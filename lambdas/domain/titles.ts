/**
 * Titles may carry a `Day N:` or `Week N:` prefix, sometimes duplicated ("Day 3: Day 3: x").
 * `normalizeTitle('Day', 3, 'Day 3: Day 3: x')` → `Day 3: x`; a bare title gets the prefix.
 */
export function normalizeTitle(prefix: 'Day' | 'Week', number: number, title: string): string {
  const pattern = new RegExp(`^\\s*${prefix}\\s*\\d+\\s*[:.\\-–]\\s*`, 'i');
  let rest = title.trim();
  while (pattern.test(rest)) rest = rest.replace(pattern, '');
  return rest ? `${prefix} ${number}: ${rest}` : `${prefix} ${number}`;
}

/** Number parsed from a `Week N` / `Day N` title, default 1. */
export function numberFromTitle(prefix: 'Day' | 'Week', title: string): number {
  const match = new RegExp(`${prefix}\\s*(\\d+)`, 'i').exec(title);
  return match ? Number(match[1]) : 1;
}
