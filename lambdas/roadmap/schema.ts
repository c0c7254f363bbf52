import * as z from 'zod/mini';
import { DIFFICULTIES, LIMITS } from '../../contract';
import { once } from './curricula/data';

/**
 * The one roadmap schema: what every provider must produce, validated before anything is stored.
 * Also exported as JSON Schema, the tool/response schema the LLM providers hand to the model.
 * Code, not the model, numbers weeks and days and clamps counts and minutes (see normalize.ts), so
 * the schema is lenient where code repairs and strict where it cannot.
 */
/** What a generated roadmap may hold: the API's own limits where they exist (contract/api.ts LIMITS). */
/** The limits a planned roadmap keeps, by their planner's names; every number is LIMITS' (contract/api.ts). */
export const ROADMAP_LIMITS = {
  weeks: LIMITS.weeks,
  daysPerWeek: LIMITS.plannedDaysPerWeek,
  tasksPerDay: LIMITS.plannedTasksPerDay,
  title: LIMITS.plannedTitle,
  description: LIMITS.description,
  taskMinutes: LIMITS.taskMinutes,
} as const;

const title = z.string().check(z.trim(), z.minLength(1), z.maxLength(400));
const description = z._default(z.string().check(z.trim(), z.maxLength(4000)), '');

export const roadmapTaskSchema = z.object({
  title,
  description,
  difficulty: z.catch(z.enum(DIFFICULTIES), 'medium'),
  estimatedMinutes: z.optional(z.number().check(z.gt(0), z.refine(Number.isFinite))),
});

export const roadmapDaySchema = z.object({
  number: z.optional(z.number()),
  title,
  tasks: z.array(roadmapTaskSchema).check(z.minLength(ROADMAP_LIMITS.tasksPerDay.min)),
});

export const roadmapWeekSchema = z.object({
  number: z.optional(z.number()),
  title,
  description,
  days: z.array(roadmapDaySchema).check(z.minLength(ROADMAP_LIMITS.daysPerWeek.min)),
});

export const roadmapSchema = z.object({
  title,
  description,
  weeks: z.array(roadmapWeekSchema).check(z.minLength(ROADMAP_LIMITS.weeks.min)),
});

export type RawRoadmap = z.infer<typeof roadmapSchema>;

const L = ROADMAP_LIMITS;
/** A bounded string, for the JSON Schemas handed to models (they state the limits the model should keep). */
export const bounded = (max: number) => z.string().check(z.maxLength(max));

/** A day's tasks as models must write them; shared by the whole-roadmap and the per-week schemas. */
export const modelTasks = z
  .array(
    z.object({
      title: bounded(L.title),
      description: bounded(L.description),
      difficulty: z.enum(DIFFICULTIES),
      estimatedMinutes: z.int(),
    }),
  )
  .check(z.minLength(L.tasksPerDay.min), z.maxLength(L.tasksPerDay.max));

/** A title and a description as models must write them: a roadmap's, a week's in it or in an outline. */
export const modelHeading = { title: bounded(L.title), description: bounded(L.description) };

/**
 * The JSON Schema (draft 7) a model is handed for what `make` describes, built with the first call to it, not at
 * every cold start of the generator: the built-in planner never needs one (decision 239).
 */
export const modelJsonSchema = (make: () => z.ZodMiniType) =>
  once(() => z.toJSONSchema(make(), { target: 'draft-7' }) as Record<string, unknown>);

/** JSON Schema of the whole roadmap (a model is given one week's, two-phase.ts). */
export const roadmapJsonSchema = modelJsonSchema(() =>
  z.object({
    ...modelHeading,
    weeks: z
      .array(
        z.object({
          number: z.int(),
          ...modelHeading,
          days: z
            .array(z.object({ number: z.int(), title: bounded(L.title), tasks: modelTasks }))
            .check(z.minLength(L.daysPerWeek.min), z.maxLength(L.daysPerWeek.max)),
        }),
      )
      .check(z.minLength(L.weeks.min), z.maxLength(L.weeks.max)),
  }),
);
