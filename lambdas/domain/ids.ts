import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random URL-safe id (alphanumeric, so it never needs escaping in a path or a key). */
export function newId(length: number): string {
  const bytes = randomBytes(length);
  let id = '';
  // 256 % 62 leaves a small bias; ids only need to be unique, not uniform.
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/** Task ids are random 9-character strings (seed-spec §9). */
export const newTaskId = () => newId(9);
export const newGoalId = () => newId(12);

const pad = (n: number) => String(n).padStart(2, '0');

export function weekId(week: number): string {
  return `w${pad(week)}`;
}

export function dayId(week: number, day: number): string {
  return `w${pad(week)}d${pad(day)}`;
}

export const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const DAY_ID_PATTERN = /^w(\d{2})d(\d{2})$/;

export function parseDayId(id: string): { week: number; day: number } | undefined {
  const match = DAY_ID_PATTERN.exec(id);
  if (!match) return undefined;
  return { week: Number(match[1]), day: Number(match[2]) };
}
