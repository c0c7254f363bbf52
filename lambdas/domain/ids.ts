import { randomBytes } from 'node:crypto';

export { dayId, parseDayId, weekId } from '../../contract/ids';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random URL-safe id (alphanumeric, so it never needs escaping in a path or a key). */
export function newId(length: number): string {
  const bytes = randomBytes(length);
  let id = '';
  // 256 % 62 leaves a small bias; ids only need to be unique, not uniform.
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/** Task ids are random 9-character strings. */
export const newTaskId = () => newId(9);
export const newGoalId = () => newId(12);
/** One attempt at generating a goal's roadmap, and one run (invocation) of it. */
export const newAttemptId = () => newId(12);
export const newRunId = () => newId(12);
