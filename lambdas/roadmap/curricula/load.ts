import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { optionSlug, todayIn } from '../../../contract';
import { forCrops, forParts, partsSaid } from '../builtin/custom';
import { atTheirPace } from '../builtin/event-pace';
import { firstDayOf, forPerson, type PersonRequest } from '../person';
import { affirmed } from '../builtin/words';
import { chooseTrack } from '../tracks';
import { readData } from './data';
import { curriculumSchema, type Curriculum, type Track } from './schema';

type Warning = NonNullable<Curriculum['warnings']>[number];

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

/**
 * A track's curriculum: `<option-slug>-<track id>.json` (tracks.ts), or the other option's file it is planned
 * `from`, with the option's warnings for every path (`every`: a crisis line, a doctor first) after its own,
 * those it copies whole or works into its weeks (`handles`) left out (decision 229); where both warn of the
 * same thing (`about`) for the person's words, the track's wording is said (shape.ts).
 */
export function loadTrack(option: string, track: Track): Curriculum {
  const name = `${optionSlug(option)}-${track.id}`;
  const known = tracks.get(name);
  if (known) return known;
  const curriculum = loadFile(track.from ?? name);
  if (!curriculum) throw new Error(`No curriculum for the track "${track.id}" of "${option}"`);
  const options = loadCurriculum(option)?.warnings ?? [];
  // A track's copy of its option's warning is that warning: it warns of the same thing.
  const own = (curriculum.warnings ?? []).map((w) => {
    const same = !w.about && options.find((o) => o.say === w.say)?.about;
    return same ? { ...w, about: same } : w;
  });
  // What the track works into its weeks itself (`handles`: the back track's pain) is not warned of again.
  const handled = (w: Warning) => curriculum.handles?.some((h) => h === w.about);
  // A copy that calls it on fewer words ("ending it") leaves the option's wider one to hear the rest.
  const copied = (w: Warning) => own.some((o) => o.say === w.say && o.match.join('\n') === w.match.join('\n'));
  const inherited = options.filter((w) => w.every && !handled(w) && !copied(w));
  const merged = curriculum.warnings || inherited.length ? { ...curriculum, warnings: [...own, ...inherited] } : curriculum;
  tracks.set(name, merged);
  return merged;
}

/** Each track's curriculum with its option's warnings, merged once. */
const tracks = new Map<string, Curriculum>();

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
    // A pregnancy's weeks are counted at the plan's first day (due.ts).
    firstDayOf(request, today),
  ]);
  const known = made.get(key);
  if (known) return known;
  const base = loadCurriculum(request.option);
  if (!base) throw new Error(`No curriculum for the option "${request.option}"`);
  const { track } = chooseTrack(base, request);
  const words = affirmed([request.title, request.description, request.answers.currentLevel, request.answers.targetLevel].join('\n'));
  const own = atTheirPace(
    forParts(track ? loadTrack(request.option, track) : base, request.answers.parts, request),
    request.answers.targetLevel,
  );
  // A kind without part weeks says which of the parts named it works on (holes filled first).
  const curriculum = partsSaid(forPerson(forCrops(own, words, today), request, today), request.answers.parts, request);
  if (made.size >= MADE) made.delete(made.keys().next().value!);
  made.set(key, curriculum);
  return curriculum;
}

/** The curricula made for the latest requests (a generation and its checks, a preview and its suggestions). */
const made = new Map<string, Curriculum>();
const MADE = 64;
