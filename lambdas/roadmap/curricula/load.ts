import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { optionSlug } from '../../../contract';
import { forParts } from '../builtin/custom';
import { curriculumSchema, type Curriculum } from './schema';

/**
 * Reads the curriculum of one option — `<option-slug>.json` beside this module, or beside the bundle
 * when deployed (lib/roadmap.ts copies the files there) — so only the option asked for is loaded and
 * the function's code does not grow with the library. Undefined when the option has none yet.
 */
const cache = new Map<string, Curriculum | undefined>();

export function loadCurriculum(option: string): Curriculum | undefined {
  if (cache.has(option)) return cache.get(option);
  const path = join(__dirname, `${optionSlug(option)}.json`);
  const curriculum = existsSync(path) ? curriculumSchema.parse(JSON.parse(readFileSync(path, 'utf8'))) : undefined;
  cache.set(option, curriculum);
  return curriculum;
}

/** The curriculum a goal is planned from: its option's, with a custom goal's parts in place (builtin/custom.ts). */
export function curriculumFor(request: { option: string; answers: { parts?: readonly string[] } }): Curriculum {
  const curriculum = loadCurriculum(request.option);
  if (!curriculum) throw new Error(`No curriculum for the option "${request.option}"`);
  return forParts(curriculum, request.answers.parts);
}
