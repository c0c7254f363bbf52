import { GENERAL_TRACK, type PlanReading, type ReadingChoice } from '../../contract';
import { goalWords, shapePlan } from './builtin/shape';
import { curriculumFor, loadCurriculum } from './curricula/load';
import type { Curriculum } from './curricula/schema';
import { alreadyReached, constraintNames, specificsOf, type PersonRequest } from './person';
import { chooseTrack } from './tracks';
import { placementOf, purposesOf } from './levels';

/**
 * What the planner understood of the person's words, for the questionnaire to read back before the plan
 * is made (issue #36): the track, where the plan starts, the milestone it aims at, the constraints and
 * specifics it works in — each with one-click corrections from the option's tracks and ladder. The
 * corrections are answers (`track`, `currentLevel`, `targetLevel`) the planner reads like any other.
 */

/**
 * A start a correction may choose, in the words the planner reads back: "the beginning", or the week's theme. A
 * one-off compressed into the days before its date (decision 376) starts on a week made for them, past the
 * curriculum's own (decision 402: "the PCOC test this weekend" read back without a week to name).
 */
const startLabel = (curriculum: Curriculum, week: number) =>
  week === 0
    ? 'the beginning'
    : week >= curriculum.weeks.length
      ? 'the days before your date'
      : `week ${week + 1} of ${curriculum.weeks.length}: ${curriculum.weeks[week]!.title}`;

/** What connecting an AI model adds to a plan Stride's own planner makes without knowing the field. */
const OFFLINE =
  'Stride’s own planner does not know this field: it plans deliberate practice around the parts you name, with safety first where the activity needs it. An AI model, where your install connects one, writes the field’s own drills and checks into the same weeks.';

export function readBack(request: PersonRequest): PlanReading {
  const base = loadCurriculum(request.option)!;
  const choice = chooseTrack(base, request);
  const curriculum = curriculumFor(request);
  const { currentLevel, targetLevel, dailyMinutes = 30 } = request.answers;
  const shape = shapePlan(curriculum, {
    currentLevel,
    targetLevel,
    dailyMinutes,
    daysPerWeek: request.daysPerWeek,
    goal: goalWords(request),
  });
  // (A light lead-in's first week is made from the programme's first: the plan starts at its beginning, decision 397.)
  const first = shape.leadIn ? 0 : (shape.syllabus[0] ?? 0);
  const rungs = curriculum.ladder?.rungs ?? [];

  const tracks: ReadingChoice[] = [
    ...(choice.track
      ? [{ label: base.option, detail: base.covers ?? 'the option’s general path', answers: { track: GENERAL_TRACK } }]
      : []),
    ...(base.tracks ?? [])
      .filter((t) => t.id !== choice.track?.id)
      .map((t) => ({ label: t.name, detail: t.covers, answers: { track: t.id } })),
  ];
  // Starts: the beginning, and past each milestone below the target; never the one the plan starts at.
  const starts: ReadingChoice[] = [
    ...(first > 0
      ? [{ label: 'From the beginning', detail: startLabel(curriculum, 0), answers: { currentLevel: 'complete beginner' } }]
      : []),
    ...rungs
      .filter((r) => r.week < curriculum.weeks.length && r.week !== first && (!shape.target || r.week - 1 < shape.target.week - 1))
      .map((r) => ({ label: `Past ${r.name}`, detail: r.goal, answers: { currentLevel: alreadyReached(r.name) } })),
  ];
  const aims: ReadingChoice[] = rungs
    .filter((r) => r !== shape.target && r.week - 1 >= first)
    .map((r) => ({ label: r.name, detail: r.goal, answers: { targetLevel: r.name } }));
  const track = choice.track ?? {
    name: base.option,
    covers:
      base.covers ??
      base.weeks
        .map((w) => w.title)
        .slice(0, 3)
        .join(', '),
  };
  const holes = new Set((curriculum.holes ?? []).map((h) => h.name));
  const words = specificsOf(curriculum, request);
  const purposes = purposesOf(targetLevel);
  return {
    track: { name: track.name, covers: track.covers, chosen: choice.by },
    tracks,
    start: startLabel(curriculum, first),
    starts,
    ...(shape.target && { aim: { name: shape.target.name, goal: shape.target.goal } }),
    aims,
    constraints: constraintNames(request, curriculum),
    specifics: [
      ...Object.entries(words)
        .filter(([name, said]) => holes.has(name) && said !== curriculum.holes!.find((h) => h.name === name)!.default)
        .map(([, said]) => said),
      ...(curriculum.practice?.themes && purposes.length ? [`practice for ${purposes.map((p) => p.name).join(' and ')}`] : []),
    ],
    ...(request.category === 'custom' && { offline: OFFLINE }),
  };
}

/**
 * What an AI model is told of the reading, beside the scaffold (prompt.ts): the track, where the plan
 * starts and what it aims at, what the person said of themselves and the specifics to use, so its
 * weeks answer the same person Stride's planner answered.
 */
export function readingLines(request: PersonRequest): string[] {
  const reading = readBack(request);
  // Where what the person does placed them, skills apart, so the model's weeks start there too.
  const placed = placementOf(curriculumFor(request), request.answers.currentLevel, request.answers.targetLevel);
  return [
    `Track within the option: ${reading.track.name} (${reading.track.covers}).`,
    `Read as: starts at ${reading.start}${reading.aim ? `; aims at ${reading.aim.name} (${reading.aim.goal})` : ''}.`,
    ...(placed ? [placed.say] : []),
    ...(reading.constraints.length
      ? [
          `The person mentions ${reading.constraints.join(', ')}: adapt the tasks of every week to it, as the scaffold does, not only the description.`,
        ]
      : []),
    ...(reading.specifics.length ? [`Use their specifics in the tasks: ${reading.specifics.join(', ')}.`] : []),
  ];
}
