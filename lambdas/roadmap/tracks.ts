import { GENERAL_TRACK } from '../../contract';
import { isYoung } from './age';
import { affirmed, matchesAny } from './builtin/words';
import type { Curriculum, Track } from './curricula/schema';

/**
 * Tracks within an option (issue #36): "a personal website" and "a junior back-end job" are both Coding,
 * but not the same path. An option's curriculum lists its tracks (`tracks`), each a curriculum file of
 * its own beside it with its own ladder and content; the person's target picks one, and the option's
 * own file is the general path that serves every other target. The questionnaire's read-back shows the
 * track chosen and lets the person pick another (`answers.track`).
 */

/** What chose the track: the person's pick, their words, or nothing (the general path). */
export type TrackChoice = { track?: Track; by: 'asked' | 'words' | 'general' };

export interface TrackRequest {
  title?: string;
  description?: string;
  answers: { currentLevel: string; targetLevel: string; track?: string };
}

/**
 * The track a request plans on: the one it names (`answers.track`; `general` is the option's own path),
 * else the first whose patterns match the target (or, for a track read `anywhere`, all the person wrote,
 * as written: "my knees hurt" chooses low impact whatever the target says), else none.
 */
export function chooseTrack(base: Curriculum, request: TrackRequest): TrackChoice {
  const tracks = base.tracks ?? [];
  const asked = request.answers.track;
  if (asked === GENERAL_TRACK) return { by: 'asked' };
  if (asked) {
    const track = tracks.find((t) => t.id === asked);
    if (!track) throw new UnknownTrackError(asked, base.option);
    return { track, by: 'asked' };
  }
  // A milestone's own name (a correction, a suggestion) means that milestone of this path.
  if (base.ladder?.rungs.some((r) => r.name.toLowerCase() === request.answers.targetLevel.trim().toLowerCase())) return { by: 'general' };
  const target = affirmed([request.title ?? '', request.answers.targetLevel].join('\n'));
  // All the person wrote: affirmed for `match` on `anywhere`, as written (apostrophes plain) for `said`.
  const all = [request.title ?? '', request.description ?? '', request.answers.currentLevel, request.answers.targetLevel].join('\n');
  const everything = affirmed(all);
  const plain = (words: string) => words.replace(/[’‘`´]/g, "'");
  const written = plain(all);
  const writtenTarget = plain([request.title ?? '', request.answers.targetLevel].join('\n'));
  // Where the person is now, as written: what says a condition allows the goal (`yields.when`), never the goal's own words.
  const writtenNow = plain([request.title ?? '', request.description ?? '', request.answers.currentLevel].join('\n'));
  const current = affirmed(request.answers.currentLevel);
  // A track for young people only (a pupil's school week) reads their age as the plan's help does.
  const young = isYoung(all);
  const track = tracks.find(
    (t) =>
      (!t.young || young) &&
      (matchesAny(t.match, t.on === 'anywhere' ? everything : target) || (!!t.said && matchesAny(t.said, written))) &&
      (!t.needs || matchesAny(t.needs, current)) &&
      !(t.unless && matchesAny(t.unless, target)) &&
      !(t.unlessSaid && matchesAny(t.unlessSaid, written)) &&
      !t.yields?.some((y) => matchesAny(y.to, writtenTarget) && (!y.when || matchesAny(y.when, writtenNow))),
  );
  // What the person says of themselves that the option does not teach ("never touched a guitar") is said by
  // its own path, unless the track chosen teaches from the first lesson.
  const beginner = base.outside?.some((o) => o.on === 'current' && matchesAny(o.match, request.answers.currentLevel.toLowerCase()));
  if (beginner && !track?.beginners) return { by: 'general' };
  return track ? { track, by: 'words' } : { by: 'general' };
}

/** A track id that the option does not have: the caller's error, said with the option's tracks. */
export class UnknownTrackError extends Error {
  constructor(
    readonly track: string,
    readonly option: string,
  ) {
    super(`"${track}" is not a track of ${option}`);
    this.name = 'UnknownTrackError';
  }
}
