/** The shapes of ids in paths: goal and task ids, and the day and week ids a roadmap is addressed by. */

export const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const DAY_ID_PATTERN = /^w(\d{2})d(\d{2})$/;

/** A week's or a day's number in two digits, as ids and sort keys write it. */
export const pad = (n: number) => String(n).padStart(2, '0');

export function weekId(week: number): string {
  return `w${pad(week)}`;
}

export function dayId(week: number, day: number): string {
  return `w${pad(week)}d${pad(day)}`;
}

export function parseDayId(id: string): { week: number; day: number } | undefined {
  const match = DAY_ID_PATTERN.exec(id);
  if (!match) return undefined;
  return { week: Number(match[1]), day: Number(match[2]) };
}
