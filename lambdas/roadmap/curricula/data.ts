import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';

/**
 * What the data files beside this module share: the curricula (load.ts) and the tables person.ts and
 * levels.ts read (person.ts, language-tables.ts here). Each is read beside this module, or beside the
 * bundle when deployed (lib copies `curricula/*.json` there), checked against its schema, on first use.
 */

/** Trimmed, non-empty text of at most `max` characters. */
export const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** `file` beside this module (or the bundle), parsed and checked by `schema`. */
export const readData = <T>(file: string, schema: { parse: (data: unknown) => T }): T =>
  schema.parse(JSON.parse(readFileSync(join(__dirname, file), 'utf8')));

/** `read`'s answer, computed on the first call and kept. */
export function once<T>(read: () => T): () => T {
  let kept: T | undefined;
  return () => (kept ??= read());
}
