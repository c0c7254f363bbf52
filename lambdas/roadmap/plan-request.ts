import { planFromCurriculum } from './builtin/from-curriculum';
import { goalWords, shapePlan, type PlanShape } from './builtin/shape';
import { curriculumFor } from './curricula/load';
import { keepHonest } from './honest';
import type { RawRoadmap } from './schema';
import type { RoadmapPlan, RoadmapRequest } from './types';

/**
 * The planner as the generator asks it about one request (generate.ts, two-phase.ts): the plan's shape,
 * Stride's own plan, and a model's plan made honest. Deployed, this is part of the planner's file
 * beside the generator's bundle, loaded with the first plan (planner.ts, decision 273).
 */

/** The plan's shape for a request: where it starts, what it reaches, its length (builtin/shape.ts). */
export function shapeFor(request: RoadmapRequest): PlanShape {
  return shapePlan(curriculumFor(request), {
    ...request.answers,
    goal: goalWords(request),
    daysPerWeek: request.daysPerWeek,
    weekdays: request.weekdays,
    ...(request.startDate && { start: request.startDate }),
  });
}

/** Weeks a roadmap has when the user does not say: what their level, target and time make of the ladder. */
export function defaultWeeks(request: RoadmapRequest): number {
  return shapePlan(curriculumFor(request), {
    ...request.answers,
    weeks: undefined,
    daysPerWeek: request.daysPerWeek,
    weekdays: request.weekdays,
    ...(request.startDate && { start: request.startDate }),
  }).syllabus.length;
}

/** The offline planner's plan: deterministic, instant, no network. */
export function builtinPlan(request: RoadmapRequest): RawRoadmap {
  return planFromCurriculum(curriculumFor(request), request, shapeFor(request));
}

/** A model's plan saying what Stride's own planner would say of this request (honest.ts). */
export function honestPlan(plan: RoadmapPlan, request: RoadmapRequest): RoadmapPlan {
  return keepHonest(plan, request, curriculumFor(request), shapeFor(request));
}
