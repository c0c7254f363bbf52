import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { optionSlug, todayIn } from '../../../contract';
import { forCrops, forParts } from '../builtin/custom';
import { forPerson, type PersonRequest } from '../person';
import { affirmed } from '../builtin/words';
import { chooseTrack } from '../tracks';
import { readData } from './data';
import { curriculumSchema, type Curriculum, type Track } from './schema';

/**
 * Reads the curriculum of one option — `<option-slug>.json` beside this module, or beside the bundle
 * when deployed (lib/roadmap.ts copies the files there) — so only the option asked for is loaded and
 * the function's code does not grow with the library. Undefined when the option has none yet.
 */
const cache = new Map<string, Curriculum | undefined>();

function loadFile(name: string): Curriculum | undefined {
  if (cache.has(name)) return cache.get(name);
  const path = join(__dirname, `${name}.json`);
  const curriculum = existsSync(path) ? readData(`${name}.json`, curriculumSchema) : undefined;
  cache.set(name, curriculum);
  return curriculum;
}

export const loadCurriculum = (option: string): Curriculum | undefined => loadFile(optionSlug(option));

/** A track's curriculum: `<option-slug>-<track id>.json` (tracks.ts), or the other option's file it is planned `from`. */
export function loadTrack(option: string, track: Track): Curriculum {
  const curriculum = loadFile(track.from ?? `${optionSlug(option)}-${track.id}`);
  if (!curriculum) throw new Error(`No curriculum for the track "${track.id}" of "${option}"`);
  return curriculum;
}

/**
 * The curriculum a goal is planned from: its option's, or the track within it that the target chooses
 * (tracks.ts), with a custom goal's parts in place (builtin/custom.ts) and the person's words — their
 * constraints, the specifics they name, the level their words mean — worked in (person.ts).
 */
export function curriculumFor(request: PersonRequest): Curriculum {
  // The planner, the shape and the checks compare a plan's milestones by identity: one request, one curriculum
  // (on one day: a growing plan says what its first weeks are for in the month it starts).
  const today = todayIn('UTC');
  const key = JSON.stringify([
    request.option,
    request.category,
    request.title,
    request.description,
    request.answers,
    request.daysPerWeek ?? request.schedule?.weekdays.length,
    today,
  ]);
  const known = made.get(key);
  if (known) return known;
  const base = loadCurriculum(request.option);
  if (!base) throw new Error(`No curriculum for the option "${request.option}"`);
  const { track } = chooseTrack(base, request);
  const words = affirmed([request.title, request.description, request.answers.currentLevel, request.answers.targetLevel].join('\n'));
  const own = forParts(track ? loadTrack(request.option, track) : base, request.answers.parts, request);
  const curriculum = forPerson(forCrops(own, words, today), request);
  if (made.size >= MADE) made.delete(made.keys().next().value!);
  made.set(key, curriculum);
  return curriculum;
}

/** The curricula made for the latest requests (a generation and its checks, a preview and its suggestions). */
const made = new Map<string, Curriculum>();
const MADE = 64;
